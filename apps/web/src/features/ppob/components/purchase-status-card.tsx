import { useTranslation } from 'react-i18next';
import { formatKwh, formatTariffPower } from '@konter/shared/ppob/meter-token';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { failureMessageKey } from '@konter/shared/contracts/transactions';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { TransactionOutcome, outcomeOf } from '../../../components/ui/transaction-outcome.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTransaction } from '../api/transaction.ts';

export const receiptPath = (refId: string) => `/receipt/prabayar/${refId}`;

/**
 * The outcome of a purchase (TRX-06): a spinner while processing, then the serial number (a PLN token with its
 * subscriber, tariff and kWh) or the reason it failed, in the app's words. `data-status` carries the raw status for
 * end-to-end tests.
 */
export function PurchaseStatusCard({
  transaction,
  onBuyAgain,
}: {
  transaction: Transaction;
  onBuyAgain: (transaction: Transaction) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const outcome = outcomeOf(transaction.status);
  const showSelling = transaction.selling_price !== transaction.price;
  const { token } = transaction;
  const customerName = transaction.customer_name ?? token?.customer_name ?? null;
  const tariff = token ? formatTariffPower(token) : null;
  const tokenLabel = transaction.family === 'listrik' ? t('prepaid.token_listrik') : t('prepaid.token');
  return (
    <section
      aria-labelledby="purchase-status-title"
      data-testid="purchase-status"
      data-status={transaction.status}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <TransactionOutcome
        outcome={outcome}
        titleId="purchase-status-title"
        title={t(`prepaid.status_${outcome}_title`)}
        statusText={`${t(`prepaid.status.${transaction.status}`)}${outcome === 'processing' ? ` · ${t('prepaid.status_processing_body')}` : ''}`}
        amount={transaction.price}
        serial={{
          label: token ? tokenLabel : t('prepaid.serial_number'),
          value: token?.value ?? transaction.serial_number,
          testId: 'serial-number',
        }}
        failure={{
          reason: t(failureMessageKey(transaction.failure_code ?? 'failed')),
          refund: t('prepaid.failed_refund'),
        }}
      />

      <dl className="divide-y divide-slate-100 text-sm">
        <DetailRow label={t('prepaid.product')}>{transaction.product_name}</DetailRow>
        <DetailRow label={t('prepaid.destination_short')}>
          <span className="tabular-nums">{transaction.destination}</span>
        </DetailRow>
        {customerName && <DetailRow label={t('prepaid.customer_name')}>{customerName}</DetailRow>}
        {tariff && (
          <DetailRow label={t('prepaid.tariff_power')} testId="token-tariff">
            {tariff}
          </DetailRow>
        )}
        {token?.kwh ? (
          <DetailRow label={t('prepaid.kwh')} testId="token-kwh">
            <span className="tabular-nums">{formatKwh(token.kwh, locale)}</span>
          </DetailRow>
        ) : null}
        {showSelling && (
          <DetailRow label={t('prepaid.selling_price')}>
            <span className="tabular-nums">{formatRupiah(transaction.selling_price)}</span>
          </DetailRow>
        )}
        <DetailRow label={t('prepaid.ref_id')} testId="ref-id">
          <span className="font-mono">{transaction.ref_id}</span>
        </DetailRow>
        {transaction.order_number && (
          <DetailRow label={t('prepaid.order_number')}>
            <span className="font-mono">{transaction.order_number}</span>
          </DetailRow>
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
  const query = useTransaction(refId, onFinal);
  if (query.data) return <PurchaseStatusCard transaction={query.data} onBuyAgain={onBuyAgain} />;
  if (query.isError) {
    return (
      <InlineNotice kind="error">{isApiError(query.error) ? query.error.message : t('trx.not_found')}</InlineNotice>
    );
  }
  return <LoadingText label={t('app.loading')} />;
}
