import { z } from 'zod';
import type { MessageKey } from '../i18n/messages-id.ts';

/**
 * The form rules of the specification (VAL-01, VAL-02) as zod checks, one library for the web forms and the server
 * schemas: `z.string().check(alphaNumSpaces(), max(100))`. Each failing rule raises a custom issue whose
 * `params.messageKey` names its translation (messages-id/en/zh.ts) with `params.messageParams`; the server's 422
 * (platform/validation-messages.ts) and the web forms (lib/forms/validation-messages.ts) both read them, and a key
 * without a translation reads '{field} is not valid.'.
 *
 * Like the rule set the specification copies, every rule but `required`/`requiredIf` lets an empty value pass (''
 * or undefined/null), so an optional field checks its format only when filled in. Cross-field rules
 * (`confirmed`, `requiredIf`, `dateOrder`) are object checks: `z.object({...}).check(confirmed('password'))`.
 */
export type RuleParams = Record<string, string | number>;
export type RuleCheck = z.core.$ZodCheck<unknown>;

/** The translation of one failed rule. */
export function ruleMessage(messageKey: MessageKey, messageParams?: RuleParams) {
  return { params: messageParams ? { messageKey, messageParams } : { messageKey } };
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A value rule: skipped for empty values, fails with `key`. */
function valueRule(test: (value: unknown) => boolean, key: MessageKey, params?: RuleParams): RuleCheck {
  return z.refine((value: unknown) => isEmpty(value) || test(value), ruleMessage(key, params));
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
const matches = (pattern: RegExp) => (value: unknown) => {
  const s = text(value);
  return s !== null && pattern.test(s);
};
/** A number, or a string that reads as one (a form field). */
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
};
const lengthOf = (value: unknown): number | null =>
  typeof value === 'string' || Array.isArray(value) ? value.length : null;
const list = (values: readonly (string | number)[]) => values.join(', ');

// ---- text ----

export const alpha = () => valueRule(matches(/^\p{L}+$/u), 'validation.alpha');
export const alphaDash = () => valueRule(matches(/^[\p{L}\p{N}_-]+$/u), 'validation.alpha_dash');
export const alphaNum = () => valueRule(matches(/^[\p{L}\p{N}]+$/u), 'validation.alpha_num');
export const alphaSpaces = () => valueRule(matches(/^[\p{L}\s]+$/u), 'validation.alpha_spaces');

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
/**
 * Letters, digits and whitespace (VAL-01). `extra` admits a few more characters where a form needs them (a person's
 * name keeps its `.`, `'` and `-`).
 */
export const alphaNumSpaces = ({ extra = '' }: { extra?: string } = {}) =>
  valueRule(matches(new RegExp(`^[\\p{L}\\p{N}\\s${escapeClass(extra)}]+$`, 'u')), 'validation.alpha_num_spaces');

export const email = () => valueRule((value) => z.email().safeParse(value).success, 'validation.email');
export const regex = (pattern: RegExp, key: MessageKey = 'validation.format') => valueRule(matches(pattern), key);

/** At least `n` characters (or items). */
export const min = (n: number) =>
  valueRule((value) => (lengthOf(value) ?? n) >= n, 'validation.min_length', { min: n });
/** At most `n` characters (or items). */
export const max = (n: number) =>
  valueRule((value) => (lengthOf(value) ?? 0) <= n, 'validation.max_length', { max: n });
/** Exactly `n` characters (or items). */
export const length = (n: number) => valueRule((value) => lengthOf(value) === n, 'validation.length', { length: n });

// ---- numbers ----

/** Digits only (a phone, a meter or a customer number). */
export const numeric = () => valueRule(matches(/^\d+$/), 'validation.number');
/** Exactly `n` digits. */
export const digits = (n: number) => valueRule(matches(new RegExp(`^\\d{${n}}$`)), 'validation.digits', { length: n });
export const integer = () => valueRule(matches(/^-?\d+$/), 'validation.integer');
/** A decimal number (`12`, `12.5`, `-0.25`). */
export const double = () => valueRule(matches(/^-?\d+(\.\d+)?$/), 'validation.double');
export const minValue = (n: number) =>
  valueRule((value) => (numberOf(value) ?? -Infinity) >= n, 'validation.min_value', { min: n });
export const maxValue = (n: number) =>
  valueRule((value) => (numberOf(value) ?? Infinity) <= n, 'validation.max_value', { max: n });
export const between = (low: number, high: number) =>
  valueRule(
    (value) => {
      const n = numberOf(value);
      return n !== null && n >= low && n <= high;
    },
    'validation.between',
    { min: low, max: high },
  );
/** A whole multiple of 1000 (VAL-01; deposits and transfers in rupiah). */
export const factorOfThousands = () =>
  valueRule((value) => {
    const n = numberOf(value);
    return n !== null && Number.isInteger(n) && n % 1000 === 0;
  }, 'validation.factor_of_thousands');

// ---- choices ----

/** One of `values`; `key` words the refusal where a form says more than "one of the available choices". */
export const oneOf = (values: readonly (string | number)[], key: MessageKey = 'validation.one_of') =>
  valueRule((value) => values.some((option) => String(option) === text(value)), key, {
    values: list(values),
  });
export const excluded = (values: readonly (string | number)[]) =>
  valueRule((value) => !values.some((option) => String(option) === text(value)), 'validation.excluded', {
    values: list(values),
  });
export const is = (target: string | number) =>
  valueRule((value) => text(value) === String(target), 'validation.is', { target });
export const isNot = (target: string | number) =>
  valueRule((value) => text(value) !== String(target), 'validation.is_not', { target });

// ---- presence ----

/** Something other than blank: a trimmed text, a number, a true box, a non-empty list. */
export const isFilled = (value: unknown): boolean =>
  !isEmpty(value) && value !== false && !(Array.isArray(value) && value.length === 0);
/** Filled in; `key` words the refusal where a form says what to do instead ("choose a district"). */
export const required = (key: MessageKey = 'validation.required'): RuleCheck => z.refine(isFilled, ruleMessage(key));

// ---- dates ----

export type DateInput = Date | string;

/** A Date, or a `YYYY-MM-DD` string (optionally with a time) that names a real calendar day. */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const parsed = new Date(value.trim().length === 10 ? `${value.trim()}T00:00:00Z` : value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A valid date or a YYYY-MM-DD string (VAL-01). */
export const date = () => valueRule((value) => parseDate(value) !== null, 'validation.date');

const dateComparisons = {
  after: (a: number, b: number) => a > b,
  before: (a: number, b: number) => a < b,
  after_or_equal: (a: number, b: number) => a >= b,
  before_or_equal: (a: number, b: number) => a <= b,
} as const;
export type DateComparison = keyof typeof dateComparisons;

const showDate = (target: DateInput) => (typeof target === 'string' ? target : target.toISOString().slice(0, 10));

function compareTo(comparison: DateComparison, target: DateInput): RuleCheck {
  const limit = parseDate(target);
  if (!limit) throw new Error(`${comparison}: the target ${String(target)} is not a date`);
  return valueRule(
    (value) => {
      const parsed = parseDate(value);
      return parsed !== null && dateComparisons[comparison](parsed.getTime(), limit.getTime());
    },
    `validation.${comparison}`,
    { target: showDate(target) },
  );
}
export const after = (target: DateInput) => compareTo('after', target);
export const before = (target: DateInput) => compareTo('before', target);
export const afterOrEqual = (target: DateInput) => compareTo('after_or_equal', target);
export const beforeOrEqual = (target: DateInput) => compareTo('before_or_equal', target);

// ---- files ----

/**
 * What the file rules read of an upload: a browser `File` has name, type and size; the server's multipart part the
 * same; width and height come from reading the picture (dimensions only).
 */
export type FileFacts = { name: string; type: string; size: number; width?: number; height?: number };
const isFile = (value: unknown): value is FileFacts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileFacts).name === 'string' &&
  typeof (value as FileFacts).type === 'string' &&
  typeof (value as FileFacts).size === 'number';
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'];

/** The file name ends in one of `extensions` (no dot: `['jpg', 'png']`). */
export const ext = (extensions: readonly string[]) =>
  valueRule(
    (value) => isFile(value) && value.name.includes('.') && extensions.includes(extensionOf(value.name)),
    'validation.ext',
    { ext: list(extensions) },
  );
/** The file's type is one of `types` (`image/png`, or a family such as `image/*`). */
export const mimes = (types: readonly string[]) =>
  valueRule(
    (value) =>
      isFile(value) &&
      types.some((type) =>
        type.endsWith('/*') ? value.type.startsWith(type.slice(0, -1)) : value.type.toLowerCase() === type,
      ),
    'validation.mimes',
    { mimes: list(types) },
  );
export const image = () =>
  valueRule(
    (value) => isFile(value) && value.type.startsWith('image/') && imageExtensions.includes(extensionOf(value.name)),
    'validation.image',
  );
/** At most `kilobytes` KB. */
export const size = (kilobytes: number) =>
  valueRule((value) => isFile(value) && value.size <= kilobytes * 1024, 'validation.size_kb', { size: kilobytes });
/** The picture measures exactly `width` × `height` pixels. */
export const dimensions = ({ width, height }: { width: number; height: number }) =>
  valueRule((value) => isFile(value) && value.width === width && value.height === height, 'validation.dimensions', {
    width,
    height,
  });

// ---- across fields (object checks) ----

type Shape = Record<string, unknown>;
const objectRule = (fn: (body: Shape, ctx: z.core.ParsePayload<unknown>) => void): RuleCheck =>
  z.check((ctx: z.core.ParsePayload<unknown>) => {
    if (typeof ctx.value === 'object' && ctx.value !== null) fn(ctx.value as Shape, ctx);
  });
const fail = (ctx: z.core.ParsePayload<unknown>, path: string, key: MessageKey, params?: RuleParams) => {
  ctx.issues.push({ code: 'custom', input: ctx.value, path: [path], message: key, ...ruleMessage(key, params) });
};

/** `field` equals `confirmation` (`password_confirmation` by default); the message goes on the confirmation. */
export const confirmed = (
  field: string,
  confirmation = `${field}_confirmation`,
  key: MessageKey = 'validation.confirmed',
) =>
  objectRule((body, ctx) => {
    if (body[field] !== body[confirmation]) fail(ctx, confirmation, key);
  });

/** `field` must be filled when `other` holds one of `values`. */
export const requiredIf = (field: string, other: string, values: readonly unknown[]) =>
  objectRule((body, ctx) => {
    if (values.includes(body[other]) && !isFilled(body[field])) fail(ctx, field, 'validation.required');
  });

/**
 * `field`'s date against `other`'s (`dateOrder('to', 'after_or_equal', 'from')`); either one empty or not a date:
 * nothing to compare (the `date` rule on the field reports that). `when` limits it to some bodies; `key` words the
 * refusal where the other field's value would read badly in it (a date-time: "the end must be after the start").
 */
export const dateOrder = (
  field: string,
  comparison: DateComparison,
  other: string,
  { when = () => true, key }: { when?: (body: Shape) => boolean; key?: MessageKey } = {},
) =>
  objectRule((body, ctx) => {
    if (!when(body)) return;
    const value = parseDate(body[field]);
    const target = parseDate(body[other]);
    if (!value || !target || dateComparisons[comparison](value.getTime(), target.getTime())) return;
    fail(ctx, field, key ?? `validation.${comparison}`, { target: showDate(body[other] as DateInput) });
  });
