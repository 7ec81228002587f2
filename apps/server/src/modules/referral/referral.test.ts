import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { subscriberJob, type DomainEventOf } from '../../platform/domain-events.ts';
import { freshPhone, linkToken, waitForMail } from '../../test/accounts-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, buyerPassword, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { houseBalance } from '../ledger/index.ts';
import { notifyChannelsJob, sendEmailJob } from '../notifications/index.ts';
import { affiliatePayable, commissionOf, isBot, referralSubscribers } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  ctx.clock.set(testClockStart);
  await expectLedgerClean(ctx);
});

const day = 24 * 60 * 60_000;
const accrualJob = subscriberJob(referralSubscribers[0] as never);

async function settings(admin: Buyer, body: Record<string, unknown>) {
  const response = await admin.browser.post('/api/v1/admin/referral/settings', body);
  expect(response.statusCode).toBe(200);
}

async function verifiedAffiliate(admin: Buyer) {
  const affiliate = await buyer(ctx, { deposit: 0 });
  const applied = await affiliate.browser.post('/api/v1/referral/affiliate', {
    bank_type: 'BCA',
    account_name: 'Toko Berkah',
    account_number: '0123456789',
  });
  expect(applied.statusCode).toBe(200);
  expect(applied.json().data.status).toBe('waiting');
  const verified = await admin.browser.post(`/api/v1/admin/referral/affiliates/${affiliate.accountId}/decide`, {
    decision: 'verify',
  });
  expect(verified.statusCode).toBe(200);
  return affiliate;
}

async function boughtAndSettled(who: Buyer, destination = '081298760001') {
  const started = await purchase(who, { product_code: 'tsel10', destination });
  expect(started.statusCode).toBe(200);
  const refId = started.json().data.ref_id as string;
  const done = await dispatch(ctx, who, refId);
  expect(done.status).toBe('success');
  await ctx.queue.drain();
  return { refId, price: done.price };
}

