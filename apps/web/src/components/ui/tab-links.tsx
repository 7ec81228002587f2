import { Link } from 'react-router';

export type TabLink = { key: string; to: string; label: string };

/**
 * Tabs that are links (§2's sub-routes such as prabayar / pascabayar): each tab has its own address, so it can be
 * reloaded, shared and left with the back button; the current one is marked for assistive technology too.
 */
export function TabLinks({
  label,
  tabs,
  current,
  className = '',
}: {
  label: string;
  tabs: readonly TabLink[];
  current: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`flex gap-2 ${className}`}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === current ? 'page' : undefined}
          className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 sm:flex-none ${
            tab.key === current ? 'bg-brand text-brand-foreground ring-brand' : 'bg-white text-slate-800 ring-slate-300'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
