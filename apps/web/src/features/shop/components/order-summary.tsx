import { useTranslation } from 'react-i18next';
import type { ShopOrder } from '@konter/shared/contracts/shop';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { formatDateTime, formatJakartaDateTime } from '../../../lib/format.ts';

/**
 * One order as its buyer reads it (SHP-05): number, status, lines, delivery, receipt number, total, and while a
 * gateway payment waits, the way to pay and until when. The member's order list and a guest's order (opened by its
 * token from a checkout link) show the same card, so the two never word a status differently.
 */
export function OrderSummary({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const waiting = order.status === 'waiting_payment';
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-all text-slate-900">{order.number}</span>
        <span
          className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800"
          data-testid="shop-order-status"
        >
          {t(`shop.status.${order.status}`)}
        </span>
      </div>
      <span className="text-sm text-slate-600">{formatDateTime(order.date, locale)}</span>
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
      {waiting && order.payment_detail.expires_at && (
        <span className="text-sm text-amber-900">
          {t('shop.pay_until', { date: formatJakartaDateTime(order.payment_detail.expires_at, locale) })}
        </span>
      )}
      {/* A gateway order not paid yet: its payment page stays one tap away after the checkout is left. */}
      {waiting && order.payment_detail.payment_url && (
        <a
          className="mt-1 rounded-xl bg-emerald-700 px-4 py-3 text-center font-semibold text-white"
          href={order.payment_detail.payment_url}
          data-testid="shop-order-pay-link"
        >
          {t('shop.pay_now')}
        </a>
      )}
    </>
  );
}
