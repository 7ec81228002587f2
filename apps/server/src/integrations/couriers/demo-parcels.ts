import type { CourierCode } from '@konter/shared/contracts/logistics';
import type { Clock } from '../../platform/clock.ts';
import type { ParcelBook } from './parcel-book.ts';

const day = 86_400_000;

/**
 * The demo's settled parcels (the demo MLO agent's seeded orders, `logistics.seed.ts`), known to the courier
 * simulators too: the app asks the courier about an AWB (tracking, CN23 check_resi), so a parcel only the database
 * knows would read 'AWB not found'. The seed and the simulators take them from this one list.
 */
export const demoParcels = [
  { courier: 'sicepat', service: 'REG', fee: 11_000, awb: '002400000000001', status: 'delivered', daysAgo: 3 },
  { courier: 'jne-express', service: 'REG', fee: 12_000, awb: '0104000000000001', status: 'returned', daysAgo: 4 },
  { courier: 'jnt-express', service: 'EZ', fee: 11_500, awb: 'JP0000000000001', status: 'cancelled', daysAgo: 5 },
] as const satisfies readonly {
  courier: CourierCode;
  service: string;
  fee: number;
  awb: string;
  status: 'delivered' | 'returned' | 'cancelled';
  daysAgo: number;
}[];

/**
 * Puts the demo's parcels in the simulators' books, already settled and announced (no push for them): delivered to
 * Bandung, returned from Jayapura (the simulators' returning region), cancelled at once.
 */
export function holdDemoParcels(books: Partial<Record<CourierCode, ParcelBook>>, clock: Clock): void {
  for (const parcel of demoParcels) {
    const book = books[parcel.courier];
    if (!book || book.parcels.has(parcel.awb)) continue;
    const createdAt = new Date(clock.now().getTime() - parcel.daysAgo * day);
    const destination = {
      sicepat: { delivered: 'BDO10000', returned: 'DJJ10000' },
      'jne-express': { delivered: 'BDO10000', returned: 'DJJ10000' },
      'jnt-express': { delivered: 'BANDUNG', returned: 'JAYAPURA' },
    }[parcel.courier as 'sicepat' | 'jne-express' | 'jnt-express'];
    book.parcels.set(parcel.awb, {
      awb: parcel.awb,
      reference: `MLODEMO${parcel.awb}`,
      service: parcel.service,
      price: parcel.fee,
      destinationCode: parcel.status === 'returned' ? destination.returned : destination.delivered,
      etaDays: 1,
      createdAt,
      cancelledAt: parcel.status === 'cancelled' ? createdAt : null,
      spk: `SPK${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}`,
      announced: parcel.status,
      detail: {},
    });
  }
}
