import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  billResponseSchema,
  postpaidReceiptResponseSchema,
  postpaidTypes,
  type Bill,
} from '@konter/shared/contracts/postpaid';
import { postpaidTestNumbers } from '../../integrations/digiflazz/digiflazz.bills.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  buyerPin,
  depositOf,
  expectInFlightBalanced,
  settled,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { defaultBillers } from './postpaid.service.ts';
import { dispatchPurchaseJob } from './purchases.jobs.ts';
import { findByRef } from './purchases.repository.ts';
import { testClockStart } from '../../test/test-clock.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  ctx.clock.set(testClockStart);
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

/** `more`: the biller (product_code) and, for kirim uang, the amount to send. */
async function inquire(who: Buyer, type: string, customerNo: string, more: Record<string, unknown> = {}) {
  return who.browser.post('/api/v1/pascabayar/inquiry', { type, customer_no: customerNo, ...more });
}

async function billOf(who: Buyer, type: string, customerNo: string, more: Record<string, unknown> = {}): Promise<Bill> {
  const response = await inquire(who, type, customerNo, more);
  expect(response.statusCode, response.body).toBe(200);
  return billResponseSchema.parse(response.json()).data;
}

async function pay(who: Buyer, refId: string, pin = buyerPin) {
  return who.browser.post('/api/v1/pascabayar/pay', { ref_id: refId, pin });
}

/** Runs the payment job now, as the worker would, and waits for the simulators' callbacks. */
async function dispatched(who: Buyer, refId: string) {
  const row = await ctx.database.withTenant(who.tenantId, (tx) => findByRef(tx, who.tenantId, refId));
  if (!row) throw new Error(`no ${refId}`);
  await ctx.queue.runNow(dispatchPurchaseJob, { tenantId: who.tenantId, id: row.id });
  await settled(ctx);
  return (await who.browser.get(`/api/v1/pascabayar/transaction/${refId}`)).json().data;
}

/** The first documented test number of a SKU whose bill is paid at once. */
function payableNumber(sku: string): string {
  const numbers = postpaidTestNumbers[sku] ?? {};
  const found = Object.entries(numbers).find(([, scenario]) => scenario.kind === 'bill' && scenario.pay === 'success');
  if (!found) throw new Error(`no payable test number for ${sku}`);
  return found[0];
}

