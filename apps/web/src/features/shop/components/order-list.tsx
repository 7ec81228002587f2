import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { shopOrderStatuses } from '@konter/shared/contracts/shop';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useOrders } from '../api/orders.ts';

const statuses = ['all', ...shopOrderStatuses] as const;

/** The account's orders (SHP-05) by status, /shop/transaction/{status}. */
export function OrderList({ status }: { status: string }) {
  const { t, i18n } = useTranslation();
  const orders = useOrders(status);
  return (
    <div className="flex flex-col gap-3">
      <nav className="flex gap-2 overflow-x-auto pb-1" aria-label={t('shop.orders')}>
        {statuses.map((candidate) => (
          <NavLink
            key={candidate}
            to={`/shop/transaction/${candidate}`}
            className={({ isActive }) =>
              `shrink-0 rounded-full border px-4 py-2 text-sm font-semibold ${isActive ? 'border-brand bg-brand text-brand-foreground' : 'border-slate-300 bg-white text-slate-800'}`
            }
          >
            {t(`shop.status.${candidate}`)}
          </NavLink>
        ))}
      </nav>
      {orders.data?.data.length === 0 && <InlineNotice kind="info">{t('shop.no_orders')}</InlineNotice>}
      <ul className="flex flex-col gap-3">
        {orders.data?.data.map((order) => (
          <li
            key={order.id}
            className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm"
            data-testid="shop-order"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{order.number}</span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
                {t(`shop.status.${order.status}`)}
              </span>
            </div>
            <span className="text-sm text-slate-600">
              {formatDateTime(order.date, isLocale(i18n.language) ? i18n.language : 'id')}
            </span>
            <ul className="text-sm text-slate-800">
              {order.products.map((line) => (
                <li key={`${line.product_id}-${Object.values(line.options).join('-')}`} className="break-words">
                  {line.quantity} × {line.name}
                  {Object.keys(line.options).length > 0 && ` (${Object.values(line.options).join(', ')})`}
                </li>
              ))}
            </ul>
            <span className="text-sm break-words text-slate-700">
              {order.shipping_service} · {formatRupiah(order.delivery_fee)}
            </span>
            {order.receipt_number && (
              <span className="text-sm">{t('shop.receipt_number', { number: order.receipt_number })}</span>
            )}
            {order.cancel_reason && (
              <span className="text-sm text-red-800">
                {t('shop.cancel_reason', {
                  // The server's own reasons (an unpaid gateway order) are codes; a seller's reason is its own text.
                  reason: t(`shop.cancel_reason.${order.cancel_reason}`, { defaultValue: order.cancel_reason }),
                })}
              </span>
            )}
            <span className="font-bold text-slate-900">{formatRupiah(order.total)}</span>
            {/* A gateway order not paid yet: its payment page stays one tap away after the checkout is left. */}
            {order.status === 'waiting_payment' && order.payment_detail.payment_url && (
              <a
                className="mt-1 rounded-xl bg-emerald-700 px-4 py-3 text-center font-semibold text-white"
                href={order.payment_detail.payment_url}
                data-testid="shop-order-pay-link"
              >
                {t('shop.pay_now')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
