import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { purchasableFamilies } from '@konter/shared/ppob/families';
import { familyLabelKey } from '../format.ts';

/**
 * One tab per product family (CAT-04). A single row that scrolls sideways on phones, with the chosen one brought
 * into view; on wide screens, smaller tabs (a mouse needs no 44 px target) wrapping onto a second row.
 */
export function FamilyTabs({
  active,
  hrefOf,
  families = purchasableFamilies,
}: {
  active: PurchasableFamily;
  hrefOf: (family: PurchasableFamily) => string;
  families?: readonly PurchasableFamily[];
}) {
  const { t } = useTranslation();
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);
  return (
    <nav aria-label={t('pricelist.families')} className="-mx-4 lg:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:flex-wrap lg:overflow-visible lg:px-0">
        {families.map((family) => {
          const current = family === active;
          return (
            <li key={family} className="shrink-0">
              <Link
                ref={current ? activeRef : undefined}
                to={hrefOf(family)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors lg:min-h-9 lg:px-3.5 ${
                  current
                    ? 'bg-brand text-brand-foreground ring-brand'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'
                }`}
              >
                {t(familyLabelKey(family))}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
