import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { tenantHosts, tenants } from '../db/schema/tenants.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export type Tenant = typeof tenants.$inferSelect;

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

/**
 * Resolves tenants by host with a short in-process cache: every request needs its tenant, and tenants change
 * rarely. A change made through the admin calls `invalidate()`; other processes see it within the TTL.
 */
export class TenantResolver {
  readonly #database: Database;
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { tenant: Tenant | null; expiresAt: number }>();

  constructor(database: Database, clock: Clock, ttlMs = 30_000) {
    this.#database = database;
    this.#clock = clock;
    this.#ttlMs = ttlMs;
  }

  async byHost(host: string): Promise<Tenant | null> {
    const now = this.#clock.now().getTime();
    const cached = this.#cache.get(host);
    if (cached && cached.expiresAt > now) return cached.tenant;
    const rows = await this.#database.db
      .select({ tenant: tenants })
      .from(tenantHosts)
      .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
      .where(eq(tenantHosts.host, host))
      .limit(1);
    const tenant = rows[0]?.tenant.active ? rows[0].tenant : null;
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(host, { tenant, expiresAt: now + this.#ttlMs });
    return tenant;
  }

  invalidate(): void {
    this.#cache.clear();
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'optional' for routes that answer on any host (health, API docs). */
    tenant?: 'optional';
  }
  interface FastifyRequest {
    /** The tenant of the request's host, or null when the host is unknown. */
    tenant: Tenant | null;
  }
}

/** Resolves the tenant of every request from its Host header before anything else looks at it. */
export function registerTenancy(app: FastifyInstance, resolver: TenantResolver): void {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    const host = normalizeHost(request.headers.host);
    request.tenant = host ? await resolver.byHost(host) : null;
    // Pages render their own "unknown site" page; the API answers with the envelope.
    if (!request.tenant && request.url.startsWith('/api/') && request.routeOptions.config.tenant !== 'optional') {
      throw new AppError('tenant_not_found');
    }
  });
}

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error('requireTenant called on a route without a tenant');
  return request.tenant;
}
