import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';

type Entry = { tenant: Tenant | null; expiresAt: number };

/**
 * This process's tenants by host and by id: every request needs its tenant, and tenants change rarely. A change
 * made through the tenants service is announced on `tenantsChannel` and every process (this one too) clears its
 * cache on it; the time limit only bounds how long a change made behind the service's back (plain SQL) goes unseen.
 * The whole cache is cleared rather than one tenant's entries: a host moved to another tenant, or a host that was
 * unknown and is now taken, is then never served from a stale entry, and clearing is rare.
 */
export class TenantCache {
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #byHost = new Map<string, Entry>();
  readonly #byId = new Map<string, Entry>();
  #generation = 0;

  constructor(clock: Clock, ttlMs = 30_000) {
    this.#clock = clock;
    this.#ttlMs = ttlMs;
  }

  async byHost(host: string, load: () => Promise<Tenant | null>): Promise<Tenant | null> {
    return this.#through(this.#byHost, host, load);
  }

  async byId(id: string, load: () => Promise<Tenant | null>): Promise<Tenant | null> {
    return this.#through(this.#byId, id, load);
  }

  /** Also bumps the generation, so a load that straddles the clear does not put back what it read before. */
  clear(): void {
    this.#generation += 1;
    this.#byHost.clear();
    this.#byId.clear();
  }

  async #through(map: Map<string, Entry>, key: string, load: () => Promise<Tenant | null>): Promise<Tenant | null> {
    const now = this.#clock.now().getTime();
    const cached = map.get(key);
    if (cached && cached.expiresAt > now) return cached.tenant;
    const generation = this.#generation;
    const tenant = await load();
    if (generation === this.#generation) {
      if (map.size > 10_000) map.clear();
      map.set(key, { tenant, expiresAt: now + this.#ttlMs });
    }
    return tenant;
  }
}
