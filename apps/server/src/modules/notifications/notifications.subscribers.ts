import type { NotificationType } from '@konter/shared/contracts/notifications';
import { defineSubscriber, type DomainEventOf } from '../../platform/domain-events.ts';
import type { JobContext } from '../../platform/queue.ts';
import { notifyAndDeliver, type NotificationInput } from './notifications.service.ts';

/**
 * The inbox hears of what happened to an account through the domain events (decision 026). Each subscriber is
 * asynchronous: a notification that cannot be written never holds up or rolls back the purchase or deposit it is
 * about, and a retried job writes it once (unique per account and source). Each new notification then goes out
 * by push, e-mail and WhatsApp in jobs of its own (notifyAndDeliver).
 */
const write = (context: JobContext, input: NotificationInput) =>
  context.database.withTenant(input.tenantId, (tx) => notifyAndDeliver(tx, context.queue, input));

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

/** A top-up left unpaid past its expiry: the person who may still wait for it hears that it will not come. */
const depositExpired = defineSubscriber({
  name: 'notifications.deposit-expired',
  type: 'deposit.expired',
  mode: 'async',
  async handle(event: DomainEventOf<'deposit.expired'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'deposit.expired',
      params: { amount: event.amount, code: event.code },
      link: `/payment/deposit/topup/${event.code}`,
      sourceKey: `deposit:${event.code}:expired`,
      at: new Date(event.at),
    });
  },
});

/** XLS-05: the spreadsheet upload's rows all have their outcome; the link opens the upload with its result. */
const bulkFinished = defineSubscriber({
  name: 'notifications.bulk-finished',
  type: 'bulk.finished',
  mode: 'async',
  async handle(event: DomainEventOf<'bulk.finished'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'bulk.finished',
      params: { file: event.fileName, succeeded: event.succeeded, failed: event.failed },
      link: `/prabayar/topupByExcel?upload=${event.uploadId}`,
      sourceKey: `bulk:${event.uploadId}:finished`,
      at: new Date(event.at),
    });
  },
});

/** DEP-09: the buyer's cashback reached its deposit (the day after the purchase). */
const cashbackCredited = defineSubscriber({
  name: 'notifications.cashback-credited',
  type: 'cashback.credited',
  mode: 'async',
  async handle(event: DomainEventOf<'cashback.credited'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'cashback.credited',
      params: { amount: event.amount, ref: event.source.replace(/^purchase:/, '') },
      link: '/account/laporan/deposit',
      sourceKey: `cashback:${event.accrualId}`,
      at: new Date(event.at),
    });
  },
});

/** An upline's commission on a downline's purchase reached its cashback wallet. */
const commissionCredited = defineSubscriber({
  name: 'notifications.commission-credited',
  type: 'commission.credited',
  mode: 'async',
  async handle(event: DomainEventOf<'commission.credited'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'commission.credited',
      params: { amount: event.amount, product: event.productName ?? event.refId, ref: event.refId },
      link: '/account/cashback-history',
      sourceKey: `commission:${event.refId}`,
      at: new Date(event.at),
    });
  },
});

/**
 * ACC-08: a new device waits for approval; the account's trusted devices are told (the inbox and, with high urgency,
 * push to every subscribed browser of the account) and the link opens the devices page where it is approved.
 */
const deviceLoginRequested = defineSubscriber({
  name: 'notifications.device-login-requested',
  type: 'device.login-requested',
  mode: 'async',
  async handle(event: DomainEventOf<'device.login-requested'>, context) {
    await write(context, {
      tenantId: event.tenantId,
      accountId: event.accountId,
      type: 'device.login-request',
      params: { device: event.device, ip: event.ip },
      link: '/account/devices',
      sourceKey: `device-login:${event.requestId}`,
      at: new Date(event.at),
    });
  },
});

/**
 * AGT-07: a debt's notification to its borrower, and the same news to the master agent who lent it (the agent named,
 * linking to the Agent Center's debt list); none to anyone else when the tenant lent. Each is written once per loan
 * and `occasion` (a retried or repeated job tells nothing new).
 */
async function tellLoan(
  context: JobContext,
  event: DomainEventOf<'loan.overdue'> | DomainEventOf<'loan.due'>,
  types: { borrower: NotificationType; lender: NotificationType },
  occasion: string,
) {
  const params = { amount: event.unpaid, due_date: event.dueDate };
  const at = new Date(event.at);
  await write(context, {
    tenantId: event.tenantId,
    accountId: event.accountId,
    type: types.borrower,
    params,
    link: '/account/utang',
    sourceKey: `loan:${event.loanId}:${occasion}`,
    at,
  });
  if (!event.lenderId || !event.borrower) return;
  await write(context, {
    tenantId: event.tenantId,
    accountId: event.lenderId,
    type: types.lender,
    params: { ...params, agent: event.borrower.name, phone: event.borrower.phone },
    link: '/agent-center/list-agent-debt',
    sourceKey: `loan:${event.loanId}:${occasion}:lender`,
    at,
  });
}

/** AGT-07: a debt marked overdue. */
const loanOverdue = defineSubscriber({
  name: 'notifications.loan-overdue',
  type: 'loan.overdue',
  mode: 'async',
  async handle(event: DomainEventOf<'loan.overdue'>, context) {
    await tellLoan(
      context,
      event,
      { borrower: 'loan.overdue', lender: 'loan.agent-overdue' },
      `overdue:${event.dueDate}`,
    );
  },
});

/** AGT-07: the daily reminder of a debt due today or tomorrow, once per loan and Jakarta day. */
const loanDue = defineSubscriber({
  name: 'notifications.loan-due',
  type: 'loan.due',
  mode: 'async',
  async handle(event: DomainEventOf<'loan.due'>, context) {
    const today = event.when === 'today';
    await tellLoan(
      context,
      event,
      today
        ? { borrower: 'loan.due-today', lender: 'loan.agent-due-today' }
        : { borrower: 'loan.due-tomorrow', lender: 'loan.agent-due-tomorrow' },
      `due:${event.remindedOn}`,
    );
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
  depositExpired,
  bulkFinished,
  cashbackCredited,
  commissionCredited,
  deviceLoginRequested,
  loanOverdue,
  loanDue,
] as const;
