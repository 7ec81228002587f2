import { getDistricts } from 'idn-area-data';
import { allRegions, regionByCode, regionOf, type Region } from './regions.ts';

/** The simulated couriers that publish a destination list, by their field in the regions table. */
export type ListCourier = 'sicepat' | 'jnt' | 'jne' | 'lion';
export const listCouriers: readonly ListCourier[] = ['sicepat', 'jnt', 'jne', 'lion'];

/** One entry of a simulated courier's destination list: a district of a city it serves, under the courier's code. */
export type SimulatedDestination = { code: string; district: string; city: string; province: string; region: Region };

type Book = Record<ListCourier, { list: SimulatedDestination[]; byCode: Map<string, SimulatedDestination> }>;

let book: Book | null = null;
let loading: Promise<void> | null = null;

/**
 * Each courier's own kind of code for the `index`th district of a city: SiCepat and JNE number the districts after the
 * city's code (`BDO10000`, `BDO10001`, …), J&T names the district (`COBLONG`, what its tariff's `destAreaCode` takes),
 * Lion Parcel names the route end `DISTRICT, CITY`. The region's own code in the table is one of them.
 */
const codeOf: Record<ListCourier, (region: Region, district: string, index: number) => string> = {
  sicepat: (region, _district, index) => `${region.sicepat.slice(0, 3)}${Number(region.sicepat.slice(3)) + index}`,
  jne: (region, _district, index) => `${region.jne.slice(0, 3)}${Number(region.jne.slice(3)) + index}`,
  jnt: (_region, district) => district,
  lion: (region, district) => `${district}, ${region.city}`,
};

/**
 * The simulators' destination lists (SiCepat `destination`, J&T, JNE and Lion `get_destination`), made once per
 * process from the districts (idn-area-data) of the cities in the regions table: some 150 entries a courier, names in
 * capitals as the couriers print them. Every simulator awaits this before it listens, so the lookups below are
 * synchronous.
 */
export function loadDestinationBook(): Promise<void> {
  loading ??= getDistricts()
    .then((districts) => {
      const made = {} as Book;
      for (const courier of listCouriers) made[courier] = { list: [], byCode: new Map() };
      for (const region of allRegions()) {
        const ofCity = districts
          .filter((row) => row.regency_code === region.regency)
          .sort((a, b) => a.code.localeCompare(b.code));
        ofCity.forEach((row, index) => {
          const district = row.name.toUpperCase();
          for (const courier of listCouriers) {
            const entry = {
              code: codeOf[courier](region, district, index),
              district,
              city: region.city,
              province: region.province,
              region,
            };
            made[courier].list.push(entry);
            made[courier].byCode.set(entry.code, entry);
          }
        });
      }
      book = made;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

function loaded(): Book {
  if (!book) throw new Error('the simulated destination lists are not loaded (loadDestinationBook)');
  return book;
}

/** A simulated courier's whole destination list, in the order it publishes it. */
export function destinationsOf(courier: ListCourier): SimulatedDestination[] {
  return loaded()[courier].list;
}

/** The entry of a simulated courier's list with this code, or null: a code the courier does not know. */
export function destinationByCode(courier: ListCourier, code: string): SimulatedDestination | null {
  return loaded()[courier].byCode.get(code) ?? null;
}

/**
 * The region a parcel goes to, whatever the courier named it by: a district code of a list courier, a city code of
 * the regions table, or a postal code (the simulators' parcel books keep the courier's own word).
 */
export function regionOfAnyCode(code: string): Region | null {
  for (const courier of listCouriers) {
    const entry = book?.[courier].byCode.get(code);
    if (entry) return entry.region;
  }
  for (const courier of ['sicepat', 'jnt', 'jne', 'lion', 'idexpress', 'sap'] as const) {
    const region = regionByCode(courier, code);
    if (region) return region;
  }
  return regionOf(code);
}
