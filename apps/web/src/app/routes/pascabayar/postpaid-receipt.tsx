import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PostpaidReceipt } from '@konter/shared/contracts/postpaid';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { usePostpaidReceipt } from '../../../features/postpaid/api/receipt.ts';
import { postpaidPath } from '../../../features/postpaid/paths.ts';
import { PaperWidthToggle } from '../../../features/receipts/components/paper-width-toggle.tsx';
import { ReceiptActions } from '../../../features/receipts/components/receipt-actions.tsx';
import { ReceiptPageFrame } from '../../../features/receipts/components/receipt-page-frame.tsx';
import { ReceiptPaper } from '../../../features/receipts/components/receipt-paper.tsx';
import { ReceiptPrintStyle, usePaperLengthMm } from '../../../features/receipts/components/receipt-print-style.tsx';
import { LiveStatus, OwnerFigures, ProfitLevels } from '../../../features/receipts/components/receipt-screen.tsx';
import { receiptPaths } from '../../../features/receipts/paths.ts';
import { ShareWithReferral } from '../../../features/referral/components/share-with-referral.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePostpaidReceiptDocument } from './postpaid-receipt-document.ts';

/**
 * The bill receipt beside its controls, as the prepaid receipt: the paper as it prints, its live status, paper
 * width, print / PDF / thermal printer / WhatsApp, and the owner's own figures and the profit per level (AGT-01, an
 * upline reading a bill paid under it) outside the paper.
 */
function LoadedPostpaidReceipt({ receipt }: { receipt: PostpaidReceipt }) {
  const { t } = useTranslation();
  const doc = usePostpaidReceiptDocument(receipt);
  const printable = usePostpaidReceiptDocument(receipt, { forPrinter: true });
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
          <ReceiptActions
            receipt={receipt}
            doc={doc}
            printable={printable}
            share={(text) => <ShareWithReferral text={text} title={doc.title} />}
          />
        </Card>
        <OwnerFigures receipt={receipt} />
        <ProfitLevels receipt={receipt} />
        <nav aria-label={t('receipts.more')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <Link to={receiptPaths.settings} className="inline-flex min-h-11 items-center text-brand underline">
            {t('receipts.title.settings')}
          </Link>
          <Link
            to={postpaidPath(receipt.transaction.bill.type)}
            className="inline-flex min-h-11 items-center text-brand underline"
          >
            {t('postpaid.receipt.back')}
          </Link>
        </nav>
      </div>
    </div>
  );
}

function PostpaidReceiptScreen({ refId }: { refId: string }) {
  const { t } = useTranslation();
  const receipt = usePostpaidReceipt(refId);
  if (receipt.isPending) return <LoadingText label={t('app.loading')} />;
  if (receipt.isError) {
    const notFound = isApiError(receipt.error) && receipt.error.status === 404;
    return (
      <Card className="flex flex-col items-center gap-3 text-center">
        <p className="text-slate-700">{t(notFound ? 'postpaid.receipt.not_found' : 'postpaid.receipt.load_failed')}</p>
        {notFound ? (
          <Link to="/pascabayar" className="font-semibold text-brand underline">
            {t('postpaid.receipt.back')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void receipt.refetch()}>
            {t('app.retry')}
          </Button>
        )}
      </Card>
    );
  }
  return <LoadedPostpaidReceipt receipt={receipt.data} />;
}

/** `/receipt/pascabayar/{id}` (NAV-14, RCP-01): the receipt of one bill payment. */
export function PostpaidReceiptPage() {
  const { t } = useTranslation();
  const { refId = '' } = useParams();
  return (
    <ReceiptPageFrame title={t('postpaid.title.receipt')} description={t('receipts.page_intro')}>
      <PostpaidReceiptScreen key={refId} refId={refId} />
    </ReceiptPageFrame>
  );
}
