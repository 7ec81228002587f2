import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { apiSecurityHeaders, securityHeaders } from './security-headers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What a browser must receive on every answer of the JSON APIs outside production (no HSTS over plain http). */
const api = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};
/** And on every page and file: those, and the ones that act only on a document a browser renders. */
const documentOnly = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const document = { ...api, ...documentOnly };

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/v1/site/bootstrap', 'localhost', 200],
    ['an answer without a tenant', '/api/v1/health', 'evil.example', 200],
    ['an error refused before any route (unknown host)', '/api/v1/site/bootstrap', 'evil.example', 404],
    ['an error of a route (not logged in)', '/api/v1/account', 'localhost', 401],
    ['an unknown API path', '/api/v1/nothing-here', 'localhost', 404],
    ['a reseller API answer (a request without a signature)', '/v1/cek-saldo', 'localhost', 400],
  ])("%s carries the APIs' set, without the headers only a document uses", async (_what, url, host, status) => {
    const response = await ctx.app.inject({ url, method: url.startsWith('/v1/') ? 'POST' : 'GET', headers: { host } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(api);
    for (const name of Object.keys(documentOnly)) expect(response.headers[name], name).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a page', '/auth/login', 'localhost', 200],
    ['a page refused before any route (unknown host)', '/auth/login', 'evil.example', 404],
    ['the reseller API documentation page', '/developer/docs', 'localhost', 200],
  ])('%s carries every one of them', async (_what, url, host, status) => {
    const response = await ctx.app.inject({ url, headers: { host } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(document);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a page keeps its own content security policy beside them', async () => {
    const page = await ctx.app.inject({ url: '/auth/login', headers: { host: 'localhost' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(page.headers).toMatchObject(document);
  });

  it('production adds HSTS to both sets, and neither can be changed by a reply', () => {
    const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
    expect(securityHeaders({ hsts: true })).toEqual({ ...document, ...hsts });
    expect(apiSecurityHeaders({ hsts: true })).toEqual({ ...api, ...hsts });
    expect(Object.isFrozen(securityHeaders({ hsts: true }))).toBe(true);
    expect(Object.isFrozen(apiSecurityHeaders({ hsts: true }))).toBe(true);
    expect(securityHeaders({ hsts: false })).toEqual(document);
    expect(apiSecurityHeaders({ hsts: false })).toEqual(api);
  });
});
