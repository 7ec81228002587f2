import type { DestinationKind, PurchasableFamily } from '@konter/shared/ppob/families';
import { familyDefinition } from '@konter/shared/ppob/families';
import type { contactTypes } from '@konter/shared/contracts/accounts';
import { isValidMsisdn, normalizeMsisdn } from '@konter/shared/phone/operators';
import { normalizeDestination } from '@konter/shared/ppob/destination';
import type { IconName } from '../../components/ui/icon.tsx';
import type { WebMessageKey } from '../../locales/id.ts';

type ContactType = (typeof contactTypes)[number];

/** How the destination field of a family reads: its label, example, keyboard and icon. */
export type DestinationInfo = {
  label: WebMessageKey;
  placeholder: WebMessageKey;
  inputMode: 'tel' | 'numeric' | 'text';
  icon: IconName;
  maxLength: number;
};

export const destinationInfo: Record<DestinationKind, DestinationInfo> = {
  mobile: {
    label: 'prepaid.destination.mobile',
    placeholder: 'prepaid.placeholder.mobile',
    inputMode: 'tel',
    icon: 'phone',
    maxLength: 20,
  },
  pln: {
    label: 'prepaid.destination.pln',
    placeholder: 'prepaid.placeholder.pln',
    inputMode: 'numeric',
    icon: 'bolt',
    maxLength: 20,
  },
  game: {
    label: 'prepaid.destination.game',
    placeholder: 'prepaid.placeholder.game',
    inputMode: 'text',
    icon: 'game',
    maxLength: 40,
  },
  ewallet: {
    label: 'prepaid.destination.ewallet',
    placeholder: 'prepaid.placeholder.mobile',
    inputMode: 'tel',
    icon: 'wallet',
    maxLength: 20,
  },
  gas: {
    label: 'prepaid.destination.gas',
    placeholder: 'prepaid.placeholder.customer_id',
    inputMode: 'numeric',
    icon: 'flame',
    maxLength: 30,
  },
  tv: {
    label: 'prepaid.destination.tv',
    placeholder: 'prepaid.placeholder.customer_id',
    inputMode: 'numeric',
    icon: 'tv',
    maxLength: 30,
  },
  bank: {
    label: 'prepaid.destination.bank',
    placeholder: 'prepaid.placeholder.bank',
    inputMode: 'numeric',
    icon: 'send',
    maxLength: 30,
  },
  international: {
    label: 'prepaid.destination.international',
    placeholder: 'prepaid.placeholder.international',
    inputMode: 'tel',
    icon: 'globe',
    maxLength: 20,
  },
  any: {
    label: 'prepaid.destination.any',
    placeholder: 'prepaid.placeholder.any',
    inputMode: 'text',
    icon: 'phone',
    maxLength: 40,
  },
};

export function destinationKindOf(family: PurchasableFamily): DestinationKind {
  return familyDefinition(family).destination;
}

/**
 * What is sent and shown on the confirmation: the destination in the form the server's rule gives it (phones in local
 * 08… form, meter and account numbers without spaces); one that rule refuses goes as typed, trimmed, for the server
 * to refuse in its own words.
 */
export function destinationToSend(kind: DestinationKind, value: string): string {
  return normalizeDestination(kind, value) ?? value.trim();
}

export type DestinationProblem = 'required' | 'invalid_mobile' | null;

/** Checked before the confirmation opens (TRX-01); the server checks again and has the last word. */
export function destinationProblem(kind: DestinationKind, value: string): DestinationProblem {
  if (value.trim() === '') return 'required';
  if (kind === 'mobile' && !isValidMsisdn(value)) return 'invalid_mobile';
  return null;
}

/** A PLN meter (11 digits) or customer id (12 digits): long enough to be checked (TRX-10). */
export function isCheckableMeter(value: string): boolean {
  return /^\d{11,12}$/.test(value);
}

/** An e-wallet number long enough for its account name to be checked (TRX-09). */
export function isCheckableWallet(value: string): boolean {
  const normalized = normalizeMsisdn(value);
  return normalized !== null && /^0\d{9,12}$/.test(normalized);
}

/** The favourite-contact types that fit a family's destination, best first. */
export function contactTypesFor(family: PurchasableFamily): readonly ContactType[] {
  switch (family) {
    case 'pulsa':
      return ['pulsa', 'data'];
    case 'data':
      return ['data', 'pulsa'];
    case 'listrik':
      return ['listrik'];
    case 'emoney':
      return ['emoney', 'pulsa'];
    case 'games':
      return ['games'];
    case 'sendMoney':
      return ['transfer'];
    default:
      return destinationKindOf(family) === 'mobile' ? ['pulsa', 'data'] : [];
  }
}
