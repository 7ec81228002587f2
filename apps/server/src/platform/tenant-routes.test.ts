import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean } from '../test/ledger-helpers.ts';
import { buyer, depositOf, dispatch, purchase, type Buyer } from '../test/purchase-helpers.ts';
import { developerWithKey, h2hCall } from '../test/h2h-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/*
 * Tenant isolation generated from the route table: an account of Mitra Cell calls every route with every id that
 * belongs to an account of Konter Pulsa (purchase and bill refs, a name check, a deposit code, a contact). Nothing of
 * Konter Pulsa may be read or changed: no 2xx on a foreign id, and no answer carries the other tenant's data.
 */
let ctx: TestContext;
let konter: Buyer;
let mitra: Buyer;
let foreignIds: string[];
let secrets: string[];
let routes: { method: string; url: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  konter = await buyer(ctx, { deposit: 2_000_000 });
  mitra = await buyer(ctx, { tenant: 'mitra', deposit: 50_000 });
  const bought = (await purchase(konter, { product_code: 'tsel10', destination: '081298769999' })).json().data;
  await dispatch(ctx, konter, bought.ref_id);
  const bill = (
    await konter.browser.post('/api/v1/pascabayar/inquiry', { type: 'pdam', customer_no: '1013226' })
  ).json().data;
  const check = (
    await konter.browser.post('/api/v1/prabayar/name-check', {
      family: 'emoney',
      product_code: 'dana50',
      destination: '081298768888',
    })
  ).json().data;
  const topUp = (
    await konter.browser.post('/api/v1/deposit/topup', { provider: 'xendit', method: 'qris', amount: 50_000 })
  ).json().data;
  const contact = (
    await konter.browser.post('/api/v1/account/contact/add', { number: '081298767777', name: 'Bu Rina', type: 'pulsa' })
  ).json().data;
  foreignIds = [bought.ref_id, bill.ref_id, check.id, topUp.code, contact?.id ?? '', konter.accountId].filter(Boolean);
  secrets = [bought.ref_id, bill.ref_id, topUp.code, konter.phone, '081298769999', '081298767777'];
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const ending = /logout|\/delete|revoke|password|reset/;
  routes = Object.entries(spec.paths)
    .flatMap(([url, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })))
    .filter((route) => !route.url.startsWith('/api/v1/webhooks/') && !ending.test(route.url));
});
afterAll(() => ctx.close());

describe('tenant isolation over the route table', () => {
  it('[PLT-01] every route with a Konter Pulsa id, called from Mitra Cell, reads and changes nothing', async () => {
    // A purchase ref, a bill ref, a name check, a deposit code, a contact and the account itself.
    expect(foreignIds).toHaveLength(6);
    const withParams = routes.filter((route) => route.url.includes('{'));
    expect(withParams.length).toBeGreaterThan(10);
    const konterBefore = await depositOf(konter);
    for (const route of withParams) {
      for (const id of foreignIds) {
        const url = route.url.replace(/\{[^}]+\}/g, encodeURIComponent(id));
        const response =
          route.method === 'GET'
            ? await mitra.browser.get(url)
            : await mitra.browser.request(route.method as 'POST', url, { pin: '246810', password: 'rahasia123' });
        expect(response.statusCode, `${route.method} ${url}: ${response.body.slice(0, 160)}`).toBeGreaterThanOrEqual(
          400,
        );
        for (const secret of secrets) expect(response.body, `${route.method} ${url}`).not.toContain(secret);
      }
    }
    expect(await depositOf(konter)).toBe(konterBefore);
    await expectLedgerClean(ctx);
  }, 300_000);

  it('[PLT-01] every list of Mitra Cell is free of Konter Pulsa data, and foreign refs in bodies are refused', async () => {
    for (const route of routes.filter((candidate) => candidate.method === 'GET' && !candidate.url.includes('{'))) {
      const response = await mitra.browser.get(route.url);
      expect(response.statusCode, route.url).toBeLessThan(500);
      for (const secret of secrets) expect(response.body, route.url).not.toContain(secret);
    }
    const [purchaseRef, billRef] = foreignIds;
    const pay = await mitra.browser.post('/api/v1/pascabayar/pay', { ref_id: billRef, pin: '246810' });
    expect(pay.statusCode).toBe(422);
    const receipt = await mitra.browser.get(`/api/v1/receipt/prabayar/${purchaseRef}`);
    expect(receipt.statusCode).toBe(404);
    expect(await depositOf(mitra)).toBe(50_000);
  });
});

describe('tenant isolation of the reseller API (issue 19)', () => {
  it('[PLT-01][DEV-02] a Konter Pulsa key means nothing on the Mitra Cell host, and a Mitra admin cannot approve its address', async () => {
    const dev = await developerWithKey(ctx);
    const home = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' });
    expect(home.statusCode).toBe(200);
    const abroad = await h2hCall(ctx, dev, '/v1/cek-saldo', { cmd: 'deposit' }, { host: '127.0.0.1' });
    expect(abroad.json().data.rc).toBe('42');
    const bought = await h2hCall(
      ctx,
      dev,
      '/v1/transaction',
      { buyer_sku_code: 'tsel10', customer_no: '081298765432', ref_id: 'ISO-1' },
      { host: '127.0.0.1' },
    );
    expect(bought.json().data.rc).toBe('42');
    const pending = await dev.who.browser.post('/api/v1/developer/ips', { ip: '198.51.100.7' });
    const id = (pending.json().data.ips as { id: string; ip: string }[]).find((row) => row.ip === '198.51.100.7')?.id;
    const mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin' });
    const decided = await mitraAdmin.browser.post(`/api/v1/admin/developer/ips/${id}/decide`, { status: 'approved' });
    expect(decided.statusCode).toBe(404);
    const listed = await mitraAdmin.browser.get('/api/v1/admin/developer/ips');
    expect(listed.body).not.toContain('198.51.100.7');
    await expectLedgerClean(ctx);
  });

  it('[PLT-01][DEV-01] a bill inquired by a Konter Pulsa reseller cannot be paid, read or asked for from Mitra Cell', async () => {
    const konterDev = await developerWithKey(ctx, { deposit: 5_000_000 });
    const mitraDev = await developerWithKey(ctx, { tenant: 'mitra', deposit: 5_000_000 });
    const bill = { buyer_sku_code: 'pln', customer_no: '530000000002', ref_id: 'ISO-BILL' };
    const inquired = await h2hCall(ctx, konterDev, '/v1/transaction', { commands: 'inq-pasca', ...bill });
    expect(inquired.json().data.rc).toBe('00');
    for (const commands of ['pay-pasca', 'status-pasca']) {
      const foreign = await h2hCall(ctx, mitraDev, '/v1/transaction', { commands, ...bill });
      expect(foreign.json().data.rc, commands).toBe('50');
      expect(foreign.body).not.toContain(inquired.json().data.customer_name);
    }
    // The Konter key on the Mitra host, for the other calls too: an unknown username.
    for (const [path, body] of [
      ['/v1/transaction', { commands: 'pay-pasca', ...bill }],
      ['/v1/inquiry-pln', { customer_no: '12345678901' }],
      ['/v1/deposit', { amount: 50_000, bank: 'bca', owner_name: 'Budi Santoso' }],
    ] as const) {
      const abroad = await h2hCall(ctx, konterDev, path, body, { host: '127.0.0.1' });
      expect(abroad.json().data.rc, path).toBe('42');
    }
    expect(await depositOf(konterDev.who)).toBe(5_000_000);
    expect(await depositOf(mitraDev.who)).toBe(5_000_000);
    await expectLedgerClean(ctx);
  });
});
