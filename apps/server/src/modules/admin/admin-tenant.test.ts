import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, depositOf, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: Buyer;
let konterAdmin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  // The second tenant (Mitra Cell) is the one switched off here.
  admin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
  konterAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

describe('the tenant’s modules', () => {
  it('[PLT-10][ADM-01] an admin switches PPOB off: its API answers 404 module_disabled and moves no money, its menu disappears; on again, it sells', async () => {
    const member = await buyer(ctx, { tenant: 'mitra', deposit: 50_000 });
    const konterMember = await buyer(ctx, { deposit: 0 });
    expect((await admin.browser.get('/api/v1/admin/tenant/modules')).json().data).toEqual({ shop: false, ppob: true });

    const off = await admin.browser.request('PATCH', '/api/v1/admin/tenant/modules', { ppob: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ shop: false, ppob: false });

    for (const url of ['/api/v1/prabayar/catalogue/pulsa', '/api/v1/pricelist/pulsa', '/api/v1/prabayar/promotion']) {
      const refused = await member.browser.get(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'module_disabled',
        message: 'Layanan pulsa dan tagihan tidak aktif.',
      });
    }
    // A visitor's price list page is gone too.
    expect((await new TestBrowser(ctx.app, '127.0.0.1').get('/pricelist/pulsa')).statusCode).toBe(404);
    const bought = await purchase(member, { product_code: 'tsel10', destination: '081298761111' });
    expect(bought.statusCode).toBe(404);
    expect(bought.json().code).toBe('module_disabled');
    expect(await depositOf(member)).toBe(50_000);
    const boot = JSON.stringify((await member.browser.get('/api/v1/site/bootstrap')).json());
    expect(boot).toMatch(
      /"menu":\{"kind":"groups","groups":\[\]\}|"menu":\{"kind":"lists","primary":\[\],"home":\[\]\}/,
    );
    // The other tenant sells as before.
    expect((await konterMember.browser.get('/api/v1/prabayar/catalogue/pulsa')).statusCode).toBe(200);
    expect((await konterAdmin.browser.get('/api/v1/admin/tenant/modules')).json().data.ppob).toBe(true);

    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.tenant')).json().data;
    expect(audit[0]).toMatchObject({
      action: 'admin.tenant.modules',
      actor: admin.accountId,
      details: { before: { ppob: true }, after: { ppob: false } },
    });

    const on = await admin.browser.request('PATCH', '/api/v1/admin/tenant/modules', { ppob: true });
    expect(on.json().data.ppob).toBe(true);
    expect((await member.browser.get('/api/v1/prabayar/catalogue/pulsa')).statusCode).toBe(200);
  });

  it('[PLT-10] bad input is a field error; a member may not switch modules', async () => {
    const bad = await admin.browser.request('PATCH', '/api/v1/admin/tenant/modules', { ppob: 'off' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ppob).toBeDefined();
    const empty = await admin.browser.request('PATCH', '/api/v1/admin/tenant/modules', {});
    expect(empty.statusCode).toBe(422);
    const member = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    const refused = await member.browser.request('PATCH', '/api/v1/admin/tenant/modules', { ppob: false });
    expect(refused.statusCode).toBe(403);
    expect((await admin.browser.get('/api/v1/admin/tenant/modules')).json().data.ppob).toBe(true);
  });
});
