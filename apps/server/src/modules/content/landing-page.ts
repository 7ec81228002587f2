import type { ContentLocale } from '@konter/shared/contracts/content';
import type { MenuEntry } from '@konter/shared/contracts/site';
import { iconForEntry, iconPaths, type IconName } from '@konter/shared/icons';
import { menuLabel } from '@konter/shared/i18n/menu-labels';
import type { Tenant } from '../tenants/index.ts';
import { escapeHtml } from './public-html.ts';
import { publicText, type PublicTextKey } from './public-texts.ts';

/**
 * The price list's parameter for a number typed on the landing: the list opens on its operator (the web reads it,
 * `pricelistQuery.number`). A form with no script does what the web app's number field did.
 */
export const landingNumberParam = 'nomor';

/** The same 24×24 stroked icon as the web's `Icon`, drawn into the page (decorative: the label carries it). */
function svgIcon(name: IconName): string {
  return (
    `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" ` +
    `stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${iconPaths[name]}"/></svg>`
  );
}

/**
 * Where a guest's tile leads: the family's marketing page (its prices and a "buy now") when it has one, otherwise its
 * screen, which asks to log in first and then opens it.
 */
function guestHref(entry: MenuEntry): string {
  return entry.landingRoute.startsWith('/m/') ? entry.landingRoute : entry.prepaidRoute;
}

const benefits: { icon: IconName; title: PublicTextKey; body: PublicTextKey }[] = [
  { icon: 'bolt', title: 'landing_benefit_auto', body: 'landing_benefit_auto_body' },
  { icon: 'wallet', title: 'landing_benefit_deposit', body: 'landing_benefit_deposit_body' },
  { icon: 'phone', title: 'landing_benefit_operators', body: 'landing_benefit_operators_body' },
];

/**
 * The landing's own rules, added to the public frame's style sheet on this page only. The tiles and the benefits
 * below the fold skip style, layout and paint until they come near the screen (`content-visibility`): a slow
 * phone paints the brand and the number form first.
 */
export const landingCss = `.hero{background:var(--brand);color:var(--on-brand);padding:1rem 1rem 5rem}
.hero h1{font-size:1.6rem;font-weight:800;margin:0 0 .5rem;max-width:36rem}.hero p{margin:0;opacity:.92;max-width:36rem}
.hero.short{padding-bottom:2rem}.hero .in{max-width:64rem;margin:0 auto}.wrap{max-width:64rem;margin:0 auto;padding:0 1rem}.wrap>section{margin-top:2rem}
.wrap>section,.benefits{content-visibility:auto;contain-intrinsic-size:auto 40rem}.numcard{margin:-4rem auto 0;max-width:36rem}
.numcard label{display:block;font-weight:600;margin-bottom:.35rem}
.numcard input{width:100%;min-height:48px;font:inherit;font-size:1.1rem;padding:.6rem .8rem;border:1px solid #94a3b8;border-radius:.75rem}
.numcard .btn{width:100%;margin-top:.75rem;border:0;font:inherit;font-weight:700;cursor:pointer;gap:.4rem}
.tiles{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(6.25rem,1fr));gap:.5rem}
.tiles a{display:flex;flex-direction:column;align-items:center;gap:.5rem;min-height:6rem;height:100%;padding:.75rem .5rem .5rem;background:#fff;border-radius:1rem;border:1px solid #e2e8f0;text-align:center;text-decoration:none;color:#334155;font-size:.8rem;font-weight:500;line-height:1.25;overflow-wrap:anywhere}
.ic{display:flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;flex-shrink:0;border-radius:.75rem;background:color-mix(in srgb,var(--brand) 10%,#fff);color:var(--brand)}
.ic svg{width:1.5rem;height:1.5rem}.benefits{list-style:none;padding:0;display:grid;gap:.75rem;margin:2rem 0 3rem}
.benefits li{display:flex;gap:.75rem;align-items:flex-start;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1rem}
.benefits b{display:block}.benefits p{margin:0;color:#475569;font-size:.9rem}
@media (min-width:768px){.benefits{grid-template-columns:repeat(3,1fr)}.hero h1{font-size:2rem}}
@media (min-width:1024px){.hero{padding:2.5rem 1rem 6rem}.hero h1{font-size:2.4rem}}`;

/**
 * `/` for a visitor who is not logged in (NAV-04, issue 22): the tenant's brand, a phone number field that opens the
 * price list on the number's operator, the tenant's other products as tiles leading to their marketing pages, and
 * what the service offers, as HTML with no script. The product tiles come from the tenant's menu, as the app's do.
 */
export function landingMain(tenant: Tenant, locale: ContentLocale, entries: readonly MenuEntry[]): string {
  const text = (key: PublicTextKey, params: Record<string, string> = {}) => escapeHtml(publicText(locale, key, params));
  const ppob = tenant.features.ppob;
  const numberCard = ppob
    ? `<form class="card numcard" action="/pricelist/pulsa" method="get" role="search">` +
      `<label for="${landingNumberParam}">${text('landing_number_label')}</label>` +
      `<input id="${landingNumberParam}" name="${landingNumberParam}" type="tel" inputmode="tel" autocomplete="tel" ` +
      `maxlength="20" placeholder="${text('landing_number_placeholder')}">` +
      `<button class="btn" type="submit">${text('landing_see_prices')} ${svgIcon('arrowRight').replace('<svg ', '<svg width="20" height="20" ')}</button>` +
      `<p class="muted">${text('landing_prices_note')}</p>` +
      `<a class="btn2" href="/auth/login">${text('landing_login_to_buy')}</a></form>`
    : '';
  const tiles = entries
    .filter((entry) => entry.name !== 'pulsa')
    .map(
      (entry) =>
        `<li><a href="${escapeHtml(guestHref(entry))}"><span class="ic">${svgIcon(iconForEntry(entry))}</span>` +
        `<span>${escapeHtml(menuLabel(locale, entry.label, entry.name))}</span></a></li>`,
    )
    .join('');
  const products = tiles
    ? `<section aria-labelledby="products"><h2 id="products">${text('landing_products_title')}</h2>` +
      `<ul class="tiles">${tiles}</ul></section>`
    : '';
  const benefitItems = benefits
    .map(
      (benefit) =>
        `<li><span class="ic">${svgIcon(benefit.icon)}</span><div><b>${text(benefit.title)}</b>` +
        `<p>${text(benefit.body)}</p></div></li>`,
    )
    .join('');
  return (
    `<section class="hero${ppob ? '' : ' short'}"><div class="in"><h1>${text('landing_title')}</h1>` +
    `<p>${text('landing_subtitle', { brand: tenant.brandName })}</p></div></section>` +
    `<div class="wrap">${numberCard}${products}<ul class="benefits">${benefitItems}</ul></div>`
  );
}
