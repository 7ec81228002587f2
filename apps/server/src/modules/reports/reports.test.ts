import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  agentListReportResponseSchema,
  agentTransactionReportResponseSchema,
  cashbackReportResponseSchema,
  reportAvailabilitySchema,
  depositReportResponseSchema,
  transactionReportResponseSchema,
  type TransactionReportRow,
} from '@konter/shared/contracts/reports';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { queryRows } from '../../db/client.ts';
import type { PostpaidBillSnapshot } from '../../db/schema/ppob-purchases.ts';
import { expectLedgerClean, fund } from '../../test/ledger-helpers.ts';
import { buyer, buyerPassword, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { depositJobs } from '../deposits/index.ts';
import { holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { jakartaDateTime, jakartaWallClock } from '@konter/shared/time/jakarta';
import { insertPurchases, type FixturePurchase } from './reports.fixtures.ts';
import { createReportsService } from './reports.service.ts';

const start = '2026-11-22T03:00:00.000Z'; // 10:00 on 22 November in Jakarta

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  ctx.clock.set(start);
  await expectLedgerClean(ctx);
});

const minutes = (count: number) => count * 60_000;

async function report(who: Buyer, path: string) {
  const response = await who.browser.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}
const prepaid = async (who: Buyer, query = '') =>
  transactionReportResponseSchema.parse(await report(who, `/api/v1/report/prabayar${query ? `?${query}` : ''}`));
const postpaid = async (who: Buyer, query = '') =>
  transactionReportResponseSchema.parse(await report(who, `/api/v1/report/pascabayar${query ? `?${query}` : ''}`));
const depositReport = async (who: Buyer, query = '') =>
  depositReportResponseSchema.parse(await report(who, `/api/v1/report/deposit${query ? `?${query}` : ''}`));
const cashbackReport = async (who: Buyer, query = '') =>
  cashbackReportResponseSchema.parse(await report(who, `/api/v1/report/cashback${query ? `?${query}` : ''}`));

async function bought(who: Buyer, body: Record<string, unknown>, settle = true) {
  const response = await purchase(who, body);
  expect(response.statusCode, response.body).toBe(200);
  const refId = response.json().data.ref_id as string;
  if (!settle) return response.json().data as Transaction;
  // The settlement happens a minute later, so its ledger entries do not share the debit's instant.
  ctx.clock.advance(minutes(1));
  return dispatch(ctx, who, refId);
}

/** Every row of a report, all pages. */
async function everyRow(who: Buyer, name: 'prabayar' | 'pascabayar', query: string) {
  const rows: TransactionReportRow[] = [];
  for (let page = 1; ; page += 1) {
    const body = transactionReportResponseSchema.parse(
      await report(who, `/api/v1/report/${name}?${query}&per_page=100&page=${page}`),
    );
    rows.push(...body.data);
    if (rows.length >= body.meta.total) return { rows, totals: body.totals };
  }
}

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as unknown[]).slice(1);
  });
  return rows.map((row) => row ?? []);
}

