import { courierCodes, courierNames, type CourierCode, type Quote } from '@konter/shared/contracts/logistics';
import type { Locale } from '@konter/shared/i18n/locales';
import { translate } from '@konter/shared/i18n/messages';
import { CourierRefused } from '../../integrations/couriers/courier.ts';
import type { Couriers } from '../../integrations/couriers/couriers.ts';
import { refusalMessage } from './logistics.errors.ts';

export type ShippingRatesRequest = {
  origin: { name: string; phone: string; address: string; city: string; postalCode: string };
  destinationPostalCode: string;
  weightGrams: number;
};

export type ShippingRates = {
  quotes: Quote[];
  /** Couriers that could not quote the route: the reason's message key (§8) and its text in the reader's language. */
  unavailable: {
    courier: CourierCode;
    reason: 'area_not_served' | 'unsupported_service' | 'unavailable';
    message: string;
  }[];
};

/**
 * The rates of every courier that has an adapter for one parcel (SHP-04: the shop's checkout), without the POS MLO
 * access rules: the shop's seller ships, not the buyer. Each courier's own `fee` call, asked at once; a courier that
 * refuses or does not answer is listed with its reason instead of failing the others. Parcels of a shop are small
 * packets, so the volume is a 10 cm cube and the weight decides.
 */
export async function quoteShippingRates(
  couriers: Couriers,
  request: ShippingRatesRequest,
  locale: Locale,
): Promise<ShippingRates> {
  const available = courierCodes.flatMap((code) => {
    const courier = couriers[code];
    return courier ? [{ code, courier }] : [];
  });
  const results = await Promise.all(
    available.map(async ({ code, courier }) => {
      try {
        const services = await courier.fee({
          origin: request.origin,
          destination: { postalCode: request.destinationPostalCode },
          parcel: { weightGrams: request.weightGrams, lengthCm: 10, widthCm: 10, heightCm: 10 },
        });
        const quotes = services.map((service): Quote => ({
          courier: code,
          courier_name: courierNames[code],
          service: service.service,
          service_name: service.name,
          price: service.price,
          eta_days: service.etaDays,
        }));
        return { code, quotes, refusal: null };
      } catch (error) {
        const reason =
          error instanceof CourierRefused
            ? error.reason === 'area_not_served'
              ? ('area_not_served' as const)
              : ('unsupported_service' as const)
            : ('unavailable' as const);
        const key = error instanceof CourierRefused ? refusalMessage[error.reason] : 'mlo.courier_unavailable';
        return { code, quotes: [], refusal: { courier: code, reason, message: translate(locale, key) } };
      }
    }),
  );
  return {
    quotes: results.flatMap((result) => result.quotes).sort((a, b) => a.price - b.price),
    unavailable: results.flatMap((result) => (result.refusal ? [result.refusal] : [])),
  };
}
