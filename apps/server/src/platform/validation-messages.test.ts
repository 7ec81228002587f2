import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from './validation-messages.ts';

const body = z.object({ amount: z.number().int(), name: z.string(), tags: z.array(z.string()).optional() });
const errorsOf = (input: unknown) => {
  const result = body.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return zodIssuesToFieldErrors(result.error.issues);
};

describe('field errors from validation issues', () => {
  it('[PLT-03] a missing field reads "required"; a field of the wrong type says what it should be', () => {
    expect(errorsOf({})).toEqual({
      amount: [{ key: 'validation.required' }],
      name: [{ key: 'validation.required' }],
    });
    expect(errorsOf({ amount: '50000', name: 7, tags: 'a' })).toEqual({
      amount: [{ key: 'validation.number' }],
      name: [{ key: 'validation.type' }],
      tags: [{ key: 'validation.type' }],
    });
    expect(errorsOf({ amount: null, name: null })).toEqual({
      amount: [{ key: 'validation.required' }],
      name: [{ key: 'validation.required' }],
    });
  });
});
