import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorCodesByLine, uploaded, uploadFile, xlsxOf, zipStored } from '../../test/bulk-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, expectInFlightBalanced } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
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

const workbookParts = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * An .xlsx whose sheet XML is `megabytes` MB of repeated rows, deflated chunk by chunk (the test never holds the
 * inflated sheet): 256 MB become about a quarter of a megabyte. `lie` writes a directory that declares 1 KB.
 */
async function zipBomb(megabytes: number, lie = false): Promise<Buffer> {
  const head =
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const row =
    '<row r="2"><c r="A2" t="inlineStr"><is><t>081234567890</t></is></c><c r="B2" t="inlineStr"><is><t>tsel10</t></is></c></row>';
  const chunk = Buffer.from(row.repeat(Math.floor((1024 * 1024) / row.length)));
  const deflater = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (part: Buffer) => {
    crc = crc32(part, crc);
    size += part.length;
    if (!deflater.write(part)) await new Promise((resolve) => deflater.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let index = 0; index < megabytes; index += 1) await write(chunk);
  await write(Buffer.from('</sheetData></worksheet>'));
  deflater.end();
  await done;
  const compressed = Buffer.concat(out);

  // The small parts stored as they are, then the sheet deflated, with one central directory for all.
  const stored = zipStored(workbookParts);
  const endAt = stored.length - 22;
  const directoryOffset = stored.readUInt32LE(endAt + 16);
  const locals = stored.subarray(0, directoryOffset);
  const directory = stored.subarray(directoryOffset, endAt);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const declared = lie ? 1024 : size;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(locals.length, 42);
  const newDirectory = Buffer.concat([directory, central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(workbookParts).length + 1;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(newDirectory.length, 12);
  end.writeUInt32LE(locals.length + local.length + name.length + compressed.length, 16);
  return Buffer.concat([locals, local, name, compressed, newDirectory, end]);
}

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
