import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorId } from '@konter/shared/phone/operators';
import { detectOperator, getOperator, normalizeMsisdn } from '@konter/shared/phone/operators';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * Brand colours of the operators, for the dot before "Operator: …" under the field. Nothing sits inside the box
 * beside the number: on a phone with the largest font the number itself needs all of the width.
 */
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

export type DestinationNumberFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Names the mobile operator from the prefix (mobile families, the landing). Off: a plain destination field. */
  detect?: boolean;
  label?: string;
  placeholder?: string;
  /** Under the field while nothing else is to say (no error, no detection result). */
  hint?: ReactNode;
  /** A message from validation or the server; it replaces the status line and marks the field invalid. */
  error?: string;
  /** Extra status under the field (an account name, a meter check). */
  status?: ReactNode;
  inputMode?: 'tel' | 'numeric' | 'text';
  icon?: IconName;
  maxLength?: number;
  id?: string;
  /** A button inside the box after the input (the favourite contacts). */
  action?: ReactNode;
};

/**
 * Destination number input that names the operator while the number is typed. The purchase screens also use it for
 * the other destinations (meter, game id, account number) with `detect` off and their own label.
 */
export function DestinationNumberField({
  value,
  onChange,
  detect = true,
  label,
  placeholder,
  hint,
  error,
  status,
  inputMode = 'tel',
  icon = 'phone',
  maxLength = 20,
  id: givenId,
  action,
}: DestinationNumberFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const statusId = `${id}-status`;
  const extraId = `${id}-extra`;
  const check: NumberCheck = detect ? checkDestinationNumber(value) : { state: value === '' ? 'empty' : 'typing' };
  const detectionProblem = check.state === 'invalid' || check.state === 'unknown';
  const problem = Boolean(error) || detectionProblem;

  let line: ReactNode;
  if (error) line = error;
  else if (check.state === 'detected')
    line = t('landing.operator_detected', { operator: getOperator(check.operator).name });
  else if (check.state === 'unknown') line = t('landing.operator_unknown');
  else if (check.state === 'invalid') line = t('landing.number_invalid');
  else line = hint ?? (detect ? t('landing.number_hint') : null);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label ?? t('landing.number_label')}
      </label>
      <div
        className={`flex min-h-14 items-center gap-2 rounded-xl border bg-white pl-3 focus-within:outline-2 focus-within:outline-offset-1 ${
          action ? 'pr-1' : 'pr-3'
        } ${problem ? 'border-red-400 focus-within:outline-red-500' : 'border-slate-300 focus-within:outline-brand'}`}
      >
        <Icon name={icon} className="size-5 shrink-0 text-slate-400" />
        <input
          id={id}
          type={inputMode === 'text' ? 'text' : 'tel'}
          inputMode={inputMode}
          autoComplete={inputMode === 'tel' ? 'tel-national' : 'off'}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder ?? t('landing.number_placeholder')}
          aria-describedby={status ? `${statusId} ${extraId}` : statusId}
          aria-invalid={problem}
          className="min-w-0 flex-1 bg-transparent py-3 text-lg tracking-normal text-slate-900 sm:tracking-wide outline-none placeholder:text-base placeholder:tracking-normal placeholder:text-slate-400"
        />
        {action}
      </div>
      <p
        id={statusId}
        aria-live="polite"
        className={`text-sm ${detect ? 'min-h-5' : ''} ${problem ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {check.state === 'detected' && !error && (
          <span
            aria-hidden="true"
            className={`mr-1.5 inline-block size-2.5 rounded-full align-middle ${operatorBadge[check.operator]}`}
            data-operator={check.operator}
          />
        )}
        {line}
      </p>
      {status && (
        <div id={extraId} aria-live="polite" className="text-sm">
          {status}
        </div>
      )}
    </div>
  );
}
