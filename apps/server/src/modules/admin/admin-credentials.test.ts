import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { providerCredentialsSchema } from '@konter/shared/contracts/admin-credentials';
import { createAccountCheck } from '../../integrations/account-check.ts';
import type { Principal } from '../../platform/auth.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { createProviderAccounts } from '../tenants/index.ts';
import { createAdminCredentialsService } from './admin-credentials.service.ts';

const listUrl = '/api/v1/admin/tenant/credentials';
const providerUrl = (provider: string) => `${listUrl}/${provider}`;
const testUrl = (provider: string) => `${listUrl}/${provider}/test`;

let ctx: TestContext;
let mitraAdmin: Buyer;
let konterAdmin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
  konterAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

/** The simulators' own accounts: the keys a provider accepts in tests. */
function goodKeys() {
  const supplier = ctx.simulators.suppliers[0];
  if (!supplier) throw new Error('no supplier simulator');
  return {
    midtrans: { serverKey: ctx.simulators.midtrans.serverKey, clientKey: ctx.simulators.midtrans.clientKey },
    xendit: { secretKey: ctx.simulators.xendit.secretKey, callbackToken: ctx.simulators.xendit.callbackToken },
    digiflazz: { username: supplier.username, apiKey: supplier.apiKey, webhookSecret: supplier.webhookSecret },
  };
}

/** Every secret the test hands over, so no answer or audit row can be shown to contain one. */
const secretsOf = (keys: Record<string, Record<string, string>>) => Object.values(keys).flatMap(Object.values);

function expectNoSecret(text: string, secrets: string[]) {
  for (const secret of secrets) expect(text).not.toContain(secret);
}

type AuditRow = { action: string; actor: string; details: Record<string, unknown> };
async function credentialAudit(admin: Buyer): Promise<AuditRow[]> {
  const response = await admin.browser.get('/api/v1/admin/audit?action=admin.tenant.credentials');
  return (response.json().data as AuditRow[]).filter((row) => row.action === 'admin.tenant.credentials');
}

