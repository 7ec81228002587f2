import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatRupiah } from '@konter/shared/money';
import { regex, required } from '@konter/shared/validation/rules';
import type { ApiError } from '../../lib/api-client.ts';
import { isApiError, maxPinAttemptsCode } from '../../lib/api-client.ts';
import type { FieldBinding } from '../../lib/forms/use-zod-form.ts';
import { Button } from './button.tsx';
import { DetailRow } from './detail-row.tsx';
import { digitsOnly, InlineNotice, PasswordField, TextField } from './form-fields.tsx';

/*
 * The parts every "confirm and pay" form shares (a prepaid purchase, a bill payment, a spreadsheet's rows): the
 * amount and balance rows, the short-balance warning, the PIN or password, and the buttons with the safe-retry
 * message. Each form keeps its own wording (a purchase and a bill say "retry is safe" differently), so the texts come
 * in translated.
 */

/** The known balance does not cover the amount. */
const isShort = (amount: number, balance: number | null) => balance !== null && balance < amount;

/** The amount to pay, and the balance beside it (red when it does not cover the amount). */
export function AmountRows({
  amountLabel,
  amountTestId,
  amount,
  balanceLabel,
  balance,
}: {
  amountLabel: string;
  amountTestId: string;
  amount: number;
  balanceLabel: string;
  balance: number | null;
}) {
  return (
    <>
      <DetailRow label={amountLabel} testId={amountTestId}>
        <span className="text-lg font-extrabold tabular-nums">{formatRupiah(amount)}</span>
      </DetailRow>
      {balance !== null && (
        <DetailRow label={balanceLabel}>
          <span className={`tabular-nums ${isShort(amount, balance) ? 'text-red-700' : ''}`}>
            {formatRupiah(balance)}
          </span>
        </DetailRow>
      )}
    </>
  );
}

/** Said before paying when the known balance does not cover the amount, with the way to top up; nothing otherwise. */
export function ShortBalanceNotice({
  amount,
  balance,
  topupLabel,
}: {
  amount: number;
  balance: number | null;
  topupLabel: string;
}) {
  const { t } = useTranslation();
  if (!isShort(amount, balance)) return null;
  return (
    <InlineNotice kind="warning">
      {t('deposit.insufficient_balance')}.{' '}
      <Link to="/payment/deposit/topup" className="font-semibold underline">
        {topupLabel}
      </Link>
    </InlineNotice>
  );
}

/** What confirms a payment: the 6-digit PIN when the account must use it, otherwise the password. */
export type ConfirmSecret = 'pin' | 'password';

/** The rules of the PIN and password fields, in the server's terms: the one asked for is present (a PIN of 6 digits). */
export function secretRules(secret: ConfirmSecret | 'none') {
  return {
    pin: secret === 'pin' ? z.string().check(required(), regex(/^\d{6}$/, 'account.pin_format')) : z.string(),
    password: secret === 'password' ? z.string().min(1) : z.string(),
  };
}

/** The PIN or the password field, as the sheet asks for it. */
export function SecretField({
  secret,
  pin,
  password,
  pinHint,
  passwordHint,
  autoFocus = true,
}: {
  secret: ConfirmSecret;
  pin: FieldBinding;
  password: FieldBinding;
  pinHint?: string;
  passwordHint?: string;
  /** A sheet opens on the field; a form further down a page (the bulk results) leaves the reader where they are. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return secret === 'pin' ? (
    <TextField
      field={pin}
      label={t('field.pin')}
      type="password"
      inputMode="numeric"
      maxLength={6}
      filter={digitsOnly}
      autoComplete="off"
      autoFocus={autoFocus}
      hint={pinHint}
    />
  ) : (
    <PasswordField
      field={password}
      label={t('field.password')}
      autoComplete="current-password"
      autoFocus={autoFocus}
      hint={passwordHint}
    />
  );
}

/**
 * How a sheet answers a failed request, before its own fields: no answer or a server failure may have gone through,
 * so it offers the same request again (`retry`); too many wrong PINs belong under the PIN (`pin`); a 401 (the
 * session ends) or a 403 (the app's snackbar says why) is the app's, and the sheet closes (`app`); anything else is
 * the sheet's to place (`api`), in the sheet.
 */
export type ConfirmFailure =
  | { kind: 'retry'; message: string }
  | { kind: 'pin'; message: string }
  | { kind: 'app'; error: ApiError }
  | { kind: 'api'; error: ApiError };

export function triageConfirmFailure(error: unknown, internalError: string): ConfirmFailure {
  if (!isApiError(error)) return { kind: 'retry', message: internalError };
  if (error.status === 0 || error.status >= 500) return { kind: 'retry', message: error.message };
  if (error.code === maxPinAttemptsCode) return { kind: 'pin', message: error.message };
  if (error.status === 401 || error.status === 403) return { kind: 'app', error };
  return { kind: 'api', error };
}

/** The retry message, then Cancel and Pay; Pay says "retry" after an unanswered attempt. */
export function ConfirmActions({
  pending,
  blocked = false,
  retryError,
  refusal = null,
  onClose,
  texts,
}: {
  pending: boolean;
  /** Pay is held back (a check still running). */
  blocked?: boolean;
  retryError: string | null;
  /**
   * Why the server refused (balance too low, bought today already, …): shown right above the button just tapped
   * and announced, with the sheet left open. Closing the sheet would put it out of sight at the top of the page.
   */
  refusal?: string | null;
  onClose: () => void;
  texts: { retrySafe: string; cancel: string; paying: string; retry: string; pay: string };
}) {
  return (
    <>
      {refusal && (
        <InlineNotice kind="error">
          <span data-testid="confirm-refusal">{refusal}</span>
        </InlineNotice>
      )}
      {retryError && (
        <InlineNotice kind="error">
          {retryError} {texts.retrySafe}
        </InlineNotice>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={pending || blocked} data-testid="pay-button">
          {pending ? texts.paying : retryError ? texts.retry : texts.pay}
        </Button>
      </div>
    </>
  );
}
