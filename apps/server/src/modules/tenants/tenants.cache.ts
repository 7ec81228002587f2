import { AnnouncedCache } from '../../platform/announced-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';

/**
 * This process's tenants by host and by id: every request needs its tenant, and tenants change rarely. A change
 * made through the tenants service is announced on `tenantsChannel` and every process (this one too) clears both
 * maps on it (`AnnouncedCache`): a host moved to another tenant, or a host that was unknown and is now taken, is then
 * never served from a stale entry.
 */
export class TenantCache {
  readonly #byHost: AnnouncedCache<Tenant | null>;
  readonly #byId: AnnouncedCache<Tenant | null>;

  constructor(clock: Clock, ttlMs = 30_000) {
    this.#byHost = new AnnouncedCache(clock, { ttlMs });
    this.#byId = new AnnouncedCache(clock, { ttlMs });
  }

  byHost(host: string, load: () => Promise<Tenant | null>): Promise<Tenant | null> {
    return this.#byHost.get(host, load);
  }

  /** What this process holds for `host` now (`AnnouncedCache.peek`): undefined when it must be loaded. */
  heldByHost(host: string): Tenant | null | undefined {
    return this.#byHost.peek(host);
  }

  byId(id: string, load: () => Promise<Tenant | null>): Promise<Tenant | null> {
    return this.#byId.get(id, load);
  }

  clear(): void {
    this.#byHost.clear();
    this.#byId.clear();
  }
}
