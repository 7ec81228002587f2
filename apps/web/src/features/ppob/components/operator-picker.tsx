import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type OperatorOption = { slug: string; name: string };

/**
 * The operator, brand or wallet of a family whose destination does not tell it (games, e-money, TV, …). Pressed
 * chips rather than tabs: the list wraps on a phone instead of hiding brands behind a scroll.
 */
export function OperatorPicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly OperatorOption[];
  value: string | null;
  onChange: (slug: string) => void;
}) {
  const labelId = useId();
  // One brand is no choice (PLN): nothing to pick.
  if (options.length < 2) return null;
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.slug === value;
          return (
            <button
              key={option.slug}
              type="button"
              aria-pressed={selected}
              data-operator={option.slug}
              onClick={() => onChange(option.slug)}
              className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                selected
                  ? 'border-brand bg-brand text-brand-foreground shadow-sm'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand'
              }`}
            >
              {option.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export type CountryOption = { code: string; name: string; operator: string };

/** International credit: the destination country (CAT-03), which decides the products listed. */
export function CountryPicker({
  countries,
  value,
  onChange,
}: {
  countries: readonly CountryOption[];
  value: string | null;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('prepaid.country')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
      >
        {value === null && <option value="">{t('prepaid.choose_country')}</option>}
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
