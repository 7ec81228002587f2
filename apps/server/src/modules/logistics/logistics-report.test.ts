import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourierCode, MloOrder } from '@konter/shared/contracts/logistics';
import type { ManifestReport, ParcelReport } from '@konter/shared/contracts/logistics-reports';
import { jakartaDate } from '@konter/shared/time/jakarta';
import { accounts } from '../../db/schema/accounts.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, depositOf } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { sendParcel } from './logistics.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
});

const hour = 3_600_000;
const settings = {
  origin: {
    name: 'Konter Berkah',
    phone: '081234560170',
    address: 'Jl. Kebon Sirih 12',
    city: 'JAKARTA PUSAT',
    postal_code: '10110',
  },
  sender_name: 'Konter Berkah',
  sender_phone: '081234560170',
  default_packaging: 'plastic',
};

async function mloAgent(options: { tenant?: 'konter' | 'mitra'; agen?: boolean } = {}) {
  const who = await buyer(ctx, { role: 'agent', deposit: 200_000, tenant: options.tenant ?? 'konter' });
  await ctx.database.withTenant(who.tenantId, (tx) =>
    tx
      .update(accounts)
      .set({
        isAgenMlo: options.agen ?? true,
        courierFlags: {
          sicepat: true,
          idexpress: false,
          ninja_xpress: true,
          sap_express: false,
          jnt_cargo: false,
          jnt_express: true,
          jne_express: true,
          lion_parcel: true,
        },
      })
      .where(and(eq(accounts.tenantId, who.tenantId), eq(accounts.id, who.accountId))),
  );
  if (options.agen ?? true) {
    const saved = await who.browser.request('PUT', '/api/v1/mlo/settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return who;
}
type Agent = Awaited<ReturnType<typeof mloAgent>>;

async function send(who: Agent, courier: CourierCode, service: string, sellingPrice = 20_000): Promise<MloOrder> {
  const response = await sendParcel(who, courier, service, { selling_price: sellingPrice });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MloOrder;
}

async function reportOf(who: Agent, query = '', path = '/api/v1/mlo/report'): Promise<ParcelReport> {
  const response = await who.browser.get(`${path}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ParcelReport;
}

describe('the parcel report (RPT-01 MLO transaction, MLO-06)', () => {
  it('[RPT-01][MLO-06] an agent sees shipments per courier and day, fees from the deposit, refunds and statuses', async () => {
    const who = await mloAgent();
    const day = jakartaDate(ctx.clock.now());
    const delivered = await send(who, 'sicepat', 'REG', 25_000);
    const moving = await send(who, 'jne-express', 'REG');
    const cancelled = await send(who, 'jnt-express', 'EZ');
    expect((await who.browser.post('/api/v1/mlo/transaction/cancel', { id: cancelled.id })).statusCode).toBe(200);
    ctx.simulators.couriers.jne.book.nextCreate = 'reject';
    const rejected = await send(who, 'jne-express', 'REG');
    expect(rejected.status).toBe('rejected');
    ctx.clock.advance(5 * 24 * hour);
    const tracked = await who.browser.post('/api/v1/mlo/transaction/track', { awb: delivered.awb });
    expect(tracked.json().data.status).toBe('delivered');

    const report = await reportOf(who, `?from=${day}&to=${day}`);
    expect(report.data.map((row) => [row.day, row.courier])).toEqual([
      [day, 'sicepat'],
      [day, 'jnt-express'],
      [day, 'jne-express'],
    ]);
    const [sicepat, jnt, jne] = report.data;
    expect(sicepat).toMatchObject({
      courier_name: 'SiCepat',
      shipments: 1,
      fees: delivered.fee,
      refunds: 0,
      net_fees: delivered.fee,
      selling: 25_000,
      margin: 25_000 - delivered.fee,
      delivered: 1,
      in_transit: 0,
    });
    expect(jnt).toMatchObject({
      shipments: 1,
      refund_count: 1,
      refunds: cancelled.fee,
      net_fees: 0,
      cancelled: 1,
      margin: 0,
    });
    expect(jne).toMatchObject({
      shipments: 2,
      fees: moving.fee + rejected.fee,
      refund_count: 1,
      refunds: rejected.fee,
      in_transit: 1,
      cancelled: 1,
      margin: 20_000 - moving.fee,
    });
    // What the report says the parcels cost is exactly what left the deposit.
    expect(report.totals.net_fees).toBe(200_000 - (await depositOf(who)));
    expect(report.totals).toMatchObject({ shipments: 4, delivered: 1, in_transit: 1, cancelled: 2, returned: 0 });
    expect(report.couriers.map((line) => [line.courier, line.shipments])).toEqual([
      ['sicepat', 1],
      ['jnt-express', 1],
      ['jne-express', 2],
    ]);

    // A courier filter and a period without parcels.
    const onlyJne = await reportOf(who, `?from=${day}&to=${day}&courier=jne-express`);
    expect(onlyJne.data.map((row) => row.courier)).toEqual(['jne-express']);
    expect(onlyJne.totals.shipments).toBe(2);
    const today = await reportOf(who, '?preset=today');
    expect(today.data).toEqual([]);
    expect(today.totals.shipments).toBe(0);
  });

  it('[RPT-01] the export downloads the same rows and totals as a file, in the reader language', async () => {
    const who = await mloAgent();
    const day = jakartaDate(ctx.clock.now());
    const order = await send(who, 'lion-parcel', 'REGPACK');
    who.browser.locale = 'en';
    const csv = await who.browser.get(`/api/v1/mlo/report/export?from=${day}&to=${day}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="laporan-paket-${day}.csv"`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Date,Courier,Parcels,Fees Taken from Deposit');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${day},Lion Parcel,1,${order.fee},0,0,${order.fee}`);
    const xlsx = await who.browser.get(`/api/v1/mlo/report/export?from=${day}&to=${day}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('[RPT-01][MLO-01] a member without the grant reads the permission message; a bad period is a field error', async () => {
    const member = await mloAgent({ agen: false });
    member.browser.locale = 'en';
    const refused = await member.browser.get('/api/v1/mlo/report');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have the permission to access this page");
    expect((await member.browser.get('/api/v1/mlo/report/export?format=csv')).statusCode).toBe(403);
    expect((await member.browser.get('/api/v1/admin/mlo/report')).statusCode).toBe(403);

    const who = await mloAgent();
    who.browser.locale = 'en';
    const backwards = await who.browser.get('/api/v1/mlo/report?from=2026-11-20&to=2026-11-10');
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    const courier = await who.browser.get('/api/v1/mlo/report?courier=pos-indonesia');
    expect(courier.statusCode).toBe(422);
    expect(courier.json().errors.courier).toBeDefined();
    const format = await who.browser.get('/api/v1/mlo/report/export?format=pdf');
    expect(format.statusCode).toBe(422);
  });

  it('[RPT-01][PLT-01] each agent sees only their parcels; the admin sees every agent of the tenant, never another tenant', async () => {
    const first = await mloAgent();
    const second = await mloAgent();
    const elsewhere = await mloAgent({ tenant: 'mitra' });
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const day = jakartaDate(ctx.clock.now());
    const range = `?from=${day}&to=${day}&courier=ninja-xpress`;
    const before = await reportOf(admin, range, '/api/v1/admin/mlo/report');

    const a = await send(first, 'ninja-xpress', 'Standard');
    const b = await send(second, 'ninja-xpress', 'Standard');
    const c = await send(elsewhere, 'ninja-xpress', 'Standard');

    expect((await reportOf(first, range)).totals).toMatchObject({ shipments: 1, fees: a.fee });
    expect((await reportOf(second, range)).totals).toMatchObject({ shipments: 1, fees: b.fee });
    expect((await reportOf(elsewhere, range)).totals).toMatchObject({ shipments: 1, fees: c.fee });
    // An agent's report ignores the admin's agent filter: it is always their own.
    expect((await reportOf(first, `${range}&agent=${second.phone}`)).totals.fees).toBe(a.fee);

    const after = await reportOf(admin, range, '/api/v1/admin/mlo/report');
    expect(after.totals.shipments - before.totals.shipments).toBe(2);
    expect(after.totals.fees - before.totals.fees).toBe(a.fee + b.fee);
    const one = await reportOf(admin, `${range}&agent=${second.phone}`, '/api/v1/admin/mlo/report');
    expect(one.totals).toMatchObject({ shipments: 1, fees: b.fee });

    admin.browser.locale = 'zh';
    const file = await admin.browser.get(`/api/v1/admin/mlo/report/export${range}&agent=${first.phone}&format=csv`);
    expect(file.statusCode, file.body).toBe(200);
    const lines = file.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]?.startsWith('日期,快递,包裹数')).toBe(true);
    expect(lines.slice(1)).toEqual([expect.stringContaining(`${day},Ninja Xpress,1,${a.fee}`)]);
  });
});

async function manifestOf(who: Agent, courier: CourierCode, orders: MloOrder[], close = true) {
  const opened = await who.browser.post('/api/v1/mlo/manifest/open', { courier });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = opened.json().data.id as string;
  for (const order of orders) {
    const added = await who.browser.post('/api/v1/mlo/manifest/add', { manifest_id: id, order_id: order.id });
    expect(added.statusCode, added.body).toBe(200);
  }
  if (close) expect((await who.browser.post('/api/v1/mlo/manifest/close', { manifest_id: id })).statusCode).toBe(200);
  return opened.json().data as { id: string; code: string };
}

async function manifestReportOf(who: Agent, query = '', path = '/api/v1/mlo/report/manifest'): Promise<ManifestReport> {
  const response = await who.browser.get(`${path}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ManifestReport;
}

describe('the manifest report per courier (MLO-07, RPT-01)', () => {
  it('[MLO-07][RPT-01] a row per manifest with its parcels, weight, fees and where they are; per courier and in total', async () => {
    const who = await mloAgent();
    const day = jakartaDate(ctx.clock.now());
    const first = await send(who, 'jne-express', 'REG');
    const second = await send(who, 'jne-express', 'REG');
    const lion = await send(who, 'lion-parcel', 'REGPACK');
    const jneManifest = await manifestOf(who, 'jne-express', [first, second]);
    const lionManifest = await manifestOf(who, 'lion-parcel', [lion], false);
    const sicepat = await send(who, 'sicepat', 'REG');
    const sicepatManifest = await manifestOf(who, 'sicepat', [sicepat]);

    const report = await manifestReportOf(who, `?from=${day}&to=${day}`);
    const byCode = new Map(report.data.map((row) => [row.code, row]));
    expect(byCode.get(jneManifest.code)).toMatchObject({
      courier: 'jne-express',
      courier_name: 'JNE Express',
      status: 'closed',
      day,
      agent_name: null,
      parcels: 2,
      weight_grams: 2_400,
      fees: first.fee + second.fee,
      in_transit: 2,
      delivered: 0,
    });
    expect(byCode.get(jneManifest.code)?.closed_at).not.toBeNull();
    expect(byCode.get(lionManifest.code)).toMatchObject({ status: 'open', closed_at: null, parcels: 1 });
    // Without a courier every manifest counts, SiCepat's too.
    expect(byCode.get(sicepatManifest.code)).toMatchObject({ courier: 'sicepat', parcels: 1 });
    expect(report.totals).toMatchObject({
      manifests: 3,
      parcels: 4,
      fees: first.fee + second.fee + lion.fee + sicepat.fee,
    });
    expect(report.couriers.map((line) => [line.courier, line.manifests, line.parcels])).toEqual([
      ['sicepat', 1, 1],
      ['jne-express', 1, 2],
      ['lion-parcel', 1, 1],
    ]);

    // Per courier: only that courier's manifests.
    const jne = await manifestReportOf(who, `?from=${day}&to=${day}&courier=jne-express`);
    expect(jne.data.map((row) => row.code)).toEqual([jneManifest.code]);
    expect(jne.totals).toMatchObject({ manifests: 1, parcels: 2, weight_grams: 2_400 });
    // Delivered parcels move to their column.
    ctx.clock.advance(5 * 24 * hour);
    for (const order of [first, second]) {
      const tracked = await who.browser.post('/api/v1/mlo/transaction/track', { awb: order.awb });
      expect(tracked.statusCode, tracked.body).toBe(200);
    }
    const later = await manifestReportOf(who, `?from=${day}&to=${day}&courier=jne-express`);
    expect(later.totals).toMatchObject({ delivered: 2, in_transit: 0 });
  });

  it('[MLO-07][RPT-01] SiCepat has a transaction report only: its manifest report is a translated field error', async () => {
    const who = await mloAgent();
    for (const [locale, text] of [
      ['id', 'Kurir harus salah satu dari pilihan yang tersedia.'],
      ['en', 'Courier must be one of the available choices.'],
    ] as const) {
      who.browser.locale = locale;
      const refused = await who.browser.get('/api/v1/mlo/report/manifest?courier=sicepat');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.courier).toEqual([text]);
    }
    who.browser.locale = 'zh';
    const exported = await who.browser.get('/api/v1/mlo/report/manifest/export?courier=sicepat&format=csv');
    expect(exported.statusCode).toBe(422);
    expect(exported.json().errors.courier).toHaveLength(1);
    const backwards = await who.browser.get('/api/v1/mlo/report/manifest?from=2026-11-20&to=2026-11-10');
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    // The transaction report still takes SiCepat.
    expect((await who.browser.get('/api/v1/mlo/report?courier=sicepat')).statusCode).toBe(200);
    const member = await mloAgent({ agen: false });
    expect((await member.browser.get('/api/v1/mlo/report/manifest')).statusCode).toBe(403);
  });

  it('[MLO-07][RPT-01] the export has the same rows and totals as .csv and .xlsx; the admin sees every agent, each named', async () => {
    const who = await mloAgent();
    const other = await mloAgent();
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const day = jakartaDate(ctx.clock.now());
    const order = await send(who, 'ninja-xpress', 'Standard');
    const manifest = await manifestOf(who, 'ninja-xpress', [order]);
    const theirs = await send(other, 'ninja-xpress', 'Standard');
    const otherManifest = await manifestOf(other, 'ninja-xpress', [theirs]);
    const range = `?from=${day}&to=${day}&courier=ninja-xpress`;

    who.browser.locale = 'en';
    const csv = await who.browser.get(`/api/v1/mlo/report/manifest/export${range}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="laporan-manifes-${day}.csv"`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Opened,Manifest No.,Courier,Status,Closed,Parcels,Weight (kg),Fees,Delivered,In Transit,Returned',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${day},${manifest.code},Ninja Xpress,Closed,${day} \\d\\d:\\d\\d,1,1.2,${order.fee},0,1,0$`),
    );
    const xlsx = await who.browser.get(`/api/v1/mlo/report/manifest/export${range}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const tenant = await manifestReportOf(admin, `${range}&agent=${other.phone}`, '/api/v1/admin/mlo/report/manifest');
    expect(tenant.data.map((row) => [row.code, row.agent_name])).toEqual([[otherManifest.code, 'Toko Berkah']]);
    expect((await who.browser.get('/api/v1/admin/mlo/report/manifest')).statusCode).toBe(403);
    admin.browser.locale = 'zh';
    const file = await admin.browser.get(
      `/api/v1/admin/mlo/report/manifest/export${range}&agent=${who.phone}&format=csv`,
    );
    expect(file.statusCode, file.body).toBe(200);
    const rows = file.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows[0]?.startsWith('开立日期,清单编号,快递,代理,状态')).toBe(true);
    expect(rows.slice(1)).toEqual([expect.stringContaining(`${manifest.code},Ninja Xpress,`)]);
  });
});
