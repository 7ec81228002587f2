import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { withQueryKey } from '../../lib/overlay-query.ts';
import type { NavItem } from '../navigation-items.ts';
import { splitBottomNavigation } from '../navigation-items.ts';

const itemClass =
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-[0.7rem] leading-tight font-medium';

/** Phone navigation (NAV-19), hidden from 1024 px where the sidebar takes over; `unread`: the inbox's count. */
export function BottomNavigation({ items, unread = 0 }: { items: NavItem[]; unread?: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { visible, overflow } = splitBottomNavigation(items);
  if (items.length === 0) return null;

  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex h-[var(--bottom-nav-height)] max-w-lg items-stretch">
        {visible.map((entry) => (
          <li key={entry.id} className="flex min-w-0 flex-1">
            <NavLink
              to={entry.to}
              end={entry.end}
              data-nav-id={entry.id}
              className={({ isActive }) =>
                `${itemClass} ${isActive ? 'text-brand' : 'text-slate-500 hover:text-slate-800'}`
              }
            >
              <span className="relative">
                <Icon name={entry.icon} className="size-6" />
                {/* Without a "more" slot the account entry carries the inbox's unread count (NTF-01). */}
                {entry.id === 'account' && overflow.length === 0 && unread > 0 && <CountBadge count={unread} />}
              </span>
              <span className="max-w-full truncate">{t(entry.label)}</span>
            </NavLink>
          </li>
        ))}
        {overflow.length > 0 && (
          <li className="flex min-w-0 flex-1">
            <Link
              to={{ pathname: location.pathname, search: withQueryKey(location.search, 'sidebar', 'open') }}
              data-nav-id="more"
              className={`${itemClass} text-slate-500 hover:text-slate-800`}
            >
              <span className="relative">
                <Icon name="grid" className="size-6" />
                {/* The drawer it opens holds the notifications entry: the inbox's unread count shows here (NTF-01). */}
                {unread > 0 && <CountBadge count={unread} />}
              </span>
              <span className="max-w-full truncate">{t('nav.more')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function CountBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="bottom-unread"
      className="absolute -top-1.5 -right-2.5 inline-flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[0.65rem] leading-4 font-bold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