describe('postpaid bills', () => {
  it('[CAT-02] every postpaid type of the specification is offered with its billers', async () => {
    const who = await buyer(ctx);
    for (const type of postpaidTypes) {
      const response = await who.browser.get(`/api/v1/pascabayar/${type}/billers`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.billers.length, type).toBeGreaterThan(0);
    }
    const banks = (await who.browser.get('/api/v1/pascabayar/kirim-uang/billers')).json().data.billers;
    expect(banks.map((bank: { name: string }) => bank.name)).toEqual(['BCA', 'BRI', 'BNI', 'Mandiri']);
  });

  it('[PAS-01] each offered type: inquiry shows the bill, payment debits exactly the total once and succeeds', async () => {
    const who = await buyer(ctx, { deposit: 10_000_000 });
    for (const type of postpaidTypes) {
      const biller = defaultBillers[type][0];
      if (!biller) continue;
      const bill = await billOf(who, type, payableNumber(biller.code), type === 'kirim-uang' ? { amount: 75_000 } : {});
      expect(bill.total, type).toBe(bill.bill_amount + bill.admin_fee);
      expect(bill.customer_name.length, type).toBeGreaterThan(2);
      expect(bill.periods.length, type).toBe(bill.months);
      const before = await depositOf(who);
      const paid = await pay(who, bill.ref_id);
      expect(paid.statusCode, `${type}: ${paid.body}`).toBe(200);
      expect(await depositOf(who)).toBe(before - bill.total);
      const done = await dispatched(who, bill.ref_id);
      expect(done.status, type).toBe('success');
      expect(done.serial_number, type).toBeTruthy();
    }
  });

  it('[PAS-01][RCP-01] a PLN bill of two months shows each month with its meters and usage; the receipt carries them', async () => {
    const who = await buyer(ctx, { deposit: 2_000_000 });
    const bill = await billOf(who, 'electricity', '530000000002');
    expect(bill).toMatchObject({ type: 'electricity', product_code: 'pln', provider: 'PLN Pascabayar', months: 2 });
    for (const period of bill.periods) {
      expect(period.meter_end).toBeGreaterThan(period.meter_start ?? 0);
      expect(period.usage).toBe((period.meter_end ?? 0) - (period.meter_start ?? 0));
    }
    await pay(who, bill.ref_id);
    await dispatched(who, bill.ref_id);
    const receipt = postpaidReceiptResponseSchema.parse(
      (await who.browser.get(`/api/v1/receipt/pascabayar/${bill.ref_id}`)).json(),
    ).data;
    expect(receipt.transaction.bill.periods).toEqual(bill.periods);
    expect(receipt).toMatchObject({ payment_status: 'success', total: bill.total });
    expect(receipt.transaction.bill.admin_fee).toBe(bill.admin_fee);
  });

  it.each([
    ['530000000004', 'Tagihan sudah lunas'],
    ['530000000007', 'Tagihan belum tersedia'],
    ['530000000008', 'Nomor pelanggan salah'],
    ['530000000003', 'Cek tagihan gagal. Coba lagi beberapa saat lagi.'],
    ['123', 'Jumlah digit nomor pelanggan kurang atau lebih'],
  ])('[PAS-01] PLN %s: %s', async (customerNo, message) => {
    const who = await buyer(ctx);
    const response = await inquire(who, 'electricity', customerNo);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.customer_no).toEqual([message]);
  });

  it('[PAS-01] paying twice answers the first payment; a wrong PIN pays nothing', async () => {
    // Mitra Cell: Konter Pulsa paid this PDAM bill in the test of every type.
    const who = await buyer(ctx, { tenant: 'mitra', deposit: 2_000_000 });
    const bill = await billOf(who, 'pdam', '1013226');
    const wrong = await pay(who, bill.ref_id, '000000');
    expect(wrong.json().errors.pin).toEqual(['Kode PIN Salah']);
    expect(await depositOf(who)).toBe(2_000_000);
    const [first, second] = await Promise.all([pay(who, bill.ref_id), pay(who, bill.ref_id)]);
    expect([first.json().replayed, second.json().replayed].sort()).toEqual([false, true]);
    expect(await depositOf(who)).toBe(2_000_000 - bill.total);
    await dispatched(who, bill.ref_id);
    const third = await pay(who, bill.ref_id);
    expect(third.json()).toMatchObject({ replayed: true, data: { status: 'success' } });
    expect(await depositOf(who)).toBe(2_000_000 - bill.total);
  });

  it.each([
    ['electricity', '530000000006', '630000000001', {}],
    ['tricuanmax', '089600001235', '089600001233', {}],
    ['kirim-uang', '1230000005', '1230000003', { product_code: 'kirimbca', amount: 40_000 }],
  ])(
    '[PAS-01] %s: a failed payment is refunded once; a pending one settles by its callback',
    async (type, failingNo, pendingNo, more) => {
      const who = await buyer(ctx, { deposit: 2_000_000 });
      const failing = await billOf(who, type, failingNo, more);
      await pay(who, failing.ref_id);
      // The biller's own words stay on the server: the customer reads the app's reason.
      expect(await dispatched(who, failing.ref_id)).toMatchObject({ status: 'failed', failure_code: 'failed' });
      expect(await depositOf(who)).toBe(2_000_000);

      const pending = await billOf(who, type, pendingNo, more);
      await pay(who, pending.ref_id);
      const row = await ctx.database.withTenant(who.tenantId, (tx) => findByRef(tx, who.tenantId, pending.ref_id));
      await ctx.queue.runNow(dispatchPurchaseJob, { tenantId: who.tenantId, id: row?.id ?? '' });
      // The biller answers Pending; the callback comes a little later.
      expect((await who.browser.get(`/api/v1/pascabayar/transaction/${pending.ref_id}`)).json().data.status).toBe(
        'processing',
      );
      await expect
        .poll(
          async () => (await who.browser.get(`/api/v1/pascabayar/transaction/${pending.ref_id}`)).json().data.status,
          {
            timeout: 10_000,
          },
        )
        .toBe('success');
      expect(await depositOf(who)).toBe(2_000_000 - pending.total);
    },
  );

  it('[PAS-01] a bill paid through the tenant is not paid again, whoever asks: one payment of two at once, then the inquiry says it is paid', async () => {
    const [first, second] = await Promise.all([
      buyer(ctx, { tenant: 'mitra', deposit: 1_000_000 }),
      buyer(ctx, { tenant: 'mitra', deposit: 1_000_000 }),
    ]);
    const bills = await Promise.all([billOf(first, 'bpjs', '8801234560001'), billOf(second, 'bpjs', '8801234560001')]);
    const [a, b] = await Promise.all([pay(first, bills[0].ref_id), pay(second, bills[1].ref_id)]);
    const paid = [a, b].filter((response) => response.statusCode === 200);
    const refused = [a, b].filter((response) => response.statusCode === 422);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const payment = paid[0]?.json().data as { ref_id: string };
    expect(refused[0]?.json().errors.ref_id[0]).toMatch(
      new RegExp(`^Tagihan ini (sedang|sudah) dibayar \\(transaksi ${payment.ref_id}\\)`),
    );
    expect((await depositOf(first)) + (await depositOf(second))).toBe(2_000_000 - bills[0].total);
    const payer = a.statusCode === 200 ? first : second;
    await dispatched(payer, payment.ref_id);
    for (const who of [first, second]) {
      const again = await inquire(who, 'bpjs', '8801234560001');
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.customer_no).toEqual([`Tagihan ini sudah dibayar (transaksi ${payment.ref_id}).`]);
    }
    second.browser.locale = 'en';
    expect((await inquire(second, 'bpjs', '8801234560001')).json().errors.customer_no).toEqual([
      `This bill has already been paid (transaction ${payment.ref_id}).`,
    ]);
    await expectLedgerClean(ctx);
  });

  it('[PAS-01] a bill whose payment failed may be paid again', async () => {
    const who = await buyer(ctx, { tenant: 'mitra', deposit: 1_000_000 });
    const failing = await billOf(who, 'bpjs', '8801234560005');
    await pay(who, failing.ref_id);
    expect((await dispatched(who, failing.ref_id)).status).toBe('failed');
    expect((await inquire(who, 'bpjs', '8801234560005')).statusCode).toBe(200);
  });

  it('[PAS-01] a bill inquired yesterday must be inquired again before paying', async () => {
    const who = await buyer(ctx);
    const bill = await billOf(who, 'pdam', '1013228');
    ctx.clock.advance(24 * 60 * 60_000);
    const late = await pay(who, bill.ref_id);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.ref_id).toEqual(['Tagihan ini dicek kemarin. Cek tagihan lagi sebelum membayar.']);
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[DEP-11] a bill larger than the deposit is refused and stays payable after a top-up', async () => {
    const who = await buyer(ctx, { deposit: 1_000 });
    const bill = await billOf(who, 'pdam', '1013228');
    const refused = await pay(who, bill.ref_id);
    expect(refused.json().message).toBe('Saldo deposit Anda tidak cukup');
    expect((await who.browser.get(`/api/v1/pascabayar/transaction/${bill.ref_id}`)).json().data.status).toBe('inquiry');
  });

  it('postpaid history lists payments, not bare inquiries; another account cannot see them', async () => {
    const who = await buyer(ctx, { tenant: 'mitra', deposit: 2_000_000 });
    await billOf(who, 'pdam', '1013228');
    const paid = await billOf(who, 'internet', '6391601001');
    await pay(who, paid.ref_id);
    await dispatched(who, paid.ref_id);
    const history = (await who.browser.get('/api/v1/pascabayar/transactions')).json();
    expect(history.data.map((row: { ref_id: string }) => row.ref_id)).toEqual([paid.ref_id]);
    const prepaid = (await who.browser.get('/api/v1/prabayar/transactions')).json();
    expect(prepaid.meta.total).toBe(0);
    const stranger = await buyer(ctx);
    expect((await stranger.browser.get(`/api/v1/pascabayar/transaction/${paid.ref_id}`)).statusCode).toBe(404);
    expect(
      (await stranger.browser.post('/api/v1/pascabayar/pay', { ref_id: paid.ref_id, pin: buyerPin })).statusCode,
    ).toBe(422);
  });
});

