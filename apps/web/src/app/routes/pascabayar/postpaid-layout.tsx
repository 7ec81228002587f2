import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { FamilyNavItem } from '../../../features/ppob/components/prepaid-frame.tsx';
import { FamilyNav } from '../../../features/ppob/components/prepaid-frame.tsx';
import {
  allowedPostpaidItems,
  postpaidIcon,
  postpaidRedirect,
  postpaidTitles,
  postpaidTypeOf,
} from '../../../features/postpaid/postpaid-menu.ts';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

/** `/pascabayar` or `/webapp/pascabayar`, whichever this location is under. */
export function postpaidBase(pathname: string): string {
  return pathname.startsWith('/webapp/') ? '/webapp/pascabayar' : '/pascabayar';
}

/**
 * The layout of /pascabayar/* and /webapp/pascabayar/* (NAV-08). NAV-17: a type the tenant's menu does not offer
 * sends the member to the first postpaid entry it does offer (to the prepaid screens when it offers none). Outside
 * the Android wrapper it also shows the offered types as chips, one tap apart.
 */
export function PostpaidLayout() {
  const { t } = useTranslation();
  const preferences = useSitePreferences();
  const location = useLocation();
  const base = postpaidBase(location.pathname);
  const webapp = base !== '/pascabayar';
  const items = allowedPostpaidItems(preferences);
  const segment = location.pathname.slice(base.length).split('/').find(Boolean) ?? '';

  // e-money through the postpaid route is the prepaid screen: its own route forwards it.
  if (segment !== '' && segment !== 'emoney') {
    const to = postpaidRedirect(
      segment,
      items.map((item) => item.type),
    );
    if (to === 'none') return <Navigate to={webapp ? '/webapp/prabayar' : '/prabayar'} replace />;
    if (to !== null) return <Navigate to={`${base}/${to}${location.search}`} replace />;
    // `kirim uang` as the specification spells it: the route is `kirim-uang`.
    const type = postpaidTypeOf(segment);
    if (type !== null && type !== segment) return <Navigate to={`${base}/${type}${location.search}`} replace />;
  }

  const chips: FamilyNavItem[] = items.map((item) => ({
    to: `${base}/${item.type}`,
    label: t(postpaidTitles[item.type]),
    icon: postpaidIcon(item),
  }));

  return (
    <>
      {!webapp && (
        <div className="mx-auto w-full max-w-5xl px-4 pt-4 lg:px-6">
          <FamilyNav items={chips} />
        </div>
      )}
      <Outlet />
    </>
  );
}
