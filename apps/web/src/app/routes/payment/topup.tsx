import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useDepositSettings } from '../../../features/deposits/api/deposit-settings.ts';
import { DepositPage } from '../../../features/deposits/components/deposit-page.tsx';
import { depositPagePaths } from '../../../features/deposits/components/payment-instructions.tsx';
import { TopUpForm } from '../../../features/deposits/components/top-up-form.tsx';

/** `/payment/deposit/topup` (DEP-03..DEP-07): choose an amount and a method, then pay. */
export function TopUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const settings = useDepositSettings();
  if (!account) return null;
  const allowed = account.permission.includes('deposit.topup');
  return (
    <DepositPage
      title={t('dep.topup_title')}
      description={t('dep.topup_intro', { balance: formatRupiah(account.deposit) })}
    >
      {!allowed ? (
        <InlineNotice kind="warning">{t('dep.topup_not_allowed')}</InlineNotice>
      ) : settings.data ? (
        <TopUpForm
          settings={settings.data}
          onCreated={(deposit) => void navigate(depositPagePaths.instructions(deposit.code))}
        />
      ) : settings.isError ? (
        <InlineNotice kind="error">{t('dep.settings_failed')}</InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </DepositPage>
  );
}
