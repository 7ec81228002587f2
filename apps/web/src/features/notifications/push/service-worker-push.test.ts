import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTokenBody, pushPaths } from '@konter/shared/contracts/notifications';
import { apiHeaders, sitePaths } from '@konter/shared/contracts/site';

const publicDir = join(import.meta.dirname, '../../../../public');
const origin = 'https://toko.example';

type WindowClient = { url: string; focus: () => Promise<WindowClient>; navigate: (url: string) => Promise<unknown> };

/** public/sw.js run as the browser runs it, with the registration and clients a test can watch. */
function loadWorker(
  windows: WindowClient[] = [],
  network: {
    fetch?: (url: string, init?: RequestInit) => Promise<Response>;
    subscribe?: (options: { userVisibleOnly: boolean; applicationServerKey: unknown }) => Promise<unknown>;
  } = {},
) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: { body: string; tag?: string; data: { link: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin },
    atob,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      scope: `${origin}/`,
      showNotification: vi.fn(async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
      }),
      pushManager: { subscribe: network.subscribe ?? (async () => null) },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
    },
  };
  const context = createContext({
    self,
    URL,
    Promise,
    setTimeout,
    fetch: network.fetch ?? (async () => new Response(null, { status: 503 })),
    importScripts: (path: string) =>
      runInContext(readFileSync(join(publicDir, path.replace(/^\//, '')), 'utf8'), context),
  });
  runInContext(readFileSync(join(publicDir, 'sw.js'), 'utf8'), context);
  /** Dispatches an event and resolves when its waitUntil promise settles. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    return pending;
  };
  return { dispatch, shown, opened };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the service worker and web push', () => {
  it('[NTF-03] shows the pushed notification with its text, tagged by its id, carrying its link', async () => {
    const worker = loadWorker();
    const payload = {
      id: 'n-1',
      type: 'purchase.success',
      title: 'Transaksi berhasil',
      body: 'Pulsa 10.000 berhasil',
      link: '/receipt/prabayar/R1',
    };
    await worker.dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(worker.shown).toEqual([
      expect.objectContaining({
        title: 'Transaksi berhasil',
        options: expect.objectContaining({
          body: 'Pulsa 10.000 berhasil',
          tag: 'n-1',
          data: { link: '/receipt/prabayar/R1', id: 'n-1' },
        }),
      }),
    ]);
    // A message that is not JSON is still shown (a push must always show something).
    await worker.dispatch('push', { data: { json: () => JSON.parse('x'), text: () => 'plain text' } });
    expect(worker.shown[1]?.options.body).toBe('plain text');
  });

  it('[NTF-04] a click with no open tab opens the linked page and waits 3 s for it to load', async () => {
    vi.useFakeTimers();
    const worker = loadWorker();
    const close = vi.fn();
    let done = false;
    const clicked = worker
      .dispatch('notificationclick', { notification: { close, data: { link: '/receipt/prabayar/R1' } } })
      .then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(close).toHaveBeenCalled();
    expect(worker.opened).toEqual([`${origin}/receipt/prabayar/R1`]);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await clicked;
    expect(done).toBe(true);
  });

  it('[NTF-04] a click with the app open focuses that tab and takes it to the linked page', async () => {
    const navigate = vi.fn(async () => undefined);
    const tab: WindowClient = { url: `${origin}/`, navigate, focus: async () => tab };
    const worker = loadWorker([tab]);
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { link: '/receipt/prabayar/R2' } },
    });
    expect(navigate).toHaveBeenCalledWith(`${origin}/receipt/prabayar/R2`);
    expect(worker.opened).toEqual([]);
  });

  /** A stand-in push service and API: what the worker fetched, and answers as the server gives them. */
  function network(publicKey = 'BPublicKey_-') {
    const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      );
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      });
      expect(init.credentials).toBe('same-origin');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url === sitePaths.bootstrap) return json({ preferences: {}, csrfToken: 'csrf-of-this-browser' });
      if (url === pushPaths.status) return json({ data: { public_key: publicKey, subscriptions: 1 } });
      if (url === pushPaths.token) return json({ data: { id: 's2', renewed_at: '2026-11-22T03:00:00.000Z' } });
      if (url === pushPaths.unsubscribe) return json({ data: { removed: 1 } });
      return new Response(null, { status: 404 });
    });
    return { calls, fetch };
  }

  const subscriptionOf = (endpoint: string, key: Uint8Array | null = null) => ({
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
  });

  it('[NTF-03] pushsubscriptionchange: subscribes again with the old key, registers it with account/token under the CSRF token from site/bootstrap, and forgets the old endpoint', async () => {
    const api = network();
    const key = new Uint8Array([4, 1, 2, 3]);
    const subscribe = vi.fn(async () => subscriptionOf('https://push.example/new'));
    const worker = loadWorker([], { fetch: api.fetch, subscribe });
    await worker.dispatch('pushsubscriptionchange', {
      oldSubscription: subscriptionOf('https://push.example/old', key),
      newSubscription: null,
    });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([pushPaths.token, pushPaths.unsubscribe]);
    for (const post of posts) {
      expect(post.headers).toMatchObject({
        [apiHeaders.csrf.toLowerCase()]: 'csrf-of-this-browser',
        [apiHeaders.requestedWith.toLowerCase()]: apiHeaders.requestedWithValue,
        'content-type': 'application/json',
      });
    }
    expect(deviceTokenBody.parse(posts[0]?.body)).toEqual({
      device_token: JSON.stringify({
        endpoint: 'https://push.example/new',
        expirationTime: null,
        keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
      }),
    });
    expect(posts[1]?.body).toEqual({ endpoint: 'https://push.example/old' });
  });

  it('[NTF-03] pushsubscriptionchange without the old subscription takes the server key; a new subscription given by the browser is registered as it is', async () => {
    const api = network('AQID');
    const subscribe = vi.fn(async () => subscriptionOf('https://push.example/fresh'));
    const worker = loadWorker([], { fetch: api.fetch, subscribe });
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: null, newSubscription: null });
    // The server's base64url key as the bytes PushManager.subscribe takes (made in the worker's own realm).
    const [options] = subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual([1, 2, 3]);
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([pushPaths.token]);

    const given = network();
    const untouched = vi.fn();
    const other = loadWorker([], { fetch: given.fetch, subscribe: untouched });
    await other.dispatch('pushsubscriptionchange', {
      oldSubscription: subscriptionOf('https://push.example/a'),
      newSubscription: subscriptionOf('https://push.example/b'),
    });
    expect(untouched).not.toHaveBeenCalled();
    expect(given.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      pushPaths.token,
      pushPaths.unsubscribe,
    ]);
  });

  it('[NTF-03] pushsubscriptionchange when logged out (401) ends quietly', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    const worker = loadWorker([], { fetch, subscribe: async () => subscriptionOf('https://push.example/x') });
    await expect(
      worker.dispatch('pushsubscriptionchange', {
        oldSubscription: subscriptionOf('https://push.example/old', new Uint8Array([1])),
        newSubscription: null,
      }),
    ).resolves.toBeUndefined();
  });
});
