import { useTranslation } from 'react-i18next';
import { DepositHistoryList } from '../../../features/deposits/components/deposit-history-list.tsx';
import { DepositPage } from '../../../features/deposits/components/deposit-page.tsx';

/** `/payment/deposit/history` (DEP-03): the person's top-ups with their status. */
export function DepositHistoryPage() {
  const { t } = useTranslation();
  return (
    <DepositPage title={t('dep.history_title')}>
      <DepositHistoryList />
    </DepositPage>
  );
}
