import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Translate } from './validation-messages.ts';
import { fieldErrorsOf } from './validation-messages.ts';

const t: Translate = (key, params = {}) => `${key} ${JSON.stringify(params)}`;

const errorsOf = (schema: z.ZodType, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsOf(result.error.issues, {
    labelOf: (field) => field.toUpperCase(),
    isEmpty: (field) => input[field] === '',
    t,
  });
};

describe('validation messages', () => {
  it('[PLT-03] uses the server keys: one message per field, the first one', () => {
    const schema = z.object({ name: z.string().min(3).max(5), email: z.email() });
    expect(errorsOf(schema, { name: 'ab', email: 'x' })).toEqual({
      name: 'validation.min_length {"field":"NAME","min":3}',
      email: 'validation.email {"field":"EMAIL"}',
    });
  });

  it('[PLT-03] a blank field is "required", whatever rule tripped', () => {
    const schema = z.object({ name: z.string().min(3) });
    expect(errorsOf(schema, { name: '' })).toEqual({ name: 'validation.required {"field":"NAME"}' });
  });

  it('[PLT-03] a custom rule brings its own key and parameters; an issue without a path belongs to the form', () => {
    const schema = z
      .object({ pin: z.string(), pin_confirmation: z.string() })
      .refine((body) => body.pin === body.pin_confirmation, {
        params: { messageKey: 'validation.confirmed', messageParams: { other: 'PIN' } },
      });
    expect(errorsOf(schema, { pin: '1', pin_confirmation: '2' })).toEqual({
      form: 'validation.confirmed {"field":"FORM","other":"PIN"}',
    });
  });
});
