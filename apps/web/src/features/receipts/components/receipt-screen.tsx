import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Receipt } from '@konter/shared/contracts/transactions';
import { isFinalStatus } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useReceipt } from '../api/get-receipt.ts';
import { useReceiptDocument } from '../hooks/use-receipt-document.ts';
import { receiptPaths } from '../paths.ts';
import { PaperWidthToggle } from './paper-width-toggle.tsx';
import { CustomerDebtCard } from './customer-debt-card.tsx';
import { ReceiptActions } from './receipt-actions.tsx';
import { ReceiptPaper } from './receipt-paper.tsx';
import { ReceiptPrintStyle, usePaperLengthMm } from './receipt-print-style.tsx';
import { TransactionStatusBadge } from './transaction-status-badge.tsx';

/** The status in words, announced when it changes (processing → success) without the person doing anything. */
export function LiveStatus({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const { status } = receipt.transaction;
  const pending = !isFinalStatus(status);
  const message = pending
    ? t('receipts.live.pending')
    : status === 'success'
      ? t('receipts.live.success')
      : status === 'failed'
        ? t('receipts.live.failed')
        : t('receipts.live.final', { status: t(`receipts.status.${status}`) });
  return (
    <Card className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-600">{t('receipts.status_label')}</p>
        <p role="status" aria-live="polite" data-testid="receipt-live-status" className="mt-1 text-slate-900">
          {message}
        </p>
      </div>
      <TransactionStatusBadge status={status} className="mt-0.5" />
    </Card>
  );
}

/**
 * Buying price and profit: for the account holder's eyes only (RCP-01), never printed or shared. A purchase that did
 * not go through has neither: the card says what went back to the deposit instead.
 */
export function OwnerFigures({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const refunded = receipt.payment_status === 'refunded' && receipt.refunded_amount !== null;
  const rows = refunded
    ? ([['refunded', formatRupiah(receipt.refunded_amount ?? 0)]] as const)
    : receipt.buying_price === null
      ? []
      : ([
          ['buying_price', formatRupiah(receipt.buying_price)],
          ['selling_price', formatRupiah(receipt.transaction.selling_price)],
          ['profit', formatRupiah(receipt.transaction.profit)],
        ] as const);
  if (rows.length === 0) return null;
  return (
    <Card className="print:hidden">
      <h2 className="font-semibold text-slate-900">{t('receipts.owner.title')}</h2>
      <p className="text-sm text-slate-600">{t('receipts.owner.hint')}</p>
      {refunded && <p className="mt-1 text-sm text-slate-700">{t('receipts.owner.refunded_hint')}</p>}
      <dl className="mt-3 flex flex-col divide-y divide-slate-100" data-testid="owner-figures">
        {rows.map(([key, value]) => (
          <div key={key} data-owner={key} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-sm text-slate-600">{t(`receipts.owner.${key}`)}</dt>
            <dd
              className={`shrink-0 whitespace-nowrap text-slate-900 tabular-nums ${key === 'profit' || key === 'refunded' ? 'font-bold' : 'font-semibold'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const levelRoles = ['member', 'agent', 'master'] as const;

/**
 * Profit per level (AGT-01): the buyer and each upline that earned on the purchase, as far as the reader may see (its
 * own level and those under it). Shown when there is more than the reader's own purchase to tell; never printed.
 */
export function ProfitLevels({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const { levels } = receipt;
  if (levels.length === 0 || (levels.length === 1 && levels[0]?.you)) return null;
  return (
    <Card className="print:hidden">
      <h2 className="font-semibold text-slate-900">{t('receipts.levels.title')}</h2>
      <p className="text-sm text-slate-600">{t('receipts.levels.hint')}</p>
      <ol className="mt-3 flex flex-col divide-y divide-slate-100" data-testid="profit-levels">
        {levels.map((level) => {
          const role = (levelRoles as readonly string[]).includes(level.role) ? level.role : 'other';
          return (
            <li
              key={level.level}
              data-level={level.level}
              className={`flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 ${level.you ? 'font-semibold' : ''}`}
            >
              <span className="min-w-0">
                <span className="block break-words text-slate-900">
                  {level.name || t(`receipts.levels.role.${role}`)}
                  {level.you && <span className="text-brand"> · {t('receipts.levels.you')}</span>}
                </span>
                <span className="text-sm text-slate-600">
                  {level.level === 0 ? t('receipts.levels.buyer') : t('receipts.levels.level', { level: level.level })}
                  {' · '}
                  {t(`receipts.levels.role.${role}`)} ·{' '}
                  {t('receipts.levels.price', { price: formatRupiah(level.price) })}
                </span>
              </span>
              {level.profit !== null && (
                <span className="shrink-0 font-bold whitespace-nowrap text-teal-700 tabular-nums">
                  +{formatRupiah(level.profit)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** What the route adds to share a receipt's text (the referral link, from the referral feature). */
type ShareSlot = (text: string) => ReactNode;

function LoadedReceipt({ receipt, share }: { receipt: Receipt; share?: ShareSlot | undefined }) {
  const { t } = useTranslation();
  const doc = useReceiptDocument(receipt);
  const paperRef = useRef<HTMLElement>(null);
  const lengthMm = usePaperLengthMm(paperRef);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <ReceiptPrintStyle paperWidth={receipt.settings.paper_width} lengthMm={lengthMm} />
      <div className="flex justify-center rounded-2xl bg-slate-200/70 p-3 sm:sticky sm:top-20">
        <ReceiptPaper ref={paperRef} doc={doc} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <LiveStatus receipt={receipt} />
        <Card className="flex flex-col gap-4">
          <PaperWidthToggle value={receipt.settings.paper_width} />
          <ReceiptActions receipt={receipt} doc={doc} {...(share ? { share } : {})} />
        </Card>
        <OwnerFigures receipt={receipt} />
        <ProfitLevels receipt={receipt} />
        {receipt.customer_debt && <CustomerDebtCard refId={receipt.transaction.ref_id} debt={receipt.customer_debt} />}
        <nav aria-label={t('receipts.more')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <Link to={receiptPaths.settings} className="inline-flex min-h-11 items-center text-brand underline">
            {t('receipts.title.settings')}
          </Link>
          <Link to={receiptPaths.history} className="inline-flex min-h-11 items-center text-brand underline">
            {t('receipts.title.history')}
          </Link>
        </nav>
      </div>
    </div>
  );
}

/** `/receipt/prabayar/{refId}` content (RCP-01): the receipt as it prints, its live status and what to do with it. */
export function ReceiptScreen({ refId, share }: { refId: string; share?: ShareSlot }) {
  const { t } = useTranslation();
  const receipt = useReceipt(refId);
  if (receipt.isPending) return <LoadingText label={t('app.loading')} />;
  if (receipt.isError) {
    const notFound = isApiError(receipt.error) && receipt.error.status === 404;
    return (
      <Card className="flex flex-col items-center gap-3 text-center">
        <p className="text-slate-700">{notFound ? t('receipts.not_found') : t('receipts.load_failed')}</p>
        {notFound ? (
          <Link to={receiptPaths.history} className="font-semibold text-brand underline">
            {t('receipts.title.history')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void receipt.refetch()}>
            {t('app.retry')}
          </Button>
        )}
      </Card>
    );
  }
  return <LoadedReceipt receipt={receipt.data} share={share} />;
}
