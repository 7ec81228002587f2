import { describe, expect, it } from 'vitest';
import { samplePreferences } from '../test/fixtures.ts';
import type { Viewer } from './navigation-items.ts';
import { bottomNavigationItems, sidebarItems, splitBottomNavigation } from './navigation-items.ts';
import { pageExists } from './routes/page-exists.ts';

const ids = (items: Array<{ id: string }>) => items.map((entry) => entry.id);
/** The specification's lists in full: every page taken as built. */
const everyPage = () => true;
const guest: Viewer = { loggedIn: false, role: null };
const member: Viewer = { loggedIn: true, role: 'member' };
const agent: Viewer = { loggedIn: true, role: 'agent' };

describe('bottom navigation', () => {
  it('[NAV-19] agents get home, report, favorite, chat, account, shopping, agent center, history', () => {
    expect(ids(bottomNavigationItems(samplePreferences(), agent, everyPage))).toEqual([
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

  it('[NAV-19] the agent centre is offered to agents and master agents only', () => {
    expect(ids(bottomNavigationItems(samplePreferences(), member, everyPage))).not.toContain('agent_center');
    const master = ids(sidebarItems(samplePreferences(), { loggedIn: true, role: 'master' }, everyPage));
    expect(master).toContain('agent_center');
    expect(master).toContain('agent_list');
    const members = ids(sidebarItems(samplePreferences(), member, everyPage));
    expect(members).not.toContain('agent_center');
    expect(members).not.toContain('agent_list');
    // While the account loads, nothing role-bound shows (it would flash and vanish for a member).
    expect(ids(sidebarItems(samplePreferences(), { loggedIn: true, role: null }, everyPage))).not.toContain(
      'agent_center',
    );
  });

  it('[NAV-19] logged-out visitors get the public subset: home, pricelist, help, login', () => {
    const items = bottomNavigationItems(samplePreferences(), guest, everyPage);
    expect(ids(items)).toEqual(['home', 'pricelist', 'help', 'login']);
    expect(items.map((entry) => entry.to)).toEqual(['/', '/pricelist/pulsa', '/help', '/auth/login']);
  });

  it('[PLT-10] hides shopping when the shop module is off', () => {
    const preferences = samplePreferences({ features: { shop: false, ppob: true } });
    expect(ids(bottomNavigationItems(preferences, agent, everyPage))).not.toContain('shopping');
    expect(ids(sidebarItems(preferences, agent, everyPage))).not.toContain('shopping');
  });

  it('[PLT-10] hides the PPOB entries when the PPOB module is off', () => {
    const preferences = samplePreferences({ features: { shop: true, ppob: false } });
    expect(ids(bottomNavigationItems(preferences, agent, everyPage))).toEqual(['home', 'chat', 'account', 'shopping']);
    expect(ids(bottomNavigationItems(preferences, guest, everyPage))).toEqual(['home', 'help', 'login']);
    expect(ids(sidebarItems(preferences, agent, everyPage))).not.toContain('pricelist');
  });

  it('[PLT-11] shows chat only to logged-in users and only when live chat is enabled', () => {
    const off = samplePreferences({ liveChat: { isEnable: false, embedId: null, scriptUrl: null } });
    expect(ids(bottomNavigationItems(off, agent, everyPage))).not.toContain('chat');
    expect(ids(bottomNavigationItems(samplePreferences(), guest, everyPage))).not.toContain('chat');
    expect(bottomNavigationItems(samplePreferences(), agent, everyPage).find((entry) => entry.id === 'chat')?.to).toBe(
      '?chat=open',
    );
  });
});

describe('sidebar', () => {
  it('[NAV-19] agents get the sidebar entries of the specification', () => {
    expect(ids(sidebarItems(samplePreferences(), agent, everyPage))).toEqual([
      'transaction',
      'topup_deposit',
      'notification',
      'report',
      'pricelist',
      'help',
      'account',
      'shopping',
      'settings',
      'agent_list',
      'download_app',
      'referral',
      'agent_center',
      'history',
    ]);
  });

  it('[NAV-19] logged-out visitors get the public subset, with the app to download', () => {
    expect(ids(sidebarItems(samplePreferences(), guest, everyPage))).toEqual([
      'home',
      'pricelist',
      'help',
      'login',
      'download_app',
    ]);
  });

  it('[NAV-19] members get the same entries without the agent ones', () => {
    expect(ids(sidebarItems(samplePreferences(), member, everyPage))).toEqual([
      'transaction',
      'topup_deposit',
      'notification',
      'report',
      'pricelist',
      'help',
      'account',
      'shopping',
      'settings',
      'download_app',
      'referral',
      'history',
    ]);
  });

  it('[ADM-01] the platform entry is for the holder of the platform grant only, not for a tenant admin', () => {
    const owner: Viewer = { loggedIn: true, role: 'member', permissions: ['platform.manage'] };
    const admin: Viewer = { loggedIn: true, role: 'admin', permissions: ['admin.manage'] };
    expect(ids(sidebarItems(samplePreferences(), owner, everyPage))).toContain('platform');
    expect(ids(sidebarItems(samplePreferences(), admin, everyPage))).not.toContain('platform');
    expect(ids(sidebarItems(samplePreferences(), member, everyPage))).not.toContain('platform');
    expect(ids(bottomNavigationItems(samplePreferences(), owner, everyPage))).not.toContain('platform');
    // With the app's own route table: the platform screen is a page, so the entry shows.
    expect(ids(sidebarItems(samplePreferences(), owner, pageExists))).toContain('platform');
  });
});

describe('download app', () => {
  const download = (preferences: ReturnType<typeof samplePreferences>, installed = false) =>
    sidebarItems(preferences, member, everyPage, installed).find((entry) => entry.id === 'download_app');

  it("[NAV-19] links to the tenant's Android app listing when the tenant has one", () => {
    const url = 'https://play.google.com/store/apps/details?id=id.pulsamurah.app';
    const entry = download(samplePreferences({ apps: { androidUrl: url } }));
    expect(entry).toMatchObject({ to: url, external: true });
    expect(entry?.action).toBeUndefined();
    // Even inside the installed web app, the Android app is still worth offering.
    expect(download(samplePreferences({ apps: { androidUrl: url } }), true)?.to).toBe(url);
  });

  it('[NAV-19] otherwise offers to install the web app (PWA), and not once it is installed', () => {
    expect(download(samplePreferences())).toMatchObject({ action: 'install_app' });
    expect(download(samplePreferences(), true)).toBeUndefined();
  });

  it('[NAV-19] the bottom bar never carries it', () => {
    expect(ids(bottomNavigationItems(samplePreferences(), agent, everyPage))).not.toContain('download_app');
    expect(ids(bottomNavigationItems(samplePreferences(), guest, everyPage))).not.toContain('download_app');
  });
});

describe('entries of pages that exist', () => {
  const viewers: Viewer[] = [guest, member, agent, { loggedIn: true, role: 'master' }];
  it('[NAV-19] no entry of any role leads to the 404 page', () => {
    for (const viewer of viewers) {
      const items = [
        ...bottomNavigationItems(samplePreferences(), viewer, pageExists),
        ...sidebarItems(samplePreferences(), viewer, pageExists),
      ];
      expect(items.length).toBeGreaterThan(0);
      for (const entry of items) expect(entry.to.startsWith('?') || pageExists(entry.to), entry.to).toBe(true);
    }
  });

  it('[NAV-19] each entry answers its own predicate: a page that is missing hides only that entry', () => {
    const without = (missing: string) => (to: string) => to !== missing;
    for (const [path, id] of [
      ['/notification', 'notification'],
      ['/help', 'help'],
      ['/account/referral/code', 'referral'],
      ['/agent-center', 'agent_center'],
      ['/account/list-agent', 'agent_list'],
    ] as const) {
      const sidebar = ids(sidebarItems(samplePreferences(), agent, without(path)));
      expect(sidebar, path).not.toContain(id);
      expect(sidebar.length, path).toBe(ids(sidebarItems(samplePreferences(), agent, everyPage)).length - 1);
    }
  });

  // §2's lists, child by child (sub-tabs spelled out): none of them may be the 404 page.
  const accountChildren = [
    '',
    'profile',
    'utang',
    'developer',
    'contact',
    'laporan',
    'laporan/transaksi',
    'laporan/pasca',
    'laporan/deposit',
    'laporan/cashback-balance',
    'laporan/transaksi-agen',
    'laporan/shop',
    'agent',
    'referral',
    'referral/code',
    'referral/email',
    'list-agent',
    'list-cashback',
    'list-cashback/prabayar',
    'list-cashback/pascabayar',
    'cashback-history',
    'transaksi-history',
    'transaksi-history/prabayar',
    'transaksi-history/pascabayar',
    'transaksi-agen',
    'debt-history',
    'debt-history/prabayar',
    'debt-history/pascabayar',
    'debt-history/transfer-deposit',
  ];
  const agentCenterChildren = [
    '',
    'dashboard',
    'agent',
    'referral',
    'referral/code',
    'referral/email',
    'profile',
    'list-agent-debt',
    'list-bill-debt',
    'list-deposit-debt',
    'list-agent',
    'list-cashback',
    'cashback-history',
    'transaksi-history',
    'transaksi-agen',
    'debt-history',
    'debt-history/prabayar',
    'debt-history/pascabayar',
    'debt-history/transfer-deposit',
  ];
  it('[NAV-11] every /account child of the specification has a page', () => {
    for (const child of accountChildren) {
      const path = child ? `/account/${child}` : '/account';
      expect(pageExists(path), path).toBe(true);
    }
  });

  it('[NAV-12] every /agent-center child of the specification has a page', () => {
    for (const child of agentCenterChildren) {
      const path = child ? `/agent-center/${child}` : '/agent-center';
      expect(pageExists(path), path).toBe(true);
    }
  });

  it('[NAV-19] an entry whose page is not built yet is left out, one that exists stays', () => {
    expect(pageExists('/not-built-yet/page')).toBe(false);
    expect(pageExists('/media/content-creation')).toBe(true);
    expect(pageExists('/agent-center')).toBe(true);
    expect(pageExists('/account/laporan/transaksi')).toBe(true);
    expect(pageExists('/payment/deposit/topup')).toBe(true);
    // Every entry's page exists today: a router without the notification pages shows what happens to a missing one.
    const withoutNotifications = (to: string) => !to.startsWith('/notification') && pageExists(to);
    const sidebar = ids(sidebarItems(samplePreferences(), agent, withoutNotifications));
    expect(sidebar).toContain('topup_deposit');
    expect(sidebar).toContain('report');
    expect(sidebar).not.toContain('notification');
    expect(ids(sidebarItems(samplePreferences(), agent, pageExists))).toContain('notification');
    expect(sidebar).toContain('agent_center');
  });
});

describe('splitBottomNavigation', () => {
  it('[NAV-19] keeps up to five entries and moves the rest behind "more"', () => {
    const agents = bottomNavigationItems(samplePreferences(), agent, everyPage);
    const { visible, overflow } = splitBottomNavigation(agents);
    expect(ids(visible)).toEqual(['home', 'report', 'favorite', 'chat']);
    expect(ids(overflow)).toEqual(['account', 'shopping', 'agent_center', 'history']);
    const publicItems = bottomNavigationItems(samplePreferences(), guest, everyPage);
    expect(splitBottomNavigation(publicItems)).toEqual({ visible: publicItems, overflow: [] });
  });
});
