import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MloAccess, MloOrder, Quote } from '@konter/shared/contracts/logistics';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCustomers } from '../api/customers.ts';
import { useGetFee } from '../api/get-fee.ts';
import { useSendOrder } from '../api/send-order.ts';
import { Field, fieldError } from './fields.tsx';
import { OrderStatusBadge } from './order-status.tsx';

const numberOf = (text: string) => Number(text.replace(/\D+/g, '') || '0');

/** Quote several couriers for one parcel, pick a service, then create the order (MLO-02). */
export function SendPanel({ access }: { access: MloAccess }) {
  const { t } = useTranslation();
  const fee = useGetFee();
  const send = useSendOrder();
  const customers = useCustomers();
  const [parcel, setParcel] = useState({ postal: '', weight: '1000', length: '20', width: '15', height: '10' });
  const [chosen, setChosen] = useState<Quote | null>(null);
  const [receiver, setReceiver] = useState({ name: '', phone: '', address: '', city: '' });
  const [item, setItem] = useState({ description: '', value: '0', selling: '' });
  const [save, setSave] = useState(true);
  const [created, setCreated] = useState<MloOrder | null>(null);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const feeErrors = isApiError(fee.error) ? fee.error.errors : undefined;
  const sendErrors = isApiError(send.error) ? send.error.errors : undefined;
  const parcelBody = {
    weight_grams: numberOf(parcel.weight),
    length_cm: numberOf(parcel.length),
    width_cm: numberOf(parcel.width),
    height_cm: numberOf(parcel.height),
  };

  const quote = (event: FormEvent) => {
    event.preventDefault();
    setChosen(null);
    setCreated(null);
    fee.mutate({ destination_postal_code: parcel.postal, parcel: parcelBody });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    send.mutate(
      {
        request_key: requestKey,
        courier: chosen.courier,
        service: chosen.service,
        receiver: { ...receiver, postal_code: parcel.postal },
        parcel: parcelBody,
        item_description: item.description,
        item_value: numberOf(item.value),
        selling_price: item.selling === '' ? chosen.price : numberOf(item.selling),
        save_customer: save,
      },
      {
        onSuccess: (order) => {
          setCreated(order);
          setRequestKey(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={quote} className="flex flex-col gap-3" aria-label={t('pos.send.quote_title')}>
          <h2 className="text-lg font-bold text-slate-900">{t('pos.send.quote_title')}</h2>
          <p className="text-sm text-slate-600">
            {t('pos.send.from', {
              city: access.settings?.origin.city ?? '',
              postal: access.settings?.origin.postal_code ?? '',
            })}
          </p>
          {(customers.data?.length ?? 0) > 0 && (
            <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
              {t('pos.send.pick_customer')}
              <select
                className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base"
                defaultValue=""
                onChange={(event) => {
                  const found = customers.data?.find((customer) => customer.id === event.target.value);
                  if (!found) return;
                  setReceiver({ name: found.name, phone: found.phone, address: found.address, city: found.city });
                  setParcel((current) => ({ ...current, postal: found.postal_code }));
                }}
              >
                <option value="">—</option>
                {customers.data?.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.name} · {customer.city}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Field
            label={t('pos.field.destination_postal')}
            inputMode="numeric"
            maxLength={5}
            value={parcel.postal}
            onChange={(event) => setParcel({ ...parcel, postal: event.target.value.replace(/\D+/g, '') })}
            error={fieldError(feeErrors, 'destination_postal_code')}
            name="destination_postal_code"
          />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(['weight', 'length', 'width', 'height'] as const).map((key) => (
              <Field
                key={key}
                label={t(`pos.field.${key}`)}
                inputMode="numeric"
                value={parcel[key]}
                name={key}
                onChange={(event) => setParcel({ ...parcel, [key]: event.target.value.replace(/\D+/g, '') })}
              />
            ))}
          </div>
          <Button type="submit" disabled={fee.isPending}>
            {t('pos.send.quote')}
          </Button>
        </form>
      </Card>

      {fee.data && (
        <Card>
          <h2 className="mb-2 text-lg font-bold text-slate-900">{t('pos.send.quotes')}</h2>
          {fee.data.quotes.length === 0 && <p className="text-slate-600">{t('pos.send.no_quotes')}</p>}
          <ul className="flex flex-col gap-2" data-testid="quotes">
            {fee.data.quotes.map((entry) => {
              const selected = chosen?.courier === entry.courier && chosen.service === entry.service;
              return (
                <li key={`${entry.courier}:${entry.service}`}>
                  <button
                    type="button"
                    onClick={() => setChosen(entry)}
                    aria-pressed={selected}
                    data-courier={entry.courier}
                    className={`flex min-h-11 w-full flex-wrap items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left ${selected ? 'border-brand bg-brand/5 ring-2 ring-brand' : 'border-slate-200 bg-white'}`}
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">
                        {entry.courier_name} · {entry.service}
                      </span>
                      <span className="block text-sm text-slate-600">
                        {entry.service_name} · {t('pos.send.eta', { days: entry.eta_days })}
                      </span>
                    </span>
                    <span className="font-bold text-slate-900">{formatRupiah(entry.price)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {fee.data.unavailable.map((entry) => (
            <p key={entry.courier} className="mt-2 text-sm text-amber-800">
              {entry.courier}: {entry.message}
            </p>
          ))}
        </Card>
      )}

      {chosen && (
        <Card>
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.send.receiver_title')}>
            <h2 className="text-lg font-bold text-slate-900">{t('pos.send.receiver_title')}</h2>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field
                label={t('pos.field.name')}
                name="receiver_name"
                value={receiver.name}
                onChange={(event) => setReceiver({ ...receiver, name: event.target.value })}
                error={fieldError(sendErrors, 'receiver.name')}
              />
              <Field
                label={t('pos.field.phone')}
                name="receiver_phone"
                inputMode="tel"
                value={receiver.phone}
                onChange={(event) => setReceiver({ ...receiver, phone: event.target.value })}
                error={fieldError(sendErrors, 'receiver.phone')}
              />
              <Field
                label={t('pos.field.address')}
                name="receiver_address"
                value={receiver.address}
                onChange={(event) => setReceiver({ ...receiver, address: event.target.value })}
                error={fieldError(sendErrors, 'receiver.address')}
              />
              <Field
                label={t('pos.field.city')}
                name="receiver_city"
                value={receiver.city}
                onChange={(event) => setReceiver({ ...receiver, city: event.target.value })}
                error={fieldError(sendErrors, 'receiver.city')}
              />
              <Field
                label={t('pos.field.item')}
                name="item_description"
                value={item.description}
                onChange={(event) => setItem({ ...item, description: event.target.value })}
                error={fieldError(sendErrors, 'item_description')}
              />
              <Field
                label={t('pos.field.item_value')}
                name="item_value"
                inputMode="numeric"
                value={item.value}
                onChange={(event) => setItem({ ...item, value: event.target.value.replace(/\D+/g, '') })}
              />
              <Field
                label={t('pos.field.selling_price')}
                name="selling_price"
                inputMode="numeric"
                placeholder={String(chosen.price)}
                value={item.selling}
                onChange={(event) => setItem({ ...item, selling: event.target.value.replace(/\D+/g, '') })}
                hint={t('pos.send.fee_is', { fee: formatRupiah(chosen.price) })}
              />
            </div>
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={save}
                onChange={(event) => setSave(event.target.checked)}
                className="size-5"
              />
              {t('pos.send.save_customer')}
            </label>
            {send.error && !sendErrors?.['receiver.name'] && (
              <p role="alert" className="text-sm text-red-700">
                {send.error.message}
              </p>
            )}
            <Button type="submit" disabled={send.isPending}>
              {t('pos.send.create', { courier: chosen.courier_name, price: formatRupiah(chosen.price) })}
            </Button>
          </form>
        </Card>
      )}

      {created && (
        <Card>
          <div className="flex flex-col gap-2" data-testid="order-created" role="status">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              {t('pos.send.created')} <OrderStatusBadge status={created.status} />
            </p>
            {created.awb && (
              <p>
                AWB:{' '}
                <span className="font-mono font-bold" data-testid="created-awb">
                  {created.awb}
                </span>
              </p>
            )}
            <Link className="font-semibold text-brand underline" to={`/pos/label/${created.id}`}>
              {t('pos.orders.label')}
            </Link>
          </div>
        </Card>
      )}
    </div>
  );
}
