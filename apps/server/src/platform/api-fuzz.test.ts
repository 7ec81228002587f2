import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '@konter/shared/contracts/site';
import { expectLedgerClean } from '../test/ledger-helpers.ts';
import { buyer, buyerPassword, depositOf, type Buyer } from '../test/purchase-helpers.ts';
import { developerWithKey, h2hCall } from '../test/h2h-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/*
 * Every route of the OpenAPI table (generated from the routes themselves) gets bad input: wrong types, huge strings,
 * unicode, negative and enormous numbers, missing fields, wrong content types, broken JSON, odd path parameters.
 * None may answer 5xx; every 4xx carries the error envelope; no money moves. State-changing routes refuse a request
 * without the CSRF token. Seeded and deterministic, so a failure replays.
 */
let ctx: TestContext;
let who: Buyer;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  // The general per-IP limit would turn most of the fuzzing into 429s; the limit has its own tests.
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  who = await buyer(ctx, { deposit: 50_000 });
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  // Routes that end the session or the account go last, so the others are fuzzed logged in.
  const ending = /logout|\/delete|revoke|password|reset/;
  routes = Object.entries(spec.paths)
    .flatMap(([url, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })))
    .sort((a, b) => Number(ending.test(a.url)) - Number(ending.test(b.url)));
});
afterAll(() => ctx.close());

