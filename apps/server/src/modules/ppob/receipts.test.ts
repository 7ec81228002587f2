import { get as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historyResponseSchema,
  realtimeEventSchema,
  receiptResponseSchema,
  type RealtimeEvent,
} from '@konter/shared/contracts/transactions';
import { buyer, depositOf, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function boughtAndSettled(who: Buyer, productCode: string, destination: string, extra = {}) {
  const response = await purchase(who, { product_code: productCode, destination, ...extra });
  expect(response.statusCode).toBe(200);
  return dispatch(ctx, who, response.json().data.ref_id);
}

describe('receipts', () => {
  it('[RCP-01] a successful PLN receipt carries the product, number, token (read into its parts), total, method and status', async () => {
    const who = await buyer(ctx);
    const meter = await who.browser.post('/api/v1/prabayar/pln-check', { meter: '12345678901' });
    expect(meter.statusCode).toBe(200);
    const done = await boughtAndSettled(who, 'pln20', '12345678901', { selling_price: 22_500 });
    const response = await who.browser.get(`/api/v1/receipt/prabayar/${done.ref_id}`);
    expect(response.statusCode).toBe(200);
    const receipt = receiptResponseSchema.parse(response.json()).data;
    expect(receipt.transaction).toMatchObject({
      ref_id: done.ref_id,
      product_name: 'PLN 20.000',
      nominal: 20_000,
      destination: '12345678901',
      status: 'success',
      selling_price: 22_500,
    });
    // The seller's serial is token/NAME/TARIFF/POWER/KWH; the receipt reads it once, for every screen and printer.
    const [token, name, tariff, power, kwh] = receipt.transaction.serial_number?.split('/') ?? [];
    expect(token).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect(name).toBe(meter.json().data.customer_name);
    expect(receipt.transaction.token).toEqual({
      value: token,
      customer_name: name,
      tariff,
      power_va: Number(power?.replace('VA', '')),
      kwh: Number(kwh?.replace(',', '.')),
    });
    expect(receipt.transaction.token?.kwh).toBeGreaterThan(0);
    expect(receipt).toMatchObject({
      total: 22_500,
      buying_price: done.price,
      payment_method: 'deposit',
      payment_status: 'success',
      refunded_amount: null,
      service_fee: 0,
    });
    expect(receipt.store.name).toBe('Toko Berkah');
    expect(receipt.store.address).toBeNull();
  });

  it('[RCP-01] a failed receipt says why and that the price was refunded, with no buying price or profit; another account cannot open it', async () => {
    const who = await buyer(ctx);
    const done = await boughtAndSettled(who, 'xld10', '087800001235', { selling_price: 12_000 });
    const receipt = receiptResponseSchema.parse(
      (await who.browser.get(`/api/v1/receipt/prabayar/${done.ref_id}`)).json(),
    ).data;
    expect(receipt).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: done.price,
      buying_price: null,
      transaction: { status: 'failed', failure_code: 'wrong_number', profit: 0, token: null },
    });
    expect(await depositOf(who)).toBe(100_000);
    const stranger = await buyer(ctx);
    expect((await stranger.browser.get(`/api/v1/receipt/prabayar/${done.ref_id}`)).statusCode).toBe(404);
    const otherTenant = await buyer(ctx, { tenant: 'mitra' });
    expect((await otherTenant.browser.get(`/api/v1/receipt/prabayar/${done.ref_id}`)).statusCode).toBe(404);
  });

  it('[RCP-02] receipt settings save with a message and come back on the receipt', async () => {
    const who = await buyer(ctx);
    const defaults = (await who.browser.get('/api/v1/receipt/settings')).json().data;
    expect(defaults).toMatchObject({ paper_width: '58', font_size: 'regular', show_address: false });
    const saved = await who.browser.post('/api/v1/receipt/settings', {
      paper_width: '80',
      font_size: 'huge',
      large_serial: true,
      note_left: true,
      note: 'Terima kasih, buka 08.00-21.00',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Pengaturan struk berhasil disimpan.');
    expect(saved.json().data).toMatchObject({ paper_width: '80', font_size: 'huge', note_left: true });
    const bad = await who.browser.post('/api/v1/receipt/settings', { paper_width: '100', font_size: 'giant' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['paper_width', 'font_size']));
    const done = await boughtAndSettled(who, 'tsel10', '081298762222');
    const receipt = (await who.browser.get(`/api/v1/receipt/prabayar/${done.ref_id}`)).json().data;
    expect(receipt.settings).toMatchObject({ paper_width: '80', font_size: 'huge' });
  });

  it("[RCP-02] the receipt is headed by the shop name of the settings, or the holder's name while it is empty", async () => {
    const who = await buyer(ctx);
    const done = await boughtAndSettled(who, 'tsel10', '081298761111');
    const storeName = async () =>
      receiptResponseSchema.parse((await who.browser.get(`/api/v1/receipt/prabayar/${done.ref_id}`)).json()).data.store
        .name;
    expect(await storeName()).toBe('Toko Berkah');
    expect((await who.browser.get('/api/v1/receipt/settings')).json().data.shop_name).toBe('');
    const saved = await who.browser.post('/api/v1/receipt/settings', { shop_name: '  Konter Sinar Jaya  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.shop_name).toBe('Konter Sinar Jaya');
    expect(await storeName()).toBe('Konter Sinar Jaya');
    // Another setting saved later keeps the name.
    await who.browser.post('/api/v1/receipt/settings', { paper_width: '80' });
    expect(await storeName()).toBe('Konter Sinar Jaya');
    const tooLong = await who.browser.post('/api/v1/receipt/settings', { shop_name: 'x'.repeat(61) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['shop_name']);
    await who.browser.post('/api/v1/receipt/settings', { shop_name: '' });
    expect(await storeName()).toBe('Toko Berkah');
  });

  it('[RCP-03] the address shows on receipts only once it is set and complete', async () => {
    const who = await buyer(ctx);
    const refused = await who.browser.post('/api/v1/receipt/settings', { show_address: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.show_address).toEqual([
      'Alamat belum diatur. Lengkapi alamat sebelum menampilkannya di struk.',
    ]);
    const address = await who.browser.post('/api/v1/account/address', {
      province: 'Jawa Barat',
      city: 'Bandung',
      district: 'Coblong',
      sub_district: 'Dago',
      postcode: '40135',
      detail: 'Jl. Ir. H. Juanda No. 10',
    });
    expect(address.statusCode).toBe(200);
    expect((await who.browser.post('/api/v1/receipt/settings', { show_address: true })).statusCode).toBe(200);
    const done = await boughtAndSettled(who, 'tsel10', '081298763333');
    const receipt = (await who.browser.get(`/api/v1/receipt/prabayar/${done.ref_id}`)).json().data;
    expect(receipt.store.address).toBe('Jl. Ir. H. Juanda No. 10, Dago, Coblong, Bandung, Jawa Barat, 40135');
  });
});

describe('history', () => {
  it('history lists the account’s purchases newest first, with search, status, family and date filters', async () => {
    const who = await buyer(ctx, { deposit: 200_000 });
    await boughtAndSettled(who, 'tsel10', '081298764444', { order_number: 'TOKO-77' });
    ctx.clock.advance(60_000);
    await boughtAndSettled(who, 'xld10', '087800001235');
    ctx.clock.advance(24 * 60 * 60_000);
    try {
      await boughtAndSettled(who, 'pln20', '12345678901');
      const all = historyResponseSchema.parse((await who.browser.get('/api/v1/prabayar/transactions')).json());
      expect(all.meta.total).toBe(3);
      expect(all.data.map((row) => row.product_code)).toEqual(['pln20', 'xld10', 'tsel10']);
      const query = async (search: string) =>
        historyResponseSchema.parse((await who.browser.get(`/api/v1/prabayar/transactions?${search}`)).json());
      expect((await query('search=TOKO')).data.map((row) => row.order_number)).toEqual(['TOKO-77']);
      expect((await query('search=0878')).data).toHaveLength(1);
      expect((await query('status=failed')).data.map((row) => row.product_code)).toEqual(['xld10']);
      expect((await query('family=listrik')).data.map((row) => row.product_code)).toEqual(['pln20']);
      expect((await query('preset=today')).meta.total).toBe(1);
      expect((await query('preset=yesterday')).meta.total).toBe(2);
      expect((await query('preset=last7')).meta.total).toBe(3);
      expect((await query('per_page=2&page=2')).data).toHaveLength(1);
      const bad = await who.browser.get('/api/v1/prabayar/transactions?status=lost&from=kemarin');
      expect(bad.statusCode).toBe(422);
    } finally {
      ctx.clock.set(testClockStart);
    }
  });
});

describe('realtime channel', () => {
  it('[PLT-17] broadcasting/auth authorises only the account’s own channel', async () => {
    const who = await buyer(ctx);
    const own = await who.browser.post('/api/v1/broadcasting/auth', { channel_name: 'private-account' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.channel).toBe(`private-account.${who.accountId}`);
    const other = await who.browser.post('/api/v1/broadcasting/auth', {
      channel_name: 'private-account.00000000-0000-4000-8000-000000000000',
    });
    expect(other.statusCode).toBe(403);
    const stranger = await buyer(ctx);
    const stolen = await stranger.browser.get(own.json().data.url);
    expect(stolen.statusCode).toBe(403);
  });

  it('[PLT-17][TRX-06] the event stream delivers the status change of a purchase as it happens', async () => {
    const who = await buyer(ctx);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const auth = (await who.browser.post('/api/v1/broadcasting/auth', { channel_name: 'private-account' })).json().data;
    const cookie = [...who.browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    // node:http rather than fetch: fetch may not set the Host header, and the tenant comes from it.
    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpGet(`${address}${auth.url}`, { headers: { cookie, host: 'localhost' } }, resolve);
      request.on('error', reject);
    });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    // The stream writes its own head (the reply is hijacked), with the APIs' security headers.
    expect(stream.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    const events: RealtimeEvent[] = [];
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(realtimeEventSchema.parse(JSON.parse(data.slice(6))));
        end = buffer.indexOf('\n\n');
      }
    });
    try {
      const response = await purchase(who, { product_code: 'tsel10', destination: '081298765555' });
      await dispatch(ctx, who, response.json().data.ref_id);
      await expect
        .poll(() =>
          events.filter((event) => event.type === 'transaction.updated').map((event) => event.transaction.status),
        )
        .toEqual(['success']);
      expect(events.some((event) => event.type === 'balance.changed')).toBe(true);
    } finally {
      stream.destroy();
    }
  });
});