/** RFC 4180 lines: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

const jakartaText = (iso: string) => jakartaDateTime(new Date(iso));

describe('prepaid report', () => {
  it('[RPT-01][RPT-02] each purchase with number, product, price, selling price, profit, status, serial, order number and the deposit before and after its debit', async () => {
    const who = await buyer(ctx, { deposit: 100_000 });
    const first = await bought(who, {
      product_code: 'tsel10',
      destination: '081298764444',
      order_number: 'TOKO-1',
      selling_price: 15_000,
    });
    ctx.clock.advance(minutes(1));
    const failed = await bought(who, { product_code: 'xld10', destination: '087800001235' });
    ctx.clock.advance(minutes(1));
    const pending = await bought(who, { product_code: 'tsel10', destination: '081298765555' }, false);

    const body = await prepaid(who);
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 3 });
    expect(body.data.map((row) => row.ref_id)).toEqual([pending.ref_id, failed.ref_id, first.ref_id]);
    const [third, second, firstRow] = body.data;
    expect(firstRow).toMatchObject({
      destination: '081298764444',
      product_code: 'tsel10',
      product_name: first.product_name,
      order_number: 'TOKO-1',
      price: first.price,
      selling_price: 15_000,
      profit: 15_000 - first.price,
      status: 'success',
      serial_number: first.serial_number,
      start_balance: 100_000,
      end_balance: 100_000 - first.price,
      postpaid_type: null,
      admin_fee: null,
    });
    expect(firstRow?.serial_number).toBeTruthy();
    expect(second).toMatchObject({
      status: 'failed',
      serial_number: null,
      start_balance: 100_000 - first.price,
      end_balance: 100_000 - first.price - failed.price,
    });
    // The app's own reason for the supplier's rc 54, in the reader's language, not the supplier's words.
    expect(second?.note).toBe('Nomor tujuan salah atau tidak terdaftar. Periksa kembali nomornya.');
    // The failed purchase was refunded before the third: the third starts from the refunded balance.
    expect(third).toMatchObject({
      status: 'processing',
      start_balance: 100_000 - first.price,
      end_balance: 100_000 - first.price - pending.price,
    });
    expect(body.totals).toEqual({
      count: 3,
      success_count: 1,
      price: first.price,
      selling_price: 15_000,
      profit: 15_000 - first.price,
      admin_fee: 0,
      discount: firstRow?.discount ?? -1,
      loss: 0,
      down_payment: 0,
      customer_debt_outstanding: 0,
    });
    // RPT-02: paid from the deposit; the failed one was refunded, the one in progress is pending.
    expect([firstRow, second, third].map((row) => [row?.payment_method, row?.payment_status])).toEqual([
      ['deposit', 'paid'],
      ['deposit', 'refunded'],
      ['deposit', 'pending'],
    ]);
  });

  it('[RPT-01] filters: status, family, product, and number / ref / order number search', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const at = ctx.clock.now();
    await insertPurchases(ctx.database, who.tenantId, who.accountId, [
      { at, destination: '081211110000', orderNumber: 'ORD-77', productCode: 'tsel10', status: 'success' },
      {
        at: new Date(at.getTime() - minutes(1)),
        destination: '087822220000',
        productCode: 'xld25',
        productName: 'XL 25.000',
        status: 'failed',
      },
      {
        at: new Date(at.getTime() - minutes(2)),
        destination: '12345678901',
        productCode: 'pln20',
        productName: 'PLN 20.000',
        family: 'listrik',
        status: 'success',
      },
    ]);
    const codes = async (query: string) => (await prepaid(who, query)).data.map((row) => row.product_code);
    expect(await codes('status=failed')).toEqual(['xld25']);
    expect(await codes('family=listrik')).toEqual(['pln20']);
    expect(await codes('product=xl')).toEqual(['xld25']);
    expect(await codes('product=PLN%2020')).toEqual(['pln20']);
    expect(await codes('search=0878')).toEqual(['xld25']);
    expect(await codes('search=ORD-77')).toEqual(['tsel10']);
    expect(await codes('search=%25')).toEqual([]);
    expect(await codes('search=&product=')).toEqual(['tsel10', 'xld25', 'pln20']);
    const combined = await prepaid(who, 'status=success&search=0812');
    expect(combined.data.map((row) => row.product_code)).toEqual(['tsel10']);
    expect(combined.totals).toMatchObject({ count: 1, success_count: 1, price: 10_500 });
  });

  it('[RPT-03] presets today, yesterday, last 7 and last 30 days are whole Jakarta days; a custom range is inclusive', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const day = (iso: string) => ({ at: new Date(iso), destination: `0812${iso.replace(/\D/g, '').slice(4, 12)}` });
    await insertPurchases(ctx.database, who.tenantId, who.accountId, [
      day('2026-11-22T03:00:00.000Z'), // today 10:00 WIB
      day('2026-11-21T17:00:00.000Z'), // today 00:00 WIB
      day('2026-11-21T16:59:59.000Z'), // yesterday 23:59:59 WIB
      day('2026-11-15T17:00:00.000Z'), // 16 Nov 00:00 WIB: the first day of the last 7
      day('2026-11-15T16:59:00.000Z'), // 15 Nov 23:59 WIB
      day('2026-10-23T17:00:00.000Z'), // 24 Oct 00:00 WIB: the first day of the last 30
      day('2026-10-23T16:59:00.000Z'), // 23 Oct 23:59 WIB
    ]);
    const total = async (query: string) => (await prepaid(who, query)).meta.total;
    expect(await total('preset=today')).toBe(2);
    expect(await total('preset=yesterday')).toBe(1);
    expect(await total('preset=last7')).toBe(4);
    expect(await total('preset=last30')).toBe(6);
    expect(await total('')).toBe(7);
    expect(await total('from=2026-11-21&to=2026-11-21')).toBe(1);
    expect(await total('from=2026-10-24&to=2026-11-15')).toBe(2);
    expect(await total('from=2026-11-16')).toBe(4);
    expect(await total('to=2026-10-23')).toBe(1);
    // A preset wins over a range sent with it.
    expect(await total('preset=today&from=2020-01-01&to=2020-01-02')).toBe(2);

    ctx.clock.set('2026-11-22T16:59:59.000Z'); // 23:59:59 WIB: still the 22nd
    expect(await total('preset=today')).toBe(2);
    ctx.clock.set('2026-11-22T17:00:00.000Z'); // midnight in Jakarta: the 22nd is yesterday now
    expect(await total('preset=today')).toBe(0);
    expect(await total('preset=yesterday')).toBe(2);
    expect(await total('preset=last7')).toBe(3);
  });

  it('[RPT-01] pages are newest first, never overlap, and carry the totals of the whole filter', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const newest = ctx.clock.now().getTime();
    await insertPurchases(
      ctx.database,
      who.tenantId,
      who.accountId,
      Array.from({ length: 45 }, (_, index) => ({
        at: new Date(newest - minutes(index)),
        destination: `08129${String(index).padStart(7, '0')}`,
        status: index % 5 === 0 ? ('failed' as const) : ('success' as const),
        price: 10_000 + index,
        // Sold at 10 020: the later ones cost more than they sold for (RPT-02 loss).
        sellingPrice: 10_020,
      })),
    );
    const pages = [await prepaid(who, 'page=1'), await prepaid(who, 'page=2'), await prepaid(who, 'page=3')];
    expect(pages.map((page) => page.data.length)).toEqual([20, 20, 5]);
    const destinations = pages.flatMap((page) => page.data.map((row) => row.destination));
    expect(destinations).toEqual(Array.from({ length: 45 }, (_, index) => `08129${String(index).padStart(7, '0')}`));
    const successful = Array.from({ length: 45 }, (_, index) => index).filter((index) => index % 5 !== 0);
    const expectedTotals = {
      count: 45,
      success_count: 36,
      price: successful.reduce((sum, index) => sum + 10_000 + index, 0),
      selling_price: 36 * 10_020,
      profit: successful.reduce((sum, index) => sum + 10_020 - (10_000 + index), 0),
      admin_fee: 0,
      discount: 0,
      loss: successful.reduce((sum, index) => sum + Math.max(10_000 + index - 10_020, 0), 0),
      down_payment: 0,
      customer_debt_outstanding: 0,
    };
    expect(expectedTotals.loss).toBeGreaterThan(0);
    const rows = pages.flatMap((page) => page.data);
    expect(rows.find((row) => row.destination === '081290000044')).toMatchObject({ loss: 24, profit: -24 });
    expect(rows.find((row) => row.destination === '081290000001')).toMatchObject({ loss: 0, profit: 19 });
    for (const page of pages) {
      expect(page.totals).toEqual(expectedTotals);
      expect(page.meta.total).toBe(45);
    }
    const beyond = await prepaid(who, 'page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.totals.count).toBe(45);
    const wide = await prepaid(who, 'per_page=100');
    expect(wide.data).toHaveLength(45);
  });

  it('[RPT-01] the export holds exactly the filter, every page of it: the .xlsx rows equal the report rows, with the totals', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const newest = ctx.clock.now().getTime();
    await insertPurchases(
      ctx.database,
      who.tenantId,
      who.accountId,
      Array.from({ length: 130 }, (_, index) => ({
        at: new Date(newest - minutes(index * 7)),
        destination: `08127${String(index).padStart(7, '0')}`,
        orderNumber: index % 2 === 0 ? `ORD-${index}` : null,
        status: index % 4 === 0 ? ('failed' as const) : ('success' as const),
        price: 10_000 + index,
        sellingPrice: 12_500,
      })),
    );
    const filter = 'status=success&preset=last7';
    const expected = await everyRow(who, 'prabayar', filter);
    expect(expected.rows.length).toBeGreaterThan(20);
    expect(expected.rows.length).toBeLessThan(130);

    const response = await who.browser.get(`/api/v1/report/prabayar/export?${filter}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="laporan-prabayar-2026-11-16_2026-11-22.xlsx"',
    );
    const sheet = await workbookOf(response.rawPayload);
    expect(String(sheet[0]?.[0])).toContain('Laporan Transaksi Prabayar');
    expect(String(sheet[1]?.[0])).toContain('Periode: 2026-11-16 s/d 2026-11-22 · Status: Sukses');
    expect(sheet[3]).toEqual([
      'Tanggal',
      'No. Ref',
      'No. Pesanan',
      'Nomor Tujuan',
      'Kode Produk',
      'Produk',
      'Harga (Saldo Terpotong)',
      'Harga Jual',
      'Profit',
      'Status',
      'SN',
      'Saldo Awal',
      'Saldo Akhir',
      'Keterangan',
      'Diskon',
      'Rugi',
      'Metode Pembayaran',
      'Status Pembayaran',
      'Uang Muka',
      'Utang Pelanggan',
      'Sisa Utang Pelanggan',
      'Catatan Utang',
      'Status Utang',
    ]);
    const data = sheet.slice(4, 4 + expected.rows.length);
    expect(data).toHaveLength(expected.rows.length);
    data.forEach((cells, index) => {
      const row = expected.rows[index];
      if (!row) throw new Error('missing row');
      expect(cells[0]).toEqual(jakartaWallClock(new Date(row.created_at)));
      expect(cells.slice(1, 11)).toEqual([
        row.ref_id,
        row.order_number ?? undefined,
        row.destination,
        row.product_code,
        row.product_name,
        row.price,
        row.selling_price,
        row.profit,
        'Sukses',
        row.serial_number ?? undefined,
      ]);
    });
    // Nothing else but a blank line and the totals line.
    expect(sheet.slice(4 + expected.rows.length)).toHaveLength(2);
    const totalsLine = sheet.at(-1) ?? [];
    expect(totalsLine[0]).toBe(`Total ${expected.totals.count} transaksi (${expected.totals.success_count} sukses)`);
    expect(totalsLine.slice(6, 9)).toEqual([
      expected.totals.price,
      expected.totals.selling_price,
      expected.totals.profit,
    ]);
  });

  it('[RPT-01] the .csv export is the same rows, dates in Jakarta time, readable by Excel (BOM, quoted cells)', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const newest = ctx.clock.now().getTime();
    await insertPurchases(
      ctx.database,
      who.tenantId,
      who.accountId,
      Array.from({ length: 25 }, (_, index) => ({
        at: new Date(newest - minutes(index)),
        destination: `08126${String(index).padStart(7, '0')}`,
        productName: index === 3 ? 'Paket "Combo", 10GB' : 'Telkomsel 10.000',
      })),
    );
    const expected = await everyRow(who, 'prabayar', 'preset=today');
    const response = await who.browser.get('/api/v1/report/prabayar/export?preset=today&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="laporan-prabayar-2026-11-22.csv"');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const [header, ...lines] = parseCsv(response.body.slice(1));
    expect(header?.[0]).toBe('Tanggal');
    expect(lines).toHaveLength(25);
    lines.forEach((cells, index) => {
      const row = expected.rows[index];
      if (!row) throw new Error('missing row');
      expect(cells.slice(0, 10)).toEqual([
        jakartaText(row.created_at),
        row.ref_id,
        '',
        row.destination,
        row.product_code,
        row.product_name,
        String(row.price),
        String(row.selling_price),
        String(row.profit),
        'Sukses',
      ]);
    });
    expect(lines[3]?.[5]).toBe('Paket "Combo", 10GB');
  });

  it('[RPT-01] text that a spreadsheet would run as a formula reaches the .csv as text; money stays numbers', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    await insertPurchases(ctx.database, who.tenantId, who.accountId, [
      { at: ctx.clock.now(), orderNumber: '-1-1', productName: '=HYPERLINK("http://x.example","Klik")' },
      { at: ctx.clock.now(), orderNumber: 'INV_2', productName: '@SUM(A1:A9)' },
    ]);
    const response = await who.browser.get('/api/v1/report/prabayar/export?preset=today&format=csv');
    expect(response.statusCode).toBe(200);
    const [, ...lines] = parseCsv(response.body.slice(1));
    const ours = lines.filter((cells) => cells[2] === "'-1-1" || cells[2] === 'INV_2');
    expect(ours.map((cells) => [cells[2], cells[5]]).sort()).toEqual([
      ["'-1-1", `'=HYPERLINK("http://x.example","Klik")`],
      ['INV_2', "'@SUM(A1:A9)"],
    ]);
    for (const cells of ours) expect(cells[6]).toMatch(/^\d+$/);
  });

  it('[RPT-01] an export reads the filter in batches after the last row: every row once, across batch edges', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const at = ctx.clock.now().getTime();
    // Rows sharing an instant straddle the batch edges: the order and the cursor include the id.
    await insertPurchases(
      ctx.database,
      who.tenantId,
      who.accountId,
      Array.from({ length: 23 }, (_, index) => ({
        at: new Date(at - minutes(Math.floor(index / 4))),
        destination: `08125${String(index).padStart(7, '0')}`,
      })),
    );
    const reports = createReportsService({ database: ctx.database, clock: ctx.clock, exportBatchSize: 5 });
    const tenant = { id: who.tenantId, brandName: 'Konter Pulsa' } as never;
    const auth = { accountId: who.accountId, tenantId: who.tenantId } as never;
    const file = reports.exportTransactions(tenant, auth, 'prabayar', { page: 1, per_page: 20 }, 'csv', 'id');
    let text = '';
    for await (const chunk of file.stream) text += String(chunk);
    const lines = parseCsv(text.slice(1)).slice(1);
    expect(lines).toHaveLength(23);
    expect(new Set(lines.map((line) => line[1])).size).toBe(23);
    const expected = await everyRow(who, 'prabayar', '');
    expect(lines.map((line) => line[1])).toEqual(expected.rows.map((row) => row.ref_id));
  });
});

describe('postpaid report', () => {
  const bill = (type: string, customerName: string, adminFee: number, periods: string[]): PostpaidBillSnapshot => ({
    type,
    customerName,
    adminFee,
    billTotal: 0,
    supplierPrice: 0,
    periods: periods.map((period) => ({ period, amount: 50_000, penalty: 0, adminFee: adminFee / periods.length })),
    description: {},
    inquiredOn: '2026-11-22',
  });
  /** A PDAM Kota Bandung bill of one customer number, paid (or only looked up) at `at`. */
  const waterBill = (at: Date, destination: string, rest: Partial<FixturePurchase>): FixturePurchase => ({
    at,
    kind: 'postpaid',
    family: 'pascabayar',
    productCode: 'pdambdg',
    productName: 'PDAM Kota Bandung',
    destination,
    ...rest,
  });

  it('[RPT-01][RPT-02] bill payments with customer name, period and admin fee, their own totals, apart from prepaid', async () => {
    const who = await buyer(ctx, { deposit: 300_000 });
    const at = ctx.clock.now().getTime();
    const [water, phone] = await insertPurchases(ctx.database, who.tenantId, who.accountId, [
      waterBill(new Date(at), '1020304050', {
        customerName: 'BUDI SANTOSO',
        bill: bill('pdam', 'BUDI SANTOSO', 5_000, ['202610', '202611']),
        price: 105_000,
        sellingPrice: 107_500,
      }),
      {
        at: new Date(at - minutes(5)),
        kind: 'postpaid',
        family: 'pascabayar',
        productCode: 'halo',
        productName: 'Kartu Halo',
        destination: '081187654321',
        bill: bill('hp', 'SITI AMINAH', 2_500, ['202611']),
        price: 80_000,
        status: 'failed',
      },
    ]);
    await insertPurchases(ctx.database, who.tenantId, who.accountId, [{ at: new Date(at - minutes(9)) }]);
    // The payment's debit, as the pay path posts it: the report reads the balances from it.
    await ctx.database.withTenant(who.tenantId, (tx) =>
      postTransfer(tx, who.tenantId, {
        idempotencyKey: `purchase:${water?.id}`,
        kind: 'postpaid.debit',
        reference: water?.refId ?? null,
        at: new Date(at),
        legs: [
          { code: holderCode('deposit', who.accountId), amount: -105_000 },
          { code: houseCodes.adjustments, amount: 105_000 },
        ],
      }),
    );

    const body = await postpaid(who);
    expect(body.data.map((row) => row.ref_id)).toEqual([water?.refId, phone?.refId]);
    expect(body.data[0]).toMatchObject({
      destination: '1020304050',
      product_name: 'PDAM Kota Bandung',
      customer_name: 'BUDI SANTOSO',
      postpaid_type: 'pdam',
      period: '202610, 202611',
      admin_fee: 5_000,
      price: 105_000,
      selling_price: 107_500,
      profit: 2_500,
      start_balance: 300_000,
      end_balance: 195_000,
    });
    // The customer name comes from the bill when the row has none.
    expect(body.data[1]).toMatchObject({ customer_name: 'SITI AMINAH', status: 'failed', start_balance: null });
    expect(body.totals).toEqual({
      count: 2,
      success_count: 1,
      price: 105_000,
      selling_price: 107_500,
      profit: 2_500,
      admin_fee: 5_000,
      discount: 0,
      loss: 0,
      down_payment: 0,
      customer_debt_outstanding: 0,
    });
    expect((await prepaid(who)).meta.total).toBe(1);
    expect((await postpaid(who, 'search=BDG')).meta.total).toBe(0);
    expect((await postpaid(who, 'product=halo')).data.map((row) => row.ref_id)).toEqual([phone?.refId]);

    const file = await who.browser.get('/api/v1/report/pascabayar/export?format=xlsx');
    const sheet = await workbookOf(file.rawPayload);
    expect(sheet[3]?.slice(3, 9)).toEqual([
      'No. Pelanggan',
      'Kode Produk',
      'Produk',
      'Nama Pelanggan',
      'Periode',
      'Biaya Admin',
    ]);
    expect(sheet[4]?.slice(6, 12)).toEqual(['BUDI SANTOSO', '202610, 202611', 5_000, 105_000, 107_500, 2_500]);
    expect(sheet.at(-1)?.slice(8, 12)).toEqual([5_000, 105_000, 107_500, 2_500]);
  });

  it('[RPT-01] a bill only looked up (not paid) is no row of the postpaid report, of its totals or of its file', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const at = ctx.clock.now().getTime();
    const [paid] = await insertPurchases(ctx.database, who.tenantId, who.accountId, [
      waterBill(new Date(at), '1020304050', { bill: bill('pdam', 'BUDI SANTOSO', 2_500, ['202611']), price: 52_500 }),
      waterBill(new Date(at - minutes(2)), '1020304051', {
        bill: bill('pdam', 'SITI AMINAH', 2_500, ['202611']),
        price: 52_500,
        status: 'inquiry',
      }),
    ]);
    const body = await postpaid(who);
    expect(body.data.map((row) => row.ref_id)).toEqual([paid?.refId]);
    expect(body.totals).toMatchObject({ count: 1, success_count: 1 });
    expect((await postpaid(who, 'search=1020304051')).meta.total).toBe(0);

    const file = await who.browser.get('/api/v1/report/pascabayar/export?format=csv');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('1020304050');
    expect(file.body).not.toContain('1020304051');

    // Nor can it be asked for by its status.
    const refused = await who.browser.get('/api/v1/report/pascabayar?status=inquiry');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toBeDefined();
  });

  it('[RPT-01] an account without bill payments gets an empty report with zero totals', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const body = await postpaid(who);
    expect(body).toEqual({
      data: [],
      meta: { page: 1, per_page: 20, total: 0 },
      totals: {
        count: 0,
        success_count: 0,
        price: 0,
        selling_price: 0,
        profit: 0,
        admin_fee: 0,
        discount: 0,
        loss: 0,
        down_payment: 0,
        customer_debt_outstanding: 0,
      },
    });
  });
});

