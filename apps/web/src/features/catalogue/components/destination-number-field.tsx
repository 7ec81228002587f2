import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorId } from '@konter/shared/phone/operators';
import { detectOperator, getOperator, normalizeMsisdn } from '@konter/shared/phone/operators';
import { Icon } from '../../../components/ui/icon.tsx';

/** Brand colours of the operators, used only for the small badge beside the number. */
const operatorBadge: Record<OperatorId, string> = {
  telkomsel: 'bg-red-600 text-white',
  indosat: 'bg-yellow-400 text-slate-900',
  xl: 'bg-blue-700 text-white',
  axis: 'bg-purple-700 text-white',
  tri: 'bg-slate-900 text-white',
  smartfren: 'bg-pink-600 text-white',
};

export type NumberCheck =
  | { state: 'empty' }
  | { state: 'typing' }
  | { state: 'invalid' }
  | { state: 'unknown' }
  | { state: 'detected'; operator: OperatorId };

/** What the field says about the number so far (TRX-01, CAT-03). */
export function checkDestinationNumber(value: string): NumberCheck {
  const normalized = normalizeMsisdn(value);
  if (normalized === '') return { state: 'empty' };
  if (normalized === null) return { state: 'invalid' };
  if (normalized.length < 4) return { state: 'typing' };
  const operator = detectOperator(normalized);
  return operator ? { state: 'detected', operator } : { state: 'unknown' };
}

/** Destination number input that names the operator while the number is typed. */
export function DestinationNumberField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const statusId = `${id}-status`;
  const check = checkDestinationNumber(value);
  const problem = check.state === 'invalid' || check.state === 'unknown';

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('landing.number_label')}
      </label>
      <div
        className={`flex min-h-14 items-center gap-2 rounded-xl border bg-white px-3 focus-within:outline-2 focus-within:outline-offset-1 ${
          problem ? 'border-red-400 focus-within:outline-red-500' : 'border-slate-300 focus-within:outline-brand'
        }`}
      >
        <Icon name="phone" className="size-5 shrink-0 text-slate-400" />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('landing.number_placeholder')}
          aria-describedby={statusId}
          aria-invalid={problem}
          className="min-w-0 flex-1 bg-transparent py-3 text-lg tracking-wide text-slate-900 outline-none placeholder:text-base placeholder:tracking-normal placeholder:text-slate-400"
        />
        {check.state === 'detected' && (
          <span
            className={`shrink-0 rounded-full px-3 py-1 text-xs font-bold ${operatorBadge[check.operator]}`}
            data-operator={check.operator}
          >
            {getOperator(check.operator).name}
          </span>
        )}
      </div>
      <p id={statusId} aria-live="polite" className={`min-h-5 text-sm ${problem ? 'text-red-700' : 'text-slate-600'}`}>
        {check.state === 'detected' && t('landing.operator_detected', { operator: getOperator(check.operator).name })}
        {check.state === 'unknown' && t('landing.operator_unknown')}
        {check.state === 'invalid' && t('landing.number_invalid')}
        {(check.state === 'empty' || check.state === 'typing') && t('landing.number_hint')}
      </p>
    </div>
  );
}
