import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, depositOf, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: Buyer;
let secondAdmin: Buyer;
let member: Buyer;
let mitraAdmin: Buyer;
let adminRoutes: { method: string; url: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
  secondAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
  member = await buyer(ctx, { deposit: 50_000 });
  mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  adminRoutes = Object.entries(spec.paths)
    .filter(([url]) => url.startsWith('/api/v1/admin/'))
    .flatMap(([url, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })));
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

const fill = (url: string, id: string) => url.replace(/\{[^}]+\}/g, id);

describe('the admin scope', () => {
  it('[ADM-01] every /api/v1/admin route refuses a member and a master with 403', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    for (const who of [member, master]) {
      for (const route of adminRoutes) {
        const response = await who.browser.request(route.method as 'POST', fill(route.url, member.accountId), {});
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().code).toBe('unauthorized_access');
      }
    }
  });

  it('[ADM-01] [PLT-01] another tenant’s admin reads and changes nothing of this tenant', async () => {
    for (const route of adminRoutes.filter((candidate) => candidate.url.includes('{'))) {
      const response = await mitraAdmin.browser.request(
        route.method as 'POST',
        fill(route.url, member.accountId),
        route.method === 'PATCH' ? { excel_access: true } : {},
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain(member.phone);
    }
    const search = await mitraAdmin.browser.get(`/api/v1/admin/accounts?q=${member.phone}`);
    expect(search.json().data).toEqual([]);
    const credit = await mitraAdmin.browser.post('/api/v1/admin/adjustments', {
      account_id: member.accountId,
      direction: 'credit',
      amount: 1_000,
      reason: 'cross tenant',
    });
    expect(credit.statusCode).toBe(404);
    const audit = (await mitraAdmin.browser.get('/api/v1/admin/audit')).json().data as { details: unknown }[];
    expect(JSON.stringify(audit)).not.toContain(member.accountId);
    expect(await depositOf(member)).toBe(50_000);
  });
  it('[ADM-01] [PLT-01] another tenant’s admin gets 403/404 on this tenant’s real ids and changes nothing', async () => {
    const konter = ctx.tenantIds.konter;
    // A loan, a pending adjustment, a flagged top-up, an affiliate application and a deposit request of this tenant.
    await ctx.app.services.tenants.update(konter, { agentDebtEnabled: true });
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const loan = await master.browser.post('/api/v1/agent-center/loans', {
      account_id: agent.accountId,
      limit: 100_000,
      due_date: '2030-01-01',
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const loanId = loan.json().data.id as string;
    const adjustment = await admin.browser.post('/api/v1/admin/adjustments', {
      account_id: member.accountId,
      direction: 'credit',
      amount: 2_000_000,
      reason: 'usulan besar',
    });
    const adjustmentId = adjustment.json().data.id as string;
    const topUp = await member.browser.post('/api/v1/deposit/topup', {
      provider: 'xendit',
      method: 'qris',
      amount: 50_000,
    });
    const flagged = topUp.json().data.code as string;
    await ctx.database.withTenant(konter, (tx) =>
      tx.execute(sql`update deposits set review_flag = 'paid_after_expiry' where code = ${flagged}`),
    );
    const applicant = await buyer(ctx, { deposit: 0 });
    const applied = await applicant.browser.post('/api/v1/referral/affiliate', {
      bank_type: 'BCA',
      account_name: 'Toko Berkah',
      account_number: '0123456789',
    });
    expect(applied.json().data.status).toBe('waiting');
    const request = await agent.browser.post('/api/v1/deposit/requests', {
      amount: 100_000,
      deposit_date: '2026-11-25',
      note: 'setor',
    });
    const requestId = request.json().data.id as string;
    // A product only this tenant sells (the demo tenants share their codes).
    await ctx.database.withTenant(konter, (tx) =>
      tx.execute(sql`insert into products select (jsonb_populate_record(null::products,
        to_jsonb(p) || '{"code": "konter-only-10"}'::jsonb)).* from products p where code = 'tsel10'`),
    );

    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', `/api/v1/admin/agent-loans/${loanId}/decide`, { decision: 'approve' }],
      ['POST', `/api/v1/admin/adjustments/${adjustmentId}/approve`, {}],
      ['POST', `/api/v1/admin/adjustments/${adjustmentId}/reject`, {}],
      ['POST', `/api/v1/admin/reconciliation/top_up/${flagged}/resolve`, { note: 'bukan milik saya' }],
      ['PATCH', '/api/v1/admin/catalogue/products/konter-only-10', { promo: true }],
      ['GET', '/api/v1/admin/catalogue/products/konter-only-10/history', {}],
      ['POST', `/api/v1/admin/referral/affiliates/${applicant.accountId}/decide`, { decision: 'verify' }],
      ['GET', `/api/v1/admin/referral/affiliates/${applicant.accountId}/attachment`, {}],
      ['POST', `/api/v1/admin/deposit/requests/${requestId}/confirm`, { approved_amount: 100_000 }],
      ['GET', `/api/v1/admin/accounts/${member.accountId}`, {}],
      ['PATCH', `/api/v1/admin/accounts/${member.accountId}`, { excel_access: true }],
    ];
    for (const [method, url, body] of calls) {
      const response = await mitraAdmin.browser.request(method as 'POST', url, body);
      expect([403, 404], `${method} ${url} → ${response.statusCode} ${response.body}`).toContain(response.statusCode);
    }

    // Everything is as it was, seen by this tenant's admin and its members.
    const loans = (await admin.browser.get('/api/v1/admin/agent-loans')).json().data.data as {
      id: string;
      status: string;
    }[];
    expect(loans.find((row) => row.id === loanId)?.status).toBe('pending');
    const adjustments = (await admin.browser.get('/api/v1/admin/adjustments')).json().data as {
      id: string;
      status: string;
    }[];
    expect(adjustments.find((row) => row.id === adjustmentId)?.status).toBe('pending');
    const flags = (await admin.browser.get('/api/v1/admin/reconciliation')).json().data as { id: string }[];
    expect(flags.map((row) => row.id)).toContain(flagged);
    const product = (await admin.browser.get('/api/v1/admin/catalogue/products?q=konter-only-10')).json().data as {
      code: string;
      promo: boolean;
    }[];
    expect(product.find((row) => row.code === 'konter-only-10')?.promo).toBe(false);
    expect((await applicant.browser.get('/api/v1/referral/affiliate')).json().data.status).toBe('waiting');
    const requests = (await admin.browser.get('/api/v1/admin/deposit/requests')).json().data as {
      id: string;
      status: string;
    }[];
    expect(requests.find((row) => row.id === requestId)?.status).toBe('pending');
    expect(await depositOf(agent)).toBe(0);
    expect((await admin.browser.get(`/api/v1/admin/accounts/${member.accountId}`)).json().data.excel_access).toBe(
      false,
    );
    // Leave the proposal and the flag decided, so the tests below start from a clean queue.
    await secondAdmin.browser.post(`/api/v1/admin/adjustments/${adjustmentId}/reject`);
    await admin.browser.post(`/api/v1/admin/reconciliation/top_up/${flagged}/resolve`, { note: 'uji lintas tenant' });
  });
});

