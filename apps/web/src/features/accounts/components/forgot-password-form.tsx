import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** ACC-03: asks for a reset link by e-mail. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm({ initial: { email: '' }, labels: { email: 'field.email' } });
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(emailBody);
    if (!body) return;
    forgot.mutate(body.email, { onError: (error) => form.applyServerError(error) });
  };

  if (forgot.isSuccess) return <InlineNotice kind="success">{forgot.data}</InlineNotice>;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        field={form.bind('email')}
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus
      />
      <Button type="submit" disabled={forgot.isPending} className="w-full">
        {t('auth.send_reset_link')}
      </Button>
    </form>
  );
}
