import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { securityHeaders } from './security-headers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What a browser must receive on every answer of the app outside production (no HSTS over plain http). */
const expected = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/v1/site/bootstrap', 'localhost', 200],
    ['an answer without a tenant', '/api/v1/health', 'evil.example', 200],
    ['an error refused before any route (unknown host)', '/api/v1/site/bootstrap', 'evil.example', 404],
    ['an error of a route (not logged in)', '/api/v1/account', 'localhost', 401],
    ['an unknown API path', '/api/v1/nothing-here', 'localhost', 404],
    ['a page', '/auth/login', 'localhost', 200],
  ])('%s carries every one of them', async (_what, url, host, status) => {
    const response = await ctx.app.inject({ url, headers: { host } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(expected);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a page keeps its own content security policy beside them', async () => {
    const page = await ctx.app.inject({ url: '/auth/login', headers: { host: 'localhost' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(page.headers).toMatchObject(expected);
  });

  it('production adds HSTS, and the set cannot be changed by a reply', () => {
    const production = securityHeaders({ hsts: true });
    expect(production).toEqual({ ...expected, 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
    expect(Object.isFrozen(production)).toBe(true);
    expect(securityHeaders({ hsts: false })).toEqual(expected);
  });
});
