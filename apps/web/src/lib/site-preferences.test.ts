import { describe, expect, it } from 'vitest';
import { menuEntry, samplePreferences } from '../test/fixtures.ts';
import { allMenuEntries } from '@konter/shared/tenants/menus';
import { visibleMenuEntries } from './site-preferences.tsx';
import { applyTenantTheme, isCssColour } from './tenant-theme.ts';

describe('menu entries', () => {
  it('[NAV-16] reads both menu shapes: groups of a home layout, and primary + home lists', () => {
    const groups = samplePreferences({
      menu: {
        kind: 'groups',
        groups: [
          { title: 'Prabayar', entries: [menuEntry('pulsa'), menuEntry('data')] },
          { title: 'Tagihan', entries: [menuEntry('pascabayar', { backendId: 'pascabayar - pascabayar' })] },
        ],
      },
    });
    expect(allMenuEntries(groups.menu).map((entry) => entry.name)).toEqual(['pulsa', 'data', 'pascabayar']);
    const lists = samplePreferences();
    expect(allMenuEntries(lists.menu).map((entry) => entry.name)).toEqual([
      'pulsa',
      'data',
      'listrik',
      'games',
      'emoney',
      'tv',
    ]);
  });

  it('[NAV-16] lists an entry in both primary and home lists once', () => {
    const preferences = samplePreferences({
      menu: { kind: 'lists', primary: [menuEntry('pulsa')], home: [menuEntry('pulsa'), menuEntry('data')] },
    });
    expect(allMenuEntries(preferences.menu).map((entry) => entry.name)).toEqual(['pulsa', 'data']);
  });

  it('[NAV-16] hides disabled entries, and games when the whitelisted-email setting is present', () => {
    expect(visibleMenuEntries(samplePreferences()).map((entry) => entry.name)).toEqual([
      'pulsa',
      'data',
      'listrik',
      'games',
      'emoney',
    ]);
    const whitelisted = samplePreferences({ whitelistedEmail: 'owner@toko.example' });
    expect(visibleMenuEntries(whitelisted).map((entry) => entry.name)).not.toContain('games');
  });

  it('[PLT-10] shows no PPOB products when the PPOB module is off', () => {
    expect(visibleMenuEntries(samplePreferences({ features: { shop: true, ppob: false } }))).toEqual([]);
  });
});

describe('tenant theme', () => {
  it('[PLT-01] applies the tenant colours as CSS variables and the browser theme colour', () => {
    applyTenantTheme(samplePreferences().tenant);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--konter-primary')).toBe('#1d4ed8');
    expect(style.getPropertyValue('--konter-primary-foreground')).toBe('#ffffff');
    expect(style.getPropertyValue('--konter-accent')).toBe('#f59e0b');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1d4ed8');
  });

  it('[PLT-01] refuses tenant colour values that are not plain colours', () => {
    expect(isCssColour('#0d7a5f')).toBe(true);
    expect(isCssColour('rgb(1, 2, 3)')).toBe(true);
    expect(isCssColour('oklch(0.6 0.1 160)')).toBe(true);
    expect(isCssColour('red; background: url(https://evil.example)')).toBe(false);
    expect(isCssColour('var(--x)')).toBe(false);
    const tenant = samplePreferences().tenant;
    applyTenantTheme({ ...tenant, colors: { ...tenant.colors, primary: 'url(x)' } });
    expect(document.documentElement.style.getPropertyValue('--konter-primary')).toBe('#1d4ed8');
  });
});
