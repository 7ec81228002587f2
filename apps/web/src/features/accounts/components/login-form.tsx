import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Account } from '@konter/shared/contracts/accounts';
import { loginBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useLogin } from '../api/login.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';

/**
 * Phone or e-mail plus password (ACC-02). Server messages land on the form (wrong password on the password field,
 * the rest as an alert); an unverified e-mail gets a way to resend the link.
 */
export function LoginForm({
  onAuthenticated,
  onApprovalRequired,
}: {
  onAuthenticated: (account: Account, restored: boolean) => void;
  onApprovalRequired: (requestId: string) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm({
    initial: { login: '', password: '' },
    labels: { login: 'field.login', password: 'field.password' },
  });
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(loginBody);
    if (!body) return;
    setUnverifiedEmail(null);
    login.mutate(body, {
      onSuccess: (result) => {
        if (result.status === 'authenticated') onAuthenticated(result.account, result.restored);
        else onApprovalRequired(result.requestId);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'email_not_verified') {
          setUnverifiedEmail(body.login.includes('@') ? body.login : '');
        }
        form.applyServerError(error);
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          field={form.bind('login')}
          label={t('field.login')}
          autoComplete="username"
          placeholder={t('auth.login_placeholder')}
          autoFocus
        />
        <PasswordField field={form.bind('password')} label={t('field.password')} autoComplete="current-password" />
        <div className="-mt-2 flex justify-end">
          <Link
            to="/auth/forgot-password"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
          >
            {t('auth.forgot_link')}
          </Link>
        </div>
        <Button type="submit" disabled={login.isPending} className="w-full">
          <Icon name="login" className="size-5" />
          {login.isPending ? t('auth.logging_in') : t('auth.login_button')}
        </Button>
      </form>
      {unverifiedEmail !== null && (
        <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <ResendVerificationForm initialEmail={unverifiedEmail} />
        </div>
      )}
    </div>
  );
}
