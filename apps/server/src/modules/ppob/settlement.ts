import type { FastifyBaseLogger } from 'fastify';
import { meterTokenFamilies, parseMeterToken } from '@konter/shared/ppob/meter-token';
import {
  unsuccessfulStatuses,
  type PurchaseFailureCode,
  type Transaction,
} from '@konter/shared/contracts/transactions';
import type { Database, Tx } from '../../db/client.ts';
import type { SupplierAttempt } from '../../db/schema/ppob-purchases.ts';
import {
  isTenantSupplier,
  noSupplierFailure,
  outcomeUnknown,
  tenantSupplierPrefix,
  type PostpaidBill,
  type Supplier,
  type SupplierResult,
} from '../../integrations/payments/supplier.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { markProcessed, storeDelivery, waitingDeliveries } from '../../platform/webhook-inbox.ts';
import { supplierRoute } from './catalogue.service.ts';
import { postTransfer } from '../ledger/index.ts';
import { findTenantById } from '../tenants/index.ts';
import {
  claimStatus,
  findById,
  findByRef,
  findTenantOfRef,
  lastAttemptEnded,
  stuckTransactions,
  touchTransaction,
  writeAttempts,
  type TransactionRow,
} from './purchases.repository.ts';
import { settlementLegs, type SettlementOutcome } from './settlement-legs.ts';

/** The rc we record when a purchase is refunded for taking too long (a later success is re-debited). */
export const timeoutRc = 'timeout';
/** The rc we record when no supplier was left to try and none had answered (the route was empty). */
export const noSupplierRc = 'no_supplier';
/** How long a purchase may sit unchanged in processing before the recovery job asks its supplier. */
export const recoveryAfterMs = 60_000;

/**
 * What the customer reads about an unsuccessful purchase: the reason the supplier's adapter gave when it settled
 * (`failure_code`, decision 026), or a plain failure. The supplier's text is not it: it stays in the row
 * (`failedReason`, the attempts) and the log, for admins.
 */
export function failureOfRow(row: Pick<TransactionRow, 'failureCode'>): PurchaseFailureCode {
  return row.failureCode ?? 'failed';
}

export function toTransactionResponse(row: TransactionRow): Transaction {
  const unsuccessful = unsuccessfulStatuses.includes(row.status);
  return {
    ref_id: row.refId,
    order_number: row.orderNumber,
    product_code: row.productCode,
    product_name: row.productName,
    family: row.family,
    operator: row.operator,
    operator_name: row.operatorName,
    nominal: row.nominal,
    destination: row.destination,
    customer_name: row.customerName,
    price: row.price,
    selling_price: row.sellingPrice,
    // Nothing was sold: no profit to speak of.
    profit: unsuccessful ? 0 : row.sellingPrice - row.price,
    cashback: row.cashback,
    promo: row.promo,
    status: row.status,
    serial_number: row.serialNumber,
    token: row.serialNumber && meterTokenFamilies.includes(row.family) ? parseMeterToken(row.serialNumber) : null,
    failure_code: unsuccessful ? failureOfRow(row) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Tells the domain (decision 026) how a purchase ended; realtime, cashback and whoever subscribes later take it from
 * there. Emitted in the settling transaction, so no subscriber hears of a settlement that rolled back.
 */
async function announce(
  tx: Tx,
  events: DomainEvents,
  row: TransactionRow,
  outcome: 'success' | 'late_success' | 'failed' | 'expired' | 'returned',
  now: Date,
): Promise<void> {
  const common = {
    tenantId: row.tenantId,
    accountId: row.accountId,
    at: now.toISOString(),
    purchaseId: row.id,
    refId: row.refId,
    price: row.price,
    cashback: row.cashback,
    productName: row.productName,
    destination: row.destination,
    kind: row.kind,
  };
  if (outcome === 'returned') {
    await events.emit(tx, { type: 'purchase.returned', ...common });
    return;
  }
  await events.emit(tx, {
    type: 'purchase.settled',
    ...common,
    outcome,
    buyingPrice: row.buyingPrice,
    sellingPrice: row.sellingPrice,
  });
}

/**
 * Each upline's commission of a sale that reached its cashback wallet (saleLegs): one event per upline, so each hears
 * of its own (NTF-01). Emitted in the settling transaction, only when the sale's legs were posted.
 */
async function announceCommissions(tx: Tx, events: DomainEvents, row: TransactionRow, now: Date): Promise<void> {
  for (const leg of row.commissionLegs) {
    if (leg.amount <= 0) continue;
    await events.emit(tx, {
      type: 'commission.credited',
      tenantId: row.tenantId,
      accountId: leg.accountId,
      at: now.toISOString(),
      purchaseId: row.id,
      refId: row.refId,
      amount: leg.amount,
      productName: row.productName,
    });
  }
}

/** What a supplier told us about a purchase: an answer, a callback or a status check (its adapter's reading). */
export type SupplierOutcome = Pick<
  SupplierResult,
  'status' | 'rc' | 'message' | 'serialNumber' | 'price' | 'failure'
> & {
  supplier: string;
  retryElsewhere: boolean;
};

/**
 * Posts the ledger transfers of `outcome` (settlement-legs.ts); a transfer the ledger refuses for a balance that no
 * longer covers it is posted in its other form instead. True when one was.
 */
async function postSettlement(tx: Tx, row: TransactionRow, outcome: SettlementOutcome, now: Date): Promise<boolean> {
  let refused = false;
  for (const { otherwise, ...transfer } of settlementLegs(row, outcome)) {
    const post = (runner: Tx, entry: typeof transfer) =>
      postTransfer(runner, row.tenantId, { ...entry, reference: row.refId, at: now });
    if (!otherwise) {
      await post(tx, transfer);
      continue;
    }
    try {
      // A savepoint: the refused legs leave nothing behind.
      await tx.transaction((savepoint) => post(savepoint, transfer));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'insufficient_balance')) throw error;
      refused = true;
      await post(tx, otherwise);
    }
  }
  return refused;
}

