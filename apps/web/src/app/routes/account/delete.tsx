import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { DeleteAccountForm } from '../../../features/accounts/components/delete-account-form.tsx';
import { endSession, loginPagePath } from '../../../features/accounts/session/session.ts';
import { notices } from '../../../lib/notices.ts';

/** `/account/delete` (ACC-10). The session ends with the account, after leaving this member page. */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <PageFrame title={t('acc.delete')} description={t('acc.delete_intro')}>
      <DeleteAccountForm
        account={account}
        onDeleted={(message) => {
          notices.showSnackbar('success', message);
          // The session ends under the member page (its guard leaves that to us), then the login page, where the
          // message (log in within 7 days to restore the account) stays: a visitor's `/` is the server's page, and
          // loading it would drop the message with the app.
          endSession(queryClient);
          void navigate(loginPagePath, { replace: true });
        }}
      />
    </PageFrame>
  );
}
