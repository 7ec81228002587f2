import { describe, expect, it } from 'vitest';
import { normalizeDestination } from './destination.ts';

describe('normalizeDestination', () => {
  it('[TRX-01] phone numbers go in local form; meter and account numbers without spaces; a game id and zone together', () => {
    expect(normalizeDestination('mobile', '+62 812-9876-5432')).toBe('081298765432');
    expect(normalizeDestination('ewallet', '6281234567890')).toBe('081234567890');
    expect(normalizeDestination('pln', '1234 5678 901')).toBe('12345678901');
    expect(normalizeDestination('game', '12345678 (1234)')).toBe('123456781234');
  });

  it('[TRX-01] refuses what is not a number of that kind', () => {
    expect(normalizeDestination('pln', '123')).toBeNull();
    expect(normalizeDestination('mobile', '0812345')).toBeNull();
    expect(normalizeDestination('game', 'ab')).toBeNull();
  });
});
