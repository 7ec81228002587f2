import { describe, expect, it } from 'vitest';
import { menuEntry, samplePreferences } from '../../test/fixtures.ts';
import { allowedPostpaidItems, postpaidRedirect, postpaidTypeOf } from './postpaid-menu.ts';

const postpaid = (type: string, enabled = true) =>
  menuEntry(type, { prepaidRoute: `/pascabayar/${type}`, backendId: `${type} - pascabayar`, enabled });

describe('postpaid menu (NAV-16, NAV-17)', () => {
  it('[NAV-08] route segments and the specification’s spelling of kirim uang', () => {
    expect(postpaidTypeOf('pdam')).toBe('pdam');
    expect(postpaidTypeOf('kirim%20uang')).toBe('kirim-uang');
    expect(postpaidTypeOf('Kirim Uang')).toBe('kirim-uang');
    expect(postpaidTypeOf('emoney')).toBeNull();
    expect(postpaidTypeOf('%E0%A4%A')).toBeNull();
  });

  it('[NAV-17] enabled postpaid entries in menu order, a name shared with a prepaid entry included', () => {
    const preferences = samplePreferences({
      menu: {
        kind: 'lists',
        primary: [menuEntry('tv'), postpaid('pdam')],
        home: [postpaid('electricity', false), postpaid('tv'), postpaid('pdam'), postpaid('emoney')],
      },
    });
    const allowed = allowedPostpaidItems(preferences).map((item) => item.type);
    expect(allowed).toEqual(['pdam', 'tv']);
    expect(postpaidRedirect('tv', allowed)).toBeNull();
    expect(postpaidRedirect('electricity', allowed)).toBe('pdam');
    expect(postpaidRedirect('nope', allowed)).toBe('pdam');
    expect(postpaidRedirect('pdam', [])).toBe('none');
    expect(allowedPostpaidItems({ ...preferences, features: { shop: true, ppob: false } })).toEqual([]);
  });
});
