import { describe, expect, it } from 'vitest';
import { customsSettingsSchema } from '@konter/shared/contracts/cn23';
import { computeImportDuty, type DutyHeading, type DutyInput } from './cn23-duty.ts';

const settings = customsSettingsSchema.parse({});
const usd = { rateHundredths: 1_600_000, effectiveOn: '2026-01-05' };
const phoneCase: DutyHeading = { code: '3926.90', dutyBps: 1_000, mfnAlways: false, taxExempt: false };
const shoes: DutyHeading = { code: '6404.11', dutyBps: 3_000, mfnAlways: true, taxExempt: false };
const book: DutyHeading = { code: '4901.99', dutyBps: 0, mfnAlways: false, taxExempt: true };
const cosmetics: DutyHeading = { code: '3304.99', dutyBps: 1_000, mfnAlways: false, taxExempt: false };

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

  it('[MLO-04] shoes pay their MFN rate and PPh without NPWP even below USD 1 500', () => {
    expect(computeImportDuty(base({ fob: 4_000, heading: shoes }))).toMatchObject({
      band: 'mfn',
      customsValue: 640_000,
      dutyBps: 3_000,
      duty: 192_000,
      ppn: 92_000,
      pphBps: 2_000,
      pph: 167_000,
      total: 451_000,
    });
  });

  it('[MLO-04] above USD 1 500 the MFN rate and PPh at the NPWP rate', () => {
    expect(computeImportDuty(base({ fob: 200_000, heading: cosmetics, npwp: true }))).toMatchObject({
      band: 'mfn',
      customsValue: 32_000_000,
      duty: 3_200_000,
      ppn: 3_872_000,
      pphBps: 1_000,
      pph: 3_520_000,
      total: 10_592_000,
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

  it('[MLO-04] books pay neither duty nor taxes', () => {
    expect(computeImportDuty(base({ fob: 5_000, heading: book })).total).toBe(0);
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
});
