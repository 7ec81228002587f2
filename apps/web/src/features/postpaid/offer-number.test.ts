import { describe, expect, it } from 'vitest';
import type { OfferType } from '@konter/shared/contracts/postpaid';
import { offerNumberState } from './offer-number.ts';

describe('operator offer numbers', () => {
  it('[CAT-02] a number is named as the offer operator’s once its prefix says so; by.U takes only its own prefix', () => {
    const cases: [OfferType, string, ReturnType<typeof offerNumberState>][] = [
      ['tselomni', '081', 'pending'],
      ['tselomni', '0812', 'ok'],
      ['tselomni', '+62 812 3456 7890', 'ok'],
      ['tselomni', '0856', 'wrong'],
      ['indosat4u', '085612345678', 'ok'],
      ['tricuanmax', '0896', 'ok'],
      ['xlcuanku', '0878', 'ok'],
      ['xlcuanku', '0838', 'wrong'],
      ['byupromo', '0851', 'ok'],
      ['byupromo', '0812', 'wrong'],
      // Not a known prefix, or not a number: the check says what is wrong.
      ['tselomni', '0800', 'pending'],
      ['tselomni', '08a1', 'pending'],
    ];
    expect(cases.map(([type, number]) => [type, number, offerNumberState(type, number)])).toEqual(cases);
  });
});
