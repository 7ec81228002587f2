import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { fullChromium } from '../support/chromium.ts';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';

/*
 * NTF-03/NTF-04 in Chromium with the app's own service worker (public/sw.js), as the demo buyer 081234560061 (seeded
 * for this journey by the notifications module; no other spec logs it in).
 *
 * The machine has no internet, and Playwright's contexts are incognito, where Chromium refuses the Push API, so
 * `pushManager.subscribe` cannot reach a real push service. The journey plays the push service's part honestly
 * instead: it makes a subscription's keys (P-256 key pair and auth secret) itself, gets an endpoint of the loopback
 * push-service simulator for the installation's application server key, and registers that subscription through the
 * app's own `account/token`. After a purchase in the page, the simulator holds what the server delivered (RFC 8030,
 * VAPID-signed, aes128gcm); the journey decrypts it with its keys (RFC 8291) and hands it to the browser's service
 * worker through the DevTools protocol (`ServiceWorker.deliverPushMessage`, what a push service's delivery does),
 * while another page is in front.
 */
const buyerPhone = '081234560061';
const demoPin = '123456';

/** A browser's side of a push subscription: what PushManager would make and keep. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 (Web Push message encryption) over RFC 8188 aes128gcm, one record: what the browser does on receipt. */
function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** A same-origin API call from the page, with the CSRF token the app's bootstrap gives this browser. */
async function apiPost(page: Page, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path: target, body: sent }) => {
      const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const boot = (await (await fetch('/api/v1/site/bootstrap', { headers })).json()) as { csrfToken: string };
      const response = await fetch(target, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'X-CSRF-TOKEN': boot.csrfToken },
        body: JSON.stringify(sent),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { path, body },
  );
}

type ShownNotification = { title: string; body: string; tag: string; data: { link?: string } };

/**
 * The app's service worker as it runs now. Chromium stops an idle worker and starts a new one for the next event (a
 * push among them), so a handle taken earlier may point at a stopped worker: take the newest.
 */
function appWorker(context: BrowserContext): Worker {
  const worker = context
    .serviceWorkers()
    .filter((entry) => entry.url().endsWith('/sw.js'))
    .at(-1);
  if (!worker) throw new Error('the app service worker is not running');
  return worker;
}

/** The notifications the app's service worker shows (its registration's, as the system tray has them). */
function shownNotifications(context: BrowserContext): Promise<ShownNotification[]> {
  return appWorker(context).evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    return (await scope.registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as { link?: string },
    }));
  });
}

