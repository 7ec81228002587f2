import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxInvitationsPerRequest } from '@konter/shared/contracts/referral';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notices } from '../../../lib/notices.ts';
import { useSendInvitations } from '../api/send-invitations.ts';

/** REF-01: invitations by e-mail, up to `maxInvitationsPerRequest` addresses at once. */
export function InviteByEmail() {
  const { t } = useTranslation();
  const send = useSendInvitations();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = text
      .split(/[\s,;]+/)
      .map((value) => value.trim())
      .filter(Boolean);
    setError(null);
    send.mutate(emails, {
      onSuccess: (message) => {
        setText('');
        notices.showSnackbar('success', message);
      },
      onError: (failure) => {
        const first = isApiError(failure) ? Object.values(failure.errors ?? {})[0]?.[0] : undefined;
        setError(first ?? (failure instanceof Error ? failure.message : String(failure)));
      },
    });
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-slate-600">{t('ref.email_intro', { max: maxInvitationsPerRequest })}</p>
        <label htmlFor="ref-emails" className="font-medium text-slate-900">
          {t('ref.emails')}
        </label>
        <textarea
          id="ref-emails"
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="ref-emails-hint"
          aria-invalid={error ? true : undefined}
          className="rounded-xl border border-slate-300 px-3 py-2 text-base"
        />
        <p id="ref-emails-hint" className="text-sm text-slate-600">
          {t('ref.emails_hint')}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={send.isPending || !text.trim()} className="w-full sm:w-auto sm:self-start">
          {t('ref.send')}
        </Button>
      </form>
    </Card>
  );
}
