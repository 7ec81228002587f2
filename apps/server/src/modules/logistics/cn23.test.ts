import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cn23AddBody } from '@konter/shared/contracts/cn23';
import { jakartaDate } from '@konter/shared/time/jakarta';
import { accounts } from '../../db/schema/accounts.ts';
import { mloCn23, mloExchangeRates } from '../../db/schema/customs.ts';
import { buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedDemoCn23 } from './cn23.seed.ts';
import { mloAgentOf, sendParcel, type MloAgent } from './logistics.fixtures.ts';
import { demoMloAgent } from './logistics.seed.ts';

let ctx: TestContext;
let agent: MloAgent;
let awb: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // The rates of the test's day, set by the back office: they are newer than the seed's, so they apply.
  const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
  const today = jakartaDate(ctx.clock.now());
  for (const [currency, rate_hundredths] of [
    ['USD', 1_600_000],
    ['JPY', 10_550],
  ] as const) {
    const set = await admin.browser.request('PUT', '/api/v1/admin/mlo/cn23/kurs', {
      currency,
      rate_hundredths,
      effective_on: today,
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  agent = await mloAgentOf(ctx);
  awb = await parcelOf(agent);
});
afterAll(() => ctx.close());

async function parcelOf(who: MloAgent): Promise<string> {
  const sent = await sendParcel(who, 'sicepat', 'REG');
  expect(sent.statusCode, sent.body).toBe(200);
  const order = sent.json().data;
  expect(order.awb).toBeTruthy();
  return order.awb as string;
}

const declaration = (forAwb: string): Cn23AddBody => ({
  awb: forAwb,
  sender_country: 'id',
  recipient_country: 'SG',
  category: 'gift',
  currency: 'USD',
  items: [
    {
      description: 'Kemeja batik',
      hs_code: '6205.20',
      quantity: 2,
      net_weight_grams: 400,
      value: 2_400,
      origin_country: 'ID',
    },
    {
      description: 'Casing ponsel',
      hs_code: '3926.90',
      quantity: 1,
      net_weight_grams: 50,
      value: 500,
      origin_country: 'CN',
    },
  ],
});

describe('CN23 declarations (MLO-04)', () => {
  it('[MLO-04] check AWB, add, list with filters, status, cancel; a second add of the same AWB is refused', async () => {
    const checked = await agent.browser.post('/api/v1/mlo/cn23/check_resi', { awb });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({
      awb,
      courier_name: 'SiCepat',
      courier_status: 'created',
      declaration_id: null,
    });

    const added = await agent.browser.post('/api/v1/mlo/cn23/add', declaration(awb));
    expect(added.statusCode, added.body).toBe(200);
    const cn23 = added.json().data;
    expect(cn23).toMatchObject({
      awb,
      status: 'submitted',
      sender: { country: 'ID' },
      recipient: { country: 'SG' },
      total_value: 2_900,
      total_weight_grams: 450,
    });
    expect(cn23.number).toMatch(/^CN23\d{8}[0-9A-F]{8}$/);

    const again = await agent.browser.post('/api/v1/mlo/cn23/add', declaration(awb));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.awb).toEqual(['Resi ini sudah memiliki deklarasi CN23']);

    const listed = await agent.browser.get(`/api/v1/mlo/cn23?status=submitted&awb=${awb}`);
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([cn23.id]);
    expect((await agent.browser.get('/api/v1/mlo/cn23?status=cleared')).json().data).toEqual([]);

    const status = await agent.browser.post('/api/v1/mlo/cn23/get_status', { id: cn23.id });
    expect(status.json().data.status).toBe('submitted');

    const cancelled = await agent.browser.post('/api/v1/mlo/cn23/cancel', { id: cn23.id });
    expect(cancelled.json().data.status).toBe('cancelled');
    // Cancelled, the parcel may be declared again.
    const redo = await agent.browser.post('/api/v1/mlo/cn23/add', { ...declaration(awb), draft: true });
    expect(redo.json().data.status).toBe('draft');
  });

  it('[MLO-04] a cleared declaration cannot be cancelled; a held one can', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const cleared = (await agent.browser.post('/api/v1/mlo/cn23/add', declaration(await parcelOf(agent)))).json().data;
    const outcome = await admin.browser.post(`/api/v1/admin/mlo/cn23/${cleared.id}/outcome`, { status: 'cleared' });
    expect(outcome.json().data.status).toBe('cleared');
    const refused = await agent.browser.post('/api/v1/mlo/cn23/cancel', { id: cleared.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('cn23_not_cancelable');

    const held = (await agent.browser.post('/api/v1/mlo/cn23/add', declaration(await parcelOf(agent)))).json().data;
    await admin.browser.post(`/api/v1/admin/mlo/cn23/${held.id}/outcome`, { status: 'held' });
    expect((await agent.browser.post('/api/v1/mlo/cn23/cancel', { id: held.id })).json().data.status).toBe('cancelled');
  });

  it("[MLO-04] check_resi asks the courier: its status on the clock, 'AWB not found' when it does not know the AWB, 'courier unavailable' when it does not answer", async () => {
    const who = await mloAgentOf(ctx);
    const mine = await parcelOf(who);
    const sicepat = ctx.simulators.couriers.sicepat;
    // The courier's own clock three hours on (the app's day stays, the rates of the other tests keep their date).
    sicepat.book.aheadMs = 3 * 3_600_000;
    try {
      const picked = await who.browser.post('/api/v1/mlo/cn23/check_resi', { awb: mine });
      expect(picked.json().data.courier_status).toBe('picked_up');
    } finally {
      sicepat.book.aheadMs = 0;
    }

    sicepat.down = true;
    try {
      who.browser.locale = 'en';
      const down = await who.browser.post('/api/v1/mlo/cn23/check_resi', { awb: mine });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe('The courier cannot be reached, please try again later');
      who.browser.locale = 'zh';
      expect((await who.browser.post('/api/v1/mlo/cn23/check_resi', { awb: mine })).json().message).toBe(
        '无法联系快递公司，请稍后再试',
      );
    } finally {
      sicepat.down = false;
    }

    // The courier lost the parcel (or never had it): our own record alone does not make it declarable.
    const held = sicepat.book.parcels.get(mine);
    sicepat.book.parcels.delete(mine);
    try {
      who.browser.locale = 'en';
      const lost = await who.browser.post('/api/v1/mlo/cn23/check_resi', { awb: mine });
      expect(lost.statusCode).toBe(404);
      expect(lost.json().message).toBe('AWB not found');
      expect(lost.json().errors.awb).toEqual(['AWB not found']);
    } finally {
      if (held) sicepat.book.parcels.set(mine, held);
    }
  });

  it("[MLO-04] another agent's AWB or an unknown one is 'AWB not found'; bad input is 422 in the reader's language", async () => {
    const other = await mloAgentOf(ctx);
    const theirs = await other.browser.post('/api/v1/mlo/cn23/add', declaration(awb));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Nomor resi (AWB) tidak ditemukan');
    other.browser.locale = 'en';
    const unknown = await other.browser.post('/api/v1/mlo/cn23/check_resi', { awb: 'NOPE123' });
    expect(unknown.json().errors.awb).toEqual(['AWB not found']);

    agent.browser.locale = 'zh';
    const badHs = await agent.browser.post('/api/v1/mlo/cn23/add', {
      ...declaration(awb),
      items: [{ ...declaration(awb).items[0], hs_code: '9999.99' }],
    });
    expect(badHs.statusCode).toBe(422);
    expect(badHs.json().errors['items.0.hs_code']).toEqual(['未找到 HS 编码']);
    const malformed = await agent.browser.post('/api/v1/mlo/cn23/add', { awb, sender_country: 'Indonesia', items: [] });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(
      expect.arrayContaining(['sender_country', 'category', 'currency', 'items']),
    );
    agent.browser.locale = 'id';
  });

  it('[MLO-04] not an MLO agent: the permission message on every CN23 route', async () => {
    const member = await buyer(ctx, { role: 'member' });
    for (const [method, url] of [
      ['GET', '/api/v1/mlo/cn23'],
      ['GET', '/api/v1/mlo/cn23/hscodes'],
      ['GET', '/api/v1/mlo/cn23/kurs'],
      ['POST', '/api/v1/mlo/cn23/calculate-tax'],
    ] as const) {
      const response = await member.browser.request(method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('Anda tidak memiliki izin untuk mengakses halaman ini');
    }
    const noFlags = await mloAgentOf(ctx, { flags: false });
    expect((await noFlags.browser.get('/api/v1/mlo/cn23')).statusCode).toBe(403);
  });

  it("[MLO-04] another tenant's agent sees none of this tenant's declarations and cannot read one", async () => {
    const mine = (await agent.browser.get('/api/v1/mlo/cn23')).json().data;
    expect(mine.length).toBeGreaterThan(0);
    const mitra = await mloAgentOf(ctx, { tenant: 'mitra' });
    expect((await mitra.browser.get('/api/v1/mlo/cn23')).json().data).toEqual([]);
    const status = await mitra.browser.post('/api/v1/mlo/cn23/get_status', { id: mine[0].id });
    expect(status.statusCode).toBe(404);
    expect((await mitra.browser.post('/api/v1/mlo/cn23/add', declaration(awb))).statusCode).toBe(404);
  });
});

describe('demo seed (MLO-04)', () => {
  it('[MLO-04] the demo MLO agent has one CN23 declaration and the tenant its rates, however often the seed runs', async () => {
    const tenantId = ctx.tenantIds.konter;
    const count = () =>
      ctx.database.withTenant(tenantId, async (tx) => ({
        declarations: (
          await tx
            .select({ id: mloCn23.id })
            .from(mloCn23)
            .innerJoin(accounts, and(eq(accounts.tenantId, mloCn23.tenantId), eq(accounts.id, mloCn23.accountId)))
            .where(and(eq(mloCn23.tenantId, tenantId), eq(accounts.phone, demoMloAgent.phone)))
        ).length,
        rates: (await tx.select().from(mloExchangeRates).where(eq(mloExchangeRates.tenantId, tenantId))).length,
      }));
    const before = await count();
    expect(before.declarations).toBe(1);
    expect(before.rates).toBeGreaterThanOrEqual(11);
    await seedDemoCn23(ctx.database, tenantId, ctx.clock);
    await seedDemoCn23(ctx.database, tenantId, ctx.clock);
    expect(await count()).toEqual(before);
  });
});

describe('CN23 report (mlo/report/cn23)', () => {
  it("[MLO-04] the period's declarations by status and currency, the agent's own only", async () => {
    const today = jakartaDate(ctx.clock.now());
    const response = await agent.browser.post('/api/v1/mlo/report/cn23', { from: today, to: today });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    const rows = (await agent.browser.get('/api/v1/mlo/cn23')).json().data;
    expect(report.rows.map((row: { id: string }) => row.id)).toEqual(rows.map((row: { id: string }) => row.id));
    const count = (status: string) => rows.filter((row: { status: string }) => row.status === status).length;
    for (const entry of report.by_status) expect(entry.count).toBe(count(entry.status));
    expect(report.by_currency).toEqual([{ currency: 'USD', count: rows.length, value: 2_900 * rows.length }]);
    const other = await mloAgentOf(ctx);
    const theirs = (await other.browser.post('/api/v1/mlo/report/cn23', { from: today, to: today })).json().data;
    expect(theirs.rows).toEqual([]);
  });
});

describe('CN23 report export and the clearance outcome (MLO-04, RPT-01)', () => {
  it('[MLO-04][RPT-01] the CN23 report downloads as .csv and .xlsx with the screen rows, in the reader language', async () => {
    const who = await mloAgentOf(ctx);
    const declared = (await who.browser.post('/api/v1/mlo/cn23/add', declaration(await parcelOf(who)))).json().data;
    const today = jakartaDate(ctx.clock.now());
    who.browser.locale = 'en';
    const csv = await who.browser.get(`/api/v1/mlo/report/cn23/export?from=${today}&to=${today}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="laporan-cn23-${today}.csv"`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,CN23 Number,AWB,Courier,Addressee,Destination Country,Category,Status,Items,Net Weight (grams),Currency,Value',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,${declared.number},${declared.awb},SiCepat,Siti Aminah,SG,Gift,Submitted,3,450,USD,29.00`,
    );

    who.browser.locale = 'zh';
    const zh = await who.browser.get(`/api/v1/mlo/report/cn23/export?from=${today}&to=${today}&format=csv`);
    expect(zh.body.replace(/^\ufeff/, '').startsWith('日期,CN23 编号,运单号')).toBe(true);
    expect(zh.body).toContain('礼品,已提交');

    const xlsx = await who.browser.get(`/api/v1/mlo/report/cn23/export?from=${today}&to=${today}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    who.browser.locale = 'en';
    const backwards = await who.browser.get('/api/v1/mlo/report/cn23/export?from=2026-11-20&to=2026-11-10');
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    const member = await buyer(ctx, { role: 'member' });
    const refused = await member.browser.get(`/api/v1/mlo/report/cn23/export?from=${today}&to=${today}`);
    expect(refused.statusCode).toBe(403);
  });

  it('[MLO-04][ADM-01] the back office lists the submitted declarations with their agent, records cleared or held once, and the agent reads it', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const who = await mloAgentOf(ctx);
    const first = (await who.browser.post('/api/v1/mlo/cn23/add', declaration(await parcelOf(who)))).json().data;
    const second = (await who.browser.post('/api/v1/mlo/cn23/add', declaration(await parcelOf(who)))).json().data;
    const draft = (
      await who.browser.post('/api/v1/mlo/cn23/add', { ...declaration(await parcelOf(who)), draft: true })
    ).json().data;

    const listed = await admin.browser.get('/api/v1/admin/mlo/cn23');
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json().data.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(draft.id);
    expect(listed.json().data.find((row: { id: string }) => row.id === first.id)).toMatchObject({
      number: first.number,
      status: 'submitted',
      agent: { phone: who.phone },
      recipient: { country: 'SG' },
    });

    expect(
      (await admin.browser.post(`/api/v1/admin/mlo/cn23/${first.id}/outcome`, { status: 'cleared' })).json().data
        .status,
    ).toBe('cleared');
    expect(
      (await admin.browser.post(`/api/v1/admin/mlo/cn23/${second.id}/outcome`, { status: 'held' })).json().data.status,
    ).toBe('held');
    const again = await admin.browser.post(`/api/v1/admin/mlo/cn23/${first.id}/outcome`, { status: 'held' });
    expect(again.statusCode).toBe(409);
    const after = (await admin.browser.get('/api/v1/admin/mlo/cn23')).json().data.map((row: { id: string }) => row.id);
    expect(after).not.toContain(first.id);
    expect(after).not.toContain(second.id);
    const held = (await admin.browser.get('/api/v1/admin/mlo/cn23?status=held')).json().data;
    expect(held.map((row: { id: string }) => row.id)).toContain(second.id);

    // The agent reads customs' answer on the declaration.
    expect((await who.browser.post('/api/v1/mlo/cn23/get_status', { id: first.id })).json().data.status).toBe(
      'cleared',
    );
    const mine = (await who.browser.get('/api/v1/mlo/cn23?status=held')).json().data;
    expect(mine.map((row: { id: string }) => row.id)).toEqual([second.id]);

    // Only the back office, and only its own tenant.
    expect((await who.browser.get('/api/v1/admin/mlo/cn23')).statusCode).toBe(403);
    const elsewhere = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
    const theirs = (await elsewhere.browser.get('/api/v1/admin/mlo/cn23?status=held')).json().data;
    expect(theirs.map((row: { id: string }) => row.id)).not.toContain(second.id);
    expect((await admin.browser.get('/api/v1/admin/mlo/cn23?status=lost')).statusCode).toBe(422);
  });
});

describe('HS codes, rates and the tax simulation (MLO-04)', () => {
  it('[MLO-04] HS codes are searched by code or Indonesian description', async () => {
    const coffee = (await agent.browser.get('/api/v1/mlo/cn23/hscodes?q=kopi')).json().data;
    expect(coffee.map((row: { code: string }) => row.code)).toEqual(['0901.11', '0901.21', '2101.11']);
    const all = (await agent.browser.get('/api/v1/mlo/cn23/hscodes')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(80);
  });

  it('[MLO-04] the search finds HS codes by code prefix (dots optional) and by every word, Indonesian or English', async () => {
    const codes = async (q: string) =>
      (await agent.browser.get(`/api/v1/mlo/cn23/hscodes?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((row: { code: string }) => row.code);
    // A chapter, a heading and a subheading, with or without the dot.
    expect(await codes('09')).toEqual(expect.arrayContaining(['0901.11', '0902.30', '0904.11', '0910.11']));
    expect((await codes('09')).every((code: string) => code.startsWith('09'))).toBe(true);
    expect(await codes('6109')).toEqual(['6109.10']);
    expect(await codes('610910')).toEqual(['6109.10']);
    expect(await codes('6109.1')).toEqual(['6109.10']);
    // Words: each must match, in either language, whatever the case.
    expect(await codes('sepatu')).toEqual(['6402.99', '6403.99', '6404.11']);
    expect(await codes('Cotton SOCKS')).toEqual(['6115.95']);
    expect(await codes('kaos katun')).toEqual(['6109.10']);
    expect(await codes('62 katun')).toEqual(['6203.42', '6204.62', '6205.20', '6211.42']);
    const [honey] = (await agent.browser.get('/api/v1/mlo/cn23/hscodes?q=honey')).json().data;
    expect(honey).toEqual({
      code: '0409.00',
      description_id: 'Madu alami',
      description_en: 'Natural honey',
      duty_bps: 500,
      commodity: null,
      consignment_duty_bps: 750,
    });
    // PMK 96/2023's certain commodities by their HS ranges (migration 0049), each with its consignment rate.
    const commodities = async (q: string) =>
      (await agent.browser.get(`/api/v1/mlo/cn23/hscodes?q=${q}`))
        .json()
        .data.map((row: { code: string; commodity: string | null; duty_bps: number; consignment_duty_bps: number }) => [
          row.code,
          row.commodity,
          row.duty_bps,
          row.consignment_duty_bps,
        ]);
    expect(await commodities('3304')).toEqual([
      ['3304.10', 'cosmetics', 1_500, 1_500],
      ['3304.20', 'cosmetics', 1_500, 1_500],
      ['3304.91', 'cosmetics', 1_500, 1_500],
      ['3304.99', 'cosmetics', 1_500, 1_500],
    ]);
    expect(await commodities('9102')).toEqual([['9102.11', 'watches', 1_000, 1_500]]);
    expect(await commodities('4901')).toEqual([['4901.99', 'books', 0, 0]]);
    expect(await commodities('6404')).toEqual([['6404.11', 'footwear', 3_000, 2_500]]);
    expect(await commodities('4202.92')).toEqual([['4202.92', 'bags', 1_500, 2_500]]);
    // Printed cotton fabric is chapter 52, not a textile product of chapters 61-63: the flat rate.
    expect(await commodities('5208')).toEqual([['5208.52', null, 2_500, 750]]);
    // Nothing matches: an empty list; LIKE's wildcards are plain characters.
    expect(await codes('zzzz')).toEqual([]);
    expect(await codes('%')).toEqual([]);
    expect(await codes('6109 sepatu')).toEqual([]);
  });

  it('[MLO-04] a search longer than 60 characters is a translated field error', async () => {
    const long = 'a'.repeat(61);
    for (const [locale, text] of [
      ['id', 'Pencarian maksimal 60 karakter.'],
      ['en', 'Search may not be greater than 60 characters.'],
    ] as const) {
      agent.browser.locale = locale;
      const refused = await agent.browser.get(`/api/v1/mlo/cn23/hscodes?q=${long}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.q).toEqual([text]);
    }
    agent.browser.locale = 'id';
  });

  it("[MLO-04] the day's rate is the newest on or before it, with its date", async () => {
    const rates = (await agent.browser.get('/api/v1/mlo/cn23/kurs')).json().data;
    const usd = rates.find((rate: { currency: string }) => rate.currency === 'USD');
    expect(usd).toEqual({ currency: 'USD', rate_hundredths: 1_600_000, effective_on: jakartaDate(ctx.clock.now()) });
  });

  it('[MLO-04] the simulation gives exact Rupiah: flat band, shoes at the footwear rate, above the ceiling, de-minimis', async () => {
    const simulate = async (body: object) => {
      const response = await agent.browser.post('/api/v1/mlo/cn23/calculate-tax', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const today = jakartaDate(ctx.clock.now());
    expect(await simulate({ fob: 2_000, freight: 500, currency: 'USD', hs_code: '3926.90' })).toEqual({
      currency: 'USD',
      rate_hundredths: 1_600_000,
      rate_date: today,
      hs_code: '3926.90',
      band: 'flat',
      commodity: null,
      customs_value: 400_000,
      duty_bps: 750,
      duty: 30_000,
      ppn_bps: 1_100,
      ppn: 48_000,
      pph_bps: 0,
      pph: 0,
      total: 78_000,
    });
    // PMK 4/2025: footwear under the ceiling pays 25% and PPh 5%, NPWP or not.
    expect(await simulate({ fob: 4_000, currency: 'USD', hs_code: '6404.11' })).toMatchObject({
      band: 'commodity',
      commodity: 'footwear',
      duty_bps: 2_500,
      duty: 160_000,
      ppn: 88_000,
      pph_bps: 500,
      pph: 40_000,
      total: 288_000,
    });
    // Above USD 1 500: the MFN rate of BTKI (30%) and PPh without NPWP (20%).
    expect(await simulate({ fob: 160_000, currency: 'USD', hs_code: '6404.11' })).toMatchObject({
      band: 'mfn',
      duty_bps: 3_000,
      duty: 7_680_000,
      pph_bps: 2_000,
      total: 17_997_000,
    });
    expect(await simulate({ fob: 250, currency: 'USD', hs_code: '3926.90', npwp: true })).toMatchObject({
      band: 'deminimis',
      total: 5_000,
    });
    expect(await simulate({ fob: 5_000, currency: 'JPY', hs_code: '3926.90' })).toMatchObject({
      rate_hundredths: 10_550,
      customs_value: 527_500,
      total: 103_000,
    });
  });

  it("[MLO-04] the tenant's settings change the result; an unknown HS code or currency without rate is a 422", async () => {
    const admin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
    const saved = await admin.browser.request('PUT', '/api/v1/admin/mlo/cn23/settings', {
      ppn_bps: 1_200,
      duty_cosmetics_bps: 1_000,
    });
    expect(saved.json().data).toMatchObject({
      ppn_bps: 1_200,
      deminimis_usd_cents: 300,
      duty_cosmetics_bps: 1_000,
      duty_bags_bps: 2_500,
      pph_commodity_bps: 500,
    });
    const mitra = await mloAgentOf(ctx, { tenant: 'mitra' });
    await admin.browser.request('PUT', '/api/v1/admin/mlo/cn23/kurs', {
      currency: 'USD',
      rate_hundredths: 1_600_000,
      effective_on: jakartaDate(ctx.clock.now()),
    });
    const body = { fob: 250, currency: 'USD', hs_code: '3926.90' };
    expect((await mitra.browser.post('/api/v1/mlo/cn23/calculate-tax', body)).json().data.ppn).toBe(5_000);
    expect((await agent.browser.post('/api/v1/mlo/cn23/calculate-tax', body)).json().data.ppn).toBe(5_000);
    const big = { fob: 10_000, currency: 'USD', hs_code: '3926.90' };
    expect((await mitra.browser.post('/api/v1/mlo/cn23/calculate-tax', big)).json().data.ppn).toBe(207_000);
    expect((await agent.browser.post('/api/v1/mlo/cn23/calculate-tax', big)).json().data.ppn).toBe(190_000);
    // The tenant's own cosmetics rate, in the simulation and beside the code in the search.
    const lipstick = { fob: 10_000, currency: 'USD', hs_code: '3304.10' };
    expect((await mitra.browser.post('/api/v1/mlo/cn23/calculate-tax', lipstick)).json().data.duty).toBe(160_000);
    expect((await agent.browser.post('/api/v1/mlo/cn23/calculate-tax', lipstick)).json().data.duty).toBe(240_000);
    const [mitraLipstick] = (await mitra.browser.get('/api/v1/mlo/cn23/hscodes?q=3304.10')).json().data;
    expect(mitraLipstick.consignment_duty_bps).toBe(1_000);
    const tooHigh = await admin.browser.request('PUT', '/api/v1/admin/mlo/cn23/settings', { duty_bags_bps: 10_001 });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors.duty_bags_bps).toBeDefined();

    const unknown = await agent.browser.post('/api/v1/mlo/cn23/calculate-tax', { ...body, hs_code: '0000.00' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.hs_code).toEqual(['Kode HS tidak ditemukan']);
    // A currency the tenant has no rate for (the seed's removed): the simulation cannot convert it.
    await ctx.database.withTenant(mitra.tenantId, (tx) =>
      tx
        .delete(mloExchangeRates)
        .where(and(eq(mloExchangeRates.tenantId, mitra.tenantId), eq(mloExchangeRates.currency, 'KRW'))),
    );
    const noRate = await mitra.browser.post('/api/v1/mlo/cn23/calculate-tax', { ...body, currency: 'KRW' });
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().errors.currency).toEqual(['Kurs untuk mata uang ini belum tersedia']);
    const negative = await agent.browser.post('/api/v1/mlo/cn23/calculate-tax', { ...body, fob: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.fob).toBeDefined();
  });
});
