import { useTranslation } from 'react-i18next';
import type { Cn23Status } from '@konter/shared/contracts/cn23';
import { ToneBadge } from './order-status.tsx';

const tone: Record<Cn23Status, string> = {
  draft: 'bg-amber-100 text-amber-900',
  submitted: 'bg-sky-100 text-sky-900',
  cleared: 'bg-emerald-100 text-emerald-900',
  held: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function Cn23StatusBadge({ status }: { status: Cn23Status }) {
  const { t } = useTranslation();
  return <ToneBadge status={status} tone={tone[status]} label={t(`pos.cn23.status.${status}`)} />;
}

/** A declaration's number with its status, the first line of its card in the list and in the report. */
export function Cn23Heading({ number, status }: { number: string; status: Cn23Status }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="font-mono font-semibold break-all">{number}</p>
      <Cn23StatusBadge status={status} />
    </div>
  );
}
