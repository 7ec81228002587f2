import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker.ts';

const publicDir = join(import.meta.dirname, '../../public');
const routingSource = readFileSync(join(publicDir, 'sw-routing.js'), 'utf8');
const workerSource = readFileSync(join(publicDir, 'sw.js'), 'utf8');

type Strategy = 'network-only' | 'network-first' | 'cache-first' | 'stale-while-revalidate';
type Routing = {
  decideStrategy: (request: { method: string; url: string; mode: string; origin: string }) => Strategy;
  precache: string[];
};

/** Runs the worker scripts as the browser would: classic scripts sharing one global `self`. */
function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const self: Record<string, unknown> = {
    location: { origin: 'https://toko.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  };
  const context = createContext({
    self,
    URL,
    Promise,
    caches: {
      open: vi.fn(async () => ({ put: vi.fn(async () => undefined) })),
      match: vi.fn(async () => undefined),
      keys: vi.fn(async () => []),
    },
    fetch: vi.fn(async () => new Response('ok')),
    Response,
    importScripts: (path: string) => {
      expect(path).toBe('/sw-routing.js');
      runInContext(routingSource, context);
    },
  });
  runInContext(workerSource, context);
  const routing = self.KonterSwRouting as Routing;
  return { routing, listeners };
}

const origin = 'https://toko.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode, origin });

describe('service worker routing', () => {
  const { routing, listeners } = loadWorker();

  it.each([['/api/v1/account'], ['/api/v1/site/bootstrap'], ['/api/v1/prabayar/checkExcel?x=1'], ['/api']])(
    '[PLT-12] never caches API responses: %s is network-only',
    (path) => {
      expect(routing.decideStrategy(get(path))).toBe('network-only');
      expect(routing.decideStrategy(get(path, 'navigate'))).toBe('network-only');
    },
  );

  it('[PLT-12] does not intercept POSTs or other origins', () => {
    expect(routing.decideStrategy({ ...get('/assets/index.js'), method: 'POST' })).toBe('network-only');
    expect(routing.decideStrategy({ ...get('/assets/index.js'), url: 'https://cdn.example/assets/index.js' })).toBe(
      'network-only',
    );
  });

  it('[PLT-12] serves the app shell network-first and hashed assets cache-first', () => {
    expect(routing.decideStrategy(get('/', 'navigate'))).toBe('network-first');
    expect(routing.decideStrategy(get('/pricelist/pulsa', 'navigate'))).toBe('network-first');
    expect(routing.decideStrategy(get('/assets/index-3f9a.js'))).toBe('cache-first');
    expect(routing.decideStrategy(get('/assets/index-3f9a.css'))).toBe('cache-first');
    expect(routing.decideStrategy(get('/manifest.webmanifest'))).toBe('stale-while-revalidate');
    expect(routing.decideStrategy(get('/icons/icon-192.png'))).toBe('stale-while-revalidate');
    expect(routing.decideStrategy(get('/sw.js'))).toBe('network-only');
    expect(routing.decideStrategy(get('/apiary/page', 'navigate'))).toBe('network-first');
  });

  it('[PLT-12] the worker leaves /api/ requests to the network and answers shell and assets itself', () => {
    const onFetch = listeners.get('fetch');
    expect(onFetch).toBeTypeOf('function');
    const dispatch = (url: string, mode = 'cors', method = 'GET') => {
      const respondWith = vi.fn();
      onFetch?.({ request: { url: `${origin}${url}`, mode, method }, respondWith });
      return respondWith;
    };
    expect(dispatch('/api/v1/account')).not.toHaveBeenCalled();
    expect(dispatch('/api/v1/account/profile', 'cors', 'POST')).not.toHaveBeenCalled();
    expect(dispatch('/api/v1/notification/today', 'navigate')).not.toHaveBeenCalled();
    expect(dispatch('/', 'navigate')).toHaveBeenCalledTimes(1);
    expect(dispatch('/assets/app-123.js')).toHaveBeenCalledTimes(1);
  });

  it('[PLT-12] precaches the shell, manifest and icons but no API path', () => {
    expect(routing.precache).toContain('/');
    expect(routing.precache).toContain('/manifest.webmanifest');
    expect(routing.precache.some((path) => path.startsWith('/api'))).toBe(false);
  });
});

describe('registerServiceWorker', () => {
  const host = (readyState: DocumentReadyState = 'complete') => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const addEventListener = vi.fn();
    return {
      host: { navigator: { serviceWorker: { register } }, addEventListener, document: { readyState } },
      register,
      addEventListener,
    };
  };

  it('[PLT-12] registers /sw.js in production builds', () => {
    const { host: h, register } = host();
    expect(registerServiceWorker(true, h)).toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('[PLT-12] waits for the load event when the page is still loading', () => {
    const { host: h, register, addEventListener } = host('loading');
    registerServiceWorker(true, h);
    expect(register).not.toHaveBeenCalled();
    const [type, listener] = addEventListener.mock.calls[0] ?? [];
    expect(type).toBe('load');
    (listener as () => void)();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('[PLT-12] does not register in development or without service worker support', () => {
    const { host: h, register } = host();
    expect(registerServiceWorker(false, h)).toBe(false);
    expect(register).not.toHaveBeenCalled();
    expect(registerServiceWorker(true, { ...h, navigator: {} })).toBe(false);
  });
});
