import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useTopUp } from '../../../features/deposits/api/top-up.ts';
import { DepositPage } from '../../../features/deposits/components/deposit-page.tsx';
import { PaymentInstructions } from '../../../features/deposits/components/payment-instructions.tsx';
import { depositCodeOrNull } from '../../../features/deposits/last-top-up.ts';
import { useBalanceAfterPaid } from './use-refresh-balances.ts';

/**
 * `/payment/deposit/topup/:code` (DEP-06, DEP-07): how to pay a top-up, with its status live (polled while
 * pending); once paid, the account reloads so the header balance rises without a reload.
 */
export function TopUpInstructionsPage() {
  const { t } = useTranslation();
  const { code: param } = useParams();
  const code = depositCodeOrNull(param);
  const { onPaid, balance } = useBalanceAfterPaid();
  const topUp = useTopUp(code, { onPaid });
  return (
    <DepositPage
      title={t(
        topUp.data && topUp.data.status !== 'pending' ? 'dep.instructions_title_done' : 'dep.instructions_title',
      )}
    >
      {topUp.data ? (
        <PaymentInstructions deposit={topUp.data} balance={balance} />
      ) : code === null || topUp.isError ? (
        <InlineNotice kind="error">{t('deposit.not_found')}</InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </DepositPage>
  );
}
