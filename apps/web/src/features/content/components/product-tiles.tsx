import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '@konter/shared/contracts/site';
import { iconForEntry } from '@konter/shared/icons';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * The tenant's products as tiles (menu from the preferences, NAV-16), each linking where `hrefOf` says, under a
 * heading when `title` is given. Columns are sized in rem: a larger font gives fewer columns, so a label wraps
 * between words and is never cut mid-word.
 */
export function ProductTiles({
  entries,
  title,
  hrefOf,
}: {
  entries: MenuEntry[];
  title?: string;
  hrefOf: (entry: MenuEntry) => string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (entries.length === 0) return null;
  const tiles = (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.25rem,1fr))] gap-2">
      {entries.map((entry) => (
        <li key={entry.backendId}>
          <Link
            to={hrefOf(entry)}
            className="flex h-full min-h-24 flex-col items-center justify-start gap-2 rounded-2xl bg-white p-2 pt-3 text-center shadow-sm ring-1 ring-slate-200/70 transition hover:ring-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
              <Icon name={iconForEntry(entry)} className="size-6" />
            </span>
            <span className="text-xs leading-tight font-medium break-words text-slate-700">
              {t(entry.label, { defaultValue: entry.name })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
  if (title === undefined) return tiles;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {tiles}
    </section>
  );
}
