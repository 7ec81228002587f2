import type { OfferType } from '@konter/shared/contracts/postpaid';
import { offerNetworks } from '@konter/shared/contracts/postpaid';
import { detectOperator, normalizeMsisdn } from '@konter/shared/phone/operators';

/**
 * What the number typed so far says for an operator offer, before it is checked: nothing yet (under four digits or
 * not a known prefix: the check says what is wrong), a number of the offer's operator, or another operator's. by.U
 * numbers are Telkomsel's on their own prefix, so a Telkomsel number outside it is "another operator" for by.U.
 */
export function offerNumberState(type: OfferType, value: string): 'pending' | 'ok' | 'wrong' {
  const number = normalizeMsisdn(value);
  if (!number || number.length < 4) return 'pending';
  const operator = detectOperator(number);
  if (operator === null) return 'pending';
  const network: { operator: string; prefixes?: readonly string[] } = offerNetworks[type];
  const ownPrefix = network.prefixes?.includes(number.slice(0, 4)) ?? true;
  return operator === network.operator && ownPrefix ? 'ok' : 'wrong';
}
