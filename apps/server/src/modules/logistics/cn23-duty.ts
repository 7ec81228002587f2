import { currencyDigits, type Currency, type CustomsSettings } from '@konter/shared/contracts/cn23';

/** What the rule needs of an HS heading (the `mlo_hs_codes` reference row). */
export type DutyHeading = { code: string; dutyBps: number; mfnAlways: boolean; taxExempt: boolean };
/** Rupiah per unit of a currency, in hundredths of a Rupiah, with the day it took effect. */
export type DayRate = { rateHundredths: number; effectiveOn: string };

export type DutyInput = {
  /** FOB, insurance and freight in the currency's minor unit. */
  fob: number;
  insurance: number;
  freight: number;
  currency: Currency;
  npwp: boolean;
  heading: DutyHeading;
  /** The declared currency's rate of the day and the US dollar's, which the thresholds are written in. */
  rate: DayRate;
  usdRate: DayRate;
  settings: CustomsSettings;
};

export type DutyResult = {
  band: 'deminimis' | 'flat' | 'mfn';
  customsValue: number;
  dutyBps: number;
  duty: number;
  ppnBps: number;
  ppn: number;
  pphBps: number;
  pph: number;
  total: number;
};

const thousand = 1_000n;
const basisPoints = 10_000n;

/** `amount × bps / 10 000` rounded up to the next thousand Rupiah, as customs bills duty and each import tax. */
function levy(amount: bigint, bps: number): bigint {
  const numerator = amount * BigInt(bps);
  const step = basisPoints * thousand;
  return ((numerator + step - 1n) / step) * thousand;
}

/**
 * Import duty and taxes of one consignment (decision 036, PMK 199/PMK.010/2019 on consignment goods):
 * - the band is chosen on FOB against the tenant's thresholds, which are in US dollars: FOB at or below the
 *   de-minimis (USD 3) pays no duty and no PPh; above it up to the flat ceiling (USD 1 500) the flat duty (7.5%) and
 *   no PPh, except headings with `mfnAlways` (bags 4202, footwear 64, textiles 61–63), which pay their MFN rate and
 *   PPh; above the ceiling every heading pays its MFN rate and PPh;
 * - duty is levied on the customs value (CIF = FOB + insurance + freight at the day's rate, whole Rupiah rounded
 *   down), PPN and PPh on the customs value plus duty (the import value); PPh at the NPWP rate or the higher rate
 *   without one; books (`taxExempt`, HS 4901–4904) pay no duty, PPN or PPh at any value;
 * - each of duty, PPN and PPh is rounded up to the thousand Rupiah on its own, and the total is their sum.
 * Integers only: the foreign amounts are minor units and the rates hundredths of a Rupiah, so the only division is the
 * explicit rounding.
 */
export function computeImportDuty(input: DutyInput): DutyResult {
  const { settings, heading } = input;
  const scale = 10n ** BigInt(currencyDigits[input.currency]);
  const rate = BigInt(input.rate.rateHundredths);
  // FOB against a USD threshold, both in ten-thousandths of a Rupiah times the currency's minor scale (no division).
  const fobScaled = BigInt(input.fob) * rate * 100n;
  const threshold = (usdCents: number) => BigInt(usdCents) * BigInt(input.usdRate.rateHundredths) * scale;
  const band: DutyResult['band'] =
    fobScaled <= threshold(settings.deminimis_usd_cents)
      ? 'deminimis'
      : fobScaled <= threshold(settings.flat_ceiling_usd_cents) && !heading.mfnAlways
        ? 'flat'
        : 'mfn';
  const cif = BigInt(input.fob + input.insurance + input.freight);
  const customsValue = (cif * rate) / (scale * 100n);
  const dutyBps =
    band === 'deminimis' || heading.taxExempt ? 0 : band === 'flat' ? settings.flat_duty_bps : heading.dutyBps;
  const duty = levy(customsValue, dutyBps);
  const importValue = customsValue + duty;
  const ppnBps = heading.taxExempt ? 0 : settings.ppn_bps;
  const pphBps =
    heading.taxExempt || band !== 'mfn' ? 0 : input.npwp ? settings.pph_npwp_bps : settings.pph_no_npwp_bps;
  const ppn = levy(importValue, ppnBps);
  const pph = levy(importValue, pphBps);
  return {
    band,
    customsValue: Number(customsValue),
    dutyBps,
    duty: Number(duty),
    ppnBps,
    ppn: Number(ppn),
    pphBps,
    pph: Number(pph),
    total: Number(duty + ppn + pph),
  };
}
