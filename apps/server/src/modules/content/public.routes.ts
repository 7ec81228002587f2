import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentKind, ContentLocale } from '@konter/shared/contracts/content';
import { contentLocales, helpSections } from '@konter/shared/contracts/content';
import type { Pricelist } from '@konter/shared/contracts/ppob';
import { postpaidTypes } from '@konter/shared/contracts/postpaid-constants';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { familyDefinition, purchasableFamilies, type PurchasableFamily } from '@konter/shared/ppob/families';
import { defaultPricelistFamily, familyOfPricelistType } from '@konter/shared/ppob/pricelist-address';
import { allMenuEntries } from '@konter/shared/tenants/menus';
import { localeCookie } from '../../platform/locale.ts';
import { visibleMenu } from '../../platform/site-preferences.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { Tenant } from '../tenants/index.ts';
import type { ContentRow } from './content.repository.ts';
import type { ContentService } from './content.service.ts';
import { landingCss, landingMain } from './landing-page.ts';
import {
  escapeHtml,
  faqEntries,
  localeUrl,
  renderMarkdown,
  renderPublicPage,
  type PublicFrame,
} from './public-html.ts';
import {
  familyTitle,
  pricelistCss,
  pricelistDescription,
  pricelistFilterOf,
  pricelistMain,
  type PricelistRequest,
} from './pricelist-page.ts';
import { familyName, publicText } from './public-texts.ts';

/** The marketing pages' names (/m/<name>, NAV-04) and the product family each shows prices of. */
export const marketingFamilies: Record<string, PurchasableFamily | null> = {
  pulsa: 'pulsa',
  data: 'data',
  listrik: 'listrik',
  emoney: 'emoney',
  games: 'games',
  voucher: 'voucher',
  activationVoucher: 'aktivasi-voucher',
  starterPacks: 'aktivasiPerdana',
  smstel: 'smstel',
  validityPackage: 'masaAktif',
  tv: 'tv',
  international: 'international',
  pertagas: 'pertagas',
  topupByExcel: null,
  esim: 'esim',
};

export type PublicPagesDependencies = {
  content: ContentService;
  pricelist: (tenant: Tenant, family: PurchasableFamily) => Promise<Pricelist>;
  /** The web app's page: `/` of a logged-in account is its home, and an unknown host gets the app's clear answer. */
  renderApp: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
};

type Rendered = { status: number; html: string } | { redirect: string };

/** Rendered pages per tenant, locale and path, kept while the tenant's content and prices stay as they were. */
const cacheLimit = 500;

/**
 * The public site rendered on the server (CMS-01, NAV-04, NAV-05): help centre, blog, marketing pages per product
 * family with live prices, the agency page, and per tenant a sitemap.xml and robots.txt. Each page is HTML with no
 * script; it is cached in the process under a stamp of the tenant's content and catalogue (any edit or price change
 * makes a new one), and answers an ETag so browsers and proxies revalidate cheaply.
 */