function uploadAttachment(who: Buyer, fileName: string, data: Buffer, contentType: string) {
  const boundary = '----konterref';
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/referral/affiliate/attachment',
    remoteAddress: who.browser.ip,
    headers: {
      host: who.browser.host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': who.browser.csrfToken,
      cookie: [...who.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function inbox(who: Buyer) {
  const response = await who.browser.get('/api/v1/notification/today');
  expect(response.statusCode).toBe(200);
  return response.json().data as { type: string; params: Record<string, unknown>; link: string | null }[];
}

async function report(who: Buyer) {
  const response = await who.browser.get('/api/v1/referral/commissions');
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    totals: { unpaid: number; in_process: number; disbursed: number };
    payable: boolean;
    items: { amount: number; kind: string; status: string; ref_id: string }[];
  };
}

describe('referral code, link and counts', () => {
  it('[REF-01] shows the code and URL; the code changes only to one no other account of the tenant holds', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const summary = (await who.browser.get('/api/v1/referral/code')).json().data;
    expect(summary.url).toBe(`http://localhost/auth/register?ref=${summary.code}`);
    expect(summary).toMatchObject({ clicks: 0, registrations: 0 });

    const mine = `TOKO${freshPhone().slice(-6)}`;
    const changed = await who.browser.post('/api/v1/referral/code', { code: mine.toLowerCase() });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.code).toBe(mine);

    const other = await buyer(ctx, { deposit: 0 });
    const taken = await other.browser.post('/api/v1/referral/code', { code: mine });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toEqual(['Kode referral ini sudah dipakai. Pilih kode lain.']);
    const bad = await other.browser.post('/api/v1/referral/code', { code: 'a b' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code).toBeDefined();
  });

  it('[REF-01] counts a visit once per visitor and day, never a bot; counts registrations with the code', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const { code } = (await who.browser.get('/api/v1/referral/code')).json().data as { code: string };
    const visitor = await new TestBrowser(ctx.app).open();
    const visit = () => visitor.post('/api/v1/referral/visit', { code });
    expect((await visit()).json().data.counted).toBe(true);
    expect((await visit()).json().data.counted).toBe(false);
    // No cookie is needed or set for counting.
    expect((await visit()).headers['set-cookie']).toBeUndefined();
    const bot = await new TestBrowser(ctx.app).open();
    bot.userAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await bot.post('/api/v1/referral/visit', { code })).json().data.counted).toBe(false);
    expect(isBot('WhatsApp/2.23.20.0')).toBe(true);
    // The next day the same visitor counts again.
    ctx.clock.advance(day);
    expect((await visit()).json().data.counted).toBe(true);

    const phone = freshPhone();
    const registered = await new TestBrowser(ctx.app).open();
    const response = await registered.post('/api/v1/auth/register', {
      name: 'Budi Santoso',
      email: `ref${phone}@example.com`,
      phone,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      referral_code: code.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    const summary = (await who.browser.get('/api/v1/referral/code')).json().data;
    expect(summary).toMatchObject({ clicks: 2, registrations: 1 });
  });

  it('[REF-01][AGT-02] the Agent Center referral page: a master’s link, counts and latest registrations; refused to anyone else', async () => {
    const member = await buyer(ctx, { deposit: 0 });
    const refused = await member.browser.get('/api/v1/agent-center/referral');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('agent_center_masters_only');
    const agent = await buyer(ctx, { role: 'agent', deposit: 0 });
    expect((await agent.browser.get('/api/v1/agent-center/referral')).statusCode).toBe(403);

    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const before = (await master.browser.get('/api/v1/agent-center/referral')).json().data;
    expect(before).toMatchObject({ clicks: 0, registrations: 0, recent: [] });
    expect(before.url).toBe(`http://localhost/auth/register?ref=${before.code}`);
    const phone = freshPhone();
    const registered = await new TestBrowser(ctx.app).open();
    const response = await registered.post('/api/v1/auth/register', {
      name: 'Calon Agen Baru',
      email: `ac${phone}@example.com`,
      phone,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      referral_code: before.code,
    });
    expect(response.statusCode).toBe(201);
    const after = (await master.browser.get('/api/v1/agent-center/referral')).json().data;
    expect(after.registrations).toBe(1);
    expect(after.recent).toEqual([
      { name: 'Calon Agen Baru', role: expect.any(String), registered_at: ctx.clock.now().toISOString() },
    ]);
  });

  it('[REF-01] sends invitations through the e-mail outbox, needs a valid code and is rate limited', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const { code, url } = (await who.browser.get('/api/v1/referral/code')).json().data as {
      code: string;
      url: string;
    };
    const to = [`a${freshPhone()}@example.com`, `b${freshPhone()}@example.com`];
    const sent = await who.browser.post('/api/v1/referral/send-email', { emails: to });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.sent).toBe(2);
    await ctx.queue.drain(['notify.email']);
    const mail = await waitForMail(ctx, to[0] ?? '');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain(code);

    const tooMany = await who.browser.post('/api/v1/referral/send-email', {
      emails: Array.from({ length: 11 }, (_, i) => `x${i}@example.com`),
    });
    expect(tooMany.statusCode).toBe(422);
    for (let i = 0; i < 4; i += 1) {
      expect((await who.browser.post('/api/v1/referral/send-email', { emails: ['c@example.com'] })).statusCode).toBe(
        200,
      );
    }
    expect((await who.browser.post('/api/v1/referral/send-email', { emails: ['c@example.com'] })).statusCode).toBe(429);
    await ctx.queue.drain(['notify.email']);

    const invalid = await buyer(ctx, { deposit: 0 });
    await ctx.database.withTenant(invalid.tenantId, (tx) =>
      tx.execute(sql`update accounts set referral_code = '-' where id = ${invalid.accountId}`),
    );
    const refused = await invalid.browser.post('/api/v1/referral/send-email', { emails: ['d@example.com'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual(['Kode referral tidak valid.']);
    expect(linkToken).toBeTypeOf('function');
  });
});

describe('affiliate registration and validity', () => {
  it('[REF-02] not registered → waiting → rejected with a reason → waiting → verified, decided by an admin only', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const who = await buyer(ctx, { deposit: 0 });
    expect((await who.browser.get('/api/v1/referral/affiliate')).json().data.status).toBe('not_registered');
    const bad = await who.browser.post('/api/v1/referral/affiliate', {
      bank_type: 'XYZ',
      account_name: 'A',
      account_number: '12',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['account_name', 'account_number', 'bank_type']);
    const body = { bank_type: 'DANA', account_name: 'Siti Aminah', account_number: '081234567890' };
    expect((await who.browser.post('/api/v1/referral/affiliate', body)).json().data.status).toBe('waiting');
    // A member cannot decide; the report stays closed.
    const decideUrl = `/api/v1/admin/referral/affiliates/${who.accountId}/decide`;
    expect((await who.browser.post(decideUrl, { decision: 'verify' })).statusCode).toBe(403);
    expect((await who.browser.get('/api/v1/referral/commissions')).statusCode).toBe(403);

    const queue = (await admin.browser.get('/api/v1/admin/referral/affiliates?status=waiting')).json().data as {
      account_id: string;
    }[];
    expect(queue.some((row) => row.account_id === who.accountId)).toBe(true);
    const rejected = await admin.browser.post(decideUrl, { decision: 'reject', reason: 'Nama rekening tidak sesuai' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Nama rekening tidak sesuai' });
    expect((await who.browser.get('/api/v1/referral/affiliate')).json().data.rejection_reason).toBe(
      'Nama rekening tidak sesuai',
    );
    expect((await admin.browser.post(decideUrl, { decision: 'verify' })).statusCode).toBe(422);

    await who.browser.post('/api/v1/referral/affiliate', body);
    const verified = (await admin.browser.post(decideUrl, { decision: 'verify' })).json().data;
    expect(verified).toMatchObject({ status: 'verified', earning: true });
    expect(verified.expires_at).toBe(new Date(ctx.clock.now().getTime() + 365 * day).toISOString());
    expect((await who.browser.get('/api/v1/referral/commissions')).statusCode).toBe(200);
    // The applicant's inbox tells each decision, the rejection with its reason.
    const notes = (await inbox(who)).map((note) => [note.type, note.params]);
    expect(notes).toEqual(
      expect.arrayContaining([
        ['affiliate.rejected', { reason: 'Nama rekening tidak sesuai' }],
        ['affiliate.verified', {}],
      ]),
    );
    // [NTF-01] Each decision also goes out by e-mail (email_notification is on), as every inbox notification does.
    await ctx.queue.drain([notifyChannelsJob.name, sendEmailJob.name]);
    const subjects = ctx.simulators.smtp.to(`buyer${who.phone}@example.com`).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Pendaftaran afiliasi ditolak · /),
        expect.stringMatching(/^Afiliasi terverifikasi · /),
      ]),
    );
    const audit = await ctx.database.withTenant(admin.tenantId, (tx) =>
      queryRows<{ action: string }>(tx, sql`select action from audit_events where actor = ${admin.accountId}`),
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['affiliate.rejected', 'affiliate.verified']),
    );
  });

  it('[REF-02] the identity attachment: an image or PDF by its content, at most 8 MB, read only by its owner and admins, removed on rejection', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const who = await buyer(ctx, { deposit: 0 });
    const other = await buyer(ctx, { deposit: 0 });
    expect((await uploadAttachment(who, 'ktp.png', png, 'image/png')).statusCode).toBe(404);
    await who.browser.post('/api/v1/referral/affiliate', {
      bank_type: 'BRI',
      account_name: 'Siti Aminah',
      account_number: '1234567890',
    });
    // A text file named like a PDF is refused; a PNG named .pdf is stored as the PNG it is.
    const text = await uploadAttachment(who, 'ktp.pdf', Buffer.from('just text, not a document'), 'application/pdf');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.attachment).toEqual(['Lampiran identitas harus gambar (JPG, PNG, WebP) atau PDF.']);
    const big = await uploadAttachment(
      who,
      'big.pdf',
      Buffer.concat([pdf, Buffer.alloc(8 * 1024 * 1024)]),
      'application/pdf',
    );
    expect(big.statusCode).toBe(422);
    const stored = await uploadAttachment(who, 'ktp.pdf', png, 'application/pdf');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.has_attachment).toBe(true);
    const own = await who.browser.get('/api/v1/referral/affiliate/attachment');
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(png)).toBe(true);
    // Replaced by a PDF; another member reads only their own (none), and never through the admin route.
    expect((await uploadAttachment(who, 'ktp.pdf', pdf, 'application/pdf')).statusCode).toBe(200);
    expect((await other.browser.get('/api/v1/referral/affiliate/attachment')).statusCode).toBe(404);
    const adminUrl = `/api/v1/admin/referral/affiliates/${who.accountId}/attachment`;
    expect((await other.browser.get(adminUrl)).statusCode).toBe(403);
    const seen = await admin.browser.get(adminUrl);
    expect(seen.headers['content-type']).toBe('application/pdf');
    expect(seen.headers['content-disposition']).toBe('inline');
    const [row] = await ctx.database.withTenant(who.tenantId, (tx) =>
      queryRows<{ attachment_key: string }>(
        tx,
        sql`select attachment_key from affiliates where account_id = ${who.accountId}`,
      ),
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/uploads/${row?.attachment_key}`, headers: { host: 'localhost' } }))
        .statusCode,
    ).toBe(404);

    await admin.browser.post(`/api/v1/admin/referral/affiliates/${who.accountId}/decide`, {
      decision: 'reject',
      reason: 'Foto KTP tidak terbaca',
    });
    expect((await admin.browser.get(adminUrl)).statusCode).toBe(404);
  });

  it('[REF-02] the identity attachment is removed from storage once the account deletion committed, idempotently', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const who = await buyer(ctx, { deposit: 0 });
    await who.browser.post('/api/v1/referral/affiliate', {
      bank_type: 'DANA',
      account_name: 'Budi Hapus',
      account_number: '081298761234',
    });
    expect((await uploadAttachment(who, 'ktp.png', png, 'image/png')).statusCode).toBe(200);
    const keyOf = async () =>
      (
        await ctx.database.withTenant(who.tenantId, (tx) =>
          queryRows<{ attachment_key: string | null }>(
            tx,
            sql`select attachment_key from affiliates where account_id = ${who.accountId}`,
          ),
        )
      )[0]?.attachment_key ?? null;
    const key = await keyOf();
    expect(key).toMatch(/^affiliates\//);
    const file = path.join(ctx.config.dataDir, 'uploads', ...(key ?? '').split('/'));
    expect(existsSync(file)).toBe(true);
    const adminUrl = `/api/v1/admin/referral/affiliates/${who.accountId}/attachment`;
    const queue = async () =>
      (
        (await admin.browser.get('/api/v1/admin/referral/affiliates?status=waiting')).json().data as {
          account_id: string;
        }[]
      ).map((row) => row.account_id);
    expect(await queue()).toContain(who.accountId);

    // A refused deletion (wrong password) removes nothing.
    expect(
      (await who.browser.request('DELETE', '/api/v1/account/delete', { password: 'salah-sekali' })).statusCode,
    ).toBe(422);
    await ctx.queue.drain();
    expect(existsSync(file)).toBe(true);

    expect(
      (await who.browser.request('DELETE', '/api/v1/account/delete', { password: buyerPassword })).statusCode,
    ).toBe(200);
    await ctx.queue.drain();
    expect(existsSync(file)).toBe(false);
    expect(await keyOf()).toBeNull();
    expect((await admin.browser.get(adminUrl)).statusCode).toBe(404);
    // A deleted account's application no longer waits in the admin's queue.
    expect(await queue()).not.toContain(who.accountId);

    // Delivered again (at least once): nothing to do, no error.
    const event = {
      type: 'account.deleted' as const,
      tenantId: who.tenantId,
      accountId: who.accountId,
      at: ctx.clock.now().toISOString(),
    };
    const removal = subscriberJob(referralSubscribers[2] as never);
    await ctx.queue.runNow(removal, event);
    await ctx.queue.runNow(removal, event);
    expect(await keyOf()).toBeNull();
  });

  it('[REF-03] the code expires a year after verification: it still registers users but earns nothing; re-applying renews it', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    await settings(admin, { enabled: true, basis_points: 1000, fixed_amount: 0, months: 24 });
    const affiliate = await verifiedAffiliate(admin);
    ctx.clock.advance(366 * day);
    // Sessions end long before a year: both log in again.
    for (const who of [admin, affiliate]) {
      await who.browser.post('/api/v1/auth/login', { login: who.phone, password: buyerPassword });
    }
    expect((await affiliate.browser.get('/api/v1/referral/affiliate')).json().data.earning).toBe(false);
    const late = await buyer(ctx, { referredBy: affiliate.accountId });
    await boughtAndSettled(late);
    expect((await report(affiliate)).items).toEqual([]);

    await affiliate.browser.post('/api/v1/referral/affiliate', {
      bank_type: 'BCA',
      account_name: 'Toko Berkah',
      account_number: '0123456789',
    });
    const renewed = await admin.browser.post(`/api/v1/admin/referral/affiliates/${affiliate.accountId}/decide`, {
      decision: 'verify',
    });
    expect(renewed.json().data.earning).toBe(true);
    await boughtAndSettled(late, '081298760002');
    expect((await report(affiliate)).items).toHaveLength(1);
    await settings(admin, { enabled: true, basis_points: 0, fixed_amount: 0, months: 12 });
  });
});

describe('commissions and payouts', () => {
  it('[REF-04] accrues at settlement, takes it back on a return, pays out from Rp100,000 with the transfer reference', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    await settings(admin, { enabled: true, basis_points: 0, fixed_amount: 60_000, months: 12 });
    const affiliate = await verifiedAffiliate(admin);
    const member = await buyer(ctx, { referredBy: affiliate.accountId, deposit: 200_000 });
    const first = await boughtAndSettled(member);
    const firstAmount = commissionOf({ enabled: true, basis_points: 0, fixed_amount: 60_000, months: 12 }, first.price);
    let seen = await report(affiliate);
    expect(seen.totals.unpaid).toBe(firstAmount);
    // Below the minimum: unpaid, and not in a payout run.
    expect(seen.payable).toBe(firstAmount >= 100_000);
    const payable = () =>
      ctx.database.withTenant(admin.tenantId, (tx) =>
        houseBalance(tx, admin.tenantId, affiliatePayable(affiliate.accountId)),
      );
    expect(await payable()).toBe(firstAmount);

    // A return takes it back.
    const supplier = ctx.simulators.suppliers[0];
    if (!supplier) throw new Error('supplier');
    const body = JSON.stringify({
      data: {
        ref_id: first.refId,
        customer_no: '081298760001',
        buyer_sku_code: 'tsel10',
        status: 'Gagal',
        rc: '74',
        message: 'Transaksi Refund',
        sn: '',
      },
    });
    const returned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/digiflazz/digiflazz-a',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature': digiflazzHubSignature(supplier.webhookSecret, body),
      },
      payload: body,
    });
    expect(returned.statusCode).toBe(200);
    await ctx.queue.drain();
    seen = await report(affiliate);
    expect(seen.totals.unpaid).toBe(0);
    expect(seen.items.map((item) => item.kind).sort()).toEqual(['accrual', 'clawback']);
    expect(await payable()).toBe(0);

    // Two more purchases pass the minimum; the monthly run takes them, the admin pays by bank transfer.
    await boughtAndSettled(member, '081298760003');
    await boughtAndSettled(member, '081298760004');
    seen = await report(affiliate);
    expect(seen.totals.unpaid).toBe(2 * firstAmount);
    expect(seen.payable).toBe(true);
    const run = await admin.browser.post('/api/v1/admin/referral/payouts/run');
    const payout = (run.json().data as { id: string; account_id: string; amount: number }[]).find(
      (row) => row.account_id === affiliate.accountId,
    );
    expect(payout?.amount).toBe(2 * firstAmount);
    seen = await report(affiliate);
    expect(seen.totals).toEqual({ unpaid: 0, in_process: 2 * firstAmount, disbursed: 0 });

    const sheet = await admin.browser.get('/api/v1/admin/referral/payouts/export');
    expect(sheet.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.some((row) => row.includes('0123456789') && row.includes(2 * firstAmount))).toBe(true);

    const paid = await admin.browser.post(`/api/v1/admin/referral/payouts/${payout?.id}/paid`, {
      transfer_reference: 'BCA-TRF-0001',
    });
    expect(paid.json().data).toMatchObject({ status: 'disbursed', transfer_reference: 'BCA-TRF-0001' });
    expect(
      (
        await admin.browser.post(`/api/v1/admin/referral/payouts/${payout?.id}/paid`, {
          transfer_reference: 'BCA-TRF-0001',
        })
      ).statusCode,
    ).toBe(422);
    // The affiliate is told once, with the amount and the transfer reference.
    const paidNotes = (await inbox(affiliate)).filter((note) => note.type === 'affiliate.paid');
    expect(paidNotes).toEqual([
      expect.objectContaining({
        params: { amount: 2 * firstAmount, reference: 'BCA-TRF-0001' },
        link: '/account/referral/commission',
      }),
    ]);
    await ctx.queue.drain([notifyChannelsJob.name, sendEmailJob.name]);
    const paidMails = ctx.simulators.smtp
      .to(`buyer${affiliate.phone}@example.com`)
      .filter((mail) => mail.subject.startsWith('Komisi afiliasi dicairkan'));
    expect(paidMails).toHaveLength(1);
    expect(paidMails[0]?.text).toContain('BCA-TRF-0001');
    seen = await report(affiliate);
    expect(seen.totals).toEqual({ unpaid: 0, in_process: 0, disbursed: 2 * firstAmount });
    expect(await payable()).toBe(0);
    await settings(admin, { enabled: true, basis_points: 0, fixed_amount: 0, months: 12 });
  });

  it('[REF-04] many referred purchases settling at once, each accrual delivered several times, accrue exactly once', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    await settings(admin, { enabled: true, basis_points: 500, fixed_amount: 0, months: 12 });
    const affiliate = await verifiedAffiliate(admin);
    const members = await Promise.all(Array.from({ length: 6 }, () => buyer(ctx, { referredBy: affiliate.accountId })));
    const started = await Promise.all(
      members.map(async (member, index) => {
        const response = await purchase(member, { product_code: 'tsel10', destination: `08129876100${index}` });
        return { member, refId: response.json().data.ref_id as string };
      }),
    );
    const settled = await Promise.all(started.map(({ member, refId }) => dispatch(ctx, member, refId)));
    expect(settled.every((row) => row.status === 'success')).toBe(true);
    // Every settlement's event delivered three times at once (at-least-once delivery), besides the queued one.
    const events = await ctx.database.withTenant(admin.tenantId, (tx) =>
      queryRows<{
        id: string;
        account_id: string;
        ref_id: string;
        price: number;
        buying_price: number;
        updated_at: Date;
      }>(
        tx,
        sql`select id, account_id, ref_id, price, buying_price, updated_at from prepaid_transactions
            where ref_id in (${sql.join(
              started.map((row) => sql`${row.refId}`),
              sql`, `,
            )})`,
      ),
    );
    await Promise.all(
      events.flatMap((row) =>
        [1, 2, 3].map(() =>
          ctx.queue.runNow(accrualJob, {
            type: 'purchase.settled',
            tenantId: admin.tenantId,
            accountId: row.account_id,
            at: new Date(row.updated_at).toISOString(),
            purchaseId: row.id,
            refId: row.ref_id,
            kind: 'prepaid',
            outcome: 'success',
            price: Number(row.price),
            buyingPrice: Number(row.buying_price),
            sellingPrice: 0,
            cashback: 0,
          } satisfies DomainEventOf<'purchase.settled'>),
        ),
      ),
    );
    await ctx.queue.drain();
    const seen = await report(affiliate);
    expect(seen.items).toHaveLength(6);
    const expected = settled.reduce((sum, row) => sum + Math.floor((row.price * 500) / 10_000), 0);
    expect(seen.totals.unpaid).toBe(expected);
    expect(
      await ctx.database.withTenant(admin.tenantId, (tx) =>
        houseBalance(tx, admin.tenantId, affiliatePayable(affiliate.accountId)),
      ),
    ).toBe(expected);
    await settings(admin, { enabled: true, basis_points: 0, fixed_amount: 0, months: 12 });
  });
});
