import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';
import { Button } from '../components/ui/button.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { apiClient, loginPath } from '../lib/api-client.ts';
import { appI18n, changeLanguage, currentLocale, readSavedLocale, resolveInitialLocale } from '../lib/i18n.ts';
import { ensureCsrfMeta, fetchPageState, readPageState } from '../lib/page-state.ts';
import { setLoggedIn } from '../lib/session.ts';
import { listenForInstallPrompt } from '../lib/install-app.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { restoreScrollAfterUpdate } from '../lib/app-update.ts';
import { getAppStorage } from '../lib/storage.ts';
import { applyTenantTheme } from '../lib/tenant-theme.ts';
import { applyUiPreferences, loadUiPreferences } from '../lib/ui-preferences.ts';
import { App } from './app.tsx';
import { AppLoading } from './layouts/app-loading.tsx';
import { createAppRouter } from './router.tsx';

/** Shown when the page state could not be fetched (dev server, preview, server down): a way out, not a blank page. */
export function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <Icon name="alert" className="size-7" />
      </span>
      <h1 className="text-xl font-bold text-slate-900">{t('app.bootstrap_failed_title')}</h1>
      <p className="max-w-sm text-slate-600">{t('app.bootstrap_failed_body')}</p>
      <Button onClick={onRetry}>{t('app.retry')}</Button>
    </div>
  );
}

async function setLanguage(locale: Locale): Promise<void> {
  await changeLanguage(appI18n, locale);
  document.documentElement.lang = currentLocale(appI18n);
}

function htmlLocale(): Locale | null {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : null;
}

/**
 * Start-up: apply the device's display preferences before the first paint, pick the language, get the page state
 * (window global, else the bootstrap endpoint), brand the page, then render the router.
 */
export function boot(container: HTMLElement): Root {
  const storage = getAppStorage();
  applyUiPreferences(loadUiPreferences(storage));
  const root = createRoot(container);
  const saved = readSavedLocale(storage);
  // Made first: the router starts fetching the page's lazy route chunk at once, while the language's texts and the
  // page state are still on their way, instead of one after the other on a slow phone link.
  const router = createAppRouter();
  apiClient.configure({
    redirectToLogin: () => {
      if (router.state.location.pathname !== loginPath) void router.navigate(loginPath);
    },
  });

  const start = async () => {
    const fromPage = readPageState();
    await setLanguage(resolveInitialLocale(saved, fromPage?.preferences.locale ?? htmlLocale()));
    if (!fromPage) {
      root.render(
        <I18nextProvider i18n={appI18n}>
          <AppLoading />
        </I18nextProvider>,
      );
    }
    try {
      const pageState = fromPage ?? (await fetchPageState());
      if (!fromPage) await setLanguage(resolveInitialLocale(saved, pageState.preferences.locale));
      ensureCsrfMeta(pageState.csrfToken);
      // The server checked the session before serving `/` as the app (a visitor gets the public landing there).
      if (pageState.signedIn) setLoggedIn(true);
      applyTenantTheme(pageState.preferences.tenant);
      // A transition renders in slices that yield to the browser, so the first render of the page is not one long
      // task on a slow phone (what Lighthouse's Total Blocking Time counts).
      startTransition(() => {
        root.render(
          <StrictMode>
            <App pageState={pageState} i18n={appI18n} router={router} />
          </StrictMode>,
        );
      });
    } catch (error) {
      console.error('Could not load the site preferences', error);
      root.render(
        <I18nextProvider i18n={appI18n}>
          <BootError onRetry={() => void start()} />
        </I18nextProvider>,
      );
    }
  };

  void start();
  registerServiceWorker();
  // §8: the reload of an update comes back to where the page was scrolled.
  restoreScrollAfterUpdate(window);
  listenForInstallPrompt();
  return root;
}