describe('people', () => {
  it('[ADM-01] search by phone, e-mail and name; the detail shows balances, devices and sessions', async () => {
    for (const q of [member.phone, member.phone.replace(/^0/, '+62'), `buyer${member.phone}@`]) {
      const found = (await admin.browser.get(`/api/v1/admin/accounts?q=${encodeURIComponent(q)}`)).json().data;
      expect(
        found.map((row: { id: string }) => row.id),
        q,
      ).toContain(member.accountId);
    }
    const detail = (await admin.browser.get(`/api/v1/admin/accounts/${member.accountId}`)).json().data;
    expect(detail).toMatchObject({ id: member.accountId, role: 'member', status: 'active', excel_access: false });
    expect(detail.balances.deposit).toBe(50_000);
    expect(detail.devices.length).toBeGreaterThanOrEqual(1);
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
  });

  it('[ADM-01][AGT-01] the detail shows where the account sits in the agent network: upline, depth, downlines', async () => {
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    await buyer(ctx, { deposit: 0, referredBy: agent.accountId });
    await buyer(ctx, { deposit: 0, referredBy: agent.accountId });
    const treeOf = async (id: string) =>
      (await admin.browser.get(`/api/v1/admin/accounts/${id}`)).json().data.agent_tree as unknown;
    expect(await treeOf(agent.accountId)).toEqual({
      upline: { id: master.accountId, name: 'Toko Berkah', phone: master.phone },
      depth: 1,
      downlines: 2,
    });
    expect(await treeOf(master.accountId)).toEqual({ upline: null, depth: 0, downlines: 3 });
  });

  it('[ADM-01] granting spreadsheet access and deposit transfer takes effect and is audited before → after', async () => {
    const before = (await member.browser.get('/api/v1/account')).json().data.permission as string[];
    expect(before).not.toContain('bulk.excel');
    const changed = await admin.browser.request('PATCH', `/api/v1/admin/accounts/${member.accountId}`, {
      excel_access: true,
      allow_deposit_transfer: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ excel_access: true, allow_deposit_transfer: true });
    const after = (await member.browser.get('/api/v1/account')).json().data.permission as string[];
    expect(after).toEqual(expect.arrayContaining(['bulk.excel', 'deposit.transfer']));
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.account')).json().data;
    expect(audit[0]).toMatchObject({
      action: 'admin.account.update',
      actor: admin.accountId,
      actor_name: 'Toko Berkah',
      details: {
        target: member.accountId,
        before: { excel_access: false, allow_deposit_transfer: false },
        after: { excel_access: true, allow_deposit_transfer: true },
      },
    });
  });

  it('[ACC-11] an account set inactive keeps only the price list; active again, it transacts', async () => {
    const other = await buyer(ctx, { deposit: 0 });
    await admin.browser.request('PATCH', `/api/v1/admin/accounts/${other.accountId}`, { status: 'inactive' });
    expect((await other.browser.get('/api/v1/account')).json().data.permission).toEqual(['pricelist.view']);
    await admin.browser.request('PATCH', `/api/v1/admin/accounts/${other.accountId}`, { status: 'active' });
    expect((await other.browser.get('/api/v1/account')).json().data.permission).toContain('transaction.create');
  });

  it('[ADM-01] bad input is a field error, not a 500', async () => {
    const empty = await admin.browser.request('PATCH', `/api/v1/admin/accounts/${member.accountId}`, {});
    expect(empty.statusCode).toBe(422);
    const role = await admin.browser.request('PATCH', `/api/v1/admin/accounts/${member.accountId}`, { role: 'god' });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors.role).toBeDefined();
  });

  it('[ACC-08] an admin revokes a device: its sessions end', async () => {
    const other = await buyer(ctx, { deposit: 0 });
    const detail = (await admin.browser.get(`/api/v1/admin/accounts/${other.accountId}`)).json().data;
    const device = detail.devices[0].id as string;
    const revoked = await admin.browser.post(`/api/v1/admin/accounts/${other.accountId}/devices/${device}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect((await other.browser.get('/api/v1/account')).statusCode).toBe(401);
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.device')).json().data;
    expect(audit[0].details).toMatchObject({ device, after: { status: 'revoked' } });
  });
});

describe('manual adjustments with four eyes', () => {
  it('[ADM-01] a small credit is posted at once as one ledger transfer against house:adjustments', async () => {
    const who = await buyer(ctx, { deposit: 10_000 });
    const response = await admin.browser.post('/api/v1/admin/adjustments', {
      account_id: who.accountId,
      direction: 'credit',
      amount: 25_000,
      reason: 'kompensasi gangguan',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'posted', decided_by: admin.accountId });
    expect(await depositOf(who)).toBe(35_000);
    await expectLedgerClean(ctx);
  });

  it('[ADM-01] above the tenant amount one admin proposes, the proposer cannot approve, another approves', async () => {
    const who = await buyer(ctx, { deposit: 2_000_000 });
    const proposed = await admin.browser.post('/api/v1/admin/adjustments', {
      account_id: who.accountId,
      direction: 'debit',
      amount: 1_500_000,
      reason: 'salah kredit transfer bank',
    });
    expect(proposed.json().data.status).toBe('pending');
    expect(await depositOf(who)).toBe(2_000_000);
    const id = proposed.json().data.id as string;

    const own = await admin.browser.post(`/api/v1/admin/adjustments/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('adjustment_own_proposal');
    expect((await mitraAdmin.browser.post(`/api/v1/admin/adjustments/${id}/approve`)).statusCode).toBe(404);

    const approved = await secondAdmin.browser.post(`/api/v1/admin/adjustments/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'posted', decided_by: secondAdmin.accountId });
    expect(await depositOf(who)).toBe(500_000);
    const again = await secondAdmin.browser.post(`/api/v1/admin/adjustments/${id}/approve`);
    expect(again.statusCode).toBe(422);
    expect(await depositOf(who)).toBe(500_000);

    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.adjustment')).json().data as {
      action: string;
      actor: string;
      details: { adjustment: string };
    }[];
    const mine = audit.filter((event) => event.details.adjustment === id);
    expect(mine.map((event) => event.action).sort()).toEqual(['admin.adjustment.approve', 'admin.adjustment.propose']);
    expect(mine.find((event) => event.action === 'admin.adjustment.approve')).toMatchObject({
      actor: secondAdmin.accountId,
      details: { before: { deposit: 2_000_000 }, after: { deposit: 500_000 } },
    });
    await expectLedgerClean(ctx);
    const ledger = await admin.browser.post('/api/v1/admin/ledger/audit');
    expect(ledger.json().data).toMatchObject({ clean: true, problems: [] });
  });

  it('[ADM-01] a rejected proposal moves no money; a debit beyond the balance is refused whole', async () => {
    const who = await buyer(ctx, { deposit: 5_000 });
    const proposed = await admin.browser.post('/api/v1/admin/adjustments', {
      account_id: who.accountId,
      direction: 'credit',
      amount: 2_000_000,
      reason: 'bonus besar',
    });
    const rejected = await secondAdmin.browser.post(`/api/v1/admin/adjustments/${proposed.json().data.id}/reject`);
    expect(rejected.json().data.status).toBe('rejected');
    const tooMuch = await admin.browser.post('/api/v1/admin/adjustments', {
      account_id: who.accountId,
      direction: 'debit',
      amount: 6_000,
      reason: 'koreksi',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await depositOf(who)).toBe(5_000);
    const list = (await admin.browser.get('/api/v1/admin/adjustments')).json();
    expect(list.four_eyes_above).toBe(1_000_000);
    expect(list.data.some((row: { reason: string }) => row.reason === 'koreksi')).toBe(false);
    const bad = await admin.browser.post('/api/v1/admin/adjustments', {
      account_id: who.accountId,
      direction: 'credit',
      amount: -5,
      reason: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['amount', 'reason']));
    await expectLedgerClean(ctx);
  });
});

describe('the reconciliation console', () => {
  it('[ADM-01] a top-up flagged as paid after expiry is listed with the provider’s and the ledger’s view, and resolved with a note', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const created = await who.browser.post('/api/v1/deposit/topup', {
      provider: 'xendit',
      method: 'qris',
      amount: 50_000,
    });
    const code = created.json().data.code as string;
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.execute(sql`update deposits set review_flag = 'paid_after_expiry' where code = ${code}`),
    );
    const listed = (await admin.browser.get('/api/v1/admin/reconciliation')).json().data as {
      id: string;
      kind: string;
      flags: string[];
      account_id: string;
      provider: { name: string; status: string };
      ledger: { transfers: number; deposit_change: number };
    }[];
    expect(listed.find((item) => item.id === code)).toMatchObject({
      kind: 'top_up',
      flags: ['paid_after_expiry'],
      account_id: who.accountId,
      provider: { name: 'xendit', status: 'pending' },
      ledger: { transfers: 0, deposit_change: 0 },
    });
    expect((await mitraAdmin.browser.get('/api/v1/admin/reconciliation')).body).not.toContain(code);
    const foreign = await mitraAdmin.browser.post(`/api/v1/admin/reconciliation/top_up/${code}/resolve`, {
      note: 'not mine',
    });
    expect(foreign.statusCode).toBe(404);
    const short = await admin.browser.post(`/api/v1/admin/reconciliation/top_up/${code}/resolve`, { note: '' });
    expect(short.statusCode).toBe(422);

    const resolved = await admin.browser.post(`/api/v1/admin/reconciliation/top_up/${code}/resolve`, {
      note: 'checked with Xendit dashboard',
    });
    expect(resolved.statusCode).toBe(200);
    const after = (await admin.browser.get('/api/v1/admin/reconciliation')).json().data as { id: string }[];
    expect(after.map((item) => item.id)).not.toContain(code);
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.reconciliation')).json().data as {
      details: { reference?: string };
    }[];
    expect(audit.find((event) => event.details.reference === code)).toMatchObject({
      actor: admin.accountId,
      details: { reference: code, note: 'checked with Xendit dashboard', before: { flag: 'paid_after_expiry' } },
    });
    const again = await admin.browser.post(`/api/v1/admin/reconciliation/top_up/${code}/resolve`, { note: 'again' });
    expect(again.statusCode).toBe(404);
    await expectLedgerClean(ctx);
  });
});

describe('the reconciliation console’s money actions', () => {
  const actUrl = (kind: string, id: string) => `/api/v1/admin/reconciliation/${kind}/${id}/action`;
  const flaggedOf = async (id: string) =>
    ((await admin.browser.get('/api/v1/admin/reconciliation')).json().data as { id: string; actions: string[] }[]).find(
      (item) => item.id === id,
    );

  it('[ADM-01][DEP-07] a top-up paid after it expired, never credited, is credited through the deposits’ settlement', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const created = await who.browser.post('/api/v1/deposit/topup', {
      provider: 'xendit',
      method: 'qris',
      amount: 50_000,
    });
    const code = created.json().data.code as string;
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.execute(sql`update deposits set status = 'expired', review_flag = 'paid_after_expiry' where code = ${code}`),
    );
    expect(await flaggedOf(code)).toMatchObject({ actions: ['credit'] });
    expect(
      (await mitraAdmin.browser.post(actUrl('top_up', code), { action: 'credit', note: 'bukan milik saya' }))
        .statusCode,
    ).toBe(404);
    const wrong = await admin.browser.post(actUrl('top_up', code), {
      action: 'assign',
      phone: member.phone,
      note: 'salah',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.action).toBeDefined();
    expect(await depositOf(who)).toBe(0);

    const credited = await admin.browser.post(actUrl('top_up', code), {
      action: 'credit',
      note: 'dibayar setelah kedaluwarsa',
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().data).toEqual({ account_id: who.accountId, deposit_change: 50_000 });
    expect(await depositOf(who)).toBe(50_000);
    expect((await who.browser.get(`/api/v1/deposit/topup/${code}`)).json().data.status).toBe('paid');
    expect(await flaggedOf(code)).toBeUndefined();
    const again = await admin.browser.post(actUrl('top_up', code), { action: 'credit', note: 'sekali lagi' });
    expect(again.statusCode).toBe(404);
    expect(await depositOf(who)).toBe(50_000);
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.reconciliation.credit')).json().data as {
      actor: string;
      details: { reference?: string };
    }[];
    expect(audit.find((event) => event.details.reference === code)).toMatchObject({
      actor: admin.accountId,
      details: {
        target: who.accountId,
        note: 'dibayar setelah kedaluwarsa',
        before: { flag: 'paid_after_expiry', deposit: 0 },
        after: { flag: null, deposit: 50_000 },
      },
    });
  });

  it('[ADM-01][DEP-07] a top-up paid short is credited with what arrived, less the gateway fee', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const created = (
      await who.browser.post('/api/v1/deposit/topup', { provider: 'xendit', method: 'qris', amount: 50_000 })
    ).json().data as {
      code: string;
      charged: number;
      fee: number;
    };
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.execute(
        sql`update deposits set review_flag = 'underpaid:30000', paid_amount = 30000 where code = ${created.code}`,
      ),
    );
    const response = await admin.browser.post(actUrl('top_up', created.code), {
      action: 'credit',
      note: 'terima kurang bayar',
    });
    expect(response.statusCode, response.body).toBe(200);
    const fee = created.charged - 50_000;
    expect(response.json().data.deposit_change).toBe(30_000 - fee);
    expect(await depositOf(who)).toBe(30_000 - fee);
  });

  it('[ADM-01][DEP-06] a bank credit no top-up matched is assigned to an account by its phone, once', async () => {
    const who = await buyer(ctx, { deposit: 1_000 });
    const mutationId = `MUT-${crypto.randomUUID().slice(0, 8)}`;
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx.execute(sql`insert into bank_mutations (tenant_id, mutation_id, account_number, amount, description, booked_at, review_flag)
        values (${who.tenantId}, ${mutationId}, '8720012345', 75123, 'TRSF E-BANKING CR 75123', ${ctx.clock.now().toISOString()},
                'ambiguous:DEPA,DEPB')`),
    );
    expect(await flaggedOf(mutationId)).toMatchObject({ actions: ['assign'] });
    const unknown = await admin.browser.post(actUrl('bank_mutation', mutationId), {
      action: 'assign',
      phone: '081299999999',
      note: 'transfer tanpa kode',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.phone).toEqual(['Tidak ada akun aktif dengan nomor HP ini.']);
    const badPhone = await admin.browser.post(actUrl('bank_mutation', mutationId), {
      action: 'assign',
      phone: 'abc',
      note: 'x',
    });
    expect(Object.keys(badPhone.json().errors).sort()).toEqual(['note', 'phone']);
    expect(await depositOf(who)).toBe(1_000);

    const assigned = await admin.browser.post(actUrl('bank_mutation', mutationId), {
      action: 'assign',
      phone: who.phone,
      note: 'pelanggan kirim bukti transfer',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toEqual({ account_id: who.accountId, deposit_change: 75_123 });
    expect(await depositOf(who)).toBe(76_123);
    expect(await flaggedOf(mutationId)).toBeUndefined();
    const twice = await admin.browser.post(actUrl('bank_mutation', mutationId), {
      action: 'assign',
      phone: member.phone,
      note: 'dua kali',
    });
    expect(twice.statusCode).toBe(404);
    expect(await depositOf(who)).toBe(76_123);
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.reconciliation.assign')).json().data as {
      details: { reference?: string };
    }[];
    expect(audit.find((event) => event.details.reference === mutationId)).toMatchObject({
      details: { target: who.accountId, before: { deposit: 1_000 }, after: { flag: null, deposit: 76_123 } },
    });
  });
});

describe('deposit requests from the back office', () => {
  it('[DEP-10][ADM-01] confirming an agent’s deposit request is written to the audit trail, before → after', async () => {
    const agent = await buyer(ctx, { role: 'agent', deposit: 0 });
    const created = await agent.browser.post('/api/v1/deposit/requests', {
      amount: 300_000,
      deposit_date: '2026-11-25',
      note: 'setor tunai',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const confirmed = await admin.browser.post(`/api/v1/admin/deposit/requests/${id}/confirm`, {
      approved_amount: 250_000,
    });
    expect(confirmed.json().data.status).toBe('half_approved');
    expect(await depositOf(agent)).toBe(250_000);
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.deposit_request')).json().data as {
      actor: string;
      details: { request?: string };
    }[];
    expect(audit.find((event) => event.details.request === id)).toMatchObject({
      actor: admin.accountId,
      details: {
        target: agent.accountId,
        before: { status: 'pending' },
        after: { status: 'half_approved', approved_amount: 250_000, underpayment: 50_000 },
      },
    });
    await expectLedgerClean(ctx);
  });
});
