import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { jakartaDayFromStart, jakartaTimeFromStart } from '../../test/test-clock.ts';
import type { PostpaidBill } from '../payments/supplier.ts';
import { recordingTransport } from '../simulators/webhook-receiver.ts';
import { createDigiflazzSupplier, type DigiflazzSupplier } from './digiflazz.adapter.ts';
import { postpaidTestNumbers } from './digiflazz.bills.ts';
import { defaultPostpaidProducts } from './digiflazz.catalogue.ts';
import { DigiflazzSimulator } from './digiflazz.simulator.ts';

// 10:00 WIB on 10 March 2026: bills are for February and the months before.
const morning = jakartaTimeFromStart(0, '10:00');
const clock = new FakeClock(morning);
/** The Jakarta month `back` months before the clock's start, as `YYYYMM` (bills are for past months). */
const monthBefore = (back: number) => {
  const [year = 0, month = 0] = jakartaDayFromStart().split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1 - back, 1));
  return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
};
const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MEI', 'JUN', 'JUL', 'AGU', 'SEP', 'OKT', 'NOV', 'DES'];
/** The same month as PDAM prints it: `JAN 2026`. */
const pdamMonthBefore = (back: number) =>
  `${monthNames[Number(monthBefore(back).slice(4)) - 1]} ${monthBefore(back).slice(0, 4)}`;
let simulator: DigiflazzSimulator;
let supplier: DigiflazzSupplier;
let sequence = 0;
const { seen: callbacks, transport } = recordingTransport();

const run = randomUUID().slice(0, 6).toUpperCase();
const nextRef = () => `PAS${run}${(sequence += 1)}`;
const total = (bill: PostpaidBill) =>
  bill.periods.reduce((sum, period) => sum + period.amount + period.penalty + period.adminFee, 0);
/** A transfer SKU's inquiry carries the amount to send; bills have none. */
const amountFor = (sku: string) =>
  defaultPostpaidProducts.find((product) => product.buyerSkuCode === sku)?.bill === 'transfer'
    ? { amount: 150_000 }
    : {};

beforeAll(async () => {
  // Callbacks are captured by a transport here: an app tested with inject receives them the same way.
  simulator = new DigiflazzSimulator({
    // Multifinance instalments and property tax run into millions.
    balance: 100_000_000,
    callbackDelayMs: 40,
    retry: { attempts: 2, delayMs: 20, timeoutMs: 1_000 },
    clock,
    transport,
  });
  await simulator.start();
  simulator.setCallbackUrl('http://app.localhost/api/v1/webhooks/digiflazz');
  supplier = createDigiflazzSupplier({ ...simulator.supplierConfig('digiflazz-a'), timeoutMs: 2_000 }, clock);
});

afterAll(async () => {
  await simulator.stop();
});

beforeEach(async () => {
  await simulator.idle();
  clock.set(morning);
  callbacks.length = 0;
});

