import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import { jakartaTimeZone } from '@konter/shared/time/jakarta';
import { queryText, type Database, type Tx } from '../db/client.ts';
import type { Providers } from '../integrations/providers.ts';
import type { Clock } from './clock.ts';
import { DomainEvents, type AnySubscriber } from './domain-events.ts';
import { fetchTransport, type WebhookTransport } from './webhook-transport.ts';

/**
 * The services of the process, made once by its composition root (`services.ts`, `createServices`) and given to the
 * queue with `provide`, so a job's handler uses the same instances as the routes instead of building its own per
 * run. An interface on purpose: platform/ never imports modules/, so each module's jobs file adds the services its
 * handlers use (declaration merging, as Fastify's decorators are typed), and `provide` is checked against them all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, local/consistent-type-definitions
export interface JobServices {}

export type JobContext = {
  /** The process's shared services (see JobServices); reading them before `provide` throws. */
  services: JobServices;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  providers: Providers;
  /** For a job whose work enqueues more work in its own transactions (a bulk upload's purchases). */
  queue: JobQueue;
  /** The domain events of this queue (decision 026): a job's own state changes emit through it too. */
  events: DomainEvents;
  /** How outbound webhooks reach their receivers (platform/webhook-delivery.ts): real HTTP unless a test says. */
  webhookTransport: WebhookTransport;
};

export type JobDefinition<Payload> = {
  name: string;
  schema: z.ZodType<Payload>;
  handler: (payload: Payload, context: JobContext) => Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** A cron line (Asia/Jakarta time) for jobs the platform runs on a schedule. */
  cron?: string;
};

/** A job is a payload schema plus a handler: the payload is parsed again when the worker picks it up. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

type AnyJob = JobDefinition<never>;

/** How many jobs of one queue a process works at once. */
const workerBatch = 5;

/** Where pg-boss's job insert reads its one parameter, the jobs as JSON (`enqueueStatement`). */
export const jobRecordsetParameter = 'json_to_recordset($1::text::json)';
/**
 * The job queue: pg-boss on the same database as the business rows, so that a job is enqueued inside the same
 * transaction as the row that needs it (an outbox without a relay), with a pool of its own on the same database.
 */
export class JobQueue {
  readonly boss: PgBoss;
  readonly #database: Database;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #providers: Providers;
  readonly #webhookTransport: WebhookTransport;
  readonly #jobs = new Map<string, AnyJob>();
  #services: JobServices | null = null;
  /** Domain events: synchronous subscribers run in the emitting transaction, asynchronous ones are this queue's jobs. */
  readonly events: DomainEvents = new DomainEvents(this);
  #started = false;
  #working = false;

  constructor(options: {
    database: Database;
    clock: Clock;
    log: FastifyBaseLogger;
    providers: Providers;
    webhookTransport?: WebhookTransport;
  }) {
    this.#database = options.database;
    this.#webhookTransport = options.webhookTransport ?? fetchTransport(() => 10_000);
    this.#providers = options.providers;
    this.#clock = options.clock;
    this.#log = options.log;
    this.boss = new PgBoss({ connectionString: options.database.url, schema: 'pgboss', max: 4 });
    this.boss.on('error', (error) => this.#log.error({ err: error }, 'job queue error'));
  }

  /** How this process posts outbound webhooks (a test may give its own): also what a synchronous test call uses. */
  get webhookTransport(): WebhookTransport {
    return this.#webhookTransport;
  }

  register(jobs: readonly AnyJob[]): void {
    for (const job of jobs) this.#jobs.set(job.name, job);
  }

  /** Subscribes to domain events; the asynchronous subscribers' jobs are registered with the other jobs. */
  subscribe(subscribers: readonly AnySubscriber[]): void {
    this.register(this.events.subscribe(subscribers) as never);
  }

  /**
   * Hands the process's services to every job's context (`createServices` calls it): set after construction, as the
   * services themselves enqueue through this queue.
   */
  provide(services: JobServices): void {
    this.#services = services;
  }

  /** Installs the queue schema and every registered queue; sending is possible from then on. */
  async start(): Promise<void> {
    if (this.#started) return;
    await this.boss.start();
    for (const job of this.#jobs.values()) {
      await this.boss.createQueue(job.name, {
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelaySeconds ?? 5,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 300,
      });
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: jakartaTimeZone });
      // pg-boss caches queue metadata when it starts; a queue created afterwards would be looked up on its first send,
      // through a connection of its own beside the business transaction that is sending. Looking any job up now puts
      // the new queue in the cache.
      await this.boss.getJobById(job.name, '00000000-0000-0000-0000-000000000000');
    }
    // The request path enqueues as the application role inside its tenant transaction.
    const role = this.#database.appRole;
    for (const statement of [
      `GRANT USAGE ON SCHEMA pgboss TO ${role}`,
      `GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA pgboss TO ${role}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO ${role}`,
      `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pgboss TO ${role}`,
    ]) {
      await this.#database.db.execute(sql.raw(statement));
    }
    this.#started = true;
  }

