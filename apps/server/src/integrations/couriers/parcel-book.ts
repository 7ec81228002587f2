import type { Clock } from '../../platform/clock.ts';
import type { CourierParcelStatus } from './courier.ts';
import { regionOfAnyCode } from './destination-book.ts';

/**
 * What a courier simulator keeps: its parcels, each moving pickup → in transit → delivered (or returned) as the
 * app's clock passes (decision 018), so a test that moves the fake clock moves every parcel. The status is read from
 * the clock whenever it is asked, so no timer needs to fire; a change of status is announced to `onChange` (the
 * couriers that call back) when `sweep` runs.
 */
export type SimParcel = {
  awb: string;
  reference: string;
  service: string;
  price: number;
  destinationCode: string;
  etaDays: number;
  createdAt: Date;
  cancelledAt: Date | null;
  spk: string;
  /** What the last sweep announced. */
  announced: CourierParcelStatus;
  detail: Record<string, unknown>;
};

const hour = 3_600_000;
/** When each step happens after the order: picked up after 2 hours, in transit after 6, arrived after the ETA. */
export const parcelTimeline = { pickedUpAfterMs: 2 * hour, inTransitAfterMs: 6 * hour } as const;

export class ParcelBook {
  readonly parcels = new Map<string, SimParcel>();
  readonly #clock: Clock;
  readonly #prefix: string;
  #sequence = 0;
  /** What the next create does: 'ok', refuse it, or keep the parcel but never answer (a timeout). */
  nextCreate: 'ok' | 'timeout' | 'reject' = 'ok';
  /**
   * How far this courier's own clock runs ahead of the app's: the demo's /dev/couriers page moves it, so a person
   * (or an end-to-end test against a real clock) sees a parcel arrive without waiting days. Tests move the app's clock.
   */
  aheadMs = 0;

  constructor(clock: Clock, awbPrefix: string) {
    this.#clock = clock;
    this.#prefix = awbPrefix;
  }

  add(parcel: Omit<SimParcel, 'awb' | 'createdAt' | 'cancelledAt' | 'spk' | 'announced'>): SimParcel {
    this.#sequence += 1;
    const now = this.now();
    const awb = `${this.#prefix}${String(now.getTime()).slice(-7)}${String(this.#sequence).padStart(4, '0')}`;
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const stored: SimParcel = {
      ...parcel,
      awb,
      createdAt: now,
      cancelledAt: null,
      spk: `SPK${day}`,
      announced: 'created',
    };
    this.parcels.set(awb, stored);
    return stored;
  }

  /** The courier's time: the app's clock plus `aheadMs`. */
  now(): Date {
    return new Date(this.#clock.now().getTime() + this.aheadMs);
  }

  byReference(reference: string): SimParcel | null {
    return [...this.parcels.values()].find((parcel) => parcel.reference === reference) ?? null;
  }

  statusOf(parcel: SimParcel): CourierParcelStatus {
    if (parcel.cancelledAt) return 'cancelled';
    const elapsed = this.now().getTime() - parcel.createdAt.getTime();
    if (elapsed >= parcel.etaDays * 24 * hour) {
      // Each courier names the destination its own way (a code, a route or a postcode): any of them may name it.
      return regionOfAnyCode(parcel.destinationCode)?.zone === 6 ? 'returned' : 'delivered';
    }
    if (elapsed >= parcelTimeline.inTransitAfterMs) return 'in_transit';
    if (elapsed >= parcelTimeline.pickedUpAfterMs) return 'picked_up';
    return 'created';
  }

  /** The steps a parcel went through so far, with the time of each. */
  historyOf(parcel: SimParcel): { at: Date; status: CourierParcelStatus }[] {
    const at = (ms: number) => new Date(parcel.createdAt.getTime() + ms);
    const steps: { at: Date; status: CourierParcelStatus }[] = [{ at: parcel.createdAt, status: 'created' }];
    if (parcel.cancelledAt) return [...steps, { at: parcel.cancelledAt, status: 'cancelled' }];
    const now = this.now().getTime();
    for (const [ms, status] of [
      [parcelTimeline.pickedUpAfterMs, 'picked_up'],
      [parcelTimeline.inTransitAfterMs, 'in_transit'],
    ] as const) {
      if (now - parcel.createdAt.getTime() >= ms) steps.push({ at: at(ms), status });
    }
    const final = this.statusOf(parcel);
    if (final === 'delivered' || final === 'returned')
      steps.push({ at: at(parcel.etaDays * 24 * hour), status: final });
    return steps;
  }

  cancel(parcel: SimParcel): boolean {
    if (this.statusOf(parcel) !== 'created') return false;
    parcel.cancelledAt = this.now();
    return true;
  }

  /** Parcels whose status moved since the last sweep (for couriers that call back), marked as announced. */
  sweep(): { parcel: SimParcel; status: CourierParcelStatus }[] {
    const moved: { parcel: SimParcel; status: CourierParcelStatus }[] = [];
    for (const parcel of this.parcels.values()) {
      const status = this.statusOf(parcel);
      if (status !== parcel.announced) {
        parcel.announced = status;
        moved.push({ parcel, status });
      }
    }
    return moved;
  }
}

/** The demo's prices: a base per service and kilogram, more per zone away from Jakarta. */
export function simulatedTariff(base: number, perZone: number, zone: number, kilograms: number): number {
  return (base + perZone * zone) * kilograms;
}
