import type { SitePreferences } from '@konter/shared/contracts/site';

type TenantBranding = SitePreferences['tenant'];

// Only plain colour values reach the stylesheet: a tenant setting is data, not CSS.
const colourPattern = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([\d\s.,%/+-]+\))$/i;

export function isCssColour(value: string): boolean {
  return colourPattern.test(value.trim());
}

/** Writes the tenant's colours into the CSS variables Tailwind's brand utilities read, and the browser theme colour. */
export function applyTenantTheme(tenant: TenantBranding, doc: Document = document): void {
  const root = doc.documentElement;
  const { primary, primaryForeground, accent } = tenant.colors;
  if (isCssColour(primary)) root.style.setProperty('--konter-primary', primary);
  if (isCssColour(primaryForeground)) root.style.setProperty('--konter-primary-foreground', primaryForeground);
  if (isCssColour(accent)) root.style.setProperty('--konter-accent', accent);
  if (isCssColour(primary)) {
    let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = doc.createElement('meta');
      meta.name = 'theme-color';
      doc.head.append(meta);
    }
    meta.content = primary;
  }
}
