import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  depositOf,
  dispatch,
  expectInFlightBalanced,
  purchase,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: Buyer;
let mitraAdmin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
  mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

type AdminProduct = {
  code: string;
  buying_price: number;
  prices: { member: number; agent: number; master: number };
  overrides: Record<string, unknown>;
  status: string;
  status_auto: boolean;
  promo: boolean;
  cashback: number;
  suppliers: { supplier: string; price: number; active: boolean }[];
};

/** A Tri number (0895…): the products of these tests are Tri's, which no other test of this file buys. */
const tri = '089512345678';

async function memberSees(who: Buyer, family: string, code: string): Promise<number> {
  const list = (await who.browser.get(`/api/v1/prabayar/catalogue/${family}`)).json();
  const found = (list.data.products as { code: string; price: number }[]).find((product) => product.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found.price;
}

async function productOf(code: string): Promise<AdminProduct> {
  const response = await admin.browser.get(`/api/v1/admin/catalogue/products/${code}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as AdminProduct;
}

describe('the catalogue in the back office', () => {
  it('[ADM-01][CAT-03] products are listed with the buying price, each tier’s price, the suppliers in routing order; search and filters narrow them', async () => {
    const all = (await admin.browser.get('/api/v1/admin/catalogue/products?limit=200')).json();
    expect(all.total).toBeGreaterThan(50);
    expect(all.operators.some((operator: { slug: string }) => operator.slug === 'telkomsel')).toBe(true);
    const telkomsel = (
      await admin.browser.get('/api/v1/admin/catalogue/products?family=data&operator=telkomsel')
    ).json();
    expect(telkomsel.data.length).toBeGreaterThan(0);
    for (const product of telkomsel.data as AdminProduct[]) {
      expect(product.code.startsWith('tsel')).toBe(true);
      expect(product.prices.member).toBeGreaterThanOrEqual(product.prices.agent);
      expect(product.prices.agent).toBeGreaterThanOrEqual(product.prices.master);
      expect(product.prices.master).toBeGreaterThan(product.buying_price);
    }
    const found = (await admin.browser.get('/api/v1/admin/catalogue/products?q=Tri%2020')).json()
      .data as AdminProduct[];
    expect(found.map((product) => product.code)).toContain('three20');
    const three20 = await productOf('three20');
    // Two simulated supplier accounts, the one 150 cheaper first (the order a purchase tries them).
    expect(three20.suppliers.map((offer) => offer.supplier)).toEqual(['digiflazz-a', 'digiflazz-b']);
    const [cheapest, next] = three20.suppliers;
    expect((next?.price ?? 0) - (cheapest?.price ?? 0)).toBe(150);
    expect(three20.buying_price).toBe(cheapest?.price);
    const inactive = (await admin.browser.get('/api/v1/admin/catalogue/products?status=price_adjustment')).json();
    expect(inactive.data.map((product: AdminProduct) => product.code)).toContain('isat100');
  });

  it('[ADM-01][TRX-03] an admin sets a member price: the member sees it, a purchase is charged it, the audit trail and the history keep it', async () => {
    const member = await buyer(ctx, { deposit: 100_000 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 100_000 });
    const before = await productOf('three20');
    expect(await memberSees(member, 'pulsa', 'three20')).toBe(before.prices.member);
    const newPrice = before.prices.member + 1_275;

    const changed = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three20', {
      overrides: { member: { kind: 'fixed', fixed_price: newPrice } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      prices: { member: newPrice, agent: before.prices.agent },
      overrides: { member: { kind: 'fixed', fixed_price: newPrice }, agent: null },
    });
    expect(await memberSees(member, 'pulsa', 'three20')).toBe(newPrice);
    expect(await memberSees(agent, 'pulsa', 'three20')).toBe(before.prices.agent);
    const publicList = (
      await ctx.app.inject({ url: '/api/v1/pricelist/pulsa', headers: { host: 'localhost' } })
    ).json();
    expect(publicList.data.products.find((product: { code: string }) => product.code === 'three20').price).toBe(
      newPrice,
    );

    const bought = await purchase(member, { product_code: 'three20', destination: tri });
    expect(bought.statusCode).toBe(200);
    const transaction = bought.json().data as Transaction;
    expect(transaction.price).toBe(newPrice);
    expect(await depositOf(member)).toBe(100_000 - newPrice);
    await dispatch(ctx, member, transaction.ref_id);

    const history = (await admin.browser.get('/api/v1/admin/catalogue/products/three20/history')).json().data;
    expect(history[0]).toMatchObject({
      action: 'admin.catalogue.product',
      actor_name: 'Toko Berkah',
      before: { member_price: before.prices.member, member_override: 'tier' },
      after: { member_price: newPrice, member_override: `fixed ${newPrice}` },
    });
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.catalogue')).json().data;
    expect(audit[0]).toMatchObject({ actor: admin.accountId, details: { target: 'three20' } });

    // Back to the tier's markup: the price the tier computes again.
    const reset = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three20', {
      overrides: { member: null },
    });
    expect(reset.json().data.prices.member).toBe(before.prices.member);
    expect(await memberSees(member, 'pulsa', 'three20')).toBe(before.prices.member);
  });

  it('[ADM-01][CAT-05] status by hand refuses purchases with its reason; back to auto follows the suppliers; promo and cashback', async () => {
    const member = await buyer(ctx, { deposit: 50_000 });
    const paused = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three25', {
      status: 'price_adjustment',
      promo: true,
      cashback: 150,
    });
    expect(paused.json().data).toMatchObject({
      status: 'price_adjustment',
      status_auto: false,
      promo: true,
      cashback: 150,
    });
    const refused = await purchase(member, { product_code: 'three25', destination: tri });
    expect(refused.statusCode).toBe(422);
    expect(await depositOf(member)).toBe(50_000);
    const promotion = (await member.browser.get('/api/v1/prabayar/promotion')).json().data as { code: string }[];
    expect(promotion.map((product) => product.code)).toContain('three25');

    const auto = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three25', {
      status: 'auto',
      promo: false,
    });
    expect(auto.json().data).toMatchObject({ status: 'active', status_auto: true, promo: false });
  });

  it('[ADM-01] a tier’s markup re-prices every product it prices, and a purchase is charged the new price', async () => {
    const tiers = (await admin.browser.get('/api/v1/admin/catalogue/tiers')).json().data as {
      tier: string;
      markup_basis_points: number;
    }[];
    const agentTier = tiers.find((tier) => tier.tier === 'agent');
    expect(agentTier).toMatchObject({ markup_basis_points: 100 });
    const before = await productOf('three50');
    const updated = await admin.browser.request('PUT', '/api/v1/admin/catalogue/tiers/agent', {
      markup_basis_points: 300,
      markup_flat: 0,
      minimum_markup: 100,
      round_to: 25,
      downline_min_basis_points: 0,
      downline_max_basis_points: 0,
      downline_max_flat: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.repriced).toBeGreaterThan(50);
    const after = await productOf('three50');
    expect(after.prices.agent).toBe(Math.ceil((before.buying_price * 1.03) / 25) * 25);
    expect(after.prices.member).toBe(before.prices.member);
    const agent = await buyer(ctx, { role: 'agent', deposit: 100_000 });
    expect(await memberSees(agent, 'pulsa', 'three50')).toBe(after.prices.agent);
    const bought = await purchase(agent, { product_code: 'three50', destination: tri });
    expect(bought.json().data.price).toBe(after.prices.agent);
    await dispatch(ctx, agent, bought.json().data.ref_id);
    const restored = await admin.browser.request('PUT', '/api/v1/admin/catalogue/tiers/agent', {
      markup_basis_points: 100,
      markup_flat: 0,
      minimum_markup: 100,
      round_to: 25,
      downline_min_basis_points: 0,
      downline_max_basis_points: 0,
      downline_max_flat: 0,
    });
    expect(restored.statusCode).toBe(200);
    expect((await productOf('three50')).prices.agent).toBe(before.prices.agent);
  });

  it('[ADM-01] bulk by filter: every Telkomsel data product +Rp200 for agents, members unchanged, one audit entry each', async () => {
    const list = (await admin.browser.get('/api/v1/admin/catalogue/products?family=data&operator=telkomsel')).json()
      .data as AdminProduct[];
    const bulk = await admin.browser.post('/api/v1/admin/catalogue/bulk', {
      family: 'data',
      operator: 'telkomsel',
      tier: 'agent',
      delta: 200,
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ updated: list.length, skipped: [] });
    for (const product of list) {
      const now = await productOf(product.code);
      expect(now.prices.agent, product.code).toBe(product.prices.agent + 200);
      expect(now.prices.member, product.code).toBe(product.prices.member);
    }
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.catalogue.bulk')).json().data;
    expect(audit.length).toBe(list.length);
    const nothing = await admin.browser.post('/api/v1/admin/catalogue/bulk', {
      q: 'no such product',
      tier: 'agent',
      delta: 5,
    });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors.q).toEqual(['Tidak ada produk yang cocok dengan filter ini.']);
  });

  it('[ADM-01] bad input is a field error and changes nothing: a price below the buying price, a negative cashback, an unknown status', async () => {
    const before = await productOf('three10');
    const below = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three10', {
      overrides: { member: { kind: 'fixed', fixed_price: before.buying_price - 1 } },
      cashback: 50,
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors['overrides.member.fixed_price']).toBeDefined();
    const bad = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three10', {
      cashback: -1,
      status: 'broken',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['cashback', 'status']));
    const empty = await admin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three10', {});
    expect(empty.statusCode).toBe(422);
    const tier = await admin.browser.request('PUT', '/api/v1/admin/catalogue/tiers/agent', {
      markup_basis_points: 100,
      markup_flat: 0,
      minimum_markup: 0,
      round_to: 0,
      downline_min_basis_points: 50,
      downline_max_basis_points: 10,
      downline_max_flat: 0,
    });
    expect(tier.statusCode).toBe(422);
    expect(Object.keys(tier.json().errors)).toEqual(expect.arrayContaining(['round_to', 'downline_max_basis_points']));
    expect(await productOf('three10')).toEqual(before);
    expect((await admin.browser.get('/api/v1/admin/catalogue/products/nosuch1')).statusCode).toBe(404);
  });

  it('[ADM-01][PLT-01] another tenant’s admin neither reads nor changes this tenant’s prices', async () => {
    const before = await productOf('three5');
    const foreign = await mitraAdmin.browser.request('PATCH', '/api/v1/admin/catalogue/products/three5', {
      overrides: { member: { kind: 'fixed', fixed_price: 99_999 } },
    });
    // Mitra has its own catalogue: the change lands there, never here.
    expect([200, 404]).toContain(foreign.statusCode);
    expect(await productOf('three5')).toEqual(before);
    const history = (await mitraAdmin.browser.get('/api/v1/admin/catalogue/products/three10/history')).json().data;
    expect(JSON.stringify(history)).not.toContain(admin.accountId);
    const member = await buyer(ctx, { role: 'member', deposit: 0 });
    const refused = await member.browser.request('PATCH', '/api/v1/admin/catalogue/products/three5', { promo: true });
    expect(refused.statusCode).toBe(403);
  });
});
