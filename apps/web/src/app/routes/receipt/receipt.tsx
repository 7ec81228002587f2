import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReceiptPageFrame } from '../../../features/receipts/components/receipt-page-frame.tsx';
import { ReceiptScreen } from '../../../features/receipts/components/receipt-screen.tsx';
import { ShareWithReferral } from '../../../features/referral/components/share-with-referral.tsx';

/**
 * `/receipt/prabayar/{refId}` (NAV-14, RCP-01): the receipt of one prepaid transaction, shared with the account's
 * referral link (REF-01).
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { refId = '' } = useParams();
  return (
    <ReceiptPageFrame title={t('receipts.title.receipt')} description={t('receipts.page_intro')}>
      <ReceiptScreen
        key={refId}
        refId={refId}
        share={(text) => <ShareWithReferral text={text} title={t('receipts.title.receipt')} />}
      />
    </ReceiptPageFrame>
  );
}