describe('a tenant’s own provider accounts', () => {
  it('[ADM-01] the admin sets each account, reads it masked, tests it against the simulators and removes it; the audit rows hold no secret', async () => {
    const keys = goodKeys();
    const secrets = secretsOf(keys);
    const bodies: string[] = [];

    const empty = await mitraAdmin.browser.get(listUrl);
    expect(empty.statusCode).toBe(200);
    const emptyList = providerCredentialsSchema.parse(empty.json().data);
    expect(emptyList.key_configured).toBe(true);
    expect(emptyList.providers.map((item) => [item.provider, item.own])).toEqual([
      ['digiflazz', false],
      ['midtrans', false],
      ['xendit', false],
      ['bank_feed', false],
      ['whatsapp', false],
    ]);
    // Where the providers that cannot be told per request must call this tenant back, on the host the admin reads.
    const callbackOf = (provider: string) =>
      emptyList.providers.find((item) => item.provider === provider)?.callback_url;
    expect(callbackOf('digiflazz')).toMatch(
      new RegExp(`^http://${mitraAdmin.browser.host}/api/v1/webhooks/digiflazz/tenants/[a-z0-9-]+$`),
    );
    expect(callbackOf('xendit')).toMatch(
      new RegExp(`^http://${mitraAdmin.browser.host}/api/v1/webhooks/xendit/[a-z0-9-]+$`),
    );
    expect(callbackOf('midtrans')).toBeNull();

    for (const [provider, label] of [
      ['midtrans', 'Merchant Mitra'],
      ['xendit', 'Xendit Mitra'],
      ['digiflazz', 'Digiflazz Mitra'],
    ] as const) {
      // Tested before saving, with the keys typed into the form.
      const before = await mitraAdmin.browser.post(testUrl(provider), { secrets: keys[provider] });
      bodies.push(before.body);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json().data.ok).toBe(true);

      const saved = await mitraAdmin.browser.request('PUT', providerUrl(provider), { label, secrets: keys[provider] });
      bodies.push(saved.body);
      expect(saved.statusCode, saved.body).toBe(200);
      const entry = providerCredentialsSchema
        .parse(saved.json().data)
        .providers.find((item) => item.provider === provider);
      expect(entry).toMatchObject({ own: true, label, readable: true });
      for (const [field, value] of Object.entries(keys[provider])) {
        expect(entry?.hints[field]).toBe(`••••${value.slice(-Math.min(4, Math.floor(value.length / 4)))}`);
      }

      // Tested again with the stored keys (no secrets in the body).
      const stored = await mitraAdmin.browser.post(testUrl(provider), {});
      bodies.push(stored.body);
      expect(stored.json().data.ok).toBe(true);
    }

    // The balances that Digiflazz and Xendit report, in the admin's language.
    mitraAdmin.browser.locale = 'en';
    const digiflazz = await mitraAdmin.browser.post(testUrl('digiflazz'), {});
    expect(digiflazz.json().data.detail).toMatch(/^Digiflazz accepted the key\. Balance: Rp [\d.]+\.$/);
    const midtrans = await mitraAdmin.browser.post(testUrl('midtrans'), {});
    expect(midtrans.json().data).toEqual({ ok: true, detail: 'Midtrans accepted the key.' });
    mitraAdmin.browser.locale = undefined;

    const listed = await mitraAdmin.browser.get(listUrl);
    bodies.push(listed.body);
    expect(
      listed
        .json()
        .data.providers.filter((item: { provider: string }) => item.provider in keys)
        .every((item: { own: boolean }) => item.own),
    ).toBe(true);

    // Another tenant's admin sees only its own (none).
    const konterList = await konterAdmin.browser.get(listUrl);
    expect(konterList.json().data.providers.some((item: { own: boolean }) => item.own)).toBe(false);

    const removed = await mitraAdmin.browser.request('DELETE', providerUrl('midtrans'));
    bodies.push(removed.body);
    expect(removed.statusCode).toBe(200);
    const afterRemoval = providerCredentialsSchema.parse(removed.json().data);
    expect(afterRemoval.providers.find((item) => item.provider === 'midtrans')).toMatchObject({
      own: false,
      label: null,
      hints: {},
    });
    // Removing what is not there changes nothing and records nothing.
    expect((await mitraAdmin.browser.request('DELETE', providerUrl('midtrans'))).statusCode).toBe(200);
    const noAccount = await mitraAdmin.browser.post(testUrl('midtrans'), {});
    expect(noAccount.json().data).toMatchObject({ ok: false, code: 'no_account' });

    const audit = await credentialAudit(mitraAdmin);
    bodies.push(JSON.stringify(audit));
    expect(audit.map((row) => row.details).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { provider: 'digiflazz', label: 'Digiflazz Mitra', change: 'set' },
      { provider: 'midtrans', label: 'Merchant Mitra', change: 'removed' },
      { provider: 'midtrans', label: 'Merchant Mitra', change: 'set' },
      { provider: 'xendit', label: 'Xendit Mitra', change: 'set' },
    ]);
    expect(audit.every((row) => row.actor === mitraAdmin.accountId)).toBe(true);
    for (const body of bodies) expectNoSecret(body, secrets);

    // Back to the installation's accounts for the rest of the file.
    await mitraAdmin.browser.request('DELETE', providerUrl('xendit'));
    await mitraAdmin.browser.request('DELETE', providerUrl('digiflazz'));
  });

  it('[ADM-01] a wrong key is refused by the provider with a translated reason, and nothing is stored by a test', async () => {
    // An admin of its own: the first journey used most of its minute's tests.
    const admin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
    const keys = goodKeys();
    const wrong = {
      midtrans: { ...keys.midtrans, serverKey: 'SB-Mid-server-WRONGKEY123' },
      xendit: { ...keys.xendit, secretKey: 'xnd_development_WRONGKEY123' },
      digiflazz: { ...keys.digiflazz, apiKey: 'dev-wrong-key-123456' },
    };
    for (const provider of ['midtrans', 'xendit', 'digiflazz'] as const) {
      admin.browser.locale = 'id';
      const refused = await admin.browser.post(testUrl(provider), { secrets: wrong[provider] });
      expect(refused.statusCode).toBe(200);
      expect(refused.json().data).toMatchObject({ ok: false, code: 'unauthorized' });
      expect(refused.json().data.reason).toMatch(/menolak kunci ini/);
      expectNoSecret(refused.body, secretsOf(wrong));
    }
    admin.browser.locale = 'zh';
    const chinese = await admin.browser.post(testUrl('midtrans'), { secrets: wrong.midtrans });
    expect(chinese.json().data.reason).toBe('Midtrans 拒绝了此密钥。请检查后重试。');
    admin.browser.locale = undefined;
    const list = providerCredentialsSchema.parse((await admin.browser.get(listUrl)).json().data);
    expect(list.providers.some((item) => item.own)).toBe(false);
  });

  it('[ADM-01] bad input is a 422 with field errors, never a 500', async () => {
    const missing = await mitraAdmin.browser.request('PUT', providerUrl('midtrans'), {
      label: 'Merchant',
      secrets: { serverKey: '   ' },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['secrets.clientKey', 'secrets.serverKey']);
    mitraAdmin.browser.locale = 'en';
    const english = await mitraAdmin.browser.request('PUT', providerUrl('xendit'), { label: 'X', secrets: {} });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.label).toEqual(['Account name must be at least 2 characters.']);
    mitraAdmin.browser.locale = undefined;
    const unknown = await mitraAdmin.browser.request('PUT', providerUrl('paypal'), { label: 'Pay', secrets: {} });
    expect(unknown.statusCode).toBe(422);
    const notText = await mitraAdmin.browser.post(testUrl('digiflazz'), { secrets: { username: 5 } });
    expect(notText.statusCode).toBe(422);
    const incomplete = await mitraAdmin.browser.post(testUrl('digiflazz'), { secrets: { username: 'someone' } });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['secrets.apiKey', 'secrets.webhookSecret']);
    for (const response of [missing, english, unknown, notText, incomplete]) {
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('[ADM-01] only an admin of the tenant: members get 403, and another tenant’s session does not reach it', async () => {
    const member = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    const keys = goodKeys();
    expect((await member.browser.get(listUrl)).statusCode).toBe(403);
    expect(
      (await member.browser.request('PUT', providerUrl('midtrans'), { label: 'Mine', secrets: keys.midtrans }))
        .statusCode,
    ).toBe(403);
    expect((await member.browser.request('DELETE', providerUrl('midtrans'))).statusCode).toBe(403);
    expect((await member.browser.post(testUrl('midtrans'), { secrets: keys.midtrans })).statusCode).toBe(403);

    // The Konter admin's cookies sent to the Mitra host: refused, and Mitra's accounts stay as they were.
    const intruder = new TestBrowser(ctx.app, mitraAdmin.browser.host);
    for (const [name, value] of konterAdmin.browser.cookies) intruder.cookies.set(name, value);
    intruder.csrfToken = konterAdmin.browser.csrfToken;
    const put = await intruder.request('PUT', providerUrl('midtrans'), { label: 'Stolen', secrets: keys.midtrans });
    expect([401, 403]).toContain(put.statusCode);
    const list = providerCredentialsSchema.parse((await mitraAdmin.browser.get(listUrl)).json().data);
    expect(list.providers.find((item) => item.provider === 'midtrans')?.own).toBe(false);
  });

  it('[ADM-01] tests are limited per admin: past ten a minute, a translated 429', async () => {
    const admin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
    const keys = goodKeys();
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      statuses.push((await admin.browser.post(testUrl('midtrans'), { secrets: keys.midtrans })).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    admin.browser.locale = 'en';
    const limited = await admin.browser.post(testUrl('midtrans'), { secrets: keys.midtrans });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'too_many_attempts',
      message: expect.stringMatching(/Try again in 1 min/),
    });
    ctx.clock.advance(61_000);
    expect((await admin.browser.post(testUrl('midtrans'), { secrets: keys.midtrans })).statusCode).toBe(200);
  });
});

