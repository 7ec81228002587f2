import type { z } from 'zod';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The message of one zod issue, in the same keys the server uses for its 422 answers (PLT-03), so a rule reads the
 * same whether the browser or the server caught it. `field` is the translated label; `empty` says the person left
 * the field blank, which is "required" whatever rule tripped.
 */
export function issueMessage(issue: z.core.$ZodIssue, field: string, t: Translate, empty = false): string {
  if (empty && issue.code !== 'custom') return t('validation.required', { field });
  switch (issue.code) {
    case 'invalid_type':
      return t('validation.required', { field });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? t('validation.required', { field }) : t('validation.min_length', { field, min });
      }
      return t('validation.min_value', { field, min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string'
        ? t('validation.max_length', { field, max })
        : t('validation.max_value', { field, max });
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email', { field }) : t('validation.format', { field });
    case 'invalid_value':
      return t('validation.one_of', { field });
    case 'custom': {
      const key = typeof issue.params?.messageKey === 'string' ? issue.params.messageKey : 'validation.invalid';
      const params: unknown = issue.params?.messageParams;
      const extra = typeof params === 'object' && params !== null ? (params as Record<string, string | number>) : {};
      return t(key, { field, ...extra });
    }
    default:
      return t('validation.invalid', { field });
  }
}

/** The first message per field; issues without a path belong to `form`. */
export function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  { labelOf, isEmpty, t }: { labelOf: (field: string) => string; isEmpty: (field: string) => boolean; t: Translate },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (errors[field]) continue;
    errors[field] = issueMessage(issue, labelOf(field), t, isEmpty(field));
  }
  return errors;
}
