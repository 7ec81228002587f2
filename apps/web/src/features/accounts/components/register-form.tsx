import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordMinLength, passwordRecommendedLength, registerBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useRegister } from '../api/register.ts';

/**
 * Registration (ACC-01): full name, e-mail, phone, password and confirmation, optional referral code. Rules are the
 * server's own schema; a taken e-mail or phone comes back on its field.
 */
export function RegisterForm({
  referralCode = '',
  onRegistered,
}: {
  referralCode?: string;
  onRegistered: (result: { email: string; message: string }) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm({
    initial: {
      name: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      referral_code: referralCode,
    },
    labels: {
      name: 'field.name',
      email: 'field.email',
      phone: 'field.phone',
      password: 'field.password',
      password_confirmation: 'field.password_confirmation',
      referral_code: 'field.referral_code',
    },
  });
  const register = useRegister();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(registerBody);
    if (!body) return;
    register.mutate(body, {
      onSuccess: (message) => onRegistered({ email: body.email, message }),
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField field={form.bind('name')} label={t('field.name')} autoComplete="name" autoFocus />
      <TextField
        field={form.bind('email')}
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        field={form.bind('phone')}
        label={t('field.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('auth.phone_placeholder')}
        hint={t('auth.phone_hint')}
      />
      <PasswordField
        field={form.bind('password')}
        label={t('field.password')}
        autoComplete="new-password"
        hint={t('auth.password_hint', { min: passwordMinLength, recommended: passwordRecommendedLength })}
      />
      <PasswordField
        field={form.bind('password_confirmation')}
        label={t('field.password_confirmation')}
        autoComplete="new-password"
      />
      <TextField
        field={form.bind('referral_code')}
        label={t('field.referral_code_optional')}
        autoComplete="off"
        maxLength={32}
      />
      <p className="text-sm text-slate-600">{t('auth.register_terms')}</p>
      <Button type="submit" disabled={register.isPending} className="w-full">
        {register.isPending ? t('auth.registering') : t('auth.register_button')}
      </Button>
    </form>
  );
}
