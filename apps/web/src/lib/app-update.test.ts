import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyUpdate,
  restoreScrollAfterUpdate,
  scrollKey,
  waitingUpdate,
  watchForUpdates,
  type ReloadHost,
  type UpdateContainer,
  type UpdateRegistration,
} from './app-update.ts';

/*
 * §8 "update available": the worker of a new build waits; the app offers "reload", which lets it take over and comes
 * back to the same place.
 */
type Listener = () => void;

function fakeWorker(state: ServiceWorkerState = 'installing') {
  const listeners: Listener[] = [];
  return {
    state,
    postMessage: vi.fn(),
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    become(next: ServiceWorkerState) {
      this.state = next;
      for (const listener of listeners) listener();
    },
  };
}

function fakeRegistration(waiting: unknown = null) {
  let onUpdateFound: Listener | null = null;
  const registration = {
    waiting,
    installing: null as unknown,
    update: vi.fn(async () => undefined),
    addEventListener: (_type: string, listener: Listener) => {
      onUpdateFound = listener;
    },
    found(worker: unknown) {
      registration.installing = worker;
      onUpdateFound?.();
    },
  };
  return registration;
}

function fakeContainer(controller: unknown) {
  const listeners: Listener[] = [];
  return {
    controller,
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    takeOver: () => listeners.forEach((listener) => listener()),
  };
}

function fakeHost(path = '/account/laporan/transaksi', search = '?preset=today') {
  const store = new Map<string, string>();
  return {
    location: { pathname: path, search, hash: '', reload: vi.fn() },
    scrollY: 640,
    sessionStorage: {
      setItem: (key: string, value: string) => void store.set(key, value),
      getItem: (key: string) => store.get(key) ?? null,
      removeItem: (key: string) => void store.delete(key),
    },
    scrollTo: vi.fn(),
    setTimeout: (callback: () => void) => callback(),
  } satisfies ReloadHost & Record<string, unknown>;
}

afterEach(() => waitingUpdate.set(null));

describe('update available', () => {
  it('[§8-update] a new build that finishes installing while a worker controls the page is offered', () => {
    const registration = fakeRegistration();
    watchForUpdates(registration as unknown as UpdateRegistration, fakeContainer({}) as UpdateContainer);
    expect(waitingUpdate.get()).toBeNull();
    const worker = fakeWorker();
    registration.found(worker);
    worker.become('installed');
    expect(waitingUpdate.get()).toBe(worker);
  });

  it('[§8-update] a worker already waiting at start is offered; the very first install is not an update', () => {
    const waiting = fakeWorker('installed');
    watchForUpdates(fakeRegistration(waiting) as unknown as UpdateRegistration, fakeContainer({}) as UpdateContainer);
    expect(waitingUpdate.get()).toBe(waiting);
    waitingUpdate.set(null);
    const registration = fakeRegistration();
    watchForUpdates(registration as unknown as UpdateRegistration, fakeContainer(null) as UpdateContainer);
    const first = fakeWorker();
    registration.found(first);
    first.become('installed');
    expect(waitingUpdate.get()).toBeNull();
  });

  it('[§8-update] reload tells the waiting worker to take over, reloads once it controls the page, and keeps the place', () => {
    const worker = fakeWorker('installed');
    waitingUpdate.set(worker);
    const container = fakeContainer({});
    const host = fakeHost();
    applyUpdate(container as UpdateContainer, host);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(host.location.reload).not.toHaveBeenCalled();
    container.takeOver();
    container.takeOver();
    expect(host.location.reload).toHaveBeenCalledTimes(1);
    // After the reload, on the same URL: scrolled back, once.
    restoreScrollAfterUpdate(host);
    expect(host.scrollTo).toHaveBeenCalledWith(0, 640);
    expect(host.sessionStorage.getItem(scrollKey)).toBeNull();
  });

  it('[§8-update] another URL after the reload is not scrolled; without a waiting worker the page simply reloads', () => {
    const host = fakeHost();
    applyUpdate(fakeContainer({}) as UpdateContainer, host);
    expect(host.location.reload).toHaveBeenCalledTimes(1);
    const elsewhere = { ...fakeHost('/'), sessionStorage: host.sessionStorage };
    restoreScrollAfterUpdate(elsewhere);
    expect(elsewhere.scrollTo).not.toHaveBeenCalled();
  });
});

describe('the worker of a new build', () => {
  it('[§8-update] installs without taking over, and takes over when the app sends SKIP_WAITING', async () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const skipWaiting = vi.fn(async () => undefined);
    const self: Record<string, unknown> = {
      location: { origin: 'https://toko.example' },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting,
      clients: { claim: async () => undefined },
    };
    const publicDir = join(import.meta.dirname, '../../public');
    const context = createContext({
      self,
      URL,
      Promise,
      caches: { open: async () => ({ addAll: async () => undefined }), keys: async () => [] },
      fetch: async () => new Response('ok'),
      Response,
      importScripts: () => runInContext(readFileSync(join(publicDir, 'sw-routing.js'), 'utf8'), context),
    });
    runInContext(readFileSync(join(publicDir, 'sw.js'), 'utf8'), context);
    let installed: Promise<unknown> = Promise.resolve();
    listeners.get('install')?.({ waitUntil: (promise: Promise<unknown>) => (installed = promise) });
    await installed;
    expect(skipWaiting).not.toHaveBeenCalled();
    listeners.get('message')?.({ data: { type: 'something else' } });
    expect(skipWaiting).not.toHaveBeenCalled();
    listeners.get('message')?.({ data: { type: 'SKIP_WAITING' } });
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });
});
