import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordBody, passwordMinLength, passwordRecommendedLength } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useChangePassword } from '../api/change-password.ts';

const empty = { old_password: '', password: '', password_confirmation: '' };

/** ACC-05: old password right, new one different, at least 6 characters (8 recommended). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm({
    initial: empty,
    labels: {
      old_password: 'field.old_password',
      password: 'field.new_password',
      password_confirmation: 'field.password_confirmation',
    },
  });
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(changePasswordBody);
    if (!body) return;
    change.mutate(body, {
      onSuccess: (message) => {
        form.reset(empty);
        notices.showSnackbar('success', message);
      },
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PasswordField
        field={form.bind('old_password')}
        label={t('field.old_password')}
        autoComplete="current-password"
      />
      <PasswordField
        field={form.bind('password')}
        label={t('field.new_password')}
        autoComplete="new-password"
        hint={t('auth.password_hint', { min: passwordMinLength, recommended: passwordRecommendedLength })}
      />
      <PasswordField
        field={form.bind('password_confirmation')}
        label={t('field.password_confirmation')}
        autoComplete="new-password"
      />
      <p className="text-sm text-slate-600">{t('acc.password_other_devices')}</p>
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto sm:self-start">
        {t('acc.password_save')}
      </Button>
    </form>
  );
}
