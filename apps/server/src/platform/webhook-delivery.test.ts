import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import type { Providers } from '../integrations/providers.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { FakeClock } from './clock.ts';
import { createLogger } from './logger.ts';
import { JobQueue } from './queue.ts';
import { deliverWebhookJob, enqueueWebhook, type WebhookDeliveryPayload } from './webhook-delivery.ts';
import {
  verifyWebhookSignature,
  webhookAttemptHeader,
  webhookDeliveryHeader,
  webhookSignatureHeader,
  type WebhookRequest,
} from './webhook-transport.ts';

/** The outbound webhook primitive (decision 026) as a reseller's receiver sees it, and as its log tells it. */
describe('outbound webhooks', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queue: JobQueue;
  const clock = new FakeClock('2026-11-22T03:00:00.000Z');
  const received: WebhookRequest[] = [];
  /** What the receiver does with each request, in order: throw (unreachable) or answer a status. */
  let answers: (number | 'unreachable')[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new JobQueue({
      database,
      clock,
      log: createLogger({ logLevel: 'silent' }),
      providers: {} as Providers,
      webhookTransport: async (request) => {
        received.push(request);
        const answer = answers.shift() ?? 200;
        if (answer === 'unreachable') throw new Error('connect ECONNREFUSED');
        return { status: answer };
      },
    });
    queue.register([deliverWebhookJob] as never);
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop(1_000);
    await database.close();
  });

  /** The next attempt waiting in the queue, taken out of it (the test works it when the fake clock says so). */
  async function takeWaitingAttempt(): Promise<{ data: WebhookDeliveryPayload; delaySeconds: number } | null> {
    return database.withSystem(async (tx) => {
      const [job] = await queryRows<{ id: string; data: WebhookDeliveryPayload; delay: number }>(
        tx,
        sql`select id, data, extract(epoch from start_after - now())::int as delay
              from pgboss.job where name = ${deliverWebhookJob.name} and state = 'created'
             order by created_on limit 1`,
      );
      if (!job) return null;
      await tx.execute(sql`delete from pgboss.job where name = ${deliverWebhookJob.name} and id = ${job.id}`);
      return { data: job.data, delaySeconds: job.delay };
    });
  }

  const logOf = (deliveryId: string) =>
    database.withSystem((tx) =>
      queryRows<{
        attempt: number;
        status_code: number | null;
        error: string | null;
        outcome: string;
        attempted_at: string;
        next_attempt_at: string | null;
        duration_ms: number;
      }>(
        tx,
        sql`select attempt, status_code, error, outcome, attempted_at, next_attempt_at, duration_ms
              from webhook_deliveries where delivery_id = ${deliveryId} order by attempt`,
      ),
    );

  it('a receiver failing twice then succeeding gets three signed attempts, logged with growing delays', async () => {
    answers = ['unreachable', 500, 200];
    const body = JSON.stringify({ ref_id: 'TRX-1', status: 'Sukses' });
    const deliveryId = await database.withSystem((tx) =>
      enqueueWebhook(tx, queue, {
        subscriber: 'reseller:1',
        secret: 'reseller-secret',
        url: 'https://reseller.example/callback',
        body,
        tenantId: null,
      }),
    );

    // The first attempt is due at once; the next ones wait in the queue for their delay.
    expect(await queue.drain([deliverWebhookJob.name])).toBe(1);
    for (const expectedDelay of [30, 60]) {
      expect(await queue.drain([deliverWebhookJob.name])).toBe(0);
      const waiting = await takeWaitingAttempt();
      if (!waiting) throw new Error('no retry was scheduled');
      expect(waiting.delaySeconds).toBeGreaterThan(expectedDelay - 5);
      expect(waiting.delaySeconds).toBeLessThanOrEqual(expectedDelay);
      clock.advance(expectedDelay * 1000);
      await queue.runNow(deliverWebhookJob, waiting.data);
    }
    expect(await takeWaitingAttempt()).toBeNull();

    expect(received).toHaveLength(3);
    for (const [index, request] of received.entries()) {
      expect(request.url).toBe('https://reseller.example/callback');
      expect(request.body).toBe(body);
      expect(request.headers[webhookDeliveryHeader]).toBe(deliveryId);
      expect(request.headers[webhookAttemptHeader]).toBe(String(index + 1));
      expect(verifyWebhookSignature('reseller-secret', request.body, request.headers[webhookSignatureHeader])).toBe(
        true,
      );
      expect(verifyWebhookSignature('another-secret', request.body, request.headers[webhookSignatureHeader])).toBe(
        false,
      );
    }

    const log = await logOf(deliveryId);
    expect(log.map(({ attempt, status_code, error, outcome }) => ({ attempt, status_code, error, outcome }))).toEqual([
      { attempt: 1, status_code: null, error: 'connect ECONNREFUSED', outcome: 'retrying' },
      { attempt: 2, status_code: 500, error: 'HTTP 500', outcome: 'retrying' },
      { attempt: 3, status_code: 200, error: null, outcome: 'delivered' },
    ]);
    const time = (at: string | null | undefined) => (at ? new Date(at).getTime() : null);
    const gaps = log.map((row) =>
      row.next_attempt_at === null ? null : ((time(row.next_attempt_at) ?? 0) - (time(row.attempted_at) ?? 0)) / 1000,
    );
    expect(gaps).toEqual([30, 60, null]);
    // Each attempt happened when the one before said it would, on the app's clock.
    expect(time(log[1]?.attempted_at)).toBe(time(log[0]?.next_attempt_at));
    expect(time(log[2]?.attempted_at)).toBe(time(log[1]?.next_attempt_at));
    expect(time(log[0]?.attempted_at)).toBe(new Date('2026-11-22T03:00:00.000Z').getTime());
    for (const row of log) expect(row.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('a webhook of a transaction that rolls back is never sent', async () => {
    const before = received.length;
    await expect(
      database.withSystem(async (tx) => {
        await enqueueWebhook(tx, queue, {
          subscriber: 'reseller:1',
          secret: 'reseller-secret',
          url: 'https://reseller.example/callback',
          body: '{}',
          tenantId: null,
        });
        throw new Error('the purchase failed to commit');
      }),
    ).rejects.toThrow('the purchase failed to commit');
    expect(await queue.drain([deliverWebhookJob.name])).toBe(0);
    expect(received).toHaveLength(before);
  });
});
