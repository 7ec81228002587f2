import type { z } from 'zod';
import type { FieldErrors } from './field-errors.ts';

type Issue = z.core.$ZodIssue;

/**
 * Maps zod issues to translation keys with their parameters, so the server's 422 carries the same Indonesian
 * messages the forms show. Custom refinements name their key in `params.messageKey`.
 */
export function zodIssuesToFieldErrors(issues: readonly Issue[], context?: string): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : (context ?? 'body');
    const entry = messageOf(issue);
    (result[field] ??= []).push(entry);
  }
  return result;
}

function messageOf(issue: Issue): { key: string; params?: Record<string, string | number> } {
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 keeps the input on an issue only when asked to (reportInput); otherwise its message names what it
      // received ("received undefined"). A missing input must not make every wrong type read "required".
      if (
        'input' in issue
          ? issue.input === undefined || issue.input === null
          : /received (undefined|null)/.test(issue.message)
      )
        return { key: 'validation.required' };
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return { key: 'validation.number' };
      return { key: 'validation.type' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min === 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.min_value', params: { min } };
      return { key: 'validation.min_value', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.max_length', params: { max } };
      return { key: 'validation.max_value', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.one_of' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field', params: { field: issue.keys.join(', ') } };
    case 'not_multiple_of':
      return Number(issue.divisor) === 1000 ? { key: 'validation.factor_of_thousands' } : { key: 'validation.invalid' };
    case 'custom': {
      const key = typeof issue.params?.messageKey === 'string' ? issue.params.messageKey : 'validation.invalid';
      const params = issue.params?.messageParams as Record<string, string | number> | undefined;
      return params ? { key, params } : { key };
    }
    default:
      return { key: 'validation.invalid' };
  }
}
