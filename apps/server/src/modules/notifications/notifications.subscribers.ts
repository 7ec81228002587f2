import { defineSubscriber, type DomainEventOf } from '../../platform/domain-events.ts';
import type { JobContext } from '../../platform/queue.ts';
import { notify, type NotificationInput } from './notifications.service.ts';
import { notifyChannelsJob } from './notifications.jobs.ts';
import { pushNotificationJob } from './push.jobs.ts';

/**
 * The inbox hears of what happened to an account through the domain events (decision 026). Each subscriber is
 * asynchronous: a notification that cannot be written never holds up or rolls back the purchase or deposit it is
 * about, and a retried job writes it once (unique per account and source). Each new notification is then pushed
 * to the account's browsers by jobs of its own (push.jobs.ts).
 */
async function write(context: JobContext, input: NotificationInput): Promise<void> {
  await context.database.withTenant(input.tenantId, async (tx) => {
    const row = await notify(tx, input);
    // Web push (NTF-03), e-mail and WhatsApp go out after this commits, once per new notification (a retried job
    // writes none), each channel in jobs of its own.
    if (row) {
      const job = { tenantId: input.tenantId, notificationId: row.id };
      await context.queue.enqueue(tx, pushNotificationJob, job);
      await context.queue.enqueue(tx, notifyChannelsJob, job);
    }
  });
}

const receiptLink = (kind: 'prepaid' | 'postpaid', refId: string) =>
  `/receipt/${kind === 'postpaid' ? 'pascabayar' : 'prabayar'}/${refId}`;

const purchaseSettled = defineSubscriber({
  name: 'notifications.purchase-settled',
  type: 'purchase.settled',
  mode: 'async',
  async handle(event: DomainEventOf<'purchase.settled'>, context) {
    const success = event.outcome === 'success' || event.outcome === 'late_success';
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: success ? 'purchase.success' : 'purchase.failed',
      params: {
        product: event.productName ?? event.refId,
        destination: event.destination ?? '',
        amount: event.price,
        ref: event.refId,
      },
      link: receiptLink(event.kind, event.refId),
      // A late success after an expiry (refunded, then charged again) is news of its own.
      sourceKey: `purchase:${event.refId}:${success ? 'success' : 'failed'}`,
      at: new Date(event.at),
    });
  },
});

const purchaseReturned = defineSubscriber({
  name: 'notifications.purchase-returned',
  type: 'purchase.returned',
  mode: 'async',
  async handle(event: DomainEventOf<'purchase.returned'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'purchase.returned',
      params: { product: event.productName ?? event.refId, amount: event.price, ref: event.refId },
      link: receiptLink(event.kind ?? 'prepaid', event.refId),
      sourceKey: `purchase:${event.refId}:returned`,
      at: new Date(event.at),
    });
  },
});

const depositCredited = defineSubscriber({
  name: 'notifications.deposit-credited',
  type: 'deposit.credited',
  mode: 'async',
  async handle(event: DomainEventOf<'deposit.credited'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'deposit.credited',
      params: { amount: event.amount, code: event.code },
      link: `/payment/deposit/topup/${event.code}`,
      sourceKey: `deposit:${event.code}:credited`,
      at: new Date(event.at),
    });
  },
});

const depositReversed = defineSubscriber({
  name: 'notifications.deposit-reversed',
  type: 'deposit.reversed',
  mode: 'async',
  async handle(event: DomainEventOf<'deposit.reversed'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'deposit.reversed',
      params: { amount: event.amount, code: event.code },
      link: `/payment/deposit/topup/${event.code}`,
      // Each refund notification takes back a further amount: one notification per amount taken back.
      sourceKey: `deposit:${event.code}:reversed:${event.at}`,
      at: new Date(event.at),
    });
  },
});

const transferReceived = defineSubscriber({
  name: 'notifications.transfer-received',
  type: 'deposit.transferred',
  mode: 'async',
  async handle(event: DomainEventOf<'deposit.transferred'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'transfer.received',
      params: { amount: event.amount, sender: event.senderName, sender_hp: event.senderHp, code: event.code },
      link: '/payment/deposit/history',
      sourceKey: `transfer:${event.code}`,
      at: new Date(event.at),
    });
  },
});

/** TRX-09: "we will notify you" when a name check took too long to wait for. */
const nameCheckCompleted = defineSubscriber({
  name: 'notifications.name-check-completed',
  type: 'name-check.completed',
  mode: 'async',
  async handle(event: DomainEventOf<'name-check.completed'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: event.status === 'success' ? 'name-check.success' : 'name-check.failed',
      params: { destination: event.destination, name: event.name ?? '' },
      link: null,
      sourceKey: `name-check:${event.checkId}`,
      at: new Date(event.at),
    });
  },
});

/** SHP-05: a member hears of each change of a shop order (a guest has no inbox: the link's page shows the order). */
const shopOrderChanged = defineSubscriber({
  name: 'notifications.shop-order-changed',
  type: 'shop.order-changed',
  mode: 'async',
  async handle(event: DomainEventOf<'shop.order-changed'>, context) {
    const unpaid = event.cancelReason === 'payment_expired' || event.cancelReason === 'payment_failed';
    const type =
      event.status === 'pending'
        ? 'shop.order.paid'
        : event.status === 'cancelled'
          ? unpaid
            ? 'shop.order.expired'
            : 'shop.order.cancelled'
          : (`shop.order.${event.status}` as const);
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type,
      params: {
        number: event.number,
        amount: event.total,
        service: event.shippingService,
        receipt: event.receiptNumber ?? '',
        reason: event.cancelReason ?? '',
      },
      link: '/shop/transaction/all',
      sourceKey: `shop-order:${event.orderId}:${event.status}`,
      at: new Date(event.at),
    });
  },
});

export const notificationSubscribers = [
  purchaseSettled,
  purchaseReturned,
  depositCredited,
  depositReversed,
  transferReceived,
  nameCheckCompleted,
  shopOrderChanged,
] as const;
