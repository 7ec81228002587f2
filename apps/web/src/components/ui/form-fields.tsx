import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../lib/forms/use-zod-form.ts';
import { Icon } from './icon.tsx';

/*
 * The labelled inputs of the app's forms, bound to a `useZodForm` field (lib/forms/use-zod-form.ts). Fields that
 * only one feature needs (a PIN, a select) stay in that feature and are built on these.
 */

type InputMode = 'text' | 'email' | 'tel' | 'numeric' | 'search' | 'url' | 'none' | 'decimal';

export type TextFieldProps = {
  field: FieldBinding;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: InputMode;
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Drops characters as they are typed (VAL-03 key filters), e.g. digits only for a PIN. */
  filter?: (value: string) => string;
  leading?: ReactNode;
  trailing?: ReactNode;
  /** Shown under the field in place of the hint while there is no error (a lookup result, a formatted amount). */
  status?: ReactNode;
  onBlur?: () => void;
  className?: string;
};

/** VAL-03 numeric-only key filter. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/**
 * A labelled input with its hint and its error under it (PLT-03). 16 px text so phones do not zoom in, and at
 * least 48 px tall for thumbs.
 */
export function TextField({
  field,
  label,
  type = 'text',
  hint,
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  readOnly = false,
  autoFocus = false,
  filter,
  leading,
  trailing,
  status,
  onBlur,
  className = '',
}: TextFieldProps) {
  const hintId = `${field.id}-hint`;
  const statusId = `${field.id}-status`;
  const errorId = `${field.id}-error`;
  const describedBy =
    [hint ? hintId : null, status && !field.error ? statusId : null, field.error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = Boolean(field.error);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={field.id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div
        className={`flex min-h-12 items-center rounded-xl border focus-within:outline-2 focus-within:outline-offset-1 ${
          readOnly ? 'border-slate-200 bg-slate-100' : 'bg-white'
        } ${invalid ? 'border-red-400 focus-within:outline-red-500' : 'border-slate-300 focus-within:outline-brand'}`}
      >
        {leading && <span className="pl-3 text-base font-semibold text-slate-500">{leading}</span>}
        <input
          id={field.id}
          name={field.name}
          type={type}
          value={field.value}
          onChange={(event) => field.onChange(filter ? filter(event.target.value) : event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          readOnly={readOnly}
          autoFocus={autoFocus}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 bg-transparent px-3 py-3 text-base text-slate-900 outline-none placeholder:text-slate-400 read-only:text-slate-600"
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {status && !field.error && (
        <div id={statusId} className="text-sm">
          {status}
        </div>
      )}
      {field.error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {field.error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide button, so a mistyped password can be checked before sending. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((current) => !current)}
          className="mr-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800"
          aria-label={visible ? t('auth.hide_password') : t('auth.show_password')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} className="size-5" />
        </button>
      }
    />
  );
}

/** Kind-coloured box for a message that belongs to this form or screen (the page alerts stay for the global ones). */
export function InlineNotice({
  kind,
  children,
  className = '',
}: {
  kind: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  className?: string;
}) {
  const tone = {
    error: 'border-red-200 bg-red-50 text-red-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    info: 'border-sky-200 bg-sky-50 text-sky-900',
    warning: 'border-amber-200 bg-amber-50 text-amber-900',
  }[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm leading-relaxed ${tone} ${className}`}
    >
      {children}
    </div>
  );
}
