import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { checkZipArchive, inflateEntriesBounded, type ZipLimits } from '../../platform/zip-archive.ts';

/**
 * Reading and writing the bulk top-up's files. Nothing here knows products or rules: it turns an .xlsx (Excel,
 * LibreOffice, Google Sheets) or a .csv (comma, semicolon or tab; with or without a BOM) into numbered lines of
 * four fields, and writes the template and the annotated result.
 */

/** A cell as read: text, or a number when the spreadsheet stored one (a phone number typed without quotes). */
export type Cell = string | number | null;

/** One transaction line of the file: number, product code, optional order number, optional selling price. */
export type SheetLine = {
  line: number;
  destination: Cell;
  productCode: string;
  orderNumber: string;
  sellingPrice: Cell;
};

export type SpreadsheetProblem = 'file_type' | 'file_unreadable' | 'file_empty' | 'file_columns' | 'file_too_complex';

export class SpreadsheetError extends Error {
  readonly problem: SpreadsheetProblem;
  constructor(problem: SpreadsheetProblem) {
    super(problem);
    this.problem = problem;
  }
}

export type SpreadsheetFormat = 'xlsx' | 'csv';

/** By the name's extension; an .xlsx must also look like one (a zip archive). */
export function formatOf(fileName: string, data: Buffer): SpreadsheetFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx')) {
    if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw new SpreadsheetError('file_unreadable');
    return 'xlsx';
  }
  if (lower.endsWith('.csv')) return 'csv';
  throw new SpreadsheetError('file_type');
}

/**
 * What an .xlsx may unpack to, checked from its zip directory before anything is inflated. The largest legitimate
 * upload is a file of at most 1,000 transaction rows (excelTrxLimit; the bench builds 1,000 rows: a 40 KB sheet
 * XML) and perhaps the template's hidden product list (a few thousand products, under 1 MB) or a few sheets of the
 * agent's own: a sheet of 1,000 rows styled to column Z is about 3 MB. The limits leave ten times that and more;
 * what they refuse is an archive that stands for far more data than any top-up file holds.
 */
export const xlsxZipLimits: ZipLimits = {
  /** An Excel or LibreOffice workbook has 10–30 parts (sheets, styles, themes, rels); 500 is a workbook of 400 sheets. */
  maxEntries: 500,
  /** One part: a sheet of 100,000 styled rows is about 30 MB of XML. */
  maxEntryBytes: 32 * 1024 * 1024,
  /** All parts together. */
  maxTotalBytes: 64 * 1024 * 1024,
  /** Spreadsheet XML deflates 10–50×, a sheet of identical empty styled rows up to ~200×; a bomb is 1,000× and more. */
  maxRatio: 250,
  ratioFloorBytes: 1024 * 1024,
};

/**
 * Bounds of the worker thread that parses an .xlsx: a file that passes the zip checks can still take exceljs far
 * past these (its cell objects weigh ~1 KB each), and then the worker dies, not the server. Parsing the bench's
 * 1,000-row file takes ~40 MB of heap and a fraction of a second.
 */
export type ParseLimits = { heapMb: number; timeoutMs: number };
export const xlsxParseLimits: ParseLimits = { heapMb: 256, timeoutMs: 20_000 };

/** Reads the file into lines; empty lines are dropped, the header line (when there is one) is not a line. */
export async function readSheetLines(
  fileName: string,
  data: Buffer,
  limits: ParseLimits = xlsxParseLimits,
): Promise<SheetLine[]> {
  if (formatOf(fileName, data) === 'csv') return toSheetLines(readCsvRows(data));
  const checked = checkZipArchive(data, xlsxZipLimits);
  if (!checked.ok) throw new SpreadsheetError(checked.reason === 'not_zip' ? 'file_unreadable' : 'file_too_complex');
  return toSheetLines(await readXlsxRowsInWorker(data, limits));
}

export type RawRow = { line: number; cells: Cell[] };

/** What the worker (bulk.xlsx.worker.ts) answers. */
export type XlsxWorkerAnswer = { rows: RawRow[] } | { problem: SpreadsheetProblem };

const workerFile = new URL('./bulk.xlsx.worker.ts', import.meta.url);

/**
 * Parses an .xlsx in a worker thread with a heap limit and a time limit: running out of either ends the worker
 * (ERR_WORKER_OUT_OF_MEMORY, or terminate()) and the upload is refused as too complex; the server goes on.
 */
