import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShopAddress, type ShopOrder, type ShopPaymentMethod } from '@konter/shared/contracts/shop';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { useCartCheckout } from '../api/cart.ts';
import { useCanCoupon, useCheckCoupon } from '../api/coupons.ts';
import { useMemberPaymentChannels, usePayCart } from '../api/pay.ts';
import { useAddresses, useShippingCost } from '../api/shipping.ts';
import { AddressBook } from './address-book.tsx';
import { CouponField, type AppliedCoupon } from './coupon-field.tsx';
import { DeliveryOptions, type Delivery } from './delivery-options.tsx';
import { PaymentMethodSelect } from './payment-method-select.tsx';

/**
 * Checkout (SHP-03, SHP-04): the chosen cart lines, an address of the book, a courier service priced for that
 * address and the parcel's weight (or the seller's own delivery), and payment from the deposit. The request id is
 * made once per visit of the page, so a second tap or a retry after a lost answer pays once.
 */
export function CheckoutForm({ itemIds, balance }: { itemIds: string[]; balance: number | null }) {
  const { t, i18n } = useTranslation();
  const checkout = useCartCheckout(itemIds);
  const channels = useMemberPaymentChannels();
  // SHP-03: the deposit, or a gateway method by the codes the deposit top-up offers (`xendit:qris`).
  const [method, setMethod] = useState<ShopPaymentMethod>('deposit');
  const addresses = useAddresses();
  const pay = usePayCart();
  const [requestId] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<ShopOrder | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [chosenDelivery, setChosenDelivery] = useState<{ delivery: Delivery; quotedFor: string } | null>(null);
  const [errors, setErrors] = useState<{ address?: string; shipping?: string; coupon?: string; form?: string }>({});
  const canCoupon = useCanCoupon();
  const checkCoupon = useCheckCoupon();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // The lines as the server prices them now (SHP-03 `cart/checkout`), not as the cart list last showed them.
  const lines = checkout.data?.lines ?? [];
  const weight = checkout.data?.weight ?? 0;
  const book = addresses.data ?? [];
  // The primary address is the one checkout starts with; an address gone from the book is no longer chosen.
  const address: ShopAddress | null =
    book.find((one) => one.id === pickedId) ?? book.find((one) => one.primary) ?? null;
  // Another address or weight: the price of the courier chosen before no longer holds (the seller's fee does).
  const quotedFor = `${address?.postcode ?? ''}:${weight}`;
  const delivery =
    chosenDelivery && (chosenDelivery.delivery.kind === 'seller' || chosenDelivery.quotedFor === quotedFor)
      ? chosenDelivery.delivery
      : null;
  const setDelivery = (next: Delivery | null) => setChosenDelivery(next ? { delivery: next, quotedFor } : null);
  const rates = useShippingCost(address?.postcode ?? null, weight);
  const itemsTotal = checkout.data?.items_total ?? 0;
  const total = itemsTotal + (delivery?.fee ?? 0) - (coupon?.discount ?? 0);

  if (order?.status === 'waiting_payment') {
    const until = order.payment_detail.expires_at
      ? formatJakartaDateTime(order.payment_detail.expires_at, isLocale(i18n.language) ? i18n.language : 'id')
      : null;
    return (
      <div className="flex flex-col gap-3" data-testid="shop-waiting-payment">
        <InlineNotice kind="warning">
          <strong className="block">{t('shop.waiting_title')}</strong>
          {t('shop.waiting_body', { number: order.number, amount: formatRupiah(order.total) })}
          {until && <span className="mt-1 block">{t('shop.pay_until', { date: until })}</span>}
        </InlineNotice>
        {order.payment_detail.payment_url && (
          <a
            className="rounded-xl bg-emerald-700 px-4 py-3 text-center font-semibold text-white"
            href={order.payment_detail.payment_url}
            data-testid="shop-pay-link"
          >
            {t('shop.pay_now')}
          </a>
        )}
        <ButtonLink to="/shop/transaction/all">{t('shop.orders')}</ButtonLink>
      </div>
    );
  }
  if (order) {
    return (
      <div className="flex flex-col gap-3" data-testid="shop-paid">
        <InlineNotice kind="success">
          <strong className="block">{t('shop.paid_title')}</strong>
          {t('shop.paid_body', { number: order.number })}
        </InlineNotice>
        <ButtonLink to="/shop/transaction/all">{t('shop.orders')}</ButtonLink>
      </div>
    );
  }
  if ((checkout.isSuccess && lines.length === 0) || itemIds.length === 0)
    return <InlineNotice kind="warning">{t('shop.items_required')}</InlineNotice>;

  // Not a <form>: the address book's own form sits inside, and forms must not nest.
  const submit = async () => {
    // SHP-06: an address and a delivery must be chosen before anything is sent.
    const missing = {
      ...(address ? {} : { address: t('shop.address_required') }),
      ...(delivery ? {} : { shipping: t('shop.courier_required') }),
    };
    setErrors(missing);
    if (!address || !delivery) return;
    try {
      setOrder(
        await pay.mutateAsync({
          item_ids: itemIds,
          address: {
            name: address.name,
            phone: address.phone,
            province: address.province,
            city: address.city,
            district: address.district,
            sub_district: address.sub_district,
            postcode: address.postcode,
            detail: address.detail,
          },
          shipping: delivery.kind === 'courier' ? { courier: delivery.courier, service: delivery.service } : null,
          coupon_code: coupon?.code ?? null,
          request_id: requestId,
          payment: { method },
        }),
      );
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.errors ?? {};
        setErrors({
          ...(fields['address.postcode'] ? { address: fields['address.postcode'][0] } : {}),
          ...(fields.shipping ? { shipping: fields.shipping[0] } : {}),
          ...(fields.coupon_code ? { coupon: fields.coupon_code[0] } : {}),
          ...(fields['payment.method'] ? { form: fields['payment.method'][0] } : {}),
          form: error.message,
        });
        if (fields.coupon_code) setCoupon(null);
        // The courier's price or service changed since it was shown: ask again.
        if (fields.shipping) {
          setDelivery(null);
          void rates.refetch();
        }
      } else {
        setErrors({ form: t('shop.pay_failed') });
      }
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
        {lines.map((line) => (
          <p key={line.id} className="flex justify-between gap-3 text-slate-800">
            <span className="min-w-0 break-words">
              {line.quantity} × {line.product.name}
              {line.variant && ` (${Object.values(line.variant.options).join(', ')})`}
            </span>
            <span className="shrink-0 font-semibold">{formatRupiah(line.unit_price * line.quantity)}</span>
          </p>
        ))}
        <p className="text-sm text-slate-600">{t('shop.parcel_weight', { grams: weight })}</p>
        {checkout.data && !checkout.data.payable && (
          <InlineNotice kind="warning">
            <span data-testid="shop-checkout-unpayable">{t('shop.checkout_unpayable')}</span>
          </InlineNotice>
        )}
      </section>
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.address')}</h2>
        <AddressBook
          selectedId={address?.id ?? null}
          onSelect={(chosen) => {
            setPickedId(chosen?.id ?? null);
            setErrors(({ address: _address, ...rest }) => rest);
          }}
        />
        {errors.address && <InlineNotice kind="error">{errors.address}</InlineNotice>}
      </section>
      <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.shipping')}</h2>
        <DeliveryOptions
          rates={rates}
          hasAddress={address !== null}
          seller={checkout.data?.seller_delivery}
          delivery={delivery}
          onChoose={(chosen) => {
            setDelivery(chosen);
            setErrors(({ shipping: _shipping, ...rest }) => rest);
          }}
        />
        {errors.shipping && <InlineNotice kind="error">{errors.shipping}</InlineNotice>}
        {canCoupon.data && (
          <CouponField
            coupon={coupon}
            error={errors.coupon}
            onCoupon={setCoupon}
            onError={(message) =>
              setErrors(({ coupon: _coupon, ...rest }) => (message ? { ...rest, coupon: message } : rest))
            }
            check={async (code) => {
              const checked = await checkCoupon.mutateAsync({ code, item_ids: itemIds });
              return { code: checked.code, discount: checked.discount };
            }}
          />
        )}
        <p className="flex justify-between gap-3 border-t border-slate-200 pt-2">
          <span>{t('shop.delivery_fee')}</span>
          <span>{delivery ? formatRupiah(delivery.fee) : '–'}</span>
        </p>
        <p className="flex justify-between gap-3 text-lg">
          <span>{t('shop.total')}</span>
          <strong data-testid="shop-total">{formatRupiah(total)}</strong>
        </p>
        {balance !== null && (
          <p className="text-sm text-slate-600">{t('shop.balance', { amount: formatRupiah(balance) })}</p>
        )}
      </section>
      <PaymentMethodSelect methods={channels.data ?? ['deposit']} value={method} onChange={setMethod} />
      {errors.form && <InlineNotice kind="error">{errors.form}</InlineNotice>}
      <Button type="button" disabled={pay.isPending} onClick={() => void submit()}>
        {pay.isPending
          ? t('shop.paying')
          : method === 'deposit'
            ? t('shop.pay_from_deposit')
            : t('shop.pay_by_gateway')}
      </Button>
    </div>
  );
}