describe('Digiflazz postpaid bills against the simulator', () => {
  it('[PAS-01] a PLN inquiry lists each month with its meter readings, admin fee, penalty and the total', async () => {
    const refId = nextRef();
    const bill = await supplier.inquiryPostpaid({ refId, buyerSkuCode: 'pln', customerNo: '530000000002' });
    expect(bill).toMatchObject({
      refId,
      status: 'success',
      rc: '00',
      customerNo: '530000000002',
      buyerSkuCode: 'pln',
      adminFee: 5_000,
      serialNumber: null,
    });
    expect(bill.customerName).not.toBe('');
    expect(bill.periods.map((period) => period.period)).toEqual([monthBefore(2), monthBefore(1)]);
    const [january, february] = bill.periods;
    // The older month is overdue and carries PLN's late fee; each sheet has its own admin fee.
    expect(january?.penalty).toBeGreaterThan(0);
    expect(february?.penalty).toBe(0);
    expect(bill.periods.map((period) => period.adminFee)).toEqual([2_500, 2_500]);
    expect(january?.meterEnd).toBe(february?.meterStart);
    expect((february?.meterEnd ?? 0) - (february?.meterStart ?? 0)).toBeGreaterThan(100);
    expect(bill.sellingPrice).toBe(total(bill));
    // Digiflazz charges us the total less its commission of Rp 1.000 per sheet.
    expect(bill.price).toBe(bill.sellingPrice - 2_000);
    expect(bill.description).toMatchObject({ tarif: expect.any(String), daya: expect.any(Number), lembar_tagihan: 2 });
  });

  it('[PAS-01] several unpaid months add up to the total', async () => {
    const bill = await supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode: 'pln', customerNo: '530000000009' });
    expect(bill.periods.map((period) => period.period)).toEqual([4, 3, 2, 1].map(monthBefore));
    expect(bill.periods.filter((period) => period.penalty > 0)).toHaveLength(3);
    expect(bill.sellingPrice).toBe(total(bill));
  });

  it('[PAS-01] the payment reuses the inquiry ref_id, is charged once and answers a reference', async () => {
    const before = simulator.balance;
    const request = { refId: nextRef(), buyerSkuCode: 'pln', customerNo: '530000000001' };
    const inquiry = await supplier.inquiryPostpaid(request);
    expect(simulator.balance).toBe(before);
    const paid = await supplier.payPostpaid(request);
    expect(paid).toMatchObject({
      status: 'success',
      rc: '00',
      sellingPrice: inquiry.sellingPrice,
      price: inquiry.price,
    });
    expect(paid.serialNumber).toMatch(/^[0-9A-F]{32}$/);
    expect(paid.periods).toEqual(inquiry.periods);
    expect(simulator.balance).toBe(before - inquiry.price);

    expect(await supplier.payPostpaid(request)).toEqual(paid);
    expect(await supplier.statusPostpaid(request)).toEqual(paid);
    expect(simulator.balance).toBe(before - inquiry.price);
  });

  it('[PAS-01] a failed payment (530000000006) is refunded', async () => {
    const before = simulator.balance;
    const request = { refId: nextRef(), buyerSkuCode: 'pln', customerNo: '530000000006' };
    expect((await supplier.inquiryPostpaid(request)).status).toBe('success');
    const paid = await supplier.payPostpaid(request);
    expect(paid).toMatchObject({ status: 'failed', rc: '02', serialNumber: null, periods: [] });
    expect(simulator.balance).toBe(before);
  });

  it('[PAS-01] a pending payment settles later with a signed Digiflazz-Pasca-Hookshot callback', async () => {
    const request = { refId: nextRef(), buyerSkuCode: 'pln', customerNo: '630000000001' };
    await supplier.inquiryPostpaid(request);
    const pending = await supplier.payPostpaid(request);
    expect(pending).toMatchObject({ status: 'pending', rc: '03' });
    await simulator.idle();
    const update = callbacks.find((item) => item.headers['x-digiflazz-event'] === 'update');
    expect(update?.headers['user-agent']).toBe('Digiflazz-Pasca-Hookshot');
    const result = supplier.verifyCallback(update?.headers ?? {}, update?.body ?? '');
    expect(result).toMatchObject({ refId: request.refId, status: 'success', rc: '00', price: pending.price });
    expect(JSON.parse(update?.body ?? '{}')).toMatchObject({
      data: { customer_name: pending.customerName, selling_price: pending.sellingPrice, desc: { lembar_tagihan: 1 } },
    });
    const status = await supplier.statusPostpaid(request);
    expect(status).toMatchObject({ status: 'success', serialNumber: result?.serialNumber });
  });

  it('[PAS-01] already paid, not yet billed, unknown and malformed numbers answer their codes', async () => {
    const inquire = (customerNo: string) =>
      supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode: 'pln', customerNo });
    expect(await inquire('530000000004')).toMatchObject({
      status: 'failed',
      rc: '60',
      message: 'Tagihan sudah lunas',
      periods: [],
    });
    expect(await inquire('530000000007')).toMatchObject({
      status: 'failed',
      rc: '60',
      message: 'Tagihan belum tersedia',
    });
    expect(await inquire('530000000008')).toMatchObject({ status: 'failed', rc: '54', message: 'Nomor Tujuan Salah' });
    expect(await inquire('530000000003')).toMatchObject({ status: 'failed', rc: '02' });
    expect(await inquire('5300')).toMatchObject({ status: 'failed', rc: '57' });
    for (const customerNo of ['530000000004', '530000000007', '530000000008', '5300']) {
      expect((await inquire(customerNo)).sellingPrice).toBe(0);
    }
  });

  it('[PAS-01] any other number has a steady bill, and once paid its next inquiry says so', async () => {
    const first = await supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode: 'pln', customerNo: '512345678901' });
    const again = await supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode: 'pln', customerNo: '512345678901' });
    expect(again.periods).toEqual(first.periods);
    expect(again.sellingPrice).toBe(first.sellingPrice);
    expect((await supplier.payPostpaid(first)).status).toBe('success');
    const after = await supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode: 'pln', customerNo: '512345678901' });
    expect(after).toMatchObject({ status: 'failed', rc: '60', message: 'Tagihan sudah lunas' });
  });

  it('[PAS-01] nothing is paid without an inquiry of the same day, and an unpaid ref has no status', async () => {
    const before = simulator.balance;
    const never = { refId: nextRef(), buyerSkuCode: 'pdam', customerNo: '1013226' };
    expect(await supplier.payPostpaid(never)).toMatchObject({ status: 'failed', rc: '50' });

    const request = { refId: nextRef(), buyerSkuCode: 'pdam', customerNo: '1013226' };
    await supplier.inquiryPostpaid(request);
    expect(await supplier.statusPostpaid(request)).toMatchObject({ status: 'failed', rc: '50' });
    clock.set(new Date(morning.getTime() + 86_400_000));
    expect(await supplier.payPostpaid(request)).toMatchObject({ status: 'failed', rc: '02' });
    expect(simulator.balance).toBe(before);

    // The same ref_id for another SKU is refused.
    expect(await supplier.inquiryPostpaid({ ...request, buyerSkuCode: 'bpjs' })).toMatchObject({ rc: '49' });
  });

  it('[PAS-01] PDAM bills carry water meters and other charges; BPJS and PBB bills without amounts still add up', async () => {
    const pdam = await supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode: 'pdam', customerNo: '1013228' });
    expect(pdam.periods).toHaveLength(3);
    for (const period of pdam.periods) {
      expect((period.meterEnd ?? 0) > (period.meterStart ?? 0)).toBe(true);
    }
    expect(pdam.description).toMatchObject({ alamat: expect.any(String), jatuh_tempo: expect.any(String) });
    expect(pdam.sellingPrice).toBe(total(pdam));

    const bpjs = await supplier.inquiryPostpaid({
      refId: nextRef(),
      buyerSkuCode: 'bpjs',
      customerNo: '8801234560001',
    });
    expect(bpjs.periods).toEqual([{ period: '01', amount: bpjs.sellingPrice - 2_500, penalty: 0, adminFee: 2_500 }]);
    expect(bpjs.description).toMatchObject({ jumlah_peserta: expect.any(String) });

    const pbb = await supplier.inquiryPostpaid({
      refId: nextRef(),
      buyerSkuCode: 'cimahi',
      customerNo: '329801092375999991',
    });
    expect(pbb.periods).toEqual([
      { period: jakartaDayFromStart().slice(0, 4), amount: pbb.sellingPrice - 2_500, penalty: 0, adminFee: 2_500 },
    ]);
  });

  it('[CAT-02] every postpaid SKU answers its documented test numbers', async () => {
    for (const [sku, numbers] of Object.entries(postpaidTestNumbers)) {
      for (const [customerNo, scenario] of Object.entries(numbers)) {
        const request = { refId: nextRef(), buyerSkuCode: sku, customerNo, ...amountFor(sku) };
        const bill = await supplier.inquiryPostpaid(request);
        const label = `${sku} ${customerNo}`;
        if (scenario.kind !== 'bill') {
          expect(`${label} ${bill.status}`).toBe(`${label} failed`);
          continue;
        }
        expect(`${label} ${bill.status} ${bill.sellingPrice === total(bill)}`).toBe(`${label} success true`);
        expect(bill.price).toBeLessThan(bill.sellingPrice);
        const paid = await supplier.payPostpaid(request);
        const expected = scenario.pay === 'success' || scenario.pay === 'failed' ? scenario.pay : 'pending';
        expect(`${label} ${paid.status} ${paid.rc}`).toMatch(new RegExp(`^${label} ${expected} `));
      }
    }
    await simulator.idle();
  });

  it('[CAT-02] an operator offer names the package, quota, validity and price for a number of its operator, the same every time', async () => {
    const ask = (buyerSkuCode: string, customerNo: string) =>
      supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode, customerNo });
    const offer = await ask('tselomni', '081398765432');
    expect(offer).toMatchObject({ status: 'success', rc: '00', adminFee: 0 });
    expect(offer.description).toEqual({
      paket: expect.any(String),
      kuota: expect.stringMatching(/GB/),
      masa_aktif: expect.stringMatching(/^\d+ Hari$/),
      harga_normal: expect.stringMatching(/^\d+$/),
    });
    // The offer's price is below the package's usual price; the validity stands where a bill has its period.
    expect(offer.sellingPrice).toBeLessThan(Number(offer.description.harga_normal));
    expect(offer.periods).toEqual([
      { period: offer.description.masa_aktif, amount: offer.sellingPrice, penalty: 0, adminFee: 0 },
    ]);
    expect(offer.price).toBe(offer.sellingPrice - 1_500);
    const again = await ask('tselomni', '081398765432');
    expect([again.description, again.sellingPrice, again.customerName]).toEqual([
      offer.description,
      offer.sellingPrice,
      offer.customerName,
    ]);
    // Packages differ between numbers and operators.
    const packages = new Set<unknown>();
    for (const number of ['081398765431', '081398765433', '081398765434', '081398765435', '081398765436']) {
      packages.add((await ask('tselomni', number)).description.paket);
    }
    expect(packages.size).toBeGreaterThan(1);
    expect((await ask('indosat4u', '085612345678')).description.paket).toMatch(/Freedom|Yellow/);

    // Another operator's number, or a Telkomsel number that is not by.U, is a wrong number; a bad one has wrong digits.
    expect(await ask('tselomni', '085612345678')).toMatchObject({ status: 'failed', rc: '54' });
    expect(await ask('xlcuanku', '089612345678')).toMatchObject({ status: 'failed', rc: '54' });
    expect(await ask('byupromo', '081298765432')).toMatchObject({ status: 'failed', rc: '54' });
    expect(await ask('byupromo', '085198765432')).toMatchObject({ status: 'success' });
    expect(await ask('tricuanmax', '0896123')).toMatchObject({ status: 'failed', rc: '57' });
  });

  it('[CAT-02] an offer bought is not offered again; a number without an offer answers rc 60', async () => {
    expect(
      await supplier.inquiryPostpaid({ refId: nextRef(), buyerSkuCode: 'xlcuanku', customerNo: '087800001231' }),
    ).toMatchObject({ status: 'failed', rc: '60', message: 'Belum ada penawaran untuk nomor ini' });
    const request = { refId: nextRef(), buyerSkuCode: 'xlcuanku', customerNo: '081912345670' };
    expect((await supplier.inquiryPostpaid(request)).status).toBe('success');
    const paid = await supplier.payPostpaid(request);
    expect(paid).toMatchObject({ status: 'success', rc: '00' });
    expect(paid.serialNumber).toMatch(/^\d{20}$/);
    expect(await supplier.inquiryPostpaid({ ...request, refId: nextRef() })).toMatchObject({
      status: 'failed',
      rc: '60',
    });
  });

  it('[CAT-02] kirim uang: the inquiry names the account holder and prices the amount sent plus the admin fee', async () => {
    const request = { refId: nextRef(), buyerSkuCode: 'kirimbca', customerNo: '8720012345', amount: 250_000 };
    const transfer = await supplier.inquiryPostpaid(request);
    expect(transfer).toMatchObject({ status: 'success', adminFee: 2_500, sellingPrice: 252_500, price: 252_000 });
    expect(transfer.customerName).toMatch(/^[A-Z ]{5,}$/);
    expect(transfer.description).toEqual({ bank: 'BCA', kode_bank: '014' });
    expect(transfer.periods).toEqual([
      { period: jakartaDayFromStart().split('-').reverse().join('-'), amount: 250_000, penalty: 0, adminFee: 2_500 },
    ]);
    // The holder of an account is the same whatever the amount; money may be sent to it again after a transfer.
    expect((await supplier.payPostpaid(request)).status).toBe('success');
    const next = await supplier.inquiryPostpaid({ ...request, refId: nextRef(), amount: 10_000 });
    expect([next.status, next.customerName, next.sellingPrice]).toEqual(['success', transfer.customerName, 12_500]);

    const refused = (changes: Partial<typeof request>) =>
      supplier.inquiryPostpaid({ ...request, refId: nextRef(), ...changes });
    for (const amount of [undefined, 9_999, 5_000_001]) {
      expect(await refused({ amount })).toMatchObject({ status: 'failed', rc: '84' });
    }
    expect(await refused({ customerNo: '1230000001' })).toMatchObject({ status: 'failed', rc: '54' });
    // BRI accounts have 15 digits.
    expect(await refused({ buyerSkuCode: 'kirimbri' })).toMatchObject({ status: 'failed', rc: '57' });
  });

  it('[CAT-02] the postpaid price list gives each SKU its admin fee and commission', async () => {
    const products = await supplier.postpaidPriceList();
    // Every bill SKU has documented test numbers; the e-wallet name checks ('cek…') are free inquiries beside them.
    const bills = products.filter((product) => !product.buyerSkuCode.startsWith('cek'));
    expect(bills.map((product) => product.buyerSkuCode).sort()).toEqual(Object.keys(postpaidTestNumbers).sort());
    expect(
      products.filter((product) => product.buyerSkuCode.startsWith('cek')).map((product) => product.admin),
    ).toEqual([0, 0, 0, 0, 0]);
    expect(products.find((product) => product.buyerSkuCode === 'pln')).toEqual({
      buyerSkuCode: 'pln',
      productName: 'Pln Postpaid',
      category: 'Pascabayar',
      brand: 'PLN',
      admin: 2_500,
      commission: 1_000,
      buyerProductStatus: true,
      sellerProductStatus: true,
    });
  });

  it('[PAS-01] a payment that times out is unknown, and the status check finds it paid', async () => {
    simulator.setBehaviour('internet', 'timeout');
    try {
      const slow = createDigiflazzSupplier({ ...simulator.supplierConfig(), timeoutMs: 250 }, clock);
      const request = { refId: nextRef(), buyerSkuCode: 'internet', customerNo: '6391601001' };
      const inquiry = await supplier.inquiryPostpaid(request);
      expect(inquiry.periods.map((period) => period.period)).toEqual([pdamMonthBefore(2), pdamMonthBefore(1)]);
      await expect(slow.payPostpaid(request)).rejects.toMatchObject({ code: 'timeout', outcomeUnknown: true });
      await simulator.idle();
      expect(await supplier.statusPostpaid(request)).toMatchObject({ status: 'success', rc: '00' });
    } finally {
      simulator.setBehaviour('internet', null);
    }
  });
});
