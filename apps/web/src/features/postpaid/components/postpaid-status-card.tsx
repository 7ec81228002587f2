import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import type { TransactionStatus } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatPeriods } from '../format.ts';
import { useLivePostpaidTransaction } from '../hooks/use-live-postpaid-transaction.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { postpaidReceiptPath } from '../paths.ts';

type Outcome = 'processing' | 'success' | 'failed';

/** The eight statuses of a transaction as the three a payer acts on. */
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

const heads: Record<Outcome, { tone: string; title: string }> = {
  processing: { tone: 'bg-sky-100 text-sky-700', title: 'postpaid.status_processing_title' },
  success: { tone: 'bg-emerald-100 text-emerald-700', title: 'postpaid.status_success_title' },
  failed: { tone: 'bg-red-100 text-red-700', title: 'postpaid.status_failed_title' },
};

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The outcome of a bill payment: a spinner while processing, then the payment reference (the biller's serial) or
 * the reason it failed. `data-status` carries the raw status for end-to-end tests.
 */
export function PostpaidStatusCard({
  transaction,
  onPayAnother,
}: {
  transaction: PostpaidTransaction;
  onPayAnother: (transaction: PostpaidTransaction) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const outcome = outcomeOf(transaction.status);
  const head = heads[outcome];
  const { bill } = transaction;
  return (
    <section
      aria-labelledby="postpaid-status-title"
      data-testid="postpaid-status"
      data-status={transaction.status}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col items-center gap-2 text-center" aria-live="polite">
        <span className={`flex size-16 items-center justify-center rounded-full ${head.tone}`}>
          {outcome === 'processing' && <Spinner className="size-9" />}
          {outcome === 'success' && <Icon name="check" className="size-9" />}
          {outcome === 'failed' && <Icon name="close" className="size-9" />}
        </span>
        <h2 id="postpaid-status-title" className="text-xl font-bold text-slate-900">
          {t(head.title)}
        </h2>
        <p className="text-sm text-slate-600">
          {t(`postpaid.status.${transaction.status}`)}
          {outcome === 'processing' && ` · ${t('postpaid.status_processing_body')}`}
        </p>
        <p className="text-3xl font-extrabold text-slate-900 tabular-nums">{formatRupiah(transaction.price)}</p>
      </div>

      {outcome === 'success' && transaction.serial_number && (
        <div className="rounded-xl bg-emerald-50 px-4 py-3 text-center">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{t('postpaid.payment_ref')}</p>
          <p className="mt-1 font-mono text-lg font-bold break-all text-emerald-950" data-testid="payment-reference">
            {transaction.serial_number}
          </p>
        </div>
      )}
      {outcome === 'failed' && (
        <InlineNotice kind="error">
          <span className="block font-semibold" data-testid="failed-reason">
            {transaction.failed_reason ?? t('postpaid.failed_no_reason')}
          </span>
          <span className="block">{t('postpaid.failed_refund')}</span>
        </InlineNotice>
      )}

      <dl className="divide-y divide-slate-100 text-sm">
        <Row label={t('postpaid.customer_name')}>{bill.customer_name}</Row>
        <Row label={t('postpaid.customer_no')}>
          <span className="tabular-nums">{bill.customer_no}</span>
        </Row>
        <Row label={t('postpaid.provider')}>{bill.provider}</Row>
        <Row label={t('postpaid.period')}>{formatPeriods(bill, locale)}</Row>
        <Row label={t('postpaid.ref_id')} testId="ref-id">
          <span className="font-mono">{transaction.ref_id}</span>
        </Row>
      </dl>

      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <ButtonLink to={postpaidReceiptPath(transaction.ref_id)} variant="secondary" className="whitespace-nowrap">
          <Icon name="receipt" className="size-5" />
          {t('postpaid.see_receipt')}
        </ButtonLink>
        <Button onClick={() => onPayAnother(transaction)} className="whitespace-nowrap">
          {t('postpaid.pay_another')}
        </Button>
      </div>
    </section>
  );
}

/** The status card of a bill payment by its ref id, kept live (realtime events, polling while processing). */
export function LivePostpaidStatus({
  refId,
  onPayAnother,
  onFinal,
}: {
  refId: string;
  onPayAnother: (transaction: PostpaidTransaction) => void;
  onFinal?: (transaction: PostpaidTransaction) => void;
}) {
  const { t } = useTranslation();
  const query = useLivePostpaidTransaction(refId, onFinal);
  if (query.data) return <PostpaidStatusCard transaction={query.data} onPayAnother={onPayAnother} />;
  if (query.isError) {
    return (
      <InlineNotice kind="error">
        {isApiError(query.error) ? query.error.message : t('postpaid.transaction_failed')}
      </InlineNotice>
    );
  }
  return <LoadingText label={t('app.loading')} />;
}
