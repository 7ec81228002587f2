import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** Asks for a new verification link (ACC-01); the answer never tells whether the address is registered. */
export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const form = useZodForm({ initial: { email: initialEmail }, labels: { email: 'field.email' } });
  const resend = useResendVerification();
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(emailBody);
    if (!body) return;
    setSent(null);
    resend.mutate(body.email, {
      onSuccess: setSent,
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('auth.resend_title')}>
      <h2 className="text-base font-semibold text-slate-900">{t('auth.resend_title')}</h2>
      <TextField
        field={form.bind('email')}
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <Button type="submit" variant="secondary" disabled={resend.isPending}>
        {t('auth.resend_button')}
      </Button>
      {sent && <InlineNotice kind="success">{sent}</InlineNotice>}
    </form>
  );
}
