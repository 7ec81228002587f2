import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billResponseSchema } from '@konter/shared/contracts/postpaid';
import { transactionPaths } from '@konter/shared/contracts/transactions';
import { queryRows } from '../../db/client.ts';
import { digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { postpaidTestNumbers } from '../../integrations/digiflazz/digiflazz.bills.ts';
import type { DigiflazzSimulator } from '../../integrations/digiflazz/digiflazz.simulator.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  buyerPin,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  purchase,
  settled,
  transactionOf,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createProviderAccounts } from '../tenants/index.ts';
import { syncCatalogueJob } from './catalogue.jobs.ts';
import { dispatchPurchaseJob } from './purchases.jobs.ts';
import { findByRef } from './purchases.repository.ts';

/**
 * Decision 039: a tenant with its own Digiflazz account (Mitra Cell here) buys, checks, syncs its price list and
 * receives callbacks through it; a tenant without one (Konter Pulsa) stays on the installation's accounts.
 */
let ctx: TestContext;
let simulator: DigiflazzSimulator;
const own = { username: 'mitracellbuyer', apiKey: 'mitra-cell-key-0001', webhookSecret: 'mitra-cell-webhook-secret' };

beforeAll(async () => {
  ctx = await createTestApp();
  const first = ctx.simulators.suppliers[0];
  if (!first) throw new Error('no supplier simulator');
  simulator = first;
  simulator.addBuyer(own);
  const accounts = createProviderAccounts({ database: ctx.database, clock: ctx.clock, key: ctx.config.credentialsKey });
  await accounts.set(ctx.tenantIds.mitra, 'digiflazz', 'Digiflazz', own, { only: true });
  // The tenant's catalogue comes from its own account's price list from the next sync on.
  await ctx.queue.runNow(syncCatalogueJob, {});
});
afterAll(() => ctx.close());
afterEach(async () => {
  simulator.addBuyer(own);
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

/** An XL test number the simulator leaves pending until `complete`. */
const pendingXl = '087800001231';
const telkomsel = '081298765432';

async function attemptsOf(who: Buyer, refId: string) {
  const row = await ctx.database.withTenant(who.tenantId, (tx) => findByRef(tx, who.tenantId, refId));
  if (!row) throw new Error(`no ${refId}`);
  return { supplier: row.supplier, attempts: row.attempts };
}

async function bought(who: Buyer, code: string, destination: string): Promise<string> {
  const response = await purchase(who, { product_code: code, destination });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.ref_id as string;
}

/** A callback as Digiflazz sends it, signed with `secret`, posted to `url`. */
async function callback(url: string, secret: string, data: Record<string, unknown>) {
  const body = JSON.stringify({ data });
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-hub-signature': digiflazzHubSignature(secret, body) },
    payload: body,
  });
}

const success = (refId: string, destination: string) => ({
  ref_id: refId,
  customer_no: destination,
  buyer_sku_code: 'xld10',
  message: 'Transaksi Sukses',
  status: 'Sukses',
  rc: '00',
  sn: 'SN-FORGED-0001',
  price: 10_000,
});

