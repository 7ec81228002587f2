import type { ContentLocale } from '@konter/shared/contracts/content';
import type { Pricelist, Product } from '@konter/shared/contracts/ppob';
import { cataloguePaths } from '@konter/shared/contracts/ppob';
import type { PricelistTextKey } from '@konter/shared/i18n/pricelist-text';
import { pricelistText } from '@konter/shared/i18n/pricelist-text';
import { formatRupiah } from '@konter/shared/money';
import { detectOperator } from '@konter/shared/phone/operators';
import { familyDefinition, purchasableFamilies, type PurchasableFamily } from '@konter/shared/ppob/families';
import { pricelistQuery } from '@konter/shared/ppob/pricelist-address';
import { filterPricelist, groupByOperator } from '@konter/shared/ppob/pricelist-filter';
import { productStatusView, type StatusTone } from '@konter/shared/ppob/product-status';
import { formatJakartaDateTime } from '@konter/shared/time/jakarta-format';
import { escapeHtml } from './public-html.ts';
import { publicText } from './public-texts.ts';

/** What a visitor asked of the list: its address's query parameters (`operator`, `q`, `nomor`). */
export type PricelistRequest = { operator?: unknown; q?: unknown; nomor?: unknown };

/** The list as the visitor filtered it: the operator chosen (or the one of the number typed on the landing). */
export type PricelistFilterState = { operator: string | null; query: string };

const text = (locale: ContentLocale, key: PricelistTextKey, params: Record<string, string | number> = {}) =>
  escapeHtml(pricelistText(locale, key, params));

export function familyTitle(family: PurchasableFamily, locale: ContentLocale): string {
  return pricelistText(locale, 'pricelist.heading', {
    family: pricelistText(locale, `pricelist.family.${family}` as PricelistTextKey),
  });
}

/** The operator and search the address asks for; an operator the list does not have is no filter. */
export function pricelistFilterOf(list: Pricelist, request: PricelistRequest): PricelistFilterState {
  const asText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
  const number = asText(request.nomor);
  const requested = asText(request.operator) || (number ? detectOperator(number) : null);
  const operator = list.operators.some((candidate) => candidate.slug === requested) ? requested : null;
  return { operator: operator || null, query: asText(request.q).trim() };
}

/** The query string of a filter, in the order the app writes it (so a link from here reads the same there). */
function filterHref(family: PurchasableFamily, locale: ContentLocale, filter: PricelistFilterState): string {
  const params = new URLSearchParams();
  if (filter.operator) params.set(pricelistQuery.operator, filter.operator);
  if (filter.query) params.set(pricelistQuery.search, filter.query);
  if (locale !== 'id') params.set('lang', locale);
  const query = params.toString();
  return `/pricelist/${family}${query ? `?${query}` : ''}`;
}

const toneClass: Record<StatusTone, string> = {
  success: 'ok',
  warning: 'warn',
  danger: 'bad',
  info: 'info',
  neutral: 'off',
};

function productRow(product: Product, locale: ContentLocale): string {
  const status = productStatusView(product);
  const promo = product.promo ? ` <span class="tag">${text(locale, 'pricelist.promo')}</span>` : '';
  return (
    // Two columns, the state under the name: a phone at the largest font keeps the price on screen.
    `<tr data-code="${escapeHtml(product.code)}"><td>${escapeHtml(product.name)}${promo}` +
    `<br><span class="code">${escapeHtml(product.code)}</span> · ` +
    `<span class="st ${toneClass[status.tone]}">${text(locale, status.label, status.params)}</span></td>` +
    `<td class="n">${escapeHtml(formatRupiah(product.price))}</td></tr>`
  );
}

/**
 * The public price list of one family as HTML with no script (CAT-04, CAT-05, issue 22): the families as links, a
 * search form that sends a GET, the operators as links, the downloads, and the products grouped by operator with
 * their public price and state. The same texts, filter and grouping as the app's screen (shared).
 */
