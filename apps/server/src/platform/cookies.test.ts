import { sitePaths } from '@konter/shared/contracts/site';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TestBrowser, type TestContext } from '../test/test-app.ts';

type Cookie = { name: string; secure?: boolean; httpOnly?: boolean };

const opened: TestContext[] = [];
afterAll(async () => {
  for (const ctx of opened) await ctx.close();
});

async function appWith(env: Record<string, string>) {
  const ctx = await createTestApp({ env });
  opened.push(ctx);
  return ctx;
}

describe('cookie security', () => {
  it('[ACC-02] in production every cookie is Secure and host-only (__Host-), even when a proxy says nothing', async () => {
    const ctx = await appWith({ NODE_ENV: 'production', SIMULATORS: 'true' });
    const browser = await new TestBrowser(ctx.app).open();
    const login = await browser.post('/api/v1/auth/login', { login: '081234560003', password: 'demo12345' });
    expect(login.statusCode).toBe(200);
    const cookies = login.cookies as Cookie[];
    const session = cookies.find((cookie) => cookie.name === '__Host-konter_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true });
    expect(cookies.find((cookie) => cookie.name === '__Host-konter_device')?.secure).toBe(true);
    expect([...browser.cookies.keys()].sort()).toEqual([
      '__Host-konter_csrf',
      '__Host-konter_device',
      '__Host-konter_session',
    ]);
    // The Secure cookies are the ones read back: the session works.
    expect((await browser.get('/api/v1/account')).statusCode).toBe(200);
  });

  it('[ACC-02] behind a trusted proxy that says https, the cookies are Secure; on plain http in development not', async () => {
    const ctx = await appWith({ TRUST_PROXY: 'true' });
    const viaProxy = await ctx.app.inject({
      url: sitePaths.bootstrap,
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.cookies as Cookie[]).toEqual([
      expect.objectContaining({ name: '__Host-konter_csrf', secure: true }),
    ]);
    const plain = await ctx.app.inject({ url: sitePaths.bootstrap, headers: { host: 'localhost' } });
    expect((plain.cookies as Cookie[])[0]).toMatchObject({ name: 'konter_csrf' });
    expect((plain.cookies as Cookie[])[0]?.secure).toBeFalsy();
  });
});