  /**
   * Starts workers for every registered job in this process. A worker takes up to `workerBatch` jobs at a time and
   * runs them side by side, each completed or failed on its own; while fetches come back full it fetches again at
   * once. (One job per polling interval capped dispatch at a purchase a second: under load the backlog grew without
   * end and only the recovery job settled it.)
   */
  async work(): Promise<void> {
    if (!this.#started) throw new Error('start the queue before working it');
    const options = {
      batchSize: workerBatch,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: 1,
    };
    for (const job of this.#jobs.values()) {
      await this.boss.work(job.name, options, async (received) =>
        Promise.all(
          received.map(async ({ id, data }) => {
            try {
              await job.handler(job.schema.parse(data) as never, this.#context());
              return { id, status: 'completed' as const };
            } catch (error) {
              const failure = error instanceof Error ? { message: error.message, stack: error.stack } : { error };
              return { id, status: 'failed' as const, output: failure };
            }
          }),
        ),
      );
    }
    this.#working = true;
  }

  /** Enqueues in the caller's transaction: the job exists if and only if that transaction commits. */
  async enqueue<Payload>(
    tx: Tx,
    job: JobDefinition<Payload>,
    payload: Payload,
    /** `startAfterSeconds`: counted by the database from the commit, so no process's clock decides when it runs. */
    options: { singletonKey?: string; startAfterSeconds?: number } = {},
  ): Promise<string | null> {
    if (!this.#jobs.has(job.name)) throw new Error(`Job ${job.name} is not registered`);
    const data = job.schema.parse(payload) as object;
    return this.boss.send(job.name, data, {
      // pg-boss's insert goes on the transaction's own connection as the fixed text it is (no query building).
      db: {
        executeSql: async (text: string, values?: unknown[]) => ({ rows: await queryText(tx, text, values ?? []) }),
      },
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /**
   * The job's insert as a statement for the caller to join into its own (decision 043: a purchase writes its row,
   * its dispatch job and its debit in one statement): pg-boss's own text for the queue, with its one parameter
   * (`$1`, the job as JSON), exactly as `enqueue` would send it. Null when pg-boss's text is not the plain insert
   * from a JSON recordset this expects (another pg-boss version): the caller enqueues as usual then.
   */
  async enqueueStatement<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options: { singletonKey?: string } = {},
  ): Promise<{ text: string; values: unknown[] } | null> {
    if (!this.#jobs.has(job.name)) throw new Error(`Job ${job.name} is not registered`);
    const data = job.schema.parse(payload) as object;
    let captured: { text: string; values: unknown[] } | null = null;
    await this.boss.send(job.name, data, {
      db: {
        executeSql: async (text: string, values?: unknown[]) => {
          captured ??= { text, values: values ?? [] };
          return { rows: [{ id: null }] };
        },
      },
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    const statement = captured as { text: string; values: unknown[] } | null;
    if (!statement || statement.values.length !== 1 || !/^\s*INSERT INTO/i.test(statement.text)) return null;
    if (statement.text.split(jobRecordsetParameter).length !== 2) return null;
    return statement;
  }

  /** Runs a job's handler directly: for tests that drive time with the fake clock, and for the CLI. */
  async runNow<Payload>(job: JobDefinition<Payload>, payload: Payload): Promise<void> {
    await job.handler(job.schema.parse(payload), this.#context());
  }

  /**
   * Works every job waiting in the named queues (by default the domain-event subscribers') in this process, until
   * none is left: tests drive the outbox with it instead of waiting for a polling worker. A job that throws is
   * failed as a worker would (pg-boss retries it later) and the error is thrown after the others ran.
   */
  async drain(names: readonly string[] = this.events.jobNames()): Promise<number> {
    let worked = 0;
    let firstError: unknown = null;
    for (let round = 0; round < 100; round += 1) {
      let fetched = 0;
      for (const name of names) {
        const job = this.#jobs.get(name);
        if (!job) continue;
        const received = await this.boss.fetch(name, { batchSize: 50 });
        for (const { id, data } of received) {
          fetched += 1;
          try {
            await job.handler(job.schema.parse(data) as never, this.#context());
            await this.boss.complete(name, id);
            worked += 1;
          } catch (error) {
            firstError ??= error;
            await this.boss.fail(name, id, error instanceof Error ? { message: error.message } : { error });
          }
        }
      }
      if (fetched === 0) break;
    }
    if (firstError) throw firstError;
    return worked;
  }

  #context(): JobContext {
    const services = this.#services;
    return {
      // A getter: a job that uses no service (and a platform test's queue, which has none) runs without them.
      get services(): JobServices {
        if (!services) throw new Error('the job queue has no services: call createServices before working it');
        return services;
      },
      database: this.#database,
      clock: this.#clock,
      log: this.#log,
      providers: this.#providers,
      queue: this,
      events: this.events,
      webhookTransport: this.#webhookTransport,
    };
  }

  isRunning(): boolean {
    return this.#started;
  }

  isWorking(): boolean {
    return this.#working;
  }

  /** Finishes the jobs in flight (up to the timeout) and stops. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    this.#started = false;
    this.#working = false;
  }
}
