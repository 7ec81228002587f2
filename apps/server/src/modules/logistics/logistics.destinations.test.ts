import { describe, expect, it } from 'vitest';
import { matchDestination, searchDestinations } from './logistics.destinations.ts';

const entry = (code: string, name: string, city: string, province = 'JAWA BARAT') => ({ code, name, city, province });
const list = [
  entry('BDO10001', 'COBLONG', 'BANDUNG'),
  entry('BDO10006', 'SUKAJADI', 'BANDUNG'),
  entry('BDO10008', 'BANDUNG WETAN', 'BANDUNG'),
  entry('PKU10003', 'SUKAJADI', 'PEKANBARU', 'RIAU'),
  entry('CGK10000', 'GAMBIR', 'JAKARTA PUSAT', 'DKI JAKARTA'),
];

describe("a receiver's place matched to a courier's destination list (MLO-05, MLO-06)", () => {
  it('[MLO-06] the district in its city is matched, whatever the region data calls the city', () => {
    expect(matchDestination(list, { district: 'Coblong', city: 'Kota Bandung' })).toEqual({
      match: 'matched',
      destination: list[0],
      candidates: [],
    });
    expect(matchDestination(list, { district: 'Gambir', city: 'Kota Administrasi Jakarta Pusat' }).destination).toBe(
      list[4],
    );
    // Sukajadi is in Bandung and in Pekanbaru: the city decides.
    expect(matchDestination(list, { district: 'Sukajadi', city: 'Kota Pekanbaru' }).destination?.code).toBe('PKU10003');
  });

  it('[MLO-06] a city alone, or a district the city lacks, is a choice among the city; nothing known is unmatched', () => {
    const city = matchDestination(list, { district: null, city: 'BANDUNG' });
    expect(city.match).toBe('ambiguous');
    expect(city.candidates.map((found) => found.name)).toEqual(['BANDUNG WETAN', 'COBLONG', 'SUKAJADI']);
    expect(matchDestination(list, { district: 'Cileunyi', city: 'Kabupaten Bandung' }).match).toBe('ambiguous');
    // A district named in two other cities than the one given: both offered, neither guessed.
    const elsewhere = matchDestination(list, { district: 'Sukajadi', city: 'Kota Palembang' });
    expect(elsewhere).toMatchObject({ match: 'ambiguous', destination: null });
    expect(elsewhere.candidates.map((found) => found.code)).toEqual(['BDO10006', 'PKU10003']);
    expect(matchDestination(list, { district: 'Bogor Selatan', city: 'Kota Bogor' })).toEqual({
      match: 'unmatched',
      destination: null,
      candidates: [],
    });
  });

  it('[MLO-05] the search finds every word typed in code, name, city or province, names starting so first', () => {
    expect(searchDestinations(list, 'sukajadi').map((found) => found.code)).toEqual(['BDO10006', 'PKU10003']);
    expect(searchDestinations(list, 'wetan bandung')).toEqual([list[2]]);
    expect(searchDestinations(list, 'bandung').map((found) => found.name)).toEqual([
      'BANDUNG WETAN',
      'COBLONG',
      'SUKAJADI',
    ]);
    expect(searchDestinations(list, 'cgk1')).toEqual([list[4]]);
    expect(searchDestinations(list, '  ')).toEqual([]);
  });
});
