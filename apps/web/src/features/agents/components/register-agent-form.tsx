import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordMinLength, passwordRecommendedLength } from '@konter/shared/contracts/accounts';
import { registerAgentBody } from '@konter/shared/contracts/agents';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useRegisterAgent, useRegisterMember } from '../api/register-agent.ts';

const empty = { name: '', email: '', phone: '', password: '', password_confirmation: '' };

/**
 * AGT-05: a master registers an agent directly under itself (then opens it); AGT-01, `role="member"`: an agent or
 * a master registers a member under itself, and stays on its list (`onDone`).
 */
export function RegisterAgentForm({ role = 'agent', onDone }: { role?: 'agent' | 'member'; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm({
    initial: empty,
    labels: {
      name: 'field.name',
      email: 'field.email',
      phone: 'field.phone',
      password: 'field.password',
      password_confirmation: 'field.password_confirmation',
    },
  });
  const asAgent = useRegisterAgent();
  const asMember = useRegisterMember();
  const register = role === 'member' ? asMember : asAgent;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(registerAgentBody);
    if (!body) return;
    register.mutate(body, {
      onSuccess: ({ id, message }) => {
        form.reset(empty);
        notices.showSnackbar('success', message);
        if (role === 'member') onDone?.();
        else void navigate(`/agent-center/list-agent/${id}`);
      },
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid={role === 'member' ? 'register-member-form' : 'register-agent-form'}
    >
      <TextField field={form.bind('name')} label={t('field.name')} autoComplete="off" />
      <TextField field={form.bind('email')} label={t('field.email')} type="email" inputMode="email" />
      <TextField field={form.bind('phone')} label={t('field.phone')} type="tel" inputMode="tel" />
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
      <Button type="submit" disabled={register.isPending} className="w-full sm:w-auto sm:self-start">
        {t(role === 'member' ? 'agents.register_member_submit' : 'agents.register_submit')}
      </Button>
    </form>
  );
}
