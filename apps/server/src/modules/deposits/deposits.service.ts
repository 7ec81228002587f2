import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type {
  Deposit,
  DepositSettingsResponse,
  cashbackRedeemBody,
  depositRequestBody,
  topUpBody,
  transferBody,
} from '@konter/shared/contracts/deposits';
import {
  computeTopUpFee,
  midtransMethods,
  offeredNominals,
  validateTopUpAmount,
  xenditMethods,
} from '@konter/shared/fees/deposit-fees';
import { addDays, jakartaDate, jakartaDayStart, jakartaMinuteOfDay } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import type {
  BankMutationFeed,
  GatewayReversal,
  GatewayStatusReport,
  PaymentGateway,
  VerifiedNotification,
} from '../../integrations/payments/payment-gateway.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { storeThenProcess } from '../../platform/webhook-inbox.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { createAuditService } from '../audit/index.ts';
import { findAccountById, findAccountByLogin, verifyAccountPassword } from '../accounts/index.ts';
import { getHolderBalances, holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { depositErrors } from './deposits.errors.ts';
import {
  claimAccrual,
  decideDepositRequest,
  dueAccruals,
  findDepositRequest,
  findDepositByCode,
  findPendingBankDeposits,
  findBankMutation,
  flagBankMutation,
  findTenantOfDeposit,
  insertAccrual,
  deleteUncreditedAccrual,
  insertBankMutation,
  insertDeposit,
  insertDepositRequest,
  insertTransferRow,
  linkBankMutation,
  listDepositRequests,
  listDeposits,
  listTransfers,
  overdueDeposits,
  updateDeposit,
  usedBankAmounts,
  type DepositRow,
} from './deposits.repository.ts';

const hourMs = 60 * 60_000;
/** How many times a bank request picks its unique digits again after losing a race for them. */
const bankDigitAttempts = 10;
export const depositPolicy = {
  /** DEP-06: a bank transfer request is claimed within 1×24 h of when it is processed. */
  bankClaimMs: 24 * hourMs,
  /** How long a gateway payment page stays open. */
  gatewayExpiryMs: 24 * hourMs,
} as const;

export type Gateways = { midtrans: PaymentGateway; xendit: PaymentGateway };

/**
 * A payment another module takes through the same gateways (the shop's orders, SHP-03), told apart by its reference's
 * prefix: its notifications are verified by the same route and stored in the same inbox, then handed to it.
 */
export type GatewayPaymentRoute = {
  owns(reference: string): boolean;
  tenantOf(reference: string): Promise<string | null>;
  /** Settles a verified notification inside the inbox's transaction; answers what happened. */
  handle(tx: Tx, tenantId: string, notification: VerifiedNotification): Promise<string>;
};

export type DepositsDeps = {
  database: Database;
  clock: Clock;
  /** A tenant's gateways: its own accounts where it has them (decision 027), else the installation's. */
  gatewaysFor: (tenantId: string) => Promise<Gateways>;
  /** The mutation feed of a tenant's bank account, or null when it has none configured. */
  bankFeedFor: (account: { tenantId: string; accountNumber: string }) => Promise<BankMutationFeed | null>;
  /** Domain events (decision 026): `deposit.credited`, `deposit.reversed`. */
  events: DomainEvents;
  /** Gateway payments that are not top-ups (the shop's orders), routed by reference. */
  otherPayments?: readonly GatewayPaymentRoute[];
};

function newCode(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return prefix + [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Where the provider sends the browser back. Snap goes to its return pages (/midtrans/…, NAV-04) and appends
 * order_id itself. Xendit returns to the URL as given: straight to this top-up's own page, which shows its status
 * live, rather than to pages named after the other provider.
 */
function returnUrlsOf(provider: 'xendit' | 'midtrans', returnBase: string, code: string) {
  if (provider === 'xendit') {
    const own = `${returnBase}/payment/deposit/topup/${code}`;
    return { finish: own, unfinish: own, error: own };
  }
  return {
    finish: `${returnBase}/midtrans/finish`,
    unfinish: `${returnBase}/midtrans/unfinish`,
    error: `${returnBase}/midtrans/error`,
  };
}

/** Whether the tenant offers a gateway method (its back office switches methods off, issue 17). */
function gatewayMethodOffered(tenant: Tenant, provider: string, method: string): boolean {
  return !tenant.depositSettings.disabledMethods.includes(`${provider}.${method}`);
}

export function depositSettingsOf(tenant: Tenant): DepositSettingsResponse {
  const settings = tenant.depositSettings;
  return {
    nominals: offeredNominals(settings.nominals, settings.settings.min_topup),
    banks: settings.banks.map((bank) => ({
      code: bank.code,
      name: bank.name,
      account_number: bank.accountNumber,
      account_holder: bank.accountHolder,
    })),
    virtuals: settings.virtuals,
    settings: settings.settings,
    methods: [
      ...xenditMethods.map((method) => ({ provider: 'xendit' as const, method })),
      ...midtransMethods.map((method) => ({ provider: 'midtrans' as const, method })),
    ].filter((method) => gatewayMethodOffered(tenant, method.provider, method.method)),
  };
}

export function toDepositResponse(row: DepositRow, tenant: Tenant): Deposit {
  const bank =
    row.provider === 'bank'
      ? tenant.depositSettings.banks.find((candidate) => candidate.code === row.method)
      : undefined;
  return {
    code: row.code,
    amount: row.amount,
    fee: row.fee,
    unique_code: row.uniqueCode,
    charged: row.charged,
    provider: row.provider,
    method: row.method,
    holder_name: row.holderName,
    status: row.status,
    payment_url: row.paymentUrl,
    bank: bank
      ? { code: bank.code, name: bank.name, account_number: bank.accountNumber, account_holder: bank.accountHolder }
      : null,
    process_date: row.processDate,
    expires_at: row.expiresAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** DEP-09: cashback a purchase earned today, credited to the deposit from tomorrow (once per source). */
export function recordCashbackAccrual(
  tx: Tx,
  tenantId: string,
  accrual: { accountId: string; amount: number; source: string },
  now: Date,
): Promise<void> {
  return insertAccrual(tx, {
    tenantId,
    accountId: accrual.accountId,
    amount: accrual.amount,
    source: accrual.source,
    earnedOn: jakartaDate(now),
    createdAt: now,
  });
}

/** Withdraws a purchase's cashback that was not credited yet (the purchase was returned); false when already paid. */
export async function cancelCashbackAccrual(tx: Tx, tenantId: string, source: string): Promise<boolean> {
  return deleteUncreditedAccrual(tx, tenantId, source);
}

export function createDepositsService(deps: DepositsDeps) {
  const { database, clock, gatewaysFor, events } = deps;
  const audit = createAuditService(clock);
  const routeOf = (reference: string) => deps.otherPayments?.find((route) => route.owns(reference)) ?? null;
  /** The tenant of a top-up code, or of another module's payment reference. */
  const tenantOfReference = (reference: string): Promise<string | null> => {
    const route = routeOf(reference);
    return route ? route.tenantOf(reference) : database.withSystem((tx) => findTenantOfDeposit(tx, reference));
  };

  /**
   * Credits a deposit exactly once: the row is locked, the ledger transfer carries the deposit code as its
   * idempotency key, and a deposit already paid is left alone. A payment for an expired deposit is still credited
   * and flagged for review; a short payment is flagged and not credited.
   */
  async function settle(
    tx: Tx,
    tenantId: string,
    code: string,
    report: Pick<GatewayStatusReport, 'status' | 'paidAmount' | 'paidAt'>,
    /** A person accepts a short payment (the reconciliation console): what arrived is credited, less the fee. */
    options: { acceptShort?: boolean } = {},
  ): Promise<string> {
    const deposit = await findDepositByCode(tx, tenantId, code, { lock: true });
    if (!deposit) return 'unknown_deposit';
    if (deposit.status === 'paid') {
      if (report.status !== 'failed') return 'already_paid';
      // A denial or cancellation after the money was credited (Midtrans `deny`/`cancel` of a settled payment): the
      // gateway may take the money back through a later refund or chargeback; until then a person looks at it.
      await updateDeposit(tx, tenantId, deposit.id, {
        reviewFlag: withFlag(deposit.reviewFlag, 'cancelled_after_payment'),
      });
      return 'flagged_cancelled_after_payment';
    }
    const now = clock.now();
    if (report.status === 'paid') {
      const paid = report.paidAmount ?? deposit.charged;
      if (paid < deposit.charged && !options.acceptShort) {
        await updateDeposit(tx, tenantId, deposit.id, { reviewFlag: `underpaid:${paid}`, paidAmount: paid });
        return 'flagged_underpaid';
      }
      const lateFlag = deposit.status === 'expired' && !options.acceptShort ? 'paid_after_expiry' : null;
      const clearing =
        deposit.provider === 'bank' ? houseCodes.bankClearing : houseCodes.gatewayClearing(deposit.provider);
      // What came in (never more than was asked: an overpayment is flagged) pays the fee first, the rest is credited.
      const received = Math.min(paid, deposit.charged);
      const fee = deposit.provider === 'bank' ? 0 : deposit.charged - deposit.amount;
      const credited = Math.max(0, received - fee);
      await postTransfer(tx, tenantId, {
        idempotencyKey: `deposit:${deposit.code}`,
        kind: 'deposit.topup',
        reference: deposit.code,
        at: now,
        legs: [
          ...(credited > 0 ? [{ code: holderCode('deposit', deposit.accountId), amount: credited }] : []),
          ...(received - credited > 0 ? [{ code: houseCodes.fees, amount: received - credited }] : []),
          { code: clearing, amount: -received },
        ],
      });
      await updateDeposit(tx, tenantId, deposit.id, {
        status: 'paid',
        paidAt: report.paidAt ?? now,
        paidAmount: paid,
        reviewFlag: lateFlag ?? (paid > deposit.charged ? `overpaid:${paid}` : null),
      });
      await events.emit(tx, {
        type: 'deposit.credited',
        tenantId,
        accountId: deposit.accountId,
        at: now.toISOString(),
        depositId: deposit.id,
        code: deposit.code,
        provider: deposit.provider,
        amount: credited,
      });
      return lateFlag ?? 'credited';
    }
    if (deposit.status !== 'pending') return `ignored_${report.status}`;
    if (report.status === 'failed' || report.status === 'expired') {
      await updateDeposit(tx, tenantId, deposit.id, { status: report.status });
      if (report.status === 'expired') {
        // The person may still be waiting to see it arrive: told that it will not (NTF-01).
        await events.emit(tx, {
          type: 'deposit.expired',
          tenantId,
          accountId: deposit.accountId,
          at: now.toISOString(),
          depositId: deposit.id,
          code: deposit.code,
          provider: deposit.provider,
          amount: deposit.charged,
        });
      }
      return report.status;
    }
    return 'still_pending';
  }

  /**
   * A refund or chargeback of a credited top-up: takes back what the gateway took back, through the ledger, once per
   * running total the gateway reports (a replay, a duplicate or an older total changes nothing). The holder's
   * deposit gives back what it received, up to what it still holds (the money may have been spent: never below
   * zero); the fee part goes back out of `house:fees`; what the deposit no longer holds is carried by
   * `house:adjustments` and flagged `reversal_unrecovered:<Rupiah>` for a person. A reversal that overtakes the
   * payment's own notification proves the payment: the top-up is credited first.
   */
  async function reverse(
    tx: Tx,
    tenantId: string,
    code: string,
    report: Pick<GatewayStatusReport, 'status' | 'paidAmount' | 'paidAt'>,
    reversal: GatewayReversal,
  ): Promise<string> {
    let deposit = await findDepositByCode(tx, tenantId, code, { lock: true });
    if (!deposit) return 'unknown_deposit';
    if (deposit.status !== 'paid') {
      const credited = await settle(tx, tenantId, code, { ...report, status: 'paid' });
      deposit = await findDepositByCode(tx, tenantId, code, { lock: true });
      if (!deposit || deposit.status !== 'paid') return credited;
    }
    const total = Math.min(reversal.total, deposit.charged);
    const before = deposit.reversedAmount;
    if (total <= before) return 'reversal_already_applied';
    const credited = deposit.provider === 'bank' ? deposit.charged : deposit.amount;
    const holderDue = Math.min(total, credited) - Math.min(before, credited);
    const feeDue = Math.max(0, total - credited) - Math.max(0, before - credited);
    const holder = holderCode('deposit', deposit.accountId);
    const clearing =
      deposit.provider === 'bank' ? houseCodes.bankClearing : houseCodes.gatewayClearing(deposit.provider);
    const now = clock.now();
    const post = (target: Tx, taken: number) =>
      postTransfer(target, tenantId, {
        idempotencyKey: `deposit-reversal:${deposit.code}:${total}`,
        kind: `deposit.${reversal.kind}`,
        reference: deposit.code,
        at: now,
        legs: [
          { code: holder, amount: -taken },
          { code: houseCodes.fees, amount: -feeDue },
          { code: houseCodes.adjustments, amount: -(holderDue - taken) },
          { code: clearing, amount: total - before },
        ],
      });
    // The deposit's balance may move between reading it and posting (a purchase): the transfer is tried in a
    // savepoint with what it holds, read again if it fell short, and at last takes nothing from it.
    const takeBack = async (): Promise<number> => {
      for (let attempt = 0; ; attempt += 1) {
        const holds = Math.max(0, (await getHolderBalances(tx, tenantId, deposit.accountId)).deposit);
        const wanted = attempt < 3 ? Math.min(holderDue, holds) : 0;
        try {
          await tx.transaction((savepoint) => post(savepoint, wanted));
          return wanted;
        } catch (error) {
          if (attempt >= 3) throw error;
        }
      }
    };
    const taken = await takeBack();
    const unrecovered = holderDue - taken + (flagAmount(deposit.reviewFlag, 'reversal_unrecovered') ?? 0);
    await updateDeposit(tx, tenantId, deposit.id, {
      reversedAmount: total,
      ...(unrecovered > 0 ? { reviewFlag: withFlag(deposit.reviewFlag, `reversal_unrecovered:${unrecovered}`) } : {}),
    });
    await events.emit(tx, {
      type: 'deposit.reversed',
      tenantId,
      accountId: deposit.accountId,
      at: now.toISOString(),
      depositId: deposit.id,
      code: deposit.code,
      amount: total - before,
      unrecovered: holderDue - taken,
    });
    const outcome = reversal.kind === 'refund' ? 'refunded' : 'charged_back';
    return unrecovered > 0 ? `${outcome}_unrecovered` : outcome;
  }

  async function loadTenantDeposit(tenant: Tenant, auth: Principal, code: string): Promise<Deposit> {
    return database.withTenant(tenant.id, async (tx) => {
      const row = await findDepositByCode(tx, tenant.id, code);
      if (!row || row.accountId !== auth.accountId) throw depositErrors.notFound();
      return toDepositResponse(row, tenant);
    });
  }

  return {
    settle,

    /** DEP-03/DEP-05/DEP-06/DEP-07: a new top-up with its code, fee, expiry and how to pay it. */
    async createTopUp(
      tenant: Tenant,
      auth: Principal,
      body: z.output<typeof topUpBody>,
      returnBase: string,
    ): Promise<Deposit> {
      const settings = tenant.depositSettings.settings;
      const issue = validateTopUpAmount(body.amount, {
        minTopup: settings.min_topup,
        allowCustom: settings.allow_custom_nominals,
        nominals: tenant.depositSettings.nominals,
      });
      if (issue) throw depositErrors.amount(issue.key, issue.params);
      const now = clock.now();

      if (body.provider === 'bank') {
        const bank = tenant.depositSettings.banks.find((candidate) => candidate.code === body.method);
        if (!bank) throw depositErrors.methodUnavailable();
        const today = jakartaDate(now);
        // The tenant's bank cut-off (21:30 Jakarta time unless it set another): later requests wait for tomorrow.
        const [cutoffHour = 21, cutoffMinute = 30] = tenant.depositSettings.bankCutoff.split(':').map(Number);
        const nextDay = jakartaMinuteOfDay(now) >= cutoffHour * 60 + cutoffMinute;
        const processDate = nextDay ? addDays(today, 1) : today;
        const processStart = nextDay ? jakartaDayStart(processDate) : now;
        // The partial unique index on (tenant, bank, amount) of pending requests refuses a second request with an
        // amount still claimable, whatever its processing day; a request that lost the race picks again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            const row = await database.withTenant(tenant.id, async (tx) => {
              const used = await usedBankAmounts(tx, tenant.id, bank.code, body.amount + 1, body.amount + 999);
              const free = Array.from({ length: 999 }, (_, i) => i + 1).filter(
                (digits) => !used.has(body.amount + digits),
              );
              if (free.length === 0) throw depositErrors.methodUnavailable();
              const uniqueCode = free[randomInt(free.length)] ?? 1;
              return insertDeposit(tx, {
                tenantId: tenant.id,
                code: newCode('DEP'),
                accountId: auth.accountId,
                amount: body.amount,
                fee: 0,
                uniqueCode,
                charged: body.amount + uniqueCode,
                provider: 'bank',
                method: bank.code,
                holderName: body.holder_name,
                processDate,
                expiresAt: new Date(processStart.getTime() + depositPolicy.bankClaimMs),
                createdAt: now,
                updatedAt: now,
              });
            });
            return toDepositResponse(row, tenant);
          } catch (error) {
            // Two requests picked the same digits at once: the unique index refused one; pick again. Losing ten
            // times in a row means the free digits are nearly gone: the method is unavailable for this amount.
            if (!isUniqueViolation(error)) throw error;
            if (attempt >= bankDigitAttempts) throw depositErrors.methodUnavailable();
          }
        }
      }

      if (!gatewayMethodOffered(tenant, body.provider, body.method)) throw depositErrors.methodUnavailable();
      const fee = settings.pay_external_payment_fee ? computeTopUpFee(body.amount, body.provider, body.method).fee : 0;
      const account = await database.withTenant(tenant.id, (tx) => findAccountById(tx, tenant.id, auth.accountId));
      if (!account) throw depositErrors.notFound();
      const row = await database.withTenant(tenant.id, (tx) =>
        insertDeposit(tx, {
          tenantId: tenant.id,
          code: newCode('DEP'),
          accountId: auth.accountId,
          amount: body.amount,
          fee,
          charged: body.amount + fee,
          provider: body.provider,
          method: body.method,
          expiresAt: new Date(now.getTime() + depositPolicy.gatewayExpiryMs),
          createdAt: now,
          updatedAt: now,
        }),
      );
      try {
        const charge = await (
          await gatewaysFor(tenant.id)
        )[body.provider].createCharge({
          reference: row.code,
          amount: row.charged,
          method: body.method,
          customer: { name: account.name, email: account.email, phone: account.phone },
          expiresAt: row.expiresAt,
          returnUrls: returnUrlsOf(body.provider, returnBase, row.code),
          description: `Deposit ${tenant.brandName} ${row.code}`,
        });
        const updated = { ...row, providerRef: charge.providerRef, paymentUrl: charge.paymentUrl };
        await database.withTenant(tenant.id, (tx) =>
          updateDeposit(tx, tenant.id, row.id, { providerRef: charge.providerRef, paymentUrl: charge.paymentUrl }),
        );
        return toDepositResponse(updated, tenant);
      } catch {
        await database.withTenant(tenant.id, (tx) => updateDeposit(tx, tenant.id, row.id, { status: 'failed' }));
        throw depositErrors.topupFailed();
      }
    },

    getTopUp: loadTenantDeposit,

    async history(tenant: Tenant, auth: Principal, page: number, perPage: number): Promise<Deposit[]> {
      const rows = await database.withTenant(tenant.id, (tx) =>
        listDeposits(tx, tenant.id, auth.accountId, page, perPage),
      );
      return rows.map((row) => toDepositResponse(row, tenant));
    },

    /**
     * A payment-gateway notification, already verified by its adapter. Stored in the inbox first; a delivery seen
     * before changes nothing. A payment or failure settles the top-up, a refund or chargeback reverses it, anything
     * else genuine is only kept. Returns what happened, for the log and the inbox.
     */
    async handleNotification(provider: 'midtrans' | 'xendit', notification: VerifiedNotification): Promise<string> {
      const tenantId = notification.reference === '' ? null : await tenantOfReference(notification.reference);
      if (!tenantId) return notification.informational ? 'not_ours' : 'unknown_deposit';
      const route = routeOf(notification.reference);
      const delivery = {
        provider,
        deliveryId: notification.deliveryId,
        tenantId,
        reference: notification.reference,
        payload: notification.raw as object,
        receivedAt: clock.now(),
      };
      return database.withTenant(tenantId, (tx) =>
        storeThenProcess(
          tx,
          delivery,
          async () =>
            // The end of a refund goes to the module that asked for it (the shop's guests); a top-up asks for none.
            notification.informational && !(route && notification.refundOutcome)
              ? `kept: ${notification.informational}`
              : route
                ? route.handle(tx, tenantId, notification)
                : notification.reversal
                  ? reverse(tx, tenantId, notification.reference, notification, notification.reversal)
                  : settle(tx, tenantId, notification.reference, notification),
          () => clock.now(),
        ),
      );
    },

    /** The tenant a deposit code (or a shop order's payment reference) belongs to, for logging refused webhooks. */
    tenantOfDeposit: tenantOfReference,

    /**
     * Reconciliation: pending deposits past their expiry. Gateway ones are asked for their real state (a payment
     * whose notification was lost is credited); the rest expire.
     */
    async sweepOverdue(): Promise<{ checked: number; credited: number; expired: number }> {
      const now = clock.now();
      const overdue = await database.withSystem((tx) => overdueDeposits(tx, now, 200));
      let credited = 0;
      let expired = 0;
      for (const deposit of overdue) {
        let report: Pick<GatewayStatusReport, 'status' | 'paidAmount' | 'paidAt'> = {
          status: 'expired',
          paidAmount: null,
          paidAt: null,
        };
        if (deposit.provider !== 'bank' && deposit.providerRef) {
          const live = await (
            await gatewaysFor(deposit.tenantId)
          )[deposit.provider]
            .fetchStatus(deposit.code, deposit.providerRef)
            .catch(() => null);
          if (!live) continue;
          report = live.status === 'pending' ? { ...live, status: 'expired' } : live;
        }
        const outcome = await database.withTenant(deposit.tenantId, (tx) =>
          settle(tx, deposit.tenantId, deposit.code, report),
        );
        if (outcome === 'credited' || outcome === 'paid_after_expiry') credited += 1;
        if (outcome === 'expired') expired += 1;
      }
      return { checked: overdue.length, credited, expired };
    },

    /**
     * DEP-06: reads the tenant's bank mutation feed and credits each pending bank deposit whose unique amount
     * arrived, once its processing day has come. Every mutation is kept, matched or not.
     */
    /**
     * The reconciliation console's `credit` (issue 17), in the caller's transaction: a flagged top-up the gateway was
     * paid for but that was never credited (paid after it expired, or paid short) is settled as paid with what
     * arrived, through the same settlement as a notification. Null when there is nothing to credit.
     */
    async creditFlaggedTopUp(tx: Tx, tenantId: string, code: string): Promise<{ credited: number } | null> {
      const deposit = await findDepositByCode(tx, tenantId, code, { lock: true });
      if (!deposit || deposit.status === 'paid' || deposit.provider === 'bank') return null;
      const before = await getHolderBalances(tx, tenantId, deposit.accountId);
      const outcome = await settle(
        tx,
        tenantId,
        code,
        { status: 'paid', paidAmount: deposit.paidAmount ?? deposit.charged, paidAt: null },
        { acceptShort: true },
      );
      if (outcome !== 'credited') return null;
      await updateDeposit(tx, tenantId, deposit.id, { reviewFlag: null });
      const after = await getHolderBalances(tx, tenantId, deposit.accountId);
      return { credited: after.deposit - before.deposit };
    },

    /**
     * The reconciliation console's `assign` (issue 17), in the caller's transaction: a bank credit no top-up matched
     * goes to the deposit of `accountId`, one ledger transfer from the bank clearing account, once per mutation.
     */
    async assignBankMutation(
      tx: Tx,
      tenantId: string,
      mutationId: string,
      accountId: string,
    ): Promise<{ amount: number } | null> {
      const mutation = await findBankMutation(tx, tenantId, mutationId);
      if (!mutation || mutation.depositCode) return null;
      await postTransfer(tx, tenantId, {
        idempotencyKey: `bank-mutation:${mutationId}`,
        kind: 'deposit.bank_assigned',
        reference: mutationId,
        at: clock.now(),
        legs: [
          { code: holderCode('deposit', accountId), amount: mutation.amount },
          { code: houseCodes.bankClearing, amount: -mutation.amount },
        ],
      });
      return { amount: mutation.amount };
    },

    async matchBankTransfers(tenant: Tenant): Promise<number> {
      let matched = 0;
      for (const bank of tenant.depositSettings.banks) {
        const feed = await deps.bankFeedFor({ tenantId: tenant.id, accountNumber: bank.accountNumber });
        if (!feed) continue;
        const now = clock.now();
        const credits = await feed.creditsSince(new Date(now.getTime() - 3 * 24 * hourMs));
        for (const credit of credits) {
          const done = await database.withTenant(tenant.id, async (tx) => {
            const fresh = await insertBankMutation(tx, {
              tenantId: tenant.id,
              mutationId: credit.id,
              accountNumber: credit.accountNumber,
              amount: credit.amount,
              description: credit.description,
              bookedAt: credit.bookedAt,
            });
            if (!fresh) return false;
            const candidates = await findPendingBankDeposits(tx, tenant.id, bank.code, credit.amount, now);
            if (candidates.length > 1) {
              // Two requests hold this amount (rows from before decision 020): whichever we chose could be the
              // other person's. Credit nobody; a person decides from the reconciliation console.
              const codes = candidates.map((candidate) => candidate.code);
              await flagBankMutation(tx, tenant.id, credit.id, `ambiguous:${codes.join(',')}`);
              await audit.record(tx, tenant.id, 'bank_transfer.ambiguous', {
                mutationId: credit.id,
                amount: credit.amount,
                bank: bank.code,
                candidates: codes,
              });
              return false;
            }
            const [deposit] = candidates;
            if (!deposit || (deposit.processDate ?? '') > jakartaDate(now)) return false;
            await settle(tx, tenant.id, deposit.code, {
              status: 'paid',
              paidAmount: credit.amount,
              paidAt: credit.bookedAt,
            });
            await linkBankMutation(tx, tenant.id, credit.id, deposit.code);
            return true;
          });
          if (done) matched += 1;
        }
      }
      return matched;
    },

    /** DEP-08: to a registered number of the same tenant, with the password; final once done. */
    async transfer(tenant: Tenant, auth: Principal, body: z.output<typeof transferBody>) {
      const allowed =
        auth.permissions.includes('deposit.transfer') || tenant.depositSettings.settings.allow_deposit_transfer;
      if (!allowed) throw depositErrors.transferNotAllowed();
      if (!(await verifyAccountPassword({ database, clock }, auth.tenantId, auth.accountId, body.password))) {
        throw depositErrors.wrongPassword();
      }
      const now = clock.now();
      return database.withTenant(tenant.id, async (tx) => {
        const receiver = await findAccountByLogin(tx, tenant.id, { phone: body.hp, email: null });
        if (!receiver || receiver.status !== 'active') throw depositErrors.receiverNotRegistered();
        if (receiver.id === auth.accountId) throw depositErrors.transferToSelf();
        const code = newCode('TRF');
        await postTransfer(tx, tenant.id, {
          idempotencyKey: `transfer:${code}`,
          kind: 'deposit.transfer',
          reference: code,
          memo: body.note ?? null,
          at: now,
          legs: [
            { code: holderCode('deposit', auth.accountId), amount: -body.amount },
            { code: holderCode('deposit', receiver.id), amount: body.amount },
          ],
        });
        await insertTransferRow(tx, {
          tenantId: tenant.id,
          code,
          senderId: auth.accountId,
          receiverId: receiver.id,
          amount: body.amount,
          note: body.note ?? null,
          createdAt: now,
        });
        const sender = await findAccountById(tx, tenant.id, auth.accountId);
        await events.emit(tx, {
          type: 'deposit.transferred',
          tenantId: tenant.id,
          accountId: receiver.id,
          at: now.toISOString(),
          code,
          amount: body.amount,
          senderId: auth.accountId,
          senderName: sender?.name ?? '',
          senderHp: sender?.phone ?? '',
        });
        return {
          code,
          receiver_name: receiver.name,
          receiver_hp: receiver.phone,
          amount: body.amount,
          note: body.note ?? null,
          date: now.toISOString(),
        };
      });
    },

    async transferHistory(tenant: Tenant, auth: Principal, page: number, perPage: number) {
      const rows = await database.withTenant(tenant.id, (tx) =>
        listTransfers(tx, tenant.id, auth.accountId, page, perPage),
      );
      return rows.map((row) => ({
        code: row.code,
        amount: Number(row.amount),
        note: row.note,
        date: new Date(row.created_at).toISOString(),
        direction: row.direction,
        receiver_name: row.other_name,
        receiver_hp: row.other_hp,
      }));
    },

    /** DEP-09: the cashback wallet (all of it, or a part) moves to the deposit. */
    async redeemCashback(tenant: Tenant, auth: Principal, body: z.output<typeof cashbackRedeemBody>) {
      return database.withTenant(tenant.id, async (tx) => {
        const before = await getHolderBalances(tx, tenant.id, auth.accountId);
        const amount = body.amount ?? before.cashback_wallet;
        if (amount <= 0 || before.cashback_wallet <= 0) throw depositErrors.cashbackEmpty();
        const posted = await postTransfer(tx, tenant.id, {
          idempotencyKey: `cashback-redeem:${auth.accountId}:${clock.now().getTime()}:${amount}`,
          kind: 'cashback.redeem',
          at: clock.now(),
          legs: [
            { code: holderCode('cashback', auth.accountId), amount: -amount },
            { code: holderCode('deposit', auth.accountId), amount },
          ],
        });
        return {
          cashback_before: before.cashback_wallet,
          cashback_after: posted.balances[holderCode('cashback', auth.accountId)] ?? before.cashback_wallet - amount,
          deposit_before: before.deposit,
          deposit_after: posted.balances[holderCode('deposit', auth.accountId)] ?? before.deposit + amount,
        };
      });
    },

    /** Records cashback a purchase earned; the daily job credits it to the deposit the next day. */
    recordCashback(tx: Tx, tenantId: string, accrual: { accountId: string; amount: number; source: string }) {
      return recordCashbackAccrual(tx, tenantId, accrual, clock.now());
    },

    /** DEP-09: every accrual earned before today (Jakarta) is credited to its deposit, each exactly once. */
    async creditDueCashback(): Promise<number> {
      const today = jakartaDate(clock.now());
      let credited = 0;
      for (;;) {
        const due = await database.withSystem((tx) => dueAccruals(tx, today, 200));
        if (due.length === 0) return credited;
        for (const accrual of due) {
          const done = await database.withTenant(accrual.tenantId, async (tx) => {
            if (!(await claimAccrual(tx, accrual.tenantId, accrual.id, clock.now()))) return false;
            await postTransfer(tx, accrual.tenantId, {
              idempotencyKey: `cashback:${accrual.id}`,
              kind: 'cashback.credit',
              reference: accrual.source,
              at: clock.now(),
              legs: [
                { code: houseCodes.cashbackExpense, amount: -accrual.amount },
                { code: holderCode('deposit', accrual.accountId), amount: accrual.amount },
              ],
            });
            await events.emit(tx, {
              type: 'cashback.credited',
              tenantId: accrual.tenantId,
              accountId: accrual.accountId,
              at: clock.now().toISOString(),
              accrualId: accrual.id,
              amount: accrual.amount,
              source: accrual.source,
            });
            return true;
          });
          if (done) credited += 1;
        }
      }
    },

    async createRequest(tenant: Tenant, auth: Principal, body: z.output<typeof depositRequestBody>) {
      return database.withTenant(tenant.id, (tx) =>
        insertDepositRequest(tx, {
          tenantId: tenant.id,
          accountId: auth.accountId,
          amount: body.amount,
          depositDate: body.deposit_date,
          note: body.note ?? null,
          createdAt: clock.now(),
        }),
      );
    },

    listRequests(tenant: Tenant, filter: { accountId?: string; status?: string }) {
      return database.withTenant(tenant.id, (tx) => listDepositRequests(tx, tenant.id, filter));
    },

    /** DEP-10: an admin confirms what actually arrived: all (approved), part (half approved), or nothing. */
    async confirmRequest(tenant: Tenant, admin: Principal, id: string, approvedAmount: number) {
      return database.withTenant(tenant.id, async (tx) => {
        const current = await findDepositRequest(tx, tenant.id, id);
        if (!current) throw depositErrors.notFound();
        const requested = current.amount;
        const approved = Math.min(approvedAmount, requested);
        const status = approved === 0 ? 'rejected' : approved === requested ? 'approved' : 'half_approved';
        const decided = await decideDepositRequest(tx, tenant.id, id, {
          status,
          approvedAmount: approved,
          underpayment: requested - approved,
          approvedAt: clock.now(),
          approvedBy: admin.accountId,
        });
        if (!decided) throw depositErrors.requestNotPending();
        if (approved > 0) {
          await postTransfer(tx, tenant.id, {
            idempotencyKey: `deposit-request:${id}`,
            kind: 'deposit.request',
            reference: id,
            at: clock.now(),
            legs: [
              { code: holderCode('deposit', decided.accountId), amount: approved },
              { code: houseCodes.bankClearing, amount: -approved },
            ],
          });
        }
        // The back office's audit trail: who decided, the request before → after (issue 17).
        await audit.record(
          tx,
          tenant.id,
          'admin.deposit_request.confirm',
          {
            target: decided.accountId,
            request: id,
            amount: requested,
            before: { status: current.status },
            after: { status, approved_amount: approved, underpayment: requested - approved },
          },
          admin.accountId,
        );
        return decided;
      });
    },
  };
}

/**
 * A review flag added to those a row already has (`;`-separated), replacing one of the same name (`name:value`), so
 * that a later flag never hides an earlier reason for a person to look.
 */
function withFlag(existing: string | null, flag: string): string {
  const name = flag.split(':')[0];
  const kept = (existing ?? '').split(';').filter((item) => item !== '' && item.split(':')[0] !== name);
  return [...kept, flag].join(';');
}

/** The Rupiah of a `name:amount` flag among a row's flags, or null. */
function flagAmount(existing: string | null, name: string): number | null {
  const found = (existing ?? '').split(';').find((item) => item.startsWith(`${name}:`));
  const amount = found ? Number(found.slice(name.length + 1)) : Number.NaN;
  return Number.isSafeInteger(amount) ? amount : null;
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type DepositsService = ReturnType<typeof createDepositsService>;
