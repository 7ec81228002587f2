import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useOrders } from '../api/orders.ts';
import { OrderStatusBadge } from './order-status.tsx';

/** The agent's parcel orders: status, fee, selling price and margin, refund, label and cancel. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const orders = useOrders();
  const cancel = useCancelOrder();
  if (!orders.data) return <LoadingText label={t('pos.loading')} />;
  if (orders.data.length === 0) return <p className="text-slate-600">{t('pos.orders.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="orders">
      {orders.data.map((order) => (
        <li key={order.id} data-order={order.id}>
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {order.courier_name} · {order.service}
              </p>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="font-mono text-sm break-all text-slate-700">{order.awb ?? order.ref}</p>
            <p className="text-sm text-slate-600">
              {order.receiver.name} · {order.receiver.city}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">{t('pos.orders.fee')}</dt>
                <dd className="font-semibold">{formatRupiah(order.fee)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('pos.orders.selling')}</dt>
                <dd className="font-semibold">{formatRupiah(order.selling_price)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('pos.orders.margin')}</dt>
                <dd className="font-semibold">{formatRupiah(order.margin)}</dd>
              </div>
            </dl>
            {order.refunded && (
              <p className="mt-2 text-sm font-semibold text-emerald-800" data-testid="refunded">
                {t('pos.orders.refunded', { fee: formatRupiah(order.fee) })}
              </p>
            )}
            {order.manifest_code && (
              <p className="mt-1 text-sm text-slate-600">
                {t('pos.orders.in_manifest', { code: order.manifest_code })}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {order.awb && order.status !== 'cancelled' && order.status !== 'rejected' && (
                <Link
                  className="inline-flex min-h-11 items-center font-semibold text-brand underline"
                  to={`/pos/label/${order.id}`}
                >
                  {t('pos.orders.label')}
                </Link>
              )}
              {order.status === 'created' && (
                <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(order.id)}>
                  {t('pos.orders.cancel')}
                </Button>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
