import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkSettingsSchema, bulkUploadsResponseSchema } from '@konter/shared/contracts/bulk';
import { queryRows } from '../../db/client.ts';
import { bulkRows, bulkUploads } from '../../db/schema/bulk.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import {
  collectRealtime,
  errorCodesByLine,
  readXlsx,
  runUpload,
  setCatalogueSettings,
  sheetValues,
  uploadFile,
  uploaded,
  xlsxOf,
  zipStored,
} from '../../test/bulk-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  buyerPassword,
  buyerPin,
  depositOf,
  expectInFlightBalanced,
  purchase,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { processBulkUploadJob, pruneBulkUploadsJob } from './index.ts';
import { jakartaDayFromStart, jakartaTimeFromStart, testClockStart } from '../../test/test-clock.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const bulkGrant = { grants: ['bulk.excel'] };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

let fileCounter = 0;
/** A name not used today by anybody in this file's database. */
const fresh = (extension = 'xlsx') => `topup-${++fileCounter}.${extension}`;

describe('access (XLS-01)', () => {
  it('[XLS-01][NAV-18] only an account with spreadsheet access may use any of it; others get 403', async () => {
    const without = await buyer(ctx);
    expect((await without.browser.post('/api/v1/prabayar/checkExcel')).json()).toEqual({
      excelAccess: false,
      excelTrxLimit: 1000,
    });
    for (const url of [
      '/api/v1/prabayar/excel/settings',
      '/api/v1/prabayar/excel/template',
      '/api/v1/prabayar/excel/uploads',
    ]) {
      expect((await without.browser.get(url)).statusCode).toBe(403);
    }
    const refused = await uploadFile(ctx, without, fresh(), await xlsxOf([['081298765432', 'tsel10']]));
    expect(refused.statusCode).toBe(403);

    const allowed = await buyer(ctx, bulkGrant);
    expect((await allowed.browser.post('/api/v1/prabayar/checkExcel')).json().excelAccess).toBe(true);
    const settings = bulkSettingsSchema.parse(
      (await allowed.browser.get('/api/v1/prabayar/excel/settings')).json().data,
    );
    expect(settings).toEqual({
      rows_per_file: 100,
      excel_trx_limit: 1000,
      file_row_limit: 100,
      same_number_daily_limit: 1,
      pin_required: true,
      history_days: 30,
    });
  });

  it('[XLS-01] an upload is seen only by the account that made it', async () => {
    const owner = await buyer(ctx, bulkGrant);
    const other = await buyer(ctx, bulkGrant);
    const detail = await uploaded(ctx, owner, fresh(), await xlsxOf([['081298765432', 'tsel10']]));
    expect((await other.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}`)).statusCode).toBe(404);
    expect(
      (await other.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: buyerPin })).statusCode,
    ).toBe(404);
    expect((await other.browser.get('/api/v1/prabayar/excel/uploads')).json().data).toEqual([]);
  });
});

describe('template (XLS-02)', () => {
  it('[XLS-02] the template has a header, example rows and a product-code dropdown of the active products', async () => {
    const who = await buyer(ctx, bulkGrant);
    const response = await who.browser.get('/api/v1/prabayar/excel/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('template-topup-konter-pulsa.xlsx');
    const workbook = await readXlsx(response.rawPayload);
    const [sheet, help, codes] = workbook.worksheets;
    if (!sheet || !help || !codes) throw new Error('three sheets expected');
    expect(sheet.name).toBe('Transaksi');
    expect(sheet.state).toBe('visible');
    const rows = sheetValues(sheet);
    expect(rows[0]).toEqual(['Nomor Tujuan', 'Kode Produk', 'Nomor Order (opsional)', 'Harga Jual (opsional)']);
    expect(rows[1]).toEqual(['081234567890', 'tsel10', 'CONTOH-1', 12_000]);
    expect(rows[2]?.slice(0, 3)).toEqual(['087812345678', 'xld10', 'CONTOH-2']);
    // The number column is text, so a number typed into it keeps its leading 0.
    expect(sheet.getCell('A50').numFmt).toBe('@');
    expect(codes.state).toBe('hidden');
    const codeList = sheetValues(codes)
      .slice(1)
      .map((row) => row[0]);
    expect(codeList).toContain('tsel10');
    expect(codeList).toContain('pln20');
    // Not active: off at every supplier, out of stock, price adjustment, needs access.
    for (const code of ['axis5', 'smart5', 'isat100', 'esimtsel10']) expect(codeList).not.toContain(code);
    const validation = sheet.getCell('B2').dataValidation;
    expect(validation).toMatchObject({ type: 'list', formulae: [`'Kode Produk'!$A$2:$A$${codeList.length + 1}`] });
    expect(sheet.getCell('B101').dataValidation).toMatchObject({ type: 'list' });
    expect(sheetValues(help).flat().join(' ')).toContain('Maksimal 100 transaksi per file');

    // The untouched template is refused row by row: its examples would buy for a stranger's number.
    const detail = await uploaded(ctx, who, fresh(), response.rawPayload);
    expect(errorCodesByLine(detail)).toEqual({ 2: ['example_row'], 3: ['example_row'] });
  });

  it('[XLS-02] the template speaks the person’s language', async () => {
    const who = await buyer(ctx, bulkGrant);
    who.browser.locale = 'en';
    const workbook = await readXlsx((await who.browser.get('/api/v1/prabayar/excel/template')).rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Transactions', 'Instructions', 'Product Codes']);
  });
});

describe('limits (XLS-02, XLS-03)', () => {
  const rowsOf = (count: number) =>
    Array.from({ length: count }, (_, index) => [`0812${String(10_000_000 + index)}`, 'tsel10']);

  it('[XLS-02] a file holds at most min(per-file cap 100, excelTrxLimit) rows; both are tenant settings', async () => {
    const who = await buyer(ctx, bulkGrant);
    const tooMany = await uploadFile(ctx, who, fresh(), await xlsxOf(rowsOf(101)));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.file).toEqual(['Maksimal 100 transaksi per file; file ini berisi 101.']);
    expect((await uploaded(ctx, who, fresh(), await xlsxOf(rowsOf(100)))).valid_rows).toBe(100);

    // A tenant that raised the per-file cap is held by its excelTrxLimit.
    const restore = await setCatalogueSettings(ctx, who.tenantId, { excelFileRowLimit: 1000, excelTrxLimit: 150 });
    try {
      expect((await who.browser.get('/api/v1/prabayar/excel/settings')).json().data.rows_per_file).toBe(150);
      const over = await uploadFile(ctx, who, fresh(), await xlsxOf(rowsOf(151)));
      expect(over.json().errors.file).toEqual(['Maksimal 150 transaksi per file; file ini berisi 151.']);
      expect((await uploaded(ctx, who, fresh(), await xlsxOf(rowsOf(150)))).rows).toBe(150);
    } finally {
      await restore();
    }
  });

  it('[XLS-03] a file name already uploaded that day is refused; the next Jakarta day it is accepted', async () => {
    const who = await buyer(ctx, bulkGrant);
    const file = await xlsxOf([['081298765432', 'tsel10']]);
    await uploaded(ctx, who, 'harian.xlsx', file);
    const again = await uploadFile(ctx, who, 'harian.xlsx', file);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.file).toEqual([
      'File dengan nama ini sudah diunggah hari ini. Ganti nama file lalu unggah lagi.',
    ]);
    // Another account may use the same name.
    await uploaded(ctx, await buyer(ctx, bulkGrant), 'harian.xlsx', file);
    ctx.clock.set(jakartaTimeFromStart(1, '00:00')); // midnight in Jakarta: the next day
    try {
      expect((await uploaded(ctx, who, 'harian.xlsx', file)).uploaded_on).toBe(jakartaDayFromStart(1));
    } finally {
      ctx.clock.set(testClockStart);
    }
  });

  it('[XLS-02] what is not a spreadsheet, empty or without the columns is refused whole', async () => {
    const who = await buyer(ctx, bulkGrant);
    const expectFileError = async (name: string, data: Buffer, message: string) => {
      const response = await uploadFile(ctx, who, name, data);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file).toEqual([message]);
    };
    await expectFileError('data.xls', Buffer.from('old'), 'File harus berupa .xlsx atau .csv.');
    await expectFileError(
      'fake.xlsx',
      Buffer.from('not a zip'),
      'File tidak dapat dibaca. Simpan ulang sebagai .xlsx atau .csv lalu coba lagi.',
    );
    await expectFileError('empty.xlsx', await xlsxOf([]), 'File tidak berisi transaksi.');
    await expectFileError(
      'columns.csv',
      Buffer.from('Nama,Alamat\nBudi,Jl. Merdeka\n'),
      'Kolom nomor tujuan dan kode produk tidak ditemukan. Gunakan template.',
    );
    // None of these used up its name.
    expect((await who.browser.get('/api/v1/prabayar/excel/uploads')).json().meta.total).toBe(0);
  });
});

describe('row checks (XLS-04)', () => {
  it('[XLS-04] every rule is checked before anything is charged, reported per row with its line number', async () => {
    const who = await buyer(ctx, bulkGrant);
    // Bought earlier today: the same number and product again is over the tenant's daily limit of 1.
    const earlier = await purchase(who, {
      product_code: 'tsel20',
      destination: '081298760001',
      order_number: 'INV-OLD',
    });
    expect(earlier.statusCode).toBe(200);
    const before = await depositOf(who);
    const detail = await uploaded(
      ctx,
      who,
      fresh(),
      await xlsxOf([
        ['081298760002', 'tsel10', 'INV-1', 15_000], // 2 valid
        ['081298760003', 'nosuch1'], // 3 product not found
        ['083198760004', 'axis5'], // 4 inactive: off at every supplier
        ['088198760005', 'smart5'], // 5 inactive: out of stock
        ['087898760006', 'tsel10'], // 6 wrong product code: a Telkomsel product for an XL number
        ['0812', 'tsel10'], // 7 invalid number
        ['08129876000X', 'tsel10'], // 8 invalid number
        ['', 'tsel10'], // 9 number missing
        ['081298760010', ''], // 10 product code missing
        ['081298760002', 'tsel10'], // 11 over the daily limit: line 2 buys the same today
        ['081298760001', 'tsel20'], // 12 over the daily limit: bought earlier today
        ['081298760013', 'tsel10', 'INV-1'], // 13 duplicate order number in the file
        ['081298760014', 'tsel10', 'INV-OLD'], // 14 duplicate order number of an earlier purchase
        ['081298760015', 'tsel10', 'INV 15'], // 15 order number with a space
        ['12345678901', 'pln20'], // 16 valid PLN meter
        ['081298760017', 'pln20'], // 17 wrong product code: a phone number for a PLN token
        [81298760018, 'TSEL10'], // 18 valid: typed as a number (lost 0), code in capitals
        [6281298760019, 'tsel10'], // 19 valid: 62 form typed as a number
      ]),
    );
    expect(errorCodesByLine(detail)).toEqual({
      3: ['product_not_found'],
      4: ['product_inactive'],
      5: ['product_inactive'],
      6: ['wrong_product_code'],
      7: ['invalid_number'],
      8: ['invalid_number'],
      9: ['destination_required'],
      10: ['product_required'],
      11: ['daily_limit'],
      12: ['daily_limit'],
      13: ['duplicate_order_number'],
      14: ['duplicate_order_number'],
      15: ['order_number_format'],
      17: ['wrong_product_code'],
    });
    const messages = Object.fromEntries(detail.lines.map((line) => [line.line, line.errors.map((e) => e.message)]));
    expect(messages[3]).toEqual(['Produk tidak ditemukan']);
    expect(messages[4]).toEqual(['Produk tidak aktif: Nominal tidak tersedia']);
    expect(messages[5]).toEqual(['Produk tidak aktif: Stok Kosong atau Coba Muat Ulang Halaman']);
    expect(messages[6]).toEqual(['Kode produk salah untuk nomor ini: produk Telkomsel, nomor XL.']);
    expect(messages[7]).toEqual(['Nomor tujuan salah atau tidak valid.']);
    expect(messages[11]).toEqual(['Nomor ini sudah membeli produk yang sama 1 kali hari ini. Coba lagi besok.']);
    expect(messages[13]).toEqual(['Nomor order sama dengan baris 2.']);
    expect(messages[14]).toEqual(['Nomor order sudah ada']);
    expect(detail).toMatchObject({ rows: 18, valid_rows: 4, invalid_rows: 14, status: 'validated' });
    expect(await depositOf(who)).toBe(before);

    // The answer to the upload lists the valid rows too, each number as it will be sent and, when the check
    // corrected it, as the file wrote it.
    expect(detail.lines.map((line) => line.line)).toEqual(Array.from({ length: 18 }, (_, index) => index + 2));
    const valid = detail.lines.filter((line) => line.status === 'valid');
    expect(valid.map((line) => [line.line, line.destination, line.written_destination])).toEqual([
      [2, '081298760002', null],
      [16, '12345678901', null],
      [18, '081298760018', '81298760018'],
      [19, '081298760019', '6281298760019'],
    ]);
    const all = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=all`)).json().data;
    const byLine = new Map(
      (all.lines as { line: number; destination: string; product_code: string }[]).map((l) => [l.line, l]),
    );
    expect(byLine.get(18)).toMatchObject({ destination: '081298760018', product_code: 'tsel10' });
    expect(byLine.get(19)).toMatchObject({ destination: '081298760019' });
    expect(byLine.get(2)).toMatchObject({ selling_price: 15_000, serial_number: null });

    // The same checks in English.
    who.browser.locale = 'en';
    const english = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=errors`)).json().data;
    expect(english.lines.find((line: { line: number }) => line.line === 4).errors[0].message).toBe(
      'Inactive product: Nominal not available',
    );
  });

  it('[XLS-04] the annotated spreadsheet lists every line with its status and reasons', async () => {
    const who = await buyer(ctx, bulkGrant);
    const detail = await uploaded(
      ctx,
      who,
      'pesanan maret.xlsx',
      await xlsxOf([
        ['081298761001', 'tsel10', 'A-1'],
        ['081298761002', 'nosuch1', 'A-1'],
      ]),
    );
    const response = await who.browser.get(detail.result_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('pesanan maret-hasil.xlsx');
    const sheet = (await readXlsx(response.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows = sheetValues(sheet);
    expect(rows[0]).toEqual([
      'Baris',
      'Nomor Tujuan',
      'Kode Produk',
      'Nomor Order (opsional)',
      'Harga Jual (opsional)',
      'Status',
      'Ref ID',
      'SN',
      'Keterangan',
    ]);
    // Line, number, code, order number, status and notes of each line.
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[5], row[8] || ''])).toEqual([
      [2, '081298761001', 'tsel10', 'A-1', 'Valid', ''],
      [3, '081298761002', 'nosuch1', 'A-1', 'Ditolak', 'Produk tidak ditemukan; Nomor order sama dengan baris 2.'],
    ]);
    // The refused line is marked in red.
    expect(sheet.getRow(3).getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFFEE2E2' } });
  });

  it('[XLS-04] a CSV from Excel in Indonesian (semicolons, BOM, numbers without their 0, scientific form)', async () => {
    const who = await buyer(ctx, bulkGrant);
    const csv =
      '\ufeffNomor Tujuan;Kode Produk;Nomor Order;Harga Jual\r\n' +
      '81298762001;tsel10;C-1;Rp 12.500\r\n' +
      '"0812 9876 2002";tsel20;;\r\n' +
      '8,1298762003E+10;tsel10;;\r\n' +
      '8,12988E+10;tsel10;;\r\n' +
      ';;;\r\n' +
      '081298762005;xld10;;\r\n';
    const detail = await uploaded(ctx, who, fresh('csv'), Buffer.from(csv, 'utf8'), 'text/csv');
    expect(detail.rows).toBe(5);
    expect(errorCodesByLine(detail)).toEqual({ 5: ['number_scientific'], 7: ['wrong_product_code'] });
    const all = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=all`)).json().data;
    expect(
      all.lines.map((line: { line: number; destination: string; selling_price: number | null }) => [
        line.line,
        line.destination,
        line.selling_price,
      ]),
    ).toEqual([
      [2, '081298762001', 12_500],
      [3, '081298762002', null],
      [4, '081298762003', null],
      [5, '8,12988E+10', null],
      [7, '081298762005', null],
    ]);
  });

  it('[XLS-04] a file saved by LibreOffice Calc (numbers stored as numbers) is read correctly', async () => {
    // fixtures/libreoffice-calc.xlsx: libreoffice-calc.source.csv opened and saved as .xlsx by LibreOffice 7.4
    // (see fixtures/README.md); its number cells lost their leading 0.
    const who = await buyer(ctx, bulkGrant);
    const data = readFileSync(path.join(fixtures, 'libreoffice-calc.xlsx'));
    const detail = await uploaded(ctx, who, fresh(), data);
    expect(errorCodesByLine(detail)).toEqual({ 5: ['product_not_found'], 7: ['invalid_number'] });
    const all = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=all`)).json().data;
    expect(
      all.lines.map(
        (line: {
          destination: string;
          product_code: string;
          order_number: string | null;
          selling_price: number | null;
        }) => [line.destination, line.product_code, line.order_number, line.selling_price],
      ),
    ).toEqual([
      ['081298765432', 'tsel10', 'LO-001', 12_000],
      ['081298765433', 'tsel20', 'LO-002', null],
      ['087800001230', 'xld10', null, null],
      ['081198765431', 'nosuch1', 'LO-004', null],
      ['12345678901', 'pln20', 'LO-005', null],
      ['8123', 'tsel10', 'LO-006', null],
    ]);
  });

  it('[XLS-04] a workbook shaped like a Google Sheets export (no dimension, inline strings, bare styles) is read', async () => {
    const who = await buyer(ctx, bulkGrant);
    const cell = (ref: string, value: string | number) =>
      typeof value === 'number'
        ? `<c r="${ref}" s="1"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const row = (index: number, values: (string | number)[]) =>
      `<row r="${index}">${values.map((value, column) => cell(`${'ABCD'[column]}${index}`, value)).join('')}</row>`;
    const data = zipStored({
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      'xl/workbook.xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr/><sheets><sheet state="visible" name="Sheet1" sheetId="1" r:id="rId3"/></sheets><definedNames/><calcPr/></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/styles.xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="10.0"/><name val="Arial"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="lightGray"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf borderId="0" fillId="0" fontId="0" numFmtId="0" applyAlignment="1" applyFont="1"/></cellStyleXfs><cellXfs count="2"><xf borderId="0" fillId="0" fontId="0" numFmtId="0" xfId="0" applyAlignment="1" applyFont="1"><alignment readingOrder="0" shrinkToFit="0" vertical="bottom" wrapText="0"/></xf><xf borderId="0" fillId="0" fontId="0" numFmtId="0" xfId="0" applyAlignment="1"><alignment/></xf></cellXfs><cellStyles count="1"><cellStyle xfId="0" name="Normal" builtinId="0"/></cellStyles><dxfs count="0"/></styleSheet>',
      'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetPr><outlinePr summaryBelow="0" summaryRight="0"/></sheetPr><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr customHeight="1" defaultColWidth="12.63" defaultRowHeight="15.75"/><sheetData>${row(1, ['Nomor Tujuan', 'Kode Produk', 'Nomor Order', 'Harga Jual'])}${row(2, [81298763001, 'tsel10', 'G-1', 11000])}${row(3, ['081298763002', 'tsel20'])}</sheetData></worksheet>`,
    });
    const detail = await uploaded(ctx, who, fresh(), data);
    expect(detail).toMatchObject({ rows: 2, valid_rows: 2 });
    const all = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=all`)).json().data;
    expect(all.lines.map((line: { destination: string }) => line.destination)).toEqual([
      '081298763001',
      '081298763002',
    ]);
  });

  it('[XLS-04] the rows are read from the first visible sheet; a header is optional', async () => {
    const who = await buyer(ctx, bulkGrant);
    const detail = await uploaded(
      ctx,
      who,
      fresh(),
      await xlsxOf([['081298764001', 'tsel10', 'H-1']], { header: null, hiddenFirst: true }),
    );
    expect(detail).toMatchObject({ rows: 1, valid_rows: 1 });
  });
});

describe('confirm and process (XLS-04)', () => {
  it('[XLS-04][TRX-05] the PIN is checked once on confirm; each valid row becomes a purchase; failures refunded one by one', async () => {
    const who = await buyer(ctx, { ...bulkGrant, deposit: 100_000 });
    const detail = await uploaded(
      ctx,
      who,
      fresh(),
      await xlsxOf([
        ['081298765101', 'tsel10', 'B-1', 12_000],
        ['087800001232', 'xld10'], // the simulator fails this number: refunded
        ['nomor', 'tsel10'], // refused by the checks, never bought
        ['087800001230', 'xld10'],
      ]),
    );
    expect(detail).toMatchObject({ rows: 4, valid_rows: 3 });
    const prices = (await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}?lines=all`)).json().data
      .lines as {
      line: number;
      price: number | null;
    }[];
    expect(detail.total_price).toBe(prices.reduce((sum, line) => sum + (line.line === 4 ? 0 : (line.price ?? 0)), 0));

    const wrong = await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pin).toEqual(['Kode PIN Salah']);
    const missing = await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, {});
    expect(missing.json().errors.pin).toEqual(['Masukkan PIN untuk melanjutkan transaksi.']);
    expect((await who.browser.get(`/api/v1/prabayar/excel/uploads/${detail.id}`)).json().data.status).toBe('validated');

    const realtime = await collectRealtime(ctx);
    const confirmed = await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: buyerPin });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      data: { status: 'queued' },
      message: 'Transaksi sedang diproses. Anda bisa menutup halaman ini.',
    });
    const again = await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: buyerPin });
    expect(again.statusCode).toBe(409);

    const done = await runUpload(ctx, who, detail.id);
    await realtime.stop();
    expect(done).toMatchObject({ status: 'done', processed: 3, succeeded: 2, failed: 1 });
    const byLine = new Map(done.lines.map((line) => [line.line, line]));
    // Each bought row names its purchase and, once the supplier gave one, its serial number.
    expect(byLine.get(2)).toMatchObject({
      status: 'success',
      ref_id: expect.stringMatching(/^TRX/),
      serial_number: expect.stringMatching(/\S/),
    });
    // The app's own reason for the supplier's code, in the reader's language (not the supplier's words).
    expect(byLine.get(3)).toMatchObject({
      status: 'failed',
      ref_id: expect.stringMatching(/^TRX/),
      failure: 'Transaksi gagal diproses.',
    });
    expect(byLine.get(4)).toMatchObject({ status: 'invalid', ref_id: null, serial_number: null });
    expect(byLine.get(5)).toMatchObject({ status: 'success', serial_number: expect.stringMatching(/\S/) });

    // Each row is a normal purchase: the order number is kept, the others carry the upload's request key.
    const purchases = await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.select().from(prepaidTransactions).where(eq(prepaidTransactions.accountId, who.accountId)),
    );
    expect(purchases.map((row) => [row.destination, row.status, row.requestKey]).sort()).toEqual(
      [
        ['081298765101', 'success', 'B-1'],
        ['087800001230', 'success', `bulk-${detail.id}-5`],
        ['087800001232', 'failed', `bulk-${detail.id}-3`],
      ].sort(),
    );
    expect(purchases.find((row) => row.orderNumber === 'B-1')?.sellingPrice).toBe(12_000);
    const charged = purchases.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.price, 0);
    expect(await depositOf(who)).toBe(100_000 - charged);

    // Live progress on the account's channel, ending with done.
    const progress = realtime.events.filter((event) => event.type === 'bulk.progress');
    expect(progress[0]).toMatchObject({ upload_id: detail.id, status: 'queued', processed: 0 });
    expect(progress.at(-1)).toEqual({
      type: 'bulk.progress',
      upload_id: detail.id,
      processed: 3,
      succeeded: 2,
      failed: 1,
      status: 'done',
    });

    // The history of the report centre (XLS-05).
    const history = bulkUploadsResponseSchema.parse((await who.browser.get('/api/v1/prabayar/excel/uploads')).json());
    expect(history.data[0]).toMatchObject({ id: detail.id, rows: 4, succeeded: 2, failed: 1, status: 'done' });
    const result = (await readXlsx((await who.browser.get(detail.result_url)).rawPayload)).worksheets[0];
    if (!result) throw new Error('no sheet');
    const resultRows = sheetValues(result);
    expect(resultRows.map((row) => row[5])).toEqual(['Status', 'Sukses', 'Gagal', 'Ditolak', 'Sukses']);
    expect(resultRows.map((row) => [row[6] ?? '', row[7] ?? ''])).toEqual(
      [2, 3, 4, 5].reduce<unknown[][]>(
        (lines, line) => [...lines, [byLine.get(line)?.ref_id ?? '', byLine.get(line)?.serial_number ?? '']],
        [['Ref ID', 'SN']],
      ),
    );
  });

  it('[XLS-04][TRX-02] a retried run never buys a row twice (order number / bulk request key)', async () => {
    const who = await buyer(ctx, bulkGrant);
    const detail = await uploaded(
      ctx,
      who,
      fresh(),
      await xlsxOf([
        ['081298765201', 'tsel10', 'R-1'],
        ['081298765202', 'tsel10'],
      ]),
    );
    await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: buyerPin });
    await ctx.queue.runNow(processBulkUploadJob, { tenantId: who.tenantId, uploadId: detail.id });
    const afterFirst = await depositOf(who);
    // A worker that died after buying but before recording: the rows look queued again.
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.update(bulkRows).set({ status: 'queued', refId: null }).where(eq(bulkRows.uploadId, detail.id)),
    );
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.update(bulkUploads).set({ status: 'processing' }).where(eq(bulkUploads.id, detail.id)),
    );
    const done = await runUpload(ctx, who, detail.id);
    expect(done).toMatchObject({ status: 'done', succeeded: 2, failed: 0 });
    expect(await depositOf(who)).toBe(afterFirst);
    const [count] = await ctx.database.withTenant(who.tenantId, (tx) =>
      queryRows<{ total: number }>(
        tx,
        sql`select count(*)::int as total from prepaid_transactions where account_id = ${who.accountId}`,
      ),
    );
    expect(count?.total).toBe(2);
  });

  it('[XLS-04][TRX-05] an account without a PIN confirms with its password', async () => {
    const who = await buyer(ctx, { ...bulkGrant, pin: false });
    const detail = await uploaded(ctx, who, fresh(), await xlsxOf([['081298765301', 'tsel10']]));
    const wrong = await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, {
      password: 'salah123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    const ok = await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, {
      password: buyerPassword,
    });
    expect(ok.statusCode).toBe(200);
    expect(await runUpload(ctx, who, detail.id)).toMatchObject({ status: 'done', succeeded: 1 });
  });

  it('[XLS-04] a balance that runs out fails the remaining rows, each with its reason; nothing is overdrawn', async () => {
    const who = await buyer(ctx, { ...bulkGrant, deposit: 25_000 });
    const detail = await uploaded(
      ctx,
      who,
      fresh(),
      await xlsxOf([
        ['081298765401', 'tsel10'],
        ['081298765402', 'tsel10'],
        ['081298765403', 'tsel10'],
      ]),
    );
    await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: buyerPin });
    const done = await runUpload(ctx, who, detail.id);
    expect(done).toMatchObject({ status: 'done', succeeded: 2, failed: 1 });
    expect(done.lines.find((line) => line.line === 4)).toMatchObject({
      status: 'failed',
      failure: 'Saldo deposit Anda tidak cukup',
    });
    expect(await depositOf(who)).toBeGreaterThanOrEqual(0);
  });

  it('[XLS-04] a canceled upload buys nothing more; before confirming it cannot be confirmed any more', async () => {
    const who = await buyer(ctx, { ...bulkGrant, deposit: 500_000 });
    const first = await uploaded(ctx, who, fresh(), await xlsxOf([['081298765501', 'tsel10']]));
    const canceled = await who.browser.post(`/api/v1/prabayar/excel/uploads/${first.id}/cancel`);
    expect(canceled.json().data).toMatchObject({ status: 'canceled', finished_at: expect.any(String) });
    expect(
      (await who.browser.post(`/api/v1/prabayar/excel/uploads/${first.id}/confirm`, { pin: buyerPin })).statusCode,
    ).toBe(409);

    const rows = Array.from({ length: 30 }, (_, index) => [`08129876${String(5600 + index)}`, 'tsel10']);
    const second = await uploaded(ctx, who, fresh(), await xlsxOf(rows));
    await who.browser.post(`/api/v1/prabayar/excel/uploads/${second.id}/confirm`, { pin: buyerPin });
    await ctx.queue.runNow(processBulkUploadJob, { tenantId: who.tenantId, uploadId: second.id });
    expect((await who.browser.post(`/api/v1/prabayar/excel/uploads/${second.id}/cancel`)).statusCode).toBe(200);
    const done = await runUpload(ctx, who, second.id);
    expect(done).toMatchObject({ status: 'canceled', processed: 25, succeeded: 25 });
    expect(done.lines.filter((line) => line.status === 'skipped')).toHaveLength(5);
    expect(done.finished_at).not.toBeNull();
  });

  it('[XLS-01] rows of an account that lost its spreadsheet access are not bought', async () => {
    const who = await buyer(ctx, bulkGrant);
    const detail = await uploaded(ctx, who, fresh(), await xlsxOf([['081298765701', 'tsel10']]));
    await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: buyerPin });
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.execute(sql`update accounts set grants = '{}'::text[] where id = ${who.accountId}`),
    );
    const before = await depositOf(who);
    await ctx.queue.runNow(processBulkUploadJob, { tenantId: who.tenantId, uploadId: detail.id });
    const after = await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.select().from(bulkRows).where(eq(bulkRows.uploadId, detail.id)),
    );
    expect(after.map((row) => row.status)).toEqual(['failed']);
    expect(await depositOf(who)).toBe(before);
  });
});

