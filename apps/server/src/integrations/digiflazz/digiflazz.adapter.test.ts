import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { createDigiflazzSupplier, digiflazzHubSignature, digiflazzSign } from './digiflazz.adapter.ts';
import { DigiflazzSimulator } from './digiflazz.simulator.ts';

/** Answers whatever the next test queues: the odd shapes the real API has been seen to send. */
async function startStub() {
  const answers: { status: number; body: string; type?: string }[] = [];
  const requests: unknown[] = [];
  const app = Fastify({ logger: false });
  app.post('/v1/*', async (request, reply) => {
    requests.push(request.body);
    const answer = answers.shift() ?? { status: 500, body: 'no answer queued' };
    return reply
      .status(answer.status)
      .type(answer.type ?? 'application/json')
      .send(answer.body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { base, answers, requests, close: () => app.close() };
}

const clock = new FakeClock(testClockStart);
let stub: Awaited<ReturnType<typeof startStub>>;
const config = () => ({
  name: 'digiflazz-stub',
  baseUrl: stub.base,
  username: 'buyer',
  apiKey: 'key',
  webhookSecret: 'secret',
});
const request = { refId: 'REF-1', buyerSkuCode: 'xld10', customerNo: '087800001230' };
const reply = (data: unknown, status = 200) => stub.answers.push({ status, body: JSON.stringify({ data }) });

beforeAll(async () => {
  stub = await startStub();
});

afterAll(async () => {
  await stub.close();
});

describe('Digiflazz adapter: requests and lenient reading of answers', () => {
  it('[TRX-06] signs a top-up with md5(username + apiKey + ref_id) and sends max_price, cb_url and testing', async () => {
    const supplier = createDigiflazzSupplier(
      { ...config(), callbackUrl: 'https://app.example/cb', testing: true },
      clock,
    );
    reply({ ref_id: 'REF-1', status: 'Pending', rc: '03', message: 'Transaksi Pending', price: 10_000 });
    await supplier.topup({ ...request, maxPrice: 10_500 });
    expect(stub.requests.at(-1)).toEqual({
      username: 'buyer',
      buyer_sku_code: 'xld10',
      customer_no: '087800001230',
      ref_id: 'REF-1',
      sign: digiflazzSign('buyer', 'key', 'REF-1'),
      max_price: 10_500,
      cb_url: 'https://app.example/cb',
      testing: true,
    });
    expect(digiflazzSign('username', 'apikey', 'pricelist')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('[TRX-06] reads English statuses, numeric codes and serials, and prices written as text', async () => {
    const supplier = createDigiflazzSupplier(config(), clock);
    reply({ ref_id: 'REF-1', status: 'Success', rc: 0, sn: 123456789, price: '10250', message: 'Success' });
    expect(await supplier.topup(request)).toEqual({
      refId: 'REF-1',
      status: 'success',
      rc: '00',
      message: 'Success',
      serialNumber: '123456789',
      price: 10_250,
      retryElsewhere: false,
      failure: null,
    });
    // DF Router Issue (rc 99) is pending, whatever the seller's text.
    reply({ ref_id: 'REF-1', rc: '99', message: '' });
    expect(await supplier.checkStatus(request)).toMatchObject({ status: 'pending', message: 'DF Router Issue' });
  });

  it('[TRX-06] an unreadable answer, an answer for another ref_id and a gateway error page leave the outcome unknown', async () => {
    const supplier = createDigiflazzSupplier(config(), clock);
    stub.answers.push({ status: 200, body: '<html>oops</html>', type: 'text/html' });
    await expect(supplier.topup(request)).rejects.toMatchObject({ code: 'invalid_response', outcomeUnknown: true });
    reply({ ref_id: 'REF-2', status: 'Sukses', rc: '00' });
    await expect(supplier.topup(request)).rejects.toMatchObject({ code: 'invalid_response', outcomeUnknown: true });
    reply({ ref_id: 'REF-1', status: 'Mystery', rc: 'X1' });
    await expect(supplier.topup(request)).rejects.toMatchObject({ code: 'invalid_response', outcomeUnknown: true });
    stub.answers.push({ status: 502, body: '<html>Bad Gateway</html>', type: 'text/html' });
    await expect(supplier.topup(request)).rejects.toMatchObject({
      code: 'unavailable',
      httpStatus: 502,
      outcomeUnknown: true,
    });
  });

  it('[CAT-05] a refused price list is a typed rejection with its rc, and odd entries are skipped', async () => {
    const supplier = createDigiflazzSupplier(config(), clock);
    reply({ rc: '83', message: 'Limitasi pengecekan pricelist' }, 400);
    await expect(supplier.priceList()).rejects.toMatchObject({ code: 'rejected', rc: '83', outcomeUnknown: false });
    reply([
      { product_name: 'Odd', category: 'Pulsa', brand: 'XL', price: 10.5, buyer_sku_code: 'odd' },
      {
        product_name: 'XL 10.000',
        category: 'Pulsa',
        brand: 'XL',
        price: '10100',
        buyer_sku_code: 'xld10',
        buyer_product_status: true,
        seller_product_status: false,
        start_cut_off: '23:45',
        end_cut_off: '00:15',
      },
    ]);
    expect(await supplier.priceList()).toEqual([
      {
        buyerSkuCode: 'xld10',
        productName: 'XL 10.000',
        category: 'Pulsa',
        brand: 'XL',
        price: 10_100,
        buyerProductStatus: true,
        sellerProductStatus: false,
        startCutOff: '23:45',
        endCutOff: '00:15',
      },
    ]);
  });

  it('[CAT-05] the simulator limits price lists like Digiflazz when asked to', async () => {
    const simulator = new DigiflazzSimulator({ clock, priceListCooldownMs: 300_000 });
    await simulator.start();
    try {
      const supplier = createDigiflazzSupplier(simulator.supplierConfig(), clock);
      expect((await supplier.priceList()).length).toBeGreaterThan(50);
      await expect(supplier.priceList()).rejects.toMatchObject({ code: 'rejected', rc: '83' });
    } finally {
      await simulator.stop();
    }
  });

  it('[PAS-01] reads the documented PLN bill: string amounts, per-sheet admin fee, penalty and meters', async () => {
    const supplier = createDigiflazzSupplier(config(), clock);
    // The example answer of Digiflazz's "Bayar Tagihan" page.
    reply({
      ref_id: 'REF-1',
      customer_no: '530000000001',
      customer_name: 'Nama Pelanggan Pertama',
      buyer_sku_code: 'pln',
      admin: 2500,
      message: 'Transaksi Sukses',
      status: 'Sukses',
      rc: '00',
      periode: '201901',
      sn: 'S1234554321N',
      buyer_last_saldo: 90000,
      price: 10000,
      selling_price: 11000,
      desc: {
        tarif: 'R1',
        daya: 1300,
        lembar_tagihan: 1,
        detail: [
          {
            periode: '201901',
            nilai_tagihan: '8000',
            admin: '2500',
            denda: '500',
            meter_awal: '00080000',
            meter_akhir: '00090000',
          },
        ],
      },
    });
    const bill = await supplier.payPostpaid({ ...request, buyerSkuCode: 'pln', customerNo: '530000000001' });
    expect(bill).toEqual({
      refId: 'REF-1',
      status: 'success',
      rc: '00',
      message: 'Transaksi Sukses',
      failure: null,
      customerNo: '530000000001',
      customerName: 'Nama Pelanggan Pertama',
      buyerSkuCode: 'pln',
      adminFee: 2_500,
      sellingPrice: 11_000,
      price: 10_000,
      periods: [
        { period: '201901', amount: 8_000, penalty: 500, adminFee: 2_500, meterStart: 80_000, meterEnd: 90_000 },
      ],
      serialNumber: 'S1234554321N',
      description: expect.objectContaining({ tarif: 'R1', daya: 1300 }),
    });
    expect(stub.requests.at(-1)).toMatchObject({ commands: 'pay-pasca', ref_id: 'REF-1', buyer_sku_code: 'pln' });
  });

  it('[PAS-01] reads the documented PDAM bill: other charges count with the bill, the admin fee is shared', async () => {
    const supplier = createDigiflazzSupplier(config(), clock);
    reply({
      ref_id: 'REF-1',
      customer_no: '1013226',
      customer_name: 'Nama Pelanggan Pertama',
      buyer_sku_code: 'pdam',
      admin: 2500,
      message: 'Transaksi Sukses',
      status: 'Sukses',
      rc: '00',
      periode: '201901',
      price: 11500,
      selling_price: 12500,
      desc: {
        tarif: '3A',
        lembar_tagihan: 1,
        detail: [
          {
            periode: '201901',
            nilai_tagihan: '8000',
            denda: '500',
            meter_awal: '00080000',
            meter_akhir: '00090000',
            biaya_lain: '1500',
          },
        ],
      },
    });
    const bill = await supplier.inquiryPostpaid({ ...request, buyerSkuCode: 'pdam', customerNo: '1013226' });
    expect(bill.periods).toEqual([
      { period: '201901', amount: 9_500, penalty: 500, adminFee: 2_500, meterStart: 80_000, meterEnd: 90_000 },
    ]);
    expect(bill.serialNumber).toBeNull();
  });

  it('[TRX-06] the callback signature is HMAC-SHA1 of the raw body under the webhook secret', () => {
    const supplier = createDigiflazzSupplier(config(), clock);
    const body = JSON.stringify({ data: { ref_id: 'REF-1', status: 'Sukses', rc: '00', sn: 'SN1', price: 100 } });
    const signature = digiflazzHubSignature('secret', body);
    expect(supplier.verifyCallback({ 'x-hub-signature': signature }, body)).toMatchObject({
      refId: 'REF-1',
      status: 'success',
      deliveryId: 'REF-1:success:00:SN1',
    });
    expect(
      supplier.verifyCallback({ 'x-hub-signature': signature.toUpperCase().replace('SHA1', 'sha1') }, body),
    ).not.toBeNull();
    expect(supplier.verifyCallback({ 'x-hub-signature': [signature] }, body)).toBeNull();
    const other = createDigiflazzSupplier({ ...config(), webhookSecret: 'another' }, clock);
    expect(other.verifyCallback({ 'x-hub-signature': signature }, body)).toBeNull();
    const noRef = JSON.stringify({ data: { status: 'Sukses', rc: '00' } });
    expect(supplier.verifyCallback({ 'x-hub-signature': digiflazzHubSignature('secret', noRef) }, noRef)).toBeNull();
    expect(supplier.verifyCallback({ 'x-hub-signature': digiflazzHubSignature('secret', '{') }, '{')).toBeNull();
  });
});
