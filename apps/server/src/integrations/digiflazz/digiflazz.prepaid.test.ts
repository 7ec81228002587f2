import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { jakartaTimeFromStart } from '../../test/test-clock.ts';
import { recordingTransport, startRawWebhookReceiver, type WebhookReceiver } from '../simulators/webhook-receiver.ts';
import { createDigiflazzSupplier, DigiflazzError, type DigiflazzSupplier } from './digiflazz.adapter.ts';
import { defaultProducts } from './digiflazz.catalogue.ts';
import { DigiflazzSimulator } from './digiflazz.simulator.ts';

// 10:00 in Western Indonesia Time: outside every cut-off window.
const morning = jakartaTimeFromStart(0, '10:00');
const clock = new FakeClock(morning);
let simulator: DigiflazzSimulator;
let receiver: WebhookReceiver<string>;
let supplier: DigiflazzSupplier;
let sequence = 0;

const run = randomUUID().slice(0, 6).toUpperCase();
const nextRef = () => `TRX${run}${(sequence += 1)}`;
const priceOf = (sku: string) => defaultProducts.find((product) => product.buyerSkuCode === sku)?.price ?? -1;
const callbacksOf = (refId: string) =>
  receiver.received
    .map((item) => ({ ...item, result: supplier.verifyCallback(item.headers, item.body) }))
    .filter((item) => item.result?.refId === refId);

beforeAll(async () => {
  // It keeps the raw body: the signature covers it.
  receiver = await startRawWebhookReceiver();
  simulator = new DigiflazzSimulator({
    callbackDelayMs: 40,
    retry: { attempts: 3, delayMs: 20, timeoutMs: 2_000 },
    clock,
  });
  await simulator.start();
  simulator.setCallbackUrl(`${receiver.base}/api/v1/webhooks/digiflazz`);
  supplier = createDigiflazzSupplier({ ...simulator.supplierConfig('digiflazz-a'), timeoutMs: 2_000 }, clock);
});

afterAll(async () => {
  await simulator.stop();
  await receiver.close();
});

beforeEach(async () => {
  await simulator.idle();
  clock.set(morning);
  receiver.reset();
});

