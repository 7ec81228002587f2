import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '@konter/shared/contracts/transactions';

const tone: Record<TransactionStatus, string> = {
  processing: 'bg-amber-100 text-amber-900 ring-amber-300',
  inquiry: 'bg-amber-100 text-amber-900 ring-amber-300',
  unprocessed: 'bg-amber-100 text-amber-900 ring-amber-300',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-800 ring-red-300',
  canceled: 'bg-slate-200 text-slate-700 ring-slate-300',
  expired: 'bg-slate-200 text-slate-700 ring-slate-300',
  returned: 'bg-sky-100 text-sky-900 ring-sky-300',
};

/** A transaction's status as a coloured chip; the word carries the meaning, the colour only repeats it. */
export function TransactionStatusBadge({ status, className = '' }: { status: TransactionStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone[status]} ${className}`}
    >
      {status === 'processing' && (
        <span
          aria-hidden="true"
          className="size-1.5 animate-pulse rounded-full bg-current motion-reduce:animate-none"
        />
      )}
      {t(`receipts.status.${status}`)}
    </span>
  );
}
