import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@konter/shared/contracts/logistics';

const tone: Record<OrderStatus, string> = {
  processing: 'bg-amber-100 text-amber-900',
  created: 'bg-sky-100 text-sky-900',
  picked_up: 'bg-sky-100 text-sky-900',
  in_transit: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  returned: 'bg-orange-100 text-orange-900',
  cancelled: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
};

/** A status as a coloured pill (`data-status` for tests and print). */
export function ToneBadge({ status, tone, label }: { status: string; tone: string; label: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`} data-status={status}>
      {label}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <ToneBadge status={status} tone={tone[status]} label={t(`pos.status.${status}`)} />;
}
