import type { MenuEntry, PageState, SitePreferences } from '@konter/shared/contracts/site';

export function menuEntry(name: string, overrides: Partial<MenuEntry> = {}): MenuEntry {
  return {
    name,
    label: `menu.${name}`,
    icon: name,
    prepaidRoute: `/prabayar/${name}`,
    landingRoute: `/m/${name}`,
    backendId: `${name} - prabayar`,
    enabled: true,
    ...overrides,
  };
}

export function samplePreferences(overrides: Partial<SitePreferences> = {}): SitePreferences {
  return {
    tenant: {
      slug: 'demo',
      brandName: 'Pulsa Murah',
      logoUrl: null,
      colors: { primary: '#1d4ed8', primaryForeground: '#ffffff', accent: '#f59e0b' },
    },
    locale: 'id',
    features: { shop: true, ppob: true },
    menu: {
      kind: 'lists',
      primary: [menuEntry('pulsa'), menuEntry('data'), menuEntry('listrik')],
      home: [menuEntry('games'), menuEntry('emoney'), menuEntry('tv', { enabled: false })],
    },
    liveChat: { isEnable: true, embedId: 'chat-1', scriptUrl: 'http://127.0.0.1:9/chat-1' },
    contact: { whatsapp: '6281234567890', email: 'halo@pulsamurah.example' },
    apps: { androidUrl: null },
    agentDebtEnabled: false,
    payFrom: { cashback: false, loan: false },
    whitelistedEmail: null,
    ...overrides,
  };
}

export function samplePageState(overrides: Partial<SitePreferences> = {}): PageState {
  return { preferences: samplePreferences(overrides), csrfToken: 'csrf-abc' };
}