type Settlement = 'success' | 'failed' | 'expired' | 'returned' | 'late_success' | 'late_success_unpaid' | 'unchanged';

/**
 * The finalizer: every path that learns a purchase's outcome (the dispatch answer, a callback, the recovery job)
 * ends here, in one database transaction. The conditional update from 'processing' decides who settles; the
 * ledger entries of that settlement are posted in the same transaction, each with its own idempotency key.
 */
export async function settle(
  tx: Tx,
  events: DomainEvents,
  row: TransactionRow,
  outcome: SupplierOutcome,
  now: Date,
): Promise<Settlement> {
  const { tenantId, id } = row;
  if (outcome.status === 'success') {
    const buyingPrice = outcome.price ?? row.buyingPrice;
    const changes = {
      attempts: lastAttemptEnded('success', outcome.rc, outcome.message),
      status: 'success' as const,
      supplier: outcome.supplier,
      rc: outcome.rc,
      failureCode: null,
      serialNumber: outcome.serialNumber,
      buyingPrice,
      failedReason: null,
      updatedAt: now,
      finalAt: now,
    };
    const claimed = await claimStatus(tx, tenantId, id, ['processing'], changes);
    if (claimed) {
      await postSettlement(tx, claimed, 'success', now);
      await announce(tx, events, claimed, 'success', now);
      await announceCommissions(tx, events, claimed, now);
      return 'success';
    }
    // A success after we refunded for a timeout (and the seller did not take it back): the customer got the product,
    // so it is charged again.
    const late = await claimStatus(tx, tenantId, id, ['expired'], changes, timeoutRc);
    if (!late) return 'unchanged';
    // The deposit may no longer cover it: then the tenant carries the supplier's cost and a person follows it up.
    const paid = !(await postSettlement(tx, late, 'late_success', now));
    if (!paid) await claimStatus(tx, tenantId, id, ['success'], { reviewFlag: 'late_success_unpaid' });
    await announce(tx, events, late, 'late_success', now);
    if (paid) await announceCommissions(tx, events, late, now);
    return paid ? 'late_success' : 'late_success_unpaid';
  }
  if (outcome.status === 'failed' && outcome.failure === 'returned') {
    // The seller took back a delivered product (the adapter read it as `returned`): the customer gets the money back.
    const returned = await claimStatus(tx, tenantId, id, ['success'], {
      status: 'returned',
      rc: outcome.rc,
      failureCode: 'returned',
      failedReason: outcome.message,
      updatedAt: now,
    });
    if (returned) {
      // A late success the deposit could not cover was never paid by the customer: the seller's refund undoes the
      // tenant's loss (house:adjustments) instead of paying the customer money they never spent.
      await postSettlement(tx, returned, 'returned', now);
      await announce(tx, events, returned, 'returned', now);
      return 'returned';
    }
    // Taken back after we refunded it for its timeout: the money is already back. The row keeps the seller's code in
    // place of the timeout's, so its success, if that arrives (again) after the return, is stale and charges nothing.
    const takenBack = await claimStatus(tx, tenantId, id, ['expired'], { rc: outcome.rc, updatedAt: now }, timeoutRc);
    if (takenBack) return 'unchanged';
  }
  if (outcome.status === 'failed') {
    // No answer before the tenant's timeout: the purchase expires (and is refunded like a failure).
    const expired = outcome.rc === timeoutRc;
    const claimed = await claimStatus(tx, tenantId, id, ['processing'], {
      attempts: expired ? undefined : lastAttemptEnded('failed', outcome.rc, outcome.message),
      status: expired ? 'expired' : 'failed',
      supplier: outcome.supplier,
      rc: outcome.rc,
      failureCode: expired ? 'timeout' : (outcome.failure ?? 'failed'),
      failedReason: outcome.message,
      updatedAt: now,
      finalAt: now,
    });
    if (!claimed) return 'unchanged';
    await postSettlement(tx, claimed, expired ? 'expired' : 'failed', now);
    await announce(tx, events, claimed, expired ? 'expired' : 'failed', now);
    return expired ? 'expired' : 'failed';
  }
  return 'unchanged';
}

