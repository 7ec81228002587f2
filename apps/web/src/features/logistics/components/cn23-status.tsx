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
