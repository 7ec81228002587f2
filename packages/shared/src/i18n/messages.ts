import type { Locale } from './locales.ts';
import { enMessages } from './messages-en.ts';
import type { MessageCatalogue, MessageKey } from './messages-id.ts';
import { idMessages } from './messages-id.ts';
import { zhMessages } from './messages-zh.ts';

export type { MessageKey } from './messages-id.ts';
// The field names moved to their own file; callers keep importing fieldLabel from here.
export { fieldLabel } from './field-labels.ts';

/** The shared messages of every language (messages-id.ts says what they are); the web app imports them one by one. */
export const messages: Record<Locale, MessageCatalogue> = { id: idMessages, en: enMessages, zh: zhMessages };

export function isMessageKey(key: string): key is MessageKey {
  return key in idMessages;
}

/** Translates a message key; unknown keys fall back to '{field} is not valid.' as the specification says (VAL-01). */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const catalogue = messages[locale];
  const template = isMessageKey(key) ? catalogue[key] : catalogue['validation.invalid'];
  const text = template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
  // A message that starts with a field name starts with a capital letter.
  return text.charAt(0).toUpperCase() + text.slice(1);
}