describe('deposit report', () => {
  it('[RPT-01][RPT-02] every movement of the deposit: kind, method, reference, debit, credit, start and end balance', async () => {
    const who = await buyer(ctx, { deposit: 0, grants: ['deposit.transfer'] });
    const friend = await buyer(ctx, { deposit: 0 });
    await fund(ctx, who.tenantId, who.accountId, 50_000);
    ctx.clock.advance(minutes(1));
    const topUp = await who.browser.post('/api/v1/deposit/topup', {
      provider: 'xendit',
      method: 'qris',
      amount: 20_000,
    });
    expect(topUp.statusCode, topUp.body).toBe(201);
    const depositCode = topUp.json().data.code as string;
    ctx.clock.advance(minutes(1));
    const [invoice] = await ctx.database.withTenant(who.tenantId, (tx) =>
      queryRows<{ provider_ref: string }>(tx, sql`select provider_ref from deposits where code = ${depositCode}`),
    );
    await ctx.simulators.xendit.pay(invoice?.provider_ref ?? '');
    ctx.clock.advance(minutes(1));
    const transfer = await who.browser.post('/api/v1/deposit/transfer', {
      hp: friend.phone,
      amount: 5_000,
      note: 'titip',
      password: buyerPassword,
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const transferCode = transfer.json().data.code as string;
    ctx.clock.advance(minutes(1));
    const success = await bought(who, { product_code: 'tsel10', destination: '081298761111' });
    ctx.clock.advance(minutes(1));
    const failed = await bought(who, { product_code: 'xld10', destination: '087800001235' });

    const body = await depositReport(who);
    expect(body.data.map((row) => [row.kind, row.reference, row.debit, row.credit])).toEqual([
      ['purchase.refund', failed.ref_id, 0, failed.price],
      ['purchase.debit', failed.ref_id, failed.price, 0],
      ['purchase.debit', success.ref_id, success.price, 0],
      ['deposit.transfer', transferCode, 5_000, 0],
      ['deposit.topup', depositCode, 0, 20_000],
      ['test.fund', null, 0, 50_000],
    ]);
    // Each movement starts where the one before it ended.
    const ascending = [...body.data].reverse();
    expect(ascending[0]?.start_balance).toBe(0);
    ascending.forEach((row, index) => {
      expect(row.end_balance).toBe(row.start_balance + row.credit - row.debit);
      if (index > 0) expect(row.start_balance).toBe(ascending[index - 1]?.end_balance);
    });
    expect(body.data.find((row) => row.kind === 'deposit.topup')?.method).toBe('qris');
    // RPT-02: the top-up's service fee and payment status, the transfer's value; nothing of the kind elsewhere.
    const topUpRow = body.data.find((row) => row.kind === 'deposit.topup');
    expect(topUpRow).toMatchObject({ payment_status: 'paid', transfer_value: null });
    expect(topUpRow?.service_fee).toBeGreaterThanOrEqual(0);
    expect(body.data.find((row) => row.kind === 'deposit.transfer')).toMatchObject({
      transfer_value: 5_000,
      service_fee: null,
      payment_status: null,
    });
    expect(body.data.find((row) => row.kind === 'purchase.debit')).toMatchObject({
      transfer_value: null,
      service_fee: null,
    });
    expect(body.data.find((row) => row.kind === 'deposit.transfer')).toMatchObject({
      note: 'titip',
      counterparty: `${friend.phone} (Toko Berkah)`,
    });
    const closing = 70_000 - 5_000 - success.price;
    expect(body.totals).toEqual({
      count: 6,
      debit: 5_000 + success.price + failed.price,
      credit: 70_000 + failed.price,
      service_fee: topUpRow?.service_fee ?? -1,
      transfer_value: 5_000,
      opening_balance: 0,
      closing_balance: closing,
    });
    expect((await who.browser.get('/api/v1/account')).json().data.deposit).toBe(closing);

    const credits = await depositReport(who, 'direction=credit');
    expect(credits.data.map((row) => row.kind)).toEqual(['purchase.refund', 'deposit.topup', 'test.fund']);
    expect(credits.totals).toMatchObject({ count: 3, debit: 0, credit: 70_000 + failed.price, opening_balance: 0 });
    const search = await depositReport(who, `search=${transferCode.slice(0, 6)}`);
    expect(search.data.map((row) => row.reference)).toEqual([transferCode]);
    expect((await depositReport(who, 'search=titip')).meta.total).toBe(1);
    expect((await depositReport(who, 'preset=yesterday')).totals).toEqual({
      count: 0,
      debit: 0,
      credit: 0,
      service_fee: 0,
      transfer_value: 0,
      opening_balance: null,
      closing_balance: null,
    });
    // The receiver sees the same transfer as a credit from the sender.
    const received = await depositReport(friend);
    expect(received.data).toHaveLength(1);
    expect(received.data[0]).toMatchObject({
      kind: 'deposit.transfer',
      credit: 5_000,
      start_balance: 0,
      end_balance: 5_000,
      counterparty: `${who.phone} (Toko Berkah)`,
    });

    const file = await who.browser.get('/api/v1/report/deposit/export?format=xlsx');
    const sheet = await workbookOf(file.rawPayload);
    expect(sheet[3]).toEqual([
      'Tanggal',
      'Jenis',
      'Metode',
      'Referensi',
      'Debit',
      'Kredit',
      'Saldo Awal',
      'Saldo Akhir',
      'Catatan',
      'Biaya Layanan',
      'Status Pembayaran',
      'Nilai Transfer',
    ]);
    expect(sheet.slice(4, 10).map((cells) => [cells[1], cells[4], cells[5], cells[6], cells[7]])).toEqual(
      body.data.map((row) => [expect.any(String), row.debit, row.credit, row.start_balance, row.end_balance]),
    );
    expect(sheet[7]?.[1]).toBe('Transfer saldo');
    expect(sheet[7]?.[8]).toBe(`${friend.phone} (Toko Berkah) — titip`);
    expect(sheet.at(-1)?.slice(4, 8)).toEqual([body.totals.debit, body.totals.credit, 0, closing]);
  });

  it('[RPT-01] an account that never had money has an empty deposit report', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const body = await depositReport(who);
    expect(body.data).toEqual([]);
    expect(body.totals).toEqual({
      count: 0,
      debit: 0,
      credit: 0,
      service_fee: 0,
      transfer_value: 0,
      opening_balance: null,
      closing_balance: null,
    });
    const file = await who.browser.get('/api/v1/report/deposit/export?format=csv');
    expect(parseCsv(file.body.slice(1))).toHaveLength(1);
  });
});

describe('cashback report', () => {
  it('[RPT-01][RPT-02] cashback per purchase: date, source purchase, amount, credited or pending, with totals', async () => {
    const who = await buyer(ctx, { deposit: 300_000 });
    const [cashbackJob] = depositJobs.filter((job) => job.name === 'cashback.credit-daily');
    if (!cashbackJob) throw new Error('no cashback job');
    ctx.clock.set('2026-11-21T03:00:00.000Z'); // yesterday, 10:00 WIB
    const early = await bought(who, { product_code: 'tsel50', destination: '081298762222' });
    // Cashback accrues in a subscriber job of purchase.settled, dated by the settlement (decision 026).
    await ctx.queue.drain();
    ctx.clock.set('2026-11-21T17:30:00.000Z'); // 00:30 WIB today: yesterday's cashback is credited
    await ctx.queue.runNow(cashbackJob, {});
    ctx.clock.set(start);
    const late = await bought(who, { product_code: 'pln100', destination: '12345678901' });
    await ctx.queue.drain();

    const body = await cashbackReport(who);
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        earned_on: '2026-11-22',
        source: `purchase:${late.ref_id}`,
        ref_id: late.ref_id,
        product_name: late.product_name,
        destination: '12345678901',
        amount: 250,
        status: 'pending',
        credited_at: null,
      },
      {
        id: expect.any(String),
        created_at: expect.any(String),
        earned_on: '2026-11-21',
        source: `purchase:${early.ref_id}`,
        ref_id: early.ref_id,
        product_name: early.product_name,
        destination: '081298762222',
        amount: 100,
        status: 'credited',
        credited_at: '2026-11-21T17:30:00.000Z',
      },
    ]);
    expect(body.totals).toEqual({ count: 2, amount: 350, credited: 100, pending: 250 });
    expect((await cashbackReport(who, 'status=pending')).data.map((row) => row.amount)).toEqual([250]);
    expect((await cashbackReport(who, 'status=credited')).totals).toEqual({
      count: 1,
      amount: 100,
      credited: 100,
      pending: 0,
    });
    expect((await cashbackReport(who, 'search=0812')).data.map((row) => row.amount)).toEqual([100]);
    expect((await cashbackReport(who, 'search=0812')).totals.count).toBe(1);
    expect((await cashbackReport(who, 'preset=yesterday')).data.map((row) => row.amount)).toEqual([100]);
    // The credit shows in the deposit report too.
    const credits = await depositReport(who, 'direction=credit&search=purchase');
    expect(credits.data.map((row) => [row.kind, row.credit])).toEqual([['cashback.credit', 100]]);

    const file = await who.browser.get('/api/v1/report/cashback/export?format=xlsx');
    const sheet = await workbookOf(file.rawPayload);
    expect(sheet[4]?.slice(1, 7)).toEqual([
      '2026-11-22',
      late.ref_id,
      late.product_name,
      '12345678901',
      250,
      'Menunggu',
    ]);
    expect(sheet[5]?.[6]).toBe('Masuk deposit');
    expect(sheet[5]?.[7]).toEqual(jakartaWallClock(new Date('2026-11-21T17:30:00.000Z')));
    expect(sheet.at(-1)?.[5]).toBe(350);
  });
});

