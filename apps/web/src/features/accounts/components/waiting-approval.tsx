import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@konter/shared/contracts/accounts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLoginRequest } from '../api/login-request.ts';
import { AccountIcon } from './account-icons.tsx';

/**
 * ACC-08: this device logged in with the right password but is new, so a trusted device must approve it. The
 * request is asked about every 2 s without the global indicator; on approval the session cookie is already set.
 */
export function WaitingApproval({
  requestId,
  onApproved,
}: {
  requestId: string;
  onApproved: (account: Account | undefined) => void;
}) {
  const { t } = useTranslation();
  const request = useLoginRequest(requestId);
  const status = request.isError ? 'expired' : (request.data?.status ?? 'pending');
  const account = request.data?.account;

  useEffect(() => {
    if (status === 'approved') onApproved(account);
  }, [status, account, onApproved]);

  if (status === 'rejected' || status === 'expired') {
    return (
      <div className="flex flex-col gap-4">
        <InlineNotice kind="error">
          {status === 'rejected' ? t('auth.approval_rejected') : t('auth.approval_expired')}
        </InlineNotice>
        <ButtonLink to="/auth/login" className="w-full">
          {t('auth.back_to_login')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950"
      >
        {status === 'approved' ? (
          <Spinner className="size-6 shrink-0" />
        ) : (
          <AccountIcon name="hourglass" className="size-6 shrink-0 animate-pulse" />
        )}
        <p className="font-medium">{status === 'approved' ? t('auth.approval_done') : t('auth.approval_waiting')}</p>
      </div>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-[0.95rem] text-slate-700">
        <li>{t('auth.approval_step_open')}</li>
        <li>{t('auth.approval_step_devices')}</li>
        <li>{t('auth.approval_step_accept')}</li>
      </ol>
      <p className="text-sm text-slate-600">{t('auth.approval_auto')}</p>
      <ButtonLink to="/auth/login" variant="secondary" className="w-full">
        {t('auth.approval_cancel')}
      </ButtonLink>
    </div>
  );
}
