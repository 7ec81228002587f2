import { useId, useState, type ReactNode } from 'react';
import type { TenantSiteSettings, UpdateTenantSiteSettingsBody } from '@konter/shared/contracts/admin-tenant-settings';
import { paperWidths, receiptFontSizes } from '@konter/shared/contracts/transactions';
import { locales, type Locale } from '@konter/shared/i18n/locales';
import { agentSettingModes } from '@konter/shared/tenants/settings';
import { Button } from '../../../components/ui/button.tsx';
import { FormSaveReset } from './form-save-reset.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import {
  useRemoveTenantLogo,
  useTenantSiteSettings,
  useUpdateTenantSiteSettings,
  useUploadTenantLogo,
} from '../api/tenant-site-settings.ts';
import { useAdminText } from './admin-text.ts';
import { inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

type Editable = keyof UpdateTenantSiteSettingsBody;
type Kind =
  'text' | 'optional' | 'colour' | 'number' | 'toggle' | 'nominals' | 'locale' | 'time' | 'paper' | 'fontSize' | 'mode';

/** Every editable field, by the panel it sits in, with how the form holds it. */
const panels = {
  brand: [
    ['brand_name', 'text'],
    ['primary_color', 'colour'],
    ['primary_foreground_color', 'colour'],
    ['accent_color', 'colour'],
    ['locale', 'locale'],
  ],
  site: [
    ['live_chat_enabled', 'toggle'],
    ['live_chat_embed_id', 'optional'],
    ['contact_whatsapp', 'optional'],
    ['contact_email', 'optional'],
    ['whitelisted_email', 'optional'],
    ['android_app_url', 'optional'],
  ],
  agents: [
    ['agent_approval', 'mode'],
    ['master_promotion', 'mode'],
    ['agent_debt_enabled', 'toggle'],
    ['pay_from_cashback', 'toggle'],
    ['pay_from_loan', 'toggle'],
  ],
  deposit: [
    ['deposit_nominals', 'nominals'],
    ['deposit_min_topup', 'number'],
    ['deposit_allow_custom_nominals', 'toggle'],
    ['deposit_allow_transfer', 'toggle'],
    ['deposit_pay_external_payment_fee', 'toggle'],
    ['deposit_cd', 'toggle'],
    ['adjustment_four_eyes_above', 'number'],
    ['deposit_bank_cutoff', 'time'],
  ],
  limits: [
    ['excel_trx_limit', 'number'],
    ['excel_file_row_limit', 'number'],
    ['processing_timeout_minutes', 'number'],
  ],
  receipt: [
    ['receipt_paper_width', 'paper'],
    ['receipt_font_size', 'fontSize'],
    ['receipt_show_logo', 'toggle'],
    ['receipt_show_address', 'toggle'],
    ['receipt_large_text', 'toggle'],
    ['receipt_large_serial', 'toggle'],
    ['receipt_note_left', 'toggle'],
    ['receipt_note', 'text'],
  ],
} as const satisfies Record<string, readonly (readonly [Editable, Kind])[]>;

type FieldName = (typeof panels)[keyof typeof panels][number][0];
const fields = Object.values(panels).flat() as readonly (readonly [FieldName, Kind])[];
type FormState = Record<FieldName, string | boolean>;

const localeNames: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English', zh: '中文' };

export function toForm(saved: TenantSiteSettings): FormState {
  const form = {} as FormState;
  for (const [name, kind] of fields) {
    const value = saved[name];
    form[name] = kind === 'toggle' ? Boolean(value) : Array.isArray(value) ? value.join(', ') : String(value ?? '');
  }
  return form;
}

/** A number as typed; what is not one goes to the server as typed, which answers with the field's own message. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

function valueOf(kind: Kind, value: string | boolean): unknown {
  if (kind === 'toggle') return value;
  const text = String(value).trim();
  if (kind === 'optional') return text === '' ? null : text;
  if (kind === 'number') return numberOf(text);
  if (kind === 'nominals')
    return text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(numberOf);
  return text;
}

/** Only what differs from the saved settings: the audit trail then names exactly what the admin changed. */
export function changesOf(form: FormState, saved: TenantSiteSettings): UpdateTenantSiteSettingsBody {
  const body: Record<string, unknown> = {};
  for (const [name, kind] of fields) {
    const value = valueOf(kind, form[name]);
    if (JSON.stringify(value) !== JSON.stringify(saved[name])) body[name] = value;
  }
  return body as UpdateTenantSiteSettingsBody;
}

function Field({
  name,
  kind,
  value,
  error,
  onChange,
}: {
  name: FieldName;
  kind: Kind;
  value: string | boolean;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const { t, has } = useAdminText();
  const id = useId();
  const hintKey = `admin.tenant.hint.${name}`;
  const hint = has(hintKey) ? <span className="text-sm text-slate-600">{t(hintKey as never)}</span> : null;
  const errorText = error ? (
    <span id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </span>
  ) : null;
  const label = t(`admin.tenant.field.${name}`);
  if (kind === 'toggle') {
    return (
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          name={name}
          className="mt-1 size-5 shrink-0"
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="flex min-w-0 flex-col">
          <span className={labelClassName}>{label}</span>
          {hint}
          {errorText}
        </span>
      </label>
    );
  }
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  let control: ReactNode;
  if (kind === 'mode') {
    control = (
      <select
        id={id}
        name={name}
        className={inputClassName}
        value={String(value)}
        {...described}
        onChange={(event) => onChange(event.target.value)}
      >
        {agentSettingModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`admin.tenant.mode.${mode}`)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'paper' || kind === 'fontSize') {
    const options = kind === 'paper' ? paperWidths : receiptFontSizes;
    control = (
      <select
        id={id}
        name={name}
        className={inputClassName}
        value={String(value)}
        {...described}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {kind === 'paper'
              ? `${option} mm`
              : t(`admin.tenant.font_size.${option as (typeof receiptFontSizes)[number]}`)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'locale') {
    control = (
      <select
        id={id}
        name={name}
        className={inputClassName}
        value={String(value)}
        {...described}
        onChange={(event) => onChange(event.target.value)}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'colour') {
    const text = String(value);
    control = (
      <span className="flex gap-2">
        <input
          type="color"
          // A picker beside the typed value, which is the field itself (its label, its errors).
          aria-hidden
          tabIndex={-1}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-slate-300 bg-white p-1"
          value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          name={name}
          className={inputClassName}
          value={text}
          spellCheck={false}
          {...described}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    );
  } else {
    control = (
      <input
        id={id}
        name={name}
        className={inputClassName}
        value={String(value)}
        type={kind === 'time' ? 'time' : 'text'}
        inputMode={
          kind === 'number' || kind === 'nominals' ? 'numeric' : name === 'android_app_url' ? 'url' : undefined
        }
        {...described}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {control}
      {hint}
      {errorText}
    </div>
  );
}

function LogoField({ saved }: { saved: TenantSiteSettings }) {
  const { t } = useAdminText();
  const upload = useUploadTenantLogo();
  const remove = useRemoveTenantLogo();
  const [error, setError] = useState<string>();
  const id = useId();
  const failed = (failure: unknown) =>
    applyFormError(failure, { setFieldError: (field, message) => (field === 'logo' ? setError(message) : false) });
  return (
    <div className="flex flex-col gap-2">
      <span className={labelClassName}>{t('admin.tenant.field.logo')}</span>
      <div className="flex flex-wrap items-center gap-3">
        {saved.logo_url ? (
          <img
            src={saved.logo_url}
            alt={t('admin.tenant.field.logo')}
            className="size-14 rounded-lg object-contain ring-1 ring-slate-200"
          />
        ) : (
          <span className="text-sm text-slate-600">{t('admin.tenant.logo_none')}</span>
        )}
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-xl px-4 font-semibold text-brand ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('admin.tenant.logo_upload')}
        </label>
        <input
          id={id}
          type="file"
          name="logo"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setError(undefined);
            upload.mutate(file, {
              onSuccess: () => notices.showSnackbar('success', t('admin.saved')),
              onError: failed,
            });
          }}
        />
        {saved.logo_url && (
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notices.showSnackbar('success', t('admin.saved')),
                onError: failed,
              })
            }
          >
            {t('admin.tenant.logo_remove')}
          </Button>
        )}
      </div>
      <span className="text-sm text-slate-600">{t('admin.tenant.hint.logo')}</span>
      {error && <span className="text-sm font-medium text-red-700">{error}</span>}
    </div>
  );
}

function SettingsForm({ saved }: { saved: TenantSiteSettings }) {
  const { t } = useAdminText();
  const [form, setForm] = useState(() => toForm(saved));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const update = useUpdateTenantSiteSettings();
  const changes = changesOf(form, saved);
  const dirty = Object.keys(changes).length > 0;
  const known = new Set<string>(fields.map(([name]) => name));

  return (
    <form
      className="flex flex-col gap-4"
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
                if (!known.has(field)) return false;
                setErrors((now) => ({ ...now, [field]: message }));
              },
            }),
        });
      }}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {(Object.keys(panels) as (keyof typeof panels)[]).map((panel) => (
          <Panel key={panel} title={t(`admin.tenant.panel.${panel}`)}>
            <div className="flex flex-col gap-4">
              {panel === 'brand' && <LogoField saved={saved} />}
              {panels[panel].map(([name, kind]) => (
                <Field
                  key={name}
                  name={name}
                  kind={kind}
                  value={form[name]}
                  error={errors[name]}
                  onChange={(value) => setForm((now) => ({ ...now, [name]: value }))}
                />
              ))}
              {panel === 'deposit' && (
                <p className="text-sm text-slate-600">
                  {t('admin.tenant.deposit_fixed', { currency: saved.deposit_currency, locale: saved.deposit_locale })}
                </p>
              )}
            </div>
          </Panel>
        ))}
      </div>
      <FormSaveReset
        saveLabel={t('admin.tenant.save_settings')}
        resetLabel={t('admin.tenant.reset')}
        disabled={!dirty || update.isPending}
        onReset={() => {
          setForm(toForm(saved));
          setErrors({});
        }}
      />
    </form>
  );
}

/** The brand and site settings (issue 17, ADM-01, PLT-11): members see a saved change on their next page. */
export function AdminTenantSiteSettings() {
  const settings = useTenantSiteSettings();
  return settings.data ? (
    <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
  ) : (
    <QueryState query={settings} />
  );
}
