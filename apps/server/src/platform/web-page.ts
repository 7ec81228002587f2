import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageStateGlobal, type PageState } from '@konter/shared/contracts/site';
import { translate } from '@konter/shared/i18n/messages';
import type { Locale } from '@konter/shared/i18n/locales';
import type { CsrfProtection } from './csrf.ts';
import { sitePreferencesOf } from './site-preferences.ts';

const headMarker = '<!--konter:head-->';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'self' https:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Serves the single-page app's HTML with the tenant's preferences, the CSRF token and the brand already in it, so
 * the first paint needs no API call (§1 page-provided preference object).
 */
export class WebPageRenderer {
  readonly #indexFile: string;
  readonly #csrf: CsrfProtection;
  readonly #cacheTemplate: boolean;
  #template: string | null = null;

  constructor(options: { webDistDir: string; csrf: CsrfProtection; cacheTemplate: boolean }) {
    this.#indexFile = path.join(options.webDistDir, 'index.html');
    this.#csrf = options.csrf;
    this.#cacheTemplate = options.cacheTemplate;
  }

  #loadTemplate(): string {
    if (this.#template && this.#cacheTemplate) return this.#template;
    this.#template = existsSync(this.#indexFile)
      ? readFileSync(this.#indexFile, 'utf8')
      : `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Konter</title>${headMarker}</head>` +
        `<body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>`;
    return this.#template;
  }

  render(request: FastifyRequest, reply: FastifyReply, status = 200): FastifyReply {
    const tenant = request.tenant;
    if (!tenant) return this.#unknownSite(request, reply);
    const nonce = randomBytes(16).toString('base64');
    const state: PageState = {
      preferences: sitePreferencesOf(tenant, request.locale),
      csrfToken: this.#csrf.issue(request, reply),
    };
    const head =
      `<meta name="csrf-token" content="${escapeHtml(state.csrfToken)}">` +
      `<meta name="theme-color" content="${escapeHtml(tenant.colors.primary)}">` +
      `<script nonce="${nonce}">window.${pageStateGlobal}=${scriptSafeJson(state)}</script>`;
    const html = this.#loadTemplate()
      .replace(headMarker, head)
      .replace(/<html lang="[^"]*"/, `<html lang="${request.locale}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tenant.brandName)}</title>`)
      .replace(/<script(?=[^>]*\btype="module")/g, `<script nonce="${nonce}"`);
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .send(html);
  }

  /** PLT-01: a host no tenant answers on gets a clear page, never another tenant's site. */
  #unknownSite(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const locale: Locale = request.locale;
    const title = translate(locale, 'tenant_not_found');
    const html =
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>404 · ${escapeHtml(title)}</title>` +
      `<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;` +
      `background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:2rem;text-align:center}` +
      `h1{font-size:3rem;margin:0}</style></head><body><main><h1>404</h1><p>${escapeHtml(title)}</p></main>` +
      `</body></html>`;
    return reply
      .status(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  }
}
