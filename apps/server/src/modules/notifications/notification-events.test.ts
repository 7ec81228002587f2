import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, pushPaths } from '@konter/shared/contracts/notifications';
import { addDays, jakartaDate } from '@konter/shared/time/jakarta';
import { runUpload, uploaded, xlsxOf } from '../../test/bulk-helpers.ts';
import { topUp } from '../../test/deposit-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, buyerPassword, buyerPin, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { jakartaTimeFromStart, testClockStart } from '../../test/test-clock.ts';
import { markOverdueLoansJob, remindDueLoansJob } from '../agents/index.ts';
import { depositJobs } from '../deposits/index.ts';
import { pushJobs } from './index.ts';

/**
 * NTF-01/NTF-02: the events besides purchases and top-ups that an account hears of in its inbox (and by push): each
 * is a domain event of the transaction that made the change, turned into a notification with its link.
 */
let ctx: TestContext;
let admin: Buyer;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  await ctx.app.services.tenants.update(ctx.tenantIds.konter, { agentDebtEnabled: true });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(async () => {
  ctx.clock.set(testClockStart);
  await expectLedgerClean(ctx);
});

const [sweepDepositsJob, , creditCashbackJob] = depositJobs;
const day = 24 * 60 * 60_000;

async function inbox(browser: TestBrowser, period = 'today') {
  const response = await browser.get(`/api/v1/notification/${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json());
}

const ofType = async (browser: TestBrowser, type: string, period = 'today') =>
  (await inbox(browser, period)).data.filter((note) => note.type === type);

describe('more events in the inbox', () => {
  it('[NTF-01][NTF-02][DEP-07] a top-up left unpaid past its expiry: the sweep expires it and the account is told, once, with a link to the top-up', async () => {
    ctx.clock.set(testClockStart);
    const user = await buyer(ctx, { deposit: 0 });
    const deposit = await topUp(user.browser, { provider: 'bank', method: 'bca', amount: 40_000, holder_name: 'Budi' });
    await ctx.queue.runNow(sweepDepositsJob, {});
    await ctx.queue.drain();
    expect(await ofType(user.browser, 'deposit.expired')).toEqual([]);

    ctx.clock.set(new Date(Date.parse(deposit.expires_at) + 60_000).toISOString());
    await ctx.queue.runNow(sweepDepositsJob, {});
    await ctx.queue.runNow(sweepDepositsJob, {});
    await ctx.queue.drain();
    await ctx.queue.drain();
    const told = await ofType(user.browser, 'deposit.expired');
    expect(told).toEqual([
      expect.objectContaining({
        params: { amount: deposit.charged, code: deposit.code },
        link: `/payment/deposit/topup/${deposit.code}`,
        read: false,
      }),
    ]);
    expect((await user.browser.get(`/api/v1/deposit/topup/${deposit.code}`)).json().data.status).toBe('expired');
  });

  it('[NTF-01][XLS-05] a confirmed spreadsheet upload tells its owner when every row has its outcome, linking to the upload', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx, { grants: ['bulk.excel'], deposit: 100_000 });
    const detail = await uploaded(
      ctx,
      who,
      'notify-bulk.xlsx',
      await xlsxOf([
        ['081298765701', 'tsel10'],
        ['087800001232', 'xld10'], // the simulator fails this number
      ]),
    );
    const confirmed = await who.browser.post(`/api/v1/prabayar/excel/uploads/${detail.id}/confirm`, { pin: buyerPin });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = await runUpload(ctx, who, detail.id);
    expect(done).toMatchObject({ status: 'done', succeeded: 1, failed: 1 });
    await ctx.queue.drain();
    await ctx.queue.drain();
    expect(await ofType(who.browser, 'bulk.finished')).toEqual([
      expect.objectContaining({
        params: { file: 'notify-bulk.xlsx', succeeded: 1, failed: 1 },
        link: `/prabayar/topupByExcel?upload=${detail.id}`,
      }),
    ]);
    // An upload dropped before it was confirmed bought nothing: no news of it.
    const dropped = await uploaded(ctx, who, 'notify-dropped.xlsx', await xlsxOf([['081298765702', 'tsel10']]));
    expect((await who.browser.post(`/api/v1/prabayar/excel/uploads/${dropped.id}/cancel`, {})).statusCode).toBe(200);
    await ctx.queue.drain();
    expect(await ofType(who.browser, 'bulk.finished')).toHaveLength(1);
  });

  it('[NTF-01][DEP-09][AGT-01] cashback credited the next day tells the buyer; each upline hears of its commission at the settlement', async () => {
    ctx.clock.set(testClockStart);
    const master = await buyer(ctx, { role: 'master', deposit: 0 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const member = await buyer(ctx, { referredBy: agent.accountId });
    const started = await purchase(member, { product_code: 'tsel50', destination: '081298765711' });
    expect(started.statusCode, started.body).toBe(200);
    const refId = started.json().data.ref_id as string;
    const settled = await dispatch(ctx, member, refId);
    expect(settled.status).toBe('success');
    expect(settled.cashback).toBeGreaterThan(0);
    await ctx.queue.drain();
    await ctx.queue.drain();

    const agentNotes = await ofType(agent.browser, 'commission.credited');
    const masterNotes = await ofType(master.browser, 'commission.credited');
    expect(agentNotes).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ ref: refId, amount: expect.any(Number) }),
        link: '/account/cashback-history',
      }),
    ]);
    expect(masterNotes).toHaveLength(1);
    expect(Number(agentNotes[0]?.params.amount) + Number(masterNotes[0]?.params.amount)).toBeGreaterThan(0);
    // The buyer earns no commission and, until the daily credit, no cashback news.
    expect(await ofType(member.browser, 'commission.credited')).toEqual([]);
    await ctx.queue.runNow(creditCashbackJob, {});
    await ctx.queue.drain();
    expect(await ofType(member.browser, 'cashback.credited')).toEqual([]);

    ctx.clock.advance(day);
    await ctx.queue.runNow(creditCashbackJob, {});
    await ctx.queue.runNow(creditCashbackJob, {});
    await ctx.queue.drain();
    await ctx.queue.drain();
    expect(await ofType(member.browser, 'cashback.credited')).toEqual([
      expect.objectContaining({
        params: { amount: settled.cashback, ref: refId },
        link: '/account/laporan/deposit',
      }),
    ]);
  });

  it('[NTF-01][NTF-03][ACC-08] a new device asking to log in tells the trusted devices: inbox, and a push of high urgency linking to the devices page', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const status = await who.browser.get(pushPaths.status);
    const subscription = ctx.simulators.push.subscribe(status.json().data.public_key as string);
    const registered = await who.browser.post(pushPaths.token, {
      device_token: JSON.stringify({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      }),
    });
    expect(registered.statusCode, registered.body).toBe(200);

    const phoneB = await new TestBrowser(ctx.app).open();
    const attempt = await phoneB.post('/api/v1/auth/login', { login: who.phone, password: buyerPassword });
    expect(attempt.statusCode).toBe(202);
    await ctx.queue.drain();
    await ctx.queue.drain(pushJobs.map((job) => job.name));

    const [note, ...more] = await ofType(who.browser, 'device.login-request');
    expect(more).toEqual([]);
    expect(note).toMatchObject({ params: { device: 'Chrome on Android' }, link: '/account/devices', read: false });
    const [pushed] = ctx.simulators.push.messagesFor(subscription.endpoint);
    expect(pushed?.urgency).toBe('high');
    expect(pushed?.data).toMatchObject({
      type: 'device.login-request',
      title: 'Permintaan login perangkat baru',
      link: '/account/devices',
    });
    // A wrong password asks nobody.
    const wrong = await new TestBrowser(ctx.app).open();
    expect((await wrong.post('/api/v1/auth/login', { login: who.phone, password: 'salah-sekali' })).statusCode).toBe(
      422,
    );
    await ctx.queue.drain();
    expect(await ofType(who.browser, 'device.login-request')).toHaveLength(1);
  });

  it('[NTF-01][AGT-07] a debt is reminded the day before and on its due day, once per loan and day, and told when it becomes overdue, to the agent and to the master who lent it (the agent named)', async () => {
    // 06:00 in Jakarta on the clock's first day: the reminder job runs at 07:00, the overdue job just after midnight.
    ctx.clock.set(jakartaTimeFromStart(0, '06:00'));
    const today = () => jakartaDate(ctx.clock.now());
    const master = await buyer(ctx, { role: 'master', deposit: 100_000 });
    const agent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const requested = await master.browser.post('/api/v1/agent-center/loans', {
      account_id: agent.accountId,
      limit: 50_000,
      due_date: addDays(today(), 2),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const loanId = requested.json().data.id as string;
    expect(
      (await admin.browser.post(`/api/v1/admin/agent-loans/${loanId}/decide`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    const dueDate = addDays(today(), 2);
    // Another agent of the same master whose loan the tenant granted: its lender is nobody's inbox.
    const tenantLent = await buyer(ctx, { role: 'agent', deposit: 0, referredBy: master.accountId });
    const granted = await admin.browser.post('/api/v1/admin/agent-loans', {
      account_id: tenantLent.accountId,
      limit: 30_000,
      due_date: dueDate,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    // Nothing owed yet: nothing to remind.
    ctx.clock.advance(day);
    await ctx.queue.runNow(remindDueLoansJob, {});
    await ctx.queue.drain();
    expect(await ofType(agent.browser, 'loan.due-tomorrow')).toEqual([]);

    expect((await agent.browser.post(`/api/v1/agent-debt/${loanId}/draw`, { amount: 20_000 })).statusCode).toBe(200);
    const grantedDraw = await tenantLent.browser.post(`/api/v1/agent-debt/${granted.json().data.id}/draw`, {
      amount: 10_000,
    });
    expect(grantedDraw.statusCode, grantedDraw.body).toBe(200);
    await ctx.queue.runNow(remindDueLoansJob, {});
    await ctx.queue.runNow(remindDueLoansJob, {});
    await ctx.queue.drain();
    await ctx.queue.drain();
    expect(await ofType(agent.browser, 'loan.due-tomorrow')).toEqual([
      expect.objectContaining({ params: { amount: 20_000, due_date: dueDate }, link: '/account/utang' }),
    ]);
    // The master hears of its agent's debt once, with the agent's name and number, linking to its debt list.
    const lent = { amount: 20_000, due_date: dueDate, agent: 'Toko Berkah', phone: agent.phone };
    expect(await ofType(master.browser, 'loan.agent-due-tomorrow')).toEqual([
      expect.objectContaining({ params: lent, link: '/agent-center/list-agent-debt', read: false }),
    ]);
    expect(await ofType(tenantLent.browser, 'loan.due-tomorrow')).toEqual([
      expect.objectContaining({ params: { amount: 10_000, due_date: dueDate } }),
    ]);

    ctx.clock.advance(day);
    await ctx.queue.runNow(remindDueLoansJob, {});
    await ctx.queue.drain();
    expect(await ofType(agent.browser, 'loan.due-today')).toEqual([
      expect.objectContaining({ params: { amount: 20_000, due_date: dueDate }, link: '/account/utang' }),
    ]);
    expect(await ofType(master.browser, 'loan.agent-due-today')).toEqual([
      expect.objectContaining({ params: lent, link: '/agent-center/list-agent-debt' }),
    ]);
    await ctx.queue.runNow(markOverdueLoansJob, {});
    await ctx.queue.drain();
    expect(await ofType(agent.browser, 'loan.overdue')).toEqual([]);

    // Past its due day (the next night's job): overdue, told once; no more reminders for it.
    ctx.clock.advance(day);
    await ctx.queue.runNow(markOverdueLoansJob, {});
    await ctx.queue.runNow(markOverdueLoansJob, {});
    await ctx.queue.runNow(remindDueLoansJob, {});
    await ctx.queue.drain();
    await ctx.queue.drain();
    expect(await ofType(agent.browser, 'loan.overdue')).toEqual([
      expect.objectContaining({ params: { amount: 20_000, due_date: dueDate }, link: '/account/utang' }),
    ]);
    expect(await ofType(master.browser, 'loan.agent-overdue')).toEqual([
      expect.objectContaining({ params: lent, link: '/agent-center/list-agent-debt' }),
    ]);
    // Each day's news went to the master once, and only of the loan it granted; the tenant's admin hears of none.
    const masterNotes = [...(await inbox(master.browser)).data, ...(await inbox(master.browser, 'archive')).data];
    expect(
      masterNotes
        .filter((note) => note.type.startsWith('loan.'))
        .map((note) => note.type)
        .sort(),
    ).toEqual(['loan.agent-due-today', 'loan.agent-due-tomorrow', 'loan.agent-overdue']);
    const adminNotes = [...(await inbox(admin.browser)).data, ...(await inbox(admin.browser, 'archive')).data];
    expect(adminNotes.filter((note) => note.type.startsWith('loan.'))).toEqual([]);
    // The agent of the tenant's loan was told its own three.
    const tenantLentNotes = [
      ...(await inbox(tenantLent.browser)).data,
      ...(await inbox(tenantLent.browser, 'archive')).data,
    ];
    expect(
      tenantLentNotes
        .filter((note) => note.type.startsWith('loan.'))
        .map((note) => note.type)
        .sort(),
    ).toEqual(['loan.due-today', 'loan.due-tomorrow', 'loan.overdue']);
    const all = await inbox(agent.browser);
    const archived = await inbox(agent.browser, 'archive');
    const loanNotes = [...all.data, ...archived.data].filter((note) => note.type.startsWith('loan.'));
    expect(loanNotes.map((note) => note.type).sort()).toEqual(['loan.due-today', 'loan.due-tomorrow', 'loan.overdue']);
    // The money the agent drew is still owed: it pays back, which is not this test's business (the ledger audit
    // runs after it).
  });
});