/** A small seeded generator (mulberry32): the same values on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const nasty: unknown[] = [
  null,
  -1,
  0,
  1e308,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(20_000),
  '𝕂𝕠𝕟𝕥𝕖𝕣 🙂 日本語 \u0000 \u202e',
  "' OR 1=1 --",
  '../../etc/passwd',
  true,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: ['x'] } },
];

const fieldNames = [
  'product_code',
  'destination',
  'order_number',
  'pin',
  'password',
  'amount',
  'hp',
  'ref_id',
  'customer_no',
  'type',
  'family',
  'prices',
  'method',
  'provider',
  'meter',
  'channel_name',
  'selling_price',
  'paper_width',
  'login',
  'email',
];

function payloads(seed: number): unknown[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const bodies: unknown[] = [{}, [], 'text', 42, null];
  for (let index = 0; index < 8; index += 1) {
    const body: Record<string, unknown> = {};
    for (const field of fieldNames) if (next() < 0.5) body[field] = pick(nasty);
    bodies.push(body);
  }
  return bodies;
}

function concrete(url: string, value: string): string {
  return url.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

function expectEnvelope(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
) {
  expect(response.statusCode, `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
    const body = JSON.parse(response.body) as { message?: unknown; code?: unknown };
    expect(typeof body.message, label).toBe('string');
    expect(typeof body.code, label).toBe('string');
  }
}

describe('fuzzing every route of the route table', () => {
  it('lists the API routes', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/prabayar/transaction' });
  });

  it('state-changing routes refuse a request without the CSRF token', async () => {
    const cookie = [...who.browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    for (const route of routes.filter((candidate) => candidate.method !== 'GET' && candidate.method !== 'HEAD')) {
      if (route.url.startsWith('/api/v1/webhooks/')) continue;
      const response = await ctx.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url, 'TRXAAAAAAAAAAAA'),
        headers: {
          host: 'localhost',
          cookie,
          [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('csrf_token_invalid');
    }
  });

  it('bad bodies, types and path parameters never answer 5xx, always the envelope, and move no money', async () => {
    const before = await depositOf(who);
    let seed = 1;
    for (const route of routes) {
      for (const parameter of ['x', '-1', '%00', '../..', '9'.repeat(60), '𝕂🙂']) {
        const url = concrete(route.url, parameter);
        if (route.method === 'GET') {
          const response = await who.browser.get(`${url}?page=-5&per_page=1e9&family=%F0%9F&status=[]&from=2026-13-45`);
          expectEnvelope(response, `GET ${url}`);
          // Control characters in every text filter (a NUL in a search once answered 500).
          const controls = await who.browser.get(`${url}?search=08%001&product=%1b&agent=%7f&q=%00&format=csv`);
          expectEnvelope(controls, `GET ${url} with control characters`);
          continue;
        }
        for (const body of payloads(seed++)) {
          const response = await who.browser.request(route.method as 'POST', url, body);
          expectEnvelope(response, `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`);
        }
      }
    }
    // Logged in again (the session-ending routes ran last), the deposit is what it was.
    const relogin = await who.browser.post('/api/v1/auth/login', { login: who.phone, password: buyerPassword });
    expect(relogin.statusCode).toBe(200);
    expect(await depositOf(who)).toBe(before);
    await expectLedgerClean(ctx);
  }, 300_000);

  it('[ADM-01] the admin routes, called by an admin, take the same bad input without a 5xx or a money move', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const before = await depositOf(who);
    // The bodies of every admin screen: people and money, margins and prices, cashback, provider accounts, the
    // site settings, the menu and the hosts, so each new field of the scope gets the same bad values.
    const adminFields = [
      'account_id',
      'direction',
      'amount',
      'reason',
      'role',
      'status',
      'excel_access',
      'approved_amount',
      'decision',
      'note',
      'action',
      'phone',
      'markup_basis_points',
      'markup_flat',
      'minimum_markup',
      'round_to',
      'downline_min_basis_points',
      'downline_max_basis_points',
      'downline_max_flat',
      'bill_admin_fee',
      'overrides',
      'promo',
      'delta',
      'tier',
      'q',
      'cashback',
      'cashback_type',
      'label',
      'secrets',
      'brand_name',
      'primary_color',
      'locale',
      'live_chat_embed_id',
      'contact_whatsapp',
      'whitelisted_email',
      'deposit_nominals',
      'deposit_min_topup',
      'deposit_bank_cutoff',
      'adjustment_four_eyes_above',
      'receipt_paper_width',
      'kind',
      'groups',
      'primary',
      'home',
      'hosts',
    ];
    const next = random(17);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const adminRoutes = routes.filter((route) => route.url.startsWith('/api/v1/admin/'));
    const spec = ctx.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    };
    const bodyFields = (route: { method: string; url: string }): string[] => {
      const schema = spec.paths[route.url]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']
        ?.schema as {
        properties?: Record<string, unknown>;
        anyOf?: { properties?: Record<string, unknown> }[];
        oneOf?: { properties?: Record<string, unknown> }[];
      };
      const variants = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];
      return [...new Set(variants.flatMap((variant) => Object.keys(variant?.properties ?? {})))];
    };
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    expect(adminRoutes).toContainEqual({ method: 'POST', url: '/api/v1/admin/deposit/requests/{id}/confirm' });
    for (const route of adminRoutes) {
      for (const parameter of ['x', who.accountId, '9'.repeat(60), '𝕂🙂']) {
        const url = concrete(route.url, parameter);
        if (route.method === 'GET') {
          const response = await admin.browser.get(`${url}?q=%00&status=[]&limit=1e9&before=2026-13-45&action=%25`);
          expectEnvelope(response, `GET ${url}`);
          continue;
        }
        // Half the bodies carry only the route's own fields (from its schema), so a strict body is not refused for
        // a stranger field before its own values are read.
        const own = bodyFields(route);
        for (let index = 0; index < 6; index += 1) {
          const body: Record<string, unknown> = {};
          const fields = index % 2 === 0 && own.length > 0 ? own : adminFields;
          for (const field of fields) if (next() < 0.6) body[field] = pick(nasty);
          const response = await admin.browser.request(route.method as 'POST', url, body);
          expectEnvelope(response, `${route.method} ${url} ${JSON.stringify(body).slice(0, 80)}`);
        }
      }
    }
    expect(await depositOf(who)).toBe(before);
    await expectLedgerClean(ctx);
  }, 120_000);

  it('broken JSON and wrong content types are refused with the envelope', async () => {
    const cases: { type: string; payload: string }[] = [
      { type: 'application/json', payload: '{"product_code": "tsel10", ' },
      { type: 'application/json', payload: '\u0000\u0001' },
      { type: 'text/plain', payload: 'product_code=tsel10' },
      { type: 'application/xml', payload: '<a/>' },
      { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    ];
    const cookie = [...who.browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    for (const route of routes.filter((candidate) => candidate.method === 'POST')) {
      for (const { type, payload } of cases) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: concrete(route.url, 'x'),
          headers: {
            host: 'localhost',
            cookie,
            [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
            [apiHeaders.csrf]: who.browser.csrfToken,
            'content-type': type,
          },
          payload,
        });
        expectEnvelope(response, `POST ${route.url} as ${type}`);
      }
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/prabayar/transaction',
      headers: {
        host: 'localhost',
        cookie,
        [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
        [apiHeaders.csrf]: who.browser.csrfToken,
        'content-type': 'application/json',
      },
      payload: '{"product_code": "tsel10", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Isi permintaan bukan JSON yang valid.');
  });
});

describe('fuzzing the reseller API (issue 19)', () => {
  it('[DEV-01] bad bodies, types and signatures on /v1/* never answer 5xx, always Digiflazz’s {data:{rc}}, and move no money', async () => {
    const dev = await developerWithKey(ctx);
    const before = await depositOf(dev.who);
    let seed = 1000;
    for (const path of [
      '/v1/cek-saldo',
      '/v1/price-list',
      '/v1/transaction',
      '/v1/inquiry-pln',
      '/v1/deposit',
    ] as const) {
      const bodies = [
        ...payloads(seed++),
        ...payloads(seed++).map((body) =>
          typeof body === 'object' && body !== null && !Array.isArray(body)
            ? { ...body, username: dev.username, cmd: 'deposit', buyer_sku_code: 'tsel10', owner_name: 'Budi' }
            : body,
        ),
      ];
      for (const body of bodies) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: path,
          headers: { host: 'localhost' },
          payload: body as object,
        });
        expect(response.statusCode, `${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().data.rc).toBe('string');
      }
      for (const { type, payload } of [
        { type: 'application/json', payload: '{"username": ' },
        { type: 'text/plain', payload: 'cmd=deposit' },
        { type: 'application/xml', payload: '<a/>' },
      ]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: path,
          headers: { host: 'localhost', 'content-type': type },
          payload,
        });
        expect(response.statusCode, `${path} as ${type}`).toBeLessThan(500);
        expect(typeof response.json().data.rc).toBe('string');
      }
    }
    // A signed call with hostile fields: refused with a code, never a purchase.
    for (const customer of ['x'.repeat(41), "' OR 1=1 --", '𝕂🙂', '../../etc']) {
      const response = await h2hCall(ctx, dev, '/v1/transaction', {
        buyer_sku_code: 'tsel10',
        customer_no: customer,
        ref_id: `FZ-${customer.length}`,
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().data.status).toBe('Gagal');
      // The same hostile numbers as bills: an inquiry, a payment and a status, each refused with a code.
      for (const commands of ['inq-pasca', 'pay-pasca', 'status-pasca']) {
        const bill = await h2hCall(ctx, dev, '/v1/transaction', {
          commands,
          buyer_sku_code: 'pln',
          customer_no: customer,
          ref_id: `FZB-${customer.length}`,
        });
        expect(bill.statusCode, `${commands} ${customer}`).toBeLessThan(500);
        expect(bill.json().data.rc).not.toBe('00');
      }
      const meter = await h2hCall(ctx, dev, '/v1/inquiry-pln', { customer_no: customer });
      expect(meter.statusCode).toBeLessThan(500);
      expect(meter.json().data.rc).not.toBe('00');
      const ticket = await h2hCall(ctx, dev, '/v1/deposit', { amount: 50_000, bank: customer, owner_name: customer });
      expect(ticket.statusCode).toBeLessThan(500);
      expect(ticket.json().data.rc).toBe('40');
    }
    // Odd numbers and types where the protocol has integers: refused, never a 5xx.
    for (const amount of [-1, 0, 1.5, 1e15, '50000', null]) {
      const ticket = await h2hCall(ctx, dev, '/v1/deposit', { amount, bank: 'bca', owner_name: 'Budi Santoso' });
      expect(ticket.statusCode, String(amount)).toBe(400);
      expect(ticket.json().data.rc).toBe('40');
    }
    expect(await depositOf(dev.who)).toBe(before);
    await expectLedgerClean(ctx);
  });
});
