import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@konter/shared/contracts/accounts';
import { otpVerifyBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notices } from '../../../lib/notices.ts';
import { useSendPhoneOtp } from '../api/send-phone-otp.ts';
import { useVerifyPhoneOtp } from '../api/verify-phone-otp.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { AccountIcon } from './account-icons.tsx';

/** A WhatsApp code is valid this long (ACC-09, §9). */
export const otpValidSeconds = 60;

/**
 * ACC-09: a 6-digit code by WhatsApp. The 60 s validity counts down on screen; resending waits until it ran out.
 * The daily limit (3 sends) and a wrong code are the server's messages.
 */
export function PhoneVerification({ account }: { account: Pick<Account, 'hp' | 'phone_verified_at'> }) {
  const { t, i18n } = useTranslation();
  const send = useSendPhoneOtp();
  const verify = useVerifyPhoneOtp();
  const countdown = useCountdown();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useZodForm({ initial: { code: '' }, labels: { code: 'field.otp_code' } });

  if (account.phone_verified_at) {
    return (
      <InlineNotice kind="success">
        <span className="flex items-center gap-2 font-semibold">
          <Icon name="check" className="size-5 shrink-0" />
          {t('acc.phone_verified_on', {
            phone: formatPhone(account.hp),
            date: formatDateTime(account.phone_verified_at, currentLocale(i18n)) ?? '',
          })}
        </span>
      </InlineNotice>
    );
  }

  const requestCode = () => {
    setSentMessage(null);
    send.mutate(undefined, {
      onSuccess: (message) => {
        setSentMessage(message);
        form.reset({ code: '' });
        countdown.start(otpValidSeconds);
      },
      onError: (error) => form.applyServerError(error),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(otpVerifyBody);
    if (!body) return;
    verify.mutate(body.code, {
      onSuccess: (message) => notices.showSnackbar('success', message),
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <AccountIcon name="whatsapp" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{t('acc.otp_target')}</p>
          <p className="text-lg font-bold text-slate-900 tabular-nums">{formatPhone(account.hp)}</p>
        </div>
      </div>

      {!countdown.started ? (
        <Button onClick={requestCode} disabled={send.isPending} className="w-full">
          {send.isPending ? t('acc.otp_sending') : t('acc.otp_send')}
        </Button>
      ) : (
        <>
          {sentMessage && <InlineNotice kind="success">{sentMessage}</InlineNotice>}
          <p
            className={`text-center text-sm font-medium ${countdown.running ? 'text-slate-700' : 'text-red-700'}`}
            aria-live="polite"
            data-testid="otp-countdown"
          >
            {countdown.running ? t('acc.otp_valid_for', { seconds: countdown.remaining }) : t('acc.otp_expired')}
          </p>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <TextField
              field={form.bind('code')}
              label={t('field.otp_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              filter={digitsOnly}
              autoFocus
              className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
            />
            <Button type="submit" disabled={verify.isPending || !countdown.running} className="w-full">
              {t('acc.otp_verify')}
            </Button>
          </form>
          <Button variant="secondary" onClick={requestCode} disabled={countdown.running || send.isPending}>
            {countdown.running ? t('acc.otp_resend_in', { seconds: countdown.remaining }) : t('acc.otp_resend')}
          </Button>
        </>
      )}
      <p className="text-sm text-slate-600">{t('acc.otp_limit_note')}</p>
    </div>
  );
}
