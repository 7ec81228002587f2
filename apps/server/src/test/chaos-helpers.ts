import { argon2, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../db/client.ts';
import type { WebhookTransport } from '../integrations/simulators/webhook-delivery.ts';
import { holderCode } from '../modules/ledger/index.ts';
import { buyer, buyerPassword, buyerPin, type Buyer } from './purchase-helpers.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { testClockStart } from './test-clock.ts';

/**
 * A password or PIN hash in the app's own format (argon2id PHC string) at argon2id's smallest cost. The check reads
 * the cost from the stored hash, so a request still runs the real verification (and the PIN attempt counter); load
 * and chaos tests that make thousands of purchases just do not spend minutes hashing.
 */
export async function cheapSecretHash(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = { memory: 64, passes: 1, parallelism: 1 };
  const hash = await new Promise<Buffer>((resolve, reject) => {
    argon2('argon2id', { message: secret, nonce: salt, tagLength: 32, ...cost }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** How often each path of a model was taken over a run (printed with its figures). */
export class Tally {
  readonly #counts = new Map<string, number>();

  add(what: string): void {
    this.#counts.set(what, (this.#counts.get(what) ?? 0) + 1);
  }

  summary(): string {
    return [...this.#counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([what, count]) => `${what} ${count}`)
      .join(', ');
  }
}

/**
 * The chaos tests' settings: the short number of sequences in `npm test`, the full one with CHAOS_SCALE=full
 * (`npm run test:chaos`), or CHAOS_RUNS; the seed from CHAOS_SEED (else the clock) and, to replay one failing
 * sequence, the path from CHAOS_PATH — a failure prints both.
 */
export function chaosSettings(shortRuns: number, fullRuns: number) {
  const full = process.env.CHAOS_SCALE === 'full';
  return {
    full,
    runs: Number(process.env.CHAOS_RUNS ?? (full ? fullRuns : shortRuns)),
    seed: Number(process.env.CHAOS_SEED ?? randomInt(2_147_483_647)),
    path: process.env.CHAOS_PATH,
    timeout: full ? 4 * 60 * 60_000 : 300_000,
  };
}

/**
 * Runs a fast-check property over generated sequences with the run's seed (and path, to replay one failure), and
 * prints how to replay it; a failure's message carries the seed and path as well.
 */
export async function runChaos<T>(
  file: string,
  name: string,
  settings: ReturnType<typeof chaosSettings>,
  scenario: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  seen?: Tally,
): Promise<void> {
  const { seed, path, runs } = settings;
  const replay =
    `TEST_CLOCK_START=${testClockStart} CHAOS_SEED=${seed}${path ? ` CHAOS_PATH=${path}` : ''} CHAOS_RUNS=${runs} ` +
    `npx vitest run --project server ${file}`;
  console.info(`${name}: ${runs} sequences, seed ${seed}; replay: ${replay}`);
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(scenario, async (value) => {
      await check(value);
    }),
    { seed, numRuns: runs, endOnFailure: true, ...(path ? { path } : {}) },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${name}: ${runs} sequences passed in ${seconds} s (seed ${seed})`);
  if (seen) console.info(`${name} covered: ${seen.summary()}`);
}

let cheapHashes: Promise<[string, string]> | null = null;

/** A logged-in buyer whose login and PIN checks cost little (chaos sequences make many buyers and purchases). */
export async function chaosBuyer(ctx: TestContext, deposit: number): Promise<Buyer> {
  cheapHashes ??= Promise.all([cheapSecretHash(buyerPassword), cheapSecretHash(buyerPin)]);
  return buyer(ctx, { deposit, hashes: await cheapHashes });
}

/** The deposit balance straight from the ledger (sequences move the clock far past a session's life). */
export async function ledgerBalanceOf(ctx: TestContext, who: Buyer): Promise<number> {
  const [row] = await ctx.database.withTenant(who.tenantId, (tx) =>
    queryRows<{ balance: number }>(
      tx,
      sql`select balance::int as balance from ledger_accounts where code = ${holderCode('deposit', who.accountId)}`,
    ),
  );
  return row?.balance ?? 0;
}

type Deliverer = { useTransport(transport: WebhookTransport | null): void; idle(): Promise<void> };

/**
 * Webhook transports of a simulator: delivered through app.inject as test-app.ts sets up, or lost (the provider
 * thinks it arrived; the app never sees it). `deliver` runs work with one of them and waits for its deliveries.
 */
export function webhookTransports(ctx: TestContext) {
  const injected: WebhookTransport = async (request) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: new URL(request.url).pathname,
      headers: request.headers,
      payload: request.body,
    });
    return { status: response.statusCode };
  };
  const lost: WebhookTransport = () => Promise.resolve({ status: 200 });
  return {
    async deliver<T>(simulator: Deliverer, how: 'delivered' | 'lost', work: () => Promise<T>): Promise<T> {
      simulator.useTransport(how === 'lost' ? lost : injected);
      try {
        const result = await work();
        await simulator.idle();
        return result;
      } finally {
        simulator.useTransport(injected);
      }
    },
  };
}

export type WebhookTransports = ReturnType<typeof webhookTransports>;

/** The app for a chaos test; the per-IP request limit is not under test here (rate-limit.test.ts). */
export async function chaosApp(): Promise<{ ctx: TestContext; transports: WebhookTransports }> {
  const ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  return { ctx, transports: webhookTransports(ctx) };
}
