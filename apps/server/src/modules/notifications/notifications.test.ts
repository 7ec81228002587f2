import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, type Notification } from '@konter/shared/contracts/notifications';
import { queryRows } from '../../db/client.ts';
import { buyer, buyerPassword, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { runNameCheckJob } from '../ppob/index.ts';
import { pruneNotificationsJob } from './notifications.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const telkomsel = '081298765432';
const day = 24 * 60 * 60_000;

async function inbox(who: Buyer, period = 'today') {
  const response = await who.browser.get(`/api/v1/notification/${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json());
}

/** A purchase of Telkomsel 10.000, dispatched and settled, with the notification subscribers' jobs worked. */
async function boughtAndNotified(who: Buyer, destination = telkomsel): Promise<string> {
  const bought = await purchase(who, { product_code: 'tsel10', destination });
  expect(bought.statusCode, bought.body).toBe(200);
  const refId = bought.json().data.ref_id as string;
  await dispatch(ctx, who, refId);
  await ctx.queue.drain();
  return refId;
}

describe('the inbox', () => {
  it('[NTF-01][NAV-10] a settled purchase becomes an unread notification of today, stored as a type with params and a link to its receipt', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const refId = await boughtAndNotified(who);
    const today = await inbox(who);
    expect(today.unread).toBe(1);
    expect(today.data).toHaveLength(1);
    expect(today.data[0]).toMatchObject({
      kind: 'event',
      type: 'purchase.success',
      params: { ref: refId, destination: telkomsel, product: expect.stringContaining('10') },
      link: `/receipt/prabayar/${refId}`,
      read: false,
    });
    // Retried subscriber jobs (at least once) write it once.
    await ctx.queue.drain();
    expect((await inbox(who)).data).toHaveLength(1);
    // The startup fetch: POST notification/unread answers the unread list.
    const unread = await who.browser.post('/api/v1/notification/unread', {});
    expect(unread.statusCode).toBe(200);
    expect(unread.json().data.map((n: Notification) => n.id)).toEqual([today.data[0]?.id]);
    // One notification by its period and id.
    const one = await who.browser.get(`/api/v1/notification/today/${today.data[0]?.id}`);
    expect(one.json().data.type).toBe('purchase.success');
    // Another account sees none of it.
    const other = await buyer(ctx);
    expect((await inbox(other)).data).toHaveLength(0);
    expect((await other.browser.get(`/api/v1/notification/today/${today.data[0]?.id}`)).statusCode).toBe(404);
  });

  it('[NTF-01] mark one read, mark all read, delete all empties the list', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx, { deposit: 200_000 });
    // The same product to the same number again soon is refused as a double purchase: three numbers.
    for (const destination of ['081298765401', '081298765402', '081298765403'])
      await boughtAndNotified(who, destination);
    const listed = await inbox(who);
    expect(listed.unread).toBe(3);
    const first = listed.data[0]?.id ?? '';
    const marked = await who.browser.post('/api/v1/notification/mark-as-read', { id: first });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.unread).toBe(2);
    expect((await inbox(who)).data.find((n) => n.id === first)?.read).toBe(true);
    const unknown = await who.browser.post('/api/v1/notification/mark-as-read', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const all = await who.browser.post('/api/v1/notification/mark-as-read', {});
    expect(all.json().data.unread).toBe(0);
    expect((await inbox(who)).data.every((n) => n.read)).toBe(true);
    const deleted = await who.browser.post('/api/v1/notification/delete-all', {});
    expect(deleted.json().data).toEqual({ deleted: 3, unread: 0 });
    expect((await inbox(who)).data).toEqual([]);
    expect((await inbox(who, 'archive')).data).toEqual([]);
  });

  it('[NTF-01] a received deposit transfer tells the receiver who sent it, not the sender', async () => {
    ctx.clock.set(testClockStart);
    const sender = await buyer(ctx, { grants: ['deposit.transfer'] });
    const receiver = await buyer(ctx);
    const sent = await sender.browser.post('/api/v1/deposit/transfer', {
      hp: receiver.phone,
      amount: 15_000,
      password: buyerPassword,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.queue.drain();
    const told = (await inbox(receiver)).data;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'transfer.received',
      params: { amount: 15_000, sender: 'Toko Berkah', sender_hp: sender.phone },
    });
    expect((await inbox(sender)).data).toHaveLength(0);
  });

  it('[TRX-09][NTF-01] a background name check that finished is told in the inbox, success with the name or failed', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    const started = await who.browser.post('/api/v1/prabayar/name-check', {
      family: 'emoney',
      product_code: 'dana50',
      destination: '081298767777',
    });
    expect(started.statusCode, started.body).toBe(200);
    await ctx.queue.runNow(runNameCheckJob, { tenantId: who.tenantId, id: started.json().data.id, sku: 'cekdana' });
    const failed = await who.browser.post('/api/v1/prabayar/name-check', {
      family: 'listrik',
      destination: '91234567890',
    });
    await ctx.queue.runNow(runNameCheckJob, { tenantId: who.tenantId, id: failed.json().data.id, sku: null });
    await ctx.queue.drain();
    const told = (await inbox(who)).data;
    expect(told.map((n) => n.type).sort()).toEqual(['name-check.failed', 'name-check.success']);
    expect(told.find((n) => n.type === 'name-check.success')?.params).toMatchObject({
      destination: '081298767777',
      name: expect.stringMatching(/[A-Z]+ [A-Z]+/),
    });
  });

  it('[NAV-10] an unknown period is not a page of the inbox', async () => {
    const who = await buyer(ctx, { deposit: 0 });
    expect((await who.browser.get('/api/v1/notification/yesterday')).statusCode).toBe(422);
  });
});

describe('periods and retention on the fake clock', () => {
  it('[NTF-01][NTF-02] yesterday’s notification moves to the archive; the daily job deletes those older than 30 days', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    await boughtAndNotified(who);
    expect((await inbox(who)).data).toHaveLength(1);

    ctx.clock.set(new Date(Date.parse(testClockStart) + day).toISOString());
    expect((await inbox(who)).data).toHaveLength(0);
    expect((await inbox(who, 'archive')).data).toHaveLength(1);
    expect((await inbox(who, 'archive')).unread).toBe(1);

    // (The session of a month ago has ended by then: the rows are counted in the database.)
    const kept = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from notifications where account_id = ${who.accountId}`,
        )
      )[0]?.n;
    ctx.clock.set(new Date(Date.parse(testClockStart) + 29 * day).toISOString());
    await ctx.queue.runNow(pruneNotificationsJob, {});
    expect(await kept()).toBe(1);

    ctx.clock.set(new Date(Date.parse(testClockStart) + 30 * day + 60_000).toISOString());
    await ctx.queue.runNow(pruneNotificationsJob, {});
    expect(await kept()).toBe(0);
    const [left] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from notifications where account_id = ${who.accountId}`,
    );
    expect(left?.n).toBe(0);
    ctx.clock.set(testClockStart);
  });
});