function replaceLast(attempts: SupplierAttempt[], changes: Partial<SupplierAttempt>): SupplierAttempt[] {
  const last = attempts.at(-1);
  return last ? [...attempts.slice(0, -1), { ...last, ...changes }] : attempts;
}

const unsettled = new Set(['sent', 'pending', 'unknown']);

export type SettlementDeps = {
  database: Database;
  clock: Clock;
  /** The installation's suppliers. */
  suppliers: readonly Supplier[];
  /**
   * A tenant's suppliers (decision 039): its own account when it has one, else the installation's; without it every
   * tenant uses `suppliers`.
   */
  suppliersFor?: (tenantId: string) => Promise<readonly Supplier[]>;
  log: FastifyBaseLogger;
  events: DomainEvents;
};

/**
 * Moves purchases through their suppliers. A purchase is sent to the cheapest active supplier; a supplier-side
 * failure (product off, stock empty, cut-off, their balance) fails over to the next before any money is final; a
 * customer-side failure (wrong number) or the last supplier failing refunds it. A pending or unknown answer waits
 * for the callback or the recovery job, which asks the same supplier again with the same ref_id.
 */
export function createSettlement(deps: SettlementDeps) {
  const { database, clock, log, events } = deps;
  const suppliersOf = deps.suppliersFor ?? (async () => deps.suppliers);

  /**
   * A tenant's suppliers: `routed` those its new sends may go to (its own account alone when it has one), `named`
   * also the installation's, where a purchase sent before the tenant had its own account is still checked.
   */
  async function suppliersAt(tenantId: string) {
    const routed = await suppliersOf(tenantId);
    const find = (list: readonly Supplier[], name: string) => list.find((supplier) => supplier.name === name) ?? null;
    return {
      routed: (name: string) => find(routed, name),
      named: (name: string) => find(routed, name) ?? find(deps.suppliers, name),
    };
  }

  async function load(tenantId: string, id: string) {
    return database.withTenant(tenantId, (tx) => findById(tx, tenantId, id));
  }

  /**
   * Settles and, when the purchase did not go through, logs the supplier's own words: the customer reads the app's
   * message for the code, the admin reading the log (or the row) reads what the supplier said.
   */
  async function finish(row: TransactionRow, outcome: SupplierOutcome): Promise<Settlement> {
    const settled = await database.withTenant(row.tenantId, (tx) => settle(tx, events, row, outcome, clock.now()));
    if (settled === 'failed' || settled === 'expired' || settled === 'returned') {
      log.info(
        { refId: row.refId, supplier: outcome.supplier, rc: outcome.rc, supplierMessage: outcome.message, settled },
        'purchase did not go through',
      );
    }
    return settled;
  }

  /** Records the last attempt's answer; false when someone else moved the purchase on meanwhile. */
  async function recordAnswer(row: TransactionRow, changes: Partial<SupplierAttempt>): Promise<boolean> {
    const attempts = replaceLast(row.attempts, changes);
    const written = await database.withTenant(row.tenantId, (tx) =>
      writeAttempts(tx, row.tenantId, row.id, row.attempts.length, attempts, {
        rc: changes.rc ?? row.rc,
        updatedAt: clock.now(),
      }),
    );
    if (written) Object.assign(row, written);
    return written !== null;
  }

  /** Applies one supplier answer; true when the purchase should go on to the next supplier. */
  async function apply(row: TransactionRow, outcome: SupplierOutcome): Promise<boolean> {
    const at = clock.now().toISOString();
    if (outcome.status === 'pending') {
      await recordAnswer(row, { status: 'pending', rc: outcome.rc, message: outcome.message, at });
      return false;
    }
    if (outcome.status === 'failed' && outcome.retryElsewhere) {
      return recordAnswer(row, {
        status: 'failed',
        rc: outcome.rc,
        message: outcome.message,
        failure: outcome.failure,
        at,
      });
    }
    await finish(row, outcome);
    return false;
  }

  /** Sends or checks the purchase until it settles, waits, or runs out of suppliers. */
  async function advance(tenantId: string, id: string): Promise<void> {
    const { routed, named } = await suppliersAt(tenantId);
    for (let step = 0; step < 10; step += 1) {
      const row = await load(tenantId, id);
      if (!row || row.status !== 'processing') return;
      const last = row.attempts.at(-1);
      if (last && unsettled.has(last.status)) {
        const supplier = named(last.supplier);
        // Past the supplier's window a re-send is a new purchase, not a check: leave it to the timeout.
        if (!supplier || !supplier.canCheckStatus(row.createdAt)) return;
        let result: SupplierResult;
        try {
          const request = { refId: row.refId, buyerSkuCode: row.productCode, customerNo: row.destination };
          result =
            row.kind === 'postpaid'
              ? resultOfBill(await supplier.statusPostpaid(request))
              : await supplier.checkStatus(request);
        } catch (error) {
          log.warn({ err: error, refId: row.refId, supplier: supplier.name }, 'status check failed');
          await database.withTenant(tenantId, (tx) => touchTransaction(tx, tenantId, id, clock.now()));
          return;
        }
        if (!(await apply(row, { ...result, supplier: supplier.name }))) return;
        continue;
      }
      const tried = new Set(row.attempts.map((attempt) => attempt.supplier));
      // A bill is paid where it was inquired (the ref_id belongs to that supplier): no failover.
      const route =
        row.kind === 'postpaid'
          ? [{ supplier: row.supplier ?? '' }]
          : await database.withTenant(tenantId, (tx) => supplierRoute(tx, tenantId, row.productCode, clock.now()));
      const usable = row.kind === 'postpaid' ? named : routed;
      const next = route.find((offer) => !tried.has(offer.supplier) && usable(offer.supplier));
      const supplier = next ? usable(next.supplier) : null;
      if (!next || !supplier) {
        // Every supplier failed it (or none offers it): the customer reads the last supplier's reason.
        await finish(row, {
          supplier: last?.supplier ?? 'none',
          status: 'failed',
          rc: last?.rc ?? noSupplierRc,
          message: last?.message ?? 'No supplier offers the product',
          serialNumber: null,
          price: null,
          retryElsewhere: false,
          failure: last?.failure ?? (last?.rc === 'error' ? 'failed' : noSupplierFailure),
        });
        return;
      }
      // Committed before the call: if this process dies mid-call, recovery knows whom to ask.
      const sent: SupplierAttempt = {
        supplier: supplier.name,
        status: 'sent',
        rc: '',
        message: '',
        at: clock.now().toISOString(),
      };
      const claimed = await database.withTenant(tenantId, (tx) =>
        writeAttempts(tx, tenantId, id, row.attempts.length, [...row.attempts, sent], {
          supplier: supplier.name,
          updatedAt: clock.now(),
        }),
      );
      if (!claimed) return;
      let result: SupplierResult;
      try {
        result =
          row.kind === 'postpaid'
            ? resultOfBill(
                await supplier.payPostpaid({
                  refId: row.refId,
                  buyerSkuCode: row.productCode,
                  customerNo: row.destination,
                }),
              )
            : await supplier.topup({
                refId: row.refId,
                buyerSkuCode: row.productCode,
                customerNo: row.destination,
                // Never pay a supplier more than the customer paid us.
                maxPrice: row.price,
              });
      } catch (error) {
        const unknown = outcomeUnknown(error);
        log.warn({ err: error, refId: row.refId, supplier: supplier.name, unknown }, 'top-up call failed');
        const message = error instanceof Error ? error.message : String(error);
        if (unknown) {
          await recordAnswer(claimed, { status: 'unknown', message, at: clock.now().toISOString() });
          return;
        }
        // Refused before anything was formed (credentials, a bad request): another supplier may take it.
        const refused = { status: 'failed', rc: 'error', message, failure: 'failed' as const };
        if (!(await recordAnswer(claimed, { ...refused, at: clock.now().toISOString() }))) return;
        continue;
      }
      if (!(await apply(claimed, { ...result, supplier: supplier.name }))) return;
    }
  }

  return {
    advance,

    /**
     * An admin refunds a purchase stuck in processing (issue 17): settled like the recovery job's timeout, by the
     * same conditional update from 'processing' and the same refund transfer (`purchase-refund:<id>`), so a second
     * click, a concurrent refund or the supplier's answer arriving meanwhile settles it once; a success the supplier
     * reports later is charged again (the late success of decision 012). `then` runs in the settlement's transaction
     * when this call refunded it (the admin's audit entry). Null when the purchase was not processing any more.
     */
    async refundStuck(
      tenantId: string,
      id: string,
      then: (tx: Tx, row: TransactionRow) => Promise<void>,
    ): Promise<TransactionRow | null> {
      return database.withTenant(tenantId, async (tx) => {
        const row = await findById(tx, tenantId, id);
        if (!row || row.status !== 'processing') return null;
        const outcome = await settle(
          tx,
          events,
          row,
          {
            supplier: row.supplier ?? 'none',
            status: 'failed',
            rc: timeoutRc,
            message: 'Refunded by admin',
            serialNumber: null,
            price: null,
            retryElsewhere: false,
            failure: 'timeout',
          },
          clock.now(),
        );
        if (outcome !== 'expired') return null;
        const settled = await findById(tx, tenantId, id);
        if (!settled) return null;
        await then(tx, settled);
        return settled;
      });
    },

    /**
     * A signed supplier callback: stored once per delivery, then applied to its purchase. One that arrives before
     * its purchase is visible stays in the inbox for the recovery job.
     */
    async handleCallback(
      supplier: string,
      result: SupplierResult & { deliveryId: string },
      payload: unknown,
    ): Promise<string> {
      // The one inbox of every provider (decision 026); the tenant is learned once the purchase is found.
      const fresh = await database.withSystem((tx) =>
        storeDelivery(tx, {
          provider: supplier,
          deliveryId: result.deliveryId,
          tenantId: null,
          reference: result.refId,
          payload: { result, raw: payload },
          receivedAt: clock.now(),
        }),
      );
      if (!fresh) return 'duplicate';
      return applyCallback(supplier, result);
    },

    /**
     * The recovery cycle: waiting callbacks are applied, purchases untouched for a minute are asked about again,
     * and a purchase processing past the tenant's timeout is refunded (a later success is charged again).
     */
    async recover(): Promise<{ checked: number; timedOut: number; callbacks: number }> {
      const now = clock.now();
      let callbacks = 0;
      const suppliers = deps.suppliers.map((supplier) => supplier.name);
      const waiting = await database.withSystem((tx) =>
        waitingDeliveries(tx, suppliers, new Date(now.getTime() - 86_400_000), 200, tenantSupplierPrefix),
      );
      for (const callback of waiting) {
        const applied = await applyStored(callback.provider, callback.reference, callback.payload);
        if (applied.outcome !== 'unknown_ref') {
          callbacks += 1;
          await database.withSystem((tx) =>
            markProcessed(tx, callback, applied.outcome, now, applied.tenantId ?? undefined),
          );
        }
      }
      const stuck = await database.withSystem((tx) =>
        stuckTransactions(tx, new Date(now.getTime() - recoveryAfterMs), 200),
      );
      let timedOut = 0;
      for (const { tenantId, id } of stuck) {
        await advance(tenantId, id);
        const row = await load(tenantId, id);
        if (!row || row.status !== 'processing') continue;
        const tenant = await database.withSystem((tx) => findTenantById(tx, tenantId));
        if (!tenant) continue;
        const timeoutMs = tenant.catalogueSettings.processingTimeoutMinutes * 60_000;
        const supplier = (await suppliersAt(tenantId)).named(row.supplier ?? '');
        const uncheckable = supplier ? !supplier.canCheckStatus(row.createdAt) : false;
        if (now.getTime() - row.createdAt.getTime() >= timeoutMs || uncheckable) {
          const outcome = await finish(row, {
            supplier: row.supplier ?? 'none',
            status: 'failed',
            rc: timeoutRc,
            message: 'Timeout',
            serialNumber: null,
            price: null,
            retryElsewhere: false,
            failure: 'timeout',
          });
          if (outcome === 'expired') timedOut += 1;
        }
      }
      return { checked: stuck.length, timedOut, callbacks };
    },
  };

  async function applyCallback(supplier: string, result: SupplierResult & { deliveryId: string }): Promise<string> {
    const { outcome, tenantId } = await applyResult(supplier, result);
    if (outcome !== 'unknown_ref') {
      const key = { provider: supplier, deliveryId: result.deliveryId };
      await database.withSystem((tx) => markProcessed(tx, key, outcome, clock.now(), tenantId ?? undefined));
    }
    return outcome;
  }

  async function applyStored(supplier: string, refId: string, payload: unknown): Promise<Applied> {
    const stored = payload as { result?: SupplierResult };
    if (!stored.result) return { outcome: 'unreadable', tenantId: null };
    // Stored before the adapter read codes into `failure`: read as a plain failure rather than not at all.
    return applyResult(supplier, { ...stored.result, failure: stored.result.failure ?? null, refId });
  }

  async function applyResult(supplier: string, result: SupplierResult): Promise<Applied> {
    const tenantId = await database.withSystem((tx) => findTenantOfRef(tx, result.refId));
    if (!tenantId) return { outcome: 'unknown_ref', tenantId: null };
    return { outcome: await applyToPurchase(tenantId, supplier, result), tenantId };
  }

  async function applyToPurchase(tenantId: string, supplier: string, result: SupplierResult): Promise<string> {
    const row = await database.withTenant(tenantId, (tx) => findByRef(tx, tenantId, result.refId));
    if (!row) return 'unknown_ref';
    if (result.status === 'pending') return 'pending';
    if (row.status === 'inquiry') return 'not_paid';
    const outcome: SupplierOutcome = {
      ...result,
      supplier,
      retryElsewhere: row.kind === 'postpaid' ? false : result.retryElsewhere,
    };
    // A tenant's own account speaks for its purchases only, and only the purchases sent through it: a callback
    // signed by another account (another tenant's, or the installation's about a purchase of a tenant's own account)
    // changes nothing (decision 039).
    const tried = new Set(row.attempts.map((attempt) => attempt.supplier));
    if (!tried.has(supplier) && (isTenantSupplier(supplier) || [...tried].some(isTenantSupplier))) return 'foreign';
    if (row.status === 'processing') {
      const current = row.attempts.at(-1);
      // A failure from a supplier we already moved on from changes nothing; a success is a success wherever from.
      if (result.status === 'failed' && current && current.supplier !== supplier) return 'stale';
      if (result.status === 'failed' && outcome.retryElsewhere) {
        await apply(row, outcome);
        await advance(tenantId, row.id);
        return 'failover';
      }
    }
    return finish(row, outcome);
  }
}

export type SettlementEngine = ReturnType<typeof createSettlement>;

/** What applying a supplier's answer did, and to which tenant's purchase (null: no purchase has that ref_id yet). */
type Applied = { outcome: string; tenantId: string | null };

/** A bill payment's answer in the shape of a top-up's: a bill is never tried at another supplier. */
function resultOfBill(bill: PostpaidBill): SupplierResult {
  return {
    refId: bill.refId,
    status: bill.status,
    rc: bill.rc,
    message: bill.message,
    serialNumber: bill.serialNumber,
    price: bill.price,
    retryElsewhere: false,
    failure: bill.failure,
  };
}
