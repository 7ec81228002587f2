import type { FormEvent, ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Receipt, ReceiptSettings } from '@konter/shared/contracts/transactions';
import {
  paperWidths,
  receiptFontSizes,
  receiptSettingsSchema,
  shopNameMaxLength,
} from '@konter/shared/contracts/transactions';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import { useReceiptSettings } from '../api/receipt-settings.ts';
import { useSaveReceiptSettings } from '../api/save-receipt-settings.ts';
import { useReceiptDocument } from '../hooks/use-receipt-document.ts';
import { receiptPaths } from '../paths.ts';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { ReceiptPaper } from './receipt-paper.tsx';

type Toggle = 'show_logo' | 'show_address' | 'large_text' | 'large_serial' | 'note_left';
const toggles: readonly Toggle[] = ['show_logo', 'show_address', 'large_text', 'large_serial', 'note_left'];
type FieldName = keyof ReceiptSettings;

export const noteMaxLength = 200;

/** The shop as it heads the receipt: the settings screen previews it with the account's own name and address. */
export type PreviewStore = Receipt['store'];

/**
 * A PLN token purchase: it shows every part the settings change (shop name, address, large text, grouped token,
 * note). The store is the account holder's; the shop name, when set, heads it as the server does.
 */
function sampleReceipt(store: PreviewStore, settings: ReceiptSettings): Receipt {
  const shopName = settings.shop_name.trim();
  const now = new Date().toISOString();
  return {
    transaction: {
      ref_id: 'TRX0000CONTOH',
      order_number: null,
      product_code: 'pln20',
      product_name: 'PLN 20.000',
      family: 'listrik',
      operator: 'pln',
      operator_name: 'PLN',
      nominal: 20_000,
      destination: '14234567890',
      customer_name: 'BUDI SANTOSO',
      price: 20_150,
      selling_price: 22_000,
      profit: 1_850,
      cashback: 0,
      promo: false,
      status: 'success',
      serial_number: '0123-4567-8901-2345-6789/BUDI SANTOSO/R1/900VA/13,4',
      token: {
        value: '0123-4567-8901-2345-6789',
        customer_name: 'BUDI SANTOSO',
        tariff: 'R1',
        power_va: 900,
        kwh: 13.4,
      },
      failure_code: null,
      created_at: now,
      updated_at: now,
    },
    store: shopName ? { ...store, name: shopName } : store,
    settings,
    buying_price: 20_150,
    total: 22_000,
    payment_method: 'deposit',
    payment_status: 'success',
    refunded_amount: null,
    service_fee: 0,
    customer_debt: null,
    levels: [],
  };
}

function Preview({ store, settings }: { store: PreviewStore; settings: ReceiptSettings }) {
  const { t } = useTranslation();
  const receipt = useMemo(() => sampleReceipt(store, settings), [store, settings]);
  const doc = useReceiptDocument(receipt);
  return (
    <section aria-labelledby="receipt-preview-title" className="flex flex-col gap-2 lg:sticky lg:top-20">
      <h2 id="receipt-preview-title" className="font-semibold text-slate-900">
        {t('receipts.settings.preview')}
      </h2>
      <p className="text-sm text-slate-600">{t('receipts.settings.preview_hint')}</p>
      <div className="flex justify-center overflow-x-auto rounded-2xl bg-slate-200/70 p-3">
        <ReceiptPaper doc={doc} variant="preview" />
      </div>
    </section>
  );
}

function Switch({
  id,
  label,
  description,
  checked,
  onChange,
  error,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5 py-3">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-4">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{label}</span>
          <span id={descriptionId} className="block text-sm text-slate-600">
            {description}
          </span>
        </span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand after:absolute after:top-0.5 after:left-0.5 after:size-6 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      {error && (
        <div id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </div>
      )}
    </div>
  );
}

/** Only what changed is sent (the contract takes a partial body); an unchanged form is sent whole, to confirm it. */
function changedSettings(saved: ReceiptSettings, current: ReceiptSettings): Partial<ReceiptSettings> {
  const changed: Partial<ReceiptSettings> = {};
  for (const key of Object.keys(current) as FieldName[]) {
    if (current[key] !== saved[key]) Object.assign(changed, { [key]: current[key] });
  }
  return Object.keys(changed).length > 0 ? changed : current;
}

/**
 * RCP-02: how the account's receipts look, with a live preview of a sample receipt. Saving shows the server's
 * message; the address can only be shown once it is set (RCP-03), and that refusal sits under its switch with a
 * link to the address page.
 */
