import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootstrapResponseSchema } from '@konter/shared/contracts/site';
import { queryRows } from '../../db/client.ts';
import { formatMidtransAmount, midtransSignatureKey } from '../../integrations/midtrans/midtrans.adapter.ts';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { topUp, topUpStatus } from '../../test/deposit-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { openSecrets } from './credential-cipher.ts';
import { createProviderAccounts, createTenant } from './index.ts';

let ctx: TestContext;
let second: TestContext;
beforeAll(async () => {
  // Workers send the registration mails the top-up tests wait for.
  ctx = await createTestApp({ workers: true });
  // A second server process on the same database: its own tenant cache, its own LISTEN connection.
  second = await createTestApp({ sharedDatabase: ctx.database });
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

async function brandOn(app: TestContext, host: string): Promise<string | null> {
  const response = await app.app.inject({ url: '/api/v1/site/bootstrap', headers: { host } });
  if (response.statusCode !== 200) return null;
  return bootstrapResponseSchema.parse(response.json()).preferences.tenant.brandName;
}

describe('creating a tenant', () => {
  it('[PLT-01] creates the brand with its hosts and the default settings, once per slug', async () => {
    const created = await createTenant(ctx.database, ctx.clock, {
      slug: 'pulsa-jaya',
      brandName: 'Pulsa Jaya',
      hosts: ['Pulsa-Jaya.example'],
      settings: { catalogueSettings: { sameNumberDailyLimit: 3 } },
    });
    expect(created.created).toBe(true);
    expect(created.hosts).toEqual(['pulsa-jaya.example']);
    expect(created.tenant.catalogueSettings.sameNumberDailyLimit).toBe(3);
    expect(created.tenant.catalogueSettings.excelFileRowLimit).toBe(100);
    expect(created.tenant.depositSettings.settings.min_topup).toBe(10_000);
    expect(created.tenant.features).toEqual({ shop: false, ppob: true });
    expect(await brandOn(ctx, 'pulsa-jaya.example:8080')).toBe('Pulsa Jaya');

    const again = await createTenant(ctx.database, ctx.clock, {
      slug: 'pulsa-jaya',
      brandName: 'Another name',
      hosts: ['localhost'],
    });
    expect(again.created).toBe(false);
    expect(again.tenant.id).toBe(created.tenant.id);
    // A host another tenant answers on stays with it.
    expect(again.hosts).toEqual(['pulsa-jaya.example']);
    expect(await brandOn(ctx, 'localhost')).toBe('Konter Pulsa');
  });

  it('refuses a setting of the wrong kind before anything is written', async () => {
    await expect(
      createTenant(ctx.database, ctx.clock, {
        slug: 'salah-setting',
        brandName: 'Salah',
        hosts: ['salah.example'],
        settings: { catalogueSettings: { sameNumberDailyLimit: 0 } },
      }),
    ).rejects.toThrow();
    expect(await brandOn(ctx, 'salah.example')).toBeNull();
  });
});

describe('the tenant cache across processes', () => {
  it('[PLT-01] a change made through the service in one process is seen by another at once', async () => {
    // Both processes have the tenant cached.
    expect(await brandOn(ctx, '127.0.0.1')).toBe('Mitra Cell');
    expect(await brandOn(second, '127.0.0.1')).toBe('Mitra Cell');

    await ctx.app.services.tenants.update(ctx.tenantIds.mitra, { brandName: 'Mitra Cell Baru' });
    expect(await brandOn(ctx, '127.0.0.1')).toBe('Mitra Cell Baru');
    // The other process hears the NOTIFY (no clock moves: its cache would keep the old brand for 30 s otherwise).
    await vi.waitFor(async () => expect(await brandOn(second, '127.0.0.1')).toBe('Mitra Cell Baru'), {
      timeout: 5_000,
      interval: 20,
    });

    await ctx.app.services.tenants.update(ctx.tenantIds.mitra, { active: false });
    await vi.waitFor(async () => expect(await brandOn(second, '127.0.0.1')).toBeNull(), { timeout: 5_000 });
    await ctx.app.services.tenants.update(ctx.tenantIds.mitra, { active: true, brandName: 'Mitra Cell' });
    await vi.waitFor(async () => expect(await brandOn(second, '127.0.0.1')).toBe('Mitra Cell'), { timeout: 5_000 });
  });

  it('a new tenant is served by the other process on a host it had looked up as unknown', async () => {
    expect(await brandOn(second, 'baru.example')).toBeNull();
    await ctx.app.services.tenants.create({ slug: 'toko-baru', brandName: 'Toko Baru', hosts: ['baru.example'] });
    await vi.waitFor(async () => expect(await brandOn(second, 'baru.example')).toBe('Toko Baru'), { timeout: 5_000 });
  });
});

describe("a tenant's own gateway account", () => {
  const keys = {
    konter: { serverKey: 'SB-Mid-server-KONTER-own', clientKey: 'SB-Mid-client-KONTER-own' },
    mitra: { serverKey: 'SB-Mid-server-MITRA-own', clientKey: 'SB-Mid-client-MITRA-own' },
  };

  beforeAll(async () => {
    const accounts = createProviderAccounts({
      database: ctx.database,
      clock: ctx.clock,
      key: ctx.config.credentialsKey,
    });
    await accounts.set(ctx.tenantIds.konter, 'midtrans', 'Konter merchant', keys.konter);
    await accounts.set(ctx.tenantIds.mitra, 'midtrans', 'Mitra merchant', keys.mitra);
    // The simulator knows both merchants, as Midtrans knows every merchant's key.
    ctx.simulators.midtrans.addMerchant(keys.konter);
    ctx.simulators.midtrans.addMerchant(keys.mitra);
  });

  function notification(code: string, charged: number, serverKey: string) {
    const grossAmount = formatMidtransAmount(charged);
    return JSON.stringify({
      transaction_time: '2026-11-22 10:00:00',
      transaction_status: 'settlement',
      transaction_id: `own-${code}`,
      status_message: 'midtrans payment notification',
      status_code: '200',
      signature_key: midtransSignatureKey(code, '200', grossAmount, serverKey),
      payment_type: 'gopay',
      order_id: code,
      gross_amount: grossAmount,
      fraud_status: 'accept',
      currency: 'IDR',
    });
  }
  const deliver = (url: string, body: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

  it('[DEP-02] charges through the tenant account, which notifies the URL carrying the tenant', async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'gopay', amount: 50_000 });
    const transaction = ctx.simulators.midtrans.transaction(deposit.code);
    expect(transaction?.serverKey).toBe(keys.konter.serverKey);
    expect(transaction?.notificationUrls).toEqual(['http://127.0.0.1/api/v1/webhooks/midtrans/konter-pulsa']);
    const paid = await ctx.simulators.midtrans.pay(deposit.code);
    expect(paid.deliveries.map((delivery) => delivery.httpStatus)).toEqual([200]);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    await expectLedgerClean(ctx);
  });

  it("[DEP-02] a notification signed with one tenant's key is refused at another's URL and at the plain one", async () => {
    const user = await registeredUser(ctx);
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'gopay', amount: 20_000 });
    const signedByKonter = notification(deposit.code, deposit.charged, keys.konter.serverKey);

    expect((await deliver('/api/v1/webhooks/midtrans/mitra-cell', signedByKonter)).statusCode).toBe(401);
    expect((await deliver('/api/v1/webhooks/midtrans', signedByKonter)).statusCode).toBe(401);
    // Mitra's own key at Mitra's URL is genuine for Mitra, but the top-up is Konter's: not Mitra's to settle.
    const signedByMitra = notification(deposit.code, deposit.charged, keys.mitra.serverKey);
    expect((await deliver('/api/v1/webhooks/midtrans/mitra-cell', signedByMitra)).statusCode).toBe(401);
    // The installation's key no longer speaks for a tenant with its own account.
    const signedByDefault = notification(deposit.code, deposit.charged, ctx.simulators.midtrans.serverKey);
    expect((await deliver('/api/v1/webhooks/midtrans', signedByDefault)).statusCode).toBe(401);
    expect((await deliver('/api/v1/webhooks/midtrans/tidak-ada', signedByKonter)).statusCode).toBe(404);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('pending');

    const accepted = await deliver('/api/v1/webhooks/midtrans/konter-pulsa', signedByKonter);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
    await expectLedgerClean(ctx);
  });

  it('stores the secrets sealed: not readable in the table, opened only with the key and for their tenant', async () => {
    const [row] = await ctx.database.withSystem((tx) =>
      queryRows<{ sealed_secrets: string; label: string }>(
        tx,
        sql`select sealed_secrets, label from tenant_provider_credentials
            where tenant_id = ${ctx.tenantIds.konter} and provider = 'midtrans'`,
      ),
    );
    if (!row || !ctx.config.credentialsKey) throw new Error('no sealed account');
    expect(row.label).toBe('Konter merchant');
    expect(row.sealed_secrets).not.toContain(keys.konter.serverKey);
    expect(row.sealed_secrets).not.toContain(Buffer.from(keys.konter.serverKey).toString('base64url'));
    expect(row.sealed_secrets).toMatch(/^v1\./);
    expect(openSecrets(ctx.config.credentialsKey, `${ctx.tenantIds.konter}:midtrans`, row.sealed_secrets)).toEqual(
      keys.konter,
    );
    expect(openSecrets(Buffer.alloc(32, 7), `${ctx.tenantIds.konter}:midtrans`, row.sealed_secrets)).toBeNull();
    // Copied onto another tenant's row it does not open.
    expect(openSecrets(ctx.config.credentialsKey, `${ctx.tenantIds.mitra}:midtrans`, row.sealed_secrets)).toBeNull();
  });

  it('a tenant without its own account keeps the installation account and the plain URL', async () => {
    const accounts = createProviderAccounts({
      database: ctx.database,
      clock: ctx.clock,
      key: ctx.config.credentialsKey,
    });
    await accounts.remove(ctx.tenantIds.mitra, 'midtrans');
    const user = await registeredUser(ctx, '127.0.0.1');
    const deposit = await topUp(user.browser, { provider: 'midtrans', method: 'gopay', amount: 50_000 });
    expect(ctx.simulators.midtrans.transaction(deposit.code)?.serverKey).toBe(ctx.simulators.midtrans.serverKey);
    const accepted = await deliver(
      '/api/v1/webhooks/midtrans',
      notification(deposit.code, deposit.charged, ctx.simulators.midtrans.serverKey),
    );
    expect(accepted.statusCode).toBe(200);
    expect(await topUpStatus(user.browser, deposit.code)).toBe('paid');
  });
});
