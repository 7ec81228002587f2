import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { pinResetBody, pinStoreBody, pinUpdateBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice, PasswordField } from '../../../components/ui/form-fields.tsx';
import { isApiError, maxPinAttemptsCode } from '../../../lib/api-client.ts';
import type { FieldBinding, ZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useResetPin } from '../api/reset-pin.ts';
import { useStorePin } from '../api/store-pin.ts';
import { useUpdatePin } from '../api/update-pin.ts';
import { PinField } from './form-fields.tsx';

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

/** What the shared PIN form block needs: the submit handler, the new PIN pair and the lock-out message. */
type PinFormState = {
  submit: (event: FormEvent) => void;
  pending: boolean;
  lockout: string | null;
  pin: FieldBinding;
  confirmation: FieldBinding;
};

/**
 * The state of one PIN form (create, change or reset): validated by the shared schema, sent with `mutation`, emptied
 * with a snackbar on success. With `lockout`, a too-many-tries answer is explained next to the form instead of as
 * field errors.
 */
function usePinForm<K extends string, T>({
  initial,
  labels,
  schema,
  mutation,
  lockout: watchLockout = false,
}: {
  initial: Record<K | 'pin' | 'pin_confirmation', string>;
  labels: Record<K | 'pin' | 'pin_confirmation', WebMessageKey>;
  schema: z.ZodType<T>;
  mutation: UseMutationResult<string, Error, T>;
  lockout?: boolean;
}): PinFormState & { form: ZodForm<K | 'pin' | 'pin_confirmation'> } {
  const form = useZodForm({ initial, labels });
  const lockout = useLockout();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(schema);
    if (!body) return;
    if (watchLockout) lockout.clear();
    mutation.mutate(body, {
      onSuccess: (message) => {
        form.reset(initial);
        notices.showSnackbar('success', message);
      },
      onError: (error) => {
        if (!(watchLockout && lockout.check(error))) form.applyServerError(error);
      },
    });
  };

  return {
    form,
    submit,
    pending: mutation.isPending,
    lockout: lockout.lockout,
    pin: form.bind('pin'),
    confirmation: form.bind('pin_confirmation'),
  };
}

/**
 * The block the three PIN forms share: the lock-out notice, the form's own fields (`children`), the new PIN with
 * its confirmation, and the submit button.
 */
function PinFormBlock({
  state,
  label,
  submitLabel,
  children,
}: {
  state: PinFormState;
  label: string;
  submitLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={state.submit} noValidate className="flex flex-col gap-4" aria-label={label}>
      {state.lockout && <InlineNotice kind="error">{state.lockout}</InlineNotice>}
      {children}
      <PinField field={state.pin} label={t('field.new_pin')} hint={t('acc.pin_hint')} autoComplete="new-password" />
      <PinField
        field={withMismatch(state.confirmation, state.pin.value, t('account.pin_confirmation_differs'))}
        label={t('field.pin_confirmation')}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={state.pending} className="w-full sm:w-auto sm:self-start">
        {submitLabel}
      </Button>
    </form>
  );
}

function CreatePinForm() {
  const { t } = useTranslation();
  const store = useStorePin();
  const state = usePinForm({
    initial: { pin: '', pin_confirmation: '' },
    labels: { pin: 'field.pin', pin_confirmation: 'field.pin_confirmation' },
    schema: pinStoreBody,
    mutation: store,
  });
  return <PinFormBlock state={state} label={t('acc.pin_create')} submitLabel={t('acc.pin_create_submit')} />;
}

function ChangePinForm() {
  const { t } = useTranslation();
  const update = useUpdatePin();
  const state = usePinForm({
    initial: { old_pin: '', pin: '', pin_confirmation: '' },
    labels: { old_pin: 'field.old_pin', pin: 'field.new_pin', pin_confirmation: 'field.pin_confirmation' },
    schema: pinUpdateBody,
    mutation: update,
    lockout: true,
  });
  return (
    <PinFormBlock state={state} label={t('acc.pin_change')} submitLabel={t('acc.pin_change_submit')}>
      <PinField field={state.form.bind('old_pin')} label={t('field.old_pin')} autoComplete="current-password" />
    </PinFormBlock>
  );
}

function ResetPinForm() {
  const { t } = useTranslation();
  const reset = useResetPin();
  const state = usePinForm({
    initial: { password: '', pin: '', pin_confirmation: '' },
    labels: { password: 'field.password', pin: 'field.new_pin', pin_confirmation: 'field.pin_confirmation' },
    schema: pinResetBody,
    mutation: reset,
    lockout: true,
  });
  return (
    <PinFormBlock state={state} label={t('acc.pin_reset')} submitLabel={t('acc.pin_reset_submit')}>
      <p className="text-sm text-slate-600">{t('acc.pin_reset_help')}</p>
      <PasswordField field={state.form.bind('password')} label={t('field.password')} autoComplete="current-password" />
    </PinFormBlock>
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
