import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, depositOf, dispatch, expectInFlightBalanced } from '../../test/purchase-helpers.ts';
import { approveIp, callbackReceiver, developerWithKey, h2hCall, ourRefOf } from '../../test/h2h-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { settleSandboxJob } from './h2h.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

const telkomsel = '081298765432';
const callbackJobs = ['events.h2h.callback-settled', 'events.h2h.callback-returned', 'webhooks.deliver'];

describe('reseller API: keys, signatures, addresses', () => {
  it('[DEV-01] a key is shown once, stored as a hint only, and rotating it retires the old one', async () => {
    const dev = await developerWithKey(ctx);
    const settings = await dev.who.browser.get('/api/v1/developer/webhook');
    expect(settings.statusCode).toBe(200);
    expect(settings.body).not.toContain(dev.keys.production);
    expect(settings.json().data.keys.production.hint).toBe(dev.keys.production.slice(-4));
    expect(dev.keys.development.startsWith('dev-')).toBe(true);

    const ok = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { deposit: 100_000 } });

    const rotated = await dev.who.browser.post('/api/v1/developer/keys', { mode: 'production' });
    const old = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' });
    expect(old.statusCode).toBe(400);
    expect(old.json().data).toMatchObject({ rc: '41', status: 'Gagal' });
    dev.keys.production = rotated.json().data.key as string;
    expect((await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' })).statusCode).toBe(200);
  });

  it('[DEV-01] a wrong signature is rc 41, an unknown username rc 42, a malformed body rc 40; no cookie or CSRF asked', async () => {
    const dev = await developerWithKey(ctx);
    const forged = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' }, { sign: '0'.repeat(32) });
    expect(forged.json().data.rc).toBe('41');
    const stranger = await h2hCall(ctx, { ...dev, username: 'nobody' }, '/v1/cek-saldo', { cmd: 'deposit' });
    expect(stranger.json().data.rc).toBe('42');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/transaction',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.rc).toBe('40');
  });

  it('[DEV-02] a call from an address no admin approved is rc 45; it works once an admin approves it', async () => {
    const dev = await developerWithKey(ctx, { approveIp: null });
    const pending = await dev.who.browser.post('/api/v1/developer/ips', { ip: '127.0.0.1' });
    expect(pending.json().data.ips[0]).toMatchObject({ ip: '127.0.0.1', status: 'pending' });
    const refused = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' });
    expect(refused.json().data?.rc, refused.body).toBe('45');
    await approveIp(ctx, dev.who, '127.0.0.1');
    expect((await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' })).statusCode).toBe(200);
    // Another address is still refused: the socket's address counts, not a header the caller writes.
    const elsewhere = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' }, { remoteAddress: '203.0.113.9' });
    expect(elsewhere.json().data.rc).toBe('45');
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/cek-saldo',
      remoteAddress: '203.0.113.9',
      headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1' },
      payload: { cmd: 'deposit', username: dev.username, sign: 'x' },
    });
    expect(spoofed.json().data.rc).not.toBe('00');
    // Only an admin decides.
    const self = await dev.who.browser.post(`/api/v1/admin/developer/ips/${pending.json().data.ips[0].id}/decide`, {
      status: 'approved',
    });
    expect(self.statusCode).toBe(403);
    // The admin's list names who asks for each address (ADM-01 "whitelist developer IPs").
    const admin = await buyer(ctx, { role: 'admin' });
    const listed = (await admin.browser.get('/api/v1/admin/developer/ips')).json().data as Record<string, string>[];
    expect(listed.find((row) => row.account_id === dev.who.accountId)).toMatchObject({
      account_name: 'Toko Berkah',
      account_phone: dev.who.phone,
    });
  });

  it('[DEV-02] a change made anywhere else (plain SQL here) reaches the caller kept in memory: the tables announce it', async () => {
    const dev = await developerWithKey(ctx);
    const balance = () => h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' });
    const rcOf = async () => (await balance()).json().data?.rc ?? '00';
    expect((await balance()).statusCode).toBe(200);
    const { tenantId, accountId } = dev.who;
    const change = (statement: ReturnType<typeof sql>) => ctx.database.withSystem((tx) => tx.execute(statement));
    // The fake clock never lets the copy expire: only the announcement can make these calls see the changes.
    await change(sql`update accounts set status = 'inactive' where tenant_id = ${tenantId} and id = ${accountId}`);
    await expect.poll(rcOf).toBe('42');
    await change(sql`update accounts set status = 'active' where tenant_id = ${tenantId} and id = ${accountId}`);
    await expect.poll(rcOf).toBe('00');
    await change(sql`update accounts set role = 'member' where tenant_id = ${tenantId} and id = ${accountId}`);
    await expect.poll(rcOf).toBe('42');
    await change(sql`update accounts set role = 'developer' where tenant_id = ${tenantId} and id = ${accountId}`);
    await expect.poll(rcOf).toBe('00');
    await change(
      sql`update h2h_ips set status = 'rejected' where tenant_id = ${tenantId} and account_id = ${accountId}`,
    );
    await expect.poll(rcOf).toBe('45');
    await change(sql`delete from h2h_ips where tenant_id = ${tenantId} and account_id = ${accountId}`);
    await approveIp(ctx, dev.who, '127.0.0.1');
    await expect.poll(rcOf).toBe('00');
    await change(
      sql`update h2h_credentials set production_salt = 'another' where tenant_id = ${tenantId} and account_id = ${accountId}`,
    );
    await expect.poll(rcOf).toBe('41');
  });

  it('[DEV-01] the price list answers in Digiflazz shape at the developer’s own prices', async () => {
    const dev = await developerWithKey(ctx);
    const list = await h2hCall(ctx, dev, '/v1/price-list', { cmd: 'prepaid' });
    expect(list.statusCode).toBe(200);
    const tsel = (list.json().data as { buyer_sku_code: string }[]).find((item) => item.buyer_sku_code === 'tsel10');
    expect(tsel).toMatchObject({ buyer_sku_code: 'tsel10', buyer_product_status: true, price: expect.any(Number) });
  });
});

