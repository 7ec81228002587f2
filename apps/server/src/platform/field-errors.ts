import type { MessageKey } from '@konter/shared/i18n/messages';

/**
 * Field errors before translation: under each field, message keys with their parameters. A file of its own because
 * both the error envelope (errors.ts) and the zod issue mapping (validation-messages.ts) need it, and errors.ts uses
 * that mapping: in either of them it made the two import each other.
 */
export type FieldErrors = Record<string, { key: MessageKey | string; params?: Record<string, string | number> }[]>;
