import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourierCode, MloAccess } from '@konter/shared/contracts/logistics';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { useManifestActions, useManifests } from '../api/manifests.ts';
import { useOrders } from '../api/orders.ts';

/** Manifests (MLO-03): open one per courier, add its parcels, close it, print it. */
export function ManifestsPanel({ access }: { access: MloAccess }) {
  const { t } = useTranslation();
  const manifests = useManifests();
  const orders = useOrders();
  const actions = useManifestActions();
  const [courier, setCourier] = useState<CourierCode>(access.couriers[0]?.code ?? 'sicepat');
  const [picked, setPicked] = useState<Record<string, string>>({});
  if (!manifests.data) return <LoadingText label={t('pos.loading')} />;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm font-semibold text-slate-800">
            {t('pos.manifest.courier')}
            <select
              name="manifest_courier"
              className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base"
              value={courier}
              onChange={(event) => setCourier(event.target.value as CourierCode)}
            >
              {access.couriers.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => actions.open.mutate(courier)} disabled={actions.open.isPending}>
            {t('pos.manifest.open')}
          </Button>
        </div>
      </Card>
      {manifests.data.length === 0 && <p className="text-slate-600">{t('pos.manifest.empty')}</p>}
      <ul className="flex flex-col gap-3" data-testid="manifests">
        {manifests.data.map((manifest) => {
          const candidates = (orders.data ?? []).filter(
            (order) =>
              order.courier === manifest.courier &&
              !order.manifest_code &&
              (order.status === 'created' || order.status === 'picked_up'),
          );
          const choice = picked[manifest.id] ?? candidates[0]?.id ?? '';
          return (
            <li key={manifest.id} data-manifest={manifest.code}>
              <Card>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-mono font-semibold">{manifest.code}</p>
                  <span className="text-sm font-semibold" data-testid="manifest-status">
                    {t(`pos.manifest.status_${manifest.status}`)}
                  </span>
                </div>
                <p className="text-sm text-slate-600">
                  {access.couriers.find((entry) => entry.code === manifest.courier)?.name ?? manifest.courier} ·{' '}
                  {t('pos.manifest.parcels', { count: manifest.orders.length })}
                </p>
                <ul className="mt-2 text-sm">
                  {manifest.orders.map((order) => (
                    <li key={order.id} className="font-mono break-all">
                      {order.awb} · {order.receiver.name}
                    </li>
                  ))}
                </ul>
                <div className="mt-3 flex flex-wrap items-end gap-2">
                  {manifest.status === 'open' && candidates.length > 0 && (
                    <>
                      <select
                        aria-label={t('pos.manifest.pick_parcel')}
                        name="manifest_order"
                        className="min-h-11 max-w-full rounded-xl border border-slate-300 bg-white px-3 text-base"
                        value={choice}
                        onChange={(event) => setPicked({ ...picked, [manifest.id]: event.target.value })}
                      >
                        {candidates.map((order) => (
                          <option key={order.id} value={order.id}>
                            {order.awb} · {order.receiver.name}
                          </option>
                        ))}
                      </select>
                      <Button
                        variant="secondary"
                        onClick={() => actions.add.mutate({ manifest_id: manifest.id, order_id: choice })}
                      >
                        {t('pos.manifest.add')}
                      </Button>
                    </>
                  )}
                  {manifest.status === 'open' && (
                    <Button onClick={() => actions.close.mutate(manifest.id)} disabled={manifest.orders.length === 0}>
                      {t('pos.manifest.close')}
                    </Button>
                  )}
                  {manifest.status === 'closed' && (
                    <Link
                      className="inline-flex min-h-11 items-center font-semibold text-brand underline"
                      to={`/pos/manifest/${manifest.id}`}
                    >
                      {t('pos.manifest.print')}
                    </Link>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
