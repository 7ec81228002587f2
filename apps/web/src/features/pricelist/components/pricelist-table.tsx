import { useTranslation } from 'react-i18next';
import type { Product } from '@konter/shared/contracts/ppob';
import { formatRupiah } from '@konter/shared/money';
import type { OperatorGroup } from '@konter/shared/ppob/pricelist-filter';
import { productStatusView } from '@konter/shared/ppob/product-status';
import { ProductStatusBadge } from './product-status-badge.tsx';

/**
 * The products of a price list, grouped by operator. One table for every width: on phones each row is a two-line
 * card (name and code on the left, price and status on the right); from 768 px the cells become columns. The roles
 * are spelled out because a row laid out as a grid loses its table semantics in some screen readers.
 */
export function PricelistTable({ caption, groups }: { caption: string; groups: OperatorGroup<Product>[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table role="table" className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only"
        >
          <tr role="row">
            <th role="columnheader" scope="col" className="px-4 py-2.5">
              {t('pricelist.col_product')}
            </th>
            <th role="columnheader" scope="col" className="px-4 py-2.5">
              {t('pricelist.col_code')}
            </th>
            <th role="columnheader" scope="col" className="px-4 py-2.5 text-right">
              {t('pricelist.col_price')}
            </th>
            <th role="columnheader" scope="col" className="px-4 py-2.5">
              {t('pricelist.col_status')}
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody role="rowgroup" key={group.operator} data-operator={group.operator}>
            <tr role="row">
              <th
                role="rowheader"
                scope="colgroup"
                colSpan={4}
                className="border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm font-bold text-slate-900"
              >
                {group.name}
              </th>
            </tr>
            {group.items.map((product) => (
              <ProductRow key={product.code} product={product} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function ProductRow({ product }: { product: Product }) {
  const { t } = useTranslation();
  const status = productStatusView(product);
  const dimmed = status.kind !== 'available';
  return (
    <tr
      role="row"
      data-code={product.code}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-t border-slate-100 px-4 py-3 md:table-row md:p-0"
    >
      <td role="cell" className="col-start-1 row-start-1 md:px-4 md:py-3">
        <span className={`font-semibold ${dimmed ? 'text-slate-600' : 'text-slate-900'}`}>{product.name}</span>
        {product.promo && (
          <span className="ml-2 inline-flex rounded bg-accent px-1.5 py-0.5 align-middle text-[0.7rem] font-bold text-slate-950 uppercase">
            {t('pricelist.promo')}
          </span>
        )}
      </td>
      <td role="cell" className="col-start-1 row-start-2 font-mono text-xs text-slate-600 md:px-4 md:py-3 md:text-sm">
        {product.code}
      </td>
      <td
        role="cell"
        className={`col-start-2 row-start-1 text-right font-bold tabular-nums md:px-4 md:py-3 md:whitespace-nowrap ${
          dimmed ? 'text-slate-500' : 'text-slate-900'
        }`}
      >
        {formatRupiah(product.price)}
      </td>
      <td role="cell" className="col-start-2 row-start-2 text-right md:px-4 md:py-3 md:text-left">
        <ProductStatusBadge view={status} />
        {status.kind === 'available' && status.cutOff && (
          <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-500">
            {t('pricelist.cut_off_hint', { start: status.cutOff.start, end: status.cutOff.end })}
          </span>
        )}
      </td>
    </tr>
  );
}
