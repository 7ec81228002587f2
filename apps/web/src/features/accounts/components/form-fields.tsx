import type { TextFieldProps } from '../../../components/ui/form-fields.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import type { FieldBinding } from '../../../lib/forms/use-zod-form.ts';

/*
 * The fields only the account screens use, built on the shared ones of components/ui/form-fields.tsx (TextField,
 * PasswordField, InlineNotice).
 */

/** Six digits, hidden, numeric keyboard (ACC-07). */
export function PinField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'filter'>) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode="numeric"
      maxLength={6}
      filter={digitsOnly}
      autoComplete={props.autoComplete ?? 'off'}
    />
  );
}

export function SelectField({
  field,
  label,
  options,
}: {
  field: FieldBinding;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const errorId = `${field.id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={field.id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={field.id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        aria-invalid={Boolean(field.error)}
        aria-describedby={field.error ? errorId : undefined}
        className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {field.error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {field.error}
        </p>
      )}
    </div>
  );
}

export const dangerButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl bg-red-600 px-4 text-base font-semibold ' +
  'text-white shadow-sm transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';
