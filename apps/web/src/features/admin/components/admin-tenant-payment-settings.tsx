import { useId, useState } from 'react';
import {
  depositBankCodes,
  depositBankNames,
  type DepositBankCode,
  type TenantSiteSettings,
  type UpdateTenantSiteSettingsBody,
} from '@konter/shared/contracts/admin-tenant-settings';
import { midtransMethods, paymentProviders, xenditMethods } from '@konter/shared/fees/deposit-fees';
import { gatewayMethodBrandNames } from '@konter/shared/fees/gateway-method-names';
import { Button } from '../../../components/ui/button.tsx';
import { FormSaveReset } from './form-save-reset.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import { useTenantSiteSettings, useUpdateTenantSiteSettings } from '../api/tenant-site-settings.ts';
import { useAdminText } from './admin-text.ts';
import { inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

type BankRow = { key: number; code: string; account_number: string; account_holder: string };
type Draft = { banks: BankRow[]; off: string[] };
type BankField = 'code' | 'account_number' | 'account_holder';

const methodsOf = { xendit: xenditMethods, midtrans: midtransMethods } as const;

export function toDraft(saved: TenantSiteSettings): Draft {
  return {
    banks: saved.deposit_banks.map((bank, key) => ({
      key,
      code: bank.code,
      account_number: bank.account_number,
      account_holder: bank.account_holder,
    })),
    off: [...saved.deposit_methods_off].sort(),
  };
}

/** Only what changed: the bank list whole (its order is the top-up screen's), the switched-off methods whole. */
export function paymentChanges(draft: Draft, saved: TenantSiteSettings): UpdateTenantSiteSettingsBody {
  const banks = draft.banks.map(({ code, account_number, account_holder }) => ({
    code,
    account_number: account_number.trim(),
    account_holder: account_holder.trim(),
  }));
  const savedBanks = saved.deposit_banks.map(({ code, account_number, account_holder }) => ({
    code,
    account_number,
    account_holder,
  }));
  const body: Record<string, unknown> = {};
  if (JSON.stringify(banks) !== JSON.stringify(savedBanks)) body.deposit_banks = banks;
  if (JSON.stringify(draft.off) !== JSON.stringify([...saved.deposit_methods_off].sort())) {
    body.deposit_methods_off = draft.off;
  }
  return body as UpdateTenantSiteSettingsBody;
}

/** The bank's name for a code the server gave (a code from before the list is shown as it is). */
const bankName = (code: string) => depositBankNames[code as DepositBankCode] ?? code.toUpperCase();

function BankRowFields({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: BankRow;
  index: number;
  errors: Record<string, string>;
  onChange: (field: BankField, value: string) => void;
  onRemove: () => void;
}) {
  const { t } = useAdminText();
  const id = useId();
  const errorOf = (field: BankField) => errors[`deposit_banks.${index}.${field}`];
  const field = (name: BankField) => {
    const error = errorOf(name);
    const described = {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className={labelClassName}>
          {t(`admin.tenant.bank.${name}`)}
        </label>
        {name === 'code' ? (
          <select
            id={`${id}-${name}`}
            className={inputClassName}
            value={row.code}
            {...described}
            onChange={(event) => onChange(name, event.target.value)}
          >
            {!(depositBankCodes as readonly string[]).includes(row.code) && (
              <option value={row.code}>{bankName(row.code)}</option>
            )}
            {depositBankCodes.map((code) => (
              <option key={code} value={code}>
                {depositBankNames[code]}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}-${name}`}
            className={inputClassName}
            value={row[name]}
            inputMode={name === 'account_number' ? 'numeric' : undefined}
            autoComplete="off"
            {...described}
            onChange={(event) => onChange(name, event.target.value)}
          />
        )}
        {error && (
          <span id={`${id}-${name}-error`} className="text-sm font-medium text-red-700">
            {error}
          </span>
        )}
      </div>
    );
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-slate-200" data-testid="deposit-bank">
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr]">
        {field('code')}
        {field('account_number')}
        {field('account_holder')}
      </div>
      <div>
        <Button variant="ghost" onClick={onRemove}>
          {t('admin.tenant.bank.remove', { bank: bankName(row.code) })}
        </Button>
      </div>
    </li>
  );
}

function PaymentForm({ saved }: { saved: TenantSiteSettings }) {
  const { t } = useAdminText();
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateTenantSiteSettings();
  const changes = paymentChanges(draft, saved);
  const dirty = Object.keys(changes).length > 0;
  const nextKey = Math.max(-1, ...draft.banks.map((row) => row.key)) + 1;
  const unused = depositBankCodes.find((code) => !draft.banks.some((row) => row.code === code));
  const listError = errors.deposit_banks ?? errors.deposit_methods_off;

  const setBank = (key: number, field: BankField, value: string) =>
    setDraft((now) => ({
      ...now,
      banks: now.banks.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    }));
  const toggle = (method: string, offered: boolean) =>
    setDraft((now) => ({
      ...now,
      off: offered ? now.off.filter((item) => item !== method) : [...now.off, method].sort(),
    }));

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) return;
        setErrors({});
        update.mutate(changes, {
          onSuccess: () => notices.showSnackbar('success', t('admin.saved')),
          onError: (failure) =>
            applyFormError(failure, {
              setFieldError: (field, message) => {
                if (!field.startsWith('deposit_banks') && !field.startsWith('deposit_methods_off')) return false;
                setErrors((now) => ({ ...now, [field]: message }));
              },
            }),
        });
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-slate-900">{t('admin.tenant.bank.title')}</legend>
        <p className="text-sm text-slate-600">{t('admin.tenant.bank.hint')}</p>
        {draft.banks.length === 0 ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t('admin.tenant.bank.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {draft.banks.map((row, index) => (
              <BankRowFields
                key={row.key}
                row={row}
                index={index}
                errors={errors}
                onChange={(field, value) => setBank(row.key, field, value)}
                onRemove={() =>
                  setDraft((now) => ({ ...now, banks: now.banks.filter((item) => item.key !== row.key) }))
                }
              />
            ))}
          </ul>
        )}
        {unused && (
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                setDraft((now) => ({
                  ...now,
                  banks: [...now.banks, { key: nextKey, code: unused, account_number: '', account_holder: '' }],
                }))
              }
            >
              {t('admin.tenant.bank.add')}
            </Button>
          </div>
        )}
      </fieldset>

      {paymentProviders.map((provider) => (
        <fieldset key={provider} className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold text-slate-900">{t(`admin.tenant.methods.${provider}`)}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {methodsOf[provider].map((method) => {
              const key = `${provider}.${method}`;
              const name =
                method === 'creditcard' || method === 'bank_transfer'
                  ? t(`admin.tenant.methods.${method}`)
                  : (gatewayMethodBrandNames[method] ?? method);
              return (
                <label key={key} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0"
                    checked={!draft.off.includes(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                  />
                  <span className="min-w-0">{name}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-slate-600">{t('admin.tenant.methods.hint')}</p>

      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      <FormSaveReset
        saveLabel={t('admin.tenant.save_payment')}
        resetLabel={t('admin.tenant.reset_payment')}
        disabled={!dirty || update.isPending}
        onReset={() => {
          setDraft(toDraft(saved));
          setErrors({});
        }}
      />
    </form>
  );
}

/**
 * §3 deposit settings `banks` and the gateway methods (issue 17): the accounts members transfer to and the methods
 * the top-up screen offers. Saved on their own, audited like every setting.
 */
export function AdminTenantPaymentSettings() {
  const { t } = useAdminText();
  const settings = useTenantSiteSettings();
  return (
    <Panel title={t('admin.tenant.panel.payment')}>
      {settings.data ? (
        <PaymentForm
          key={JSON.stringify([settings.data.deposit_banks, settings.data.deposit_methods_off])}
          saved={settings.data}
        />
      ) : (
        <QueryState query={settings} />
      )}
    </Panel>
  );
}
