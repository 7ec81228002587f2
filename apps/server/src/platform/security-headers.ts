import type { FastifyInstance } from 'fastify';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The security headers of the app's documents and files (pages, scripts, images, downloads, errors outside the APIs),
 * fixed when the server starts (decision 046). They are helmet's defaults, which the app used until then, less the
 * content security policy (a page sets its own, with a nonce: `web-page.ts`) and the embedder policy (the app embeds
 * other origins' live-chat scripts). HSTS only in production, where the app is served over https.
 */
export function securityHeaders(options: { hsts: boolean }): SecurityHeaders {
  return Object.freeze({
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * Those of the JSON APIs (the app's `/api/`, the reseller API's `/v1/`) and their event stream: the OWASP REST
 * security set (no sniffing, no framing, no cross-origin embedding, no referrer, HSTS in production). The others
 * only act on an HTML document a browser renders: its browsing-context group (opener policy, origin-agent cluster),
 * its DNS prefetching, and Internet Explorer's and Flash's features. Six headers fewer on every API answer (decision
 * 049): a bare server sending the same ten headers answered no faster than the app.
 */
export function apiSecurityHeaders(options: { hsts: boolean }): SecurityHeaders {
  const all = securityHeaders(options);
  return Object.freeze(Object.fromEntries(Object.entries(all).filter(([name]) => !documentOnlyHeaders.has(name))));
}

const documentOnlyHeaders = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** The paths of the JSON APIs: the app's and the reseller API's (Digiflazz's `/v1/…`). */
const apiPathPrefixes = ['/api/', '/v1/'];

function isApiPath(url: string): boolean {
  return apiPathPrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * Puts the security headers on every reply, first thing, so that an answer refused by a later hook carries them too.
 * One synchronous hook copying a fixed set: helmet built them through a chain of middlewares and two hooks per
 * request, a tenth of the time of a health check.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: { document: SecurityHeaders; api: SecurityHeaders },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? headers.api : headers.document);
    done();
  });
}
