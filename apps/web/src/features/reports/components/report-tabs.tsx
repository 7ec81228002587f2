import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useReportAvailability } from '../api/get-report.ts';
import { reportScreenPaths, visibleReportTabs } from '../paths.ts';

/**
 * The report tabs under /account/laporan. The period carries over from tab to tab (the same days in another
 * report); the other filters belong to their report.
 */
export function ReportTabs() {
  const { t } = useTranslation();
  const location = useLocation();
  const availability = useReportAvailability();
  const current = new URLSearchParams(location.search);
  const carried = new URLSearchParams();
  for (const key of ['preset', 'from', 'to']) {
    const value = current.get(key);
    if (value) carried.set(key, value);
  }
  const search = carried.toString();
  return (
    <nav aria-label={t('reports.tabs')}>
      <ul className="flex gap-1 rounded-xl bg-slate-200/70 p-1 md:inline-flex md:min-w-[32rem]">
        {visibleReportTabs(availability.data).map((name) => (
          <li key={name} className="flex-auto md:flex-1">
            <NavLink
              to={{ pathname: reportScreenPaths[name], search: search ? `?${search}` : '' }}
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center rounded-lg px-1.5 text-center text-[0.8125rem] leading-tight font-semibold whitespace-nowrap sm:px-2 sm:text-sm ${
                  isActive ? 'bg-white text-brand shadow-sm' : 'text-slate-700 hover:bg-white/60'
                }`
              }
            >
              {t(`reports.tab.${name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
