import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AlertList, SnackbarHost } from '../../components/ui/notice-views.tsx';
import { GlobalLoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { isAppInstalled } from '../../lib/install-app.ts';
import { loadingIndicator } from '../../lib/loading.ts';
import { useBodyScrollLock } from '../../lib/overlay-query.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { waitingUpdate } from '../../lib/app-update.ts';
import { useExternalStore } from '../../lib/external-store.ts';
import { useSitePreferences } from '../../lib/site-preferences.tsx';
import { bottomNavigationItems, sidebarItems } from '../navigation-items.ts';
import { handleFor, useDocumentTitle, useRouteHandle } from '../route-handle.ts';
import { pageExists } from '../routes/page-exists.ts';
import { AppHeader } from './app-header.tsx';
import { LiveChat } from './live-chat.tsx';
import { BottomNavigation } from './bottom-navigation.tsx';
import { NavigationProgressBar } from './navigation-progress-bar.tsx';
import { DesktopSidebar, MobileDrawer } from './sidebar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useSessionSync } from './use-session-sync.ts';
import { useUnreadCount } from '../../features/notifications/api/unread-count.ts';
import { usePushRenewal } from '../../features/notifications/push/use-push-renewal.ts';

/**
 * The shell around every page: mobile-first, a bottom bar on phones and a fixed sidebar from 1024 px (NAV-19),
 * document title from the route handle (NAV-02), progress bar (NAV-01), scroll lock (NAV-03), notices, and the
 * session kept in step with the server (ACC-02).
 */
// The update bar loads only once a new build waits (§8): its script stays out of every first page.
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })));

export function RootLayout() {
  const { t } = useTranslation();
  const preferences = useSitePreferences();
  const loggedIn = useIsLoggedIn();
  const account = useSessionSync();
  const unread = useUnreadCount(loggedIn && account !== null);
  usePushRenewal(loggedIn && account !== null);
  const updateWaiting = useExternalStore(waitingUpdate);
  const handle = handleFor(useRouteHandle(), loggedIn);
  useDocumentTitle(handle ? t(handle.title) : null, preferences.tenant.brandName);
  useBodyScrollLock();

  const viewer = { loggedIn, role: account?.category ?? null, permissions: account?.permission ?? [] };
  const installed = isAppInstalled();
  const bottomItems = bottomNavigationItems(preferences, viewer, pageExists, installed);
  const sideItems = sidebarItems(preferences, viewer, pageExists, installed);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skip_to_content')}
      </a>
      <NavigationProgressBar />
      <GlobalLoadingIndicator indicator={loadingIndicator} label={t('app.busy')} />
      <DesktopSidebar tenant={preferences.tenant} items={sideItems} />
      <div className="flex min-h-dvh flex-col pb-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))] lg:pb-0 lg:pl-64">
        <AppHeader
          tenant={preferences.tenant}
          handle={handle}
          deposit={loggedIn && account ? account.deposit : null}
          unread={loggedIn && account ? unread : null}
        />
        <main id="main" className="flex-1">
          <div className="mx-auto max-w-5xl px-4 pt-4 empty:hidden">
            <AlertList />
          </div>
          <Outlet />
        </main>
        <SiteFooter
          brandName={preferences.tenant.brandName}
          contact={preferences.contact}
          year={new Date().getFullYear()}
        />
      </div>
      <BottomNavigation items={bottomItems} unread={unread} />
      <MobileDrawer tenant={preferences.tenant} items={sideItems} />
      {loggedIn && account && preferences.liveChat.scriptUrl && (
        <LiveChat scriptUrl={preferences.liveChat.scriptUrl} name={account.name} email={account.email} />
      )}
      <SnackbarHost />
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}
