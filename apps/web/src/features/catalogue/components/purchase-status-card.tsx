import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction, TransactionStatus } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLiveTransaction } from '../hooks/use-live-transaction.ts';

type Outcome = 'processing' | 'success' | 'failed';

/** The eight statuses of TRX-06 as the three a buyer acts on. */
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

export const receiptPath = (refId: string) => `/receipt/prabayar/${refId}`;

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

const heads: Record<Outcome, { tone: string; title: string }> = {
  processing: { tone: 'bg-sky-100 text-sky-700', title: 'prepaid.status_processing_title' },
  success: { tone: 'bg-emerald-100 text-emerald-700', title: 'prepaid.status_success_title' },
  failed: { tone: 'bg-red-100 text-red-700', title: 'prepaid.status_failed_title' },
};

/**
 * The outcome of a purchase (TRX-06): a spinner while processing, then the serial number or the reason it failed.
 * `data-status` carries the raw status for end-to-end tests.
 */
export function PurchaseStatusCard({
  transaction,
  onBuyAgain,
}: {
  transaction: Transaction;
  onBuyAgain: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation();
  const outcome = outcomeOf(transaction.status);
  const head = heads[outcome];
  const showSelling = transaction.selling_price !== transaction.price;
  return (
    <section
      aria-labelledby="purchase-status-title"
      data-testid="purchase-status"
      data-status={transaction.status}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col items-center gap-2 text-center" aria-live="polite">
        <span className={`flex size-16 items-center justify-center rounded-full ${head.tone}`}>
          {outcome === 'processing' && <Spinner className="size-9" />}
          {outcome === 'success' && <Icon name="check" className="size-9" />}
          {outcome === 'failed' && <Icon name="close" className="size-9" />}
        </span>
        <h2 id="purchase-status-title" className="text-xl font-bold text-slate-900">
          {t(head.title)}
        </h2>
        <p className="text-sm text-slate-600">
          {t(`prepaid.status.${transaction.status}`)}
          {outcome === 'processing' && ` · ${t('prepaid.status_processing_body')}`}
        </p>
        <p className="text-3xl font-extrabold text-slate-900 tabular-nums">{formatRupiah(transaction.price)}</p>
      </div>

      {outcome === 'success' && transaction.serial_number && (
        <div className="rounded-xl bg-emerald-50 px-4 py-3 text-center">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{t('prepaid.serial_number')}</p>
          <p className="mt-1 font-mono text-lg font-bold break-all text-emerald-950" data-testid="serial-number">
            {transaction.serial_number}
          </p>
        </div>
      )}
      {outcome === 'failed' && (
        <InlineNotice kind="error">
          <span className="block font-semibold" data-testid="failed-reason">
            {transaction.failed_reason ?? t('prepaid.failed_no_reason')}
          </span>
          <span className="block">{t('prepaid.failed_refund')}</span>
        </InlineNotice>
      )}

      <dl className="divide-y divide-slate-100 text-sm">
        <Row label={t('prepaid.product')}>{transaction.product_name}</Row>
        <Row label={t('prepaid.destination_short')}>
          <span className="tabular-nums">{transaction.destination}</span>
        </Row>
        {transaction.customer_name && <Row label={t('prepaid.customer_name')}>{transaction.customer_name}</Row>}
        {showSelling && (
          <Row label={t('prepaid.selling_price')}>
            <span className="tabular-nums">{formatRupiah(transaction.selling_price)}</span>
          </Row>
        )}
        <Row label={t('prepaid.ref_id')} testId="ref-id">
          <span className="font-mono">{transaction.ref_id}</span>
        </Row>
        {transaction.order_number && (
          <Row label={t('prepaid.order_number')}>
            <span className="font-mono">{transaction.order_number}</span>
          </Row>
        )}
      </dl>

      <div className="grid grid-cols-2 gap-2">
        <ButtonLink to={receiptPath(transaction.ref_id)} variant="secondary" className="whitespace-nowrap">
          <Icon name="receipt" className="size-5" />
          {t('prepaid.see_receipt')}
        </ButtonLink>
        <Button onClick={() => onBuyAgain(transaction)} className="whitespace-nowrap">
          {t('prepaid.buy_again')}
        </Button>
      </div>
    </section>
  );
}

/** The status card of a transaction by its ref id, kept live (realtime events, polling while processing). */
export function LivePurchaseStatus({
  refId,
  onBuyAgain,
  onFinal,
}: {
  refId: string;
  onBuyAgain: (transaction: Transaction) => void;
  onFinal?: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation();
  const query = useLiveTransaction(refId, onFinal);
  if (query.data) return <PurchaseStatusCard transaction={query.data} onBuyAgain={onBuyAgain} />;
  if (query.isError) {
    return (
      <InlineNotice kind="error">{isApiError(query.error) ? query.error.message : t('trx.not_found')}</InlineNotice>
    );
  }
  return <LoadingText label={t('app.loading')} />;
}
