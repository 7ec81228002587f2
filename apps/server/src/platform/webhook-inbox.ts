import { and, eq, gte, inArray, isNull, like, or } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { webhookInbox } from '../db/schema/webhooks.ts';

/**
 * The one inbox of inbound webhooks (decision 026): store first, then process. A provider retries what it thinks
 * we did not get, and delivers twice or out of order; the inbox keeps each delivery once (unique per provider and
 * delivery id), so a repeat is recognised before it can change anything, and a delivery whose subject is not there
 * yet waits unprocessed for a later pass.
 */
export type InboundDelivery = {
  provider: string;
  /** The provider's identity of this delivery (unique per provider): what makes a repeat a repeat. */
  deliveryId: string;
  /** The tenant, when the delivery names something of one; null when that is found only later. */
  tenantId: string | null;
  /** What it is about: a deposit code, a purchase's ref_id. */
  reference: string;
  payload: object;
  receivedAt: Date;
};

/** Stores a delivery; false when it was stored before (a repeat: change nothing). */
export async function storeDelivery(tx: Tx, delivery: InboundDelivery): Promise<boolean> {
  const rows = await tx
    .insert(webhookInbox)
    .values(delivery)
    .onConflictDoNothing({ target: [webhookInbox.provider, webhookInbox.deliveryId] })
    .returning({ deliveryId: webhookInbox.deliveryId });
  return rows.length > 0;
}

/** Records what a stored delivery did; `tenantId` when it was learned while processing. */
export async function markProcessed(
  tx: Tx,
  key: { provider: string; deliveryId: string },
  outcome: string,
  at: Date,
  tenantId?: string,
): Promise<void> {
  await tx
    .update(webhookInbox)
    .set({ processedAt: at, outcome, ...(tenantId ? { tenantId } : {}) })
    .where(and(eq(webhookInbox.provider, key.provider), eq(webhookInbox.deliveryId, key.deliveryId)));
}

/**
 * Stores a delivery and processes it in the same transaction: both happen or neither (a failure leaves nothing
 * stored, so the provider's retry is processed afresh). A repeat answers 'duplicate' without processing.
 */
export async function storeThenProcess(
  tx: Tx,
  delivery: InboundDelivery,
  process: () => Promise<string>,
  now: () => Date,
): Promise<string> {
  if (!(await storeDelivery(tx, delivery))) return 'duplicate';
  const outcome = await process();
  await markProcessed(tx, delivery, outcome, now());
  return outcome;
}

/** Deliveries of these providers still waiting to be processed, received after `since`, oldest first. */
/** `providerPrefix`: providers whose name starts so are read too (a tenant's own supplier, `digiflazz@<slug>`). */
export async function waitingDeliveries(
  tx: Tx,
  providers: readonly string[],
  since: Date,
  limit: number,
  providerPrefix?: string,
) {
  if (providers.length === 0 && providerPrefix === undefined) return [];
  const named = providers.length ? inArray(webhookInbox.provider, [...providers]) : undefined;
  const prefixed = providerPrefix === undefined ? undefined : like(webhookInbox.provider, `${providerPrefix}%`);
  return tx
    .select()
    .from(webhookInbox)
    .where(and(or(named, prefixed), isNull(webhookInbox.processedAt), gte(webhookInbox.receivedAt, since)))
    .orderBy(webhookInbox.receivedAt)
    .limit(limit);
}
