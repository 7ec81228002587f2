import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import type { ShopCity, ShopRegion } from '@konter/shared/contracts/shop';

/**
 * SHP-04: Indonesia's administrative areas (every province, city/regency and district, from the `idn-area-data`
 * package, which follows the Home Affairs regulation), read once per process on first use and kept in memory: some
 * 7,300 districts, a few hundred kilobytes, searched far faster than a table would be worth.
 */
type IndexedRegion = ShopRegion & { haystack: string };

let loading: Promise<{ list: IndexedRegion[]; byCode: Map<string, IndexedRegion> }> | null = null;

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number} ]+/gu, ' ');
}

async function load() {
  const [provinces, regencies, districts] = await Promise.all([getProvinces(), getRegencies(), getDistricts()]);
  const provinceName = new Map(provinces.map((province) => [province.code, province.name]));
  const regency = new Map(
    regencies.map((row) => [row.code, { name: row.name, province: provinceName.get(row.province_code) ?? '' }]),
  );
  const list = districts.flatMap((row): IndexedRegion[] => {
    const city = regency.get(row.regency_code);
    if (!city) return [];
    const region = { code: row.code, province: city.province, city: city.name, district: row.name };
    return [{ ...region, haystack: ` ${fold(`${row.name} ${city.name} ${city.province}`)} ` }];
  });
  return { list, byCode: new Map(list.map((region) => [region.code, region])) };
}

let cities: Promise<ShopCity[]> | null = null;

/** Every city and regency (some 500), with its province, by province then name: read once per process. */
export function allCities(): Promise<ShopCity[]> {
  cities ??= Promise.all([getProvinces(), getRegencies()])
    .then(([provinces, regencies]) => {
      const provinceName = new Map(provinces.map((province) => [province.code, province.name]));
      return regencies
        .map((row) => ({ code: row.code, name: row.name, province: provinceName.get(row.province_code) ?? '' }))
        .sort((a, b) => a.province.localeCompare(b.province, 'id') || a.name.localeCompare(b.name, 'id'));
    })
    .catch((error: unknown) => {
      cities = null;
      throw error;
    });
  return cities;
}

function regions() {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const strip = ({ haystack: _haystack, ...region }: IndexedRegion): ShopRegion => region;

/**
 * The districts whose district, city or province name holds every word typed (`search_key`, spec §3), best
 * matches first; at most `limit`.
 */
export async function searchRegions(searchKey: string, limit = 20): Promise<ShopRegion[]> {
  const words = fold(searchKey).split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  const { list } = await regions();
  const found = list.filter((region) => words.every((word) => region.haystack.includes(word)));
  // A district named as typed first, then districts whose name starts with the first word, then the rest.
  const whole = ` ${words.join(' ')}`;
  const first = ` ${words[0]}`;
  const rank = (region: IndexedRegion) => {
    const district = ` ${fold(region.district)}`;
    if (district.startsWith(whole)) return 0;
    return district.startsWith(first) ? 1 : 2;
  };
  return found
    .sort((a, b) => rank(a) - rank(b) || a.district.localeCompare(b.district, 'id'))
    .slice(0, limit)
    .map(strip);
}

/** The district of a code, or null when there is no such district. */
export async function regionByCode(code: string): Promise<ShopRegion | null> {
  const region = (await regions()).byCode.get(code);
  return region ? strip(region) : null;
}
