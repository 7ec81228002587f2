import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { MenuEntry, SitePreferences } from '@konter/shared/contracts/site';
import { allMenuEntries } from '@konter/shared/tenants/menus';

/** The tenant's preference object (PLT-10, PLT-11, NAV-16), available to every screen. */
const SitePreferencesContext = createContext<SitePreferences | null>(null);

export function SitePreferencesProvider({ value, children }: { value: SitePreferences; children: ReactNode }) {
  return <SitePreferencesContext value={value}>{children}</SitePreferencesContext>;
}

export function useSitePreferences(): SitePreferences {
  const preferences = useContext(SitePreferencesContext);
  if (!preferences) throw new Error('useSitePreferences needs a SitePreferencesProvider above it');
  return preferences;
}

/**
 * Entries a visitor may see: enabled ones, none at all when the PPOB module is off (PLT-10), and no games entry
 * when the whitelisted-email setting is present (NAV-16).
 */
export function visibleMenuEntries(preferences: SitePreferences): MenuEntry[] {
  if (!preferences.features.ppob) return [];
  return allMenuEntries(preferences.menu).filter(
    (entry) => entry.enabled && !(preferences.whitelistedEmail !== null && entry.name === 'games'),
  );
}
