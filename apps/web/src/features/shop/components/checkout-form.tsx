import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cartPayBody,
  shippingAddressBody,
  shippingOptionSchema,
  shopPaths,
  type ShopOrder,
} from '@konter/shared/contracts/shop';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useCart } from '../api/cart.ts';
import { usePayCart } from '../api/pay.ts';

const emptyAddress = { name: '', phone: '', province: '', city: '', district: '', postcode: '', detail: '' };

function useShippingOptions() {
  return useQuery({
    queryKey: ['shop', 'shipping'],
    queryFn: async () =>
      (
        await apiClient.get(shopPaths.shippingOptions, {
          schema: z.object({ data: z.array(shippingOptionSchema) }),
          loading: false,
        })
      ).data,
  });
}

/**
 * Checkout (SHP-03): the chosen cart lines, the shipping address (complete, SHP-06), the delivery and its fee, and
 * payment from the deposit. The request id is made once per visit of the page, so a second tap or a retry after a
 * lost answer pays once.
 */
export function CheckoutForm({ itemIds, balance }: { itemIds: string[]; balance: number | null }) {
  const { t } = useTranslation();
  const cart = useCart();
  const shipping = useShippingOptions();
  const pay = usePayCart();
  const [requestId] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<ShopOrder | null>(null);
  const form = useZodForm({
    initial: emptyAddress,
    labels: {
      name: 'shop.field.name',
      phone: 'shop.field.phone',
      province: 'shop.field.province',
      city: 'shop.field.city',
      district: 'shop.field.district',
      postcode: 'shop.field.postcode',
      detail: 'shop.field.detail',
    },
  });
  const lines = (cart.data ?? []).filter((line) => itemIds.includes(line.id));
  const itemsTotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const option = shipping.data?.[0];
  const total = itemsTotal + (option?.fee ?? 0);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The address on its own first, so each message lands under its field.
    const address = form.validate(shippingAddressBody);
    if (!address) return;
    try {
      setOrder(await pay.mutateAsync(cartPayBody.parse({ item_ids: itemIds, address, request_id: requestId })));
    } catch (error) {
      form.applyServerError(error);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
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
      </section>
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.address')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField field={form.bind('name')} label={t('shop.field.name')} autoComplete="name" />
          <TextField field={form.bind('phone')} label={t('shop.field.phone')} inputMode="tel" autoComplete="tel" />
          <TextField field={form.bind('province')} label={t('shop.field.province')} autoComplete="address-level1" />
          <TextField field={form.bind('city')} label={t('shop.field.city')} autoComplete="address-level2" />
          <TextField field={form.bind('district')} label={t('shop.field.district')} autoComplete="address-level3" />
          <TextField
            field={form.bind('postcode')}
            label={t('shop.field.postcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
          />
        </div>
        <TextField field={form.bind('detail')} label={t('shop.field.detail')} autoComplete="street-address" />
      </section>
      <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.shipping')}</h2>
        {option && (
          <p className="flex justify-between gap-3">
            <span>{option.service}</span>
            <span className="font-semibold">{formatRupiah(option.fee)}</span>
          </p>
        )}
        <p className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg">
          <span>{t('shop.total')}</span>
          <strong data-testid="shop-total">{formatRupiah(total)}</strong>
        </p>
        {balance !== null && (
          <p className="text-sm text-slate-600">{t('shop.balance', { amount: formatRupiah(balance) })}</p>
        )}
      </section>
      {form.errors.form && <InlineNotice kind="error">{form.errors.form}</InlineNotice>}
      <Button type="submit" disabled={pay.isPending || !option}>
        {pay.isPending ? t('shop.paying') : t('shop.pay_from_deposit')}
      </Button>
    </form>
  );
}
