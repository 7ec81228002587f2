import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import type { SitePreferences } from '@konter/shared/contracts/site';
import { Icon } from '../../components/ui/icon.tsx';
import { AccountIcon } from '../../features/accounts/components/account-icons.tsx';
import { DisplayPreferences } from '../../features/display-settings/components/display-preferences.tsx';
import { LanguageSwitcher } from '../../features/display-settings/components/language-switcher.tsx';
import { promptInstall } from '../../lib/install-app.ts';
import { notices } from '../../lib/notices.ts';
import { withQueryKey } from '../../lib/overlay-query.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import type { NavItem } from '../navigation-items.ts';
import { BrandMark } from './brand-mark.tsx';

const linkClass = 'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium';

/** An entry without a page of the app: the tenant's Android listing, or the offer to install the web app. */
function SidebarAction({ entry }: { entry: NavItem }) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon name={entry.icon} className="size-5 shrink-0" />
      {t(entry.label)}
    </>
  );
  if (entry.external) {
    return (
      <a
        href={entry.to}
        target="_blank"
        rel="noopener noreferrer"
        data-nav-id={entry.id}
        className={`${linkClass} text-slate-700 hover:bg-slate-100`}
      >
        {content}
      </a>
    );
  }
  const install = async () => {
    const outcome = await promptInstall();
    if (outcome === 'manual') notices.showSnackbar('info', t('nav.install_app_manual'));
    else if (outcome === 'accepted') notices.showSnackbar('success', t('nav.install_app_done'));
  };
  return (
    <button
      type="button"
      data-nav-id={entry.id}
      onClick={() => void install()}
      className={`${linkClass} text-left text-slate-700 hover:bg-slate-100`}
    >
      {content}
    </button>
  );
}

function SidebarLinks({ items, replace }: { items: NavItem[]; replace: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((entry) => (
        <li key={entry.id}>
          {entry.external || entry.action ? (
            <SidebarAction entry={entry} />
          ) : (
            <NavLink
              to={entry.to}
              end={entry.end}
              replace={replace}
              data-nav-id={entry.id}
              className={({ isActive }) =>
                `${linkClass} ${isActive ? 'bg-brand/10 text-brand' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              <Icon name={entry.icon} className="size-5 shrink-0" />
              {t(entry.label)}
            </NavLink>
          )}
        </li>
      ))}
      {loggedIn && (
        <li className="mt-1 border-t border-slate-100 pt-1">
          <NavLink
            to="/auth/logout"
            replace={replace}
            className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium text-slate-700 hover:bg-slate-100"
          >
            <AccountIcon name="logout" className="size-5 shrink-0" />
            {t('nav.logout')}
          </NavLink>
        </li>
      )}
    </ul>
  );
}

/** The desktop sidebar (NAV-19), always visible from 1024 px. */
export function DesktopSidebar({ tenant, items }: { tenant: SitePreferences['tenant']; items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
      <NavLinkHome tenant={tenant} />
      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-3 py-2">
        <SidebarLinks items={items} replace={false} />
      </nav>
      <details className="border-t border-slate-200 px-4 py-3">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-600">
          <Icon name="settings" className="size-5" />
          {t('display.title')}
        </summary>
        <div className="pt-2">
          <DisplayPreferences />
        </div>
      </details>
    </aside>
  );
}

function NavLinkHome({ tenant }: { tenant: SitePreferences['tenant'] }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/"
      className="m-3 flex min-h-14 items-center gap-3 rounded-xl bg-brand px-3 text-brand-foreground"
      aria-label={t('app.home_link', { brand: tenant.brandName })}
    >
      <BrandMark tenant={tenant} className="size-9 shrink-0" />
      <span className="line-clamp-2 text-base leading-tight font-bold">{tenant.brandName}</span>
    </NavLink>
  );
}

/**
 * The sidebar as a drawer on phones, open while the URL has `?sidebar` (NAV-03 locks the page scroll meanwhile).
 * Closing goes back when the drawer was opened from this app, so the Android back button closes it too.
 */
export function MobileDrawer({ tenant, items }: { tenant: SitePreferences['tenant']; items: NavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  if (!new URLSearchParams(location.search).has('sidebar')) return null;

  const close = () => {
    if (location.key === 'default') {
      void navigate(
        { pathname: location.pathname, search: withQueryKey(location.search, 'sidebar', null) },
        { replace: true },
      );
    } else {
      void navigate(-1);
    }
  };

  return (
    <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={t('nav.main')}>
      <button
        type="button"
        className="absolute inset-0 bg-slate-900/50"
        aria-label={t('app.close_menu')}
        onClick={close}
      />
      <div className="absolute inset-y-0 right-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl">
        <div className="flex items-center justify-between gap-2 bg-brand px-3 pt-[env(safe-area-inset-top)] text-brand-foreground">
          <div className="flex min-h-14 min-w-0 items-center gap-2">
            <BrandMark tenant={tenant} className="size-8" />
            <span className="truncate font-bold">{tenant.brandName}</span>
          </div>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10"
            aria-label={t('app.close_menu')}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav className="px-3 py-3">
          <SidebarLinks items={items} replace />
        </nav>
        <div className="mt-auto flex flex-col gap-5 border-t border-slate-200 px-4 py-4">
          <LanguageSwitcher />
          <DisplayPreferences />
        </div>
      </div>
    </div>
  );
}
