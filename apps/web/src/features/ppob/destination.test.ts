import { describe, expect, it } from 'vitest';
import { familyDefinitions } from '@konter/shared/ppob/families';
import {
  contactTypesFor,
  destinationInfo,
  destinationKindOf,
  destinationProblem,
  isCheckableMeter,
  isCheckableWallet,
  destinationToSend,
} from './destination.ts';
import { readLastNumber, rememberLastNumber } from './last-number.ts';
import { createMemoryStorage } from '../../lib/storage.ts';

describe('destination', () => {
  it('[TRX-01] every family has a labelled destination field', () => {
    for (const definition of familyDefinitions) {
      expect(destinationInfo[destinationKindOf(definition.family)].label).toMatch(/^prepaid\.destination\./);
    }
  });

  it('[TRX-01] phone numbers are sent in local form; meter and account numbers without spaces', () => {
    expect(destinationToSend('mobile', ' +62 812-3456-7890 ')).toBe('081234567890');
    expect(destinationToSend('ewallet', '6281234567890')).toBe('081234567890');
    expect(destinationToSend('pln', '1234 5678 901')).toBe('12345678901');
    // The server's rule: a game's user id and zone run together; what it refuses goes as typed.
    expect(destinationToSend('game', ' 12345 (678) ')).toBe('12345678');
    expect(destinationToSend('pln', ' 123 ')).toBe('123');
  });

  it('[TRX-01] a destination is required; a mobile one must be a complete number of a known operator', () => {
    expect(destinationProblem('mobile', ' ')).toBe('required');
    expect(destinationProblem('game', '')).toBe('required');
    expect(destinationProblem('mobile', '0812345')).toBe('invalid_mobile');
    expect(destinationProblem('mobile', '0800 1234 5678')).toBe('invalid_mobile');
    expect(destinationProblem('mobile', '0812 3456 7890')).toBeNull();
    expect(destinationProblem('game', '12345')).toBeNull();
  });

  it('[TRX-09][TRX-10] checks start once the number is long enough', () => {
    expect(isCheckableMeter('1234567890')).toBe(false);
    expect(isCheckableMeter('12345678901')).toBe(true);
    expect(isCheckableMeter('123456789012')).toBe(true);
    expect(isCheckableWallet('08123')).toBe(false);
    expect(isCheckableWallet('0812 3456 7890')).toBe(true);
  });

  it('[ACC-06] favourite contacts of the fitting types', () => {
    expect(contactTypesFor('pulsa')).toEqual(['pulsa', 'data']);
    expect(contactTypesFor('listrik')).toEqual(['listrik']);
    expect(contactTypesFor('smstel')).toEqual(['pulsa', 'data']);
    expect(contactTypesFor('sendMoney')).toEqual(['transfer']);
    expect(contactTypesFor('voucher')).toEqual([]);
  });

  it('[TRX-13] the last number is kept per family and per account', () => {
    const storage = createMemoryStorage();
    expect(readLastNumber('pulsa', 'a1', storage)).toBeNull();
    rememberLastNumber('pulsa', 'a1', '081234567890', storage);
    expect(readLastNumber('pulsa', 'a1', storage)).toBe('081234567890');
    expect(readLastNumber('pulsa', 'a2', storage)).toBeNull();
    expect(readLastNumber('data', 'a1', storage)).toBeNull();
    storage.setItem('prepaid.last-number.pulsa', 'not json');
    expect(readLastNumber('pulsa', 'a1', storage)).toBeNull();
  });
});
