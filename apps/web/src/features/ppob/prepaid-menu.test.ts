import { describe, expect, it } from 'vitest';
import { allowedPrepaidRoutes, prepaidRedirect, prepaidRouteOfEntry } from './prepaid-menu.ts';

const entry = (name: string, prepaidRoute: string) => ({ name, prepaidRoute });

describe('prepaid menu (NAV-16, NAV-17)', () => {
  it('[NAV-16] reads the child route from the entry route or, failing that, from its family name', () => {
    expect(prepaidRouteOfEntry(entry('listrik', '/prabayar/electricity'))).toBe('electricity');
    expect(prepaidRouteOfEntry(entry('listrik', '/prabayar/listrik'))).toBe('electricity');
    expect(prepaidRouteOfEntry(entry('masaAktif', '/prabayar/validityPackage'))).toBe('validityPackage');
    expect(prepaidRouteOfEntry(entry('aktivasiPerdana', '/somewhere'))).toBe('starterPacks');
    expect(prepaidRouteOfEntry(entry('topupByExcel', '/prabayar/topupByExcel'))).toBe('topupByExcel');
    expect(prepaidRouteOfEntry(entry('pdam', '/pascabayar/pdam'))).toBeNull();
  });

  it('[NAV-17] accepts e-money through the postpaid route', () => {
    expect(prepaidRouteOfEntry(entry('emoney', '/pascabayar/emoney'))).toBe('emoney');
    expect(allowedPrepaidRoutes([entry('pdam', '/pascabayar/pdam'), entry('emoney', '/pascabayar/emoney')])).toEqual([
      'emoney',
    ]);
  });

  it('[NAV-17] a child not in the menu goes to the first allowed one; promotions are always open', () => {
    const allowed = allowedPrepaidRoutes([
      entry('data', '/prabayar/data'),
      entry('pulsa', '/prabayar/pulsa'),
      entry('data', '/prabayar/data'),
    ]);
    expect(allowed).toEqual(['data', 'pulsa']);
    expect(prepaidRedirect('pulsa', allowed)).toBeNull();
    expect(prepaidRedirect('games', allowed)).toBe('data');
    expect(prepaidRedirect('promotion', allowed)).toBeNull();
    expect(prepaidRedirect('pulsa', [])).toBe('none');
  });
});
