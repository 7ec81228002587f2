import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pinResetBody, pinStoreBody, pinUpdateBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError, maxPinAttemptsCode } from '../../../lib/api-client.ts';
import { notices } from '../../../lib/notices.ts';
import { useResetPin } from '../api/reset-pin.ts';
import { useStorePin } from '../api/store-pin.ts';
import { useUpdatePin } from '../api/update-pin.ts';
import type { FieldBinding } from '../forms/use-zod-form.ts';
import { useZodForm } from '../forms/use-zod-form.ts';
import { InlineNotice, PasswordField, PinField } from './form-fields.tsx';

const pinLength = 6;

/**
 * The confirmation says it differs as soon as both are complete, before anything is sent (ACC-07): a PIN is
 * typed blind, and learning about a slip only after the round trip costs a try.
 */
function withMismatch(binding: FieldBinding, pin: string, message: string): FieldBinding {
  const mismatch = binding.value.length === pinLength && pin.length === pinLength && binding.value !== pin;
  return mismatch && !binding.error ? { ...binding, error: message } : binding;
}

/**
 * A 429 'maximum PIN attempts' gets no snackbar from the client (PLT-06); the lock-out is explained here, next to
 * the form, instead.
 */
function useLockout() {
  const [lockout, setLockout] = useState<string | null>(null);
  return {
    lockout,
    clear: () => setLockout(null),
    check: (error: unknown) => {
      if (isApiError(error) && (error.code === maxPinAttemptsCode || error.status === 429)) {
        setLockout(error.message);
        return true;
      }
      return false;
    },
  };
}

function CreatePinForm() {
  const { t } = useTranslation();
  const empty = { pin: '', pin_confirmation: '' };
  const form = useZodForm({ initial: empty, labels: { pin: 'field.pin', pin_confirmation: 'field.pin_confirmation' } });
  const store = useStorePin();
  const differs = t('account.pin_confirmation_differs');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(pinStoreBody);
    if (!body) return;
    store.mutate(body, {
      onSuccess: (message) => {
        form.reset(empty);
        notices.showSnackbar('success', message);
      },
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('acc.pin_create')}>
      <PinField
        field={form.bind('pin')}
        label={t('field.new_pin')}
        hint={t('acc.pin_hint')}
        autoComplete="new-password"
      />
      <PinField
        field={withMismatch(form.bind('pin_confirmation'), form.values.pin, differs)}
        label={t('field.pin_confirmation')}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={store.isPending} className="w-full sm:w-auto sm:self-start">
        {t('acc.pin_create_submit')}
      </Button>
    </form>
  );
}

function ChangePinForm() {
  const { t } = useTranslation();
  const empty = { old_pin: '', pin: '', pin_confirmation: '' };
  const form = useZodForm({
    initial: empty,
    labels: { old_pin: 'field.old_pin', pin: 'field.new_pin', pin_confirmation: 'field.pin_confirmation' },
  });
  const update = useUpdatePin();
  const lockout = useLockout();
  const differs = t('account.pin_confirmation_differs');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(pinUpdateBody);
    if (!body) return;
    lockout.clear();
    update.mutate(body, {
      onSuccess: (message) => {
        form.reset(empty);
        notices.showSnackbar('success', message);
      },
      onError: (error) => {
        if (!lockout.check(error)) form.applyServerError(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('acc.pin_change')}>
      {lockout.lockout && <InlineNotice kind="error">{lockout.lockout}</InlineNotice>}
      <PinField field={form.bind('old_pin')} label={t('field.old_pin')} autoComplete="current-password" />
      <PinField
        field={form.bind('pin')}
        label={t('field.new_pin')}
        hint={t('acc.pin_hint')}
        autoComplete="new-password"
      />
      <PinField
        field={withMismatch(form.bind('pin_confirmation'), form.values.pin, differs)}
        label={t('field.pin_confirmation')}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto sm:self-start">
        {t('acc.pin_change_submit')}
      </Button>
    </form>
  );
}

function ResetPinForm() {
  const { t } = useTranslation();
  const empty = { password: '', pin: '', pin_confirmation: '' };
  const form = useZodForm({
    initial: empty,
    labels: { password: 'field.password', pin: 'field.new_pin', pin_confirmation: 'field.pin_confirmation' },
  });
  const reset = useResetPin();
  const lockout = useLockout();
  const differs = t('account.pin_confirmation_differs');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(pinResetBody);
    if (!body) return;
    lockout.clear();
    reset.mutate(body, {
      onSuccess: (message) => {
        form.reset(empty);
        notices.showSnackbar('success', message);
      },
      onError: (error) => {
        if (!lockout.check(error)) form.applyServerError(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('acc.pin_reset')}>
      {lockout.lockout && <InlineNotice kind="error">{lockout.lockout}</InlineNotice>}
      <p className="text-sm text-slate-600">{t('acc.pin_reset_help')}</p>
      <PasswordField field={form.bind('password')} label={t('field.password')} autoComplete="current-password" />
      <PinField
        field={form.bind('pin')}
        label={t('field.new_pin')}
        hint={t('acc.pin_hint')}
        autoComplete="new-password"
      />
      <PinField
        field={withMismatch(form.bind('pin_confirmation'), form.values.pin, differs)}
        label={t('field.pin_confirmation')}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={reset.isPending} className="w-full sm:w-auto sm:self-start">
        {t('acc.pin_reset_submit')}
      </Button>
    </form>
  );
}

/** ACC-07: create a PIN when there is none; otherwise change it, or replace a forgotten one with the password. */
export function PinManager({ hasPin }: { hasPin: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'change' | 'reset'>('change');
  if (!hasPin) return <CreatePinForm />;
  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label={t('acc.pin')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {(['change', 'reset'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={tab === option}
            onClick={() => setTab(option)}
            className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${
              tab === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {option === 'change' ? t('acc.pin_change') : t('acc.pin_forgot')}
          </button>
        ))}
      </div>
      {tab === 'change' ? <ChangePinForm /> : <ResetPinForm />}
    </div>
  );
}
