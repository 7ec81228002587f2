import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useOrder } from '../../../features/logistics/api/order.ts';
import { ShippingLabel } from '../../../features/logistics/components/shipping-label.tsx';

/** `/pos/label/:id`: the printable shipping label with the AWB barcode. */
export function PosLabelPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  if (!order.data) return <LoadingText label={t('pos.loading')} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5">
      <ShippingLabel order={order.data} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('pos.print')}</Button>
        <ButtonLink to="/pos?tab=orders" variant="secondary">
          {t('pos.tab.orders')}
        </ButtonLink>
      </div>
    </div>
  );
}
