import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordMinLength, passwordRecommendedLength, resetPasswordBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice, PasswordField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** ACC-03: a new password from the link of the reset e-mail; the token travels in the link's query. */
export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const form = useZodForm({
    initial: { password: '', password_confirmation: '' },
    labels: { password: 'field.new_password', password_confirmation: 'field.password_confirmation' },
  });
  const reset = useResetPassword();

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <InlineNotice kind="error">{t('auth.reset_missing_token')}</InlineNotice>
        <Link to="/auth/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-brand">
          {t('auth.request_new_link')}
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(resetPasswordBody, { ...form.values, token });
    if (!body) return;
    reset.mutate(body, { onSuccess: onDone, onError: (error) => form.applyServerError(error) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PasswordField
        field={form.bind('password')}
        label={t('field.new_password')}
        autoComplete="new-password"
        hint={t('auth.password_hint', { min: passwordMinLength, recommended: passwordRecommendedLength })}
        autoFocus
      />
      <PasswordField
        field={form.bind('password_confirmation')}
        label={t('field.password_confirmation')}
        autoComplete="new-password"
      />
      {form.errors.form && <InlineNotice kind="error">{form.errors.form}</InlineNotice>}
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {t('auth.save_new_password')}
      </Button>
    </form>
  );
}
