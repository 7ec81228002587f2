import type { FormEvent, ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, DepositSettingsResponse } from '@konter/shared/contracts/deposits';
import { topUpBody } from '@konter/shared/contracts/deposits';
import { smallestTopUp, validateTopUpAmount } from '@konter/shared/fees/deposit-fees';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useCreateTopUp } from '../api/create-top-up.ts';
import { methodLabel, providerLabel } from '../format.ts';
import { depositNameCharacters } from '../key-filters.ts';
import { rememberLastTopUp } from '../last-top-up.ts';
import type { MethodOption } from '../top-up-options.ts';
import { feePreview, findOption, methodGroups, topUpBodyFor } from '../top-up-options.ts';
import { MethodBadge } from './method-badge.tsx';

/** The most a single top-up may be (the shared contract's limit). */
const maxTopUp = 100_000_000;

const empty = { amount: '', method: '', holder_name: '' };

/** The amount as typed, or null while it is empty. */
function amountOf(value: string): number | null {
  const digits = digitsOnly(value);
  return digits === '' ? null : Number(digits);
}

/**
 * The deposit top-up (DEP-03..DEP-07): a nominal from the tenant's list or another amount, a payment method with
 * its service fee for that amount (the shared fee table, so the preview is what the server charges), the account
 * holder name for a bank transfer, and a summary of what will be paid before confirming.
 */