export function registerPublicPages(app: FastifyInstance, deps: PublicPagesDependencies): void {
  const { content } = deps;
  const cache = new Map<string, { stamp: string; rendered: Rendered }>();
  // Pages, not API: kept out of the OpenAPI document.
  const config = { auth: 'public' } as const;
  const schema = { hide: true };

  /**
   * The URL decides the language, so each URL has one (what hreflang and canonical promise): `?lang=en|zh|id`, or
   * Indonesian without it. A visitor who chose another language in the app (its cookie) is sent to that URL.
   */
  function localeOf(request: FastifyRequest): ContentLocale {
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    return isLocale(lang) ? lang : 'id';
  }
  function chosenElsewhere(request: FastifyRequest): ContentLocale | null {
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    const chosen = request.cookies?.[localeCookie];
    return lang === undefined && isLocale(chosen) && chosen !== 'id' ? chosen : null;
  }
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /**
   * `variant` names what the query asks of a page beyond its language (the price list's operator and search): part
   * of the ETag, but not kept in the cache, so searches typed by visitors cannot crowd out the pages themselves.
   */
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    render: (tenant: Tenant, locale: ContentLocale, origin: string) => Promise<Rendered>,
    { contentType = 'text/html; charset=utf-8', variant = '' }: { contentType?: string; variant?: string } = {},
  ) {
    const tenant = requireTenant(request);
    const chosen = chosenElsewhere(request);
    if (chosen && contentType.startsWith('text/html')) {
      const query = new URLSearchParams(request.query as Record<string, string>);
      query.set('lang', chosen);
      return reply.header('cache-control', 'no-cache').redirect(`${path}?${query.toString()}`, 302);
    }
    const locale = localeOf(request);
    const origin = originOf(request);
    const tenantStamp = createHash('sha1').update(JSON.stringify(tenant)).digest('base64url');
    const stamp = `${await content.versionStamp(tenant)}|${tenantStamp}`;
    const key = `${tenant.id}|${locale}|${origin}|${path}${variant ? `|${variant}` : ''}`;
    let entry = cache.get(key);
    if (!entry || entry.stamp !== stamp) {
      entry = { stamp, rendered: await render(tenant, locale, origin) };
      if (!variant) {
        if (cache.size >= cacheLimit) cache.clear();
        cache.set(key, entry);
      }
    }
    const { rendered } = entry;
    if ('redirect' in rendered) {
      return reply.header('cache-control', 'no-cache').redirect(rendered.redirect, 302);
    }
    const etag = `W/"${createHash('sha1').update(`${key}|${stamp}`).digest('base64url')}"`;
    reply
      .header('cache-control', 'public, no-cache')
      .header('vary', 'Cookie')
      .header('etag', etag)
      .header(
        'content-security-policy',
        "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; " +
          "base-uri 'self'; form-action 'self'; frame-ancestors 'self'; object-src 'none'",
      );
    if (rendered.status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.status(rendered.status).header('content-type', contentType).send(rendered.html);
  }

  const page = (frame: PublicFrame, status = 200): Rendered => ({ status, html: renderPublicPage(frame) });

  function notFound(tenant: Tenant, locale: ContentLocale, origin: string, path: string): Rendered {
    return page(
      {
        tenant,
        locale,
        contentLocale: locale,
        origin,
        path,
        alternates: [],
        noindex: true,
        title: publicText(locale, 'not_found_title'),
        description: publicText(locale, 'not_found_body'),
        main:
          `<h1>${escapeHtml(publicText(locale, 'not_found_title'))}</h1>` +
          `<p>${escapeHtml(publicText(locale, 'not_found_body'))}</p><p><a class="btn" href="/">${escapeHtml(publicText(locale, 'home'))}</a></p>`,
      },
      404,
    );
  }

  /** A content page (help, blog post, marketing text) with its frame, or null when it is not published. */
  async function contentPage(
    tenant: Tenant,
    locale: ContentLocale,
    origin: string,
    path: string,
    kind: ContentKind,
    slug: string,
    extra: { before?: string; after?: string; jsonLd?: (row: ContentRow, url: string) => unknown[] } = {},
  ): Promise<Rendered | null> {
    const row = await content.published(tenant, kind, slug, locale);
    if (!row) return null;
    const alternates = await content.publishedLocales(tenant, kind, slug);
    const url = localeUrl(origin, path, row.locale);
    return page({
      tenant,
      locale,
      contentLocale: row.locale,
      origin,
      path,
      alternates,
      title: row.seoTitle || row.title,
      description: row.seoDescription || plainStart(row.body),
      ogType: kind === 'blog' ? 'article' : 'website',
      jsonLd: extra.jsonLd?.(row, url) ?? [],
      main:
        (extra.before ?? '') +
        `<article><h1>${escapeHtml(row.title)}</h1>${renderMarkdown(row.body)}</article>` +
        (extra.after ?? ''),
    });
  }

  // ---- the landing (NAV-04): a visitor's `/`; a logged-in account's `/` is the app's home ----
  // Tenant-optional: an unknown or suspended host gets the app's own clear page, not the API's envelope.
  app.get('/', { config: { auth: 'optional', tenant: 'optional' }, schema }, (request, reply) => {
    if (!request.tenant || request.auth) return deps.renderApp(request, reply);
    return serve(request, reply, '/', async (tenant, locale, origin) => {
      const entries = allMenuEntries(visibleMenu(tenant)).filter((entry) => entry.enabled);
      const title = publicText(locale, 'landing_title');
      return page({
        tenant,
        locale,
        contentLocale: locale,
        origin,
        path: '/',
        alternates: contentLocales,
        title,
        description: publicText(locale, 'landing_subtitle', { brand: tenant.brandName }),
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: tenant.brandName, url: `${origin}/` }],
        wide: { css: landingCss },
        main: landingMain(tenant, locale, entries),
      });
    });
  });

  // ---- help centre (NAV-05) ----
  app.get('/help', { config, schema }, (request, reply) =>
    serve(request, reply, '/help', async (tenant, locale, origin) => {
      const rows = await content.publishedList(tenant, 'help', locale);
      const order = (slug: string) => {
        const index = helpSections.indexOf(slug as (typeof helpSections)[number]);
        return index < 0 ? helpSections.length : index;
      };
      rows.sort((a, b) => order(a.slug) - order(b.slug) || a.slug.localeCompare(b.slug));
      const items = rows
        .map(
          (row) =>
            `<li class="card"><a href="/help/${escapeHtml(row.slug)}">${escapeHtml(row.title)}</a>` +
            (row.seoDescription ? `<p class="muted">${escapeHtml(row.seoDescription)}</p>` : '') +
            `</li>`,
        )
        .join('');
      const title = publicText(locale, 'help_title');
      const description = publicText(locale, 'help_intro', { brand: tenant.brandName });
      return page({
        tenant,
        locale,
        contentLocale: locale,
        origin,
        path: '/help',
        alternates: contentLocales,
        title,
        description,
        main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><ul class="list">${items}</ul>`,
      });
    }),
  );

  app.get('/help/*', { config, schema }, (request, reply) => {
    const slug = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    const path = `/help/${slug}`;
    return serve(request, reply, path, async (tenant, locale, origin) => {
      const rendered = await contentPage(tenant, locale, origin, path, 'help', slug, {
        before: `<p class="muted"><a href="/help">${escapeHtml(publicText(locale, 'help_title'))}</a></p>`,
        jsonLd: (row) => {
          if (slug !== 'faq') return [];
          return [
            {
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              inLanguage: row.locale,
              mainEntity: faqEntries(row.body).map((entry) => ({
                '@type': 'Question',
                name: entry.question,
                acceptedAnswer: { '@type': 'Answer', text: entry.answer },
              })),
            },
          ];
        },
      });
      // NAV-05: a help path that is not a page goes to the help centre.
      return rendered ?? { redirect: '/help' };
    });
  });

  // ---- blog ----
  app.get('/blog', { config, schema }, (_request, reply) => reply.redirect('/blog/posts', 301));
  app.get('/blog/posts', { config, schema }, (request, reply) =>
    serve(request, reply, '/blog/posts', async (tenant, locale, origin) => {
      const rows = await content.publishedList(tenant, 'blog', locale);
      rows.sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
      const title = publicText(locale, 'blog_title');
      const description = publicText(locale, 'blog_intro', { brand: tenant.brandName });
      const items = rows.length
        ? rows
            .map(
              (row) =>
                `<li class="card"><a href="/blog/posts/${escapeHtml(row.slug)}">${escapeHtml(row.title)}</a>` +
                `<p class="muted">${escapeHtml(row.seoDescription || plainStart(row.body))}</p>` +
                (row.publishedAt
                  ? `<p class="muted"><time datetime="${row.publishedAt.toISOString()}">${dateText(row.publishedAt, locale)}</time></p>`
                  : '') +
                `</li>`,
            )
            .join('')
        : `<li>${escapeHtml(publicText(locale, 'blog_empty'))}</li>`;
      return page({
        tenant,
        locale,
        contentLocale: locale,
        origin,
        path: '/blog/posts',
        alternates: contentLocales,
        title,
        description,
        main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><ul class="list">${items}</ul>`,
      });
    }),
  );

  app.get('/blog/posts/:slug', { config, schema }, (request, reply) => {
    const { slug } = request.params as { slug: string };
    const path = `/blog/posts/${slug}`;
    return serve(request, reply, path, async (tenant, locale, origin) => {
      const rendered = await contentPage(tenant, locale, origin, path, 'blog', slug, {
        before: `<p class="muted"><a href="/blog/posts">${escapeHtml(publicText(locale, 'blog_title'))}</a></p>`,
        jsonLd: (row, url) => [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: row.title,
            description: row.seoDescription || plainStart(row.body),
            inLanguage: row.locale,
            datePublished: row.publishedAt?.toISOString(),
            dateModified: row.updatedAt.toISOString(),
            mainEntityOfPage: url,
            author: { '@type': 'Organization', name: tenant.brandName },
            publisher: { '@type': 'Organization', name: tenant.brandName },
          },
        ],
      });
      return rendered ?? notFound(tenant, locale, origin, path);
    });
  });

  // ---- marketing pages (/m/<family>) ----
  async function marketingPage(
    tenant: Tenant,
    locale: ContentLocale,
    origin: string,
    path: string,
    name: string,
    family: PurchasableFamily | null,
    buyHref: string,
  ): Promise<Rendered> {
    const displayName = familyName(name.startsWith('pascabayar') ? 'pascabayar' : name, locale);
    let prices = '';
    if (family) {
      const list = await deps.pricelist(tenant, family);
      const available = list.products.filter((product) => product.available);
      if (available.length > 0) {
        const amounts = available.map((product) => product.price);
        const rows = [...available]
          .sort((a, b) => a.price - b.price)
          .slice(0, 12)
          .map(
            (product) =>
              `<tr><td>${escapeHtml(product.name)}</td><td class="n">${escapeHtml(formatRupiah(product.price))}</td></tr>`,
          )
          .join('');
        prices =
          `<p class="range" data-testid="price-range">${escapeHtml(
            publicText(locale, 'price_range', {
              min: formatRupiah(Math.min(...amounts)),
              max: formatRupiah(Math.max(...amounts)),
            }),
          )}</p>` +
          `<div class="card"><h2>${escapeHtml(publicText(locale, 'price_table', { name: displayName }))}</h2>` +
          `<table><thead><tr><th>${escapeHtml(publicText(locale, 'product'))}</th><th class="n">${escapeHtml(publicText(locale, 'price'))}</th></tr></thead>` +
          `<tbody>${rows}</tbody></table>` +
          `<p><a class="btn2" href="/pricelist/${escapeHtml(family)}">${escapeHtml(publicText(locale, 'see_all_prices'))}</a></p></div>`;
      } else {
        prices = `<p class="muted">${escapeHtml(publicText(locale, 'price_none'))}</p>`;
      }
    }
    const buy = `<p><a class="btn" href="${escapeHtml(buyHref)}" data-testid="buy-now">${escapeHtml(publicText(locale, 'buy_now'))}</a></p>`;
    const slug = name.replace('/', '-');
    const fromContent = await contentPage(tenant, locale, origin, path, 'marketing', slug, {
      after: prices + buy,
    });
    if (fromContent) return fromContent;
    const points = publicText(locale, 'marketing_points')
      .split('|')
      .map((point) => `<li>${escapeHtml(point)}</li>`)
      .join('');
    const intro = publicText(locale, 'marketing_intro', { name: displayName, brand: tenant.brandName });
    return page({
      tenant,
      locale,
      contentLocale: locale,
      origin,
      path,
      alternates: contentLocales,
      title: `${displayName} · ${tenant.brandName}`,
      description: intro,
      main: `<h1>${escapeHtml(displayName)}</h1><p>${escapeHtml(intro)}</p>${prices}${buy}<ul>${points}</ul>`,
    });
  }

  app.get('/m/:name', { config, schema }, (request, reply) => {
    const { name } = request.params as { name: string };
    const path = `/m/${name}`;
    // Sending money is not a marketing page (§2): its screen.
    if (name === 'sendMoney') return reply.redirect('/prabayar/sendMoney', 302);
    return serve(request, reply, path, async (tenant, locale, origin) => {
      if (!(name in marketingFamilies)) return notFound(tenant, locale, origin, path);
      const family = marketingFamilies[name] ?? null;
      const buyHref = family ? `/prabayar/${familyDefinition(family).route}` : `/prabayar/${name}`;
      return marketingPage(tenant, locale, origin, path, name, family, buyHref);
    });
  });

  app.get('/m/pascabayar/:type', { config, schema }, (request, reply) => {
    const { type } = request.params as { type: string };
    const path = `/m/pascabayar/${type}`;
    return serve(request, reply, path, async (tenant, locale, origin) => {
      if (!(postpaidTypes as readonly string[]).includes(type)) return notFound(tenant, locale, origin, path);
      return marketingPage(tenant, locale, origin, path, `pascabayar/${type}`, null, `/pascabayar/${type}`);
    });
  });

  // ---- the price list (CAT-04): a visitor's is the server's page; a logged-in account's is the app's screen ----
  app.get('/pricelist', { config, schema }, (request, reply) => {
    const query = new URLSearchParams(request.query as Record<string, string>).toString();
    return reply.redirect(`/pricelist/${defaultPricelistFamily}${query ? `?${query}` : ''}`, 302);
  });

  app.get('/pricelist/:type', { config: { auth: 'optional', tenant: 'optional' }, schema }, (request, reply) => {
    if (!request.tenant || request.auth) return deps.renderApp(request, reply);
    const { type } = request.params as { type: string };
    const family = familyOfPricelistType(type);
    // A /prabayar route name ('electricity') forwards to its family; anything else to the default list.
    if (family !== type) {
      const query = new URLSearchParams(request.query as Record<string, string>).toString();
      return reply.redirect(`/pricelist/${family ?? defaultPricelistFamily}${query ? `?${query}` : ''}`, 302);
    }
    const path = `/pricelist/${family}`;
    const asked = request.query as PricelistRequest;
    const variant = [asked.operator, asked.q, asked.nomor]
      .map((value) => (typeof value === 'string' ? value : ''))
      .join('|');
    return serve(
      request,
      reply,
      path,
      async (tenant, locale, origin) => {
        // PLT-10: a tenant that switched PPOB off has no price list, as its API answers.
        if (!tenant.features.ppob) return notFound(tenant, locale, origin, path);
        const list = await deps.pricelist(tenant, family);
        const title = familyTitle(family, locale);
        return page({
          tenant,
          locale,
          contentLocale: locale,
          origin,
          path,
          alternates: contentLocales,
          title,
          description: pricelistDescription(locale, tenant.brandName),
          css: pricelistCss,
          main: pricelistMain(family, list, pricelistFilterOf(list, asked), locale),
        });
      },
      { variant: variant === '||' ? '' : variant },
    );
  });

  // ---- agency ----
  app.get('/agency', { config, schema }, (request, reply) =>
    serve(request, reply, '/agency', async (tenant, locale, origin) => {
      const pricing = tenant.catalogueSettings.pricing;
      const tiers = (['member', 'agent', 'master'] as const)
        .map(
          (tier) =>
            `<tr><td>${escapeHtml(publicText(locale, `tier_${tier}`))}</td>` +
            `<td class="n">${pricing[tier].percent}% (min. ${escapeHtml(formatRupiah(pricing[tier].minimum))})</td></tr>`,
        )
        .join('');
      const table =
        `<div class="card"><h2>${escapeHtml(publicText(locale, 'agency_tiers'))}</h2><table><thead><tr>` +
        `<th>${escapeHtml(publicText(locale, 'agency_tier'))}</th><th class="n">${escapeHtml(publicText(locale, 'agency_markup'))}</th>` +
        `</tr></thead><tbody data-testid="agency-tiers">${tiers}</tbody></table></div>` +
        `<p><a class="btn" href="/auth/register">${escapeHtml(publicText(locale, 'agency_cta'))}</a></p>`;
      const fromContent = await contentPage(tenant, locale, origin, '/agency', 'marketing', 'agency', { after: table });
      if (fromContent) return fromContent;
      const title = publicText(locale, 'agency_title', { brand: tenant.brandName });
      const intro = publicText(locale, 'agency_intro');
      return page({
        tenant,
        locale,
        contentLocale: locale,
        origin,
        path: '/agency',
        alternates: contentLocales,
        title,
        description: intro,
        main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>${table}`,
      });
    }),
  );

  // ---- sitemap.xml and robots.txt, per tenant (its own host) ----
  app.get('/sitemap.xml', { config, schema }, (request, reply) =>
    serve(
      request,
      reply,
      '/sitemap.xml',
      async (tenant, _locale, origin) => {
        const urls: { path: string; locales: readonly ContentLocale[]; lastmod?: Date }[] = [
          { path: '/', locales: ['id'] },
          { path: '/agency', locales: contentLocales },
          { path: '/help', locales: contentLocales },
          { path: '/blog/posts', locales: contentLocales },
          ...Object.keys(marketingFamilies).map((name) => ({ path: `/m/${name}`, locales: contentLocales })),
          ...purchasableFamilies.map((family) => ({ path: `/pricelist/${family}`, locales: contentLocales })),
        ];
        for (const kind of ['help', 'blog'] as const) {
          const rows = await content.publishedList(tenant, kind, 'id');
          for (const row of rows) {
            urls.push({
              path: kind === 'help' ? `/help/${row.slug}` : `/blog/posts/${row.slug}`,
              locales: await content.publishedLocales(tenant, kind, row.slug),
              lastmod: row.updatedAt,
            });
          }
        }
        const xml =
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
          `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
          urls
            .map(
              (url) =>
                `<url><loc>${escapeHtml(localeUrl(origin, url.path, 'id'))}</loc>` +
                (url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : '') +
                (url.locales.length > 1
                  ? url.locales
                      .map(
                        (alt) =>
                          `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeHtml(localeUrl(origin, url.path, alt))}"/>`,
                      )
                      .join('')
                  : '') +
                `</url>`,
            )
            .join('\n') +
          `\n</urlset>\n`;
        return { status: 200, html: xml };
      },
      { contentType: 'application/xml; charset=utf-8' },
    ),
  );

  app.get('/robots.txt', { config, schema }, (request, reply) => {
    const origin = originOf(request);
    requireTenant(request);
    const body =
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\nDisallow: /account\nDisallow: /webapp/\n` +
      `Disallow: /report\nDisallow: /receipt/\nDisallow: /media/\n\nSitemap: ${origin}/sitemap.xml\n`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}

/** The first words of a Markdown text as plain text, for a description. */
function plainStart(text: string): string {
  const plain = text
    .replace(/^#+\s.*$/gm, '')
    .replace(/[*_`>#[\]()!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 157).replace(/\s+\S*$/, '')}…` : plain;
}

function dateText(date: Date, locale: ContentLocale): string {
  return new Intl.DateTimeFormat({ id: 'id-ID', en: 'en-GB', zh: 'zh-CN' }[locale], {
    dateStyle: 'long',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}
