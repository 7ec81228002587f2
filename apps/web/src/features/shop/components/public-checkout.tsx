import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  addressBody,
  shippingAddressBody,
  shopCheckoutPagePath,
  type PublicCheckout,
  type ShopRegion,
} from '@konter/shared/contracts/shop';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { openExternalPage } from '../../../lib/external-navigation.ts';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { usePaymentChannels, usePublicCheckCoupon, usePublicPay } from '../api/checkout-link.ts';
import { useCanCoupon } from '../api/coupons.ts';
import { useShippingCost } from '../api/shipping.ts';
import { useCheckoutLinkText } from '../checkout-link-text.ts';
import { CouponField, type AppliedCoupon } from './coupon-field.tsx';
import { DeliveryOptions, type Delivery } from './delivery-options.tsx';
import { PaymentMethodSelect } from './payment-method-select.tsx';
import { ProductPicture } from './product-card.tsx';
import { AddressPlaceFields } from './region-search.tsx';

/** What a guest types: the shipping address of the order, its region by the district search, and an optional e-mail. */
const guestForm = z.object({
  name: shippingAddressBody.shape.name,
  phone: shippingAddressBody.shape.phone,
  email: z.union([z.literal(''), z.email().max(120)]),
  area_code: addressBody.shape.area_code,
  sub_district: shippingAddressBody.shape.sub_district,
  postcode: shippingAddressBody.shape.postcode,
  detail: shippingAddressBody.shape.detail,
});
const emptyGuest = { name: '', phone: '', email: '', area_code: '', sub_district: '', postcode: '', detail: '' };
type GuestField = keyof typeof emptyGuest;

/** The server names the address's fields `address.<field>`; its province, city and district are the region's. */
function guestFieldOf(key: string): GuestField | null {
  const field = key.replace(/^address\./, '');
  if (field === 'province' || field === 'city' || field === 'district') return 'area_code';
  return field in emptyGuest ? (field as GuestField) : null;
}

