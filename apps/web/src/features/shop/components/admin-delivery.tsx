import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopDeliverySettings } from '@konter/shared/contracts/shop';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { useSaveShopDeliverySettings, useShopDeliverySettings } from '../api/admin.ts';
import { CheckboxRow } from './checkbox-row.tsx';

/**
 * The back office's texts: they are in the admin area's catalogue, which its layout has loaded (a feature may not
 * import the admin feature's own reader).
 */
function useDeliveryAdminText() {
  const { t } = useTranslation();
  return { t: (key: AdminMessageKey) => t(key) };
}

type Courier = ShopDeliverySettings['couriers'][number];

/**
 * The form's fields are named by the server's dotted paths (`origin.postal_code`), so a 422's field errors land
 * under their fields as they come.
 */
const valuesOf = (settings: ShopDeliverySettings) => ({
  delivery_service_name: settings.delivery_service_name,
  flat_delivery_fee: String(settings.flat_delivery_fee),
  'origin.name': settings.origin.name,
  'origin.phone': settings.origin.phone,
  'origin.address': settings.origin.address,
  'origin.city': settings.origin.city,
  'origin.postal_code': settings.origin.postal_code,
  // No text field: here only so the server's message about the couriers finds its place.
  couriers: '',
});

function DeliveryForm({ settings }: { settings: ShopDeliverySettings }) {
  const { t } = useDeliveryAdminText();
  const save = useSaveShopDeliverySettings();
  const form = useZodForm({ initial: valuesOf(settings) });
  const [couriers, setCouriers] = useState<Courier[]>(settings.couriers);
  const [saved, setSaved] = useState(false);
  const v = form.values;

  const toggle = (code: Courier, on: boolean) => {
    setCouriers((current) => (on ? [...current.filter((c) => c !== code), code] : current.filter((c) => c !== code)));
    form.setError('couriers', null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      await save.mutateAsync({
        flat_delivery_fee: Number(v.flat_delivery_fee || 0),
        delivery_service_name: v.delivery_service_name,
        origin: {
          name: v['origin.name'],
          phone: v['origin.phone'],
          address: v['origin.address'],
          city: v['origin.city'],
          postal_code: v['origin.postal_code'],
        },
        // In the server's order, not the order ticked: the list reads the same after a reload.
        couriers: settings.available_couriers.map((c) => c.code).filter((code) => couriers.includes(code)),
      });
      setSaved(true);
    } catch (error) {
      form.applyServerError(error);
    }
  };
  const fee = Number(v.flat_delivery_fee || 0);

  return (
    <form
      onSubmit={submit}
      onChange={() => setSaved(false)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="admin-shop-delivery"
    >
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('admin.shop.delivery.own_title')}</h2>
        <p className="text-sm text-slate-600">{t('admin.shop.delivery.own_hint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            field={form.bind('delivery_service_name')}
            label={t('admin.shop.delivery.service_name')}
            maxLength={60}
          />
          <TextField
            field={form.bind('flat_delivery_fee')}
            label={t('admin.shop.delivery.flat_fee')}
            leading="Rp"
            inputMode="numeric"
            filter={digitsOnly}
            maxLength={7}
            hint={fee > 0 ? formatRupiah(fee) : t('admin.shop.delivery.flat_fee_free')}
          />
        </div>
      </section>

      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('admin.shop.delivery.origin_title')}</h2>
        <p className="text-sm text-slate-600">{t('admin.shop.delivery.origin_hint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            field={form.bind('origin.name')}
            label={t('admin.shop.delivery.origin_name')}
            autoComplete="name"
            maxLength={80}
          />
          <TextField
            field={form.bind('origin.phone')}
            label={t('admin.shop.delivery.origin_phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
          />
          <TextField
            field={form.bind('origin.address')}
            label={t('admin.shop.delivery.origin_address')}
            autoComplete="street-address"
            maxLength={300}
            className="sm:col-span-2"
          />
          <TextField
            field={form.bind('origin.city')}
            label={t('admin.shop.delivery.origin_city')}
            autoComplete="address-level2"
            maxLength={80}
          />
          <TextField
            field={form.bind('origin.postal_code')}
            label={t('admin.shop.delivery.origin_postal_code')}
            inputMode="numeric"
            autoComplete="postal-code"
            filter={digitsOnly}
            maxLength={5}
          />
        </div>
      </section>

      <fieldset
        className="flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm"
        aria-describedby={form.errors.couriers ? 'admin-shop-couriers-error' : undefined}
      >
        <legend className="float-left mb-1 w-full text-lg font-bold text-slate-900">
          {t('admin.shop.delivery.couriers_title')}
        </legend>
        <p className="text-sm text-slate-600">{t('admin.shop.delivery.couriers_hint')}</p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {settings.available_couriers.map((courier) => (
            <li key={courier.code}>
              <CheckboxRow
                checked={couriers.includes(courier.code)}
                onChange={(checked) => toggle(courier.code, checked)}
              >
                {courier.name}
              </CheckboxRow>
            </li>
          ))}
        </ul>
        {couriers.length === 0 && <p className="text-sm text-slate-700">{t('admin.shop.delivery.couriers_none')}</p>}
        {form.errors.couriers && (
          <p id="admin-shop-couriers-error" className="text-sm font-semibold text-red-700" role="alert">
            {form.errors.couriers}
          </p>
        )}
      </fieldset>

      {form.errors.form && <InlineNotice kind="error">{form.errors.form}</InlineNotice>}
      {saved && <InlineNotice kind="success">{t('admin.shop.delivery.saved')}</InlineNotice>}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {t('admin.shop.delivery.save')}
      </Button>
    </form>
  );
}

/**
 * The shop's delivery settings (ADM-01 "shop, couriers", SHP-04): the seller's own delivery at a flat fee, the
 * address parcels leave from (couriers price each route from its postcode), and which couriers buyers may choose.
 */
export function AdminShopDelivery() {
  const { t } = useDeliveryAdminText();
  const settings = useShopDeliverySettings();
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <p className="text-slate-700">{t('admin.load_failed')}</p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  }
  if (!settings.data) {
    return (
      <p role="status" className="py-8 text-center text-slate-500">
        {t('admin.loading')}
      </p>
    );
  }
  return <DeliveryForm settings={settings.data} />;
}
