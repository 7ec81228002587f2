import type { FormEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { transferBody } from '@konter/shared/contracts/deposits';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { isValidMsisdn, normalizeMsisdn } from '@konter/shared/phone/operators';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, PasswordField, TextField } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { withQueryKey } from '../../../lib/overlay-query.ts';
import { depositKeys } from '../api/deposit-settings.ts';
import type { Receiver } from '../api/search-receiver.ts';
import { searchReceiver, useReceiver } from '../api/search-receiver.ts';
import type { TransferResult } from '../api/transfer-deposit.ts';
import { useTransferDeposit } from '../api/transfer-deposit.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { phoneCharacters } from '../key-filters.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DepositIcon } from './deposit-icons.tsx';

export const transferDialogKey = 'transfer-confirm';

type TransferBody = z.output<typeof transferBody>;

const empty = { hp: '', amount: '', note: '', password: '' };

/** The number as a complete local phone number (08…), or null while it is not one yet. */
function completePhone(value: string): string | null {
  const normalized = normalizeMsisdn(value);
  return normalized && isValidMsisdn(normalized) ? normalized : null;
}

function lookupMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 404 ? error.message : fallback;
}

/** Under the phone field: whose number it is, as the person types (ACC-13). */
function ReceiverStatus({
  hp,
  ownPhone,
  lookup,
}: {
  hp: string | null;
  ownPhone: string;
  lookup: ReturnType<typeof useReceiver>;
}) {
  const { t } = useTranslation();
  if (hp === null) return null;
  if (hp === ownPhone) return <p className="font-medium text-red-700">{t('deposit.transfer_to_self')}</p>;
  if (lookup.isPending) return <p className="text-slate-600">{t('dep.receiver_checking')}</p>;
  if (lookup.isError) {
    return (
      <p className="font-medium text-red-700" data-testid="receiver-error">
        {lookupMessage(lookup.error, t('dep.receiver_lookup_failed'))}
      </p>
    );
  }
  return (
    <p
      className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900"
      data-testid="receiver-name"
    >
      <Icon name="user" className="size-4 shrink-0" />
      <span>
        {t('dep.receiver')}: <strong className="font-semibold">{lookup.data.name}</strong>
      </span>
    </p>
  );
}

/**
 * Deposit transfer (DEP-08): to a registered number (its owner's name shown before sending), an amount in
 * thousands, an optional note and the password; a confirmation that says it cannot be undone; then the receipt.
 */
