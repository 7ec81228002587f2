import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Product } from '@konter/shared/contracts/ppob';
import { formatRupiah } from '@konter/shared/money';
import { Icon } from '../../../components/ui/icon.tsx';
import type { ProductState } from '../products.ts';
import { groupByOperator, productState } from '../products.ts';

/** The short reason a product card gives for being unavailable (CAT-05, CAT-06). */
export function unavailableLabel(state: ProductState, t: TFunction): string | null {
  if (state.buyable) return null;
  switch (state.reason) {
    case 'cut_off':
      return t('prepaid.state.cut_off', { start: state.start, end: state.end });
    case 'stock_empty':
      return t('prepaid.state.stock_empty');
    case 'price_adjustment':
      return t('prepaid.state.price_adjustment');
    case 'needs_access':
      return t('prepaid.state.needs_access');
    case 'inactive':
      return t('prepaid.state.inactive');
    case 'unavailable':
      return t('prepaid.state.unavailable');
  }
}

/**
 * One nominal: name, price, promo badge. A product that cannot be bought stays visible, greyed and disabled, with
 * its reason on the card, so the reseller knows why instead of wondering where it went.
 */
export function ProductCard({
  product,
  onSelect,
  blocked = false,
  profit,
}: {
  product: Product;
  onSelect: (product: Product) => void;
  /** Every card is off for a reason the screen states once (send money not verified). */
  blocked?: boolean;
  /** §3 'profit': what selling it earns the viewer at their prices, when it earns something. */
  profit?: number | undefined;
}) {
  const { t } = useTranslation();
  const state = productState(product);
  const reason = unavailableLabel(state, t);
  const disabled = blocked || !state.buyable;
  return (
    <button
      type="button"
      onClick={() => onSelect(product)}
      disabled={disabled}
      data-product={product.code}
      data-state={state.buyable ? 'buyable' : state.reason}
      className={`relative flex h-full min-h-24 w-full flex-col items-start gap-1 rounded-2xl border p-3 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50'
          : 'border-slate-200 bg-white shadow-sm hover:border-brand hover:shadow-md active:scale-[0.99]'
      }`}
    >
      {product.promo && (
        <span className="absolute -top-2 right-2 rounded-full bg-accent px-2 py-0.5 text-[0.7rem] font-bold text-slate-900 uppercase shadow-sm">
          {t('prepaid.promo')}
        </span>
      )}
      <span className={`text-[0.95rem] leading-snug font-semibold ${disabled ? 'text-slate-500' : 'text-slate-900'}`}>
        {product.name}
      </span>
      {product.description && product.description !== product.name && (
        <span className="line-clamp-2 text-xs leading-snug text-slate-500">{product.description}</span>
      )}
      <span
        className={`mt-auto pt-1 text-base font-extrabold tabular-nums ${disabled ? 'text-slate-400' : 'text-brand'}`}
        data-price
      >
        {formatRupiah(product.price)}
      </span>
      {profit !== undefined && profit > 0 && (
        <span className="text-xs font-semibold text-emerald-800 tabular-nums" data-profit>
          {t('prepaid.profit_on_card', { amount: formatRupiah(profit) })}
        </span>
      )}
      {reason && (
        <span className="flex items-center gap-1 text-xs font-semibold text-red-700" data-reason>
          <Icon name="alert" className="size-3.5 shrink-0" />
          {reason}
        </span>
      )}
    </button>
  );
}

/** The nominal grid, with an operator heading per group when a number's products come from several (by.U). */
export function ProductGrid({
  products,
  onSelect,
  blocked = false,
  headingLevel = 2,
  profits,
}: {
  products: readonly Product[];
  onSelect: (product: Product) => void;
  blocked?: boolean;
  headingLevel?: 2 | 3;
  /** §3 'profit' of each product code. */
  profits?: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation();
  const groups = groupByOperator(products);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-5" data-testid="product-grid">
      {groups.map((group) => (
        <section key={group.operator} aria-label={t('prepaid.products_of', { operator: group.name })}>
          {groups.length > 1 && (
            <Heading className="mb-2 text-sm font-bold tracking-wide text-slate-600 uppercase">{group.name}</Heading>
          )}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {group.products.map((product) => (
              <li key={product.code}>
                <ProductCard
                  product={product}
                  onSelect={onSelect}
                  blocked={blocked}
                  profit={profits?.get(product.code)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