export function ReceiptSettingsForm({ settings, store }: { settings: ReceiptSettings; store: PreviewStore }) {
  const { t } = useTranslation();
  const prefix = useId();
  const [saved, setSaved] = useState(settings);
  const [values, setValues] = useState(settings);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const save = useSaveReceiptSettings();

  const change = <K extends FieldName>(key: K, value: ReceiptSettings[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
    setStatus(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = receiptSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        ...(fields.has('shop_name')
          ? { shop_name: t('receipts.settings.shop_name_too_long', { max: shopNameMaxLength }) }
          : {}),
        ...(fields.has('note') ? { note: t('receipts.settings.note_too_long', { max: noteMaxLength }) } : {}),
      });
      return;
    }
    setStatus(null);
    save.mutate(changedSettings(saved, parsed.data), {
      onSuccess: ({ settings: stored, message }) => {
        setSaved(stored);
        setValues(stored);
        setStatus({ kind: 'success', message });
        notices.showSnackbar('success', message);
      },
      onError: (error) => {
        const fields: Partial<Record<FieldName, string>> = {};
        const handled = applyFormError(error, {
          setFieldError: (field, message) => {
            if (!(field in values)) return false;
            fields[field as FieldName] = message;
            return true;
          },
        });
        setErrors(fields);
        const message = handled && error.message ? error.message : t('receipt.settings_failed');
        if (!handled) notices.showAlert('error', message);
        setStatus({ kind: 'error', message });
        const first = Object.keys(fields)[0];
        if (first) document.getElementById(`${prefix}-${first}`)?.focus();
      },
    });
  };

  const addressError = errors.show_address && (
    <>
      <p>{errors.show_address}</p>
      <Link to={receiptPaths.address} className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
        {t('receipts.settings.set_address')}
      </Link>
    </>
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('receipts.title.settings')}
        className="flex min-w-0 flex-col gap-4"
      >
        <Card>
          <TextField
            field={{
              id: `${prefix}-shop_name`,
              name: 'shop_name',
              value: values.shop_name,
              error: errors.shop_name,
              onChange: (value) => change('shop_name', value),
            }}
            label={t('receipts.settings.shop_name')}
            hint={t('receipts.settings.shop_name_hint', { name: store.name })}
            maxLength={shopNameMaxLength}
            placeholder={store.name}
            autoComplete="organization"
          />
        </Card>
        <Card className="divide-y divide-slate-100 py-1 sm:py-2">
          {toggles.map((key) => (
            <Switch
              key={key}
              id={`${prefix}-${key}`}
              label={t(`receipts.settings.${key}`)}
              description={t(`receipts.settings.${key}_desc`)}
              checked={values[key]}
              onChange={(checked) => change(key, checked)}
              error={key === 'show_address' ? addressError : errors[key]}
            />
          ))}
        </Card>
        <Card className="flex flex-col gap-5">
          <ChoiceGroup
            legend={t('receipts.settings.paper_width')}
            name={`${prefix}-paper-width`}
            options={paperWidths}
            value={values.paper_width}
            labelOf={(option) => t(`receipts.paper_width.${option}`)}
            onChange={(option) => change('paper_width', option)}
          />
          <ChoiceGroup
            legend={t('receipts.settings.font_size')}
            name={`${prefix}-font-size`}
            options={receiptFontSizes}
            value={values.font_size}
            labelOf={(option) => t(`receipts.font_size.${option}`)}
            onChange={(option) => change('font_size', option)}
            columns={4}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${prefix}-note`} className="text-sm font-semibold text-slate-800">
              {t('receipts.settings.note')}
            </label>
            <textarea
              id={`${prefix}-note`}
              value={values.note}
              maxLength={noteMaxLength}
              rows={3}
              onChange={(event) => change('note', event.target.value)}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${prefix}-note-hint${errors.note ? ` ${prefix}-note-error` : ''}`}
              className={`rounded-xl border bg-white px-3 py-3 text-base text-slate-900 outline-none focus:outline-2 focus:outline-offset-1 ${
                errors.note ? 'border-red-400 focus:outline-red-500' : 'border-slate-300 focus:outline-brand'
              }`}
            />
            <p id={`${prefix}-note-hint`} className="flex justify-between gap-2 text-sm text-slate-600">
              <span>{t('receipts.settings.note_hint')}</span>
              <span className="shrink-0 tabular-nums">
                {values.note.length}/{noteMaxLength}
              </span>
            </p>
            {errors.note && (
              <p id={`${prefix}-note-error`} className="text-sm font-medium text-red-700">
                {errors.note}
              </p>
            )}
          </div>
        </Card>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? t('receipts.settings.saving') : t('receipts.settings.save')}
          </Button>
          <p
            role="status"
            data-testid="settings-save-status"
            className={`text-sm font-medium ${status?.kind === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
          >
            {status?.message}
          </p>
        </div>
      </form>
      <Preview store={store} settings={values} />
    </div>
  );
}

/** `/account/receipt-settings` content: the saved settings, loaded, in the form. */
export function ReceiptSettingsScreen({ store }: { store: PreviewStore }) {
  const { t } = useTranslation();
  const settings = useReceiptSettings();
  if (settings.isPending) return <LoadingText label={t('app.loading')} />;
  if (settings.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 text-center">
        <p className="text-slate-700">{t('receipts.settings.load_failed')}</p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('app.retry')}
        </Button>
      </Card>
    );
  }
  return <ReceiptSettingsForm settings={settings.data} store={store} />;
}