describe('history (XLS-05)', () => {
  it('[XLS-05] the uploads still open (waiting for a possible confirmation or being bought) can be listed apart', async () => {
    const who = await buyer(ctx, bulkGrant);
    const open = async () =>
      bulkUploadsResponseSchema
        .parse((await who.browser.get('/api/v1/prabayar/excel/uploads?open=true')).json())
        .data.map((upload) => [upload.id, upload.status]);
    const waiting = await uploaded(ctx, who, fresh(), await xlsxOf([['081298765901', 'tsel10']]));
    // A second apart: the list is newest first.
    ctx.clock.advance(1_000);
    const dropped = await uploaded(ctx, who, fresh(), await xlsxOf([['081298765902', 'tsel10']]));
    await who.browser.post(`/api/v1/prabayar/excel/uploads/${dropped.id}/cancel`);
    // Checked without one valid row: nothing to confirm, so nothing to continue.
    await uploaded(ctx, who, fresh(), await xlsxOf([['0812', 'tsel10']]));
    ctx.clock.advance(1_000);
    const running = await uploaded(ctx, who, fresh(), await xlsxOf([['081298765903', 'tsel10']]));
    await who.browser.post(`/api/v1/prabayar/excel/uploads/${running.id}/confirm`, { pin: buyerPin });
    expect(await open()).toEqual([
      [running.id, 'queued'],
      [waiting.id, 'validated'],
    ]);
    expect((await who.browser.get('/api/v1/prabayar/excel/uploads?open=false')).json().meta.total).toBe(4);

    await runUpload(ctx, who, running.id);
    expect(await open()).toEqual([[waiting.id, 'validated']]);
    // Another account's open upload is not offered.
    const other = await buyer(ctx, bulkGrant);
    expect((await other.browser.get('/api/v1/prabayar/excel/uploads?open=true')).json().data).toEqual([]);
  });

  it('[XLS-05] uploads older than 30 days are deleted by the scheduled job; their purchases stay', async () => {
    const who = await buyer(ctx, bulkGrant);
    ctx.clock.set(jakartaTimeFromStart(-33, '10:00'));
    let old: string;
    try {
      const detail = await uploaded(ctx, who, 'lama.xlsx', await xlsxOf([['081298765801', 'tsel10']]));
      old = detail.id;
      await who.browser.post(`/api/v1/prabayar/excel/uploads/${old}/confirm`, { pin: buyerPin });
      await runUpload(ctx, who, old);
      ctx.clock.set(jakartaTimeFromStart(-28, '10:00'));
      await uploaded(ctx, who, 'baru.xlsx', await xlsxOf([['081298765802', 'tsel10']]));
    } finally {
      ctx.clock.set(testClockStart);
    }
    expect((await who.browser.get('/api/v1/prabayar/excel/uploads')).json().meta.total).toBe(2);

    // 33 days after the first and 28 after the second.
    await ctx.queue.runNow(pruneBulkUploadsJob, {});
    const left = bulkUploadsResponseSchema.parse((await who.browser.get('/api/v1/prabayar/excel/uploads')).json());
    expect(left.data.map((upload) => upload.file_name)).toEqual(['baru.xlsx']);
    expect((await who.browser.get(`/api/v1/prabayar/excel/uploads/${old}`)).statusCode).toBe(404);
    const rowsLeft = await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.select().from(bulkRows).where(eq(bulkRows.uploadId, old)),
    );
    expect(rowsLeft).toEqual([]);
    const purchases = await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.select().from(prepaidTransactions).where(eq(prepaidTransactions.destination, '081298765801')),
    );
    expect(purchases).toHaveLength(1);

    ctx.clock.set(jakartaTimeFromStart(3, '10:00'));
    try {
      await ctx.queue.runNow(pruneBulkUploadsJob, {});
    } finally {
      ctx.clock.set(testClockStart);
    }
    expect((await who.browser.get('/api/v1/prabayar/excel/uploads')).json().meta.total).toBe(0);
  });
});
