/*
 * The key filters only the deposit forms use (VAL-03), for the `filter` of a TextField. The fields themselves and
 * the shared `digitsOnly` filter are in components/ui/form-fields.tsx.
 */

/** A phone number as typed: digits, with a leading + for +62. */
export const phoneCharacters = (value: string) => value.replace(/[^\d+]+/g, '').replace(/(?!^)\+/g, '');

/** VAL-03 deposit-name characters: letters, spaces and . ' - (the rule of the account holder name). */
export const depositNameCharacters = (value: string) => value.replace(/[^\p{L}\s.'-]+/gu, '');
