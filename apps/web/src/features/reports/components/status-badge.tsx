import { useTranslation } from 'react-i18next';
import type { CashbackStatus } from '@konter/shared/contracts/reports';
import type { TransactionStatus } from '@konter/shared/contracts/transactions';

const tone: Record<TransactionStatus | CashbackStatus, string> = {
  processing: 'bg-amber-100 text-amber-900 ring-amber-300',
  inquiry: 'bg-amber-100 text-amber-900 ring-amber-300',
  unprocessed: 'bg-amber-100 text-amber-900 ring-amber-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  credited: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-800 ring-red-300',
  canceled: 'bg-slate-200 text-slate-700 ring-slate-300',
  expired: 'bg-slate-200 text-slate-700 ring-slate-300',
  returned: 'bg-sky-100 text-sky-900 ring-sky-300',
};

/** A row's status as a coloured chip; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: TransactionStatus | CashbackStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone[status]}`}
    >
      {t(`reports.status.${status}`)}
    </span>
  );
}
