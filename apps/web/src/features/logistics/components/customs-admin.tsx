import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commodityDutyKeys,
  consignmentCommodities,
  currencies,
  type Currency,
  type CustomsSettings,
} from '@konter/shared/contracts/cn23';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCustomsAdminActions, useCustomsSettings } from '../api/customs-admin.ts';
import { parseMinor } from '../customs-amount.ts';
import { useMloText } from '../mlo-text.ts';
import { Field, SelectField, fieldError } from './fields.tsx';

const bandKeys = [
  'deminimis_usd_cents',
  'flat_ceiling_usd_cents',
  'flat_duty_bps',
  'ppn_bps',
  'pph_npwp_bps',
  'pph_no_npwp_bps',
] as const satisfies readonly (keyof CustomsSettings)[];
/** PMK 4/2025's certain commodities: each one's duty, and their PPh, under the flat-rate ceiling. */
const commodityKeys = [
  ...consignmentCommodities.map((commodity) => commodityDutyKeys[commodity]),
  'pph_commodity_bps',
] as const;
const settingKeys = [...bandKeys, ...commodityKeys];

/**
 * The back office's customs data (MLO-04, decision 036): the thresholds and tax rates the simulation applies, and a
 * currency's rate from a day on. The numbers are shown as the API stores them (USD cents, basis points), each with
 * its meaning in the label, so nothing is converted twice.
 */
export function CustomsAdmin() {
  const { t } = useTranslation();
  const settings = useCustomsSettings();
  return (
    <div className="flex flex-col gap-4">
      {settings.data ? <SettingsForm settings={settings.data} /> : <LoadingText label={t('pos.loading')} />}
      <RateForm />
    </div>
  );
}

function SettingsForm({ settings }: { settings: CustomsSettings }) {
  const { t } = useTranslation();
  const { t: mloT } = useMloText();
  const { saveSettings } = useCustomsAdminActions();
  const [draft, setDraft] = useState(() => Object.fromEntries(settingKeys.map((key) => [key, String(settings[key])])));
  const errors = isApiError(saveSettings.error) ? saveSettings.error.errors : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveSettings.mutate(Object.fromEntries(settingKeys.map((key) => [key, Number(draft[key])])) as CustomsSettings);
  };
  const field = (key: (typeof settingKeys)[number], label: string) => (
    <Field
      key={key}
      label={label}
      name={key}
      inputMode="numeric"
      value={draft[key] ?? ''}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={fieldError(errors, key)}
    />
  );
  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.customs.settings')} noValidate>
        <h2 className="text-lg font-semibold">{t('pos.customs.settings')}</h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {bandKeys.map((key) => field(key, t(`pos.customs.${key}`)))}
        </div>
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-base font-semibold">{mloT('mlo.customs.commodities')}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {commodityKeys.map((key) => field(key, mloT(`mlo.customs.${key}`)))}
          </div>
        </fieldset>
        {saveSettings.isSuccess && <p className="text-sm text-emerald-800">{t('pos.customs.saved')}</p>}
        <Button type="submit" disabled={saveSettings.isPending}>
          {t('pos.customs.save')}
        </Button>
      </form>
    </Card>
  );
}

function RateForm() {
  const { t } = useTranslation();
  const { setRate } = useCustomsAdminActions();
  const [rate, setRateDraft] = useState({ currency: 'USD' as Currency, rate: '', effective_on: '' });
  const [local, setLocal] = useState<string | undefined>();
  const errors = isApiError(setRate.error) ? setRate.error.errors : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The rate is typed in Rupiah with up to two decimals, the way customs publishes it.
    const hundredths = parseMinor(rate.rate, 'USD');
    setLocal(hundredths === null || hundredths === 0 ? t('pos.tax.amount_invalid') : undefined);
    if (hundredths === null || hundredths === 0) return;
    setRate.mutate({ currency: rate.currency, rate_hundredths: hundredths, effective_on: rate.effective_on });
  };
  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.customs.rate')} noValidate>
        <h2 className="text-lg font-semibold">{t('pos.customs.rate')}</h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label={t('pos.cn23.currency')}
            name="rate_currency"
            value={rate.currency}
            onChange={(event) => setRateDraft({ ...rate, currency: event.target.value as Currency })}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
          <Field
            label={t('pos.customs.rate_value')}
            name="rate_value"
            inputMode="decimal"
            value={rate.rate}
            onChange={(event) => setRateDraft({ ...rate, rate: event.target.value })}
            error={local ?? fieldError(errors, 'rate_hundredths')}
          />
          <Field
            type="date"
            label={t('pos.customs.effective_on')}
            name="effective_on"
            value={rate.effective_on}
            onChange={(event) => setRateDraft({ ...rate, effective_on: event.target.value })}
            error={fieldError(errors, 'effective_on')}
          />
        </div>
        {setRate.isSuccess && <p className="text-sm text-emerald-800">{t('pos.customs.saved')}</p>}
        <Button type="submit" disabled={setRate.isPending}>
          {t('pos.customs.save_rate')}
        </Button>
      </form>
    </Card>
  );
}
