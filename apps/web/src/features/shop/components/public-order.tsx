import { useTranslation } from 'react-i18next';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePublicOrder } from '../api/checkout-link.ts';
import { useCheckoutLinkText } from '../checkout-link-text.ts';
import { OrderSummary } from './order-summary.tsx';

/**
 * SHP-03: a guest's order, opened by the token the payment answered (the gateway returns here with it). It is read
 * again while the payment is awaited, so the guest sees it move to the seller without reloading.
 */
export function PublicOrderView({ token }: { token: string }) {
  const { t: shopT, i18n } = useTranslation();
  const { t } = useCheckoutLinkText();
  const order = usePublicOrder(token);
  if (order.isPending) return <p className="text-slate-600">{shopT('shop.loading')}</p>;
  if (order.isError) {
    return <InlineNotice kind="error">{shopT('shop.order_not_found')}</InlineNotice>;
  }
  const { data } = order;
  return (
    <div className="flex flex-col gap-3" data-testid="shop-link-order">
      <h2 className="text-lg font-bold text-slate-900">{t('shop.link.order_title')}</h2>
      {data.status === 'waiting_payment' && <InlineNotice kind="warning">{t('shop.link.order_waiting')}</InlineNotice>}
      {data.status === 'pending' && <InlineNotice kind="success">{t('shop.link.order_pending')}</InlineNotice>}
      {data.refund?.status === 'due' && (
        <InlineNotice kind="info">
          <span data-testid="shop-link-refund">{t('shop.link.refund_due')}</span>
        </InlineNotice>
      )}
      {data.refund?.status === 'sent' && (
        <InlineNotice kind="success">
          <span data-testid="shop-link-refund">
            {t('shop.link.refund_sent', {
              amount: formatRupiah(data.refund.amount ?? data.total),
              date: formatDateTime(data.refund.at, isLocale(i18n.language) ? i18n.language : 'id') ?? '',
            })}
          </span>
        </InlineNotice>
      )}
      <div className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm">
        <OrderSummary order={data} />
        <span className="text-sm break-words text-slate-700">
          {t('shop.link.ship_to', { name: data.address.name, phone: data.address.phone })}
        </span>
      </div>
      <p className="text-sm text-slate-600">{t('shop.link.order_keep')}</p>
    </div>
  );
}
