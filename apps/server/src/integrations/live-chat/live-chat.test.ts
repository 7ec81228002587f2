import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStateGlobal, sitePreferencesSchema } from '@konter/shared/contracts/site';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLiveChatEmbed, tawkDefaults } from './live-chat.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function pageOf(host: string) {
  const page = await ctx.app.inject({ url: '/account', headers: { host } });
  const match = new RegExp(`window\\.${pageStateGlobal}=(.*?)</script>`).exec(page.body);
  const state = JSON.parse(match?.[1] ?? '{}') as { preferences: unknown };
  return {
    preferences: sitePreferencesSchema.parse(state.preferences),
    policy: String(page.headers['content-security-policy']),
  };
}

describe('the live chat widget (PLT-11)', () => {
  it('[PLT-11] Tawk.to by default: the embed id goes into the script address, never anything that could leave it', () => {
    const tawk = createLiveChatEmbed(tawkDefaults);
    expect(tawk.scriptUrl('64f1a2b3c4d5e6f7a8b9c0d1/1h9abcdef')).toBe(
      'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abcdef',
    );
    for (const bad of ['', '../../evil.example/x', 'a/b/c', 'https://evil.example', 'a b', 'x'.repeat(65)]) {
      expect(tawk.scriptUrl(bad)).toBeNull();
    }
    expect(tawk.origins).toEqual(tawkDefaults.origins);
    const other = createLiveChatEmbed({
      scriptUrl: 'https://chat.example/w/{embedId}.js',
      origins: ['wss://chat.example'],
    });
    expect(other.scriptUrl('abc')).toBe('https://chat.example/w/abc.js');
    expect(other.origins).toEqual(['https://chat.example', 'wss://chat.example']);
  });

  it('[PLT-11] a tenant with chat on gets the widget’s script and its origin in the page policy; one without, neither', async () => {
    const mitra = await pageOf('127.0.0.1');
    const origin = ctx.simulators.liveChat.baseUrl;
    expect(mitra.preferences.liveChat).toEqual({
      isEnable: true,
      embedId: 'mitra-cell/default',
      scriptUrl: `${origin}/mitra-cell/default`,
    });
    const scriptSrc = /script-src ([^;]*)/.exec(mitra.policy)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(origin);
    expect(/connect-src ([^;]*)/.exec(mitra.policy)?.[1]?.split(' ')).toContain(origin);

    const konter = await pageOf('localhost');
    expect(konter.preferences.liveChat.scriptUrl).toBeNull();
    expect(konter.policy).not.toContain(origin);
  });

  it('[PLT-11] the simulator serves a widget with Tawk.to’s page API, and its agent answers what a member writes', async () => {
    const origin = ctx.simulators.liveChat.baseUrl;
    const script = await fetch(`${origin}/mitra-cell/default`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const source = await script.text();
    for (const member of [
      'Tawk_API',
      'onLoad',
      'onChatMinimized',
      'maximize',
      'minimize',
      'hideWidget',
      'showWidget',
    ]) {
      expect(source).toContain(member);
    }
    const refused = await fetch(`${origin}/messages`, { method: 'POST', body: '{"embedId":"mitra-cell/default"}' });
    expect(refused.status).toBe(400);
    const sent = await fetch(`${origin}/messages`, {
      method: 'POST',
      body: JSON.stringify({ embedId: 'mitra-cell/default', name: 'Budi', text: 'Saldo saya belum masuk' }),
    });
    expect(sent.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await sent.json()) as { reply: string }).reply).toContain('Halo Budi');
    const page = await ctx.app.inject({ url: '/dev/chat', headers: { host: 'localhost' } });
    expect(page.body).toContain('Saldo saya belum masuk');
    expect(page.body).toContain('mitra-cell/default');
  });
});
