import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchaseResponseSchema, type Transaction } from '@konter/shared/contracts/transactions';
import { queryText, queryTextAndCommit } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { pruneRateCountersJob, rateCounterRetentionMs } from '../../platform/rate-counter.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  buyerPassword,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  purchase,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { productAccessGrant } from './catalogue.service.ts';
import { jakartaTimeFromStart, testClockStart } from '../../test/test-clock.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

/** A Telkomsel number the simulator settles at once. */
const telkomsel = '081298765432';

async function memberPrice(code: string): Promise<number> {
  const list = (await ctx.app.inject({ url: '/api/v1/pricelist/pulsa', headers: { host: 'localhost' } })).json();
  const found = (list.data.products as { code: string; price: number }[]).find((product) => product.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found.price;
}

describe('purchase rules', () => {
  it('[TRX-01] the destination number is required and must be a number of the product operator', async () => {
    const who = await buyer(ctx);
    const empty = await purchase(who, { product_code: 'tsel10', destination: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.destination).toEqual(['Silakan isi nomor tujuan']);
    for (const destination of ['0812', '087800001230', 'abc']) {
      const wrong = await purchase(who, { product_code: 'tsel10', destination });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.destination).toEqual(['Ada nomor yang salah']);
    }
    who.browser.locale = 'en';
    const english = await purchase(who, { product_code: 'tsel10', destination: '' });
    expect(english.json().errors.destination).toEqual(['Please fill in the destination number']);
    expect(await depositOf(who)).toBe(100_000);
  });

  it("[CAT-03][TRX-01] a by.U package goes to by.U's own 0851 numbers only, not to every Telkomsel number", async () => {
    const who = await buyer(ctx);
    const telkomsel = await purchase(who, { product_code: 'byud7', destination: '081234567801' });
    expect(telkomsel.statusCode).toBe(422);
    expect(telkomsel.json().errors.destination).toEqual(['Ada nomor yang salah']);
    expect(await depositOf(who)).toBe(100_000);
    const byU = await purchase(who, { product_code: 'byud7', destination: '085155001234' });
    expect(byU.statusCode, byU.body).toBe(200);
  });

  it.each([
    ['nosuch1', 'Produk tidak ditemukan'],
    ['axis5', 'Nominal tidak tersedia'],
    ['smart5', 'Stok Kosong atau Coba Muat Ulang Halaman'],
    ['isat100', 'Produk sedang dalam penyesuaian harga'],
  ])('[CAT-05][TRX-12] %s cannot be bought: %s', async (code, message) => {
    const who = await buyer(ctx);
    const destination = code.startsWith('isat') ? '081598765432' : code.startsWith('axis') ? '083198765432' : telkomsel;
    const response = await purchase(who, {
      product_code: code,
      destination: code === 'smart5' ? '088198765432' : destination,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.product_code).toEqual([message]);
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[CAT-06] a product that needs access is refused until customer service grants it', async () => {
    const refused = await buyer(ctx);
    const response = await purchase(refused, { product_code: 'esimtsel10', destination: 'EID8904' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Produk ini memerlukan akses dari customer service. Hubungi CS untuk membukanya.',
    );
    const granted = await buyer(ctx, { grants: [productAccessGrant('esimtsel10')] });
    const bought = await purchase(granted, { product_code: 'esimtsel10', destination: 'EID89049032' });
    expect(bought.statusCode).toBe(200);
  });

  it('[CAT-05] a product in its cut-off window is refused with the window', async () => {
    const who = await buyer(ctx);
    ctx.clock.set(jakartaTimeFromStart(0, '23:50'));
    try {
      const response = await purchase(who, { product_code: 'pln1000', destination: '12345678901' });
      expect(response.json().errors.product_code).toEqual([
        'Produk sedang cut-off pukul 23:45–00:15 WIB. Coba lagi setelahnya.',
      ]);
    } finally {
      ctx.clock.set(testClockStart);
    }
  });

  it('[TRX-02] an order number has letters, digits, dash and underscore only', async () => {
    const who = await buyer(ctx);
    const response = await purchase(who, { product_code: 'tsel10', destination: telkomsel, order_number: 'INV 01/2' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.order_number).toEqual([
      'Nomor order hanya boleh berisi huruf, angka, tanda hubung (-) dan garis bawah (_).',
    ]);
  });

  it('[TRX-02] the same order number for another purchase is refused: Order number already exist', async () => {
    const who = await buyer(ctx);
    const first = await purchase(who, { product_code: 'tsel10', destination: telkomsel, order_number: 'INV-2026_01' });
    expect(first.statusCode).toBe(200);
    const other = await purchase(who, { product_code: 'tsel20', destination: telkomsel, order_number: 'INV-2026_01' });
    expect(other.statusCode).toBe(422);
    who.browser.locale = 'en';
    const english = await purchase(who, {
      product_code: 'tsel20',
      destination: telkomsel,
      order_number: 'INV-2026_01',
    });
    expect(english.json().errors.order_number).toEqual(['Order number already exist']);
    expect(await depositOf(who)).toBe(100_000 - (await memberPrice('tsel10')));
    await dispatch(ctx, who, first.json().data.ref_id);
  });

  it('[TRX-02] a retried purchase with the same order number answers the first one and debits once', async () => {
    const who = await buyer(ctx);
    const body = { product_code: 'tsel10', destination: telkomsel, order_number: 'RETRY-1' };
    const first = await purchase(who, body);
    const again = await purchase(who, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(again.json().replayed).toBe(true);
    expect(await depositOf(who)).toBe(100_000 - (await memberPrice('tsel10')));
    await dispatch(ctx, who, first.json().data.ref_id);
  });

  it('[TRX-02] the same order number sent 5 times at once debits once and every reply is the same purchase', async () => {
    const who = await buyer(ctx);
    const body = { product_code: 'tsel25', destination: telkomsel, order_number: 'BURST-5' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => purchase(who, body)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const refs = new Set(replies.map((reply) => purchaseResponseSchema.parse(reply.json()).data.ref_id));
    expect(refs.size).toBe(1);
    expect(replies.filter((reply) => reply.json().replayed === false)).toHaveLength(1);
    expect(await depositOf(who)).toBe(100_000 - (await memberPrice('tsel25')));
    await dispatch(ctx, who, [...refs][0] ?? '');
  });

  it('[TRX-01][TRX-05] a request id makes a double tap one purchase, like an order number', async () => {
    const who = await buyer(ctx);
    const body = { product_code: 'tsel5', destination: telkomsel, request_id: 'tap-3f9a1c2b' };
    const [a, b] = await Promise.all([purchase(who, body), purchase(who, body)]);
    expect(a.json().data.ref_id).toBe(b.json().data.ref_id);
    expect(await depositOf(who)).toBe(100_000 - (await memberPrice('tsel5')));
    await dispatch(ctx, who, a.json().data.ref_id);
  });

  it('[TRX-03] the selling price is kept on the purchase and the profit shows the difference', async () => {
    const who = await buyer(ctx);
    const price = await memberPrice('tsel10');
    const response = await purchase(who, { product_code: 'tsel10', destination: telkomsel, selling_price: '12000' });
    const transaction = response.json().data as Transaction;
    expect(transaction).toMatchObject({ price, selling_price: 12_000, profit: 12_000 - price });
    await dispatch(ctx, who, transaction.ref_id);
  });

  it('[TRX-04] the same number and product once a day at Konter Pulsa, twice at Mitra Cell', async () => {
    const konter = await buyer(ctx);
    const first = await purchase(konter, { product_code: 'tsel10', destination: '081211112222' });
    expect(first.statusCode).toBe(200);
    const second = await purchase(konter, { product_code: 'tsel10', destination: '081211112222' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.destination).toEqual([
      'Nomor ini sudah membeli produk yang sama 1 kali hari ini. Coba lagi besok.',
    ]);
    const otherProduct = await purchase(konter, { product_code: 'tsel20', destination: '081211112222' });
    expect(otherProduct.statusCode).toBe(200);
    await dispatch(ctx, konter, first.json().data.ref_id);
    await dispatch(ctx, konter, otherProduct.json().data.ref_id);

    const mitra = await buyer(ctx, { tenant: 'mitra' });
    const results = [];
    for (let index = 0; index < 3; index += 1) {
      results.push(await purchase(mitra, { product_code: 'tsel10', destination: '081233334444' }));
    }
    expect(results.map((response) => response.statusCode)).toEqual([200, 200, 422]);
    for (const response of results.slice(0, 2)) await dispatch(ctx, mitra, response.json().data.ref_id);
  });

  it('[TRX-04] a failed purchase does not count against the daily limit', async () => {
    const who = await buyer(ctx);
    const failed = await purchase(who, { product_code: 'xld10', destination: '087800001232' });
    expect((await dispatch(ctx, who, failed.json().data.ref_id)).status).toBe('failed');
    const again = await purchase(who, { product_code: 'xld10', destination: '087800001232' });
    expect(again.statusCode).toBe(200);
    await dispatch(ctx, who, again.json().data.ref_id);
  });

  it('[TRX-05] the PIN is asked when set; a wrong one is Kode PIN Salah and nothing is charged', async () => {
    const who = await buyer(ctx);
    const missing = await who.browser.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel10',
      destination: telkomsel,
    });
    expect(missing.json().errors.pin).toEqual(['Masukkan PIN untuk melanjutkan transaksi.']);
    const wrong = await purchase(who, { product_code: 'tsel10', destination: telkomsel, pin: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pin).toEqual(['Kode PIN Salah']);
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[TRX-05] without a PIN the password confirms the purchase', async () => {
    const who = await buyer(ctx, { pin: false });
    const wrong = await who.browser.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel10',
      destination: telkomsel,
      password: 'salah-sekali',
    });
    expect(wrong.json().errors.password).toEqual(['Password salah']);
    const right = await who.browser.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel10',
      destination: telkomsel,
      password: buyerPassword,
    });
    expect(right.statusCode).toBe(200);
    await dispatch(ctx, who, right.json().data.ref_id);
  });

  it('[TRX-08] developer mode blocks real purchases', async () => {
    const who = await buyer(ctx, { developerMode: true });
    const response = await purchase(who, { product_code: 'tsel10', destination: telkomsel });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Mode developer aktif: transaksi sungguhan diblokir.');
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[TRX-11] sending money needs a verified phone number first', async () => {
    const unverified = await buyer(ctx, { phoneVerified: false });
    const refused = await purchase(unverified, { product_code: 'kirimbca50', destination: '1234567890' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Kirim uang memerlukan verifikasi nomor HP terlebih dahulu.');
    const verified = await buyer(ctx);
    const sent = await purchase(verified, { product_code: 'kirimbca50', destination: '1234567890' });
    expect(sent.statusCode).toBe(200);
    expect((await dispatch(ctx, verified, sent.json().data.ref_id)).status).toBe('success');
  });

  it('[DEP-11] an insufficient deposit is refused with Saldo deposit Anda tidak cukup and nothing is written', async () => {
    const who = await buyer(ctx, { deposit: 5_000 });
    const response = await purchase(who, { product_code: 'tsel10', destination: telkomsel, order_number: 'POOR-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Saldo deposit Anda tidak cukup');
    const history = await who.browser.get('/api/v1/prabayar/transactions');
    expect(history.json().meta.total).toBe(0);
    expect(await depositOf(who)).toBe(5_000);
  });

  it('[DEP-11] 50 parallel purchases against one balance never overdraw it', async () => {
    const price = await memberPrice('tsel10');
    const who = await buyer(ctx, { deposit: price * 7 + 500 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        purchase(who, { product_code: 'tsel10', destination: `08129000${String(index).padStart(4, '0')}` }),
      ),
    );
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    expect(accepted).toHaveLength(7);
    expect(
      replies
        .filter((reply) => reply.statusCode === 422)
        .every((reply) => reply.json().message === 'Saldo deposit Anda tidak cukup'),
    ).toBe(true);
    expect(await depositOf(who)).toBe(500);
    for (const reply of accepted) await dispatch(ctx, who, reply.json().data.ref_id);
  });

  it('[ACC-11] an inactive account cannot buy', async () => {
    const who = await buyer(ctx);
    await ctx.database.withSystem((tx) =>
      tx.update(accounts).set({ status: 'inactive' }).where(eq(accounts.id, who.accountId)),
    );
    const response = await purchase(who, { product_code: 'tsel10', destination: telkomsel });
    expect(response.statusCode).toBe(403);
  });
});

describe('the purchase on the wire (issue 16 item 9, decision 043)', () => {
  it('a web purchase from the deposit is 3 round trips to the database: the session, then its transaction in 2', async () => {
    const who = await buyer(ctx);
    // The first purchase of a product in a process takes its lock in a statement of its own (the lock key needs the
    // product's kind); the count is of the everyday purchase after it.
    expect((await purchase(who, { product_code: 'tsel10', destination: '081298765401' })).statusCode).toBe(200);
    let roundTrips = 0;
    const count = () => (roundTrips += 1);
    const clients: { connection: { off(event: string, listener: () => void): void } }[] = [];
    const counted = (client: unknown) => {
      const connected = client as { connection: { on(event: string, listener: () => void): void } };
      if (clients.includes(connected as never)) return;
      connected.connection.on('readyForQuery', count);
      clients.push(connected as never);
    };
    // Every connection of the pool, idle or not: the session lookup goes to any of them.
    const pool = ctx.database.pool as unknown as { _clients: unknown[] };
    for (const client of pool._clients) counted(client);
    ctx.database.pool.on('connect', counted);
    try {
      const bought = await purchase(who, { product_code: 'tsel10', destination: '081298765402' });
      expect(bought.statusCode, bought.body).toBe(200);
    } finally {
      ctx.database.pool.off('connect', counted);
      for (const client of clients) client.connection.off('readyForQuery', count);
    }
    expect(roundTrips).toBe(3);
    expect(await depositOf(who)).toBe(100_000 - 2 * (await memberPrice('tsel10')));
  });

  it('[DEP-01] the buyer hears balance.changed once the purchase committed, and nothing of a refused one', async () => {
    const who = await buyer(ctx);
    const price = await memberPrice('tsel10');
    // Funded before anyone listens: its top-up is heard too.
    const poorer = await buyer(ctx, { deposit: price - 1 });
    expect((await purchase(who, { product_code: 'tsel10', destination: '081298765411' })).statusCode).toBe(200);
    const listener = await ctx.database.pool.connect();
    const heard: { accountId: string; event: { type: string } }[] = [];
    const hear = (message: { payload?: string }) => heard.push(JSON.parse(message.payload ?? '{}'));
    listener.on('notification', hear);
    try {
      await listener.query('listen konter_realtime');
      const bought = await purchase(who, { product_code: 'tsel10', destination: '081298765412' });
      expect(bought.statusCode, bought.body).toBe(200);
      await expect
        .poll(() => heard.filter((envelope) => envelope.accountId === who.accountId))
        .toEqual([expect.objectContaining({ accountId: who.accountId, event: { type: 'balance.changed' } })]);
      // Refused by the statement itself (more than the deposit): rolled back, so nothing to hear.
      const refused = await purchase(poorer, { product_code: 'tsel10', destination: '081298765413' });
      expect(refused.statusCode).toBe(422);
      const again = await purchase(who, { product_code: 'tsel10', destination: '081298765414' });
      expect(again.statusCode).toBe(200);
      await expect.poll(() => heard.filter((envelope) => envelope.accountId === who.accountId).length).toBe(2);
      expect(heard.filter((envelope) => envelope.accountId === poorer.accountId)).toEqual([]);
    } finally {
      listener.off('notification', hear);
      await listener.query('unlisten *');
      listener.release();
    }
  });

  it('[ACC-07][TRX-05] a right PIN sets its try count back to zero in place; a wrong one still counts; old windows are pruned', async () => {
    const who = await buyer(ctx);
    const pinCounts = () =>
      ctx.database.withTenant(who.tenantId, (tx) =>
        queryText<{ count: number; window_start: Date }>(
          tx,
          'select count, window_start from rate_counters where tenant_id = $1 and key = $2 order by window_start',
          [who.tenantId, `pin:${who.accountId}`],
        ),
      );
    expect((await purchase(who, { product_code: 'tsel10', destination: '081298765421' })).statusCode).toBe(200);
    expect((await pinCounts()).map((row) => row.count)).toEqual([0]);
    const wrong = await purchase(who, { product_code: 'tsel10', destination: '081298765422', pin: '999999' });
    expect(wrong.statusCode).toBe(422);
    expect((await pinCounts()).map((row) => row.count)).toEqual([1]);
    expect((await purchase(who, { product_code: 'tsel10', destination: '081298765423' })).statusCode).toBe(200);
    expect((await pinCounts()).map((row) => row.count)).toEqual([0]);
    // A window over for more than a day goes with the nightly prune; the current one stays.
    const [current] = await pinCounts();
    const old = new Date((current?.window_start ?? ctx.clock.now()).getTime() - rateCounterRetentionMs - 60_000);
    await ctx.database.withTenant(who.tenantId, (tx) =>
      queryText(tx, 'insert into rate_counters (tenant_id, key, window_start, count) values ($1, $2, $3, 3)', [
        who.tenantId,
        `pin:${who.accountId}`,
        old,
      ]),
    );
    expect(await pinCounts()).toHaveLength(2);
    await ctx.queue.runNow(pruneRateCountersJob, {});
    expect(await pinCounts()).toEqual([{ count: 0, window_start: current?.window_start }]);
  });

  it('a failure behind a COMMIT that went through does not fail what was committed, nor its connection', async () => {
    const tenantId = ctx.tenantIds.konter;
    const key = `after-commit:${crypto.randomUUID()}`;
    const counted = () =>
      ctx.database.withTenant(tenantId, (tx) =>
        queryText<{ count: number }>(tx, 'select count from rate_counters where tenant_id = $1 and key = $2', [
          tenantId,
          key,
        ]),
      );
    const written = await ctx.database.withTenant(tenantId, (tx) =>
      queryTextAndCommit<{ key: string }>(
        tx,
        `insert into rate_counters (tenant_id, key, window_start, count) values ($1, $2, now(), 1) returning key`,
        [tenantId, key],
        [{ text: 'select 1 / $1::int', values: ['0'] }],
      ),
    );
    expect(written).toEqual([{ key }]);
    // Every connection of the pool answers the next transactions (the one above among them).
    const answers = await Promise.all(Array.from({ length: 12 }, counted));
    expect(answers).toEqual(Array.from({ length: 12 }, () => [{ count: 1 }]));
    await ctx.database.withTenant(tenantId, (tx) =>
      queryText(tx, 'delete from rate_counters where tenant_id = $1 and key = $2', [tenantId, key]),
    );
  });
});
