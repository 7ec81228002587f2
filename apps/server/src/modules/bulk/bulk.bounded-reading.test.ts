import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorCodesByLine, uploaded, uploadFile, xlsxOf } from '../../test/bulk-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, expectInFlightBalanced } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { zipBomb } from '../../test/zip-bomb.ts';
import { readSheetLines, SpreadsheetError } from './bulk.spreadsheet.ts';

/**
 * Hardening of the bulk upload: a zip bomb dressed as an .xlsx is refused from its zip directory before anything is
 * inflated, the parser runs in a worker thread that its heap limit ends without taking the server down, and a number
 * cell that is not a whole number (or has more digits than a number holds exactly) is a refused row, never a guess.
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

const bulkGrant = { grants: ['bulk.excel'] };
let fileCounter = 0;
const fresh = (extension = 'xlsx') => `bounded-${++fileCounter}.${extension}`;
const tooComplex =
  'File terlalu besar atau rumit setelah dibuka (lebih banyak data daripada file top-up mana pun). Simpan hanya lembar transaksi sebagai .xlsx atau .csv lalu coba lagi.';

describe('upload bombs (XLS-02)', () => {
  it('[XLS-02] an .xlsx whose sheet inflates to 256 MB is refused from its zip directory; memory stays flat', async () => {
    const who = await buyer(ctx, bulkGrant);
    const bomb = await zipBomb(256);
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await uploadFile(ctx, who, fresh(), bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([tooComplex]);
    // Nothing was inflated: the heap grew by far less than the sheet (before the fix exceljs held gigabytes).
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
    // The server still answers, and a real file is still read.
    const detail = await uploaded(ctx, who, fresh(), await xlsxOf([['081298769001', 'tsel10']]));
    expect(detail.valid_rows).toBe(1);
  }, 60_000);

  it('[XLS-02] a bomb whose directory declares 1 KB is caught while inflating, at the declared size', async () => {
    const who = await buyer(ctx, bulkGrant);
    const response = await uploadFile(ctx, who, fresh(), await zipBomb(64, true));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([
      'File tidak dapat dibaca. Simpan ulang sebagai .xlsx atau .csv lalu coba lagi.',
    ]);
  }, 60_000);

  it('[XLS-02] the parser worker is ended by its heap limit and the file refused; this process goes on', async () => {
    // Under a 32 MB heap a file of 1,000 rows (the largest a tenant allows) parses; one of 30,000 does not: the
    // worker is ended while exceljs builds the sheet (ERR_WORKER_OUT_OF_MEMORY), not while it starts.
    const limits = { heapMb: 32, timeoutMs: 30_000 };
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => [`08129876${String(index).padStart(4, '0')}`, 'tsel10']);
    expect(await readSheetLines('normal.xlsx', await xlsxOf(rows(1_000)), limits)).toHaveLength(1_000);
    const big = await xlsxOf(rows(30_000));
    const heapBefore = process.memoryUsage().heapUsed;
    const refused = await readSheetLines('big.xlsx', big, limits).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SpreadsheetError);
    expect((refused as SpreadsheetError).problem).toBe('file_too_complex');
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
    // The same file within the normal limits reads whole.
    expect(await readSheetLines('big.xlsx', big)).toHaveLength(30_000);
  }, 60_000);

  it('[XLS-02] a parse past its time limit is ended and the file refused', async () => {
    const file = await xlsxOf([['081298769002', 'tsel10']]);
    const refused = await readSheetLines('slow.xlsx', file, { heapMb: 256, timeoutMs: 1 }).catch(
      (error: unknown) => error,
    );
    expect((refused as SpreadsheetError).problem).toBe('file_too_complex');
  });
});

describe('number cells are never guessed (XLS-04)', () => {
  it('[XLS-04][TRX-03] .xlsx: a fractional or 20-digit number cell and a fractional price are refused rows', async () => {
    const who = await buyer(ctx, bulkGrant);
    const detail = await uploaded(
      ctx,
      who,
      fresh(),
      await xlsxOf([
        [81234167211.5, 'tsel10'], // 2: was read as 0812341672115 and bought
        [Number('12345678901234567890'), 'tsel10'], // 3: more digits than a double holds
        ['081298769101', 'tsel10', 'P-1', 12500.5], // 4: a price with a fraction
        [81298769102, 'tsel10', 'P-2', 12_500], // 5: valid
        ['081298769103', 'tsel10', Number('12345678901234567890')], // 6: an order number no double holds
        ['081298769104', 'tsel10', 4501.5], // 7: an order number with a fraction
      ]),
    );
    expect(errorCodesByLine(detail)).toEqual({
      2: ['invalid_number'],
      3: ['invalid_number'],
      4: ['invalid_selling_price'],
      6: ['order_number_format'],
      7: ['order_number_format'],
    });
    const messages = detail.lines.flatMap((line) => line.errors.map((error) => error.message));
    expect(messages).toContain('Nomor tujuan salah atau tidak valid.');
    expect(messages).toContain('Harga jual harus berupa angka bulat rupiah (tanpa desimal).');
    expect(detail.lines.map((line) => line.destination)).not.toContain('0812341672115');
    expect(detail.valid_rows).toBe(1);
    // Shown as the number it is, not as digits it never had (12345678901234567168).
    const all = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=all`)).json().data;
    expect(all.lines.find((line: { line: number }) => line.line === 6)?.order_number).toBe('1.2345678901234567e+19');
  });

  it('[XLS-04][TRX-03] .csv: "81234167211.5" and a price "12500.5" are refused rows', async () => {
    const who = await buyer(ctx, bulkGrant);
    const csv =
      'Nomor Tujuan,Kode Produk,Nomor Order,Harga Jual\n' +
      '81234167211.5,tsel10,,\n' +
      '081298769201,tsel10,Q-1,12500.5\n' +
      '081298769202,tsel10,Q-2,"12.500"\n';
    const detail = await uploaded(ctx, who, fresh('csv'), Buffer.from(csv), 'text/csv');
    expect(errorCodesByLine(detail)).toEqual({ 2: ['invalid_number'], 3: ['invalid_selling_price'] });
    const all = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=all`)).json().data;
    expect(all.lines.find((line: { line: number }) => line.line === 4)?.selling_price).toBe(12_500);
  });
});
