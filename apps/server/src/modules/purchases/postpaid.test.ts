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

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  ctx.clock.set('2026-11-22T03:00:00.000Z');
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

async function inquire(who: Buyer, type: string, customerNo: string) {
  return who.browser.post('/api/v1/pascabayar/inquiry', { type, customer_no: customerNo });
}

async function billOf(who: Buyer, type: string, customerNo: string): Promise<Bill> {
  const response = await inquire(who, type, customerNo);
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
  it('[CAT-02] every postpaid type of the specification answers its billers; the ones without supplier products say so', async () => {
    const who = await buyer(ctx);
    for (const type of postpaidTypes) {
      const response = await who.browser.get(`/api/v1/pascabayar/${type}/billers`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.billers.length > 0).toBe(defaultBillers[type].length > 0);
    }
    const notOffered = await inquire(who, 'tselomni', '081234567890');
    expect(notOffered.json().errors.type).toEqual(['Jenis tagihan ini belum tersedia.']);
  });

  it('[PAS-01] each offered type: inquiry shows the bill, payment debits exactly the total once and succeeds', async () => {
    const who = await buyer(ctx, { deposit: 10_000_000 });
    for (const type of postpaidTypes) {
      const biller = defaultBillers[type][0];
      if (!biller) continue;
      const bill = await billOf(who, type, payableNumber(biller.code));
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
    const who = await buyer(ctx, { deposit: 2_000_000 });
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

  it('[PAS-01] a failed payment is refunded once; a pending one settles by its callback', async () => {
    const who = await buyer(ctx, { deposit: 2_000_000 });
    const failing = await billOf(who, 'electricity', '530000000006');
    await pay(who, failing.ref_id);
    expect((await dispatched(who, failing.ref_id)).status).toBe('failed');
    expect(await depositOf(who)).toBe(2_000_000);

    const pending = await billOf(who, 'electricity', '630000000001');
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
    const bill = await billOf(who, 'pdam', '1013226');
    const refused = await pay(who, bill.ref_id);
    expect(refused.json().message).toBe('Saldo deposit Anda tidak cukup');
    expect((await who.browser.get(`/api/v1/pascabayar/transaction/${bill.ref_id}`)).json().data.status).toBe('inquiry');
  });

  it('postpaid history lists payments, not bare inquiries; another account cannot see them', async () => {
    const who = await buyer(ctx, { deposit: 2_000_000 });
    await billOf(who, 'pdam', '1013226');
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
