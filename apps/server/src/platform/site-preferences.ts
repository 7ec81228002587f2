import type { Menu, MenuEntry, SitePreferences } from '@konter/shared/contracts/site';
import type { Locale } from '@konter/shared/i18n/locales';
import type { LiveChatEmbed } from '../integrations/live-chat/live-chat.ts';
import type { Tenant } from './tenancy.ts';

/** NAV-16: when the whitelisted-email setting is present the games entry is hidden. */
function visibleEntries(entries: MenuEntry[], tenant: Tenant): MenuEntry[] {
  return entries.filter((entry) => !(tenant.whitelistedEmail && entry.name === 'games'));
}

export function visibleMenu(tenant: Tenant): Menu {
  // PLT-10: with PPOB switched off, no product entry is offered at all.
  if (!tenant.features.ppob) {
    return tenant.menu.kind === 'groups' ? { kind: 'groups', groups: [] } : { kind: 'lists', primary: [], home: [] };
  }
  if (tenant.menu.kind === 'groups') {
    return {
      kind: 'groups',
      groups: tenant.menu.groups.map((group) => ({ ...group, entries: visibleEntries(group.entries, tenant) })),
    };
  }
  return {
    kind: 'lists',
    primary: visibleEntries(tenant.menu.primary, tenant),
    home: visibleEntries(tenant.menu.home, tenant),
  };
}

/** The tenant's chat widget script (PLT-11), when its setting turns chat on with an embed id that can be one. */
export function liveChatScriptOf(tenant: Tenant, liveChat: LiveChatEmbed): string | null {
  const { isEnable, embedId } = tenant.liveChat;
  return isEnable && embedId ? liveChat.scriptUrl(embedId) : null;
}

/** The page-provided preference object (§1, PLT-10, PLT-11): everything the first paint needs. */
export function sitePreferencesOf(tenant: Tenant, locale: Locale, liveChat: LiveChatEmbed): SitePreferences {
  return {
    tenant: { slug: tenant.slug, brandName: tenant.brandName, logoUrl: tenant.logoUrl, colors: tenant.colors },
    locale,
    features: tenant.features,
    menu: visibleMenu(tenant),
    liveChat: { ...tenant.liveChat, scriptUrl: liveChatScriptOf(tenant, liveChat) },
    contact: tenant.contact,
    apps: tenant.apps,
    agentDebtEnabled: tenant.agentDebtEnabled,
    payFrom: {
      cashback: tenant.catalogueSettings.payFromCashback,
      loan: tenant.agentDebtEnabled && tenant.catalogueSettings.payFromLoan,
    },
    whitelistedEmail: tenant.whitelistedEmail,
  };
}
