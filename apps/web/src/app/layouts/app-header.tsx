import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SitePreferences } from '@konter/shared/contracts/site';
import { formatRupiah } from '@konter/shared/money';
import { Icon } from '../../components/ui/icon.tsx';
import { LanguageSwitcher } from '../../features/display-settings/components/language-switcher.tsx';
import { withQueryKey } from '../../lib/overlay-query.ts';
import type { RouteHandle } from '../route-handle.ts';
import { BrandMark } from './brand-mark.tsx';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * Brand-coloured top bar. A route whose handle says `back` gets a back button and its title instead of the brand
 * (NAV-02). On large screens the sidebar carries the brand, so the bar only shows the page title. Logged in, it
 * shows the deposit balance (DEP-01), which leads to the account.
 */
export function AppHeader({
  tenant,
  handle,
  deposit = null,
  unread = null,
}: {
  tenant: SitePreferences['tenant'];
  handle: RouteHandle | null;
  deposit?: number | null;
  /** The inbox's unread count (NTF-01), logged in only. */
  unread?: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const showBack = handle?.back === true;
  // The native wrapper opens /webapp/… pages with its own title (NAV-07): `?title=` wins over the route's.
  const webappTitle = location.pathname.startsWith('/webapp/')
    ? new URLSearchParams(location.search).get('title')?.trim().slice(0, 60)
    : undefined;
  const title = handle ? webappTitle || t(handle.title) : '';

  const goBack = () => {
    // Opened directly (shared link, app start): there is no page of ours to go back to.
    if (location.key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  };

  return (
    <header className="sticky top-0 z-30 bg-brand pt-[env(safe-area-inset-top)] text-brand-foreground shadow-sm lg:bg-white lg:text-slate-900 lg:shadow-none lg:ring-1 lg:ring-slate-200">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-2 sm:px-4">
        {showBack ? (
          <button
            type="button"
            onClick={goBack}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10"
            aria-label={t('app.back')}
          >
            <Icon name="back" />
          </button>
        ) : (
          <Link
            to="/"
            className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg px-1 lg:hidden"
            aria-label={t('app.home_link', { brand: tenant.brandName })}
          >
            <BrandMark tenant={tenant} />
            <span className="truncate text-lg font-bold">{tenant.brandName}</span>
          </Link>
        )}
        {/* Not a heading: each page has its own h1, and two would confuse screen readers. */}
        {showBack && handle && <p className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</p>}
        {!showBack && handle && (
          <p className="hidden min-w-0 flex-1 truncate text-lg font-semibold lg:block">{title}</p>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {deposit !== null && (
            <Link
              to="/account"
              // A sub-page's title needs the room on phones; its own page or the overview shows the balance.
              className={`min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-bold tabular-nums hover:bg-black/10 lg:bg-brand/10 lg:px-3 lg:text-brand ${
                showBack ? 'hidden sm:inline-flex' : 'inline-flex'
              }`}
              aria-label={t('app.deposit_balance', { amount: formatRupiah(deposit) })}
              data-testid="header-deposit"
            >
              {/* On a phone the amount alone: the brand name keeps its room. */}
              <Icon name="wallet" className="hidden size-5 sm:block" />
              {formatRupiah(deposit)}
            </Link>
          )}
          {unread !== null && (
            <Link
              to="/notification/today"
              className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10"
              aria-label={t('notifications.bell', { count: unread })}
              data-testid="header-notifications"
            >
              <Icon name="bell" />
              {unread > 0 && <UnreadBadge count={unread} testId="header-unread" />}
            </Link>
          )}
          <LanguageSwitcher compact />
          <Link
            to={{ pathname: location.pathname, search: withQueryKey(location.search, 'sidebar', 'open') }}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10 lg:hidden"
            aria-label={t('app.open_menu')}
          >
            <Icon name="menu" />
          </Link>
        </div>
      </div>
    </header>
  );
}
