import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPaths, whatsappTypes } from '@konter/shared/contracts/notifications';
import { formatRupiah } from '@konter/shared/money';
import { buyer, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { pushJobs, type PushPayload } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What a page does: subscribe its push manager with the server's key, then `account/token` with it as JSON. */
async function subscribeBrowser(who: Buyer, locale: 'id' | 'en' | 'zh') {
  const status = await who.browser.get(pushPaths.status);
  expect(status.statusCode, status.body).toBe(200);
  const publicKey = status.json().data.public_key as string;
  expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  const subscription = ctx.simulators.push.subscribe(publicKey);
  who.browser.locale = locale;
  const registered = await who.browser.post(pushPaths.token, {
    device_token: JSON.stringify({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    }),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return subscription;
}

/** Buys, settles, then works the inbox subscribers and the push jobs, as the workers would. */
async function buyAndPush(who: Buyer, destination: string): Promise<string> {
  const bought = await purchase(who, { product_code: 'tsel10', destination });
  expect(bought.statusCode, bought.body).toBe(200);
  const refId = bought.json().data.ref_id as string;
  await dispatch(ctx, who, refId);
  await ctx.queue.drain();
  await ctx.queue.drain(pushJobs.map((job) => job.name));
  return refId;
}

describe('web push', () => {
  it('[NTF-03] a settled purchase reaches each subscribed browser as a Web Push message it can decrypt, in its language, signed with the installation key', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const english = await subscribeBrowser(who, 'en');
    const chinese = await subscribeBrowser(who, 'zh');
    expect((await who.browser.get(pushPaths.status)).json().data.subscriptions).toBe(2);

    const refId = await buyAndPush(who, '081298765432');
    const inbox = (await who.browser.get('/api/v1/notification/today')).json();
    const price = inbox.data[0].params.amount as number;
    const product = inbox.data[0].params.product as string;

    const [toEnglish, ...moreEnglish] = ctx.simulators.push.messagesFor(english.endpoint);
    expect(moreEnglish).toEqual([]);
    expect(toEnglish?.data).toEqual({
      id: inbox.data[0].id,
      type: 'purchase.success',
      title: 'Transaction successful',
      body: `${product} to 081298765432 succeeded, ${formatRupiah(price)}.`,
      link: `/receipt/prabayar/${refId}`,
    } satisfies PushPayload);
    expect(toEnglish?.ttl).toBe(86_400);
    expect(toEnglish?.vapid.aud).toBe(ctx.simulators.push.baseUrl);
    expect(toEnglish?.vapid.publicKey).toBe(ctx.config.vapid.publicKey);

    const [toChinese] = ctx.simulators.push.messagesFor(chinese.endpoint);
    expect(toChinese?.data).toMatchObject({
      title: '交易成功',
      body: `${product} 充值到 081298765432 成功，${formatRupiah(price)}。`,
    });

    // Jobs worked again (at least once delivery) push nothing new: the notification was written once.
    await ctx.queue.drain();
    await ctx.queue.drain(pushJobs.map((job) => job.name));
    expect(ctx.simulators.push.messagesFor(english.endpoint)).toHaveLength(1);

    // Another account's purchase is not pushed to this one's browsers.
    const other = await buyer(ctx);
    await buyAndPush(other, '081298765433');
    expect(ctx.simulators.push.messagesFor(english.endpoint)).toHaveLength(1);
  });

  it('[NTF-03] a subscription its push service reports gone (410) or unknown (404) is removed; the others still get the push', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const expired = await subscribeBrowser(who, 'id');
    const forgotten = await subscribeBrowser(who, 'id');
    const alive = await subscribeBrowser(who, 'id');
    ctx.simulators.push.expire(expired.endpoint);
    ctx.simulators.push.forget(forgotten.endpoint);

    await buyAndPush(who, '081298765434');
    expect(ctx.simulators.push.messagesFor(alive.endpoint)).toHaveLength(1);
    expect(ctx.simulators.push.messagesFor(alive.endpoint)[0]?.data).toMatchObject({ title: 'Transaksi berhasil' });
    expect(ctx.simulators.push.messagesFor(expired.endpoint)).toHaveLength(0);
    expect((await who.browser.get(pushPaths.status)).json().data.subscriptions).toBe(1);

    // The next purchase goes to the remaining browser only (no request to the removed ones).
    await buyAndPush(who, '081298765435');
    expect(ctx.simulators.push.messagesFor(alive.endpoint)).toHaveLength(2);
  });

  it('[NTF-03] the account chooses which types are pushed; a type switched off stays in the inbox only', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const browser = await subscribeBrowser(who, 'id');
    expect((await who.browser.get(pushPaths.settings)).json().data).toEqual({
      push_off: [],
      email_off: [],
      whatsapp_on: [],
      whatsapp_types: expect.arrayContaining([...whatsappTypes]),
    });

    const saved = await who.browser.post(pushPaths.settings, { push_off: ['purchase.success', 'purchase.success'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ push_off: ['purchase.success'] });
    await buyAndPush(who, '081298765436');
    expect(ctx.simulators.push.messagesFor(browser.endpoint)).toHaveLength(0);
    expect((await who.browser.get('/api/v1/notification/today')).json().unread).toBe(1);

    // An unknown type is refused with a translated field error and changes nothing.
    who.browser.locale = 'en';
    const bad = await who.browser.post(pushPaths.settings, { push_off: ['everything'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty(['push_off.0']);
    expect((await who.browser.get(pushPaths.settings)).json().data).toMatchObject({ push_off: ['purchase.success'] });

    await who.browser.post(pushPaths.settings, { push_off: [] });
    await buyAndPush(who, '081298765437');
    expect(ctx.simulators.push.messagesFor(browser.endpoint)).toHaveLength(1);
  });

  it('[NTF-03] account/token refuses what is neither a push subscription nor a device token with a translated field error; unsubscribe forgets the browser; both need a login', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    who.browser.locale = 'en';
    for (const device_token of ['not json', '{"endpoint":"https://push.example/x"}', 'too-short-for-fcm']) {
      const refused = await who.browser.post(pushPaths.token, { device_token });
      expect(refused.statusCode, device_token).toBe(422);
      expect(refused.json().errors.device_token[0]).toMatch(/not valid/);
    }
    expect((await who.browser.get(pushPaths.status)).json().data.subscriptions).toBe(0);

    const browser = await subscribeBrowser(who, 'id');
    // Sent again (the 7-day renewal) it stays one subscription, renewed at the new time.
    ctx.clock.advance(7 * 24 * 60 * 60_000);
    const renewed = await who.browser.post(pushPaths.token, {
      device_token: JSON.stringify({
        endpoint: browser.endpoint,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      }),
    });
    expect(renewed.json().data.renewed_at).toBe(ctx.clock.now().toISOString());
    expect((await who.browser.get(pushPaths.status)).json().data.subscriptions).toBe(1);

    // Someone else cannot unsubscribe it; its owner can.
    const other = await buyer(ctx);
    expect((await other.browser.post(pushPaths.unsubscribe, { endpoint: browser.endpoint })).json().data).toEqual({
      removed: 0,
    });
    expect((await who.browser.post(pushPaths.unsubscribe, { endpoint: browser.endpoint })).json().data).toEqual({
      removed: 1,
    });
    await buyAndPush(who, '081298765438');
    expect(ctx.simulators.push.messagesFor(browser.endpoint)).toHaveLength(0);

    await who.browser.post('/api/v1/auth/logout', {});
    expect((await who.browser.get(pushPaths.status)).statusCode).toBe(401);
  });

  it("[NTF-03][NTF-01] an admin news item is pushed to its recipients' browsers, counted per channel", async () => {
    ctx.clock.set(testClockStart);
    const agent = await buyer(ctx, { deposit: 0, role: 'agent' });
    const member = await buyer(ctx, { deposit: 0 });
    const agentBrowser = await subscribeBrowser(agent, 'en');
    const memberBrowser = await subscribeBrowser(member, 'id');
    const admin = await new TestBrowser(ctx.app, 'localhost').open();
    expect((await admin.post('/api/v1/auth/login', { login: '081234560009', password: 'demo12345' })).statusCode).toBe(
      200,
    );
    const sent = await admin.post('/api/v1/admin/notifications/news', {
      title: 'Promo agen',
      body: 'Harga spesial untuk agen.',
      role: 'agent',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.deliveries.push).toBe(1);
    await ctx.queue.drain(pushJobs.map((job) => job.name));
    expect(ctx.simulators.push.messagesFor(agentBrowser.endpoint).map((message) => message.data)).toEqual([
      expect.objectContaining({ type: 'news', title: 'Promo agen', body: 'Harga spesial untuk agen.' }),
    ]);
    expect(ctx.simulators.push.messagesFor(memberBrowser.endpoint)).toEqual([]);
  });
});
