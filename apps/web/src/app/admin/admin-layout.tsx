import { useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { AlertList, SnackbarHost } from '../../components/ui/notice-views.tsx';
import { loginHref } from '../../features/accounts/session/session.ts';
import { useAdminText } from '../../features/admin/components/admin-text.ts';
import { LanguageSwitcher } from '../../features/display-settings/components/language-switcher.tsx';
import { useIsLoggedIn } from '../../lib/session.ts';
import { useSitePreferences } from '../../lib/site-preferences.tsx';
import { BrandMark } from '../layouts/brand-mark.tsx';
import { useSessionSync } from '../layouts/use-session-sync.ts';
import { composeDocumentTitle } from '../route-handle.ts';
import { AreaForbidden, AreaLoading, useAdminCatalogue } from './area-shell.tsx';
import { adminSections } from './admin-sections.ts';

function SectionLinks({ layout }: { layout: 'column' | 'row' }) {
  const { t } = useAdminText();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections scroll sideways: keep the open one in view.
  useEffect(() => {
    if (layout !== 'row') return;
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [layout, pathname]);
  return (
    <ul ref={list} className={layout === 'column' ? 'flex flex-col gap-0.5' : 'flex gap-1 overflow-x-auto px-2 pb-2'}>
      {adminSections.map((section) => (
        <li key={section.path} className="shrink-0">
          <NavLink
            to={`/admin/${section.path}`}
            data-admin-section={section.path}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-2 rounded-xl px-3 text-[0.95rem] font-medium whitespace-nowrap ${
                isActive ? 'bg-brand/10 text-brand' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            <Icon name={section.icon} className="size-5 shrink-0" />
            {t(section.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The back office's shell (issue 17): desktop-first, a fixed section list on the left from 1024 px and a scrolling
 * row of sections under the top bar on a phone. Only admins get past it: a logged-out visitor goes to the login
 * with this page as the way back, any other account reads that the area is for admins (the API refuses them too).
 */
export function AdminLayout() {
  useAdminCatalogue();
  const { t } = useAdminText();
  const preferences = useSitePreferences();
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const account = useSessionSync();
  const current = adminSections.find((section) => location.pathname.startsWith(`/admin/${section.path}`));
  const title = current ? t(current.label) : t('admin.title');
  useEffect(() => {
    document.title = composeDocumentTitle(`${title} · ${t('admin.title')}`, preferences.tenant.brandName);
  }, [title, t, preferences.tenant.brandName]);

  if (!loggedIn) return <Navigate to={loginHref(location)} replace />;
  if (!account) {
    return <AreaLoading label={t('admin.loading')} />;
  }
  const isAdmin = account.permission.includes('admin.manage');

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('admin.title')}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex min-h-14 items-center justify-between gap-2 px-3">
          <Link to="/admin" className="flex min-w-0 items-center gap-2">
            <BrandMark tenant={preferences.tenant} className="size-8" />
            <span className="truncate font-bold text-slate-900">
              {preferences.tenant.brandName} · {t('admin.title')}
            </span>
          </Link>
          <Link to="/" className="flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand">
            <Icon name="back" className="size-4" />
            {t('admin.back_to_app')}
          </Link>
        </div>
        {isAdmin && (
          <nav aria-label={t('admin.sections')}>
            <SectionLinks layout="row" />
          </nav>
        )}
      </header>
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col border-r border-slate-200 bg-white lg:flex">
        <Link to="/admin" className="flex min-h-16 items-center gap-2 px-4">
          <BrandMark tenant={preferences.tenant} />
          <span className="min-w-0">
            <span className="block truncate font-bold text-slate-900">{preferences.tenant.brandName}</span>
            <span className="block text-sm text-slate-600">{t('admin.area')}</span>
          </span>
        </Link>
        {isAdmin && (
          <nav aria-label={t('admin.sections')} className="flex-1 overflow-y-auto px-3 py-2">
            <SectionLinks layout="column" />
          </nav>
        )}
        <div className="flex flex-col gap-2 border-t border-slate-100 p-3">
          <LanguageSwitcher compact />
          <Link to="/" className="flex min-h-11 items-center gap-2 rounded-xl px-3 text-slate-700 hover:bg-slate-100">
            <Icon name="back" className="size-5" />
            {t('admin.back_to_app')}
          </Link>
        </div>
      </aside>
      <main id="admin-main" className="lg:pl-60">
        <div className="px-4 pt-4 empty:hidden lg:px-8">
          <AlertList />
        </div>
        {isAdmin ? (
          <Outlet />
        ) : (
          <AreaForbidden
            title={t('admin.forbidden_title')}
            body={t('admin.forbidden_body')}
            back={t('admin.back_to_app')}
          />
        )}
      </main>
      <SnackbarHost />
    </div>
  );
}
