import { describe, expect, it } from 'vitest';
import { customsSettingsSchema } from '@konter/shared/contracts/cn23';
import { computeImportDuty, consignmentDutyBps, type DutyHeading, type DutyInput } from './cn23-duty.ts';

const settings = customsSettingsSchema.parse({});
const usd = { rateHundredths: 1_600_000, effectiveOn: '2026-01-05' };
const phoneCase: DutyHeading = { code: '3926.90', dutyBps: 1_000, commodity: null };
const shoes: DutyHeading = { code: '6404.11', dutyBps: 3_000, commodity: 'footwear' };
const book: DutyHeading = { code: '4901.99', dutyBps: 0, commodity: 'books' };
const cosmetics: DutyHeading = { code: '3304.99', dutyBps: 1_500, commodity: 'cosmetics' };

const base = (input: Partial<DutyInput>): DutyInput => ({
  fob: 0,
  insurance: 0,
  freight: 0,
  currency: 'USD',
  npwp: false,
  heading: phoneCase,
  rate: usd,
  usdRate: usd,
  settings,
  ...input,
});

describe('computeImportDuty (decision 036)', () => {
  it('[MLO-04] USD 2.50 is within the de-minimis: no duty, PPN 11% of Rp 40 000 rounded up to Rp 5 000', () => {
    expect(computeImportDuty(base({ fob: 250 }))).toEqual({
      band: 'deminimis',
      customsValue: 40_000,
      dutyBps: 0,
      duty: 0,
      ppnBps: 1_100,
      ppn: 5_000,
      pphBps: 0,
      pph: 0,
      total: 5_000,
    });
  });

  it('[MLO-04] exactly USD 3.00 FOB is still de-minimis; one cent more pays the flat duty', () => {
    expect(computeImportDuty(base({ fob: 300 })).band).toBe('deminimis');
    expect(computeImportDuty(base({ fob: 301 })).band).toBe('flat');
  });

  it('[MLO-04] USD 20 + 5 freight at Rp 16 250,50: CIF Rp 406 262, duty 7.5% Rp 31 000, PPN Rp 49 000, no PPh', () => {
    const rate = { rateHundredths: 1_625_050, effectiveOn: '2026-01-05' };
    expect(computeImportDuty(base({ fob: 2_000, freight: 500, rate, usdRate: rate }))).toMatchObject({
      band: 'flat',
      customsValue: 406_262,
      duty: 31_000,
      ppn: 49_000,
      pph: 0,
      total: 80_000,
    });
  });

  it('[MLO-04] shoes below USD 1 500 pay the footwear rate 25% and PPh 5%, with or without NPWP (PMK 4/2025)', () => {
    const expected = {
      band: 'commodity',
      customsValue: 640_000,
      dutyBps: 2_500,
      duty: 160_000,
      ppnBps: 1_100,
      ppn: 88_000,
      pphBps: 500,
      pph: 40_000,
      total: 288_000,
    };
    expect(computeImportDuty(base({ fob: 4_000, heading: shoes }))).toEqual(expected);
    expect(computeImportDuty(base({ fob: 4_000, heading: shoes, npwp: true }))).toEqual(expected);
  });

  it('[MLO-04] cosmetics of USD 100 pay 15% (not the flat 7.5%): duty Rp 240 000, PPN Rp 203 000, PPh Rp 92 000', () => {
    expect(computeImportDuty(base({ fob: 10_000, heading: cosmetics }))).toMatchObject({
      band: 'commodity',
      customsValue: 1_600_000,
      dutyBps: 1_500,
      duty: 240_000,
      ppn: 203_000,
      pph: 92_000,
      total: 535_000,
    });
  });

  it('[MLO-04] exactly USD 1 500 FOB is still under the ceiling; one cent more pays the MFN rate and PPh', () => {
    expect(computeImportDuty(base({ fob: 150_000 })).band).toBe('flat');
    expect(computeImportDuty(base({ fob: 150_000, heading: shoes })).band).toBe('commodity');
    expect(computeImportDuty(base({ fob: 150_001 })).band).toBe('mfn');
    expect(computeImportDuty(base({ fob: 150_001, heading: shoes })).band).toBe('mfn');
  });

  it('[MLO-04] above USD 1 500 the MFN rate and PPh at the NPWP rate', () => {
    expect(computeImportDuty(base({ fob: 200_000, heading: cosmetics, npwp: true }))).toMatchObject({
      band: 'mfn',
      customsValue: 32_000_000,
      dutyBps: 1_500,
      duty: 4_800_000,
      ppn: 4_048_000,
      pphBps: 1_000,
      pph: 3_680_000,
      total: 12_528_000,
    });
  });

  it('[MLO-04] above USD 1 500 without NPWP: shoes at their MFN 30% and PPh at twice the rate', () => {
    expect(computeImportDuty(base({ fob: 160_000, heading: shoes }))).toMatchObject({
      band: 'mfn',
      customsValue: 25_600_000,
      duty: 7_680_000,
      ppn: 3_661_000,
      pphBps: 2_000,
      pph: 6_656_000,
      total: 17_997_000,
    });
  });

  it('[MLO-04] a currency without minor unit (JPY 5 000 at Rp 105,50) converts against the USD thresholds', () => {
    const yen = { rateHundredths: 10_550, effectiveOn: '2026-01-05' };
    expect(computeImportDuty(base({ fob: 5_000, currency: 'JPY', rate: yen }))).toMatchObject({
      band: 'flat',
      customsValue: 527_500,
      duty: 40_000,
      ppn: 63_000,
      total: 103_000,
    });
  });

  it('[MLO-04] books pay neither duty nor taxes, under the ceiling or above it', () => {
    expect(computeImportDuty(base({ fob: 5_000, heading: book }))).toMatchObject({ band: 'commodity', total: 0 });
    expect(computeImportDuty(base({ fob: 200_000, heading: book }))).toMatchObject({ band: 'mfn', total: 0 });
  });

  it("[MLO-04] the tenant's own thresholds and rates apply", () => {
    const own = customsSettingsSchema.parse({ deminimis_usd_cents: 10_000, ppn_bps: 1_200 });
    expect(computeImportDuty(base({ fob: 5_000, settings: own }))).toMatchObject({
      band: 'deminimis',
      customsValue: 800_000,
      duty: 0,
      ppn: 96_000,
    });
  });

  it("[MLO-04] the tenant's own commodity rates apply, and the HS search shows the rate a consignment pays", () => {
    const own = customsSettingsSchema.parse({ duty_cosmetics_bps: 1_000, pph_commodity_bps: 0 });
    expect(computeImportDuty(base({ fob: 10_000, heading: cosmetics, settings: own }))).toMatchObject({
      band: 'commodity',
      duty: 160_000,
      pph: 0,
    });
    expect(consignmentDutyBps(cosmetics, own)).toBe(1_000);
    expect(consignmentDutyBps(shoes, settings)).toBe(2_500);
    expect(consignmentDutyBps(book, settings)).toBe(0);
    expect(consignmentDutyBps(phoneCase, settings)).toBe(750);
  });
});
