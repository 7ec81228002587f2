import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { platformPermission } from '@konter/shared/contracts/platform';
import { Icon } from '../../components/ui/icon.tsx';
import { AlertList, SnackbarHost } from '../../components/ui/notice-views.tsx';
import { loginHref } from '../../features/accounts/session/session.ts';
import { LanguageSwitcher } from '../../features/display-settings/components/language-switcher.tsx';
import { PlatformTenants } from '../../features/platform/components/platform-tenants.tsx';
import { usePlatformText } from '../../features/platform/components/platform-text.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { useSitePreferences } from '../../lib/site-preferences.tsx';
import { AreaForbidden, AreaLoading, useAdminCatalogue } from '../admin/area-shell.tsx';
import { BrandMark } from '../layouts/brand-mark.tsx';
import { useSessionSync } from '../layouts/use-session-sync.ts';
import { composeDocumentTitle } from '../route-handle.ts';

/**
 * `/platform` (decision 034): the installation owner's screen, apart from any tenant's back office and lazily
 * loaded. Only an account holding `platform.manage` sees the screen (the API answers only it, and only on the
 * platform tenant's host); a logged-out visitor goes to the login with this page as the way back.
 */
export function PlatformLayout() {
  // The back office's texts: the platform's are among them.
  useAdminCatalogue();
  const { t } = usePlatformText();
  const preferences = useSitePreferences();
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const account = useSessionSync();
  useEffect(() => {
    document.title = composeDocumentTitle(t('admin.platform.title'), preferences.tenant.brandName);
  }, [t, preferences.tenant.brandName]);

  if (!loggedIn) return <Navigate to={loginHref(location)} replace />;
  if (!account) {
    return <AreaLoading label={t('admin.loading')} />;
  }
  const isOwner = account.permission.includes(platformPermission);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-2 px-3 lg:px-8">
          <Link to="/platform" className="flex min-w-0 items-center gap-2">
            <BrandMark tenant={preferences.tenant} className="size-8" />
            <span className="min-w-0">
              <span className="block truncate font-bold text-slate-900">{preferences.tenant.brandName}</span>
              <span className="block text-sm text-slate-600">{t('admin.platform.area')}</span>
            </span>
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher compact />
            <Link to="/" className="flex min-h-11 items-center gap-1 text-sm font-semibold text-brand">
              <Icon name="back" className="size-4" />
              {t('admin.back_to_app')}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl">
        <div className="px-4 pt-4 empty:hidden lg:px-8">
          <AlertList />
        </div>
        {isOwner ? (
          <PlatformTenants />
        ) : (
          <AreaForbidden
            title={t('admin.platform.forbidden_title')}
            body={t('admin.platform.forbidden_body')}
            back={t('admin.back_to_app')}
          />
        )}
      </main>
      <SnackbarHost />
    </div>
  );
}
