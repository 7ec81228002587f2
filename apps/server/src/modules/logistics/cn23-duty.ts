import {
  commodityDutyKeys,
  currencyDigits,
  type ConsignmentCommodity,
  type Currency,
  type CustomsSettings,
  type TaxBand,
} from '@konter/shared/contracts/cn23';

/** What the rule needs of an HS heading (the `mlo_hs_codes` reference row). */
export type DutyHeading = { code: string; dutyBps: number; commodity: ConsignmentCommodity | null };
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
  band: TaxBand;
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
 * The duty a consignment of `heading` pays above the de-minimis up to the flat ceiling: its certain commodity's rate,
 * or the flat rate (what the HS search shows beside a code).
 */
export function consignmentDutyBps(heading: Pick<DutyHeading, 'commodity'>, settings: CustomsSettings): number {
  return heading.commodity ? settings[commodityDutyKeys[heading.commodity]] : settings.flat_duty_bps;
}

/**
 * Import duty and taxes of one consignment (decision 036: PMK 96/2023 on consignment goods, art. 29 as amended by
 * PMK 4/2025), the band chosen on FOB against the tenant's thresholds, which are in US dollars:
 * - FOB at or below the de-minimis (USD 3): no duty, PPN, no PPh;
 * - above it up to the flat ceiling (USD 1 500): the flat duty (7.5%), PPN, no PPh; but a certain commodity (books,
 *   watches, cosmetics, iron and steel, bags, textile products, footwear, bicycles) pays its own rate (0%, 15% or 25%)
 *   and PPh at the commodity rate (5%);
 * - above the ceiling: the heading's general (MFN) rate, PPN, and PPh at the NPWP rate or the higher rate without one;
 * - books pay no PPN and no PPh in any band.
 * Duty is levied on the customs value (CIF = FOB + insurance + freight at the day's rate, whole Rupiah rounded down),
 * PPN and PPh on the customs value plus duty (the import value); each of duty, PPN and PPh is rounded up to the
 * thousand Rupiah on its own, and the total is their sum. Integers only: the foreign amounts are minor units and the
 * rates hundredths of a Rupiah, so the only division is the explicit rounding.
 */
export function computeImportDuty(input: DutyInput): DutyResult {
  const { settings, heading } = input;
  const scale = 10n ** BigInt(currencyDigits[input.currency]);
  const rate = BigInt(input.rate.rateHundredths);
  // FOB against a USD threshold, both in ten-thousandths of a Rupiah times the currency's minor scale (no division).
  const fobScaled = BigInt(input.fob) * rate * 100n;
  const threshold = (usdCents: number) => BigInt(usdCents) * BigInt(input.usdRate.rateHundredths) * scale;
  const band: TaxBand =
    fobScaled <= threshold(settings.deminimis_usd_cents)
      ? 'deminimis'
      : fobScaled > threshold(settings.flat_ceiling_usd_cents)
        ? 'mfn'
        : heading.commodity
          ? 'commodity'
          : 'flat';
  const cif = BigInt(input.fob + input.insurance + input.freight);
  const customsValue = (cif * rate) / (scale * 100n);
  const dutyBps = band === 'deminimis' ? 0 : band === 'mfn' ? heading.dutyBps : consignmentDutyBps(heading, settings);
  const duty = levy(customsValue, dutyBps);
  const importValue = customsValue + duty;
  const books = heading.commodity === 'books';
  const ppnBps = books ? 0 : settings.ppn_bps;
  const pphBps =
    books || band === 'deminimis' || band === 'flat'
      ? 0
      : band === 'commodity'
        ? settings.pph_commodity_bps
        : input.npwp
          ? settings.pph_npwp_bps
          : settings.pph_no_npwp_bps;
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
