import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStateGlobal, sitePreferencesSchema } from '@konter/shared/contracts/site';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { scriptSafeJson } from './web-page.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function pageState(html: string) {
  const match = new RegExp(`window\\.${pageStateGlobal}=(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no page state in HTML');
  return JSON.parse(match[1]) as { preferences: unknown; csrfToken: string };
}

describe('the page-provided preference object', () => {
  it('[PLT-10][PLT-11] every web route carries the tenant preferences, brand and CSRF meta tag', async () => {
    const page = await ctx.app.inject({ url: '/prabayar/pulsa', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const state = pageState(page.body);
    const preferences = sitePreferencesSchema.parse(state.preferences);
    expect(preferences.tenant.brandName).toBe('Konter Pulsa');
    expect(preferences.features).toEqual({ shop: true, ppob: true });
    expect(preferences.liveChat).toEqual({ isEnable: false, embedId: null, scriptUrl: null });
    expect(preferences.agentDebtEnabled).toBe(true);
    expect(page.body).toContain(`<meta name="csrf-token" content="${state.csrfToken}">`);
    expect(page.body).toContain('<title>Konter Pulsa</title>');
  });

  it('[PLT-09] the page is in the language the browser asks for', async () => {
    const page = await ctx.app.inject({
      url: '/auth/login',
      headers: { host: 'localhost', 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(page.body).toContain('<html lang="zh"');
    const chosen = await ctx.app.inject({
      url: '/auth/login',
      headers: { host: 'localhost', 'accept-language': 'zh-CN', cookie: 'konter_locale=en' },
    });
    expect(chosen.body).toContain('<html lang="en"');
  });

  it('[NAV-16] hides the games entry when the whitelisted-email setting is present', async () => {
    const konter = sitePreferencesSchema.parse(
      pageState((await ctx.app.inject({ url: '/auth/login', headers: { host: 'localhost' } })).body).preferences,
    );
    const mitra = sitePreferencesSchema.parse(
      pageState((await ctx.app.inject({ url: '/auth/login', headers: { host: '127.0.0.1' } })).body).preferences,
    );
    const names = (menu: typeof konter.menu) =>
      menu.kind === 'groups'
        ? menu.groups.flatMap((group) => group.entries.map((entry) => entry.name))
        : [...menu.primary, ...menu.home].map((entry) => entry.name);
    expect(names(konter.menu)).toContain('games');
    expect(mitra.whitelistedEmail).not.toBeNull();
    expect(names(mitra.menu)).not.toContain('games');
    expect(names(mitra.menu)).toContain('pulsa');
    for (const entry of konter.menu.kind === 'groups' ? konter.menu.groups.flatMap((g) => g.entries) : []) {
      expect(entry.backendId).toMatch(/^.+ - (prabayar|pascabayar)$/);
    }
  });

  it('[PLT-10] switching PPOB off removes every product entry from the menu', async () => {
    await ctx.app.services.tenants.update(ctx.tenantIds.mitra, {
      settings: { features: { shop: false, ppob: false } },
    });
    const preferences = sitePreferencesSchema.parse(
      pageState((await ctx.app.inject({ url: '/auth/login', headers: { host: '127.0.0.1' } })).body).preferences,
    );
    expect(preferences.features).toEqual({ shop: false, ppob: false });
    expect(preferences.menu).toEqual({ kind: 'lists', primary: [], home: [] });
  });

  it('[PLT-02] the inline state script runs only with the nonce of the page policy', async () => {
    const page = await ctx.app.inject({ url: '/auth/login', headers: { host: 'localhost' } });
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<script nonce="${nonce}">window.${pageStateGlobal}=`);
    expect(page.body).toContain(`<script nonce="${nonce}" type="module" src="/assets/app.js">`);
  });

  it('[PLT-02] state JSON cannot close the script element', () => {
    expect(scriptSafeJson({ brand: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('[NAV-01] serves built assets with long caching and unknown paths as the app shell', async () => {
    const asset = await ctx.app.inject({ url: '/assets/app.js', headers: { host: 'localhost' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const deep = await ctx.app.inject({ url: '/account/profile', headers: { host: 'localhost' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('window.__KONTER__');
    const index = await ctx.app.inject({ url: '/index.html', headers: { host: 'localhost' } });
    expect(index.body).toContain('window.__KONTER__');
  });
});
