import type { DestinationKind } from './families.ts';
import { normalizeMsisdn } from '../phone/operators.ts';

// The server refuses a destination this rule refuses (TRX-01); the web sends what it returns, so the number on the
// confirmation is the one the supplier gets.
const destinationRules: Record<DestinationKind, RegExp> = {
  mobile: /^08\d{8,11}$/,
  ewallet: /^08\d{8,11}$/,
  pln: /^\d{11,12}$/,
  gas: /^\d{6,20}$/,
  tv: /^\d{6,20}$/,
  bank: /^\d{6,20}$/,
  game: /^[0-9A-Za-z._]{4,40}$/,
  international: /^\+?\d{6,16}$/,
  any: /^[0-9A-Za-z+\-.]{4,40}$/,
};

/** The destination in the form the supplier wants, or null when it is not a number of that kind (TRX-01). */
export function normalizeDestination(kind: DestinationKind, input: string): string | null {
  const trimmed = input.trim();
  if (kind === 'mobile' || kind === 'ewallet') {
    const number = normalizeMsisdn(trimmed);
    if (!number || !destinationRules[kind].test(number)) return null;
    return number;
  }
  // A game account is 'user id (zone id)' to people and the two run together to the supplier.
  const compact = kind === 'game' ? trimmed.replace(/[\s()|/-]/g, '') : trimmed.replace(/[\s.-]/g, '');
  return destinationRules[kind].test(compact) ? compact : null;
}
