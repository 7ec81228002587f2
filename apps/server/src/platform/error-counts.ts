import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../db/client.ts';
import type { Clock } from './clock.ts';

/** What failed: the app answered 5xx, or an outside provider's adapter threw (a supplier, gateway, bank feed…). */
export type ErrorSource = 'http' | 'provider';

const minuteMs = 60_000;
/** Counts kept in memory while the database cannot take them, at most this many tenant-minutes. */
const maxBuffered = 10_000;

/**
 * The dashboard's "errors in the last hour" (issue 17). Recording is a map increment, never a query: an error storm
 * (the database down, a provider down) must not add load. Each process adds what it counted to `error_counts` (one
 * row per tenant, minute and source) every `flushEveryMs` and before it reads, so the figure is every process's.
 */
export class ErrorCounts {
  private readonly buffer = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  private readonly database: Database;
  private readonly clock: Clock;

  constructor(database: Database, clock: Clock) {
    this.database = database;
    this.clock = clock;
  }

  record(tenantId: string, source: ErrorSource): void {
    const minute = Math.floor(this.clock.now().getTime() / minuteMs) * minuteMs;
    const key = `${tenantId}|${minute}|${source}`;
    if (!this.buffer.has(key) && this.buffer.size >= maxBuffered) return;
    this.buffer.set(key, (this.buffer.get(key) ?? 0) + 1);
  }

  /** Adds the counts of this process to the table; what cannot be written stays for the next flush. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Errors of the tenant's last hour, by source, summed over every process (this one's flushed first). */
  async lastHour(tenantId: string): Promise<Record<ErrorSource, number>> {
    await this.flush().catch(() => undefined);
    const since = new Date(this.clock.now().getTime() - 60 * minuteMs);
    const rows = await this.database.withSystem((tx) =>
      queryRows<{ source: ErrorSource; count: string }>(
        tx,
        sql`select source, sum(count)::text as count from error_counts
             where tenant_id = ${tenantId} and minute > ${since.toISOString()} group by source`,
      ),
    );
    const total = { http: 0, provider: 0 };
    for (const row of rows) total[row.source] = Number(row.count);
    return total;
  }

  /** Flushes every `everyMs` (unref'd: it never keeps the process alive). */
  start(everyMs = 10_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => undefined);
  }

  private async write(): Promise<void> {
    if (this.buffer.size === 0) return;
    const taken = [...this.buffer];
    this.buffer.clear();
    const rows = taken.map(([key, count]) => {
      const [tenantId = '', minute = '0', source = 'http'] = key.split('|');
      return sql`(${tenantId}::uuid, ${new Date(Number(minute)).toISOString()}::timestamptz, ${source}::text, ${count}::int)`;
    });
    const dayAgo = new Date(this.clock.now().getTime() - 24 * 60 * minuteMs);
    try {
      await this.database.withSystem(async (tx) => {
        // A tenant deleted meanwhile would fail the whole insert on its foreign key: its counts are dropped instead.
        await tx.execute(sql`insert into error_counts (tenant_id, minute, source, count)
          select v.tenant_id, v.minute, v.source, v.count
            from (values ${sql.join(rows, sql`, `)}) as v(tenant_id, minute, source, count)
            join tenants t on t.id = v.tenant_id
          on conflict (tenant_id, minute, source) do update set count = error_counts.count + excluded.count`);
        await tx.execute(sql`delete from error_counts where minute < ${dayAgo.toISOString()}`);
      });
    } catch (error) {
      // Put the counts back so the next flush writes them.
      for (const [key, count] of taken) this.buffer.set(key, (this.buffer.get(key) ?? 0) + count);
      throw error;
    }
  }
}

/** Counts every 5xx answer of a tenant's host (an unknown host has no dashboard to show it on). */
export function countServerErrors(app: FastifyInstance, counts: ErrorCounts): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500 && request.tenant) counts.record(request.tenant.id, 'http');
    done();
  });
}
