import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@konter/shared/contracts/ppob';
import { familyDefinition } from '@konter/shared/ppob/families';
import { formatRupiah } from '@konter/shared/money';
import { familyTitles } from '../prepaid-menu.ts';

/**
 * §3 'additional': products of the companion families offered beside the family's own (a data package beside
 * credit). Each opens its family's page with the number typed here, so the person picks it there and pays as usual.
 */
export function AdditionalProducts({
  products,
  destination,
  profits,
}: {
  products: readonly Product[];
  destination: string;
  profits: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="additional-title" className="flex flex-col gap-3" data-testid="additional-products">
      <h2 id="additional-title" className="text-lg font-bold text-slate-900">
        {t('prepaid.additional_title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => {
          const profit = profits.get(product.code);
          return (
            <li key={product.code}>
              <Link
                to={`/prabayar/${familyDefinition(product.family).route}`}
                state={destination ? { destination } : undefined}
                data-additional={product.code}
                className="flex h-full min-h-24 flex-col items-start gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <span className="text-xs font-semibold text-slate-500">{t(familyTitles[product.family])}</span>
                <span className="text-[0.95rem] leading-snug font-semibold text-slate-900">{product.name}</span>
                <span className="mt-auto pt-1 text-base font-extrabold text-brand tabular-nums">
                  {formatRupiah(product.price)}
                </span>
                {profit !== undefined && profit > 0 && (
                  <span className="text-xs font-semibold text-emerald-800 tabular-nums">
                    {t('prepaid.profit_on_card', { amount: formatRupiah(profit) })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
