import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@konter/shared/contracts/reports';
import { jakartaDateTime, jakartaWallClock } from '@konter/shared/time/jakarta';
import { csvLine } from '../../platform/csv.ts';

/** A column of an exported report: its header, its kind (how a cell is written) and how a row gives its value. */
export type FileColumn<Row, Totals = unknown> = {
  header: string;
  kind: 'text' | 'money' | 'date';
  width: number;
  value: (row: Row) => string | number | Date | null;
  /** Its cell in the totals line. */
  total?: (totals: Totals) => string | number | null;
};

export type ReportFile<Row, Totals = unknown> = {
  /** The sheet's name and the title line above the table. */
  sheetName: string;
  title: string;
  /** One line under the title: the filter that made the file. */
  subtitle: string;
  columns: FileColumn<Row, Totals>[];
  /** Every row of the filter, newest first, a batch at a time. */
  rows: AsyncIterable<Row[]>;
  /** The totals over the filter, read after the rows, for the line under the table (spreadsheets only). */
  totals: () => Promise<Totals>;
};

export const contentTypes: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

function csvCell(kind: FileColumn<unknown>['kind'], value: string | number | Date | null): string | number {
  if (value === null) return '';
  if (value instanceof Date) return jakartaDateTime(value);
  return kind === 'money' ? Math.trunc(Number(value)) : value;
}

async function* csvLines<Row, Totals>(file: ReportFile<Row, Totals>): AsyncGenerator<string> {
  // A BOM so Excel opens the UTF-8 file with the right characters.
  yield `\ufeff${csvLine(file.columns.map((column) => column.header))}`;
  for await (const batch of file.rows) {
    let chunk = '';
    for (const row of batch) {
      chunk += csvLine(file.columns.map((column) => csvCell(column.kind, column.value(row))));
    }
    if (chunk) yield chunk;
  }
}

async function writeXlsx<Row, Totals>(file: ReportFile<Row, Totals>, stream: PassThrough): Promise<void> {
  // The streaming writer: rows leave as they come, so an export of 100,000 rows does not sit in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(file.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 4 }],
  });
  file.columns.forEach((column, index) => {
    const target = sheet.getColumn(index + 1);
    target.width = column.width;
  });
  const title = sheet.addRow([file.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([file.subtitle]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(file.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  const styleCells = (row: ExcelJS.Row) => {
    file.columns.forEach((column, index) => {
      if (column.kind === 'money') row.getCell(index + 1).numFmt = '#,##0';
      if (column.kind === 'date') row.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
    });
  };
  for await (const batch of file.rows) {
    for (const item of batch) {
      const row = sheet.addRow(
        file.columns.map((column) => {
          const value = column.value(item);
          // A spreadsheet has no time zones: a time is written as the Jakarta wall clock (WIB), which is what the
          // reseller reads on the screen.
          return value instanceof Date ? jakartaWallClock(value) : value;
        }),
      );
      styleCells(row);
      row.commit();
    }
  }
  sheet.addRow([]).commit();
  const sums = await file.totals();
  const totals = sheet.addRow(file.columns.map((column) => column.total?.(sums) ?? null));
  totals.font = { bold: true };
  styleCells(totals);
  totals.commit();
  sheet.commit();
  await workbook.commit();
}

/** The file as a stream: the response starts before the last row is read. */
export function reportFileStream<Row, Totals>(format: ExportFormat, file: ReportFile<Row, Totals>): Readable {
  if (format === 'csv') return Readable.from(csvLines(file), { objectMode: false });
  const stream = new PassThrough();
  writeXlsx(file, stream).catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}
