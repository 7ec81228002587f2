import { useLayoutEffect, useRef } from 'react';
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
  const list = useRef<HTMLUListElement>(null);
  const tabs = visibleReportTabs(availability.data);
  // On a narrow phone the strip scrolls: keep the open tab in view (the agents tab is the last one).
  useLayoutEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    const overflow = active.offsetLeft + active.offsetWidth - (strip.scrollLeft + strip.clientWidth);
    if (overflow > 0) strip.scrollLeft += overflow + 4;
  }, [location.pathname, tabs.length]);
  const current = new URLSearchParams(location.search);
  const carried = new URLSearchParams();
  for (const key of ['preset', 'from', 'to']) {
    const value = current.get(key);
    if (value) carried.set(key, value);
  }
  const search = carried.toString();
  return (
    <nav aria-label={t('reports.tabs')}>
      <ul
        ref={list}
        className="relative flex gap-1 overflow-x-auto rounded-xl bg-slate-200/70 p-1 [scrollbar-width:none] md:inline-flex md:min-w-[32rem]"
      >
        {tabs.map((name) => (
          <li key={name} className="flex-auto shrink-0 md:flex-1">
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