export function pricelistMain(
  family: PurchasableFamily,
  list: Pricelist,
  filter: PricelistFilterState,
  locale: ContentLocale,
): string {
  const heading = familyTitle(family, locale);
  const updatedAt = list.updated_at ? formatJakartaDateTime(list.updated_at, locale) : null;
  const visible = filterPricelist(list.products, filter, (product) => product.operator);
  const groups = groupByOperator(visible, list.operators, (product) => product.operator);

  const families = purchasableFamilies
    .map(
      (candidate) =>
        `<a href="${escapeHtml(filterHref(candidate, locale, { operator: null, query: '' }))}"` +
        `${candidate === family ? ' aria-current="page"' : ''}>` +
        `${text(locale, `pricelist.family.${candidate}` as PricelistTextKey)}</a>`,
    )
    .join('');

  const hidden =
    (filter.operator
      ? `<input type="hidden" name="${pricelistQuery.operator}" value="${escapeHtml(filter.operator)}">`
      : '') + (locale !== 'id' ? `<input type="hidden" name="lang" value="${locale}">` : '');
  const search =
    `<form class="search" role="search" method="get" action="/pricelist/${family}">` +
    // The hidden fields first, so the address reads operator=…&q=… as the links write it.
    hidden +
    `<label for="pricelist-q">${text(locale, 'pricelist.search_label')}</label><div class="row">` +
    `<input id="pricelist-q" name="${pricelistQuery.search}" type="search" value="${escapeHtml(filter.query)}" ` +
    `placeholder="${text(locale, 'pricelist.search_placeholder')}" enterkeyhint="search" autocomplete="off">` +
    `<button type="submit">${escapeHtml(publicText(locale, 'search'))}</button></div></form>`;

  const operators = list.operators.length
    ? `<nav class="chips" aria-label="${text(locale, 'pricelist.operator_filter')}">` +
      [{ slug: null, name: pricelistText(locale, 'pricelist.all_operators') }, ...list.operators]
        .map(
          (operator) =>
            `<a href="${escapeHtml(filterHref(family, locale, { operator: operator.slug, query: filter.query }))}"` +
            `${operator.slug === filter.operator ? ' aria-current="page"' : ''}>${escapeHtml(operator.name)}</a>`,
        )
        .join('') +
      `</nav>`
    : '';

  const downloads =
    `<p class="downloads"><span>${text(locale, 'pricelist.download')}</span>` +
    (['xlsx', 'csv'] as const)
      .map(
        (format) =>
          `<a href="${escapeHtml(cataloguePaths.pricelistDownload(family, format))}" download>` +
          `${text(locale, format === 'xlsx' ? 'pricelist.download_xlsx' : 'pricelist.download_csv')}</a>`,
      )
      .join('') +
    `</p>`;

  const count = `<p role="status" data-testid="pricelist-count">${text(locale, 'pricelist.count', {
    count: visible.length,
    total: list.products.length,
  })}</p>`;

  const head = (label: string) =>
    `<thead><tr><th>${label}</th><th class="n">${text(locale, 'pricelist.col_price')}</th></tr></thead>`;
  const tables = groups.length
    ? groups
        .map(
          (group) =>
            `<section class="card"><h2>${escapeHtml(group.name)}</h2><table>${head(text(locale, 'pricelist.col_product'))}` +
            `<tbody>${group.items.map((product) => productRow(product, locale)).join('')}</tbody></table></section>`,
        )
        .join('')
    : `<div class="card"><p>${text(locale, list.products.length === 0 ? 'pricelist.empty_family' : 'pricelist.no_match')}</p>` +
      (list.products.length > 0
        ? `<p><a href="${escapeHtml(filterHref(family, locale, { operator: null, query: '' }))}">${text(locale, 'pricelist.reset_filters')}</a></p>`
        : '') +
      `</div>`;

  const buy = `/prabayar/${familyDefinition(family).route}`;
  return (
    `<nav class="chips families" aria-label="${text(locale, 'pricelist.families')}">${families}</nav>` +
    `<h1>${escapeHtml(heading)}</h1>` +
    `<p class="muted" data-testid="pricelist-updated">${
      updatedAt ? text(locale, 'pricelist.updated_at', { date: updatedAt }) : text(locale, 'pricelist.public_prices')
    }</p>` +
    search +
    operators +
    downloads +
    count +
    tables +
    `<p class="muted">${text(locale, 'pricelist.note')}</p>` +
    `<p><a class="btn" href="${escapeHtml(buy)}" data-testid="buy-now">${escapeHtml(publicText(locale, 'buy_now'))}</a></p>`
  );
}

/** The list's own rules on top of the public frame's: chips that wrap, a search row, status colours. */
export const pricelistCss =
  `.chips{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0}.chips a{display:inline-flex;align-items:center;` +
  `min-height:44px;padding:.4rem .9rem;border-radius:999px;border:1px solid #cbd5e1;background:#fff;color:#0f172a;` +
  `text-decoration:none;font-weight:600}.chips a[aria-current]{background:var(--brand);border-color:var(--brand);` +
  `color:var(--on-brand)}.families a{font-weight:500}.search label{display:block;font-weight:600;margin:.5rem 0 .25rem}` +
  `.search .row{display:flex;gap:.5rem}.search input{flex:1;min-width:0;min-height:48px;padding:.5rem .75rem;` +
  `font:inherit;border:1px solid #94a3b8;border-radius:.75rem}.search button{min-height:48px;padding:.5rem 1.1rem;` +
  `font:inherit;font-weight:700;border:0;border-radius:.75rem;background:var(--brand);color:var(--on-brand)}` +
  `.downloads{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem}.downloads span{font-weight:600}` +
  `.downloads a{display:inline-block;padding:.6rem 0;font-weight:600}.code{color:#475569;font-size:.85rem}` +
  `.tag{font-size:.75rem;font-weight:700;color:#9a3412;background:#ffedd5;border-radius:.4rem;padding:0 .35rem}` +
  `.st{font-size:.85rem;font-weight:600}.st.ok{color:#15803d}.st.warn{color:#a16207}.st.bad{color:#b91c1c}` +
  `.st.info{color:#1d4ed8}.st.off{color:#475569}.card h2{margin-top:.25rem}td{overflow-wrap:anywhere}` +
  // On a phone the families scroll sideways in one row instead of filling the first screen.
  `@media (max-width:40rem){.families{flex-wrap:nowrap;overflow-x:auto;margin:.5rem -1rem;padding:0 1rem .25rem}` +
  `.families a{flex:none}.card{padding:.75rem 1rem}}`;

/** The page's description for search engines and link previews. */
export function pricelistDescription(locale: ContentLocale, brand: string): string {
  return `${pricelistText(locale, 'pricelist.public_prices')} ${publicText(locale, 'landing_subtitle', { brand })}`;
}
