import { ProviderError } from './payments/provider-error.ts';

export type ProviderErrorListener = (tenantId: string, error: ProviderError) => void;

/** Each tenant's view of an adapter → the adapter itself (one adapter is shared by the tenants without their own). */
const adapters = new WeakMap<object, object>();

/**
 * The adapter behind a tenant's view of it: two views are the same provider account when this is the same object
 * (a webhook signed with one account settles only the top-ups made through it).
 */
export function adapterBehind<T extends object>(adapter: T): T {
  return (adapters.get(adapter) as T | undefined) ?? adapter;
}

/**
 * Reports the errors of the tenants' provider calls (issue 17, the dashboard's "errors in the last hour") without
 * an adapter or a caller knowing: each tenant gets a view of its adapters whose methods, when they throw or reject
 * with a ProviderError, tell the listeners which tenant it was, then fail exactly as before.
 */
export function createProviderErrorReporting() {
  const listeners = new Set<ProviderErrorListener>();
  const views = new WeakMap<object, Map<string, object>>();

  const report = (tenantId: string, error: unknown) => {
    if (!(error instanceof ProviderError)) return;
    for (const listener of listeners) {
      try {
        listener(tenantId, error);
      } catch {
        // Counting must never change what the caller sees.
      }
    }
  };

  function view<T extends object>(tenantId: string, adapter: T): T {
    const original = adapterBehind(adapter);
    let byTenant = views.get(original);
    if (!byTenant) {
      byTenant = new Map();
      views.set(original, byTenant);
    }
    const known = byTenant.get(tenantId);
    if (known) return known as T;
    const proxy = new Proxy(original, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          let result: unknown;
          try {
            result = Reflect.apply(value, target, args);
          } catch (error) {
            report(tenantId, error);
            throw error;
          }
          if (result instanceof Promise) {
            return result.catch((error: unknown) => {
              report(tenantId, error);
              throw error;
            });
          }
          return result;
        };
      },
    });
    byTenant.set(tenantId, proxy);
    adapters.set(proxy, original);
    return proxy;
  }

  return {
    /** Listens to every tenant's provider errors; returns how to stop. */
    onError(listener: ProviderErrorListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    view,
  };
}