export function readXlsxRowsInWorker(data: Buffer, limits: ParseLimits): Promise<RawRow[]> {
  return new Promise<RawRow[]>((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: data,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.round(limits.heapMb / 8)),
        codeRangeSizeMb: 16,
        stackSizeMb: 4,
      },
      // The worker's output is not the server's log; its errors come back as messages or an exit.
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const tooComplex = () => finish(() => reject(new SpreadsheetError('file_too_complex')));
    const timer = setTimeout(tooComplex, limits.timeoutMs);
    worker.once('message', (answer: XlsxWorkerAnswer) =>
      finish(() => ('rows' in answer ? resolve(answer.rows) : reject(new SpreadsheetError(answer.problem)))),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or anything else that ended it before it answered.
    worker.once('error', tooComplex);
    worker.once('exit', tooComplex);
  });
}

/** Runs inside the worker: proves the entries hold what the directory declares, then lets exceljs read them. */
export async function readXlsxRows(data: Buffer): Promise<RawRow[]> {
  const checked = checkZipArchive(data, xlsxZipLimits);
  if (!checked.ok) throw new SpreadsheetError(checked.reason === 'not_zip' ? 'file_unreadable' : 'file_too_complex');
  if (!inflateEntriesBounded(data, checked.entries)) throw new SpreadsheetError('file_unreadable');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new SpreadsheetError('file_unreadable');
  }
  // The first sheet a person sees: the template keeps its product list on a hidden sheet after it.
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new SpreadsheetError('file_empty');
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    for (let column = 1; column <= Math.max(4, row.cellCount); column += 1) {
      cells.push(cellValue(row.getCell(column).value));
    }
    rows.push({ line: rowNumber, cells });
  });
  return rows;
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined || result === null || typeof result === 'object' ? null : cellValue(result);
  }
  if ('text' in value) return String(value.text);
  return null;
}

/** RFC 4180 with the delimiter of the first line (Excel in Indonesian writes ';'); a UTF-8 BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length }));
  const delimiter = counts.sort((a, b) => b.count - a.count)[0]?.delimiter ?? ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"') {
        if (body[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

function readCsvRows(data: Buffer): RawRow[] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (text.includes('\u0000')) throw new SpreadsheetError('file_unreadable');
  return parseCsv(text).map((cells, index) => ({ line: index + 1, cells }));
}

type Column = 'destination' | 'productCode' | 'orderNumber' | 'sellingPrice';

/** Header words in Indonesian, English and Chinese, as the template writes them and as people retype them. */
const headerAliases: Record<Column, readonly string[]> = {
  destination: [
    'nomor',
    'nomor tujuan',
    'no tujuan',
    'tujuan',
    'nomor hp',
    'no hp',
    'nomor pelanggan',
    'id pelanggan',
    'number',
    'destination',
    'destination number',
    'phone',
    'phone number',
    'customer no',
    'customer number',
    'msisdn',
    '号码',
    '目标号码',
  ],
  productCode: [
    'kode produk',
    'kode',
    'produk',
    'product code',
    'product',
    'code',
    'sku',
    'buyer sku code',
    '产品代码',
  ],
  orderNumber: ['nomor order', 'no order', 'order', 'order number', 'order id', 'ref', 'ref id', '订单号'],
  sellingPrice: ['harga jual', 'harga', 'selling price', 'price', '售价'],
};

function headerWord(cell: Cell): string {
  return String(cell ?? '')
    .toLowerCase()
    .replace(/\(.*?\)|（.*?）/g, ' ')
    .replace(/[_.:*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function headerColumns(cells: Cell[]): Partial<Record<Column, number>> | null {
  const found: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    const word = headerWord(cell);
    if (!word) return;
    for (const column of Object.keys(headerAliases) as Column[]) {
      if (found[column] === undefined && headerAliases[column].includes(word)) {
        found[column] = index;
        return;
      }
    }
  });
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * Whole numbers a number cell holds exactly become their digits (no exponent, no separators); any other number is
 * written as it is (81234167211.5, 1.2345678901234567e+19), so no check takes it for other digits. Text is trimmed.
 */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    if (Number.isSafeInteger(cell)) return cell.toFixed(0);
    return Number.isInteger(cell) ? cell.toExponential() : String(cell);
  }
  return cell.replace(/\u00a0/g, ' ').trim();
}

