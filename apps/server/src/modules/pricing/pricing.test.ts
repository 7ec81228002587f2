import { describe, expect, it } from 'vitest';
import {
  defaultTenantPricing,
  earningUplines,
  quoteBill,
  quoteOf,
  tierOfRole,
  tierPriceOf,
  type TenantPricing,
  type Upline,
} from './pricing.service.ts';

const agentId = 'agent-1';
const masterId = 'master-1';

/** Prices to the Rupiah: member 1.1%, agent 0.6%, master 0.3%; agents may charge 0.5% to 3% and Rp500 flat. */
const pricing: TenantPricing = {
  member: { ...defaultTenantPricing.member, markup: { basisPoints: 110, flat: 0, minimum: 0 }, roundTo: 1 },
  agent: {
    markup: { basisPoints: 60, flat: 0, minimum: 0 },
    roundTo: 1,
    downline: { minBasisPoints: 50, maxBasisPoints: 300, maxFlat: 500 },
    billAdminFee: 0,
  },
  master: {
    markup: { basisPoints: 30, flat: 0, minimum: 0 },
    roundTo: 1,
    downline: { minBasisPoints: 0, maxBasisPoints: 100, maxFlat: 0 },
    billAdminFee: 0,
  },
};

const product = { buyingPrice: 25_000, manualPrices: false, memberPrice: 0, agentPrice: 0, masterPrice: 0 };
const agent = (downlineMarkup: Upline['downlineMarkup'] = null): Upline => ({
  accountId: agentId,
  role: 'agent',
  downlineMarkup,
});
const master = (downlineMarkup: Upline['downlineMarkup'] = null): Upline => ({
  accountId: masterId,
  role: 'master',
  downlineMarkup,
});

describe('quoteOf', () => {
  it('1.1% of Rp25.000 is quoted Rp25.275 to a member without upline', () => {
    expect(quoteOf(pricing, product, 'member', [])).toEqual({ price: 25_275, buyingPrice: 25_000, legs: [] });
  });

  it.each([
    // title, role, uplines, price, legs
    ['a member under an agent under a master', 'member', [agent(), master()], 25_275, [125, 75]],
    ['a member directly under a master', 'member', [master()], 25_275, [200]],
    ['an agent under a master', 'agent', [master()], 25_150, [75]],
    ['a master', 'master', [], 25_075, []],
    ['an admin buys at the master price', 'admin', [], 25_075, []],
    // The agent charges 2% over its own Rp25.150: 503 exactly.
    ['a member whose agent charges 2%', 'member', [agent({ basisPoints: 200, flat: 0 }), master()], 25_653, [503, 75]],
    // 5% is held at the tenant's 3% (754.5 → up), the flat Rp900 at Rp500.
    ['an agent markup above the limits', 'member', [agent({ basisPoints: 500, flat: 900 })], 26_405, [1_255]],
    // 0% is held at the tenant's 0.5%: 125.75 → 126.
    ['an agent markup below the limits', 'member', [agent({ basisPoints: 0, flat: 0 })], 25_276, [126]],
    // A master's own markup sets what its agent pays; the agent's tier price then no longer applies.
    ['an agent whose master charges 1%', 'agent', [master({ basisPoints: 100, flat: 0 })], 25_326, [251]],
  ] as const)('%s', (_title, role, uplines, price, commissions) => {
    const quote = quoteOf(pricing, product, role, uplines);
    expect(quote.price).toBe(price);
    // Every upline in these cases earns something: one leg each, nearest first.
    const amounts: readonly number[] = commissions;
    expect(quote.legs).toEqual(
      uplines.map((upline, index) => ({ accountId: upline.accountId, role: upline.role, amount: amounts[index] })),
    );
    // What the principal pays is the topmost account's tier price plus every commission.
    const topRole = uplines.at(-1)?.role ?? role;
    const commissionTotal = quote.legs.reduce((sum, leg) => sum + leg.amount, 0);
    expect(price - commissionTotal).toBe(tierPriceOf(pricing, product, tierOfRole(topRole)));
  });

  it('takes a product override for a tier: a fixed price, or its own markup', () => {
    const overrides = [
      { tier: 'member' as const, fixedPrice: 26_000, markupBasisPoints: null, markupFlat: 0, minimumMarkup: 0 },
      { tier: 'agent' as const, fixedPrice: null, markupBasisPoints: 0, markupFlat: 100, minimumMarkup: 0 },
    ];
    const quote = quoteOf(pricing, product, 'member', [agent(), master()], overrides);
    expect(quote.price).toBe(26_000);
    expect(quote.legs.map((leg) => leg.amount)).toEqual([900, 25]);
  });

  it('never charges a downline less than its upline pays: no negative commission', () => {
    const upside: TenantPricing = {
      ...pricing,
      member: { ...pricing.member, markup: { basisPoints: 0, flat: 0, minimum: 0 } },
    };
    const quote = quoteOf(upside, product, 'member', [agent()]);
    expect(quote.price).toBe(25_150);
    expect(quote.legs).toEqual([]);
  });

  it('keeps the prices an admin set by hand when the product has no override', () => {
    const manual = { ...product, manualPrices: true, memberPrice: 27_000, agentPrice: 26_000, masterPrice: 25_500 };
    expect(quoteOf(pricing, manual, 'member', [agent(), master()])).toMatchObject({
      price: 27_000,
      legs: [{ amount: 1_000 }, { amount: 500 }],
    });
  });
});

