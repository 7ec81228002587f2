import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantSettings } from '@konter/shared/tenants/settings';
import type { tenants } from '../db/schema/tenants.ts';
import { AppError } from './errors.ts';

/**
 * A tenant as every part of the server sees it: its row with the settings parsed by the shared schemas, every
 * default filled in (decision 027). The tenants module reads, caches and writes tenants; platform only uses them.
 */
export type Tenant = Omit<typeof tenants.$inferSelect, keyof TenantSettings> & TenantSettings;

/** How the request hook finds a tenant: the tenants module's cached lookup, given by app.ts. */
export type TenantLookup = {
  byHost(host: string): Promise<Tenant | null>;
  /** The answer of `byHost` when this process holds it already; undefined when it must be loaded. */
  heldByHost(host: string): Tenant | null | undefined;
};

/** `Example.COM:3000` → `example.com`; `[::1]:3000` → `::1`. */
export function normalizeHost(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(1, end) : host;
  } else {
    host = host.replace(/:\d+$/, '');
  }
  host = host.replace(/\.$/, '');
  return host.length > 0 && host.length <= 253 ? host : null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'optional' for routes that answer on any host (health, API docs). */
    tenant?: 'optional';
  }
  interface FastifyRequest {
    /** The tenant of the request's host, or null when the host is unknown or its tenant suspended. */
    tenant: Tenant | null;
    /** The host's tenant exists but is suspended by the platform owner (decision 034): `tenant` is null. */
    tenantSuspended: boolean;
  }
}

/** Resolves the tenant of every request from its Host header before anything else looks at it. */
export function registerTenancy(app: FastifyInstance, lookup: TenantLookup): void {
  app.decorateRequest('tenant', null);
  app.decorateRequest('tenantSuspended', false);
  // A callback rather than a promise: nearly every request's host is held in memory, and this hook runs on all of them.
  app.addHook('onRequest', (request, _reply, done) => {
    const host = normalizeHost(request.headers.host);
    if (!host) return done(hostTenant(request, null));
    const held = lookup.heldByHost(host);
    if (held !== undefined) return done(hostTenant(request, held));
    lookup.byHost(host).then((found) => done(hostTenant(request, found)), done);
  });
  // Said after the locale is known (its hook runs after this one's onRequest), so the suspended tenant's members read
  // it in their language; still before any route's login, validation or handler. Every route of the host is refused
  // (the API and the server-rendered pages such as /help); the app's pages get the suspended page from the renderer.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.tenantSuspended && request.routeOptions.url && !optional(request)) {
      return done(new AppError('tenant_suspended'));
    }
    done();
  });
}

/**
 * Sets the request's tenant from the one found for its host; the error to answer with when the API is asked on a
 * host that has none.
 */
function hostTenant(request: FastifyRequest, found: Tenant | null): AppError | undefined {
  // A suspended tenant is no tenant to anything after this hook (no route, page or file of it is served); its
  // money and data stay as they were, and what is tenant-optional (provider webhooks) still settles in flight.
  request.tenantSuspended = found !== null && !found.active;
  request.tenant = found?.active ? found : null;
  // Pages render their own "unknown site" or "suspended" page; the API answers with the envelope.
  if (!request.tenant && !request.tenantSuspended && request.url.startsWith('/api/') && !optional(request)) {
    return new AppError('tenant_not_found');
  }
  return undefined;
}

function optional(request: FastifyRequest): boolean {
  return request.routeOptions.config.tenant === 'optional';
}

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error('requireTenant called on a route without a tenant');
  return request.tenant;
}