export function TransferForm({
  balance,
  ownPhone,
  onTransferred,
}: {
  balance: number;
  ownPhone: string;
  onTransferred: (result: TransferResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm({
    initial: empty,
    labels: { hp: 'dep.receiver_phone', amount: 'dep.amount', note: 'dep.note', password: 'field.password' },
  });
  const hp = completePhone(form.values.hp);
  const lookup = useReceiver(hp !== null && hp !== ownPhone ? hp : null);
  const transfer = useTransferDeposit();
  const [pending, setPending] = useState<{ body: TransferBody; receiver: Receiver } | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);
  const [checking, setChecking] = useState(false);

  const dialogInUrl = new URLSearchParams(location.search).get('dialog') === transferDialogKey;
  const dialogOpen = dialogInUrl && pending !== null;

  // Set while our own "back" that closes the dialog is on its way, so the effect below leaves it alone.
  const closing = useRef(false);
  useEffect(() => {
    if (!dialogInUrl) closing.current = false;
  }, [dialogInUrl]);

  // Opened from a bookmark or a reload, the dialog has nothing to confirm: drop the key.
  useEffect(() => {
    if (dialogInUrl && pending === null && !closing.current) {
      void navigate(
        { pathname: location.pathname, search: withQueryKey(location.search, 'dialog', null) },
        { replace: true },
      );
    }
  }, [dialogInUrl, pending, navigate, location.pathname, location.search]);

  const closeDialog = useCallback(() => {
    if (!dialogInUrl || closing.current) return;
    closing.current = true;
    void navigate(-1);
  }, [dialogInUrl, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = digitsOnly(form.values.amount);
    const body = form.validate(transferBody, {
      hp: form.values.hp,
      amount: amount === '' ? undefined : Number(amount),
      note: form.values.note.trim() === '' ? undefined : form.values.note,
      password: form.values.password,
    });
    if (!body) return;
    if (body.hp === ownPhone) {
      form.setError('hp', t('deposit.transfer_to_self'));
      return;
    }
    if (body.amount > balance) {
      form.setError('amount', t('deposit.insufficient_balance'));
      return;
    }
    setChecking(true);
    let receiver: Receiver;
    try {
      receiver = await queryClient.fetchQuery({
        queryKey: depositKeys.receiver(body.hp),
        queryFn: () => searchReceiver(body.hp),
        staleTime: 60_000,
        retry: false,
      });
    } catch (error) {
      form.setError('hp', lookupMessage(error, t('dep.receiver_lookup_failed')));
      return;
    } finally {
      setChecking(false);
    }
    setPending({ body, receiver });
    void navigate({ pathname: location.pathname, search: withQueryKey(location.search, 'dialog', transferDialogKey) });
  };

  const confirm = () => {
    if (!pending) return;
    transfer.mutate(pending.body, {
      onSuccess: ({ result: done }) => {
        setResult(done);
        setPending(null);
        closeDialog();
        form.reset(empty);
        void queryClient.invalidateQueries({ queryKey: depositKeys.transferHistory });
        onTransferred(done);
      },
      onError: (error) => {
        closeDialog();
        form.applyServerError(error);
      },
    });
  };

  if (result) {
    return <TransferReceipt result={result} locale={locale} onAgain={() => setResult(null)} />;
  }

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        aria-label={t('dep.transfer_form')}
      >
        <TextField
          field={form.bind('hp')}
          label={t('dep.receiver_phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={16}
          placeholder={t('auth.phone_placeholder')}
          filter={phoneCharacters}
          status={<ReceiverStatus hp={hp} ownPhone={ownPhone} lookup={lookup} />}
        />
        <TextField
          field={form.bind('amount')}
          label={t('dep.amount')}
          leading="Rp"
          inputMode="numeric"
          maxLength={9}
          autoComplete="off"
          filter={digitsOnly}
          hint={t('dep.transfer_amount_hint', { balance: formatRupiah(balance) })}
        />
        <TextField field={form.bind('note')} label={t('dep.note_optional')} maxLength={100} autoComplete="off" />
        <PasswordField
          field={form.bind('password')}
          label={t('field.password')}
          autoComplete="current-password"
          hint={t('dep.transfer_password_hint')}
        />
        <Button type="submit" disabled={checking || transfer.isPending} className="w-full">
          {checking ? t('dep.receiver_checking') : t('dep.transfer_continue')}
        </Button>
      </form>
      {dialogOpen && pending && (
        <ConfirmDialog
          title={t('dep.transfer_confirm_title')}
          onClose={closeDialog}
          actions={
            <>
              <Button variant="secondary" onClick={closeDialog} disabled={transfer.isPending} data-autofocus>
                {t('dep.cancel')}
              </Button>
              <Button onClick={confirm} disabled={transfer.isPending}>
                {transfer.isPending
                  ? t('dep.sending')
                  : t('dep.transfer_confirm_button', { amount: formatRupiah(pending.body.amount) })}
              </Button>
            </>
          }
        >
          <dl className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-4 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t('dep.receiver')}</dt>
              <dd className="text-right">
                <span className="block font-bold text-slate-900" data-testid="confirm-receiver">
                  {pending.receiver.name}
                </span>
                <span className="text-slate-600 tabular-nums">{formatPhone(pending.receiver.hp)}</span>
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t('dep.amount')}</dt>
              <dd className="text-lg font-extrabold text-slate-900 tabular-nums">
                {formatRupiah(pending.body.amount)}
              </dd>
            </div>
            {pending.body.note && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('dep.note')}</dt>
                <dd className="text-right text-slate-900">{pending.body.note}</dd>
              </div>
            )}
          </dl>
          <p
            className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-950"
            data-testid="cannot-cancel"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {t('dep.transfer_cannot_cancel')}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The receipt of a transfer (DEP-08): receiver, code, date, amount. */
export function TransferReceipt({
  result,
  locale,
  onAgain,
}: {
  result: TransferResult;
  locale: 'id' | 'en' | 'zh';
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="transfer-receipt-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="transfer-receipt"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <DepositIcon name="checkCircle" className="size-8" />
        </span>
        <h2 id="transfer-receipt-title" className="text-lg font-bold text-slate-900">
          {t('dep.transfer_done_title')}
        </h2>
        <p className="text-3xl font-extrabold text-slate-900 tabular-nums">{formatRupiah(result.amount)}</p>
      </div>
      <dl className="divide-y divide-slate-100 text-sm">
        <div className="flex justify-between gap-3 py-2">
          <dt className="text-slate-600">{t('dep.receiver')}</dt>
          <dd className="text-right">
            <span className="block font-semibold text-slate-900">{result.receiver_name}</span>
            <span className="text-slate-600 tabular-nums">{formatPhone(result.receiver_hp)}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-3 py-2">
          <dt className="text-slate-600">{t('dep.transaction_code')}</dt>
          <dd className="font-mono font-semibold text-slate-900" data-testid="transfer-code">
            {result.code}
          </dd>
        </div>
        <div className="flex justify-between gap-3 py-2">
          <dt className="text-slate-600">{t('dep.date')}</dt>
          <dd className="text-slate-900">{formatDateTime(result.date, locale)}</dd>
        </div>
        {result.note && (
          <div className="flex justify-between gap-3 py-2">
            <dt className="text-slate-600">{t('dep.note')}</dt>
            <dd className="text-right text-slate-900">{result.note}</dd>
          </div>
        )}
      </dl>
      <Button variant="secondary" onClick={onAgain}>
        {t('dep.transfer_again')}
      </Button>
    </section>
  );
}
