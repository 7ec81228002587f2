import { useTranslation } from 'react-i18next';
import type { MloOrder, Party } from '@konter/shared/contracts/logistics';
import { Barcode } from './barcode.tsx';

function PartyBlock({ title, party }: { title: string; party: Party }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-bold text-slate-500 uppercase">{title}</p>
      <p className="font-semibold break-words">{party.name}</p>
      <p className="break-words">{party.phone}</p>
      <p className="break-words">{party.address}</p>
      <p className="break-words">
        {party.city} {party.postal_code}
      </p>
    </div>
  );
}

/** The printable shipping label (MLO-06): courier and service, the AWB as a Code 128 barcode, sender and receiver. */
export function ShippingLabel({ order }: { order: MloOrder }) {
  const { t } = useTranslation();
  return (
    <article
      className="mx-auto flex w-full max-w-md flex-col gap-3 border-2 border-black bg-white p-4 text-black"
      data-testid="shipping-label"
    >
      <header className="flex items-baseline justify-between gap-2 border-b-2 border-black pb-2">
        <h2 className="text-xl font-extrabold">{order.courier_name}</h2>
        <span className="text-lg font-bold">{order.service}</span>
      </header>
      {order.destination && (
        // The destination in the courier's own list, as its hubs sort parcels by it (MLO-05, MLO-06).
        <p className="flex flex-wrap items-baseline justify-between gap-2" data-testid="label-destination">
          <span className="font-mono text-2xl font-extrabold">{order.destination.code}</span>
          <span className="font-semibold break-words">
            {order.destination.name}
            {order.destination.city && `, ${order.destination.city}`}
          </span>
        </p>
      )}
      {order.awb ? <Barcode value={order.awb} /> : <p>{t('pos.label.no_awb')}</p>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <PartyBlock title={t('pos.label.from')} party={order.sender} />
        <PartyBlock title={t('pos.label.to')} party={order.receiver} />
      </div>
      <footer className="flex flex-wrap justify-between gap-2 border-t-2 border-black pt-2 text-sm">
        <span>
          {t('pos.label.weight')}: {(order.parcel.weight_grams / 1000).toLocaleString()} kg
        </span>
        <span>{order.item_description}</span>
        <span className="font-bold" data-testid="label-cod">
          {t('pos.label.cod')}: {t('pos.label.non_cod')}
        </span>
        <span>{order.ref}</span>
      </footer>
    </article>
  );
}