describe('reseller API: purchases', () => {
  it('[DEV-01][TRX-02] a top-up, its status by resending the same ref_id, never a second debit; the call log has no key', async () => {
    const dev = await developerWithKey(ctx);
    const first = await h2hCall(ctx, dev, '/v1/transaction', {
      buyer_sku_code: 'tsel10',
      customer_no: telkomsel,
      ref_id: 'INV-0001',
    });
    expect(first.statusCode, first.body).toBe(200);
    const placed = first.json().data;
    expect(placed).toMatchObject({ ref_id: 'INV-0001', customer_no: telkomsel, status: 'Pending', rc: '03' });
    const price = placed.price as number;
    expect(placed.buyer_last_saldo).toBe(100_000 - price);

    const again = await h2hCall(ctx, dev, '/v1/transaction', {
      buyer_sku_code: 'tsel10',
      customer_no: telkomsel,
      ref_id: 'INV-0001',
    });
    expect(again.json().data).toMatchObject({ ref_id: 'INV-0001', status: 'Pending', price });
    expect(await depositOf(dev.who)).toBe(100_000 - price);

    await dispatch(ctx, dev.who, await ourRefOf(ctx, dev.who, 'INV-0001'));
    const done = await h2hCall(ctx, dev, '/v1/transaction', {
      buyer_sku_code: 'tsel10',
      customer_no: telkomsel,
      ref_id: 'INV-0001',
    });
    expect(done.json().data).toMatchObject({ status: 'Sukses', rc: '00', price });
    expect(done.json().data.sn).not.toBe('');
    expect(await depositOf(dev.who)).toBe(100_000 - price);

    // The same ref_id for another purchase is refused: rc 49, nothing bought.
    const clash = await h2hCall(ctx, dev, '/v1/transaction', {
      buyer_sku_code: 'tsel5',
      customer_no: telkomsel,
      ref_id: 'INV-0001',
    });
    expect(clash.json().data.rc).toBe('49');
    expect(await depositOf(dev.who)).toBe(100_000 - price);

    // Each call is logged after its answer is sent, off the caller's clock.
    await expect
      .poll(async () => (await dev.who.browser.get('/api/v1/developer/calls')).json().data.length)
      .toBeGreaterThanOrEqual(4);
    const calls = await dev.who.browser.get('/api/v1/developer/calls');
    expect(calls.json().data[0]).toMatchObject({ endpoint: '/v1/transaction', key_mode: 'production' });
    expect(calls.body).not.toContain(dev.keys.production);

    // A dual-stack socket's IPv4 client is logged as the address the allowlist approved; a balance answer is rc 00.
    const mapped = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' }, { remoteAddress: '::ffff:127.0.0.1' });
    expect(mapped.statusCode).toBe(200);
    await expect
      .poll(async () => (await dev.who.browser.get('/api/v1/developer/calls')).json().data[0]?.endpoint)
      .toBe('/v1/cek-saldo');
    expect((await dev.who.browser.get('/api/v1/developer/calls')).json().data[0]).toMatchObject({
      ip: '127.0.0.1',
      rc: '00',
    });
  });

  it('[DEV-01] a purchase decided on what the process kept is one round trip, and a change made anywhere reaches it (decision 051)', async () => {
    const dev = await developerWithKey(ctx, { deposit: 500_000 });
    const { tenantId } = dev.who;
    let sequence = 0;
    const buy = async () => {
      sequence += 1;
      const reply = await h2hCall(ctx, dev, '/v1/transaction', {
        buyer_sku_code: 'tsel10',
        customer_no: `0812987651${String(sequence).padStart(2, '0')}`,
        ref_id: `KEPT-${sequence}`,
      });
      return reply.json().data as { rc: string; price: number; message: string };
    };
    const listedPrice = async () => {
      const list = await h2hCall(ctx, dev, '/v1/price-list', { cmd: 'prepaid' });
      return (list.json().data as { buyer_sku_code: string; price: number }[]).find(
        (product) => product.buyer_sku_code === 'tsel10',
      )?.price;
    };
    const change = (statement: ReturnType<typeof sql>) => ctx.database.withSystem((tx) => tx.execute(statement));
    const version = async () => {
      const [row] = await ctx.database.withSystem((tx) =>
        queryRows<{ version: string }>(
          tx,
          sql`select version from purchase_context_versions where tenant_id = ${tenantId}`,
        ),
      );
      return Number(row?.version ?? 0);
    };
    const paid: number[] = [];
    const first = await buy();
    expect(first.rc, first.message).toBe('03');
    paid.push(first.price);
    // The first call's log row is written after its answer: counted before the second call is.
    await expect.poll(async () => (await dev.who.browser.get('/api/v1/developer/calls')).json().data.length).toBe(1);

    // The second purchase sends one statement with its COMMIT: one round trip, and one more for the call log.
    let roundTrips = 0;
    const count = () => (roundTrips += 1);
    const clients: {
      connection: { on(event: string, listener: () => void): void; off(event: string, listener: () => void): void };
    }[] = [];
    const counted = (client: unknown) => {
      const connected = client as (typeof clients)[number];
      if (clients.includes(connected)) return;
      connected.connection.on('readyForQuery', count);
      clients.push(connected);
    };
    const pool = ctx.database.pool as unknown as { _clients: unknown[] };
    for (const client of pool._clients) counted(client);
    ctx.database.pool.on('connect', counted);
    try {
      const second = await buy();
      expect(second.rc, second.message).toBe('03');
      paid.push(second.price);
      await expect.poll(() => roundTrips).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(roundTrips).toBe(2);
    } finally {
      ctx.database.pool.off('connect', counted);
      for (const client of clients) client.connection.off('readyForQuery', count);
    }

    // A promo count or a supplier sync that changed nothing leaves the version; a price change moves it, and the
    // next purchase pays the new price, never the kept one.
    const before = await version();
    await change(
      sql`update products set sold_qty = sold_qty + 1, updated_at = now() where tenant_id = ${tenantId} and code = 'tsel10'`,
    );
    expect(await version()).toBe(before);
    await change(
      sql`update products set buying_price = buying_price + 100, member_price = member_price + 100,
            agent_price = agent_price + 100, master_price = master_price + 100
          where tenant_id = ${tenantId} and code = 'tsel10'`,
    );
    expect(await version()).toBeGreaterThan(before);
    const raised = await listedPrice();
    expect(raised).not.toBe(first.price);
    const third = await buy();
    expect(third.rc, third.message).toBe('03');
    expect(third.price).toBe(raised);
    paid.push(third.price);

    // A product taken off sale, or the account put in developer mode, refuses the next purchase at once.
    await change(sql`update products set status = 'inactive' where tenant_id = ${tenantId} and code = 'tsel10'`);
    expect((await buy()).rc).not.toBe('03');
    await change(sql`update products set status = 'active' where tenant_id = ${tenantId} and code = 'tsel10'`);
    expect((await buy()).rc).toBe('03');
    paid.push(raised as number);
    await change(
      sql`update accounts set developer_mode = true where tenant_id = ${tenantId} and id = ${dev.who.accountId}`,
    );
    expect((await buy()).rc).not.toBe('03');
    await change(
      sql`update accounts set developer_mode = false where tenant_id = ${tenantId} and id = ${dev.who.accountId}`,
    );
    expect((await buy()).rc).toBe('03');
    paid.push(raised as number);
    expect(await depositOf(dev.who)).toBe(500_000 - paid.reduce((sum, price) => sum + price, 0));
    for (let ref = 1; ref <= sequence; ref += 1) {
      const ours = await ourRefOf(ctx, dev.who, `KEPT-${ref}`).catch(() => null);
      if (ours) await dispatch(ctx, dev.who, ours);
    }
  });

  it('[DEV-01] refusals before a purchase forms: unknown SKU rc 43, short deposit rc 44, wrong number rc 54', async () => {
    const dev = await developerWithKey(ctx, { deposit: 1_000 });
    const call = (sku: string, no: string, ref: string) =>
      h2hCall(ctx, dev, '/v1/transaction', { buyer_sku_code: sku, customer_no: no, ref_id: ref });
    expect((await call('nosuch1', telkomsel, 'R-43')).json().data.rc).toBe('43');
    expect((await call('tsel10', telkomsel, 'R-44')).json().data.rc).toBe('44');
    expect((await call('tsel10', '0812', 'R-54')).json().data.rc).toBe('54');
    expect(await depositOf(dev.who)).toBe(1_000);
  });

  it('[DEV-01] every final status is posted to the reseller, signed with X-Hub-Signature, retried until HTTP 200', async () => {
    const receiver = await callbackReceiver();
    try {
      const dev = await developerWithKey(ctx);
      const saved = await dev.who.browser.post('/api/v1/developer/update-settings', {
        callback_url: receiver.url,
        callback_secret: 'rahasia-callback',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      receiver.answer(500);
      const placed = await h2hCall(ctx, dev, '/v1/transaction', {
        buyer_sku_code: 'tsel10',
        customer_no: telkomsel,
        ref_id: 'CB-0001',
      });
      expect(placed.statusCode).toBe(200);
      const refId = await ourRefOf(ctx, dev.who, 'CB-0001');
      await dispatch(ctx, dev.who, refId);
      await ctx.queue.drain(callbackJobs);
      expect(receiver.received).toHaveLength(1);
      const first = receiver.received[0];
      const body = first?.body ?? '';
      expect(first?.headers['x-hub-signature']).toBe(
        `sha1=${createHmac('sha1', 'rahasia-callback').update(body).digest('hex')}`,
      );
      expect(JSON.parse(body).data).toMatchObject({ ref_id: 'CB-0001', status: 'Sukses', rc: '00', trx_id: refId });

      const log = (await dev.who.browser.get('/api/v1/developer/deliveries')).json().data;
      expect(log[0]).toMatchObject({ status_code: 500, outcome: 'retrying', attempt: 1 });

      // The developer replays it by hand once the endpoint is fixed.
      receiver.answer(200);
      const resent = await dev.who.browser.post('/api/v1/developer/callbacks/resend', { ref_id: 'CB-0001' });
      expect(resent.statusCode, resent.body).toBe(200);
      await ctx.queue.drain(['webhooks.deliver']);
      expect(receiver.received.length).toBeGreaterThanOrEqual(2);
      const delivered = (await dev.who.browser.get('/api/v1/developer/deliveries')).json().data;
      expect(delivered.some((row: { outcome: string }) => row.outcome === 'delivered')).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('[DEV-01] test-webhook sends a signed sample and reports the reply; a non-http URL is "invalid webhook format"', async () => {
    const receiver = await callbackReceiver();
    try {
      const dev = await developerWithKey(ctx, { approveIp: null });
      const bad = await dev.who.browser.post('/api/v1/developer/update-settings', {
        callback_url: 'ftp://example.com/x',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.callback_url).toEqual(['Invalid webhook format']);
      await dev.who.browser.post('/api/v1/developer/update-settings', { callback_url: receiver.url });
      receiver.answer(503);
      const failed = await dev.who.browser.post('/api/v1/developer/test-webhook');
      expect(failed.json().data).toMatchObject({ ok: false, status_code: 503, reply: 'nope' });
      receiver.answer(200);
      const ok = await dev.who.browser.post('/api/v1/developer/test-webhook');
      expect(ok.json().data).toMatchObject({ ok: true, status_code: 200, reply: 'OK' });
      expect(receiver.received.at(-1)?.headers['x-hub-signature']).toMatch(/^sha1=[0-9a-f]{40}$/);
    } finally {
      await receiver.close();
    }
  });
});

describe('developer mode (the development key)', () => {
  it('[DEV-02] the documented test numbers play out with no money moved and no supplier called', async () => {
    const receiver = await callbackReceiver();
    try {
      const dev = await developerWithKey(ctx);
      await dev.who.browser.post('/api/v1/developer/update-settings', { callback_url: receiver.url });
      const before = ctx.simulators.suppliers.reduce((sum, supplier) => sum + supplier.transactions().length, 0);
      const call = (no: string, ref: string) =>
        h2hCall(
          ctx,
          dev,
          '/v1/transaction',
          { buyer_sku_code: 'xld10', customer_no: no, ref_id: ref, testing: true },
          { mode: 'development' },
        );
      expect((await call('087800001230', 'T-1')).json().data).toMatchObject({ status: 'Sukses', rc: '00' });
      expect((await call('087800001232', 'T-2')).json().data).toMatchObject({ status: 'Gagal' });
      expect((await call('087800001233', 'T-3')).json().data).toMatchObject({ status: 'Pending', rc: '03' });
      await ctx.queue.runNow(settleSandboxJob, {
        tenantId: dev.who.tenantId,
        accountId: dev.who.accountId,
        refId: 'T-3',
      });
      expect((await call('087800001233', 'T-3')).json().data).toMatchObject({ status: 'Sukses', rc: '00' });
      await ctx.queue.drain(['webhooks.deliver']);
      expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}').data).toMatchObject({
        ref_id: 'T-3',
        status: 'Sukses',
      });
      expect(await depositOf(dev.who)).toBe(100_000);
      const after = ctx.simulators.suppliers.reduce((sum, supplier) => sum + supplier.transactions().length, 0);
      expect(after).toBe(before);
      const balance = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' }, { mode: 'development' });
      expect(balance.json().data.deposit).toBe(0);
    } finally {
      await receiver.close();
    }
  });
});

describe('limits', () => {
  it('[DEV-01] a key past its calls per minute is answered rc 85 with HTTP 429', async () => {
    const dev = await developerWithKey(ctx);
    await ctx.database.withTenant(dev.who.tenantId, (tx) =>
      tx.execute(sql`update h2h_credentials set rate_limit_per_minute = 2 where account_id = ${dev.who.accountId}`),
    );
    const answers = [];
    for (let call = 0; call < 3; call += 1) answers.push(await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]?.json().data.rc).toBe('85');
  });
});

describe('the resellers’ documentation', () => {
  it('[DEV-01] is served by the app on the site’s host, with every call, the rc table and the callback check', async () => {
    const page = await ctx.app.inject({ url: '/developer/docs', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    for (const part of [
      '/v1/cek-saldo',
      '/v1/price-list',
      '/v1/transaction',
      'inq-pasca',
      'pay-pasca',
      'status-pasca',
      '/v1/inquiry-pln',
      '/v1/deposit',
      '| 45 |',
      '| 50 |',
      '| 60 |',
      'X-Hub-Signature',
      'hash_equals',
    ]) {
      expect(page.body).toContain(part);
    }
  });
});