export function TopUpForm({
  settings,
  onCreated,
}: {
  settings: DepositSettingsResponse;
  onCreated: (deposit: Deposit) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm({
    initial: empty,
    labels: { amount: 'dep.amount', method: 'dep.method', holder_name: 'dep.holder_name' },
  });
  const create = useCreateTopUp();
  const groups = useMemo(() => methodGroups(settings), [settings]);
  const rules = settings.settings;
  const amount = amountOf(form.values.amount);
  const selected = findOption(groups, form.values.method);
  const amountField = form.bind('amount');
  const holderField = form.bind('holder_name');
  const methodErrorId = `${amountField.id}-method-error`;

  const amountIssue = (value: number | null): string | null => {
    const field = t('dep.amount');
    if (value === null) return t('validation.required', { field });
    if (value > maxTopUp) return t('validation.max_value', { field, max: formatRupiah(maxTopUp) });
    const issue = validateTopUpAmount(value, {
      minTopup: rules.min_topup,
      allowCustom: rules.allow_custom_nominals,
      nominals: settings.nominals,
    });
    if (!issue) return null;
    if (issue.key === 'validation.min_value') {
      return t('validation.min_value', { field, min: formatRupiah(issue.params.min) });
    }
    return t(issue.key, { field });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountError = amountIssue(amount);
    const methodError = selected ? null : t('dep.choose_method');
    if (amountError || methodError || amount === null || !selected) {
      form.setError('amount', amountError);
      form.setError('method', methodError);
      const focusId = amountError ? amountField.id : `${amountField.id}-methods`;
      document.getElementById(focusId)?.focus();
      return;
    }
    const body = form.validate(topUpBody, topUpBodyFor(selected, amount, form.values.holder_name.trim()));
    if (!body) return;
    create.mutate(body, {
      onSuccess: (deposit) => {
        if (deposit.provider !== 'bank') rememberLastTopUp(deposit.code);
        onCreated(deposit);
      },
      onError: (error) => form.applyServerError(error),
    });
  };

  const chooseMethod = (key: string) => form.setValue('method', key);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t('dep.topup_form')}>
      <section aria-labelledby={`${amountField.id}-nominals`} className="flex flex-col gap-3">
        <h2 id={`${amountField.id}-nominals`} className="text-base font-bold text-slate-900">
          {t('dep.choose_amount')}
        </h2>
        {/* Columns in rem: with the largest font the grid has fewer of them, and "Rp 1.000.000" still fits. */}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
          {settings.nominals.map((nominal) => {
            const pressed = amount === nominal;
            return (
              <button
                key={nominal}
                type="button"
                aria-pressed={pressed}
                onClick={() => form.setValue('amount', String(nominal))}
                className={`min-h-12 rounded-xl border px-1 text-sm font-bold tracking-tight whitespace-nowrap tabular-nums transition-colors ${
                  pressed
                    ? 'border-brand bg-brand text-brand-foreground shadow-sm'
                    : 'border-slate-300 bg-white text-slate-900 hover:border-brand hover:bg-brand/5'
                }`}
              >
                {formatRupiah(nominal)}
              </button>
            );
          })}
        </div>
        {rules.allow_custom_nominals ? (
          <TextField
            field={amountField}
            label={t('dep.other_amount')}
            leading="Rp"
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
            placeholder={t('dep.other_amount_placeholder')}
            filter={digitsOnly}
            hint={t('dep.amount_rules', { min: formatRupiah(smallestTopUp(rules.min_topup)) })}
            status={
              amount !== null && amount > 0 ? (
                <span className="font-semibold text-slate-700 tabular-nums">{formatRupiah(amount)}</span>
              ) : null
            }
          />
        ) : (
          amountField.error && (
            <p id={amountField.id} tabIndex={-1} className="text-sm font-medium text-red-700">
              {amountField.error}
            </p>
          )
        )}
      </section>

      <fieldset
        id={`${amountField.id}-methods`}
        tabIndex={-1}
        aria-describedby={form.errors.method ? methodErrorId : undefined}
        className="flex flex-col gap-4"
      >
        <legend className="mb-3 text-base font-bold text-slate-900">{t('dep.method')}</legend>
        {rules.pay_external_payment_fee && amount === null && (
          <p className="-mt-1 text-sm text-slate-600">{t('dep.fee_after_amount')}</p>
        )}
        <MethodGroup
          title={t('dep.group_bank')}
          subtitle={t('dep.group_bank_note')}
          options={groups.bank}
          selectedKey={form.values.method}
          onChoose={chooseMethod}
          describe={() => t('dep.unique_code_short')}
        />
        {(['xendit', 'midtrans'] as const).map((provider) => (
          <MethodGroup
            key={provider}
            title={t('dep.group_gateway', { provider: providerLabel(provider) })}
            subtitle={t('dep.group_gateway_note')}
            options={groups[provider]}
            selectedKey={form.values.method}
            onChoose={chooseMethod}
            describe={(option) => {
              const fee = feePreview(option, amount, rules.pay_external_payment_fee);
              if (!fee) return rules.pay_external_payment_fee ? null : t('dep.fee_free');
              return fee.fee === 0 ? t('dep.fee_free') : t('dep.fee_value', { fee: formatRupiah(fee.fee) });
            }}
          />
        ))}
        {form.errors.method && (
          <p id={methodErrorId} role="alert" className="text-sm font-medium text-red-700">
            {form.errors.method}
          </p>
        )}
      </fieldset>

      {selected?.provider === 'bank' && (
        <TextField
          field={holderField}
          label={t('dep.holder_name')}
          autoComplete="name"
          maxLength={60}
          filter={depositNameCharacters}
          placeholder={t('dep.holder_name_placeholder')}
          hint={t('dep.holder_name_hint')}
        />
      )}

      <TopUpSummary option={selected} amount={amount} payFee={rules.pay_external_payment_fee} />

      {create.isError && !form.errors.amount && !form.errors.method && !form.errors.holder_name && (
        <InlineNotice kind="error">{create.error.message}</InlineNotice>
      )}

      <Button type="submit" disabled={create.isPending} className="w-full">
        {create.isPending ? t('dep.creating') : t('dep.confirm_topup')}
      </Button>
    </form>
  );
}

