import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencies, type Currency, type TaxResult } from '@konter/shared/contracts/cn23';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatBasisPoints } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useCalculateTax, useHsCodes, useRates } from '../api/customs.ts';
import { formatRate, parseMinor } from '../customs-amount.ts';
import { useMloText } from '../mlo-text.ts';
import { Field, SelectField, fieldError } from './fields.tsx';
import { HsCodeField } from './hs-code-field.tsx';

/** Which band of the rule applied, in words; a certain commodity's band names the commodity. */
function BandText({ result }: { result: TaxResult }) {
  const { t } = useTranslation();
  const { t: mloT } = useMloText();
  return (
    <p className="text-sm font-semibold" data-testid="tax-band">
      {result.band === 'commodity' && result.commodity
        ? mloT('mlo.tax.band_commodity', { name: mloT(`mlo.hs.commodity.${result.commodity}`) })
        : t(`pos.tax.band.${result.band === 'commodity' ? 'flat' : result.band}`)}
    </p>
  );
}

/**
 * The tax simulation (MLO-04): FOB, freight and insurance in a currency with an HS code give the duty, PPN, PPh and
 * their total in Rupiah at today's rate, named with its date (decision 036). The HS code is searched by code or words
 * as on the CN23 form, and the rates the chosen code carries show under it. Nothing is stored.
 */
export function TaxPanel() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const percent = (bps: number) => formatBasisPoints(bps, locale);
  const hsCodes = useHsCodes();
  const rates = useRates();
  const calculate = useCalculateTax();
  const [form, setForm] = useState({ fob: '', freight: '0', insurance: '0', currency: 'USD' as Currency });
  const [hsCode, setHsCode] = useState('');
  const [npwp, setNpwp] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const chosen = hsCode || hsCodes.data?.[0]?.code || '';
  const apiErrors = isApiError(calculate.error) ? calculate.error.errors : undefined;
  const error = (field: string) => local[field] ?? fieldError(apiErrors, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amounts = { fob: form.fob, freight: form.freight, insurance: form.insurance };
    const parsed = Object.fromEntries(
      Object.entries(amounts).map(([key, text]) => [key, parseMinor(text || '0', form.currency)]),
    );
    const wrong = Object.entries(parsed).filter(([key, value]) => value === null || (key === 'fob' && !form.fob));
    setLocal(Object.fromEntries(wrong.map(([key]) => [key, t('pos.tax.amount_invalid')])));
    if (wrong.length > 0) return;
    calculate.mutate({
      fob: parsed.fob ?? 0,
      freight: parsed.freight ?? 0,
      insurance: parsed.insurance ?? 0,
      currency: form.currency,
      hs_code: chosen,
      npwp,
    });
  };
  const result = calculate.data;
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.tax.title')} noValidate>
          <h2 className="text-lg font-semibold">{t('pos.tax.title')}</h2>
          <p className="text-sm text-slate-600">{t('pos.tax.intro')}</p>
          <HsCodeField
            label={t('pos.cn23.hs_code')}
            name="hs_code"
            value={chosen}
            onChange={setHsCode}
            error={error('hs_code')}
            all={hsCodes.data ?? []}
            locale={locale}
            showRates
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label={t('pos.cn23.currency')}
              name="currency"
              value={form.currency}
              onChange={set('currency')}
              error={error('currency')}
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
            <Field
              label={t('pos.tax.fob')}
              name="fob"
              inputMode="decimal"
              value={form.fob}
              onChange={set('fob')}
              error={error('fob')}
            />
            <Field
              label={t('pos.tax.freight')}
              name="freight"
              inputMode="decimal"
              value={form.freight}
              onChange={set('freight')}
              error={error('freight')}
            />
            <Field
              label={t('pos.tax.insurance')}
              name="insurance"
              inputMode="decimal"
              value={form.insurance}
              onChange={set('insurance')}
              error={error('insurance')}
            />
          </div>
          <label className="flex min-h-11 items-center gap-2 text-base">
            <input type="checkbox" name="npwp" checked={npwp} onChange={(event) => setNpwp(event.target.checked)} />
            {t('pos.tax.npwp')}
          </label>
          {apiErrors === undefined && isApiError(calculate.error) && (
            <p className="text-sm text-red-700" role="alert">
              {calculate.error.message}
            </p>
          )}
          <Button type="submit" disabled={calculate.isPending || !chosen}>
            {t('pos.tax.submit')}
          </Button>
        </form>
      </Card>
      {result && (
        <Card>
          <div data-testid="tax-result" className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">
              {t('pos.tax.rate_used', {
                currency: result.currency,
                rate: formatRate(result.rate_hundredths),
                date: result.rate_date,
              })}
            </p>
            <BandText result={result} />
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-base">
              <dt>{t('pos.tax.customs_value')}</dt>
              <dd className="text-right font-semibold">{formatRupiah(result.customs_value)}</dd>
              <dt>
                {t('pos.tax.duty')} ({percent(result.duty_bps)})
              </dt>
              <dd className="text-right font-semibold">{formatRupiah(result.duty)}</dd>
              <dt>
                {t('pos.tax.ppn')} ({percent(result.ppn_bps)})
              </dt>
              <dd className="text-right font-semibold">{formatRupiah(result.ppn)}</dd>
              <dt>
                {t('pos.tax.pph')} ({percent(result.pph_bps)})
              </dt>
              <dd className="text-right font-semibold">{formatRupiah(result.pph)}</dd>
              <dt className="border-t border-slate-200 pt-1 font-semibold">{t('pos.tax.total')}</dt>
              <dd className="border-t border-slate-200 pt-1 text-right text-lg font-bold" data-testid="tax-total">
                {formatRupiah(result.total)}
              </dd>
            </dl>
            <p className="text-xs text-slate-500">{t('pos.tax.rounding')}</p>
          </div>
        </Card>
      )}
      <Card>
        <h2 className="text-lg font-semibold">{t('pos.tax.rates')}</h2>
        {rates.data && rates.data.length === 0 && <p className="text-slate-600">{t('pos.tax.no_rates')}</p>}
        <ul className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" data-testid="kurs">
          {(rates.data ?? []).map((rate) => (
            <li key={rate.currency} className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold">{rate.currency}</span>
              <span>
                {formatRate(rate.rate_hundredths)} · {rate.effective_on}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
