import { useTranslation } from 'react-i18next';
import type { PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { postpaidKindOf } from '@konter/shared/contracts/postpaid';
import { failureMessageKey } from '@konter/shared/contracts/transactions';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { TransactionOutcome, outcomeOf } from '../../../components/ui/transaction-outcome.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { billSummary, kindTexts } from '../bill-summary.ts';
import { usePostpaidTransaction } from '../api/transaction.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { postpaidReceiptPath } from '../paths.ts';

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
  const { bill } = transaction;
  return (
    <section
      aria-labelledby="postpaid-status-title"
      data-testid="postpaid-status"
      data-status={transaction.status}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <TransactionOutcome
        outcome={outcome}
        titleId="postpaid-status-title"
        title={
          outcome === 'success' ? t(kindTexts[postpaidKindOf(bill.type)].paid) : t(`postpaid.status_${outcome}_title`)
        }
        statusText={`${t(`postpaid.status.${transaction.status}`)}${outcome === 'processing' ? ` · ${t('postpaid.status_processing_body')}` : ''}`}
        amount={transaction.price}
        serial={{ label: t('postpaid.payment_ref'), value: transaction.serial_number, testId: 'payment-reference' }}
        failure={{
          reason: t(failureMessageKey(transaction.failure_code ?? 'failed')),
          refund: t('postpaid.failed_refund'),
        }}
      />

      <dl className="divide-y divide-slate-100 text-sm">
        {billSummary(bill, t, locale).map((row) => (
          <DetailRow key={row.key} label={row.label}>
            {row.digits ? <span className="tabular-nums">{row.value}</span> : row.value}
          </DetailRow>
        ))}
        <DetailRow label={t('postpaid.ref_id')} testId="ref-id">
          <span className="font-mono">{transaction.ref_id}</span>
        </DetailRow>
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
  const query = usePostpaidTransaction(refId, onFinal);
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