function MethodGroup({
  title,
  subtitle,
  options,
  selectedKey,
  onChoose,
  describe,
}: {
  title: string;
  subtitle: string;
  options: MethodOption[];
  selectedKey: string;
  onChoose: (key: string) => void;
  describe: (option: MethodOption) => string | null;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <div role="radiogroup" aria-label={title} className="flex flex-col gap-2">
      <div>
        <h3 className="text-sm font-bold text-slate-800">{title}</h3>
        <p className="text-xs text-slate-500">{subtitle}</p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => {
          const checked = option.key === selectedKey;
          const label = methodLabel(
            option.provider,
            option.method,
            t,
            option.provider === 'bank' ? option.bankName : '',
          );
          const detail = describe(option);
          return (
            <label
              key={option.key}
              data-method={option.key}
              className={`relative flex min-h-16 cursor-pointer items-center gap-2.5 rounded-xl border bg-white p-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand ${
                checked ? 'border-brand bg-brand/5 ring-1 ring-brand' : 'border-slate-200 hover:border-slate-300'
              }`}
            >
              <input
                type="radio"
                name="method"
                value={option.key}
                checked={checked}
                onChange={() => onChoose(option.key)}
                className="sr-only"
              />
              <MethodBadge provider={option.provider} method={option.method} />
              <span className="min-w-0 flex-1">
                <span className="block text-sm leading-tight font-semibold text-slate-900">{label}</span>
                {detail && (
                  <span className="mt-0.5 block text-xs text-slate-600 tabular-nums" data-fee>
                    {detail}
                  </span>
                )}
              </span>
              {checked && <Icon name="check" className="absolute top-1.5 right-1.5 size-4 text-brand" />}
            </label>
          );
        })}
      </div>
    </div>
  );
}

function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? 'text-base' : 'text-sm'}`}>
      <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'text-lg font-extrabold text-slate-900' : 'text-slate-900'}`}>
        {children}
      </dd>
    </div>
  );
}

/** What will be paid, before confirming: amount, service fee and total (or the unique digits of a bank transfer). */
export function TopUpSummary({
  option,
  amount,
  payFee,
}: {
  option: MethodOption | null;
  amount: number | null;
  payFee: boolean;
}) {
  const { t } = useTranslation();
  const validAmount = amount !== null && amount > 0 ? amount : null;
  const fee = option ? feePreview(option, validAmount, payFee) : null;
  return (
    <section aria-label={t('dep.summary')} className="rounded-2xl bg-slate-100 p-4" data-testid="topup-summary">
      <h2 className="mb-2 text-sm font-bold text-slate-800">{t('dep.summary')}</h2>
      <dl className="flex flex-col gap-1.5">
        <SummaryRow label={t('dep.method')}>
          {option
            ? methodLabel(option.provider, option.method, t, option.provider === 'bank' ? option.bankName : '')
            : '–'}
        </SummaryRow>
        <SummaryRow label={t('dep.amount')}>{validAmount !== null ? formatRupiah(validAmount) : '–'}</SummaryRow>
        {option?.provider === 'bank' ? (
          <>
            <SummaryRow label={t('dep.unique_code')}>{t('dep.unique_code_range')}</SummaryRow>
            <div className="mt-1 border-t border-slate-300 pt-2">
              <SummaryRow label={t('dep.total')} strong>
                {validAmount !== null ? t('dep.total_bank', { amount: formatRupiah(validAmount) }) : '–'}
              </SummaryRow>
            </div>
            <p className="text-xs text-slate-600">{t('dep.unique_code_note')}</p>
          </>
        ) : (
          <>
            <SummaryRow label={t('dep.service_fee')}>
              {fee ? (fee.fee === 0 ? t('dep.fee_free') : formatRupiah(fee.fee)) : '–'}
            </SummaryRow>
            <div className="mt-1 border-t border-slate-300 pt-2">
              <SummaryRow label={t('dep.total')} strong>
                {fee ? formatRupiah(fee.charged) : '–'}
              </SummaryRow>
            </div>
            {fee && fee.vat > 0 && <p className="text-xs text-slate-600">{t('dep.fee_includes_vat')}</p>}
          </>
        )}
      </dl>
    </section>
  );
}
