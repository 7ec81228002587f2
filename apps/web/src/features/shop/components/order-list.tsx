import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { shopOrderStatuses } from '@konter/shared/contracts/shop';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { useOrders } from '../api/orders.ts';
import { OrderSummary } from './order-summary.tsx';

const statuses = ['all', ...shopOrderStatuses] as const;

/** The account's orders (SHP-05) by status, /shop/transaction/{status}. */
export function OrderList({ status }: { status: string }) {
  const { t } = useTranslation();
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
            <OrderSummary order={order} />
          </li>
        ))}
      </ul>
    </div>
  );
}
