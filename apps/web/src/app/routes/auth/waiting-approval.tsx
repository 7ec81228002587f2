import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '@konter/shared/contracts/accounts';
import { accountKeys } from '../../../features/accounts/api/account.ts';
import { AccountIcon } from '../../../features/accounts/components/account-icons.tsx';
import { AuthCard } from '../../../features/accounts/components/auth-card.tsx';
import { WaitingApproval } from '../../../features/accounts/components/waiting-approval.tsx';
import { safeRedirect, startSession } from '../../../features/accounts/session/session.ts';
import { setLoggedIn } from '../../../lib/session.ts';

/** `/auth/waiting-approval?request=…`: a new device waits for a trusted one to approve its login (ACC-08). */
export function WaitingApprovalPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestId = params.get('request');
  const redirect = safeRedirect(params.get('redirect'));

  const approved = useCallback(
    (account: Account | undefined) => {
      if (account) {
        startSession(queryClient, account);
      } else {
        setLoggedIn(true);
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      }
      void navigate(redirect, { replace: true });
    },
    [navigate, queryClient, redirect],
  );

  if (!requestId) return <Navigate to="/auth/login" replace />;

  return (
    <AuthCard
      title={t('auth.approval_title')}
      subtitle={t('auth.approval_subtitle')}
      icon={<AccountIcon name="shield" className="size-6" />}
    >
      <WaitingApproval requestId={requestId} onApproved={approved} />
    </AuthCard>
  );
}
