import { describe, expect, it } from 'vitest';
import { samplePreferences } from '../test/fixtures.ts';
import { bottomNavigationItems, sidebarItems, splitBottomNavigation } from './navigation-items.ts';

const ids = (items: Array<{ id: string }>) => items.map((entry) => entry.id);

describe('bottom navigation', () => {
  it('[NAV-19] members get home, report, favorite, chat, account, shopping, agent center, history', () => {
    expect(ids(bottomNavigationItems(samplePreferences(), true))).toEqual([
      'home',
      'report',
      'favorite',
      'chat',
      'account',
      'shopping',
      'agent_center',
      'history',
    ]);
  });

  it('[NAV-19] logged-out visitors get the public subset: home, pricelist, help, login', () => {
    const items = bottomNavigationItems(samplePreferences(), false);
    expect(ids(items)).toEqual(['home', 'pricelist', 'help', 'login']);
    expect(items.map((entry) => entry.to)).toEqual(['/', '/pricelist/pulsa', '/help', '/auth/login']);
  });

  it('[PLT-10] hides shopping when the shop module is off', () => {
    const items = bottomNavigationItems(samplePreferences({ features: { shop: false, ppob: true } }), true);
    expect(ids(items)).not.toContain('shopping');
    expect(ids(sidebarItems(samplePreferences({ features: { shop: false, ppob: true } }), true))).not.toContain(
      'shopping',
    );
  });

  it('[PLT-10] hides the PPOB entries when the PPOB module is off', () => {
    const preferences = samplePreferences({ features: { shop: true, ppob: false } });
    expect(ids(bottomNavigationItems(preferences, true))).toEqual(['chat', 'account', 'shopping']);
    expect(ids(bottomNavigationItems(preferences, false))).toEqual(['home', 'help', 'login']);
    expect(ids(sidebarItems(preferences, true))).not.toContain('pricelist');
  });

  it('[PLT-11] shows chat only to logged-in users and only when live chat is enabled', () => {
    const off = samplePreferences({ liveChat: { isEnable: false, embedId: null } });
    expect(ids(bottomNavigationItems(off, true))).not.toContain('chat');
    expect(ids(bottomNavigationItems(samplePreferences(), false))).not.toContain('chat');
    expect(bottomNavigationItems(samplePreferences(), true).find((entry) => entry.id === 'chat')?.to).toBe(
      '?chat=open',
    );
  });
});

describe('sidebar', () => {
  it('[NAV-19] members get the sidebar entries of the specification', () => {
    expect(ids(sidebarItems(samplePreferences(), true))).toEqual([
      'transaction',
      'topup_deposit',
      'notification',
      'report',
      'pricelist',
      'shopping',
      'help',
      'account',
      'settings',
      'agent_list',
      'referral',
      'agent_center',
      'history',
    ]);
  });

  it('[NAV-19] logged-out visitors get the public subset', () => {
    expect(ids(sidebarItems(samplePreferences(), false))).toEqual(['home', 'pricelist', 'help', 'login']);
  });
});

describe('splitBottomNavigation', () => {
  it('[NAV-19] keeps up to five entries and moves the rest behind "more"', () => {
    const members = bottomNavigationItems(samplePreferences(), true);
    const { visible, overflow } = splitBottomNavigation(members);
    expect(ids(visible)).toEqual(['home', 'report', 'favorite', 'chat']);
    expect(ids(overflow)).toEqual(['account', 'shopping', 'agent_center', 'history']);
    const publicItems = bottomNavigationItems(samplePreferences(), false);
    expect(splitBottomNavigation(publicItems)).toEqual({ visible: publicItems, overflow: [] });
  });
});