describe('Digiflazz prepaid top-ups against the simulator', () => {
  it('[TRX-06] 087800001230 succeeds at once with a serial number, charged at the list price', async () => {
    const before = simulator.balance;
    const refId = nextRef();
    const result = await supplier.topup({ refId, buyerSkuCode: 'xld10', customerNo: '087800001230' });
    expect(result).toMatchObject({
      refId,
      status: 'success',
      rc: '00',
      message: 'Transaksi Sukses',
      price: priceOf('xld10'),
      retryElsewhere: false,
    });
    expect(result.serialNumber).toMatch(/^\d{20}$/);
    expect(simulator.balance).toBe(before - priceOf('xld10'));
    expect(await supplier.balance()).toBe(simulator.balance);
  });

  it('[TRX-06] 087800001232 fails at once and its price goes back to the balance', async () => {
    const before = simulator.balance;
    const result = await supplier.topup({ refId: nextRef(), buyerSkuCode: 'xld10', customerNo: '087800001232' });
    expect(result).toMatchObject({ status: 'failed', rc: '02', serialNumber: null, retryElsewhere: true });
    expect(simulator.balance).toBe(before);
  });

  it('[TRX-06] 087800001233 is pending, then a signed update callback reports the success', async () => {
    const refId = nextRef();
    const pending = await supplier.topup({ refId, buyerSkuCode: 'xld10', customerNo: '087800001233' });
    expect(pending).toMatchObject({
      status: 'pending',
      rc: '03',
      serialNumber: null,
      retryElsewhere: false,
      failure: null,
    });
    await simulator.idle();

    const callbacks = callbacksOf(refId);
    expect(callbacks.map((item) => item.headers['x-digiflazz-event'])).toEqual(['create', 'update']);
    const update = callbacks[1];
    expect(update?.path).toBe('/api/v1/webhooks/digiflazz');
    expect(update?.headers['user-agent']).toBe('Digiflazz-Hookshot');
    expect(update?.headers['x-hub-signature']).toMatch(/^sha1=[0-9a-f]{40}$/);
    expect(JSON.parse(update?.body ?? '{}')).toMatchObject({
      data: { ref_id: refId, status: 'Sukses', rc: '00', customer_no: '087800001233', buyer_sku_code: 'xld10' },
    });
    expect(callbacks[0]?.result).toMatchObject({ status: 'pending', deliveryId: `${refId}:pending:03:` });
    const sn = update?.result?.serialNumber;
    expect(sn).toMatch(/^\d{20}$/);
    expect(update?.result).toMatchObject({ status: 'success', rc: '00', deliveryId: `${refId}:success:00:${sn}` });

    // The status check (the same request again) agrees with the callback.
    expect(await supplier.checkStatus({ refId, buyerSkuCode: 'xld10', customerNo: '087800001233' })).toMatchObject({
      status: 'success',
      serialNumber: sn,
    });
  });

  it('[TRX-06] 087800001234 is pending, then a callback reports the failure and the price is refunded', async () => {
    const before = simulator.balance;
    const refId = nextRef();
    // Long enough that the debit is seen before the seller's refund even on a loaded machine (40 ms was not).
    simulator.setCallbackDelay(1_000);
    const pending = await supplier
      .topup({ refId, buyerSkuCode: 'xld10', customerNo: '087800001234' })
      .finally(() => simulator.setCallbackDelay(40));
    expect(pending.status).toBe('pending');
    expect(simulator.balance).toBe(before - priceOf('xld10'));
    await simulator.idle();
    const update = callbacksOf(refId).at(-1);
    expect(update?.result).toMatchObject({ status: 'failed', rc: '02', serialNumber: null });
    expect(simulator.balance).toBe(before);
  });

  it('[TRX-06] a forged, tampered or unsigned callback is refused', async () => {
    const refId = nextRef();
    await supplier.topup({ refId, buyerSkuCode: 'xld10', customerNo: '087800001230' });
    await simulator.idle();
    const genuine = callbacksOf(refId)[0];
    expect(genuine?.result).toMatchObject({ status: 'success' });

    receiver.received.length = 0;
    await simulator.sendCallback(refId, { forge: true });
    const forged = receiver.received[0];
    expect(forged?.headers['x-hub-signature']).not.toBe(genuine?.headers['x-hub-signature']);
    expect(supplier.verifyCallback(forged?.headers ?? {}, forged?.body ?? '')).toBeNull();

    const headers = genuine?.headers ?? {};
    const body = genuine?.body ?? '';
    expect(supplier.verifyCallback(headers, body.replace('"Sukses"', '"Gagal"'))).toBeNull();
    expect(supplier.verifyCallback({ ...headers, 'x-hub-signature': undefined }, body)).toBeNull();
    expect(supplier.verifyCallback({ ...headers, 'x-hub-signature': 'sha1=abc' }, body)).toBeNull();
    // Header names are case-insensitive; a re-serialised body is not the signed one.
    expect(supplier.verifyCallback({ 'X-Hub-Signature': String(headers['x-hub-signature']) }, body)).not.toBeNull();
    expect(supplier.verifyCallback(headers, JSON.stringify(JSON.parse(body), null, 2))).toBeNull();
  });

  it('[TRX-06] a repeated callback carries the same delivery id', async () => {
    const refId = nextRef();
    await supplier.topup({ refId, buyerSkuCode: 'tsel10', customerNo: '087800001230' });
    await simulator.idle();
    await simulator.sendCallback(refId, { duplicate: true });
    const ids = callbacksOf(refId).map((item) => item.result?.deliveryId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('[TRX-02] the same ref_id sent twice is one transaction with one answer, charged once', async () => {
    const before = simulator.balance;
    const refId = nextRef();
    const request = { refId, buyerSkuCode: 'tsel20', customerNo: '081234567890' };
    const first = await supplier.topup(request);
    const second = await supplier.topup(request);
    expect(first.status).toBe('success');
    expect(second).toEqual(first);
    expect(simulator.transactions().filter((transaction) => transaction.refId === refId)).toHaveLength(1);
    expect(simulator.balance).toBe(before - priceOf('tsel20'));

    // The ref_id for another number is refused (rc 49) and leaves the first purchase alone.
    const reused = await supplier.topup({ ...request, customerNo: '081298765432' });
    expect(reused).toMatchObject({ status: 'failed', rc: '49', retryElsewhere: false });
    expect(simulator.transaction(refId)?.customerNo).toBe('081234567890');
    expect(simulator.balance).toBe(before - priceOf('tsel20'));
  });

  it('[TRX-06] a supplier timeout is an unknown outcome, and the later status check finds the success', async () => {
    simulator.setBehaviour('tsel25', 'timeout');
    const slow = createDigiflazzSupplier({ ...simulator.supplierConfig('digiflazz-a'), timeoutMs: 250 }, clock);
    const refId = nextRef();
    const request = { refId, buyerSkuCode: 'tsel25', customerNo: '081234567890' };
    try {
      const error = await slow.topup(request).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DigiflazzError);
      expect(error).toMatchObject({ provider: 'digiflazz', code: 'timeout', outcomeUnknown: true });
      await simulator.idle();
      expect(simulator.transaction(refId)?.status).toBe('Sukses');
      const checked = await supplier.checkStatus(request);
      expect(checked).toMatchObject({ status: 'success', rc: '00' });
      expect(checked.serialNumber).toBe(simulator.transaction(refId)?.sn);
      expect(simulator.transactions().filter((transaction) => transaction.refId === refId)).toHaveLength(1);
    } finally {
      simulator.setBehaviour('tsel25', null);
    }
  });

  it('[TRX-06] a supplier answering 503, or not at all, is unavailable and creates nothing', async () => {
    simulator.setBehaviour('tsel50', 'unavailable');
    const refId = nextRef();
    try {
      await expect(supplier.topup({ refId, buyerSkuCode: 'tsel50', customerNo: '081234567890' })).rejects.toMatchObject(
        { code: 'unavailable', httpStatus: 503, outcomeUnknown: true },
      );
      expect(simulator.transaction(refId)).toBeNull();
    } finally {
      simulator.setBehaviour('tsel50', null);
    }
    const down = createDigiflazzSupplier({ ...simulator.supplierConfig(), baseUrl: 'http://127.0.0.1:9' }, clock);
    await expect(down.priceList()).rejects.toMatchObject({ code: 'unavailable', outcomeUnknown: false });
  });

  it('[TRX-01] customer-side failures stay with this supplier, supplier-side ones may go elsewhere', async () => {
    const cases = [
      { sku: 'xld10', number: '087800001235', rc: '54', elsewhere: false },
      { sku: 'xld10', number: '087800001236', rc: '51', elsewhere: false },
      { sku: 'xld10', number: '087800001237', rc: '55', elsewhere: true },
      { sku: 'xld10', number: '081234567890', rc: '52', elsewhere: false },
      { sku: 'tsel10', number: '08123', rc: '57', elsewhere: false },
      { sku: 'isat5', number: '081534567890', rc: '55', elsewhere: true },
      { sku: 'smart5', number: '088134567890', rc: '68', elsewhere: true },
      { sku: 'axis5', number: '083134567890', rc: '43', elsewhere: true },
      { sku: 'no-such-sku', number: '081234567890', rc: '43', elsewhere: true },
    ];
    const before = simulator.balance;
    for (const { sku, number, rc, elsewhere } of cases) {
      const result = await supplier.topup({ refId: nextRef(), buyerSkuCode: sku, customerNo: number });
      expect({ sku, number, status: result.status, rc: result.rc, elsewhere: result.retryElsewhere }).toEqual({
        sku,
        number,
        status: 'failed',
        rc,
        elsewhere,
      });
    }
    expect(simulator.balance).toBe(before);
  });

  it('[TRX-06] a price above max_price, a balance too small and a cut-off are supplier-side failures', async () => {
    const maxPrice = await supplier.topup({
      refId: nextRef(),
      buyerSkuCode: 'tsel100',
      customerNo: '081234567890',
      maxPrice: priceOf('tsel100') - 1,
    });
    expect(maxPrice).toMatchObject({
      status: 'failed',
      rc: '69',
      retryElsewhere: true,
      failure: 'product_unavailable',
    });

    const balance = simulator.balance;
    simulator.setBalance(1_000);
    try {
      const refId = nextRef();
      const request = { refId, buyerSkuCode: 'tsel10', customerNo: '081234567890' };
      expect(await supplier.topup(request)).toMatchObject({ status: 'failed', rc: '44', retryElsewhere: true });
      // rc 44 forms no transaction: the same ref_id goes through once the deposit is topped up.
      simulator.setBalance(balance);
      expect(await supplier.topup(request)).toMatchObject({ status: 'success' });
    } finally {
      if (simulator.balance === 1_000) simulator.setBalance(balance);
    }

    clock.set(jakartaTimeFromStart(0, '23:50'));
    const cutOff = await supplier.topup({ refId: nextRef(), buyerSkuCode: 'pln1000', customerNo: '12345678901' });
    expect(cutOff).toMatchObject({ status: 'failed', rc: '58', message: 'Sedang Cut Off', retryElsewhere: true });
    expect(cutOff.failure).toBe('cut_off');
  });

  it('[TRX-06] PLN tokens are 20 digits in groups of four, followed by the subscriber, tariff, power and kWh', async () => {
    const result = await supplier.topup({ refId: nextRef(), buyerSkuCode: 'pln20', customerNo: '12345678901' });
    expect(result.serialNumber).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}\/[A-Z ]+\/[A-Z]+\d[A-Z]?\/\d+VA\/\d+,\d$/);
    const meter = await supplier.inquiryPln('12345678901');
    expect(result.serialNumber?.split('/')[1]).toBe(meter?.name);
  });

  it('[TRX-06] past 90 days a status check would buy again, so the adapter says it may not be checked', async () => {
    const placedAt = clock.now();
    const refId = nextRef();
    const request = { refId, buyerSkuCode: 'tsel5', customerNo: '081234567890' };
    await supplier.topup(request);
    expect(supplier.canCheckStatus(placedAt)).toBe(true);
    clock.set(new Date(placedAt.getTime() + 91 * 86_400_000));
    expect(supplier.canCheckStatus(placedAt)).toBe(false);
    // What Digiflazz warns about: the same request now is a second purchase.
    const before = simulator.balance;
    await supplier.checkStatus(request);
    expect(simulator.transactions().filter((transaction) => transaction.refId === refId)).toHaveLength(2);
    expect(simulator.balance).toBe(before - priceOf('tsel5'));
  });

  it('[TRX-06] a wrong API key or username is unauthorized, and nothing is bought', async () => {
    const wrongKey = createDigiflazzSupplier({ ...simulator.supplierConfig(), apiKey: 'dev-wrong' }, clock);
    const refId = nextRef();
    const error = await wrongKey
      .topup({ refId, buyerSkuCode: 'tsel10', customerNo: '087800001230' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DigiflazzError);
    expect(error).toMatchObject({ code: 'unauthorized', rc: '41', httpStatus: 400, outcomeUnknown: false });
    expect(simulator.transaction(refId)).toBeNull();
    await expect(wrongKey.priceList()).rejects.toMatchObject({ code: 'unauthorized', rc: '41' });
    const wrongUser = createDigiflazzSupplier({ ...simulator.supplierConfig(), username: 'someone' }, clock);
    await expect(wrongUser.balance()).rejects.toMatchObject({ code: 'unauthorized', rc: '42' });
  });

  it('[CAT-05] the price list carries every product with its price, statuses and cut-off', async () => {
    const products = await supplier.priceList();
    expect(products).toHaveLength(defaultProducts.length);
    const bySku = new Map(products.map((product) => [product.buyerSkuCode, product]));
    expect(bySku.get('xld10')).toEqual({
      buyerSkuCode: 'xld10',
      productName: 'XL 10.000',
      category: 'Pulsa',
      brand: 'XL',
      price: priceOf('xld10'),
      buyerProductStatus: true,
      sellerProductStatus: true,
      startCutOff: '00:00',
      endCutOff: '00:00',
    });
    expect(bySku.get('isat5')?.sellerProductStatus).toBe(false);
    expect(bySku.get('axis5')?.buyerProductStatus).toBe(false);
    expect(bySku.get('pln1000')).toMatchObject({ startCutOff: '23:45', endCutOff: '00:15' });
    for (const product of products) {
      expect(Number.isSafeInteger(product.price) && product.price > 0).toBe(true);
    }
  });

  it('[CAT-01] the catalogue spans the prepaid families, operators and countries of the specification', async () => {
    const products = await supplier.priceList();
    expect(new Set(products.map((product) => product.category))).toEqual(
      new Set([
        'Pulsa',
        'Data',
        'PLN',
        'Games',
        'E-Money',
        'TV',
        'Voucher',
        'Aktivasi Voucher',
        'Aktivasi Perdana',
        'Paket SMS & Telpon',
        'Masa Aktif',
        'eSIM',
        'Gas',
        'International',
        'Kirim Uang',
      ]),
    );
    const brandsOf = (category: string) =>
      new Set(products.filter((product) => product.category === category).map((product) => product.brand));
    expect(brandsOf('Pulsa')).toEqual(new Set(['TELKOMSEL', 'INDOSAT', 'XL', 'AXIS', 'TRI', 'SMARTFREN', 'BY.U']));
    expect(brandsOf('E-Money')).toEqual(new Set(['GO PAY', 'OVO', 'DANA', 'SHOPEE PAY', 'LinkAja']));
    expect(brandsOf('International')).toEqual(
      new Set(['MALAYSIA', 'SINGAPORE', 'PHILIPPINES', 'THAILAND', 'VIETNAM', 'CHINA']),
    );
    for (const nominal of [20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]) {
      const price = priceOf(`pln${nominal / 1000}`);
      expect(price).toBeLessThan(nominal);
      expect(price).toBeGreaterThan(nominal * 0.95);
    }
  });

  it('[CAT-05] a second supplier with other prices can be told apart for routing by price', async () => {
    const dearer = new DigiflazzSimulator({ clock, priceAdjustment: 150, username: 'buyer-b', apiKey: 'key-b' });
    await dearer.start();
    try {
      const other = createDigiflazzSupplier(dearer.supplierConfig('digiflazz-b'), clock);
      const [ours, theirs] = await Promise.all([supplier.priceList(), other.priceList()]);
      const price = (list: typeof ours, sku: string) => list.find((product) => product.buyerSkuCode === sku)?.price;
      expect(price(theirs, 'xld10')).toBe((price(ours, 'xld10') ?? 0) + 150);
      const result = await other.topup({ refId: nextRef(), buyerSkuCode: 'xld10', customerNo: '087800001230' });
      expect(result.price).toBe(priceOf('xld10') + 150);
    } finally {
      await dearer.stop();
    }
  });

  it('[TRX-06] callbacks are retried until the app accepts them, under one delivery id', async () => {
    receiver.statuses.push(500);
    const refId = nextRef();
    await supplier.topup({ refId, buyerSkuCode: 'tsel10', customerNo: '087800001230' });
    await simulator.idle();
    const attempts = receiver.received.filter((item) => item.body.includes(refId));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.headers['x-digiflazz-delivery']).toBe(attempts[1]?.headers['x-digiflazz-delivery']);
    expect(simulator.deliveries.filter((delivery) => delivery.refId === refId).map((d) => d.ok)).toEqual([false, true]);
  });

  it('[TRX-06] callbacks go through a transport for an app tested with inject, and to cb_url when given', async () => {
    const { seen, transport } = recordingTransport();
    simulator.useTransport(transport);
    try {
      const routed = createDigiflazzSupplier(
        {
          ...simulator.supplierConfig(),
          callbackUrl: 'http://app.localhost/api/v1/webhooks/digiflazz/tenant-7',
        },
        clock,
      );
      const refId = nextRef();
      await routed.topup({ refId, buyerSkuCode: 'dana50', customerNo: '087800001233' });
      await simulator.idle();
      expect(seen.map((item) => item.url)).toEqual([
        'http://app.localhost/api/v1/webhooks/digiflazz/tenant-7',
        'http://app.localhost/api/v1/webhooks/digiflazz/tenant-7',
      ]);
      expect(receiver.received).toHaveLength(0);
      expect(routed.verifyCallback(seen[1]?.headers ?? {}, seen[1]?.body ?? '')).toMatchObject({
        refId,
        status: 'success',
      });
    } finally {
      simulator.useTransport(null);
    }
  });
});
