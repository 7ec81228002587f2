import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  courierNames,
  isDestinationCourier,
  mloPaths,
  type Destination,
  type DestinationCourier,
  type MloAccess,
  type MloCustomer,
  type MloOrder,
  type Quote,
} from '@konter/shared/contracts/logistics';
import type { Region } from '@konter/shared/contracts/regions';
import { formatRupiah } from '@konter/shared/money';
import { RegionSearchField } from '../../../components/region-search-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCustomers } from '../api/customers.ts';
import { useGetFee } from '../api/get-fee.ts';
import { useSendOrder } from '../api/send-order.ts';
import { regionOfCustomer } from '../customer-region.ts';
import { useMloText } from '../mlo-text.ts';
import { DestinationChoice, destinationLine } from './destination-choice.tsx';
import { Field, fieldError } from './fields.tsx';
import { OrderStatusBadge } from './order-status.tsx';

const numberOf = (text: string) => Number(text.replace(/\D+/g, '') || '0');

type Picks = Partial<Record<DestinationCourier, string>>;

/**
 * Quote several couriers for one parcel, pick a service, then create the order (MLO-02). The receiver's district,
 * from the shop's region data (MLO-06), is matched to each list courier's own destination (MLO-05, MLO-06); where
 * that is not clear the agent chooses from the courier's list, and the quote and the order carry that code.
 * `initialCustomer`: a saved customer to fill the receiver with (the address book's "send a parcel").
 */
export function SendPanel({ access, initialCustomer = null }: { access: MloAccess; initialCustomer?: string | null }) {
  const { t } = useTranslation();
  const { t: mt } = useMloText();
  const fee = useGetFee();
  const send = useSendOrder();
  const customers = useCustomers();
  const [parcel, setParcel] = useState({ postal: '', weight: '1000', length: '20', width: '15', height: '10' });
  const [region, setRegion] = useState<Region | null>(null);
  const [picks, setPicks] = useState<Picks>({});
  const [customerId, setCustomerId] = useState('');
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

  const fillFrom = (customer: MloCustomer) => {
    setCustomerId(customer.id);
    setReceiver({ name: customer.name, phone: customer.phone, address: customer.address, city: customer.city });
    setParcel((current) => ({ ...current, postal: customer.postal_code }));
    setRegion(regionOfCustomer(customer));
    // The destinations picked for this customer before, by courier, are asked again as picked.
    const saved: Picks = {};
    for (const [courier, destination] of Object.entries(customer.destinations)) {
      if (destination) saved[courier as DestinationCourier] = destination.code;
    }
    setPicks(saved);
    setChosen(null);
  };
  // The address book's "send a parcel": its customer fills the receiver once the book has loaded.
  const [applied, setApplied] = useState<string | null>(null);
  const wanted = customers.data?.find((customer) => customer.id === initialCustomer);
  if (wanted && applied !== wanted.id) {
    setApplied(wanted.id);
    fillFrom(wanted);
  }

  const askFee = (codes: Picks) =>
    fee.mutate({
      destination_postal_code: parcel.postal,
      ...(region ? { destination_area_code: region.code } : {}),
      ...(Object.keys(codes).length > 0 ? { destination_codes: codes } : {}),
      parcel: parcelBody,
    });
  const quote = (event: FormEvent) => {
    event.preventDefault();
    setChosen(null);
    setCreated(null);
    askFee(picks);
  };
  const pickDestination = (courier: DestinationCourier, destination: Destination) => {
    const next = { ...picks, [courier]: destination.code };
    setPicks(next);
    setChosen(null);
    askFee(next);
  };
  const resolutionOf = (courier: string) => fee.data?.destinations.find((entry) => entry.courier === courier);
  const destinationOf = (quote: Quote) =>
    isDestinationCourier(quote.courier) ? (resolutionOf(quote.courier)?.destination ?? null) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const destination = destinationOf(chosen);
    send.mutate(
      {
        request_key: requestKey,
        courier: chosen.courier,
        service: chosen.service,
        receiver: { ...receiver, postal_code: parcel.postal, ...(region ? { area_code: region.code } : {}) },
        ...(destination ? { destination_code: destination.code } : {}),
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
  // A list courier whose destination is still to be chosen says so in its own card, not among the refusals.
  const open = new Set(fee.data?.destinations.filter((entry) => !entry.destination).map((entry) => entry.courier));
  const refusals = fee.data?.unavailable.filter((entry) => !open.has(entry.courier as DestinationCourier)) ?? [];
  const chosenDestination = chosen ? destinationOf(chosen) : null;

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
                className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base"
                value={customerId}
                onChange={(event) => {
                  const found = customers.data?.find((customer) => customer.id === event.target.value);
                  if (!found) return;
                  fee.reset();
                  fillFrom(found);
                }}
              >
                <option value="">—</option>
                {customers.data?.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.name} · {customer.district ? `${customer.district}, ` : ''}
                    {customer.city}
                  </option>
                ))}
              </select>
            </label>
          )}
          <RegionSearchField
            id="destination_area_code"
            label={mt('mlo.dest.area')}
            path={mloPaths.customerRegion}
            region={region}
            error={fieldError(feeErrors, 'destination_area_code')}
            onRegion={(found) => {
              setRegion(found);
              // Destinations picked, and rates quoted, for another district no longer hold.
              setPicks({});
              setChosen(null);
              fee.reset();
              if (found) setReceiver((current) => ({ ...current, city: found.city }));
            }}
          />
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

      {fee.data && fee.data.destinations.length > 0 && (
        <Card>
          <h2 className="text-lg font-bold text-slate-900">{mt('mlo.dest.title')}</h2>
          <p className="mb-2 text-sm text-slate-600">{mt('mlo.dest.intro')}</p>
          <ul className="flex flex-col gap-2" data-testid="destinations">
            {fee.data.destinations.map((resolution) => (
              <DestinationChoice
                key={`${resolution.courier}:${resolution.destination?.code ?? resolution.match}`}
                resolution={resolution}
                searchHint={region?.district ?? ''}
                onPick={pickDestination}
              />
            ))}
          </ul>
        </Card>
      )}

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
          {[...open].map((courier) => (
            <p key={courier} className="mt-2 text-sm text-amber-800">
              {mt('mlo.dest.choose_one', { courier: courierNames[courier] })}
            </p>
          ))}
          {refusals.map((entry) => (
            <p key={entry.courier} className="mt-2 text-sm text-amber-800">
              {courierNames[entry.courier]}: {entry.message}
            </p>
          ))}
        </Card>
      )}

      {chosen && (
        <Card>
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.send.receiver_title')}>
            <h2 className="text-lg font-bold text-slate-900">{t('pos.send.receiver_title')}</h2>
            {chosenDestination && (
              <p className="text-sm break-words text-slate-700" data-testid="order-destination">
                {mt('mlo.dest.for_order', {
                  courier: chosen.courier_name,
                  destination: `${destinationLine(chosenDestination)} (${chosenDestination.code})`,
                })}
              </p>
            )}
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
                {fieldError(sendErrors, 'destination_code') ?? send.error.message}
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
