import MarkdownIt from 'markdown-it';
import type { ContentLocale } from '@konter/shared/contracts/content';
import { contentLocales } from '@konter/shared/contracts/content';
import { scriptSafeJson } from '../../platform/web-page.ts';
import type { Tenant } from '../tenants/index.ts';
import { publicText } from './public-texts.ts';

/**
 * Markdown as the admins write it, to HTML: raw HTML in the text is escaped (never passed through), links with a
 * `javascript:` or `data:` scheme are dropped by markdown-it's own link check.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The questions of a FAQ page: each `##`/`###` heading a question, the text under it (to the next one) its answer. */
export function faqEntries(text: string): { question: string; answer: string }[] {
  const entries: { question: string; answer: string }[] = [];
  let current: { question: string; lines: string[] } | null = null;
  for (const line of text.split('\n')) {
    const heading = /^#{2,3}\s+(.+?)\s*#*$/.exec(line);
    if (heading?.[1]) {
      if (current) entries.push({ question: current.question, answer: current.lines.join('\n').trim() });
      current = { question: heading[1], lines: [] };
    } else if (current) current.lines.push(line);
  }
  if (current) entries.push({ question: current.question, answer: current.lines.join('\n').trim() });
  return entries.filter((entry) => entry.answer.length > 0);
}

/** The URL of a page in a locale: Indonesian (the default) without a parameter, the others with `?lang=`. */
export function localeUrl(origin: string, path: string, locale: ContentLocale): string {
  return `${origin}${path}${locale === 'id' ? '' : `?lang=${locale}`}`;
}

export type PublicFrame = {
  tenant: Tenant;
  /** The locale the frame (navigation) is in: the visitor's. */
  locale: ContentLocale;
  /** The locale the page's text is in (the Indonesian fallback may differ from the visitor's). */
  contentLocale: ContentLocale;
  origin: string;
  path: string;
  /** Locales the page exists in, for hreflang (the frame is translated, so every locale for generated pages). */
  alternates: readonly ContentLocale[];
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  jsonLd?: unknown[];
  main: string;
  /** Search engines should not index it (a 404). */
  noindex?: boolean;
  /** The page lays out its own width (the landing's brand band runs edge to edge), with rules of its own. */
  wide?: { css: string };
  /** Rules of the page's own inside the usual width (the price list's chips and search row). */
  css?: string;
};

const css = `*{box-sizing:border-box}body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#0f172a;background:#f8fafc}
a{color:var(--brand)}header{background:var(--brand);color:var(--on-brand)}header a{color:inherit;text-decoration:none}
.bar{max-width:64rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem}
.brand{font-weight:800;font-size:1.15rem;margin-right:auto}nav{display:flex;flex-wrap:wrap;gap:.25rem .9rem;font-size:.95rem}
nav a{display:inline-block;padding:.55rem 0;min-height:44px}main{max-width:48rem;margin:0 auto;padding:1.25rem 1rem 3rem}
h1{font-size:1.75rem;line-height:1.25;margin:.5rem 0 1rem}h2{font-size:1.3rem;margin-top:2rem}h3{font-size:1.1rem}
.card{background:#fff;border-radius:1rem;padding:1rem 1.25rem;box-shadow:0 1px 2px #0f172a14;border:1px solid #e2e8f0;margin:1rem 0}
.list{list-style:none;padding:0}.list li{margin:.75rem 0}.list a{font-weight:600;font-size:1.05rem}.muted{color:#475569;font-size:.95rem}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.75rem 1.5rem;border-radius:.75rem;background:var(--brand);color:var(--on-brand);font-weight:700;text-decoration:none}
.btn2{display:inline-block;padding:.75rem 0;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{text-align:left;padding:.5rem .4rem;border-bottom:1px solid #e2e8f0}td.n,th.n{text-align:right;white-space:nowrap}
.range{font-size:1.15rem;font-weight:700}img{max-width:100%;height:auto}
footer{border-top:1px solid #e2e8f0;background:#fff}footer .bar{font-size:.9rem;color:#475569}footer a{color:#334155;display:inline-block;padding:.5rem 0}
.langs a{margin-right:.75rem}main.wide{max-width:none;padding:0}`;

