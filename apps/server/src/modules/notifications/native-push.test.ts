import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPaths } from '@konter/shared/contracts/notifications';
import { formatRupiah } from '@konter/shared/money';
import { fcmScope } from '../../integrations/native-push/fcm.adapter.ts';
import { buyer, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { pushJobs } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What the Android wrapper does (apps/web/NATIVE_BRIDGE.md): `account/token` with its FCM registration token. */
async function registerDevice(who: Buyer, locale: 'id' | 'en' | 'zh', token = ctx.simulators.fcm.registerDevice()) {
  who.browser.locale = locale;
  const registered = await who.browser.post(pushPaths.token, { device_token: token });
  expect(registered.statusCode, registered.body).toBe(200);
  return { token, registered: registered.json().data as { id: string; renewed_at: string } };
}

async function buyAndPush(who: Buyer, destination: string): Promise<string> {
  const bought = await purchase(who, { product_code: 'tsel10', destination });
  expect(bought.statusCode, bought.body).toBe(200);
  const refId = bought.json().data.ref_id as string;
  await dispatch(ctx, who, refId);
  await ctx.queue.drain();
  await ctx.queue.drain(pushJobs.map((job) => job.name));
  return refId;
}

const pushStatus = async (who: Buyer) => (await who.browser.get(pushPaths.status)).json().data;

describe('native push to the Android wrapper (FCM)', () => {
  it('[NTF-03] account/token takes an FCM token beside a browser subscription; a purchase reaches both, the device through FCM HTTP v1 with the service account grant', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const phone = await registerDevice(who, 'en');
    const publicKey = (await pushStatus(who)).public_key as string;
    const browser = ctx.simulators.push.subscribe(publicKey);
    const subscribed = await who.browser.post(pushPaths.token, {
      device_token: JSON.stringify({
        endpoint: browser.endpoint,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      }),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await pushStatus(who)).toMatchObject({ subscriptions: 1, devices: 1 });

    const refId = await buyAndPush(who, '081298765440');
    const inbox = (await who.browser.get('/api/v1/notification/today')).json();
    const { amount, product } = inbox.data[0].params as { amount: number; product: string };

    const [toPhone, ...more] = ctx.simulators.fcm.messagesFor(phone.token);
    expect(more).toEqual([]);
    expect(toPhone).toMatchObject({
      notification: {
        title: 'Transaction successful',
        body: `${product} to 081298765440 succeeded, ${formatRupiah(amount)}.`,
      },
      data: { id: inbox.data[0].id, type: 'purchase.success', link: `/receipt/prabayar/${refId}` },
      android: { priority: 'NORMAL', ttl: '86400s' },
      auth: { clientEmail: ctx.simulators.fcm.clientEmail, scope: fcmScope },
    });
    expect(ctx.simulators.push.messagesFor(browser.endpoint)).toHaveLength(1);

    // Jobs worked again send nothing new.
    await ctx.queue.drain();
    await ctx.queue.drain(pushJobs.map((job) => job.name));
    expect(ctx.simulators.fcm.messagesFor(phone.token)).toHaveLength(1);
  });

  it('[NTF-03] a device token is renewed when sent again, moves to the account that registers it, follows the push settings, and unsubscribe forgets it', async () => {
    ctx.clock.set(testClockStart);
    const first = await buyer(ctx);
    const phone = await registerDevice(first, 'id');

    // Sent again 7 days later (the renewal): the same registration, renewed now.
    ctx.clock.advance(7 * 24 * 60 * 60_000);
    const renewed = await registerDevice(first, 'id', phone.token);
    expect(renewed.registered).toEqual({ id: phone.registered.id, renewed_at: ctx.clock.now().toISOString() });
    expect((await pushStatus(first)).devices).toBe(1);

    // Someone else logs in on the phone: the token is theirs now, in their language.
    const second = await buyer(ctx);
    await registerDevice(second, 'zh', phone.token);
    expect((await pushStatus(first)).devices).toBe(0);
    expect((await pushStatus(second)).devices).toBe(1);
    await buyAndPush(first, '081298765441');
    expect(ctx.simulators.fcm.messagesFor(phone.token)).toEqual([]);
    await buyAndPush(second, '081298765442');
    expect(ctx.simulators.fcm.messagesFor(phone.token).map((message) => message.notification?.title)).toEqual([
      '交易成功',
    ]);

    // A type switched off for push is not sent to the phone either.
    await second.browser.post(pushPaths.settings, { push_off: ['purchase.success'] });
    await buyAndPush(second, '081298765443');
    expect(ctx.simulators.fcm.messagesFor(phone.token)).toHaveLength(1);
    await second.browser.post(pushPaths.settings, { push_off: [] });

    // Only its owner can forget it.
    expect((await first.browser.post(pushPaths.unsubscribe, { endpoint: phone.token })).json().data).toEqual({
      removed: 0,
    });
    expect((await second.browser.post(pushPaths.unsubscribe, { endpoint: phone.token })).json().data).toEqual({
      removed: 1,
    });
    await buyAndPush(second, '081298765444');
    expect(ctx.simulators.fcm.messagesFor(phone.token)).toHaveLength(1);
  });

  it("[NTF-03] a token FCM reports UNREGISTERED (404) is removed; the account's other devices still get the push", async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const uninstalled = await registerDevice(who, 'id');
    // A token as the development page gives one (for trying the wrapper's registration by hand).
    const issued = await ctx.app.inject({ method: 'POST', url: '/dev/push/native-tokens' });
    expect(issued.statusCode).toBe(201);
    const kept = await registerDevice(who, 'id', issued.json().token as string);
    ctx.simulators.fcm.unregister(uninstalled.token);

    await buyAndPush(who, '081298765445');
    const seen = await ctx.app.inject({ method: 'GET', url: `/dev/push/native-messages.json?token=${kept.token}` });
    expect(seen.json().messages).toEqual([
      expect.objectContaining({ notification: expect.objectContaining({ title: 'Transaksi berhasil' }) }),
    ]);
    expect(ctx.simulators.fcm.messagesFor(uninstalled.token)).toEqual([]);
    expect((await pushStatus(who)).devices).toBe(1);

    // The next purchase goes to the remaining device only.
    await buyAndPush(who, '081298765446');
    expect(ctx.simulators.fcm.messagesFor(kept.token)).toHaveLength(2);
  });

  it('[NTF-03] FCM being down never delays the browser push: the device job fails on its own, for the queue to retry', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const phone = await registerDevice(who, 'id');
    const publicKey = (await pushStatus(who)).public_key as string;
    const browser = ctx.simulators.push.subscribe(publicKey);
    await who.browser.post(pushPaths.token, {
      device_token: JSON.stringify({
        endpoint: browser.endpoint,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      }),
    });
    ctx.simulators.fcm.unavailable = true;
    try {
      const bought = await purchase(who, { product_code: 'tsel10', destination: '081298765447' });
      await dispatch(ctx, who, bought.json().data.ref_id as string);
      await ctx.queue.drain();
      await expect(ctx.queue.drain(pushJobs.map((job) => job.name))).rejects.toMatchObject({ status: 503 });
    } finally {
      ctx.simulators.fcm.unavailable = false;
    }
    expect(ctx.simulators.push.messagesFor(browser.endpoint)).toHaveLength(1);
    expect(ctx.simulators.fcm.messagesFor(phone.token)).toEqual([]);
    // Kept for the retry: an outage is not a gone token.
    expect((await pushStatus(who)).devices).toBe(1);
  });

  it('[NTF-03] a device_token that is neither a subscription nor an FCM token is refused with a translated field error (id, en, zh)', async () => {
    const who = await buyer(ctx);
    const expected = {
      id: 'Pendaftaran notifikasi perangkat ini tidak valid. Coba aktifkan lagi.',
      en: "This device's notification registration is not valid. Try turning it on again.",
      zh: '此设备的通知注册无效，请重新开启。',
    } as const;
    for (const [locale, text] of Object.entries(expected)) {
      who.browser.locale = locale;
      for (const device_token of ['short-token', 'fcm token with spaces but long enough to pass', '{not json']) {
        const refused = await who.browser.post(pushPaths.token, { device_token });
        expect(refused.statusCode, device_token).toBe(422);
        expect(refused.json().errors).toEqual({ device_token: [text] });
      }
    }
    expect(await pushStatus(who)).toMatchObject({ subscriptions: 0, devices: 0 });
  });

  it("[NTF-03][NTF-01] an admin's news item reaches its recipients' devices, counted as push deliveries", async () => {
    ctx.clock.set(testClockStart);
    const agent = await buyer(ctx, { deposit: 0, role: 'agent' });
    const phone = await registerDevice(agent, 'en');
    const admin = await new TestBrowser(ctx.app, 'localhost').open();
    expect((await admin.post('/api/v1/auth/login', { login: '081234560009', password: 'demo12345' })).statusCode).toBe(
      200,
    );
    const sent = await admin.post('/api/v1/admin/notifications/news', {
      title: 'Promo agen Android',
      body: 'Harga spesial di aplikasi.',
      role: 'agent',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.deliveries.push).toBeGreaterThanOrEqual(1);
    await ctx.queue.drain(pushJobs.map((job) => job.name));
    expect(ctx.simulators.fcm.messagesFor(phone.token)).toEqual([
      expect.objectContaining({
        notification: { title: 'Promo agen Android', body: 'Harga spesial di aplikasi.' },
        data: expect.objectContaining({ type: 'news' }),
      }),
    ]);
  });
});
