import type { TransactionStatus } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from './form-fields.tsx';
import { Icon } from './icon.tsx';
import { Spinner } from './spinner.tsx';

export type Outcome = 'processing' | 'success' | 'failed';

/** The eight statuses of TRX-06 as the three a buyer or payer acts on. */
export function outcomeOf(status: TransactionStatus): Outcome {
  switch (status) {
    case 'success':
      return 'success';
    case 'failed':
    case 'expired':
    case 'canceled':
    case 'returned':
      return 'failed';
    case 'processing':
    case 'inquiry':
    case 'unprocessed':
      return 'processing';
  }
}

const tones: Record<Outcome, string> = {
  processing: 'bg-sky-100 text-sky-700',
  success: 'bg-emerald-100 text-emerald-700',
  failed: 'bg-red-100 text-red-700',
};

/**
 * The top of a purchase's or a bill payment's status card: a spinner while processing, then the serial number (or
 * payment reference) on success, or the reason and the refund on failure. Texts come translated from the feature.
 */
export function TransactionOutcome({
  outcome,
  titleId,
  title,
  statusText,
  amount,
  serial,
  failure,
}: {
  outcome: Outcome;
  titleId: string;
  title: string;
  statusText: string;
  amount: number;
  serial: { label: string; value: string | null; testId: string };
  failure: { reason: string; refund: string };
}) {
  return (
    <>
      <div className="flex flex-col items-center gap-2 text-center" aria-live="polite">
        <span className={`flex size-16 items-center justify-center rounded-full ${tones[outcome]}`}>
          {outcome === 'processing' && <Spinner className="size-9" />}
          {outcome === 'success' && <Icon name="check" className="size-9" />}
          {outcome === 'failed' && <Icon name="close" className="size-9" />}
        </span>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{statusText}</p>
        <p className="text-3xl font-extrabold text-slate-900 tabular-nums">{formatRupiah(amount)}</p>
      </div>
      {outcome === 'success' && serial.value && (
        <div className="rounded-xl bg-emerald-50 px-4 py-3 text-center">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{serial.label}</p>
          <p className="mt-1 font-mono text-lg font-bold break-all text-emerald-950" data-testid={serial.testId}>
            {serial.value}
          </p>
        </div>
      )}
      {outcome === 'failed' && (
        <InlineNotice kind="error">
          <span className="block font-semibold" data-testid="failed-reason">
            {failure.reason}
          </span>
          <span className="block">{failure.refund}</span>
        </InlineNotice>
      )}
    </>
  );
}
