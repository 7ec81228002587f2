import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  shopPaymentMethods,
  type ShopAddress,
  type ShopOrder,
  type ShopPaymentMethod,
} from '@konter/shared/contracts/shop';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { useCart } from '../api/cart.ts';
import { useCanCoupon, useCheckCoupon } from '../api/coupons.ts';
import { usePayCart } from '../api/pay.ts';
import { useAddresses, useCustomDelivery, useShippingCost } from '../api/shipping.ts';
import { AddressBook } from './address-book.tsx';

/** The delivery chosen: a courier's service (priced again by the server at payment) or the seller's own. */
type Delivery = { kind: 'courier'; courier: string; service: string; fee: number } | { kind: 'seller'; fee: number };

const deliveryKey = (delivery: Delivery | null) =>
  delivery === null ? '' : delivery.kind === 'seller' ? 'seller' : `${delivery.courier}:${delivery.service}`;

/**
 * Checkout (SHP-03, SHP-04): the chosen cart lines, an address of the book, a courier service priced for that
 * address and the parcel's weight (or the seller's own delivery), and payment from the deposit. The request id is
 * made once per visit of the page, so a second tap or a retry after a lost answer pays once.
 */
export function CheckoutForm({ itemIds, balance }: { itemIds: string[]; balance: number | null }) {
  const { t, i18n } = useTranslation();
  const cart = useCart();
  // SHP-03: the deposit, or a gateway method by the codes the deposit top-up offers (`xendit:qris`).
  const [method, setMethod] = useState<ShopPaymentMethod>('deposit');
  const addresses = useAddresses();
  const pay = usePayCart();
  const [requestId] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<ShopOrder | null>(null);
  const [address, setAddress] = useState<ShopAddress | null>(null);
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [errors, setErrors] = useState<{ address?: string; shipping?: string; coupon?: string; form?: string }>({});
  const canCoupon = useCanCoupon();
  const checkCoupon = useCheckCoupon();
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<{ code: string; discount: number } | null>(null);
  const lines = (cart.data ?? []).filter((line) => itemIds.includes(line.id));
  const weight = lines.reduce((sum, line) => sum + line.product.weight * line.quantity, 0);
  const rates = useShippingCost(address?.postcode ?? null, weight);
  const custom = useCustomDelivery();
  const itemsTotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const total = itemsTotal + (delivery?.fee ?? 0) - (coupon?.discount ?? 0);

  const applyCoupon = async () => {
    setErrors(({ coupon: _coupon, ...rest }) => rest);
    try {
      const checked = await checkCoupon.mutateAsync({ code: couponInput, item_ids: itemIds });
      setCoupon({ code: checked.code, discount: checked.discount });
    } catch (error) {
      setCoupon(null);
      const fields = error instanceof ApiError ? error.errors : {};
      setErrors((current) => ({
        ...current,
        coupon: fields.coupon_code?.[0] ?? fields.code?.[0] ?? (error instanceof Error ? error.message : ''),
      }));
    }
  };

  // The primary address is the one checkout starts with; an address gone from the book is no longer chosen.
  useEffect(() => {
    const book = addresses.data;
    if (!book) return;
    if (address && book.some((one) => one.id === address.id)) return;
    setAddress(book.find((one) => one.primary) ?? null);
  }, [addresses.data, address]);
  // Another address or weight: the price of the courier chosen before no longer holds.
  useEffect(() => setDelivery((chosen) => (chosen?.kind === 'courier' ? null : chosen)), [address?.postcode, weight]);

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
  if (cart.isSuccess && lines.length === 0)
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
      </section>
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.address')}</h2>
        <AddressBook
          selectedId={address?.id ?? null}
          onSelect={(chosen) => {
            setAddress(chosen);
            setErrors(({ address: _address, ...rest }) => rest);
          }}
        />
        {errors.address && <InlineNotice kind="error">{errors.address}</InlineNotice>}
      </section>
      <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.shipping')}</h2>
        {!address && <p className="text-slate-600">{t('shop.choose_address_first')}</p>}
        {address && rates.isPending && <p className="text-slate-600">{t('shop.loading_rates')}</p>}
        {address && rates.isError && <InlineNotice kind="error">{t('shop.rates_failed')}</InlineNotice>}
        <ul className="flex flex-col gap-2" data-testid="shop-delivery-options">
          {address &&
            (rates.data?.rates ?? []).map((rate) =>
              option(
                `${rate.courier}:${rate.service}`,
                `${rate.courier_name} ${rate.service_name}`,
                t('shop.eta_days', { days: rate.eta_days }),
                rate.price,
                () => {
                  setDelivery({ kind: 'courier', courier: rate.courier, service: rate.service, fee: rate.price });
                  setErrors(({ shipping: _shipping, ...rest }) => rest);
                },
              ),
            )}
          {(custom.data ?? []).slice(0, 1).map((own) =>
            option('seller', own.service, t('shop.seller_delivery'), own.fee, () => {
              setDelivery({ kind: 'seller', fee: own.fee });
              setErrors(({ shipping: _shipping, ...rest }) => rest);
            }),
          )}
        </ul>
        {address &&
          (rates.data?.unavailable ?? []).map((item) => (
            <p key={item.courier} className="text-sm text-slate-600">
              {item.courier}: {item.message}
            </p>
          ))}
        {errors.shipping && <InlineNotice kind="error">{errors.shipping}</InlineNotice>}
        {canCoupon.data && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-2">
            <label htmlFor="shop-coupon" className="font-semibold text-slate-900">
              {t('shop.coupon')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id="shop-coupon"
                value={couponInput}
                onChange={(event) => {
                  setCouponInput(event.target.value);
                  setCoupon(null);
                }}
                autoCapitalize="characters"
                maxLength={30}
                className="min-h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-base uppercase"
              />
              <Button
                type="button"
                variant="secondary"
                disabled={couponInput.trim().length < 3 || checkCoupon.isPending}
                onClick={() => void applyCoupon()}
              >
                {t('shop.apply_coupon')}
              </Button>
            </div>
            {errors.coupon && <InlineNotice kind="error">{errors.coupon}</InlineNotice>}
            {coupon && (
              <p className="flex justify-between gap-3 text-emerald-800" data-testid="shop-discount">
                <span>{t('shop.coupon_applied', { code: coupon.code })}</span>
                <span className="shrink-0 font-semibold">-{formatRupiah(coupon.discount)}</span>
              </p>
            )}
          </div>
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
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('shop.payment_method')}</span>
        <select
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3"
          value={method}
          onChange={(event) => setMethod(event.target.value as ShopPaymentMethod)}
          data-testid="shop-payment-method"
        >
          {shopPaymentMethods.map((code) => (
            <option key={code} value={code}>
              {code === 'deposit' ? t('shop.payment_deposit') : methodLabel(code)}
            </option>
          ))}
        </select>
      </label>
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

/** `xendit:qris` → `QRIS (Xendit)`: the channel as the buyer knows it, then who collects it. */
function methodLabel(code: string): string {
  const [provider = '', channel = ''] = code.split(':');
  return `${channel.toUpperCase()} (${provider.charAt(0).toUpperCase()}${provider.slice(1)})`;
}