describe('agent transactions report', () => {
  const agentReport = async (who: Buyer, query = '') =>
    agentTransactionReportResponseSchema.parse(
      await report(who, `/api/v1/report/transaksi-agen${query ? `?${query}` : ''}`),
    );
  const availability = async (who: Buyer) =>
    reportAvailabilitySchema.parse(await report(who, '/api/v1/report/available'));

  it('[RPT-01][RPT-02] an upline sees the purchases of the agents who registered with its code, with who bought, filtered and totalled', async () => {
    const upline = await buyer(ctx, { role: 'master', deposit: 0 });
    expect(await availability(upline)).toEqual({
      agent_transactions: false,
      agent_transactions_allowed: true,
      agent_debt: true,
      shop: false,
    });
    const first = await buyer(ctx, { role: 'agent', deposit: 100_000, referredBy: upline.accountId });
    const second = await buyer(ctx, { role: 'agent', deposit: 100_000, referredBy: upline.accountId });
    const stranger = await buyer(ctx, { role: 'agent', deposit: 100_000 });
    expect(await availability(upline)).toEqual({
      agent_transactions: true,
      agent_transactions_allowed: true,
      agent_debt: true,
      shop: false,
    });

    const bought1 = await bought(first, { product_code: 'tsel10', destination: '081211110001' });
    const bought2 = await bought(second, { product_code: 'tsel5', destination: '081211110002' });
    const failed = await bought(second, { product_code: 'xld10', destination: '087800001232' });
    await bought(stranger, { product_code: 'tsel10', destination: '081211110003' });
    // A bill looked up and not paid is not a transaction.
    await insertPurchases(ctx.database, first.tenantId, first.accountId, [
      { at: ctx.clock.now(), kind: 'postpaid', family: 'pascabayar', status: 'inquiry' },
    ]);
    expect(failed.status).toBe('failed');

    const all = await agentReport(upline);
    expect(all.data.map((row) => row.ref_id)).toEqual([failed.ref_id, bought2.ref_id, bought1.ref_id]);
    const row = all.data.find((entry) => entry.ref_id === bought1.ref_id);
    expect(row).toMatchObject({
      agent_phone: first.phone,
      agent_name: 'Toko Berkah',
      destination: '081211110001',
      product_code: 'tsel10',
      price: bought1.price,
      status: 'success',
      // The agent's deposit is the agent's: no balances in the upline's report.
      start_balance: null,
      end_balance: null,
    });
    expect(all.totals).toMatchObject({ count: 3, success_count: 2, price: bought1.price + bought2.price });

    expect((await agentReport(upline, `search=${second.phone}`)).data.map((entry) => entry.ref_id)).toEqual([
      failed.ref_id,
      bought2.ref_id,
    ]);
    expect((await agentReport(upline, 'status=success&product=tsel5')).data.map((entry) => entry.ref_id)).toEqual([
      bought2.ref_id,
    ]);
    expect((await agentReport(upline, 'search=081211110003')).data).toEqual([]);

    const file = await upline.browser.get('/api/v1/report/transaksi-agen/export?format=xlsx&status=success');
    expect(file.statusCode).toBe(200);
    const sheet = await workbookOf(file.rawPayload);
    const header = sheet.findIndex((cells) => cells[0] === 'Tanggal');
    expect(sheet[header]?.slice(0, 4)).toEqual(['Tanggal', 'Nama Agen', 'HP Agen', 'No. Ref']);
    expect(sheet[header]).not.toContain('Saldo Awal');
    const lines = sheet.slice(header + 1, header + 3);
    expect(lines.map((cells) => cells[3])).toEqual([bought2.ref_id, bought1.ref_id]);
    expect(lines.map((cells) => cells[2])).toEqual([second.phone, first.phone]);
  });

  it('[RPT-01] agents see only their own; members may not open the report; an agent without agents has no tab', async () => {
    const upline = await buyer(ctx, { role: 'agent', deposit: 0 });
    const agent = await buyer(ctx, { role: 'member', deposit: 100_000, referredBy: upline.accountId });
    await bought(agent, { product_code: 'tsel10', destination: '081211110004' });
    expect((await agentReport(upline)).meta.total).toBe(1);
    expect(await availability(agent)).toEqual({
      agent_transactions: false,
      agent_transactions_allowed: false,
      agent_debt: false,
      shop: false,
    });
    expect((await agent.browser.get('/api/v1/report/transaksi-agen')).statusCode).toBe(403);
    expect((await agent.browser.get('/api/v1/report/transaksi-agen/export?format=csv')).statusCode).toBe(403);
    const other = await buyer(ctx, { role: 'agent', deposit: 0 });
    expect(await availability(other)).toEqual({
      agent_transactions: false,
      agent_transactions_allowed: true,
      agent_debt: true,
      shop: false,
    });
    expect((await agentReport(other)).data).toEqual([]);
  });

  it('[RPT-01] a member opening the agent report is told, in its language, that it is for agents and master agents', async () => {
    const member = await buyer(ctx, { role: 'member', deposit: 0 });
    const said = {
      id: 'Mohon maaf, laporan transaksi agen hanya dapat diakses oleh Agen dan Master.',
      en: 'Sorry, the agent transactions report is only for agents and master agents.',
      zh: '抱歉，代理交易报表仅限代理和主代理查看。',
    } as const;
    for (const locale of ['id', 'en', 'zh'] as const) {
      member.browser.locale = locale;
      for (const path of [
        '/api/v1/report/transaksi-agen?preset=last7',
        '/api/v1/report/transaksi-agen/export?format=xlsx',
      ]) {
        const response = await member.browser.get(path);
        expect(response.statusCode, `${locale} ${path}`).toBe(403);
        expect(response.json()).toEqual({ message: said[locale], code: 'unauthorized_access' });
      }
    }
  });
});

