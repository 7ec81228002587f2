import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { Bill, PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { postpaidKindOf } from '@konter/shared/contracts/postpaid';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, PasswordField, TextField } from '../../../components/ui/form-fields.tsx';
import { isApiError, maxPinAttemptsCode } from '../../../lib/api-client.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import type { PayBody } from '../api/pay.ts';
import { usePayBill } from '../api/pay.ts';
import { billSummary, kindTexts } from '../bill-summary.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';

/** What confirms a payment: the PIN when the account has one, otherwise the password (as the prepaid screens). */
export type PaymentSecret = 'pin' | 'password';

function secretSchema(secret: PaymentSecret) {
  return z.object({
    pin:
      secret === 'pin'
        ? z
            .string()
            .min(1)
            .refine((value) => /^\d{6}$/.test(value), { params: { messageKey: 'account.pin_format' } })
        : z.string(),
    password: secret === 'password' ? z.string().min(1) : z.string(),
  });
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The confirmation of a bill payment: whose bill, which months, the total; then the PIN (or password). The
 * inquiry's ref_id is the payment's key, so a retry after a lost reply never pays twice. A wrong PIN stays on its
 * field; a bill inquired on an earlier day goes back to the page to be checked again; the rest is the page alert.
 */
export function ConfirmPayment({
  bill,
  secret,
  balance,
  onClose,
  onPaid,
  onInquiryExpired,
}: {
  bill: Bill;
  secret: PaymentSecret;
  /** The deposit balance, when known: a short balance is said before paying. */
  balance: number | null;
  onClose: () => void;
  onPaid: (transaction: PostpaidTransaction) => void;
  /** The server no longer takes this inquiry (checked on an earlier day): check the bill again. */
  onInquiryExpired: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useZodForm({
    initial: { pin: '', password: '' },
    labels: { pin: 'field.pin', password: 'field.password' },
  });
  const [retryError, setRetryError] = useState<string | null>(null);
  const mutation = usePayBill();
  const short = balance !== null && balance < bill.total;

  const handleError = (error: unknown) => {
    if (!isApiError(error)) {
      setRetryError(t('internal_error'));
      return;
    }
    // No answer, or the server failed: the payment may have gone through. Retrying sends the same ref_id.
    if (error.status === 0 || error.status >= 500) {
      setRetryError(error.message);
      return;
    }
    if (error.code === maxPinAttemptsCode) {
      form.setError('pin', error.message);
      return;
    }
    let keepOpen = error.status === 429;
    let expired: string | null = null;
    applyFormError(error, {
      setFieldError: (field, message) => {
        if (field === 'pin' || field === 'password') {
          form.setError(field, message);
          keepOpen = true;
        } else if (field === 'ref_id') {
          expired = message;
        }
      },
    });
    if (expired !== null) {
      onInquiryExpired(expired);
      return;
    }
    if (!keepOpen) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const values = form.validate(secretSchema(secret));
    if (!values) return;
    setRetryError(null);
    const body: PayBody =
      secret === 'pin' ? { ref_id: bill.ref_id, pin: values.pin } : { ref_id: bill.ref_id, password: values.password };
    mutation.mutate(body, { onSuccess: onPaid, onError: handleError });
  };

  return (
    <BottomSheet title={t('postpaid.confirm_title')} onClose={onClose} closable={!mutation.isPending}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={t('postpaid.confirm_title')}
        data-testid="confirm-payment"
      >
        <dl className="divide-y divide-slate-200 rounded-2xl bg-slate-50 px-4 py-1 text-sm">
          {billSummary(bill, t, locale).map((row) => (
            <Row key={row.key} label={row.label} testId={`confirm-${row.key}`}>
              {row.digits ? <span className="tabular-nums">{row.value}</span> : row.value}
            </Row>
          ))}
          <Row label={t('postpaid.total')} testId="confirm-total">
            <span className="text-lg font-extrabold tabular-nums">{formatRupiah(bill.total)}</span>
          </Row>
          {balance !== null && (
            <Row label={t('postpaid.balance')}>
              <span className={`tabular-nums ${short ? 'text-red-700' : ''}`}>{formatRupiah(balance)}</span>
            </Row>
          )}
        </dl>

        {short && (
          <InlineNotice kind="warning">
            {t('deposit.insufficient_balance')}.{' '}
            <Link to="/payment/deposit/topup" className="font-semibold underline">
              {t('postpaid.topup_link')}
            </Link>
          </InlineNotice>
        )}

        {secret === 'pin' ? (
          <TextField
            field={form.bind('pin')}
            label={t('field.pin')}
            type="password"
            inputMode="numeric"
            maxLength={6}
            filter={digitsOnly}
            autoComplete="off"
            autoFocus
            hint={t('postpaid.pin_hint')}
          />
        ) : (
          <PasswordField
            field={form.bind('password')}
            label={t('field.password')}
            autoComplete="current-password"
            autoFocus
          />
        )}

        {retryError && (
          <InlineNotice kind="error">
            {retryError} {t('postpaid.retry_safe')}
          </InlineNotice>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('postpaid.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending} data-testid="pay-button">
            {mutation.isPending
              ? t('postpaid.paying')
              : retryError
                ? t('postpaid.retry')
                : t(kindTexts[postpaidKindOf(bill.type)].pay, { amount: formatRupiah(bill.total) })}
          </Button>
        </div>
      </form>
    </BottomSheet>
  );
}