describe('the service', () => {
  const adminOf = (who: Buyer): Principal => ({
    accountId: who.accountId,
    tenantId: who.tenantId,
    role: 'admin',
    status: 'active',
    permissions: [],
    channel: 'web',
  });

  it('[ADM-01] without CREDENTIALS_KEY saving is a translated 409, not a 500, and the list says so', async () => {
    const service = createAdminCredentialsService({
      database: ctx.database,
      clock: ctx.clock,
      audit: ctx.app.services.audit,
      accounts: createProviderAccounts({ database: ctx.database, clock: ctx.clock, key: null }),
      check: createAccountCheck(hostsOf(), ctx.clock),
      keyConfigured: false,
    });
    const refused = await service
      .set(adminOf(mitraAdmin), 'midtrans', { label: 'Merchant', secrets: goodKeys().midtrans })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'credentials_key_missing', status: 409 });
    expect((await service.list({ id: mitraAdmin.tenantId, slug: 'mitra' }, 'http://mitra.test')).key_configured).toBe(
      false,
    );
  });

  it('[ADM-01] keys sealed under another key are listed as unreadable and not tested, and can be saved again', async () => {
    const admin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
    const otherKey = Buffer.alloc(32, 7);
    const sealedElsewhere = createProviderAccounts({ database: ctx.database, clock: ctx.clock, key: otherKey });
    await sealedElsewhere.set(admin.tenantId, 'xendit', 'Xendit lama', goodKeys().xendit);
    const listed = providerCredentialsSchema.parse((await admin.browser.get(listUrl)).json().data);
    expect(listed.providers.find((item) => item.provider === 'xendit')).toMatchObject({
      own: true,
      label: 'Xendit lama',
      readable: false,
      hints: {},
    });
    const tested = await admin.browser.post(testUrl('xendit'), {});
    expect(tested.json().data).toMatchObject({ ok: false, code: 'unreadable' });
    const saved = await admin.browser.request('PUT', providerUrl('xendit'), {
      label: 'Xendit baru',
      secrets: goodKeys().xendit,
    });
    expect(saved.json().data.providers.find((item: { provider: string }) => item.provider === 'xendit')).toMatchObject({
      label: 'Xendit baru',
      readable: true,
    });
    expect((await admin.browser.post(testUrl('xendit'), {})).json().data.ok).toBe(true);
    await admin.browser.request('DELETE', providerUrl('xendit'));
  });

  it('[ADM-01] a set and its audit row commit together', async () => {
    const service = createAdminCredentialsService({
      database: ctx.database,
      clock: ctx.clock,
      audit: {
        ...ctx.app.services.audit,
        record: async () => {
          throw new Error('the audit table refused the row');
        },
      },
      accounts: createProviderAccounts({ database: ctx.database, clock: ctx.clock, key: ctx.config.credentialsKey }),
      check: createAccountCheck(hostsOf(), ctx.clock),
      keyConfigured: true,
    });
    await expect(
      service.set(adminOf(mitraAdmin), 'midtrans', { label: 'Merchant', secrets: goodKeys().midtrans }),
    ).rejects.toThrow(/audit table/);
    const list = await service.list({ id: mitraAdmin.tenantId, slug: 'mitra' }, 'http://mitra.test');
    expect(list.providers.find((item) => item.provider === 'midtrans')?.own).toBe(false);
  });
});

