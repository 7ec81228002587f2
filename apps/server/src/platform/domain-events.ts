import { z } from 'zod';
import type { Tx } from '../db/client.ts';
// Types only: queue.ts makes this module's DomainEvents, so a value imported back from it would close a cycle.
import type { JobContext, JobDefinition, JobQueue } from './queue.ts';

/**
 * Domain events (decision 026): what happened to a purchase, a deposit or an account, told to whoever cares about it
 * without the code that made it happen knowing them. Every event type and its payload is declared here, in one
 * place; amounts are integer Rupiah and times ISO strings (a payload travels as JSON through the job queue).
 */
const base = {
  tenantId: z.uuid(),
  accountId: z.uuid(),
  /** When the change happened (the app clock of the transaction that made it), not when a subscriber runs. */
  at: z.iso.datetime(),
};

const money = z.number().int();

/**
 * AGT-07: who lent a debt (the master agent; null: the tenant) and whom it is owed by, so the lender is told too, the
 * agent named (optional: events stored before they were added lack them).
 */
const loanLender = {
  lenderId: z.uuid().nullable().optional(),
  borrower: z.object({ name: z.string(), phone: z.string() }).optional(),
};

/** What a purchase was, for whoever tells its owner (optional: events stored before they were added lack them). */
const purchaseSubject = {
  productName: z.string().optional(),
  destination: z.string().optional(),
};

