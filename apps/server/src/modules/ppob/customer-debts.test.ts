import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerDebtResponseSchema, type CustomerDebt } from '@konter/shared/contracts/transactions';
import { transactionReportResponseSchema } from '@konter/shared/contracts/reports';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  purchase,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/*
 * §3 down payments: a seller records what the customer paid now and still owes, with notes, and settles the rest
 * later. It is the seller's own book: the deposit is charged the full price as for any purchase.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

const telkomsel = '081298765432';
/** Digiflazz's test number that fails at every supplier. */
const failingXl = '087800001232';

const debtPath = (refId: string) => `/api/v1/prabayar/transaction/${refId}/customer-debt`;

async function debtOf(who: Buyer, refId: string): Promise<CustomerDebt> {
  const response = await who.browser.get(debtPath(refId));
  expect(response.statusCode, response.body).toBe(200);
  return customerDebtResponseSchema.parse(response.json()).data;
}

async function pay(who: Buyer, refId: string, body: { amount?: number | string; notes?: string } = {}) {
  return who.browser.post(debtPath(refId), body);
}

/** A Telkomsel 10.000 sold at Rp 12.000 with a down payment, settled by the supplier. */
async function soldWithDownPayment(who: Buyer, downPayment: number | string, notes?: string, destination = telkomsel) {
  const response = await purchase(who, {
    product_code: 'tsel10',
    destination,
    selling_price: 12_000,
    down_payment: downPayment,
    ...(notes === undefined ? {} : { down_payment_notes: notes }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const transaction = await dispatch(ctx, who, response.json().data.ref_id);
  return transaction;
}

describe('down-payment purchases', () => {
  it('[§3-down-payment] the customer paid part now: the deposit pays the full price, the rest is the customer debt, on the receipt too', async () => {
    const who = await buyer(ctx);
    const transaction = await soldWithDownPayment(who, 5_000, 'Bu Sari, bayar Jumat');
    expect(transaction.status).toBe('success');
    expect(await depositOf(who)).toBe(100_000 - transaction.price);
    const debt = await debtOf(who, transaction.ref_id);
    expect(debt).toEqual({
      ref_id: transaction.ref_id,
      selling_price: 12_000,
      down_payment: 5_000,
      amount: 7_000,
      paid: 0,
      outstanding: 7_000,
      notes: 'Bu Sari, bayar Jumat',
      status: 'unpaid',
      settled_at: null,
    });
    const receipt = await who.browser.get(`/api/v1/receipt/prabayar/${transaction.ref_id}`);
    expect(receipt.json().data.customer_debt).toEqual(debt);
    // A purchase without a down payment has no customer debt.
    const plain = await purchase(who, { product_code: 'tsel5', destination: telkomsel });
    const plainRef = plain.json().data.ref_id as string;
    await dispatch(ctx, who, plainRef);
    const none = await who.browser.get(debtPath(plainRef));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Transaksi ini tidak punya utang pelanggan.');
    expect((await who.browser.get(`/api/v1/receipt/prabayar/${plainRef}`)).json().data.customer_debt).toBeNull();
  });

  it('[§3-down-payment][VAL-01] a down payment must be whole Rupiah below the selling price; refused ones charge nothing', async () => {
    const who = await buyer(ctx);
    const atPrice = await purchase(who, {
      product_code: 'tsel10',
      destination: telkomsel,
      selling_price: 12_000,
      down_payment: 12_000,
    });
    expect(atPrice.statusCode).toBe(422);
    expect(atPrice.json().errors.down_payment).toEqual(['Uang muka harus kurang dari harga jual (Rp 12.000).']);
    who.browser.locale = 'en';
    for (const [value, message] of [
      ['12.5', 'Down payment must be an integer.'],
      ['abc', 'Down payment must be an integer.'],
      [-1, 'Down payment must be at least 0.'],
    ] as const) {
      const wrong = await purchase(who, { product_code: 'tsel10', destination: telkomsel, down_payment: value });
      expect(wrong.statusCode, String(value)).toBe(422);
      expect(wrong.json().errors.down_payment[0]).toBe(message);
    }
    const tooLong = await purchase(who, {
      product_code: 'tsel10',
      destination: telkomsel,
      down_payment: 1_000,
      down_payment_notes: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['down_payment_notes']);
    who.browser.locale = 'zh';
    const chinese = await purchase(who, { product_code: 'tsel10', destination: telkomsel, down_payment: 99_999 });
    expect(chinese.json().errors.down_payment[0]).toMatch(/^首付款必须低于售价/);
    expect(await depositOf(who)).toBe(100_000);
  });

  it('[§3-down-payment] the rest is settled later: part, then all of it; more than is owed or a second settlement is refused', async () => {
    const who = await buyer(ctx);
    const { ref_id: refId } = await soldWithDownPayment(who, 0);
    expect((await debtOf(who, refId)).outstanding).toBe(12_000);
    const part = await pay(who, refId, { amount: 5_000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().message).toBe('Pembayaran pelanggan dicatat.');
    expect(part.json().data).toMatchObject({ paid: 5_000, outstanding: 7_000, status: 'unpaid', settled_at: null });
    const tooMuch = await pay(who, refId, { amount: 7_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual(['Pembayaran melebihi sisa utang (Rp 7.000).']);
    const zero = await pay(who, refId, { amount: 0 });
    expect(zero.statusCode).toBe(422);
    // No amount: the whole rest, with new notes.
    const rest = await pay(who, refId, { notes: 'Lunas tunai' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ paid: 12_000, outstanding: 0, status: 'paid', notes: 'Lunas tunai' });
    expect(rest.json().data.settled_at).toBe(ctx.clock.now().toISOString());
    const again = await pay(who, refId, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'customer_debt_closed', message: 'Utang pelanggan ini sudah lunas.' });
    // Nothing of this touched the deposit.
    expect(await depositOf(who)).toBe(100_000 - (await purchasePrice(who, refId)));
  });

  it('[§3-down-payment] two payments recorded at once cannot together take more than is owed', async () => {
    const who = await buyer(ctx);
    const { ref_id: refId } = await soldWithDownPayment(who, 4_000);
    const results = await Promise.all([pay(who, refId, { amount: 5_000 }), pay(who, refId, { amount: 5_000 })]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const refused = results.find((response) => response.statusCode === 422);
    expect(refused?.json().errors.amount).toEqual(['Pembayaran melebihi sisa utang (Rp 3.000).']);
    expect(await debtOf(who, refId)).toMatchObject({ paid: 5_000, outstanding: 3_000, status: 'unpaid' });
  });

  it('[§3-down-payment] a purchase that failed leaves no debt: void, nothing to settle, out of the totals', async () => {
    const who = await buyer(ctx);
    const response = await purchase(who, { product_code: 'xld10', destination: failingXl, down_payment: 2_000 });
    expect(response.statusCode, response.body).toBe(200);
    const failed = await dispatch(ctx, who, response.json().data.ref_id);
    expect(failed.status).toBe('failed');
    expect(await depositOf(who)).toBe(100_000);
    expect(await debtOf(who, failed.ref_id)).toMatchObject({ status: 'void', outstanding: 0, down_payment: 2_000 });
    who.browser.locale = 'en';
    const refused = await pay(who, failed.ref_id, { amount: 1_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The transaction did not go through: the customer owes nothing.');
    const report = transactionReportResponseSchema.parse(
      (await who.browser.get('/api/v1/report/prabayar?preset=today')).json(),
    );
    expect(report.data[0]).toMatchObject({ customer_debt_status: 'void', customer_debt_outstanding: 0 });
    expect(report.totals).toMatchObject({ down_payment: 0, customer_debt_outstanding: 0 });
  });

  it("[§3-down-payment] another account cannot read or settle a seller's customer debt", async () => {
    const seller = await buyer(ctx);
    const other = await buyer(ctx);
    const { ref_id: refId } = await soldWithDownPayment(seller, 1_000);
    expect((await other.browser.get(debtPath(refId))).statusCode).toBe(404);
    const response = await pay(other, refId, { amount: 1_000 });
    expect(response.statusCode).toBe(404);
    expect((await debtOf(seller, refId)).paid).toBe(0);
    const anonymous = await ctx.app.inject({ url: debtPath(refId), headers: { host: 'localhost' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('[§3-down-payment][TRX-02] a retry with the same request id answers the first purchase; the key with another down payment is refused', async () => {
    const who = await buyer(ctx);
    const body = {
      product_code: 'tsel10',
      destination: telkomsel,
      down_payment: 3_000,
      request_id: 'dp-retry-0001',
    };
    const first = await purchase(who, body);
    const retry = await purchase(who, body);
    expect(retry.json()).toMatchObject({ replayed: true, data: { ref_id: first.json().data.ref_id } });
    const other = await purchase(who, { ...body, down_payment: 4_000 });
    expect(other.statusCode).toBe(422);
    await dispatch(ctx, who, first.json().data.ref_id);
    expect((await debtOf(who, first.json().data.ref_id)).down_payment).toBe(3_000);
  });
});

describe('down payments in the report centre', () => {
  it('[RPT-02][§3-down-payment] the purchase report and its export carry dp value, customer debt, what is left, notes and status, with totals', async () => {
    const who = await buyer(ctx, { deposit: 200_000 });
    const first = await soldWithDownPayment(who, 5_000, 'Pak Budi');
    const second = await soldWithDownPayment(who, 2_000, undefined, '081298765433');
    expect((await pay(who, second.ref_id, {})).statusCode).toBe(200);
    const plain = await purchase(who, { product_code: 'tsel5', destination: telkomsel });
    await dispatch(ctx, who, plain.json().data.ref_id);

    const report = transactionReportResponseSchema.parse(
      (await who.browser.get('/api/v1/report/prabayar?preset=today')).json(),
    );
    const byRef = new Map(report.data.map((row) => [row.ref_id, row]));
    expect(byRef.get(first.ref_id)).toMatchObject({
      down_payment: 5_000,
      customer_debt: 7_000,
      customer_debt_outstanding: 7_000,
      customer_debt_notes: 'Pak Budi',
      customer_debt_status: 'unpaid',
    });
    expect(byRef.get(second.ref_id)).toMatchObject({
      down_payment: 2_000,
      customer_debt: 10_000,
      customer_debt_outstanding: 0,
      customer_debt_notes: null,
      customer_debt_status: 'paid',
    });
    expect(byRef.get(plain.json().data.ref_id)).toMatchObject({ down_payment: null, customer_debt_status: null });
    expect(report.totals).toMatchObject({ down_payment: 7_000, customer_debt_outstanding: 7_000 });

    who.browser.locale = 'en';
    const file = await who.browser.get('/api/v1/report/prabayar/export?preset=today&format=xlsx');
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows.find((cells) => cells.includes('Down Payment')) ?? [];
    const columnOf = (name: string) => header.indexOf(name);
    for (const name of ['Down Payment', 'Customer Debt', 'Customer Debt Left', 'Debt Notes', 'Debt Status']) {
      expect(columnOf(name), name).toBeGreaterThan(0);
    }
    const firstRow = rows.find((cells) => cells.includes(first.ref_id)) ?? [];
    expect(firstRow[columnOf('Down Payment')]).toBe(5_000);
    expect(firstRow[columnOf('Customer Debt')]).toBe(7_000);
    expect(firstRow[columnOf('Customer Debt Left')]).toBe(7_000);
    expect(firstRow[columnOf('Debt Notes')]).toBe('Pak Budi');
    expect(firstRow[columnOf('Debt Status')]).toBe('Unpaid');
    const secondRow = rows.find((cells) => cells.includes(second.ref_id)) ?? [];
    expect(secondRow[columnOf('Debt Status')]).toBe('Paid');
    const totals = rows.at(-1) ?? [];
    expect(totals[columnOf('Down Payment')]).toBe(7_000);
    expect(totals[columnOf('Customer Debt Left')]).toBe(7_000);
  });
});

async function purchasePrice(who: Buyer, refId: string): Promise<number> {
  return (await who.browser.get(`/api/v1/prabayar/transaction/${refId}`)).json().data.price as number;
}