describe('operator offers and money transfers', () => {
  /** A generated (not test) number of each offer type's operator: each is offered a package. */
  const offerNumbers = {
    tselomni: '081398765432',
    indosat4u: '085612345678',
    tricuanmax: '089612345678',
    xlcuanku: '081912345678',
    byupromo: '085112345678',
  } as const;

  const supplierCalls = () =>
    ctx.simulators.suppliers.reduce((sum, supplier) => sum + supplier.transactions().length, 0);

  it('[CAT-02][PAS-01] each operator offer: package, quota, validity and price; paid once, then no longer offered', async () => {
    const who = await buyer(ctx, { deposit: 1_000_000 });
    for (const [type, number] of Object.entries(offerNumbers)) {
      // Typed the way people paste numbers: +62 and separators.
      const bill = await billOf(who, type, `+62 ${number.slice(1, 4)}-${number.slice(4)}`);
      expect(bill.customer_no, type).toBe(number);
      expect(bill.offer, type).toEqual({
        package: expect.any(String),
        quota: expect.stringMatching(/GB/),
        validity: expect.stringMatching(/^\d+ Hari$/),
        normal_price: expect.any(Number),
      });
      expect(bill.offer?.normal_price ?? 0, type).toBeGreaterThan(bill.total);
      // The package lines are the offer, not repeated among the biller's other lines.
      expect(bill.details, type).toEqual({});
      expect([bill.admin_fee, bill.bill_amount, bill.period], type).toEqual([0, bill.total, bill.offer?.validity]);
      expect(bill.customer_name.length, type).toBeGreaterThan(2);
      // The same number is offered the same package on the next inquiry.
      const again = await billOf(who, type, number);
      expect([again.offer, again.total], type).toEqual([bill.offer, bill.total]);

      const before = await depositOf(who);
      const paid = await pay(who, again.ref_id);
      expect(paid.statusCode, `${type}: ${paid.body}`).toBe(200);
      expect(await depositOf(who), type).toBe(before - again.total);
      const done = await dispatched(who, again.ref_id);
      expect([done.status, done.bill.offer], type).toEqual(['success', bill.offer]);
      const receipt = postpaidReceiptResponseSchema.parse(
        (await who.browser.get(`/api/v1/receipt/pascabayar/${again.ref_id}`)).json(),
      ).data;
      expect(receipt.transaction.bill.offer, type).toEqual(bill.offer);
      expect(receipt).toMatchObject({ payment_status: 'success', total: bill.total });

      const taken = await inquire(who, type, number);
      expect(taken.json().errors.customer_no, type).toEqual([
        'Belum ada penawaran paket untuk nomor ini. Coba lagi nanti.',
      ]);
    }
  });

  it.each([
    ['tselomni', '085612345678', 'Nomor ini bukan nomor Telkomsel.'],
    ['indosat4u', '081234567890', 'Nomor ini bukan nomor Indosat.'],
    ['tricuanmax', '087812345678', 'Nomor ini bukan nomor Tri.'],
    ['xlcuanku', '089612345678', 'Nomor ini bukan nomor XL.'],
    // by.U is Telkomsel's, but on its own prefix.
    ['byupromo', '081234567890', 'Nomor ini bukan nomor by.U.'],
    ['tselomni', '0812', 'Nomor HP tidak valid.'],
    ['tselomni', '08123456789O', 'Nomor HP tidak valid.'],
  ])('[CAT-02] %s refuses %s before asking the supplier: %s', async (type, number, message) => {
    const who = await buyer(ctx);
    const calls = supplierCalls();
    const response = await inquire(who, type, number);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.customer_no).toEqual([message]);
    expect(supplierCalls()).toBe(calls);
  });

  it('[CAT-02] an offer-less number, a failed offer inquiry, and the refusals in English', async () => {
    const who = await buyer(ctx);
    expect((await inquire(who, 'tselomni', '081200001231')).json().errors.customer_no).toEqual([
      'Belum ada penawaran paket untuk nomor ini. Coba lagi nanti.',
    ]);
    expect((await inquire(who, 'byupromo', '085100001232')).json().errors.customer_no).toEqual([
      'Cek tagihan gagal. Coba lagi beberapa saat lagi.',
    ]);
    who.browser.locale = 'en';
    expect((await inquire(who, 'xlcuanku', '087800001231')).json().errors.customer_no).toEqual([
      'There is no package offer for this number yet. Try again later.',
    ]);
    expect((await inquire(who, 'xlcuanku', '081234567890')).json().errors.customer_no).toEqual([
      'This number is not on XL.',
    ]);
    expect((await inquire(who, 'kirim-uang', '8720012345', { amount: 500 })).json().errors.amount).toEqual([
      'The amount to send must be between Rp 10.000 and Rp 5.000.000.',
    ]);
  });

  it.each([
    [{}, 'Nominal kirim uang harus antara Rp 10.000 dan Rp 5.000.000.'],
    [{ amount: 9_999 }, 'Nominal kirim uang harus antara Rp 10.000 dan Rp 5.000.000.'],
    [{ amount: 5_000_001 }, 'Nominal kirim uang harus antara Rp 10.000 dan Rp 5.000.000.'],
  ])('[PAS-01] kirim uang with %o is refused under amount: %s', async (more, message) => {
    const who = await buyer(ctx);
    const response = await inquire(who, 'kirim-uang', '8720012345', { product_code: 'kirimbca', ...more });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toEqual([message]);
  });

  it('[PAS-01] kirim uang names the account holder, charges the amount plus the admin fee once, and may be sent again', async () => {
    const who = await buyer(ctx, { deposit: 6_000_000 });
    const transfer = await billOf(who, 'kirim-uang', '8720012345', { product_code: 'kirimbca', amount: 250_000 });
    expect(transfer).toMatchObject({
      type: 'kirim-uang',
      product_code: 'kirimbca',
      provider: 'BCA',
      customer_no: '8720012345',
      bill_amount: 250_000,
      admin_fee: 2_500,
      total: 252_500,
      details: { bank: 'BCA', kode_bank: '014' },
    });
    expect(transfer.customer_name).toMatch(/^[A-Z][A-Z ]+$/);
    expect(transfer.offer).toBeUndefined();
    await pay(who, transfer.ref_id);
    expect(await depositOf(who)).toBe(6_000_000 - 252_500);
    expect((await dispatched(who, transfer.ref_id)).status).toBe('success');

    // The largest transfer, to the same account, the same day (the simulated suppliers get the money for it first).
    for (const supplier of ctx.simulators.suppliers) supplier.setBalance(supplier.balance + 5_002_500);
    const largest = await billOf(who, 'kirim-uang', '8720012345', { product_code: 'kirimbca', amount: 5_000_000 });
    expect([largest.customer_name, largest.total]).toEqual([transfer.customer_name, 5_002_500]);
    await pay(who, largest.ref_id);
    expect((await dispatched(who, largest.ref_id)).status).toBe('success');
    expect(await depositOf(who)).toBe(6_000_000 - 252_500 - 5_002_500);
  });

  it.each([
    ['kirimbri', '123000000000001', 'Nomor rekening tidak ditemukan. Periksa bank dan nomor rekening.'],
    ['kirimbri', '8720012345', 'Jumlah digit nomor rekening kurang atau lebih'],
    ['kirimmandiri', '1230000000002', 'Cek tagihan gagal. Coba lagi beberapa saat lagi.'],
  ])('[PAS-01] kirim uang to %s %s: %s', async (bank, account, message) => {
    const who = await buyer(ctx);
    const response = await inquire(who, 'kirim-uang', account, { product_code: bank, amount: 50_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.customer_no).toEqual([message]);
  });

  it('[TRX-11] kirim uang needs a verified phone number, as prepaid send money does', async () => {
    const who = await buyer(ctx, { phoneVerified: false });
    const response = await inquire(who, 'kirim-uang', '8720012345', { product_code: 'kirimbca', amount: 50_000 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Kirim uang memerlukan verifikasi nomor HP terlebih dahulu.');
  });
});
