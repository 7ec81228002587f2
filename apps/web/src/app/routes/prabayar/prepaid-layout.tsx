import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { iconForEntry } from '@konter/shared/icons';
import type { FamilyNavItem } from '../../../features/ppob/components/prepaid-frame.tsx';
import { FamilyNav } from '../../../features/ppob/components/prepaid-frame.tsx';
import { useExcelAccess } from '../../../features/ppob/api/check-excel.ts';
import {
  allowedPrepaidRoutes,
  excelRoute,
  prepaidRedirect,
  prepaidRouteOfEntry,
  promotionRoute,
} from '../../../features/ppob/prepaid-menu.ts';
import { useSitePreferences, visibleMenuEntries } from '../../../lib/site-preferences.tsx';

/** Where a member with no prepaid entry in the menu at all goes instead. */
const noPrepaidFallback = '/account';

/** `/prabayar` or `/webapp/prabayar`, whichever this location is under. */
export function prepaidBase(pathname: string): string {
  return pathname.startsWith('/webapp/') ? '/webapp/prabayar' : '/prabayar';
}

/**
 * The layout of /prabayar/* and /webapp/prabayar/*. NAV-17: a child the tenant's menu does not offer (switched off,
 * or games under the whitelisted-email rule) sends the member to the first prepaid entry it does offer. Outside the
 * Android wrapper it also shows the families as chips, one tap apart.
 */
export function PrepaidLayout() {
  const { t } = useTranslation();
  const preferences = useSitePreferences();
  const location = useLocation();
  const base = prepaidBase(location.pathname);
  const webapp = base !== '/prabayar';
  const entries = visibleMenuEntries(preferences);
  const allowed = allowedPrepaidRoutes(entries);
  const segment = location.pathname.slice(base.length).split('/').find(Boolean) ?? '';
  // The spreadsheet top-up is offered only to an account that may use it (NAV-18): no chip that leads to a refusal.
  const excelAllowed = useExcelAccess().data?.excelAccess === true;

  if (segment !== '') {
    const to = prepaidRedirect(segment, allowed);
    if (to !== null) {
      return <Navigate to={to === 'none' ? noPrepaidFallback : `${base}/${to}${location.search}`} replace />;
    }
  }

  const items: FamilyNavItem[] = [];
  for (const entry of entries) {
    const route = prepaidRouteOfEntry(entry);
    if (!route || items.some((item) => item.to === `${base}/${route}`)) continue;
    if (route === excelRoute && !excelAllowed) continue;
    items.push({
      to: `${base}/${route}`,
      label: t(entry.label, { defaultValue: entry.name }),
      icon: iconForEntry(entry),
    });
  }
  if (items.length > 0)
    items.push({ to: `${base}/${promotionRoute}`, label: t('prepaid.title.promotion'), icon: 'gift' });

  return (
    <>
      {!webapp && (
        <div className="mx-auto w-full max-w-5xl px-4 pt-4 lg:px-6">
          <FamilyNav items={items} />
        </div>
      )}
      <Outlet />
    </>
  );
}
