import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';

/**
 * Opens the link of the verification e-mail: sends its token once (StrictMode mounts twice; a token works once)
 * and says how it went, with the way forward either way.
 */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token || verify.isError) {
    return (
      <div className="flex flex-col gap-5">
        <InlineNotice kind="error">{verify.error?.message ?? t('auth.verify_missing_token')}</InlineNotice>
        <ResendVerificationForm />
      </div>
    );
  }
  if (verify.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <InlineNotice kind="success">{verify.data}</InlineNotice>
        <ButtonLink to="/auth/login" className="w-full">
          <Icon name="login" className="size-5" />
          {t('auth.go_to_login')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 py-4 text-slate-600">
      <Spinner className="size-6" />
      {t('auth.verifying')}
    </div>
  );
}