/** The lines a link sells, each with its picture, options and price, then their total. */
export function CheckoutLinkLines({ checkout }: { checkout: PublicCheckout }) {
  const { t } = useCheckoutLinkText();
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm" aria-label={t('shop.link.items')}>
      <ul className="flex flex-col gap-3">
        {checkout.lines.map((line) => (
          <li key={line.id} className="flex gap-3" data-testid="shop-link-line">
            <div className="w-16 shrink-0">
              <ProductPicture product={line.product} />
            </div>
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold break-words text-slate-900">{line.product.name}</span>
              {line.variant && (
                <span className="text-sm text-slate-600">{Object.values(line.variant.options).join(', ')}</span>
              )}
              {line.notes && <span className="text-sm break-words text-slate-600">{line.notes}</span>}
              <span className="flex flex-wrap justify-between gap-x-3 text-slate-800">
                <span>
                  {t('shop.link.line_price', { quantity: line.quantity, price: formatRupiah(line.unit_price) })}
                </span>
                <strong>{formatRupiah(line.unit_price * line.quantity)}</strong>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold text-slate-900">
        <span>{t('shop.link.items_total')}</span>
        <span data-testid="shop-link-items-total">{formatRupiah(checkout.items_total)}</span>
      </p>
    </section>
  );
}

/**
 * SHP-03: a guest pays a checkout link: name, phone and address (the region from the district search), a courier's
 * service for the postcode and the lines' weight, a coupon where the shop has any, and a gateway method; the gateway's
 * page takes the payment and sends the guest back to the order. The request id is made once per visit of the page,
 * so a double tap or a retry after a lost answer makes one order.
 */
export function PublicCheckoutForm({ checkout }: { checkout: PublicCheckout }) {
  const { t: shopT, i18n } = useTranslation();
  const { t } = useCheckoutLinkText();
  const form = useZodForm({
    initial: emptyGuest,
    labels: {
      name: 'shop.field.name',
      phone: 'shop.field.phone',
      email: 'field.email',
      area_code: 'shop.field.region',
      sub_district: 'shop.field.sub_district',
      postcode: 'shop.field.postcode',
      detail: 'shop.field.detail',
    },
  });
  const [region, setRegion] = useState<ShopRegion | null>(null);
  const [chosenDelivery, setChosenDelivery] = useState<{ delivery: Delivery; postcode: string } | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [errors, setErrors] = useState<{ shipping?: string; coupon?: string; method?: string; form?: string }>({});
  const [requestId] = useState(() => crypto.randomUUID());
  const [leaving, setLeaving] = useState(false);
  const channels = usePaymentChannels();
  const [pickedMethod, setMethod] = useState('');
  // The first channel is chosen for the guest, so one tap pays; another is one choice away.
  const method = pickedMethod || (channels.data?.[0] ?? '');
  const canCoupon = useCanCoupon();
  const checkCoupon = usePublicCheckCoupon();
  const pay = usePublicPay();
  const postcode = /^\d{5}$/.test(form.values.postcode) ? form.values.postcode : null;
  const rates = useShippingCost(postcode, checkout.weight);
  // Another postcode: the courier's price chosen before no longer holds.
  const delivery = chosenDelivery?.postcode === postcode ? chosenDelivery.delivery : null;
  const setDelivery = (next: Delivery | null) =>
    setChosenDelivery(next && postcode ? { delivery: next, postcode } : null);
  const total = checkout.items_total + (delivery?.fee ?? 0) - (coupon?.discount ?? 0);

  const clear = (key: keyof typeof errors) =>
    setErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });

  const submit = async () => {
    const guest = form.validate(guestForm);
    const missing = {
      ...(delivery ? {} : { shipping: shopT('shop.courier_required') }),
      ...(method ? {} : { method: t('shop.link.method_required') }),
    };
    setErrors(missing);
    if (!guest || !region || !delivery || !method) return;
    try {
      const answer = await pay.mutateAsync({
        link: checkout.link,
        request_id: requestId,
        address: {
          name: guest.name,
          phone: guest.phone,
          province: region.province,
          city: region.city,
          district: region.district,
          sub_district: guest.sub_district,
          postcode: guest.postcode,
          detail: guest.detail,
        },
        shipping: delivery.kind === 'courier' ? { courier: delivery.courier, service: delivery.service } : null,
        coupon_code: coupon?.code ?? null,
        email: guest.email || null,
        payment: { method },
      });
      setLeaving(true);
      // The gateway's page takes the payment and returns to the order (`?order=`); without one, the order itself.
      openExternalPage(answer.data.payment_detail.payment_url ?? shopCheckoutPagePath(checkout.link, answer.token));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setErrors({ form: shopT('shop.pay_failed') });
        return;
      }
      const next: typeof errors = {};
      let onAField = false;
      for (const [key, [message]] of Object.entries(error.errors)) {
        if (!message) continue;
        onAField = true;
        const field = guestFieldOf(key);
        if (field) form.setError(field, message);
        else if (key === 'shipping' || key.startsWith('shipping.')) next.shipping = message;
        else if (key === 'coupon_code') next.coupon = message;
        else if (key.startsWith('payment')) next.method = message;
        else next.form = message;
      }
      if (!onAField) next.form = error.message;
      setErrors(next);
      if (next.coupon) setCoupon(null);
      // The courier's price or service changed since it was shown: ask again.
      if (next.shipping) {
        setDelivery(null);
        void rates.refetch();
      }
    }
  };

  const until = formatJakartaDateTime(checkout.expires_at, isLocale(i18n.language) ? i18n.language : 'id');

  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.link.buyer')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField field={form.bind('name')} label={shopT('shop.field.name')} autoComplete="name" />
          <TextField
            field={form.bind('phone')}
            label={shopT('shop.field.phone')}
            inputMode="tel"
            autoComplete="tel"
            filter={digitsOnly}
          />
        </div>
        <TextField
          field={form.bind('email')}
          label={shopT('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('shop.link.email_hint')}
        />
        <AddressPlaceFields form={form} region={region} onRegion={setRegion} />
      </section>
      <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{shopT('shop.shipping')}</h2>
        {postcode === null && <p className="text-sm text-slate-600">{t('shop.link.address_hint')}</p>}
        {postcode !== null && (
          <DeliveryOptions
            rates={rates}
            hasAddress
            seller={checkout.seller_delivery}
            delivery={delivery}
            onChoose={(chosen) => {
              setDelivery(chosen);
              clear('shipping');
            }}
          />
        )}
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
              const checked = await checkCoupon.mutateAsync({ link: checkout.link, code, phone: form.values.phone });
              return { code: checked.code, discount: checked.discount };
            }}
          />
        )}
        <p className="flex justify-between gap-3 border-t border-slate-200 pt-2">
          <span>{t('shop.link.items_total')}</span>
          <span>{formatRupiah(checkout.items_total)}</span>
        </p>
        <p className="flex justify-between gap-3">
          <span>{shopT('shop.delivery_fee')}</span>
          <span>{delivery ? formatRupiah(delivery.fee) : '–'}</span>
        </p>
        {coupon && (
          <p className="flex justify-between gap-3 text-emerald-800">
            <span>{t('shop.link.discount')}</span>
            <span>-{formatRupiah(coupon.discount)}</span>
          </p>
        )}
        <p className="flex justify-between gap-3 text-lg">
          <span>{shopT('shop.total')}</span>
          <strong data-testid="shop-total">{formatRupiah(total)}</strong>
        </p>
      </section>
      <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.link.payment')}</h2>
        {channels.isSuccess && channels.data.length === 0 ? (
          <InlineNotice kind="warning">{t('shop.link.no_channels')}</InlineNotice>
        ) : (
          <PaymentMethodSelect
            methods={channels.data ?? []}
            value={method}
            onChange={(chosen) => {
              setMethod(chosen);
              clear('method');
            }}
          />
        )}
        {errors.method && <InlineNotice kind="error">{errors.method}</InlineNotice>}
        {until && <p className="text-sm text-slate-600">{t('shop.link.expires', { date: until })}</p>}
      </section>
      {errors.form && <InlineNotice kind="error">{errors.form}</InlineNotice>}
      <Button
        type="button"
        disabled={pay.isPending || leaving}
        onClick={() => void submit()}
        data-testid="shop-link-pay"
      >
        {pay.isPending || leaving ? t('shop.link.redirecting') : t('shop.link.pay', { amount: formatRupiah(total) })}
      </Button>
    </div>
  );
}

/** Why a link cannot be opened, in the reader's language: gone, expired, or the server's own words. */
export function checkoutLinkFailure(error: unknown, t: (key: string) => string): string {
  // A code of the wrong shape is refused by the route's own check (422 on `link`): as gone as an unknown one.
  if (isApiError(error) && (error.status === 404 || 'link' in error.errors)) return t('shop.link_not_found');
  if (isApiError(error) && error.status === 410) return t('shop.link_expired');
  return isApiError(error) && error.status > 0 && error.status < 500 ? error.message : '';
}
