import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueResponseSchema, pricelistResponseSchema, type Product } from '@konter/shared/contracts/ppob';
import { familyDefinitions, purchasableFamilies } from '@konter/shared/ppob/families';
import { buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { syncCatalogueJob } from './catalogue.jobs.ts';
import { defaultTenantPricing, tierPricesOf } from '../pricing/index.ts';
import { cutOffOf, displayBrand, inCutOff, nominalOfName } from './tiers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function publicList(family: string, host = 'localhost') {
  const response = await ctx.app.inject({ url: `/api/v1/pricelist/${family}`, headers: { host } });
  expect(response.statusCode).toBe(200);
  return pricelistResponseSchema.parse(response.json()).data;
}

const byCode = (products: Product[], code: string) => {
  const found = products.find((product) => product.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};

describe('catalogue', () => {
  it('[CAT-01][CAT-03] every prepaid family has products and operators in the seeded catalogue', async () => {
    for (const family of purchasableFamilies) {
      const list = await publicList(family);
      expect(list.products.length, family).toBeGreaterThan(0);
      expect(list.operators.length, family).toBeGreaterThan(0);
    }
    const pulsa = await publicList('pulsa');
    expect(pulsa.operators.map((operator) => operator.name)).toEqual(
      expect.arrayContaining(['Telkomsel', 'Indosat', 'XL', 'Axis', 'Tri', 'Smartfren', 'by.U']),
    );
    const listrik = await publicList('listrik');
    expect(listrik.products.map((product) => product.nominal)).toEqual([
      20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000,
    ]);
    const games = await publicList('games');
    expect(games.operators.map((operator) => operator.slug)).toEqual(
      expect.arrayContaining(['mobile-legends', 'free-fire']),
    );
  });

  it('[CAT-01] every family route of /prabayar maps to a family', () => {
    expect(familyDefinitions.map((definition) => definition.route)).toEqual([
      'pulsa',
      'data',
      'electricity',
      'games',
      'emoney',
      'smstel',
      'validityPackage',
      'tv',
      'international',
      'aktivasi-voucher',
      'voucher',
      'starterPacks',
      'pertagas',
      'esim',
      'sendMoney',
    ]);
  });

  it('[CAT-05] product states come through: inactive, stock empty, price adjustment, needs access, cut-off', async () => {
    const pulsa = await publicList('pulsa');
    expect(byCode(pulsa.products, 'axis5')).toMatchObject({ status: 'inactive', available: false });
    expect(byCode(pulsa.products, 'smart5')).toMatchObject({ status: 'stock_empty', available: false });
    expect(byCode(pulsa.products, 'isat100')).toMatchObject({ status: 'price_adjustment', available: false });
    expect(byCode(pulsa.products, 'tsel10')).toMatchObject({ status: 'active', available: true });
    const esim = await publicList('esim');
    expect(byCode(esim.products, 'esimtsel10').status).toBe('needs_access');
    const listrik = await publicList('listrik');
    expect(byCode(listrik.products, 'pln1000').cut_off).toEqual({ start: '23:45', end: '00:15' });
  });

  it('[CAT-03] promo items carry sold_qty; the international list carries the countries', async () => {
    const who = await buyer(ctx);
    const promo = await who.browser.get('/api/v1/prabayar/promotion');
    expect(promo.json().data.map((product: Product) => product.code)).toEqual(
      expect.arrayContaining(['tsel25', 'xld50', 'ml86']),
    );
    const international = catalogueResponseSchema.parse(
      (await who.browser.get('/api/v1/prabayar/catalogue/international')).json(),
    ).data;
    expect(international.country_list.map((country) => country.name)).toEqual([
      'China',
      'Malaysia',
      'Philippines',
      'Singapore',
      'Thailand',
      'Vietnam',
      'Bangladesh',
    ]);
    expect(international.operators.map((operator) => operator.slug)).toEqual(
      expect.arrayContaining(['malaysia', 'singapore', 'china']),
    );
  });

  it('[CAT-03] each role sees its own price: member ≥ agent ≥ master ≥ buying price', async () => {
    const [member, agent, master] = await Promise.all([
      buyer(ctx, { role: 'member' }),
      buyer(ctx, { role: 'agent' }),
      buyer(ctx, { role: 'master' }),
    ]);
    const priceOf = async (who: typeof member) =>
      byCode(
        catalogueResponseSchema.parse((await who.browser.get('/api/v1/prabayar/catalogue/pulsa')).json()).data.products,
        'tsel10',
      ).price;
    const [memberPrice, agentPrice, masterPrice] = [await priceOf(member), await priceOf(agent), await priceOf(master)];
    expect(memberPrice).toBeGreaterThan(agentPrice);
    expect(agentPrice).toBeGreaterThan(masterPrice);
    expect(masterPrice).toBeGreaterThan(9_880);
    expect(byCode((await publicList('pulsa')).products, 'tsel10').price).toBe(memberPrice);
  });

  it("[§3-profit] the profit list: what each product earns the viewer, at the public price or the agent's own selling price", async () => {
    const [member, agent] = await Promise.all([buyer(ctx, { role: 'member' }), buyer(ctx, { role: 'agent' })]);
    const catalogueOf = async (who: typeof member) =>
      catalogueResponseSchema.parse((await who.browser.get('/api/v1/prabayar/catalogue/pulsa')).json()).data;
    const memberView = await catalogueOf(member);
    const memberPrice = byCode(memberView.products, 'tsel10').price;
    // A member pays the public price: selling at it earns nothing.
    expect(memberView.profit.find((entry) => entry.code === 'tsel10')).toEqual({
      code: 'tsel10',
      price: memberPrice,
      selling_price: memberPrice,
      profit: 0,
    });
    expect(memberView.profit.map((entry) => entry.code)).toEqual(memberView.products.map((product) => product.code));
    const agentView = await catalogueOf(agent);
    const agentPrice = byCode(agentView.products, 'tsel10').price;
    expect(agentView.profit.find((entry) => entry.code === 'tsel10')).toEqual({
      code: 'tsel10',
      price: agentPrice,
      selling_price: memberPrice,
      profit: memberPrice - agentPrice,
    });
    expect(memberPrice - agentPrice).toBeGreaterThan(0);
    // The agent's own selling price replaces the public one.
    const saved = await agent.browser.post('/api/v1/pricelist/adjust-price', {
      prices: [{ code: 'tsel10', selling_price: 12_500 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await catalogueOf(agent)).profit.find((entry) => entry.code === 'tsel10')).toMatchObject({
      selling_price: 12_500,
      profit: 12_500 - agentPrice,
    });
  });

  it('[§3-additional] the additional list offers the companion families for the same operators, buyable ones only', async () => {
    const who = await buyer(ctx);
    const pulsa = catalogueResponseSchema.parse(
      (await who.browser.get('/api/v1/prabayar/catalogue/pulsa')).json(),
    ).data;
    expect(pulsa.additional.length).toBeGreaterThan(0);
    expect(pulsa.additional.length).toBeLessThanOrEqual(8);
    const operators = new Set(pulsa.products.map((product) => product.operator));
    for (const product of pulsa.additional) {
      expect(['data', 'smstel', 'masaAktif']).toContain(product.family);
      expect(operators.has(product.operator)).toBe(true);
      expect(product.available).toBe(true);
    }
    // A family without companions offers nothing beside it.
    const emoney = catalogueResponseSchema.parse(
      (await who.browser.get('/api/v1/prabayar/catalogue/emoney')).json(),
    ).data;
    expect(emoney.additional).toEqual([]);
  });

  it('[TRX-05][TRX-13][TRX-11] the catalogue says whether the PIN is asked and the tenant flags', async () => {
    const withPin = await buyer(ctx);
    const data = catalogueResponseSchema.parse(
      (await withPin.browser.get('/api/v1/prabayar/catalogue/pulsa')).json(),
    ).data;
    expect(data).toMatchObject({
      pin_required: true,
      persistent_number: true,
      persistent_password: false,
      send_money_verified: true,
      same_number_daily_limit: 1,
    });
    const mitra = await buyer(ctx, { tenant: 'mitra', pin: false, phoneVerified: false });
    const mitraData = catalogueResponseSchema.parse(
      (await mitra.browser.get('/api/v1/prabayar/catalogue/sendMoney')).json(),
    ).data;
    expect(mitraData).toMatchObject({
      pin_required: false,
      persistent_password: true,
      send_money_verified: false,
      same_number_daily_limit: 2,
    });
  });

  it('[CAT-04] the price list needs no login and downloads as CSV and as a spreadsheet of the same rows', async () => {
    const list = await publicList('pulsa');
    const csv = await ctx.app.inject({
      url: '/api/v1/pricelist/pulsa/download?format=csv',
      headers: { host: 'localhost' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('pricelist-konter-pulsa-pulsa.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(list.products.length + 1);
    expect(lines[0]).toBe('Kode,Produk,Operator,Harga,Status');

    const xlsx = await ctx.app.inject({
      url: '/api/v1/pricelist/pulsa/download?format=xlsx',
      headers: { host: 'localhost' },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const tsel10 = byCode(list.products, 'tsel10');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['tsel10', tsel10.name, 'Telkomsel', tsel10.price, 'Tersedia']);
  });

  it('[CAT-04] an unknown family is a translated 422, not a 500', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/pricelist/nonsense', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.family).toBeDefined();
  });

  it('[CAT-04] agents set their own selling prices; below their price is refused; members may not', async () => {
    const agent = await buyer(ctx, { role: 'agent' });
    const list = (await agent.browser.get('/api/v1/pricelist/adjust-price?family=pulsa')).json().data as {
      code: string;
      price: number;
      selling_price: number | null;
    }[];
    const tsel10 = list.find((row) => row.code === 'tsel10');
    expect(tsel10?.selling_price).toBeNull();
    const tooLow = await agent.browser.post('/api/v1/pricelist/adjust-price', {
      prices: [{ code: 'tsel10', selling_price: (tsel10?.price ?? 0) - 1 }],
    });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().errors['prices.0.selling_price']).toEqual(['Harga jual tidak boleh di bawah harga beli.']);
    const saved = await agent.browser.post('/api/v1/pricelist/adjust-price', {
      prices: [{ code: 'tsel10', selling_price: 12_000 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.find((row: { code: string }) => row.code === 'tsel10').selling_price).toBe(12_000);
    // The agent's price becomes the receipt price of a purchase without its own selling price.
    const bought = await agent.browser.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel10',
      destination: '081298761111',
      pin: '246810',
    });
    expect(bought.json().data.selling_price).toBe(12_000);
    const member = await buyer(ctx);
    expect((await member.browser.get('/api/v1/pricelist/adjust-price')).statusCode).toBe(403);
  });

  it('[NAV-18] the spreadsheet access check answers excelAccess and the row limit', async () => {
    const member = await buyer(ctx);
    expect((await member.browser.post('/api/v1/prabayar/checkExcel', {})).json()).toEqual({
      excelAccess: false,
      excelTrxLimit: 1000,
    });
    const granted = await buyer(ctx, { grants: ['bulk.excel'] });
    expect((await granted.browser.post('/api/v1/prabayar/checkExcel', {})).json().excelAccess).toBe(true);
  });

  it('[CAT-01] the catalogue sync folds new supplier prices and states in', async () => {
    const [a, b] = ctx.simulators.suppliers;
    a?.setProduct('tsel20', { price: 30_000 });
    a?.setProduct('three20', { sellerProductStatus: false });
    b?.setProduct('three20', { sellerProductStatus: false });
    await ctx.queue.runNow(syncCatalogueJob, {});
    const pulsa = await publicList('pulsa');
    // B is now the cheaper supplier of tsel20; its price sets the buying price.
    const tsel20 = byCode(pulsa.products, 'tsel20');
    const bPrice = b?.products().find((product) => product.buyerSkuCode === 'tsel20')?.price ?? 0;
    expect(tsel20.price).toBe(tierPricesOf(defaultTenantPricing, bPrice).memberPrice);
    expect(byCode(pulsa.products, 'three20').status).toBe('stock_empty');
    // Hand-set states survive the sync.
    expect(byCode(pulsa.products, 'isat100').status).toBe('price_adjustment');
  });

  it('keeps one catalogue per tenant', async () => {
    const konter = new TestBrowser(ctx.app, 'localhost');
    const mitra = new TestBrowser(ctx.app, '127.0.0.1');
    expect((await konter.get('/api/v1/pricelist/pulsa')).statusCode).toBe(200);
    expect((await mitra.get('/api/v1/pricelist/pulsa')).statusCode).toBe(200);
  });
});

describe('pricing helpers', () => {
  it('adds the tier markup and rounds up to 25 Rupiah', () => {
    expect(tierPricesOf(defaultTenantPricing, 9_880).memberPrice).toBe(10_100);
    expect(tierPricesOf(defaultTenantPricing, 1_000).memberPrice).toBe(1_200);
  });

  it('[CAT-05] reads cut-off windows across midnight and ignores equal ends', () => {
    const window = cutOffOf('23:45', '00:15');
    expect(inCutOff(window, 23 * 60 + 50)).toBe(true);
    expect(inCutOff(window, 5)).toBe(true);
    expect(inCutOff(window, 12 * 60)).toBe(false);
    expect(cutOffOf('00:00', '00:00')).toBeNull();
  });

  it('reads face values and brand names', () => {
    expect(nominalOfName('PLN 1.000.000')).toBe(1_000_000);
    expect(nominalOfName('Telkomsel Data 5GB 30 Hari')).toBeNull();
    expect(displayBrand('TELKOMSEL')).toBe('Telkomsel');
    expect(displayBrand('XL')).toBe('XL');
    expect(displayBrand('BY.U')).toBe('by.U');
    expect(displayBrand('MOBILE LEGENDS')).toBe('Mobile Legends');
  });
});