describe('agent network reports', () => {
  const agentReport = async (who: Buyer, query = '') =>
    agentTransactionReportResponseSchema.parse(
      await report(who, `/api/v1/report/transaksi-agen${query ? `?${query}` : ''}`),
    );
  const agentList = async (who: Buyer, query = '') =>
    agentListReportResponseSchema.parse(await report(who, `/api/v1/report/agen${query ? `?${query}` : ''}`));
  /** The reader's leg in a purchase's commission snapshot, as the settlement paid it. */
  const legOf = async (who: Buyer, refId: string, readerId: string) => {
    const [row] = await ctx.database.withTenant(who.tenantId, (tx) =>
      queryRows<{ amount: string | null }>(
        tx,
        sql`select (select sum((leg->>'amount')::bigint) from jsonb_array_elements(commission_legs) leg
                     where leg->>'accountId' = ${readerId}) as amount
              from prepaid_transactions where ref_id = ${refId}`,
      ),
    );
    return Number(row?.amount ?? 0);
  };

  it('[RPT-01][AGT-01] the agent transactions report shows the reader its own commission on each purchase, totalled, in the export too', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 100_000, referredBy: master.accountId });
    const member = await buyer(ctx, { role: 'member', deposit: 100_000, referredBy: agent.accountId });
    const byAgent = await bought(agent, { product_code: 'tsel10', destination: '081211120001' });
    const byMember = await bought(member, { product_code: 'tsel10', destination: '081211120002' });
    const failed = await bought(member, { product_code: 'xld10', destination: '087800001232' });
    expect(failed.status).toBe('failed');

    const forMaster = await agentReport(master);
    const commissionOf = (refId: string) => forMaster.data.find((row) => row.ref_id === refId)?.commission;
    const agentLeg = await legOf(agent, byAgent.ref_id, master.accountId);
    const memberLeg = await legOf(member, byMember.ref_id, master.accountId);
    expect(agentLeg).toBeGreaterThan(0);
    expect(commissionOf(byAgent.ref_id)).toBe(agentLeg);
    expect(commissionOf(byMember.ref_id)).toBe(memberLeg);
    // A failed purchase was refunded: its legs were never paid.
    expect(commissionOf(failed.ref_id)).toBe(0);
    expect(forMaster.totals.commission).toBe(agentLeg + memberLeg);
    // The agent between them sees its own leg on its member's purchase, not the master's.
    const forAgent = await agentReport(agent);
    expect(forAgent.data.find((row) => row.ref_id === byMember.ref_id)?.commission).toBe(
      await legOf(member, byMember.ref_id, agent.accountId),
    );

    const file = await master.browser.get('/api/v1/report/transaksi-agen/export?format=xlsx');
    expect(file.statusCode).toBe(200);
    const sheet = await workbookOf(file.rawPayload);
    const header = sheet.findIndex((cells) => cells[0] === 'Tanggal');
    const column = sheet[header]?.indexOf('Komisi Anda') ?? -1;
    expect(column).toBeGreaterThan(0);
    const byRef = new Map(sheet.slice(header + 1, header + 4).map((cells) => [cells[3], cells[column]]));
    expect(byRef.get(byAgent.ref_id)).toBe(agentLeg);
    expect(byRef.get(failed.ref_id)).toBe(0);
  });

  it('[RPT-01][AGT-01] the agent list report: every downline at any depth with level, role, join date, 30 days of purchases and deposit; searched and exported', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 100_000, referredBy: master.accountId });
    ctx.clock.advance(minutes(5));
    const member = await buyer(ctx, { role: 'member', deposit: 50_000, referredBy: agent.accountId });
    const stranger = await buyer(ctx, { role: 'agent', deposit: 10_000 });
    const sale = await bought(member, { product_code: 'tsel10', destination: '081211120003' });
    await bought(stranger, { product_code: 'tsel10', destination: '081211120004' });

    const list = await agentList(master);
    // Newest in the network first; nobody outside it.
    expect(list.data.map((row) => row.id)).toEqual([member.accountId, agent.accountId]);
    expect(list.data[0]).toMatchObject({
      phone: member.phone,
      role: 'member',
      level: 2,
      upline_name: 'Toko Berkah',
      purchases_30_days: 1,
      volume_30_days: sale.price,
      deposit: 50_000 - sale.price,
    });
    expect(list.data[1]).toMatchObject({ role: 'agent', level: 1, purchases_30_days: 0, deposit: 100_000 });
    expect(list.totals).toEqual({
      count: 2,
      purchases_30_days: 1,
      volume_30_days: sale.price,
      deposit: 150_000 - sale.price,
    });
    // The agent sees its own downline only.
    expect((await agentList(agent)).data.map((row) => row.id)).toEqual([member.accountId]);
    expect((await agentList(master, `search=${agent.phone}`)).data.map((row) => row.id)).toEqual([agent.accountId]);
    // The period filters the join date.
    expect((await agentList(master, 'preset=yesterday')).meta.total).toBe(0);

    // Purchases older than 30 Jakarta days drop out of the column; the deposit stays.
    await ctx.database.withTenant(member.tenantId, (tx) =>
      tx.execute(
        sql`update prepaid_transactions set created_at = created_at - interval '31 days' where ref_id = ${sale.ref_id}`,
      ),
    );
    expect((await agentList(master)).data[0]).toMatchObject({ purchases_30_days: 0, volume_30_days: 0 });

    const file = await master.browser.get('/api/v1/report/agen/export?format=xlsx');
    expect(file.statusCode).toBe(200);
    const sheet = await workbookOf(file.rawPayload);
    expect(sheet[0]?.[0]).toContain('Laporan Daftar Agen');
    const header = sheet.findIndex((cells) => cells[0] === 'Tanggal Bergabung');
    expect(sheet[header]).toEqual([
      'Tanggal Bergabung',
      'Nama',
      'No. HP',
      'Peran',
      'Level',
      'Upline',
      'Transaksi 30 Hari',
      'Omzet 30 Hari',
      'Saldo Deposit',
    ]);
    expect(sheet.slice(header + 1, header + 3).map((cells) => [cells[2], cells[3], cells[4]])).toEqual([
      [member.phone, 'Member', '2'],
      [agent.phone, 'Agen', '1'],
    ]);
    const csv = await master.browser.get('/api/v1/report/agen/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(member.phone);

    // Members have no network report: refused like the agent transactions.
    expect((await member.browser.get('/api/v1/report/agen')).statusCode).toBe(403);
    expect((await member.browser.get('/api/v1/report/agen/export?format=csv')).statusCode).toBe(403);
  });

  it('[RPT-01][NAV-11] debt=customer keeps only the purchases sold with a down payment (the debt history), in the file too', async () => {
    const seller = await buyer(ctx, { deposit: 100_000 });
    const onCredit = await bought(seller, {
      product_code: 'tsel10',
      destination: '081211120005',
      selling_price: 12_000,
      down_payment: 5_000,
    });
    const paidInFull = await bought(seller, { product_code: 'tsel10', destination: '081211120006' });
    expect((await prepaid(seller)).data.map((row) => row.ref_id)).toEqual([paidInFull.ref_id, onCredit.ref_id]);
    const owed = await prepaid(seller, 'debt=customer');
    expect(owed.data.map((row) => row.ref_id)).toEqual([onCredit.ref_id]);
    expect(owed.data[0]).toMatchObject({ down_payment: 5_000, customer_debt_outstanding: 7_000 });
    expect(owed.totals).toMatchObject({ count: 1, customer_debt_outstanding: 7_000 });
    expect((await postpaid(seller, 'debt=customer')).data).toEqual([]);
    const file = await seller.browser.get('/api/v1/report/prabayar/export?format=csv&debt=customer');
    expect(file.body).toContain(onCredit.ref_id);
    expect(file.body).not.toContain(paidInFull.ref_id);
    expect((await seller.browser.get('/api/v1/report/prabayar?debt=all')).statusCode).toBe(422);
  });
});

