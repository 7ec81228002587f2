import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Biller } from '@konter/shared/contracts/postpaid';
import { formatRupiah } from '@konter/shared/money';

/** Up to this many billers are chips; more (PDAM of many cities) are a list to pick from. */
const chipLimit = 6;

/**
 * The biller of a type that has several (PDAM per city, multifinance companies), with its admin fee. One biller is
 * no choice: nothing is shown.
 */
export function BillerPicker({
  billers,
  value,
  onChange,
  error,
  label,
}: {
  billers: readonly Biller[];
  value: string | null;
  onChange: (code: string) => void;
  error?: string;
  /** What the choice is called where it is not a biller (kirim uang: the destination bank). */
  label?: string;
}) {
  const { t } = useTranslation();
  const title = label ?? t('postpaid.biller');
  const labelId = useId();
  const selectId = useId();
  const errorId = useId();
  if (billers.length < 2) return null;

  if (billers.length > chipLimit) {
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
          {title}
        </label>
        <select
          id={selectId}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-12 rounded-xl border bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand ${
            error ? 'border-red-400' : 'border-slate-300'
          }`}
        >
          {billers.map((biller) => (
            <option key={biller.code} value={biller.code}>
              {biller.name} · {t('postpaid.biller_admin', { amount: formatRupiah(biller.admin_fee) })}
            </option>
          ))}
        </select>
        {error && (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {title}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {billers.map((biller) => {
          const selected = biller.code === value;
          return (
            <button
              key={biller.code}
              type="button"
              aria-pressed={selected}
              data-biller={biller.code}
              onClick={() => onChange(biller.code)}
              className={`flex min-h-11 flex-col items-start justify-center rounded-2xl border px-3.5 py-1.5 text-left text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                selected
                  ? 'border-brand bg-brand text-brand-foreground shadow-sm'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand'
              }`}
            >
              <span className="font-semibold">{biller.name}</span>
              <span className={`text-xs ${selected ? 'opacity-90' : 'text-slate-500'}`}>
                {t('postpaid.biller_admin', { amount: formatRupiah(biller.admin_fee) })}
              </span>
            </button>
          );
        })}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