describe('earningUplines', () => {
  const row = (
    accountId: string,
    role: 'member' | 'agent' | 'master' | 'affiliate',
    depth: number,
    status = 'active',
  ) => ({
    accountId,
    role,
    status,
    depth,
    markupBasisPoints: null,
    markupFlat: null,
  });

  it('follows a member to its agent and the agent to its master', () => {
    const chain = [row('m', 'member', 0), row(agentId, 'agent', 1), row(masterId, 'master', 2)];
    expect(earningUplines('member', chain).map((upline) => upline.accountId)).toEqual([agentId, masterId]);
  });

  it.each([
    ['a member referred by a member', 'member', [row('x', 'member', 1)], []],
    ['an affiliate', 'member', [row('a', 'affiliate', 1)], []],
  ] as const)('nobody earns above %s alone', (_title, role, chain, expected) => {
    expect(earningUplines(role, [row('self', 'member', 0), ...chain]).map((upline) => upline.accountId)).toEqual(
      expected,
    );
  });

  it.each([
    ['an agent under an agent', 'agent', [row(agentId, 'agent', 1), row(masterId, 'master', 2)], [agentId, masterId]],
    ['an inactive agent', 'member', [row(agentId, 'agent', 1, 'inactive'), row(masterId, 'master', 2)], [masterId]],
    ['a member between', 'member', [row('x', 'member', 1), row(agentId, 'agent', 2)], [agentId]],
    ['an agent above a master', 'member', [row(masterId, 'master', 1), row(agentId, 'agent', 2)], [masterId]],
    ['a master above a master', 'member', [row(masterId, 'master', 1), row('m2', 'master', 2)], [masterId, 'm2']],
  ] as const)('AGT-01 every level of the tree above %s earns', (_title, role, chain, expected) => {
    expect(earningUplines(role, [row('self', 'member', 0), ...chain]).map((upline) => upline.accountId)).toEqual(
      expected,
    );
  });
});

describe('quoteBill', () => {
  const tier = (name: 'member' | 'agent' | 'master', billAdminFee: number) => ({
    tenantId: 't',
    tier: name,
    markupBasisPoints: 100,
    markupFlat: 0,
    minimumMarkup: 0,
    roundTo: 25,
    downlineMinBasisPoints: 0,
    downlineMaxBasisPoints: 300,
    downlineMaxFlat: 1_000,
    billAdminFee,
    updatedAt: new Date(0),
  });
  const link = (accountId: string, role: 'member' | 'agent' | 'master', depth: number, markup = false) => ({
    accountId,
    role,
    status: 'active',
    depth,
    markupBasisPoints: markup ? 200 : null,
    markupFlat: markup ? 500 : null,
  });
  const bill = { total: 102_500, supplierPrice: 101_000 };
  const member = { tenantId: 't', accountId: 'm', role: 'member' as const };
  const chain = [link('m', 'member', 0), link(agentId, 'agent', 1, true), link(masterId, 'master', 2)];

  it('[AGT-01] each tier pays its admin fee over the bill; the uplines earn the gaps; a downline markup is not applied', () => {
    const tiers = [tier('member', 1_000), tier('agent', 400), tier('master', 0)];
    expect(quoteBill({ tiers, overrides: [], chain }, member, bill)).toEqual({
      price: 103_500,
      buyingPrice: 101_000,
      legs: [
        { accountId: agentId, role: 'agent', amount: 600 },
        { accountId: masterId, role: 'master', amount: 400 },
      ],
    });
  });

  it('[AGT-01] without tier fees (every tenant until its admin sets them) a bill costs what the supplier says and earns no one', () => {
    expect(quoteBill({ tiers: [], overrides: [], chain }, member, bill)).toEqual({
      price: 102_500,
      buyingPrice: 101_000,
      legs: [],
    });
  });

  it('never charges a downline less than its upline pays: a member fee under the agent’s is the agent’s', () => {
    const tiers = [tier('member', 100), tier('agent', 400), tier('master', 0)];
    expect(quoteBill({ tiers, overrides: [], chain }, member, bill)).toMatchObject({
      price: 102_900,
      legs: [{ accountId: masterId, amount: 400 }],
    });
  });
});
