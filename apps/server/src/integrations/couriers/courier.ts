import { timingSafeEqual } from 'node:crypto';
import type { CourierCode } from '@konter/shared/contracts/logistics';

/**
 * The one courier port (MLO-02): what the logistics module asks every courier, whatever its API looks like. Each
 * adapter speaks its courier's own protocol and turns its answers into these shapes; per-courier quirks (SiCepat's
 * SPK, destination codes per courier) stay in the adapter.
 */
export type CourierParty = { name: string; phone: string; address: string; city: string; postalCode: string };
export type CourierParcel = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

export type CourierService = { service: string; name: string; price: number; etaDays: string };

/** The app's own reading of a parcel's state, whatever the courier calls it. */
export type CourierParcelStatus = 'created' | 'picked_up' | 'in_transit' | 'delivered' | 'returned' | 'cancelled';

export type CourierTracking = {
  awb: string;
  reference: string | null;
  status: CourierParcelStatus;
  history: { at: Date; status: CourierParcelStatus; description: string }[];
};

export type CourierOrder = {
  reference: string;
  service: string;
  sender: CourierParty;
  receiver: CourierParty;
  parcel: CourierParcel;
  itemDescription: string;
  itemValue: number;
  packaging: string;
  /**
   * The receiver's destination in the courier's own list (SiCepat, J&T, JNE, Lion Parcel: `CourierDestination.code`),
   * which its order call takes; without one such an adapter falls back to the receiver's postal code.
   */
  destinationCode?: string | undefined;
  /** SiCepat (MLO-05): the booking this order confirms; the courier turns that booking into the order. */
  booking?: string;
};

/** Why a courier said no, in the app's words (§8): the service turns each into a translated message. */
export type CourierRefusal =
  'area_not_served' | 'unsupported_service' | 'awb_not_found' | 'not_cancelable' | 'rejected';

/** The courier answered, and its answer is no. */
export class CourierRefused extends Error {
  readonly reason: CourierRefusal;
  constructor(reason: CourierRefusal, message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * No answer (a timeout, a 5xx, a broken body): whether the courier acted is unknown, so an order stays processing and
 * recovery asks the courier by our reference (never guesses).
 */
export class CourierUnreachable extends Error {}

export type Courier = {
  code: CourierCode;
  /**
   * `destination.code`: the destination in the courier's own list (the couriers that publish one), which their tariff
   * call takes; the others, and those without a code, go by the postal code.
   */
  fee(request: {
    origin: CourierParty;
    destination: { postalCode: string; code?: string | undefined };
    parcel: CourierParcel;
  }): Promise<CourierService[]>;
  createOrder(order: CourierOrder): Promise<{ awb: string; price: number }>;
  cancel(awb: string): Promise<void>;
  /** Null: the courier does not know this AWB. */
  track(awb: string): Promise<CourierTracking | null>;
  /** An order by our reference (recovery after a create that timed out); null: the courier never made it. */
  findByReference(reference: string): Promise<{ awb: string } | null>;
  /** The orders the courier holds for this account, newest first. */
  list(): Promise<{ awb: string; reference: string; status: CourierParcelStatus }[]>;
  agentInfo(): Promise<{ agentId: string; name: string; branch: string }>;
};

/** A status the courier pushed to us, read and proved by its adapter; null from `readCallback`: not proved. */
export type CourierCallback = {
  awb: string;
  reference: string;
  status: CourierParcelStatus;
  description: string;
  deliveryId: string;
};

/** A status push as it reached the webhook: its headers (lower-case names) and its raw body, as the courier signed it. */
export type CourierPush = { headers: Record<string, string | undefined>; body: string };

/**
 * The couriers that push status changes (J&T Express, J&T Cargo, Ninja Xpress, Lion Parcel): the adapter proves the
 * push by the courier's own scheme (a signature over the body, or the token the courier was given) and reads it.
 */
export type CallbackCapable = { readCallback(push: CourierPush): CourierCallback | null };

/** Whether two secrets or signatures are the same, in constant time (a forged push learns nothing from the timing). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * One destination in a courier's own list: its code for the area (what its tariff and orders take) and the names
 * (`name`: the district, or the courier's own name for the area).
 */
export type CourierDestination = { code: string; name: string; city: string; province: string };

/**
 * The couriers that publish their destination list (SiCepat `destination`, J&T, JNE and Lion `get_destination`,
 * MLO-05/MLO-06): asked of the courier, never read from the app's own table.
 */
export type DestinationCapable = { destinations(): Promise<CourierDestination[]> };

/** SiCepat's extras (MLO-05): an SPK (pickup work order) lists the AWBs a courier collects; the agent confirms it. */
export type SpkCapable = {
  spkCheck(spk: string): Promise<{ spk: string; confirmed: boolean; awbs: string[] } | null>;
  spkConfirm(spk: string): Promise<boolean>;
};

/** A booking SiCepat holds (MLO-05): the parcel's terms and price, kept until it expires or is confirmed. */
export type CourierBooking = {
  code: string;
  service: string;
  price: number;
  expiresAt: Date;
  /** Set once confirmed: the order's AWB. */
  awb: string | null;
  receiver: CourierParty;
  parcel: CourierParcel;
  itemDescription: string;
  itemValue: number;
  /** The destination code the booking was priced for (SiCepat's `destination_code`). */
  destinationCode: string | null;
};

/**
 * SiCepat's extras (MLO-05): a pickup request for created parcels, a booking held before it is confirmed into an order
 * (the confirm goes through `createOrder` with `booking`, so it is charged like any order), and a pickup found by
 * our reference.
 */
export type SicepatExtras = {
  requestPickup(awbs: string[]): Promise<{ requestNumber: string; spk: string; awbs: string[] }>;
  book(order: Omit<CourierOrder, 'reference' | 'booking'>): Promise<CourierBooking>;
  /** Null: SiCepat holds no such booking (unknown or expired). */
  inquiry(code: string): Promise<CourierBooking | null>;
};

export async function courierFetch(url: string, init: RequestInit, timeoutMs = 10_000): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CourierUnreachable(`courier request failed: ${(error as Error).message}`);
  }
  if (response.status >= 500) throw new CourierUnreachable(`courier answered ${response.status}`);
  return response;
}

/** A courier's answer as JSON; a body that is not JSON means the courier is not answering as it should. */
export async function courierJsonOf<T>(response: Response, courier: string): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new CourierUnreachable(`${courier} answered no JSON`);
  }
}

/** Billable kilograms: the larger of actual and volumetric weight (L×W×H / 6000), rounded up to a whole kilogram. */
export function billableKilograms(parcel: CourierParcel): number {
  const volumetric = (parcel.lengthCm * parcel.widthCm * parcel.heightCm) / 6000;
  return Math.max(1, Math.ceil(Math.max(parcel.weightGrams / 1000, volumetric)));
}
