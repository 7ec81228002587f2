import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchaseResponseSchema, type Transaction } from '@konter/shared/contracts/transactions';
import { queryText, queryTextAndCommit } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { pruneRateCountersJob, rateCounterRetentionMs, windowStartOf } from '../../platform/rate-counter.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  buyerPassword,
  buyerPin,
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
  /** The round trips to the database (every connection of the pool: the session lookup goes to any) of `run`. */
  async function roundTripsOf(run: () => Promise<void>): Promise<number> {
    let roundTrips = 0;
    const count = () => (roundTrips += 1);
    const clients: { connection: { off(event: string, listener: () => void): void } }[] = [];
    const counted = (client: unknown) => {
      const connected = client as { connection: { on(event: string, listener: () => void): void } };
      if (clients.includes(connected as never)) return;
      connected.connection.on('readyForQuery', count);
      clients.push(connected as never);
    };
    const pool = ctx.database.pool as unknown as { _clients: unknown[] };
    for (const client of pool._clients) counted(client);
    ctx.database.pool.on('connect', counted);
    try {
      await run();
    } finally {
      ctx.database.pool.off('connect', counted);
      for (const client of clients) client.connection.off('readyForQuery', count);
    }
    return roundTrips;
  }

  it('[TRX-05] a web purchase with its PIN is 2 round trips: the session, then its transaction in one on what the process kept (decision 052); 3 from a fresh read', async () => {
    const who = await buyer(ctx);
    const other = await buyer(ctx);
    // The first purchase keeps what it read for the buyer's next purchase of the product.
    expect((await purchase(who, { product_code: 'tsel10', destination: '081298765401' })).statusCode).toBe(200);
    const buy = (whom: typeof who, destination: string) => async () => {
      const bought = await purchase(whom, { product_code: 'tsel10', destination });
      expect(bought.statusCode, bought.body).toBe(200);
    };
    expect(await roundTripsOf(buy(who, '081298765402'))).toBe(2);
    // Another buyer of the product: its context is read first, with the PIN's try, in the transaction's first trip.
    expect(await roundTripsOf(buy(other, '081298765403'))).toBe(3);
    expect(await roundTripsOf(buy(other, '081298765404'))).toBe(2);
    const price = await memberPrice('tsel10');
    expect(await depositOf(who)).toBe(100_000 - 2 * price);
    expect(await depositOf(other)).toBe(100_000 - 2 * price);
  });

  /** Sets the wrong tries counted against `key` in the current window (the PIN's and the shared limit's: 15 minutes). */
  async function setTries(who: { tenantId: string }, key: string, count: number) {
    const windowStart = windowStartOf(ctx.clock.now(), 15 * 60_000);
    await ctx.database.withTenant(who.tenantId, (tx) =>
      queryText(
        tx,
        `insert into rate_counters (tenant_id, key, window_start, count) values ($1, $2, $3, $4)
         on conflict (tenant_id, key, window_start) do update set count = excluded.count`,
        [who.tenantId, key, windowStart, count],
      ),
    );
  }

  /** The wrong PINs counted against the account, over every window. */
  const pinTriesOf = async (who: { tenantId: string; accountId: string }) => {
    const [row] = await ctx.database.withTenant(who.tenantId, (tx) =>
      queryText<{ count: string }>(
        tx,
        'select coalesce(sum(count), 0) as count from rate_counters where tenant_id = $1 and key = $2',
        [who.tenantId, `pin:${who.accountId}`],
      ),
    );
    return Number(row?.count ?? 0);
  };

  it('[ACC-07][TRX-05] on what the process kept, a wrong PIN counts once, five lock even the right PIN until the window ends, the shared limit locks it too, and a changed PIN is asked at once (decision 052)', async () => {
    const who = await buyer(ctx, { deposit: 500_000 });
    const price = await memberPrice('tsel10');
    let numbers = 0;
    let bought = 0;
    const buy = async (pin?: string) => {
      numbers += 1;
      const reply = await purchase(who, {
        product_code: 'tsel10',
        destination: `08129876${String(5500 + numbers)}`,
        ...(pin ? { pin } : {}),
      });
      if (reply.statusCode === 200) bought += 1;
      return reply;
    };
    expect((await buy()).statusCode).toBe(200);
    const wrong = await buy('999999');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pin).toEqual(['Kode PIN Salah']);
    expect(await pinTriesOf(who)).toBe(1);
    expect((await buy()).statusCode).toBe(200);
    expect(await pinTriesOf(who)).toBe(0);
    for (let i = 0; i < 5; i += 1) expect((await buy('999999')).statusCode).toBe(422);
    const locked = await buy();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('max_pin_attempts');
    expect(await pinTriesOf(who)).toBe(5);
    ctx.clock.advance(16 * 60_000);
    expect((await buy()).statusCode).toBe(200);
    expect(await pinTriesOf(who)).toBe(0);
    // Ten wrong secrets of any kind (passwords asked again, say) lock the right PIN too (decision 021).
    await setTries(who, `secret:${who.accountId}`, 10);
    const shared = await buy();
    expect(shared.statusCode).toBe(429);
    expect(shared.json().code).toBe('too_many_attempts');
    ctx.clock.advance(16 * 60_000);
    // The PIN changed on the settings page: the old one is wrong at once, the new one buys.
    const changed = await who.browser.post('/api/v1/account/pin/update', {
      old_pin: buyerPin,
      pin: '135791',
      pin_confirmation: '135791',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await buy()).json().errors.pin).toEqual(['Kode PIN Salah']);
    expect((await buy('135791')).statusCode).toBe(200);
    // A PIN stored the slow way before the keyed hash: judged from a fresh read, and upgraded by its right entry.
    const slowHash = await hashSecret('135791');
    await ctx.database.withSystem((tx) =>
      tx.update(accounts).set({ pinHash: slowHash }).where(eq(accounts.id, who.accountId)),
    );
    expect((await buy('135791')).statusCode).toBe(200);
    const [stored] = await ctx.database.withSystem((tx) =>
      tx.select({ pinHash: accounts.pinHash }).from(accounts).where(eq(accounts.id, who.accountId)),
    );
    expect(stored?.pinHash).toMatch(/^\$hmac-sha256\$/);
    expect((await buy('135791')).statusCode).toBe(200);
    expect(bought).toBe(6);
    expect(await depositOf(who)).toBe(500_000 - bought * price);
  });

  it.each([
    ['on what the process kept', true],
    ['from a fresh read', false],
  ])(
    '[ACC-07] a wrong PIN counted while the right one is decided %s: the right one waits for it and is locked out, so no try is lost (decision 052)',
    async (_, warm) => {
      const who = await buyer(ctx);
      const price = await memberPrice('tsel10');
      let bought = 0;
      if (warm) {
        expect((await purchase(who, { product_code: 'tsel10', destination: '081298765701' })).statusCode).toBe(200);
        bought += 1;
      }
      await setTries(who, `pin:${who.accountId}`, 4);
      // A wrong try in flight in another transaction, counted as `countAttempt` counts it: the fifth.
      const other = await ctx.database.pool.connect();
      try {
        await other.query('begin');
        await other.query('update rate_counters set count = count + 1 where tenant_id = $1 and key = $2', [
          who.tenantId,
          `pin:${who.accountId}`,
        ]);
        const right = purchase(who, { product_code: 'tsel10', destination: '081298765702' });
        // The purchase waits on the counter's row until the wrong try commits.
        await expect
          .poll(async () => {
            const { rows } = await ctx.database.pool.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
            );
            return rows[0]?.waiting;
          })
          .toBe(1);
        await other.query('commit');
        const reply = await right;
        expect(reply.statusCode).toBe(429);
        expect(reply.json().code).toBe('max_pin_attempts');
      } finally {
        other.release();
      }
      expect(await pinTriesOf(who)).toBe(5);
      expect(await depositOf(who)).toBe(100_000 - bought * price);
    },
  );

  it('[ACC-07] a purchase paid in steps (with a down payment) checks a right PIN against both limits too (decision 052)', async () => {
    const who = await buyer(ctx);
    const price = await memberPrice('tsel10');
    const owed = (destination: string) =>
      purchase(who, { product_code: 'tsel10', destination, selling_price: price + 2_000, down_payment: 1_000 });
    expect((await owed('081298765901')).statusCode).toBe(200);
    await setTries(who, `pin:${who.accountId}`, 5);
    const locked = await owed('081298765902');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('max_pin_attempts');
    expect(await pinTriesOf(who)).toBe(5);
    ctx.clock.advance(16 * 60_000);
    await setTries(who, `secret:${who.accountId}`, 10);
    const shared = await owed('081298765903');
    expect(shared.statusCode).toBe(429);
    expect(shared.json().code).toBe('too_many_attempts');
    ctx.clock.advance(16 * 60_000);
    await setTries(who, `pin:${who.accountId}`, 2);
    expect((await owed('081298765904')).statusCode).toBe(200);
    expect(await pinTriesOf(who)).toBe(0);
    expect(await depositOf(who)).toBe(100_000 - 2 * price);
  });

  it('[ACC-07] twelve wrong PINs at once on purchases: five are counted and judged wrong, the rest locked out, nothing charged (decision 052)', async () => {
    const who = await buyer(ctx);
    expect((await purchase(who, { product_code: 'tsel10', destination: '081298765801' })).statusCode).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        purchase(who, { product_code: 'tsel10', destination: `08129876${5810 + i}`, pin: '999999' }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 422).map((reply) => reply.json().errors.pin)).toEqual(
      Array.from({ length: 5 }, () => ['Kode PIN Salah']),
    );
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(7);
    expect(await pinTriesOf(who)).toBe(5);
    expect(await depositOf(who)).toBe(100_000 - (await memberPrice('tsel10')));
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

  it('[ACC-07][TRX-05] a right PIN writes no count, or sets it back to zero in place; a wrong one still counts; old windows are pruned', async () => {
    const who = await buyer(ctx);
    const pinCounts = () =>
      ctx.database.withTenant(who.tenantId, (tx) =>
        queryText<{ count: number; window_start: Date }>(
          tx,
          'select count, window_start from rate_counters where tenant_id = $1 and key = $2 order by window_start',
          [who.tenantId, `pin:${who.accountId}`],
        ),
      );
    // A right PIN writes no count: its rows are only locked.
    expect((await purchase(who, { product_code: 'tsel10', destination: '081298765421' })).statusCode).toBe(200);
    expect(await pinCounts()).toEqual([]);
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
