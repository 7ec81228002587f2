import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, sitePaths } from '@konter/shared/contracts/site';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { JobQueue } from './queue.ts';

/** How long one database ping answers for every health check that follows it (decision 017). */
export const databaseCheckMs = 1_000;

type State = 'up' | 'down';

/**
 * Whether the database answers, asked at most once per `databaseCheckMs` however often health is polled: checks that
 * arrive while a ping is out wait for that ping, later ones within the window get its answer. A storm of health
 * checks (load balancers, monitors, a restart loop) therefore never takes pool connections from purchases, and a
 * database that stops answering is reported within a second.
 */
export class DatabaseProbe {
  readonly #database: Database;
  readonly #clock: Clock;
  #last: { sentAt: number; state: State } | null = null;
  #pending: Promise<State> | null = null;

  constructor(database: Database, clock: Clock) {
    this.#database = database;
    this.#clock = clock;
  }

  state(): Promise<State> {
    const now = this.#clock.now().getTime();
    const last = this.#last;
    if (last && now >= last.sentAt && now - last.sentAt < databaseCheckMs) return Promise.resolve(last.state);
    this.#pending ??= this.#ping(now);
    return this.#pending;
  }

  async #ping(sentAt: number): Promise<State> {
    try {
      const state = await this.#database.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      this.#last = { sentAt, state };
      return state;
    } finally {
      this.#pending = null;
    }
  }
}

/** Liveness and readiness in one: the database answers and the job queue is running. Needs no tenant. */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: Database; queue: JobQueue; clock: Clock },
): void {
  const probe = new DatabaseProbe(deps.database, deps.clock);
  app.withTypeProvider<ZodTypeProvider>().get(
    sitePaths.health,
    {
      config: { tenant: 'optional', auth: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Health: database reachable (checked at most once a second) and job queue running',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await probe.state();
      const queue = deps.queue.isRunning() ? ('up' as const) : ('down' as const);
      const healthy = database === 'up' && queue === 'up';
      reply.header('cache-control', 'no-store');
      return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, queue });
    },
  );
}