describe("a tenant's own supplier account", () => {
  it('buys under its own username; the tenant without one buys under the installation’s', async () => {
    const mitra = await buyer(ctx, { tenant: 'mitra' });
    const mitraRef = await bought(mitra, 'tsel10', telkomsel);
    expect((await dispatch(ctx, mitra, mitraRef)).status).toBe('success');
    expect(simulator.transaction(mitraRef)?.buyer).toBe(own.username);
    expect((await attemptsOf(mitra, mitraRef)).supplier).toBe('digiflazz@mitra-cell');

    const konter = await buyer(ctx);
    const konterRef = await bought(konter, 'tsel10', telkomsel);
    expect((await dispatch(ctx, konter, konterRef)).status).toBe('success');
    const konterSupplier = (await attemptsOf(konter, konterRef)).supplier;
    expect(['digiflazz-a', 'digiflazz-b']).toContain(konterSupplier);
    const at = ctx.simulators.suppliers.map((each) => each.transaction(konterRef)).find(Boolean);
    expect(at?.buyer).toBe(simulator.username);
  });

  it("settles on its own callback, checked with its own secret; another's secret or URL changes nothing", async () => {
    const mitra = await buyer(ctx, { tenant: 'mitra' });
    const refId = await bought(mitra, 'xld10', pendingXl);
    expect((await dispatch(ctx, mitra, refId)).status).toBe('processing');
    const sent = simulator.transaction(refId);
    expect(sent?.buyer).toBe(own.username);
    // Top-ups carry the tenant's callback URL.
    expect(sent?.callbackUrl).toBe(`http://127.0.0.1${transactionPaths.webhookDigiflazzTenant('mitra-cell')}`);

    const tenantUrl = transactionPaths.webhookDigiflazzTenant('mitra-cell');
    const forged = success(refId, pendingXl);
    // Signed with the installation's secret, or forged by the simulator, at the tenant's URL: refused.
    expect((await callback(tenantUrl, simulator.webhookSecret, forged)).statusCode).toBe(401);
    expect((await simulator.sendCallback(refId, { forge: true })).at(-1)?.httpStatus).toBe(401);
    // Signed with the tenant's secret at the installation's URL: refused (checked with the installation's secret).
    expect(
      (await callback(transactionPaths.webhookDigiflazz('digiflazz-a'), own.webhookSecret, forged)).statusCode,
    ).toBe(401);
    // Genuinely the installation's, about a purchase of the tenant's own account: stored, changes nothing.
    const foreign = await callback(transactionPaths.webhookDigiflazz('digiflazz-a'), simulator.webhookSecret, forged);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().outcome).toBe('foreign');
    // A tenant without its own account has no such URL.
    expect(
      (await callback(transactionPaths.webhookDigiflazzTenant('konter-pulsa'), own.webhookSecret, forged)).statusCode,
    ).toBe(404);
    expect((await transactionOf(mitra, refId)).status).toBe('processing');

    // The supplier's own callback, signed with the tenant's secret, settles it.
    simulator.complete(refId, 'success');
    await settled(ctx);
    const done = await transactionOf(mitra, refId);
    expect(done.status).toBe('success');
    expect(done.serial_number).toBe(simulator.transaction(refId)?.sn);
  });

  it("a callback signed with one tenant's secret about another tenant's purchase changes nothing", async () => {
    const konter = await buyer(ctx);
    const refId = await bought(konter, 'xld10', pendingXl);
    expect((await dispatch(ctx, konter, refId)).status).toBe('processing');
    const response = await callback(
      transactionPaths.webhookDigiflazzTenant('mitra-cell'),
      own.webhookSecret,
      success(refId, pendingXl),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('foreign');
    expect((await transactionOf(konter, refId)).status).toBe('processing');
    // Its own supplier's callback still settles it.
    for (const each of ctx.simulators.suppliers) if (each.transaction(refId)) each.complete(refId, 'success');
    await settled(ctx);
    expect((await transactionOf(konter, refId)).status).toBe('success');
  });

  it('a wrong key gets the supplier’s refusal: the purchase fails and the customer is refunded', async () => {
    simulator.addBuyer({ ...own, apiKey: 'the-key-was-changed-at-digiflazz' });
    const mitra = await buyer(ctx, { tenant: 'mitra' });
    const before = await depositOf(mitra);
    const refId = await bought(mitra, 'tsel10', telkomsel);
    expect(await depositOf(mitra)).toBeLessThan(before);
    const done = await dispatch(ctx, mitra, refId);
    expect(done.status).toBe('failed');
    expect(await depositOf(mitra)).toBe(before);
    expect(simulator.transaction(refId)).toBeNull();
    const { attempts } = await attemptsOf(mitra, refId);
    // Only its own account was tried: never the installation's.
    expect(attempts.map((attempt) => attempt.supplier)).toEqual(['digiflazz@mitra-cell']);
    expect(attempts[0]?.message).toContain('refused the credentials');
  });

  it('inquires and pays a bill through its own account', async () => {
    const mitra = await buyer(ctx, { tenant: 'mitra', deposit: 2_000_000 });
    const numbers = Object.entries(postpaidTestNumbers.pln ?? {});
    const number = numbers.find(([, scenario]) => scenario.kind === 'bill' && scenario.pay === 'success')?.[0];
    if (!number) throw new Error('no payable PLN test number');
    const inquiry = await mitra.browser.post('/api/v1/pascabayar/inquiry', {
      type: 'electricity',
      customer_no: number,
    });
    expect(inquiry.statusCode, inquiry.body).toBe(200);
    const bill = billResponseSchema.parse(inquiry.json()).data;
    expect(simulator.transaction(bill.ref_id)?.buyer).toBe(own.username);
    const paid = await mitra.browser.post('/api/v1/pascabayar/pay', { ref_id: bill.ref_id, pin: buyerPin });
    expect(paid.statusCode, paid.body).toBe(200);
    const row = await ctx.database.withTenant(mitra.tenantId, (tx) => findByRef(tx, mitra.tenantId, bill.ref_id));
    await ctx.queue.runNow(dispatchPurchaseJob, { tenantId: mitra.tenantId, id: row?.id ?? '' });
    await settled(ctx);
    const done = (await mitra.browser.get(`/api/v1/pascabayar/transaction/${bill.ref_id}`)).json().data;
    expect(done.status).toBe('success');
    expect(simulator.transaction(bill.ref_id)?.stage).toBe('payment');
  });

  it("the back office's change of account queues a price-list sync, and the dashboard reads the account in use", async () => {
    const admin = await buyer(ctx, { role: 'admin' });
    const konterOwn = { username: 'konterbuyer', apiKey: 'konter-key-0001', webhookSecret: 'konter-webhook-secret' };
    simulator.addBuyer(konterOwn);
    const syncs = async () =>
      (
        await queryRows<{ count: string }>(
          ctx.database.db,
          sql`select count(*)::text as count from pgboss.job where name = 'catalogue.sync'`,
        )
      )[0]?.count;
    const balances = async () =>
      (
        (await admin.browser.get('/api/v1/admin/dashboard')).json().data.supplier_balances as { supplier: string }[]
      ).map((row) => row.supplier);
    expect(await balances()).toEqual(['digiflazz-a', 'digiflazz-b']);
    const before = Number(await syncs());
    const url = '/api/v1/admin/tenant/credentials/digiflazz';
    const saved = await admin.browser.request('PUT', url, { label: 'Digiflazz Konter', secrets: konterOwn });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Number(await syncs())).toBe(before + 1);
    expect(await balances()).toEqual(['digiflazz@konter-pulsa']);
    expect((await admin.browser.request('DELETE', url)).statusCode).toBe(200);
    expect(Number(await syncs())).toBe(before + 2);
    expect(await balances()).toEqual(['digiflazz-a', 'digiflazz-b']);
  });
});
