import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useOrder } from '../../../features/logistics/api/order.ts';
import { LabelActions } from '../../../features/logistics/components/label-actions.tsx';
import { ShippingLabel } from '../../../features/logistics/components/shipping-label.tsx';

/** The browser's print of this page is one A6 sticker (105 × 148 mm), the label alone. */
const a6Print = '@media print { @page { size: 105mm 148mm; margin: 4mm; } }';

/**
 * `/pos/label/:id`: the shipping label with the AWB barcode (MLO-06), printed on A6 (browser or PDF) or on a 58/80 mm
 * thermal printer.
 */
export function PosLabelPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  if (!order.data) return <LoadingText label={t('pos.loading')} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5">
      <style>{a6Print}</style>
      <ShippingLabel order={order.data} />
      <LabelActions order={order.data} />
      <ButtonLink to="/pos?tab=orders" variant="secondary" className="self-start print:hidden">
        {t('pos.tab.orders')}
      </ButtonLink>
    </div>
  );
}
