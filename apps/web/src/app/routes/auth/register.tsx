import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { AccountIcon } from '../../../features/accounts/components/account-icons.tsx';
import { AuthCard } from '../../../features/accounts/components/auth-card.tsx';
import { RegisterForm } from '../../../features/accounts/components/register-form.tsx';
import { ResendVerificationForm } from '../../../features/accounts/components/resend-verification-form.tsx';
import { recordReferralVisit } from '../../../features/referral/api/record-visit.ts';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

/** `/auth/register` (ACC-01); a referral link may carry `?ref=CODE`. Ends by asking to open the e-mail. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { tenant } = useSitePreferences();
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const referral = params.get('ref') ?? params.get('referral') ?? '';
  // REF-01: a visit of the referral link is counted (by the server, once a day per visitor, without a cookie).
  useEffect(() => {
    if (referral) void recordReferralVisit(referral);
  }, [referral]);

  if (done) {
    return (
      <AuthCard
        title={t('auth.check_email_title')}
        subtitle={t('auth.check_email_body', { email: done.email })}
        icon={<AccountIcon name="mail" className="size-6" />}
      >
        <div className="flex flex-col gap-5">
          <InlineNotice kind="success">{done.message}</InlineNotice>
          <ButtonLink to="/auth/login" className="w-full">
            {t('auth.go_to_login')}
          </ButtonLink>
          <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <ResendVerificationForm initialEmail={done.email} />
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.register_title')}
      subtitle={t('auth.register_subtitle', { brand: tenant.brandName })}
      icon={<AccountIcon name="userCard" className="size-6" />}
      footer={
        <p>
          {t('auth.have_account')}{' '}
          <Link to="/auth/login" className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
            {t('auth.login_link')}
          </Link>
        </p>
      }
    >
      <RegisterForm referralCode={referral} onRegistered={setDone} />
    </AuthCard>
  );
}
