import { useEffect, useState } from 'react';
import type { HsCode } from '@konter/shared/contracts/cn23';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatBasisPoints } from '../../../lib/format.ts';
import { useHsCodes } from '../api/customs.ts';
import { useMloText } from '../mlo-text.ts';
import { Field, SelectField } from './fields.tsx';

/** An HS heading as the reader's language describes it (Indonesian for id, English otherwise). */
export function hsLabel(code: HsCode, locale: string): string {
  return `${code.code} · ${locale === 'id' ? code.description_id : code.description_en}`;
}

/**
 * The rates the chosen code carries (decision 036): the duty a consignment of it pays above the de-minimis up to the
 * flat ceiling in this tenant (its certain commodity's rate or the flat rate), and its general (MFN) rate above that.
 */
function HsCodeRates({ code, locale }: { code: HsCode; locale: Locale }) {
  const { t } = useMloText();
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm" data-testid="hs-rates">
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
        <dt>{t('mlo.hs.consignment_rate')}</dt>
        <dd className="text-right font-semibold">{formatBasisPoints(code.consignment_duty_bps, locale)}</dd>
        <dt>{t('mlo.hs.mfn_rate')}</dt>
        <dd className="text-right font-semibold">{formatBasisPoints(code.duty_bps, locale)}</dd>
      </dl>
      {code.commodity && (
        <p className="font-semibold">{t('mlo.hs.commodity', { name: t(`mlo.hs.commodity.${code.commodity}`) })}</p>
      )}
      <p className="text-xs text-slate-600">{t('mlo.hs.rates_hint')}</p>
    </div>
  );
}

/** How long typing pauses before the search is asked. */
const searchDelayMs = 300;

/**
 * An item's HS code on the CN23 form (MLO-04): a search by code prefix or words (Indonesian or English, the server's
 * `mlo/cn23/hscodes?q=`) narrows the list of headings under it, and the first match is picked when the one chosen is
 * not among them; the count of matches (or none, the whole list kept) is read out. The tax simulation also shows the
 * rates the chosen code carries (`showRates`).
 */
export function HsCodeField({
  label,
  name,
  value,
  onChange,
  error,
  all,
  locale,
  showRates = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  /** Every heading (the unsearched list), shown while nothing is searched or nothing matches. */
  all: HsCode[];
  locale: Locale;
  showRates?: boolean;
}) {
  const { t } = useMloText();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [query]);
  const found = useHsCodes(asked);
  const matches = asked ? found.data : undefined;
  const first = matches?.[0]?.code;
  useEffect(() => {
    if (first && !matches?.some((code) => code.code === value)) onChange(first);
  }, [first, matches, value, onChange]);

  // No match: the whole list stays, so the form is never left without a choice.
  const shown = matches && matches.length > 0 ? matches : all;
  const options = shown.map((code) => ({ value: code.code, label: hsLabel(code, locale) }));
  const chosen = showRates ? shown.find((code) => code.code === value) : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Field
        label={t('mlo.hs.search')}
        name={`${name}_search`}
        type="search"
        value={query}
        placeholder={t('mlo.hs.search_hint')}
        onChange={(event) => setQuery(event.target.value)}
        hint={
          <span aria-live="polite" data-testid="hs-matches">
            {matches ? (matches.length > 0 ? t('mlo.hs.results', { count: matches.length }) : t('mlo.hs.none')) : ''}
          </span>
        }
      />
      <SelectField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        options={options}
      />
      {chosen && <HsCodeRates code={chosen} locale={locale} />}
    </div>
  );
}
