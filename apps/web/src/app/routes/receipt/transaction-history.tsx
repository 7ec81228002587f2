import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { HistoryTabs, TransactionHistory } from '../../../features/receipts/components/transaction-history.tsx';

/** `/account/transaksi-history/prabayar`: the prepaid transactions, each leading to its receipt. */
export function PrepaidHistoryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('receipts.title.history')} description={t('receipts.history.intro')}>
      <HistoryTabs kind="prabayar" />
      <TransactionHistory />
    </PageFrame>
  );
}

/** `/account/transaksi-history/pascabayar` (NAV-11): the paid bills, each leading to its receipt. */
export function PostpaidHistoryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('receipts.title.history')} description={t('receipts.history.intro_postpaid')}>
      <HistoryTabs kind="pascabayar" />
      <TransactionHistory kind="pascabayar" />
    </PageFrame>
  );
}
