import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WebMessageKey } from '../../locales/id.ts';
import { applyFormError } from '../form-errors.ts';
import { fieldErrorsOf } from './validation-messages.ts';

export type FieldBinding = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

export type ZodForm<K extends string> = {
  values: Record<K, string>;
  errors: Partial<Record<K | 'form', string>>;
  setValue: (name: K, value: string) => void;
  setError: (name: K, message: string | null) => void;
  /** Props for a field component: id, value, error and a change handler that clears the field's error. */
  bind: (name: K) => FieldBinding;
  /** Checks `input` (the values by default) against the shared schema; shows the messages and returns null. */
  validate: <T>(schema: z.ZodType<T>, input?: unknown) => T | null;
  /** The form handler of PLT-03/PLT-08: server field errors onto the fields, the message as an alert. */
  applyServerError: (error: unknown) => boolean;
  reset: (values?: Record<K, string>) => void;
};

/**
 * A small form state for the app's forms (the account and deposit screens alike): string values, one message per
 * field, validation by the zod schemas of @konter/shared/contracts (the server's own), and server errors landing on
 * the matching fields.
 */
export function useZodForm<K extends string>({
  initial,
  labels = {},
}: {
  initial: Record<K, string>;
  /** The names validate() puts in its messages; a form whose texts live in an area catalogue leaves it to the server. */
  labels?: Partial<Record<K, WebMessageKey>>;
}): ZodForm<K> {
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K | 'form', string>>>({});
  const idOf = (name: string) => `${prefix}-${name}`;
  const names = Object.keys(initial) as K[];

  const setError = (name: K, message: string | null) => {
    setErrors((current) => {
      if (message === null) {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name];
        return next;
      }
      return { ...current, [name]: message };
    });
  };

  const setValue = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(name, null);
  };

  const focusFirst = (fields: string[]) => {
    const first = names.find((name) => fields.includes(name));
    if (first) document.getElementById(idOf(first))?.focus();
  };

  return {
    values,
    errors,
    setValue,
    setError,
    bind: (name) => ({
      id: idOf(name),
      name,
      value: values[name],
      error: errors[name],
      onChange: (value) => setValue(name, value),
    }),
    validate<T>(schema: z.ZodType<T>, input: unknown = values): T | null {
      const result = schema.safeParse(input);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next = fieldErrorsOf(result.error.issues, {
        labelOf: (field) => {
          const key: string | undefined = field in labels ? labels[field as K] : undefined;
          return key ? t(key) : field;
        },
        isEmpty: (field) => field in values && values[field as K].trim() === '',
        t: (key, params) => t(key, params ?? {}),
      });
      setErrors(next as Partial<Record<K | 'form', string>>);
      focusFirst(Object.keys(next));
      return null;
    },
    applyServerError(error) {
      const fields: string[] = [];
      const handled = applyFormError(error, {
        setFieldError: (field, message) => {
          if (!(field in values)) return false;
          fields.push(field);
          setErrors((current) => ({ ...current, [field]: message }));
          return true;
        },
      });
      focusFirst(fields);
      return handled;
    },
    reset(next = initial) {
      setValues(next);
      setErrors({});
    },
  };
}
