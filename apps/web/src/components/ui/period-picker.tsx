import { useId, useState } from 'react';
import type { DatePreset } from '@konter/shared/contracts/transactions';
import { datePresets } from '@konter/shared/contracts/transactions';

export type PeriodOption = 'all' | DatePreset | 'custom';
const options: readonly PeriodOption[] = ['all', ...datePresets, 'custom'];

/** A period as the URL holds it: a preset, or a custom range of Jakarta days (YYYY-MM-DD), or neither (all). */
export type PeriodValue = { preset: DatePreset | null; from: string | null; to: string | null };

const inputClass =
  'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:outline-2 focus:outline-offset-1 focus:outline-brand md:min-h-11 md:text-sm';
const labelClass = 'text-sm font-semibold text-slate-800';

/**
 * The date presets (all, today, yesterday, last 7 and 30 days) as chips, and "choose dates" with two date fields
 * (RPT-03). Used by the reports and the transaction history. `strip` keeps the chips on one scrolling line on phones.
 */
export function PeriodPicker({
  value,
  onChange,
  legend,
  optionLabel,
  fromLabel,
  toLabel,
  strip = false,
}: {
  value: PeriodValue;
  onChange: (next: PeriodValue) => void;
  legend: string;
  optionLabel: (option: PeriodOption) => string;
  fromLabel: string;
  toLabel: string;
  strip?: boolean;
}) {
  const id = useId();
  // "Choose dates" before any date is chosen exists only here; a chosen date is in the URL.
  const [customOpen, setCustomOpen] = useState(false);
  const period: PeriodOption = value.from || value.to ? 'custom' : (value.preset ?? (customOpen ? 'custom' : 'all'));
  const choose = (next: PeriodOption) => {
    setCustomOpen(next === 'custom');
    if (next === 'custom') {
      if (value.preset) onChange({ ...value, preset: null });
      return;
    }
    onChange({ preset: next === 'all' ? null : next, from: null, to: null });
  };
  const labels = { from: fromLabel, to: toLabel };
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className={`mb-2 ${labelClass}`}>{legend}</legend>
        <div
          className={
            strip
              ? '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0'
              : 'flex flex-wrap gap-2'
          }
        >
          {options.map((option) => (
            <label
              key={option}
              className={`inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-700 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-brand-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${strip ? 'md:min-h-9' : ''}`}
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={option}
                checked={period === option}
                onChange={() => choose(option)}
                className="sr-only"
              />
              {optionLabel(option)}
            </label>
          ))}
        </div>
      </fieldset>
      {period === 'custom' && (
        <div className="grid grid-cols-2 gap-3 md:max-w-md">
          {(['from', 'to'] as const).map((edge) => (
            <div key={edge} className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={`${id}-${edge}`} className={labelClass}>
                {labels[edge]}
              </label>
              <input
                id={`${id}-${edge}`}
                type="date"
                value={value[edge] ?? ''}
                min={edge === 'to' ? (value.from ?? undefined) : undefined}
                max={edge === 'from' ? (value.to ?? undefined) : undefined}
                onChange={(event) => onChange({ ...value, preset: null, [edge]: event.target.value || null })}
                className={inputClass}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