describe('the connection check', () => {
  let silent: Server;
  let silentPort: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never answers: a provider that hangs.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('[ADM-01] tells an unreachable provider from one that does not answer in time', async () => {
    const closed = createAccountCheck({ ...hostsOf(), xendit: { baseUrl: 'http://127.0.0.1:9' } }, ctx.clock);
    expect(await closed('xendit', goodKeys().xendit)).toEqual({ ok: false, failure: 'unreachable' });
    const hanging = createAccountCheck(
      { ...hostsOf(), digiflazz: { baseUrl: `http://127.0.0.1:${silentPort}` } },
      ctx.clock,
      { timeoutMs: 300 },
    );
    expect(await hanging('digiflazz', goodKeys().digiflazz)).toEqual({ ok: false, failure: 'timeout' });
  });
});

function hostsOf() {
  const midtrans = ctx.simulators.midtrans.gatewayConfig();
  return {
    midtrans,
    xendit: { baseUrl: ctx.simulators.xendit.baseUrl },
    digiflazz: { baseUrl: ctx.simulators.suppliers[0]?.supplierConfig().baseUrl ?? '' },
    bank_feed: { baseUrl: ctx.simulators.bank.baseUrl },
    whatsapp: { baseUrl: ctx.simulators.whatsapp.baseUrl },
  };
}