export const domainEventSchema = z.discriminatedUnion('type', [
  /**
   * A purchase reached a final outcome: `success` (also a success that arrived after the purchase expired,
   * `late_success`), `failed` or `expired` (both refunded). The amounts are the purchase's own.
   */
  z.object({
    type: z.literal('purchase.settled'),
    ...base,
    purchaseId: z.uuid(),
    refId: z.string(),
    kind: z.enum(['prepaid', 'postpaid']),
    outcome: z.enum(['success', 'late_success', 'failed', 'expired']),
    price: money,
    buyingPrice: money,
    sellingPrice: money,
    cashback: money,
    ...purchaseSubject,
  }),
  /** A delivered purchase the supplier took back later: its price went back to the deposit (or to the house). */
  z.object({
    type: z.literal('purchase.returned'),
    ...base,
    purchaseId: z.uuid(),
    refId: z.string(),
    price: money,
    cashback: money,
    ...purchaseSubject,
    kind: z.enum(['prepaid', 'postpaid']).optional(),
  }),
  /** A top-up was credited to the deposit (gateway payment or matched bank transfer). */
  z.object({
    type: z.literal('deposit.credited'),
    ...base,
    depositId: z.uuid(),
    code: z.string(),
    provider: z.string(),
    amount: money,
  }),
  /** A top-up was not paid before its expiry (the sweep, or the gateway saying so): nothing was credited. */
  z.object({
    type: z.literal('deposit.expired'),
    ...base,
    depositId: z.uuid(),
    code: z.string(),
    provider: z.string(),
    amount: money,
  }),
  /** A gateway refund or chargeback was taken back from a credited top-up (decision 020). */
  z.object({
    type: z.literal('deposit.reversed'),
    ...base,
    depositId: z.uuid(),
    code: z.string(),
    /** What this notification took back (the difference to the total taken back before). */
    amount: money,
    /** The part the deposit no longer held (carried by the house, flagged on the deposit). */
    unrecovered: money,
  }),
  /** A background account-name check (TRX-09) finished: the screen promised to tell the account. */
  z.object({
    type: z.literal('name-check.completed'),
    ...base,
    checkId: z.uuid(),
    destination: z.string(),
    status: z.enum(['success', 'failed']),
    name: z.string().nullable(),
  }),
  /** A deposit transfer (DEP-08) reached its receiver: `accountId` is the receiver's. */
  z.object({
    type: z.literal('deposit.transferred'),
    ...base,
    code: z.string(),
    amount: money,
    senderId: z.uuid(),
    senderName: z.string(),
    senderHp: z.string(),
  }),
  /**
   * SHP-05: a member's shop order moved: paid (`pending`), processed, shipped, done or cancelled (`cancelReason`:
   * the seller's words, or `payment_expired` / `payment_failed` when the gateway's payment never came).
   */
  z.object({
    type: z.literal('shop.order-changed'),
    ...base,
    orderId: z.uuid(),
    number: z.string(),
    status: z.enum(['pending', 'processed', 'shipped', 'done', 'cancelled']),
    total: money,
    shippingService: z.string(),
    receiptNumber: z.string().nullable(),
    cancelReason: z.string().nullable(),
  }),
  /** DEP-09: a purchase's cashback went to the buyer's deposit (the daily credit of what was earned before today). */
  z.object({
    type: z.literal('cashback.credited'),
    ...base,
    accrualId: z.uuid(),
    amount: money,
    /** What earned it (`purchase:<ref>`). */
    source: z.string(),
  }),
  /** An upline's commission on a downline's purchase reached its cashback wallet (the purchase succeeded). */
  z.object({
    type: z.literal('commission.credited'),
    ...base,
    purchaseId: z.uuid(),
    refId: z.string(),
    amount: money,
    productName: z.string().optional(),
  }),
  /** XLS-05: every row of a confirmed spreadsheet upload has its outcome (or the upload was cancelled). */
  z.object({
    type: z.literal('bulk.finished'),
    ...base,
    uploadId: z.uuid(),
    fileName: z.string(),
    status: z.enum(['done', 'canceled']),
    succeeded: z.number().int(),
    failed: z.number().int(),
  }),
  /** ACC-08: a new device asks to log in and waits for a trusted device of the account to approve it. */
  z.object({
    type: z.literal('device.login-requested'),
    ...base,
    requestId: z.uuid(),
    device: z.string(),
    ip: z.string(),
    expiresAt: z.iso.datetime(),
  }),
  /** AGT-07: a debt was marked overdue by the daily job (drawing on the loan stops). */
  z.object({
    type: z.literal('loan.overdue'),
    ...base,
    loanId: z.uuid(),
    dueDate: z.string(),
    unpaid: money,
    ...loanLender,
  }),
  /** AGT-07: the daily reminder of a debt falling due today or tomorrow (one per loan and Jakarta day). */
  z.object({
    type: z.literal('loan.due'),
    ...base,
    loanId: z.uuid(),
    dueDate: z.string(),
    /** The Jakarta day of the reminder: the notification is written once per loan and day. */
    remindedOn: z.string(),
    when: z.enum(['today', 'tomorrow']),
    unpaid: money,
    ...loanLender,
  }),
  /** A new account registered itself (unverified until its e-mail link is opened). */
  z.object({
    type: z.literal('account.registered'),
    ...base,
    referredBy: z.uuid().nullable(),
  }),
  /**
   * An account deleted itself (ACC-10; restorable by logging in within 7 days). What it left that must not outlive
   * the deletion (an affiliate's identity document, REF-02) is removed by subscribers after the commit.
   */
  z.object({
    type: z.literal('account.deleted'),
    ...base,
  }),
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;

/**
 * A subscriber is either
 * - `sync`: runs inside the emitting transaction, so its writes commit or roll back with the change (use it only for
 *   work that must be exactly as durable as the change, or that is itself delivered on commit, like a NOTIFY); or
 * - `async`: a job enqueued in the emitting transaction (the outbox of decision 002) and run by a worker after the
 *   commit, at least once: retried with backoff when it throws, so its handler must be idempotent.
 */
export type DomainEventSubscriber<Type extends DomainEventType = DomainEventType> =
  | {
      name: string;
      type: Type;
      mode: 'sync';
      handle: (tx: Tx, event: DomainEventOf<Type>) => Promise<void>;
    }
  | {
      name: string;
      type: Type;
      mode: 'async';
      handle: (event: DomainEventOf<Type>, context: JobContext) => Promise<void>;
      retryLimit?: number;
    };

/** A subscriber of any one event type. */
export type AnySubscriber = { [Type in DomainEventType]: DomainEventSubscriber<Type> }[DomainEventType];

/** Declares a subscriber; `name` is unique and names its job queue (`events.<name>`), so keep it once chosen. */
export function defineSubscriber<Type extends DomainEventType>(
  subscriber: DomainEventSubscriber<Type>,
): DomainEventSubscriber<Type> {
  return subscriber;
}

/** The job of an async subscriber: the event is parsed again when the worker takes it. */
export function subscriberJob(subscriber: DomainEventSubscriber): JobDefinition<DomainEvent> {
  if (subscriber.mode !== 'async') throw new Error(`${subscriber.name} runs in the emitting transaction`);
  return {
    name: `events.${subscriber.name}`,
    schema: domainEventSchema,
    retryLimit: subscriber.retryLimit ?? 8,
    retryDelaySeconds: 5,
    handler: (event, context) => subscriber.handle(event as never, context),
  };
}

/**
 * The event bus of a job queue. `emit(tx, event)` belongs in the transaction of the state change: synchronous
 * subscribers run there and then, asynchronous ones are enqueued there (so they exist if and only if the change
 * commits). The emitter knows no subscriber; the subscribers are listed once (`runtime.ts`, `allSubscribers`).
 */
export class DomainEvents {
  readonly #queue: JobQueue;
  readonly #subscribers = new Map<DomainEventType, AnySubscriber[]>();
  readonly #jobs = new Map<string, JobDefinition<DomainEvent>>();

  constructor(queue: JobQueue) {
    this.#queue = queue;
  }

  /** Adds subscribers and returns the jobs of the asynchronous ones, which the queue must register before it starts. */
  subscribe(subscribers: readonly AnySubscriber[]): JobDefinition<DomainEvent>[] {
    const jobs: JobDefinition<DomainEvent>[] = [];
    for (const subscriber of subscribers) {
      const list = this.#subscribers.get(subscriber.type) ?? [];
      if (list.some((other) => other.name === subscriber.name)) continue;
      list.push(subscriber);
      this.#subscribers.set(subscriber.type, list);
      if (subscriber.mode === 'async') {
        const job = subscriberJob(subscriber as unknown as DomainEventSubscriber);
        this.#jobs.set(subscriber.name, job);
        jobs.push(job);
      }
    }
    return jobs;
  }

  async emit(tx: Tx, event: DomainEvent): Promise<void> {
    const parsed = domainEventSchema.parse(event);
    for (const subscriber of this.#subscribers.get(parsed.type) ?? []) {
      if (subscriber.mode === 'sync') {
        await subscriber.handle(tx, parsed as never);
      } else {
        const job = this.#jobs.get(subscriber.name);
        if (job) await this.#queue.enqueue(tx, job, parsed);
      }
    }
  }

  /** The job queues of the asynchronous subscribers (for tests and the CLI that work them on the fake clock). */
  jobNames(): string[] {
    return [...this.#jobs.values()].map((job) => job.name);
  }
}
