import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Bill, PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { postpaidKindOf } from '@konter/shared/contracts/postpaid';
import { formatRupiah } from '@konter/shared/money';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import type { ConfirmSecret } from '../../../components/ui/confirm-sheet.tsx';
import {
  AmountRows,
  ConfirmActions,
  SecretField,
  secretRules,
  ShortBalanceNotice,
  triageConfirmFailure,
} from '../../../components/ui/confirm-sheet.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import type { PayBody } from '../api/pay.ts';
import { usePayBill } from '../api/pay.ts';
import { billSummary, kindTexts } from '../bill-summary.ts';
import { useLocale } from '../hooks/use-locale.ts';

/** What confirms a payment: the PIN when the account has one, otherwise the password (as the prepaid screens). */
export type PaymentSecret = ConfirmSecret;

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = usePayBill();

  const handleError = (error: unknown) => {
    const failure = triageConfirmFailure(error, t('internal_error'));
    // No answer, or the server failed: the payment may have gone through. Retrying sends the same ref_id.
    if (failure.kind === 'retry') {
      setRetryError(failure.message);
      return;
    }
    if (failure.kind === 'pin') {
      form.setError('pin', failure.message);
      return;
    }
    if (failure.kind === 'app') {
      applyFormError(failure.error);
      onClose();
      return;
    }
    const apiError = failure.error;
    let shownOnField = false;
    let expired: string | null = null;
    applyFormError(apiError, {
      alert: false,
      setFieldError: (field, message) => {
        if (field === 'pin' || field === 'password') {
          form.setError(field, message);
          shownOnField = true;
        } else if (field === 'ref_id') {
          expired = message;
        }
      },
    });
    if (expired !== null) {
      onInquiryExpired(expired);
      return;
    }
    // A 429 already has the app's snackbar (it says when to try again); the sheet stays open for the retry.
    if (!shownOnField && apiError.status !== 429) setRefusal(apiError.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const values = form.validate(z.object(secretRules(secret)));
    if (!values) return;
    setRetryError(null);
    setRefusal(null);
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
            <DetailRow key={row.key} label={row.label} testId={`confirm-${row.key}`}>
              {row.digits ? <span className="tabular-nums">{row.value}</span> : row.value}
            </DetailRow>
          ))}
          <AmountRows
            amountLabel={t('postpaid.total')}
            amountTestId="confirm-total"
            amount={bill.total}
            balanceLabel={t('postpaid.balance')}
            balance={balance}
          />
        </dl>

        <ShortBalanceNotice amount={bill.total} balance={balance} topupLabel={t('postpaid.topup_link')} />

        <SecretField
          secret={secret}
          pin={form.bind('pin')}
          password={form.bind('password')}
          pinHint={t('postpaid.pin_hint')}
        />

        <ConfirmActions
          pending={mutation.isPending}
          retryError={retryError}
          refusal={refusal}
          onClose={onClose}
          texts={{
            retrySafe: t('postpaid.retry_safe'),
            cancel: t('postpaid.cancel'),
            paying: t('postpaid.paying'),
            retry: t('postpaid.retry'),
            pay: t(kindTexts[postpaidKindOf(bill.type)].pay, { amount: formatRupiah(bill.total) }),
          }}
        />
      </form>
    </BottomSheet>
  );
}
