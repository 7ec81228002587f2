import { crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BulkUploadDetail } from '@konter/shared/contracts/bulk';
import type { RealtimeEvent } from '@konter/shared/contracts/transactions';
import { bulkRows } from '../db/schema/bulk.ts';
import { tenants, type CatalogueSettings } from '../db/schema/tenants.ts';
import { processBulkUploadJob, watchBulkUploadJob } from '../modules/bulk/index.ts';
import { dispatch, type Buyer } from './purchase-helpers.ts';
import { postMultipartFile } from './accounts-helpers.ts';
import type { TestContext } from './test-app.ts';

export type CellInput = string | number | null;

/** A real .xlsx written by exceljs: a header row (unless `header: null`) and the rows as given. */
export async function xlsxOf(
  rows: CellInput[][],
  options: { header?: string[] | null; sheet?: string; hiddenFirst?: boolean } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  if (options.hiddenFirst) workbook.addWorksheet('Hidden', { state: 'hidden' }).addRow(['nothing', 'here']);
  const sheet = workbook.addWorksheet(options.sheet ?? 'Sheet1');
  const header =
    options.header === undefined ? ['Nomor Tujuan', 'Kode Produk', 'Nomor Order', 'Harga Jual'] : options.header;
  if (header) sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function readXlsx(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
}

/** The rows of a sheet as plain values (1-based columns dropped to 0-based). */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A multipart upload of one file, as the browser's FormData sends it. */
export async function uploadFile(
  ctx: TestContext,
  who: Buyer,
  fileName: string,
  data: Buffer,
  contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): Promise<LightMyRequestResponse> {
  return postMultipartFile(
    ctx,
    who.browser,
    '/api/v1/prabayar/excel/upload',
    { field: 'file', name: fileName, type: contentType, data },
    who.browser.locale,
  );
}

/** Uploads and expects the file to be accepted (its rows checked). */
export async function uploaded(ctx: TestContext, who: Buyer, fileName: string, data: Buffer, contentType?: string) {
  const response = await uploadFile(ctx, who, fileName, data, contentType);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BulkUploadDetail;
}

/** `{ line: [codes] }` of the refused rows of an upload answer. */
export function errorCodesByLine(detail: BulkUploadDetail): Record<number, string[]> {
  return Object.fromEntries(
    detail.lines.filter((line) => line.errors.length > 0).map((line) => [line.line, line.errors.map((e) => e.code)]),
  );
}

/** Changes the tenant's catalogue settings through the tenants service (every cache drops them); returns the undo. */
export async function setCatalogueSettings(ctx: TestContext, tenantId: string, changes: Partial<CatalogueSettings>) {
  const [row] = await ctx.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new Error('no tenant');
  const tenantsService = ctx.app.services.tenants;
  await tenantsService.update(tenantId, { settings: { catalogueSettings: { ...row.catalogueSettings, ...changes } } });
  return async () => {
    await tenantsService.update(tenantId, { settings: { catalogueSettings: row.catalogueSettings } });
  };
}

/**
 * Runs an upload as the workers would: the processing runs until no row is queued, every placed purchase is
 * dispatched to the supplier simulator, then the watch recounts.
 */
export async function runUpload(ctx: TestContext, who: Buyer, uploadId: string): Promise<BulkUploadDetail> {
  for (let run = 0; run < 100; run += 1) {
    await ctx.queue.runNow(processBulkUploadJob, { tenantId: who.tenantId, uploadId });
    const queued = await ctx.database.withTenant(who.tenantId, (tx) =>
      tx
        .select({ line: bulkRows.line })
        .from(bulkRows)
        .where(sql`${bulkRows.uploadId} = ${uploadId} and ${bulkRows.status} = 'queued'`),
    );
    if (queued.length === 0) break;
  }
  const placed = await ctx.database.withTenant(who.tenantId, (tx) =>
    tx
      .select({ refId: bulkRows.refId })
      .from(bulkRows)
      .where(sql`${bulkRows.uploadId} = ${uploadId} and ${bulkRows.status} = 'placed'`),
  );
  for (const { refId } of placed) if (refId) await dispatch(ctx, who, refId);
  await ctx.queue.runNow(watchBulkUploadJob, { tenantId: who.tenantId, uploadId, round: 1 });
  const response = await who.browser.get(`/api/v1/prabayar/excel/uploads/${uploadId}?lines=all`);
  expect(response.statusCode).toBe(200);
  return response.json().data as BulkUploadDetail;
}

/** Collects the realtime events the database delivers (NOTIFY on commit). */
export async function collectRealtime(ctx: TestContext): Promise<{ events: RealtimeEvent[]; stop(): Promise<void> }> {
  const events: RealtimeEvent[] = [];
  const take = (payload: string) => {
    const envelope = JSON.parse(payload) as { event: RealtimeEvent };
    events.push(envelope.event);
  };
  const client = await ctx.database.pool.connect();
  client.on('notification', (message) => {
    if (message.payload) take(message.payload);
  });
  await client.query('LISTEN konter_realtime');
  return {
    events,
    async stop() {
      await client.query('UNLISTEN konter_realtime');
      client.release();
    },
  };
}

/**
 * A zip with its entries stored as given (no compression), enough to hand-build an .xlsx the way other programs
 * write them, quirks included.
 */
export function zipStored(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
