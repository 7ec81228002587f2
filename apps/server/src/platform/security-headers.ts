import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer (pages, API, files, errors), fixed when the server starts (decision 046). They
 * are helmet's defaults, which the app used until then, less the content security policy (a page sets its own, with
 * a nonce: `web-page.ts`) and the embedder policy (the app embeds other origins' live-chat scripts). HSTS only in
 * production, where the app is served over https.
 */
export function securityHeaders(options: { hsts: boolean }): Readonly<Record<string, string>> {
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
 * Puts the security headers on every reply, first thing, so that an answer refused by a later hook carries them too.
 * One synchronous hook copying a fixed set: helmet built them through a chain of middlewares and two hooks per
 * request, a tenth of the time of a health check.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
