import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';

/** The label above a POS control and its error (or hint) under it, tied to the control by id. */
function Labelled({
  label,
  error,
  hint,
  control,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {control(error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && <p className="text-sm text-slate-500">{hint}</p>
      )}
    </div>
  );
}

const controlClass =
  'min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand focus:outline-none aria-invalid:border-red-500';

/** A labelled input of the POS forms with its error under it; 16 px text so phones do not zoom. */
export function Field({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <Labelled
      label={label}
      error={error}
      hint={hint}
      control={(aria) => <input {...aria} className={controlClass} {...input} />}
    />
  );
}

/** The first message of a field from an API validation error, or undefined. */
export function fieldError(errors: Record<string, string[]> | undefined, field: string): string | undefined {
  return errors?.[field]?.[0];
}

/** A labelled select of the POS forms, the same size and error line as `Field`. */
export function SelectField({
  label,
  error,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <Labelled
      label={label}
      error={error}
      control={(aria) => (
        <select {...aria} className={controlClass} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