/** The app's service worker registration id, as the DevTools protocol names it. */
async function registrationIdOf(cdp: CDPSession, scopeUrl: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((entry) => entry.scopeURL === scopeUrl && !entry.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

// The full Chromium: the headless shell the other journeys use denies the notification permission whatever is granted.
test.use({ locale: 'id-ID', launchOptions: fullChromium() });

test.describe('web push delivery', () => {
  test('[NTF-03][NTF-04] a member with notifications granted buys; the push the server sent reaches the app service worker while another page is in front, and its click opens the receipt', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A retry (or a repeat) buys for another number: an earlier attempt's purchase of the same product for the same
    // number may have gone through, and the tenant's same-number daily limit refuses another.
    const destination = `0812987654${61 + testInfo.repeatEachIndex * 3 + testInfo.retry}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await context.grantPermissions(['notifications']);
    await logInAs(page, buyerPhone);
    // The production build registers public/sw.js; after a reload it controls the tab.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    appWorker(context);

    // The subscription: the journey's keys, an endpoint of the push-service simulator for the installation's key,
    // registered for the account through the app's own account/token (as the settings screen does).
    const status = await page.request.get('/api/v1/notification/push');
    const publicKey = ((await status.json()) as { data: { public_key: string } }).data.public_key;
    expect(publicKey).toMatch(/^[\w-]{80,100}$/);
    const keys = subscriptionKeys();
    const opened = await page.request.post('/dev/push/endpoints', { data: { application_server_key: publicKey } });
    expect(opened.status()).toBe(201);
    const { endpoint } = (await opened.json()) as { endpoint: string };
    const registered = await apiPost(page, '/api/v1/account/token', {
      device_token: JSON.stringify({
        endpoint,
        expirationTime: null,
        keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') },
      }),
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);

    // The purchase, in the page.
    await page.goto('/prabayar/pulsa');
    await page.getByLabel('Nomor HP').fill(destination);
    await page.locator('[data-product="tsel10"]').click();
    const sheet = page.getByRole('dialog', { name: 'Konfirmasi pembelian' });
    await sheet.getByLabel('PIN').fill(demoPin);
    await sheet.getByTestId('pay-button').click();
    await expect(page.getByTestId('purchase-status')).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
    const refId = new URL(page.url()).searchParams.get('ref');
    expect(refId).toMatch(/^TRX[A-Z0-9]+$/);

    // The tab goes to the background: another page is in front.
    const front = await context.newPage();
    await front.goto('data:text/html,<title>Elsewhere</title><p>Another page</p>');
    await front.bringToFront();

    // What the server delivered to the push service: encrypted for the journey's keys, decrypted as a browser would.
    const purchasePush = async () => {
      const answer = await page.request.get(`/dev/push/messages.json?endpoint=${encodeURIComponent(endpoint)}`);
      const { messages } = (await answer.json()) as { messages: { encrypted: string }[] };
      return (
        messages
          .map((received) => decryptPush(Buffer.from(received.encrypted, 'base64url'), keys))
          .find((text) => {
            const sent = JSON.parse(text) as { type?: string; link?: string };
            return sent.type === 'purchase.success' && sent.link === `/receipt/prabayar/${refId}`;
          }) ?? null
      );
    };
    await expect.poll(purchasePush, { timeout: 20_000 }).not.toBeNull();
    const message = (await purchasePush()) as string;
    const pushed = JSON.parse(message) as { id: string; title: string; body: string; link: string };
    expect(pushed.body).toContain(destination);
    expect(pushed.link).toBe(`/receipt/prabayar/${refId}`);

    // The push service's delivery to this browser: the DevTools protocol hands the message to the app's worker.
    const cdp = await context.newCDPSession(page);
    const origin = new URL(appUrl('/')).origin;
    const registrationId = await registrationIdOf(cdp, `${origin}/`);
    const expected = [
      { title: 'Transaksi berhasil', body: pushed.body, tag: pushed.id, data: { link: pushed.link, id: pushed.id } },
    ];
    // A push service delivers again what was not taken; the notification's tag (the message id) keeps it one.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: message });
      await expect.poll(() => shownNotifications(context), { timeout: 5_000 }).toEqual(expected);
    }).toPass({ timeout: 30_000 });
    expect(await shownNotifications(context)).toEqual(expected);

    // NTF-04: the notification's click. Chromium offers no way to click a notification (no tray in headless, nothing
    // in the DevTools protocol), so the click event is dispatched on the shown notification, to the app's own
    // handler. The one thing a browser grants only to a person's real click is window interaction (focusing a tab,
    // opening a window): an untrusted event gets "Not allowed to focus a window". That grant alone is stood in for
    // here (WindowClient.focus answers the client, as it does after a real click); the rest is the handler's own: it
    // reads the notification's link, finds the app's tab and navigates it to the receipt.
    const click = await appWorker(context).evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        WindowClient: { prototype: { focus: () => Promise<unknown> } };
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) return 'no notification shown';
      const event = new scope.NotificationEvent('notificationclick', { notification });
      let handled: Promise<unknown> = Promise.resolve();
      Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => void (handled = promise) });
      const focus = scope.WindowClient.prototype.focus;
      scope.WindowClient.prototype.focus = function (this: unknown) {
        return Promise.resolve(this);
      };
      try {
        self.dispatchEvent(event);
        await handled;
        return 'handled';
      } catch (error) {
        return String(error);
      } finally {
        scope.WindowClient.prototype.focus = focus;
      }
    });
    expect(click).toBe('handled');
    await expect(page).toHaveURL(new RegExp(`${pushed.link}$`));
    await expect(page.getByTestId('receipt')).toContainText(destination);
    await expect.poll(() => shownNotifications(context)).toEqual([]);
    await screenshot(page, 'notifications-push-receipt-390');
  });
});