describe("report files in the reader's language", () => {
  it('[RPT-02] the export headers, titles and statuses follow the chosen language (id, en, zh)', async () => {
    const who = await buyer(ctx, { deposit: 100_000 });
    await bought(who, { product_code: 'tsel10', destination: '081211110005' });
    const expected = {
      id: ['Laporan Transaksi Prabayar', 'Tanggal', 'Nomor Tujuan', 'Sukses'],
      en: ['Prepaid Transactions Report', 'Date', 'Destination Number', 'Success'],
      zh: ['预付费交易报告', '日期', '目标号码', '成功'],
    };
    for (const [locale, [title, date, destination, status]] of Object.entries(expected)) {
      who.browser.locale = locale;
      const response = await who.browser.get('/api/v1/report/prabayar/export?format=xlsx');
      expect(response.statusCode).toBe(200);
      const sheet = await workbookOf(response.rawPayload);
      expect(String(sheet[0]?.[0])).toContain(title);
      const header = sheet.findIndex((cells) => cells[0] === date);
      expect(header, locale).toBeGreaterThan(0);
      expect(sheet[header]).toContain(destination);
      expect(sheet[header + 1]).toContain(status);
    }
    who.browser.locale = undefined;
  });
});

describe('access', () => {
  const paths = ['prabayar', 'pascabayar', 'deposit', 'cashback', 'transaksi-agen'];

  it('[RPT-01] reports need login: without a session every report and export is refused', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    await who.browser.post('/api/v1/auth/logout');
    for (const name of paths) {
      for (const url of [`/api/v1/report/${name}`, `/api/v1/report/${name}/export?format=csv`]) {
        const response = await who.browser.get(url);
        expect(response.statusCode, url).toBe(401);
      }
    }
  });

  it('[RPT-01] a report is confined to its account and tenant: another account, here or in another tenant, sees nothing', async () => {
    const owner = await buyer(ctx, { deposit: 100_000 });
    await bought(owner, { product_code: 'tsel10', destination: '081298769999' });
    await insertPurchases(ctx.database, owner.tenantId, owner.accountId, [
      { at: ctx.clock.now(), kind: 'postpaid', family: 'pascabayar' },
    ]);
    expect((await prepaid(owner)).meta.total).toBe(1);
    expect((await depositReport(owner)).meta.total).toBeGreaterThan(0);

    for (const stranger of [await buyer(ctx, { deposit: 0 }), await buyer(ctx, { deposit: 0, tenant: 'mitra' })]) {
      const reports: { totals: { count: number }; data: unknown[] }[] = [
        await prepaid(stranger),
        await postpaid(stranger),
        await depositReport(stranger),
        await cashbackReport(stranger),
        await prepaid(stranger, 'search=081298769999'),
      ];
      for (const body of reports) {
        expect(body.data).toEqual([]);
        expect(body.totals.count).toBe(0);
      }
      // The agent report is for agents and masters (its own test below covers it).
      for (const name of paths.filter((path) => path !== 'transaksi-agen')) {
        const file = await stranger.browser.get(`/api/v1/report/${name}/export?format=csv`);
        expect(file.statusCode).toBe(200);
        expect(parseCsv(file.body.slice(1))).toHaveLength(1);
      }
    }
  });

  it('[RPT-03] an unknown preset, a range that ends before it starts, or an unknown format is refused with field errors', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const badPreset = await who.browser.get('/api/v1/report/prabayar?preset=kemarin&status=lost');
    expect(badPreset.statusCode).toBe(422);
    expect(Object.keys(badPreset.json().errors)).toEqual(expect.arrayContaining(['preset', 'status']));
    const backwards = await who.browser.get('/api/v1/report/deposit?from=2026-11-20&to=2026-11-19');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['Sampai tanggal harus sama dengan atau setelah 2026-11-20.']);
    const format = await who.browser.get('/api/v1/report/cashback/export?format=pdf');
    expect(format.statusCode).toBe(422);
    expect((await who.browser.get('/api/v1/report/prabayar?per_page=500')).statusCode).toBe(422);
    expect((await who.browser.get('/api/v1/report/prabayar?from=22-11-2026')).statusCode).toBe(422);
  });
});
