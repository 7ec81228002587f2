import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

const publicDir = join(import.meta.dirname, '../../../../public');
const origin = 'https://toko.example';

type WindowClient = { url: string; focus: () => Promise<WindowClient>; navigate: (url: string) => Promise<unknown> };

/** public/sw.js run as the browser runs it, with the registration and clients a test can watch. */
function loadWorker(windows: WindowClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: { body: string; tag?: string; data: { link: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      scope: `${origin}/`,
      showNotification: vi.fn(async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
      }),
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
});
