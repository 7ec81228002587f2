import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageStateGlobal, type PageState } from '@konter/shared/contracts/site';
import { translate } from '@konter/shared/i18n/messages';
import type { Locale } from '@konter/shared/i18n/locales';
import type { LiveChatEmbed } from '../integrations/live-chat/live-chat.ts';
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

/** The page's policy; `chatOrigins`: the live chat widget's, on the pages of a tenant that has chat on (PLT-11). */
function contentSecurityPolicy(nonce: string, chatOrigins: readonly string[] = []): string {
  const chat = chatOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the barcode decoder of the camera scan, served from
    // 'self'); it does not allow eval() of JavaScript.
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'${chat}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${chat}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src 'self' https:${chat}`,
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

  readonly #liveChat: LiveChatEmbed;

  constructor(options: { webDistDir: string; csrf: CsrfProtection; cacheTemplate: boolean; liveChat: LiveChatEmbed }) {
    this.#indexFile = path.join(options.webDistDir, 'index.html');
    this.#csrf = options.csrf;
    this.#liveChat = options.liveChat;
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

  /** `signedIn`: the request's session was checked and is valid (the home at `/`), so the app starts logged in. */
  render(request: FastifyRequest, reply: FastifyReply, status = 200, { signedIn = false } = {}): FastifyReply {
    const tenant = request.tenant;
    if (!tenant) return this.#unknownSite(request, reply);
    const nonce = randomBytes(16).toString('base64');
    const state: PageState = {
      preferences: sitePreferencesOf(tenant, request.locale, this.#liveChat),
      csrfToken: this.#csrf.issue(request, reply),
      ...(signedIn ? { signedIn } : {}),
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
      .header(
        'content-security-policy',
        contentSecurityPolicy(nonce, state.preferences.liveChat.scriptUrl ? this.#liveChat.origins : []),
      )
      .send(html);
  }

  /**
   * PLT-01: a host no tenant answers on gets a clear page, never another tenant's site; a suspended tenant's host
   * says so with a 403 (decision 034).
   */
  #unknownSite(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const locale: Locale = request.locale;
    const status = request.tenantSuspended ? 403 : 404;
    const title = translate(locale, request.tenantSuspended ? 'tenant_suspended' : 'tenant_not_found');
    const html =
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} · ${escapeHtml(title)}</title>` +
      `<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;` +
      `background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:2rem;text-align:center}` +
      `h1{font-size:3rem;margin:0}</style></head><body><main><h1>${status}</h1><p>${escapeHtml(title)}</p></main>` +
      `</body></html>`;
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  }
}
