import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema/webhooks.ts';
import { defineJob, type JobContext, type JobQueue } from './queue.ts';
import {
  postWebhook,
  signWebhook,
  webhookAttemptHeader,
  webhookDeliveryHeader,
  webhookSignatureHeader,
  type WebhookRequest,
} from './webhook-transport.ts';

/**
 * Outbound webhooks (decision 026): the one way the app calls somebody else's URL when something happened (an H2H
 * reseller's purchase callback, later others). Each webhook is signed with its subscriber's secret, posted by a job
 * after the commit that caused it, retried with growing delays through the job queue, and every attempt is logged
 * in `webhook_deliveries`.
 *
 * Two layers: the transport, the signature and one attempt (platform/webhook-transport.ts) need no database, and
 * the provider simulators post through them too; `enqueueWebhook` and its job (here) add the retries and the log on
 * the app's queue and database.
 */

/** Attempts before giving up: with the delays below the last one is about 2 hours after the first. */
export const webhookMaxAttempts = 8;
const firstRetrySeconds = 30;

/** The wait after a failed attempt `attempt` (1-based): 30 s, 1 min, 2 min, 4 min… doubling. */
export function webhookRetryDelaySeconds(attempt: number): number {
  return firstRetrySeconds * 2 ** (attempt - 1);
}

const deliveryPayload = z.object({
  deliveryId: z.uuid(),
  tenantId: z.uuid().nullable(),
  subscriber: z.string().min(1),
  url: z.url(),
  body: z.string(),
  /** Computed once when enqueued (the body does not change between attempts), so no job carries a secret. */
  signature: z.string(),
  /** The header the signature goes in: `konter-signature` unless the receiver speaks another protocol. */
  signatureHeader: z.string().optional(),
  attempt: z.number().int().min(1),
});

export type WebhookDeliveryPayload = z.infer<typeof deliveryPayload>;

/**
 * One attempt. pg-boss's own retry is off: a failed attempt is logged and the next one enqueued in the same
 * transaction with its delay, so the log always says when the next attempt is due, counted on the app's clock.
 */
export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  schema: deliveryPayload,
  retryLimit: 0,
  expireInSeconds: 120,
  handler: attemptWebhook,
});

async function attemptWebhook(payload: WebhookDeliveryPayload, context: JobContext): Promise<void> {
  const request: WebhookRequest = {
    url: payload.url,
    body: payload.body,
    headers: {
      'content-type': 'application/json',
      [payload.signatureHeader ?? webhookSignatureHeader]: payload.signature,
      [webhookDeliveryHeader]: payload.deliveryId,
      [webhookAttemptHeader]: String(payload.attempt),
    },
  };
  const result = await postWebhook(context.webhookTransport, request);
  const at = context.clock.now();
  const lastAttempt = payload.attempt >= webhookMaxAttempts;
  const delay = result.ok || lastAttempt ? null : webhookRetryDelaySeconds(payload.attempt);
  await context.database.withSystem(async (tx) => {
    await tx.insert(webhookDeliveries).values({
      deliveryId: payload.deliveryId,
      tenantId: payload.tenantId,
      subscriber: payload.subscriber,
      url: payload.url,
      attempt: payload.attempt,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      outcome: result.ok ? 'delivered' : lastAttempt ? 'gave_up' : 'retrying',
      attemptedAt: at,
      nextAttemptAt: delay === null ? null : new Date(at.getTime() + delay * 1000),
    });
    if (delay !== null) {
      await context.queue.enqueue(
        tx,
        deliverWebhookJob,
        { ...payload, attempt: payload.attempt + 1 },
        {
          startAfterSeconds: delay,
        },
      );
    }
  });
  if (!result.ok) context.log.warn({ ...payload, body: undefined, ...result }, 'webhook delivery failed');
}

/**
 * Sends a webhook after the caller's transaction commits (none if it rolls back): signed with the subscriber's
 * secret, then attempted until a 2xx or `webhookMaxAttempts`. Returns the delivery id, which the receiver sees in
 * `Konter-Delivery` on every attempt (its idempotency key) and which names the attempts in `webhook_deliveries`.
 */
export async function enqueueWebhook(
  tx: Tx,
  queue: JobQueue,
  webhook: {
    subscriber: string;
    secret: string;
    url: string;
    body: string;
    tenantId: string | null;
    /**
     * A receiver that expects another protocol's signature (the reseller API's callbacks are Digiflazz's
     * `X-Hub-Signature`, HMAC-SHA1): the header and how to sign, still computed here, once.
     */
    signature?: { header: string; sign: (secret: string, body: string) => string };
  },
): Promise<string> {
  const deliveryId = randomUUID();
  await queue.enqueue(tx, deliverWebhookJob, {
    deliveryId,
    tenantId: webhook.tenantId,
    subscriber: webhook.subscriber,
    url: webhook.url,
    body: webhook.body,
    signature: (webhook.signature?.sign ?? signWebhook)(webhook.secret, webhook.body),
    ...(webhook.signature ? { signatureHeader: webhook.signature.header } : {}),
    attempt: 1,
  });
  return deliveryId;
}
