import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useTrack } from '../api/track.ts';
import { Field } from './fields.tsx';
import { OrderStatusBadge } from './order-status.tsx';

/** POS tracking (§2): one AWB, its status and steps; 'AWB not found' under the field (MLO-07). */
export function TrackPanel({ initialAwb = '' }: { initialAwb?: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const tracking = useTrack();
  const [awb, setAwb] = useState(initialAwb);
  const error = isApiError(tracking.error) ? (tracking.error.errors.awb?.[0] ?? tracking.error.message) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tracking.mutate(awb.trim());
  };
  const order = tracking.data;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.track.title')}>
          <Field
            label={t('pos.field.awb')}
            name="awb"
            value={awb}
            onChange={(event) => setAwb(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={tracking.isPending}>
            {t('pos.track.submit')}
          </Button>
        </form>
      </Card>
      {order && (
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-2" data-testid="tracking-result">
            <p className="font-semibold">
              {order.courier_name} · <span className="font-mono">{order.awb}</span>
            </p>
            <OrderStatusBadge status={order.status} />
          </div>
          <ol className="mt-3 flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
            {[...order.tracking].reverse().map((step) => (
              <li key={`${step.at}:${step.status}`} className="text-sm">
                <p className="font-semibold text-slate-900">
                  {t(`pos.status.${step.status}`, { defaultValue: step.status })}
                </p>
                <p className="text-slate-600">
                  {formatJakartaDateTime(step.at, locale)} · {step.description}
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}
