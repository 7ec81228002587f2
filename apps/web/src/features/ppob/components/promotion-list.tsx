import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { familyDefinition } from '@konter/shared/ppob/families';
import type { Product } from '@konter/shared/contracts/ppob';
import { formatNumber, formatRupiah } from '@konter/shared/money';
import { Icon } from '../../../components/ui/icon.tsx';
import { productState } from '../products.ts';
import { unavailableLabel } from './product-grid.tsx';

/** The one-page checkout of a product (NAV-09): /checkout/{family route}/{operator}/{code}. */
export function checkoutPath(product: Pick<Product, 'family' | 'operator' | 'code'>): string {
  const route = familyDefinition(product.family).route;
  return `/checkout/${encodeURIComponent(route)}/${encodeURIComponent(product.operator)}/${encodeURIComponent(product.code)}`;
}

/** Promo items with how many were sold (CAT-03, TRX-07); each opens its one-page checkout. */
export function PromotionList({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm text-slate-600">
        {t('prepaid.promotion_empty')}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotion-list">
      {products.map((product) => {
        const state = productState(product);
        const reason = unavailableLabel(state, t);
        const body = (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="text-xs font-semibold text-slate-600">{product.operator_name}</span>
              <span className="rounded-full bg-accent px-2 py-0.5 text-[0.7rem] font-bold text-slate-900 uppercase">
                {t('prepaid.promo')}
              </span>
            </span>
            <span className="font-semibold text-slate-900">{product.name}</span>
            <span className="flex items-end justify-between gap-2">
              <span className="text-lg font-extrabold text-brand tabular-nums">{formatRupiah(product.price)}</span>
              <span className="text-xs text-slate-600" data-testid="sold-qty">
                {t('prepaid.sold', { count: formatNumber(product.sold_qty) })}
              </span>
            </span>
            {reason && (
              <span className="flex items-center gap-1 text-xs font-semibold text-red-700">
                <Icon name="alert" className="size-3.5" />
                {reason}
              </span>
            )}
          </>
        );
        const className = 'flex h-full flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
        return (
          <li key={product.code} data-product={product.code}>
            {state.buyable ? (
              <Link
                to={checkoutPath(product)}
                className={`${className} transition hover:border-brand hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand`}
              >
                {body}
              </Link>
            ) : (
              <div className={`${className} opacity-70`} aria-disabled="true">
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