function isEmpty(cells: Cell[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

function toSheetLines(rows: RawRow[]): SheetLine[] {
  const filled = rows.filter((row) => !isEmpty(row.cells));
  const first = filled[0];
  if (!first) throw new SpreadsheetError('file_empty');
  const header = headerColumns(first.cells);
  if (header && (header.destination === undefined || header.productCode === undefined)) {
    throw new SpreadsheetError('file_columns');
  }
  // A first line of words we do not know (no digit in the number or the code): a header of other columns.
  if (!header && !/\d/.test(cellText(first.cells[0] ?? null)) && !/\d/.test(cellText(first.cells[1] ?? null))) {
    throw new SpreadsheetError('file_columns');
  }
  const columns: Record<Column, number | undefined> = header
    ? {
        destination: header.destination,
        productCode: header.productCode,
        orderNumber: header.orderNumber,
        sellingPrice: header.sellingPrice,
      }
    : { destination: 0, productCode: 1, orderNumber: 2, sellingPrice: 3 };
  const at = (cells: Cell[], column: Column): Cell => {
    const index = columns[column];
    return index === undefined ? null : (cells[index] ?? null);
  };
  const lines = (header ? filled.slice(1) : filled).map((row) => ({
    line: row.line,
    destination: at(row.cells, 'destination'),
    productCode: cellText(at(row.cells, 'productCode')),
    orderNumber: cellText(at(row.cells, 'orderNumber')),
    sellingPrice: at(row.cells, 'sellingPrice'),
  }));
  if (lines.length === 0) throw new SpreadsheetError('file_empty');
  return lines;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const spreadsheetContentType = xlsxType;

export type TemplateTexts = {
  sheet: string;
  codesSheet: string;
  helpSheet: string;
  headers: [string, string, string, string];
  codeHeaders: [string, string, string];
  help: string[];
};

export type TemplateProduct = { code: string; name: string; price: number };
export type ExampleRow = { destination: string; productCode: string; orderNumber: string; sellingPrice: number | null };

/**
 * The template: the transaction sheet (number column formatted as text so a leading 0 stays; product code with a
 * dropdown of the tenant's active products), a help sheet, and the product list on a hidden sheet the dropdown reads.
 */
export async function writeTemplate(input: {
  brand: string;
  texts: TemplateTexts;
  products: TemplateProduct[];
  examples: ExampleRow[];
  rowLimit: number;
}): Promise<Buffer> {
  const { texts } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.brand;
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { width: 20, style: { numFmt: '@' } },
    { width: 16 },
    { width: 22, style: { numFmt: '@' } },
    { width: 14, style: { numFmt: '#,##0' } },
  ];
  const header = sheet.addRow(texts.headers);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2E8F0' } };
  });
  for (const example of input.examples) {
    const row = sheet.addRow([example.destination, example.productCode, example.orderNumber, example.sellingPrice]);
    row.getCell(1).numFmt = '@';
    row.font = { italic: true, color: { argb: 'FF64748B' } };
  }
  const lastRow = input.rowLimit + 1;
  if (input.products.length > 0) {
    // One validation over the whole column range; exceljs supports it but its typings only know cell validations.
    const ranges = sheet as unknown as {
      dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
    };
    ranges.dataValidations.add(`B2:B${lastRow}`, {
      type: 'list',
      allowBlank: true,
      showErrorMessage: false,
      formulae: [`'${texts.codesSheet}'!$A$2:$A$${input.products.length + 1}`],
    });
  }

  const help = workbook.addWorksheet(texts.helpSheet);
  help.getColumn(1).width = 100;
  for (const line of texts.help) help.addRow([line]);
  help.getRow(1).font = { bold: true };

  const codes = workbook.addWorksheet(texts.codesSheet, { state: 'hidden' });
  codes.columns = [{ width: 16 }, { width: 42 }, { width: 14, style: { numFmt: '#,##0' } }];
  codes.addRow(texts.codeHeaders).font = { bold: true };
  for (const product of input.products) codes.addRow([product.code, product.name, product.price]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ResultLine = {
  line: number;
  destination: string;
  productCode: string;
  orderNumber: string | null;
  sellingPrice: number | null;
  status: string;
  refId: string | null;
  serialNumber: string | null;
  notes: string;
  problem: boolean;
};

/** The file as checked and processed: every line with its status, purchase reference, serial number and reasons. */
export async function writeResult(input: {
  brand: string;
  sheet: string;
  headers: string[];
  lines: ResultLine[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.brand;
  const sheet = workbook.addWorksheet(input.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { width: 8 },
    { width: 18, style: { numFmt: '@' } },
    { width: 14 },
    { width: 20, style: { numFmt: '@' } },
    { width: 14, style: { numFmt: '#,##0' } },
    { width: 14 },
    { width: 20 },
    { width: 24, style: { numFmt: '@' } },
    { width: 60 },
  ];
  sheet.addRow(input.headers).font = { bold: true };
  for (const line of input.lines) {
    const row = sheet.addRow([
      line.line,
      line.destination,
      line.productCode,
      line.orderNumber ?? '',
      line.sellingPrice,
      line.status,
      line.refId ?? '',
      line.serialNumber ?? '',
      line.notes,
    ]);
    if (line.problem) {
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFEE2E2' } };
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
