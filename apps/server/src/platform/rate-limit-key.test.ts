import { describe, expect, it } from 'vitest';
import { createAddressKeys } from './rate-limit-key.ts';

describe('the per-address limit key', () => {
  it('[PLT-06] an IPv4 address is its own key; an IPv6 address counts with the rest of its /64', () => {
    const keyOf = createAddressKeys();
    expect(keyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(keyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::');
    expect(keyOf('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::');
    expect(keyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
    // An IPv4 client of a dual-stack socket is its IPv4 address.
    expect(keyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('[PLT-06] gives the same keys from its cache, and after starting again when full', () => {
    const keyOf = createAddressKeys(2);
    const addresses = ['2001:db8:1:2::1', '2001:db8:9:9::1', '198.51.100.1', '2001:db8:1:2::1', '::1'];
    const first = addresses.map(keyOf);
    expect(addresses.map(keyOf)).toEqual(first);
    expect(first).toEqual(['2001:db8:1:2::', '2001:db8:9:9::', '198.51.100.1', '2001:db8:1:2::', '::']);
  });
});