function navigation(locale: ContentLocale): string {
  const link = (href: string, key: Parameters<typeof publicText>[1]) =>
    `<a href="${href}">${escapeHtml(publicText(locale, key))}</a>`;
  return (
    `<nav aria-label="${escapeHtml(publicText(locale, 'home'))}">` +
    link('/pricelist/pulsa', 'prices') +
    link('/help', 'help') +
    link('/blog/posts', 'blog') +
    link('/agency', 'agency') +
    link('/auth/login', 'login') +
    `</nav>`
  );
}

const localeNames: Record<ContentLocale, string> = { id: 'Bahasa Indonesia', en: 'English', zh: '中文' };

/**
 * A whole public page: the frame (brand header, navigation, footer with the languages and the contact) around the
 * page's HTML, with its canonical URL, hreflang alternates, Open Graph tags and structured data. No script runs:
 * the page needs none, so a first visit downloads no JavaScript at all.
 */
export function renderPublicPage(frame: PublicFrame): string {
  const { tenant, locale, origin, path } = frame;
  const canonical = localeUrl(origin, path, frame.contentLocale);
  const title = `${frame.title} · ${tenant.brandName}`;
  const alternates = frame.alternates
    .map((alt) => `<link rel="alternate" hreflang="${alt}" href="${escapeHtml(localeUrl(origin, path, alt))}">`)
    .join('');
  const xDefault = `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localeUrl(origin, path, 'id'))}">`;
  const jsonLd = (frame.jsonLd ?? [])
    .map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`)
    .join('');
  const contact = [
    tenant.contact.whatsapp ? `WhatsApp ${escapeHtml(tenant.contact.whatsapp)}` : null,
    tenant.contact.email
      ? `<a href="mailto:${escapeHtml(tenant.contact.email)}">${escapeHtml(tenant.contact.email)}</a>`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const languages = contentLocales
    .map(
      (alt) =>
        `<a href="${escapeHtml(`${path}?lang=${alt}`)}" hreflang="${alt}" lang="${alt}"${alt === locale ? ' aria-current="true"' : ''}>${localeNames[alt]}</a>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="${frame.contentLocale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(frame.description)}">` +
    (frame.noindex ? `<meta name="robots" content="noindex">` : '') +
    `<link rel="canonical" href="${escapeHtml(canonical)}">${alternates}${xDefault}` +
    `<meta property="og:type" content="${frame.ogType ?? 'website'}">` +
    `<meta property="og:title" content="${escapeHtml(frame.title)}">` +
    `<meta property="og:description" content="${escapeHtml(frame.description)}">` +
    `<meta property="og:url" content="${escapeHtml(canonical)}">` +
    `<meta property="og:site_name" content="${escapeHtml(tenant.brandName)}">` +
    `<meta property="og:locale" content="${{ id: 'id_ID', en: 'en_US', zh: 'zh_CN' }[frame.contentLocale]}">` +
    `<meta property="og:image" content="${escapeHtml(`${origin}/icons/icon-512.png`)}">` +
    `<meta name="twitter:card" content="summary">` +
    `<meta name="theme-color" content="${escapeHtml(tenant.colors.primary)}">` +
    `<link rel="icon" href="/icons/icon-192.png"><link rel="manifest" href="/manifest.webmanifest">` +
    `<style>:root{--brand:${safeColor(tenant.colors.primary, '#0f766e')};--on-brand:${safeColor(tenant.colors.primaryForeground, '#ffffff')}}${css}${frame.wide?.css ?? ''}${frame.css ?? ''}</style>${jsonLd}</head>` +
    `<body><header><div class="bar"><a class="brand" href="/">${escapeHtml(tenant.brandName)}</a>` +
    `${navigation(locale)}</div></header><main id="main"${frame.wide ? ' class="wide"' : ''}>${frame.main}</main>` +
    `<footer><div class="bar"><span class="langs" aria-label="${escapeHtml(publicText(locale, 'language'))}">${languages}</span>` +
    `<a href="/help/hubungi-kami">${escapeHtml(publicText(locale, 'contact'))}</a>${contact ? `<span>${contact}</span>` : ''}` +
    `</div></footer></body></html>`
  );
}

/** A colour the tenant set, only as a hex value: anything else could close the style element's rule. */
function safeColor(color: string, fallback: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(color) ? color : fallback;
}
