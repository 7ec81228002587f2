import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopOrderStatuses, type ShopOrder } from '@konter/shared/contracts/shop';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminOrders, useMoveOrder } from '../api/admin.ts';

const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2';

/** The next steps the seller may take from an order's state (SHP-05); the server checks them again. */
const nextSteps: Partial<Record<ShopOrder['status'], ('processed' | 'shipped' | 'done' | 'cancelled')[]>> = {
  waiting_payment: ['cancelled'],
  pending: ['processed', 'shipped', 'cancelled'],
  processed: ['shipped', 'cancelled'],
  shipped: ['done'],
};

function OrderActions({ order, onError }: { order: ShopOrder; onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const move = useMoveOrder();
  const [receipt, setReceipt] = useState('');
  const [reason, setReason] = useState('');
  const steps = nextSteps[order.status] ?? [];
  if (steps.length === 0) return null;
  const run = (body: Parameters<typeof move.mutate>[0]['body']) => {
    onError(null);
    move.mutate(
      { id: order.id, body },
      {
        onError: (error) =>
          onError(
            (isApiError(error) && Object.values(error.errors)[0]?.[0]) ||
              (isApiError(error) ? error.message : t('internal_error')),
          ),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      {steps.includes('processed') && (
        <Button variant="secondary" disabled={move.isPending} onClick={() => run({ status: 'processed' })}>
          {t('shop.admin.process')}
        </Button>
      )}
      {steps.includes('shipped') && (
        <div className="flex flex-wrap gap-2">
          <input
            value={receipt}
            onChange={(event) => setReceipt(event.target.value)}
            placeholder={t('shop.admin.receipt_number')}
            aria-label={t('shop.admin.receipt_number')}
            className={`${inputClass} flex-1`}
          />
          <Button disabled={move.isPending} onClick={() => run({ status: 'shipped', receipt_number: receipt })}>
            {t('shop.admin.ship')}
          </Button>
        </div>
      )}
      {steps.includes('done') && (
        <Button variant="secondary" disabled={move.isPending} onClick={() => run({ status: 'done' })}>
          {t('shop.admin.done')}
        </Button>
      )}
      {steps.includes('cancelled') && (
        <div className="flex flex-wrap gap-2">
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('shop.admin.cancel_reason')}
            aria-label={t('shop.admin.cancel_reason')}
            className={`${inputClass} flex-1`}
          />
          <Button
            variant="ghost"
            disabled={move.isPending}
            onClick={() => run({ status: 'cancelled', cancel_reason: reason })}
          >
            {t('shop.admin.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The seller's orders (ADM-01 "shop", SHP-05): by status, each moved on where its state allows. */
export function AdminShopOrders() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState('pending');
  const [error, setError] = useState<string | null>(null);
  const orders = useAdminOrders(status);
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  return (
    <div className="flex flex-col gap-3">
      <label className="flex max-w-xs flex-col gap-1 text-sm font-semibold text-slate-800">
        {t('shop.admin.status_filter')}
        <select value={status} onChange={(event) => setStatus(event.target.value)} className={inputClass}>
          {['all', ...shopOrderStatuses].map((candidate) => (
            <option key={candidate} value={candidate}>
              {t(`shop.status.${candidate as 'all'}`)}
            </option>
          ))}
        </select>
      </label>
      {error && <InlineNotice kind="error">{error}</InlineNotice>}
      {orders.data?.data.length === 0 && <InlineNotice kind="info">{t('shop.no_orders')}</InlineNotice>}
      <ul className="grid gap-3 lg:grid-cols-2">
        {orders.data?.data.map((order) => (
          <li
            key={order.id}
            className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm"
            data-testid="admin-order"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{order.number}</span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold">
                {t(`shop.status.${order.status}`)}
              </span>
            </div>
            <span className="text-sm text-slate-600">{formatDateTime(order.date, locale)}</span>
            <ul className="text-sm">
              {order.products.map((line) => (
                <li key={`${line.product_id}-${Object.values(line.options).join('-')}`} className="break-words">
                  {line.quantity} × {line.name}
                  {Object.keys(line.options).length > 0 && ` (${Object.values(line.options).join(', ')})`}
                  {line.notes && ` — ${line.notes}`}
                </li>
              ))}
            </ul>
            <p className="text-sm break-words text-slate-700">
              {order.guest && (
                <span className="mr-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t('shop.admin.guest')}
                </span>
              )}
              {order.address.name} · {order.address.phone}
              <br />
              {order.address.detail}, {order.address.district}, {order.address.city}, {order.address.province}{' '}
              {order.address.postcode}
            </p>
            {order.receipt_number && (
              <span className="text-sm">{t('shop.receipt_number', { number: order.receipt_number })}</span>
            )}
            {order.cancel_reason && (
              <span className="text-sm text-red-800">{t('shop.cancel_reason', { reason: order.cancel_reason })}</span>
            )}
            <span className="font-bold">{formatRupiah(order.total)}</span>
            <OrderActions order={order} onError={setError} />
          </li>
        ))}
      </ul>
    </div>
  );
}
