import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import type { useShippingCost } from '../api/shipping.ts';

/** The delivery chosen: a courier's service (priced again by the server at payment) or the seller's own. */
export type Delivery =
  { kind: 'courier'; courier: string; service: string; fee: number } | { kind: 'seller'; fee: number };

const deliveryKey = (delivery: Delivery | null) =>
  delivery === null ? '' : delivery.kind === 'seller' ? 'seller' : `${delivery.courier}:${delivery.service}`;

/**
 * SHP-04: the couriers' services for the address's postcode and the parcel's weight (`shiping/cost`), and the
 * seller's own delivery where the page offers it. The member's checkout and a guest's checkout link both choose here,
 * so the two list and word the rates alike.
 */
export function DeliveryOptions({
  rates,
  hasAddress,
  seller,
  delivery,
  onChoose,
}: {
  rates: ReturnType<typeof useShippingCost>;
  /** No postcode yet: the rates are not asked, and the buyer is told why. */
  hasAddress: boolean;
  /** The seller's flat-fee delivery (`cost-custom` for a member, the link's page for a guest). */
  seller?: { service: string; fee: number } | undefined;
  delivery: Delivery | null;
  onChoose: (delivery: Delivery) => void;
}) {
  const { t } = useTranslation();
  const option = (key: string, label: string, detail: string | null, fee: number, choose: () => void) => (
    <li key={key}>
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3">
        <input
          type="radio"
          name="shop-delivery"
          className="mt-1 size-5 shrink-0"
          checked={deliveryKey(delivery) === key}
          onChange={choose}
        />
        <span className="min-w-0 flex-1 break-words">
          <span className="block font-semibold">{label}</span>
          {detail && <span className="block text-sm text-slate-600">{detail}</span>}
        </span>
        <span className="shrink-0 font-semibold">{formatRupiah(fee)}</span>
      </label>
    </li>
  );
  return (
    <>
      {!hasAddress && <p className="text-slate-600">{t('shop.choose_address_first')}</p>}
      {hasAddress && rates.isPending && <p className="text-slate-600">{t('shop.loading_rates')}</p>}
      {hasAddress && rates.isError && <InlineNotice kind="error">{t('shop.rates_failed')}</InlineNotice>}
      <ul className="flex flex-col gap-2" data-testid="shop-delivery-options">
        {hasAddress &&
          (rates.data?.rates ?? []).map((rate) =>
            option(
              `${rate.courier}:${rate.service}`,
              `${rate.courier_name} ${rate.service_name}`,
              t('shop.eta_days', { days: rate.eta_days }),
              rate.price,
              () => onChoose({ kind: 'courier', courier: rate.courier, service: rate.service, fee: rate.price }),
            ),
          )}
        {seller &&
          option('seller', seller.service, t('shop.seller_delivery'), seller.fee, () =>
            onChoose({ kind: 'seller', fee: seller.fee }),
          )}
      </ul>
      {hasAddress &&
        (rates.data?.unavailable ?? []).map((item) => (
          <p key={item.courier} className="text-sm text-slate-600">
            {item.courier}: {item.message}
          </p>
        ))}
    </>
  );
}
