import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { familyDefinition, type DestinationKind } from '@konter/shared/ppob/families';
import type {
  CustomerDebt,
  PaymentSource,
  Transaction,
  customerDebtPaymentBody,
  historyQuery,
  purchaseBody,
} from '@konter/shared/contracts/transactions';
import { customerDebtStatus } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { isValidMsisdn, numberFitsMobileProduct } from '@konter/shared/phone/operators';
import { normalizeDestination } from '@konter/shared/ppob/destination';
import { resolveSellingPrice } from '@konter/shared/ppob/selling-price';
import { cashbackEarned } from '@konter/shared/fees/cashback';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { dateRange, jakartaDate, startOfJakartaDay } from '@konter/shared/time/jakarta';
import type { JobQueue } from '../../platform/queue.ts';
import { lockAttempts } from '../../platform/rate-counter.ts';
import type { PinHasher } from '../../platform/secrets.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import {
  accountErrors,
  assertPinTriesLeft,
  confirmWithPassword,
  countWrongPin,
  judgePinOnce,
  permissions,
  pinLockOut,
  pinTryKeys,
  type AccountRow,
} from '../accounts/index.ts';
import { checkPurchasable } from './catalogue.service.ts';
import type { ProductRow } from './catalogue.repository.ts';
import {
  ensureTransferAccounts,
  houseCodes,
  insufficientBalance,
  postTransfer,
  transferStatement,
} from '../ledger/index.ts';
import { quoteFrom } from '../pricing/index.ts';
import { dispatchPurchaseJob } from './purchases.jobs.ts';
import {
  claimHoldAndCommit,
  claimPurchase,
  findByRef,
  findByRequestKey,
  listHistory,
  lockPurchaseKey,
  readPurchaseContext,
  type PurchaseContext,
  refusalOf,
  type TransactionRow,
} from './purchases.repository.ts';
import { toTransactionResponse } from './settlement.ts';
import { payerCode } from './settlement-legs.ts';
import { addCustomerDebtPayment, findCustomerDebt, insertCustomerDebt } from './customer-debts.repository.ts';
import { toCustomerDebt } from './customer-debts.ts';

type PurchaseBody = z.output<typeof purchaseBody>;

const refAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Our ref_id: 'TRX' and 12 unambiguous characters, sent to the supplier and printed on the receipt. */
export function newRefId(): string {
  let text = 'TRX';
  for (let index = 0; index < 12; index += 1) text += refAlphabet[randomInt(refAlphabet.length)];
  return text;
}

function requestHashOf(body: PurchaseBody, destination: string): string {
  const fields = [body.product_code, destination, String(body.selling_price ?? ''), String(body.markup ?? '')];
  // A down payment is part of what was asked (added only when given, so the keys of earlier purchases still match).
  const downPayment = downPaymentOf(body);
  if (downPayment !== null) fields.push(`dp:${downPayment}`, body.down_payment_notes ?? '');
  if (body.pay_from && body.pay_from !== 'deposit') fields.push(`from:${body.pay_from}`);
  return createHash('sha256').update(fields.join('\u0000')).digest('hex').slice(0, 32);
}

/** §3 down payment: the whole Rupiah the customer paid now, or null when the purchase is not one. */
function downPaymentOf(body: PurchaseBody): number | null {
  const value = body.down_payment;
  if (value === undefined || value === '') return null;
  return typeof value === 'number' ? value : Number(value.trim());
}

/** TRX-01: refused before anything is read: an inactive account, or one without the right to transact. */
export function assertPrincipalMayBuy(principal: Principal): void {
  if (principal.status === 'inactive') {
    throw new AppError('account_inactive', { status: 403, messageKey: 'account.inactive' });
  }
  if (!principal.permissions.includes(permissions.transact)) throw new AppError('unauthorized_access');
}

/** An account in developer mode buys through the API's sandbox only, never with its deposit (ACC-13). */
export function assertAccountMayBuy(account: AccountRow): void {
  if (account.developerMode) throw new AppError('developer_mode', { status: 403, messageKey: 'trx.developer_mode' });
}

/** What a purchase holds: its price, taken from the payer for the purchase. */
type PurchaseHold = {
  tenantId: string;
  accountId: string;
  purchaseId: string;
  refId: string;
  price: number;
  kind: string;
  at: Date;
  paidFrom?: PaymentSource;
};

/**
 * The money step every purchase ends with (decision 012): the dispatch job is enqueued, then the price is taken from
 * the deposit (or, for a purchase paid from it, the cashback wallet: `payerCode`, which its refunds credit), last, so
 * the balance's row lock is held only until the commit that follows. The house side is an entry only (decision 028).
 * Throws 'insufficient balance' (and so rolls everything back) when the balance is short.
 */
export async function holdFunds(tx: Tx, queue: JobQueue, hold: PurchaseHold): Promise<void> {
  await queue.enqueue(
    tx,
    dispatchPurchaseJob,
    { tenantId: hold.tenantId, id: hold.purchaseId },
    { singletonKey: hold.purchaseId },
  );
  await postTransfer(tx, hold.tenantId, purchaseDebit(hold));
}

/** The transfer a purchase's price makes: from the payer to the house's purchases in flight. */
function purchaseDebit(hold: Omit<PurchaseHold, 'tenantId'>) {
  return {
    idempotencyKey: `purchase:${hold.purchaseId}`,
    kind: hold.kind,
    reference: hold.refId,
    at: hold.at,
    legs: [
      { code: payerCode({ accountId: hold.accountId, paidFrom: hold.paidFrom ?? 'deposit' }), amount: -hold.price },
      { code: houseCodes.purchasesInFlight, amount: hold.price },
    ],
  };
}

/**
 * §1, a purchase paid from the loan (decision 033's amendment): the agents module's drawing of the price on the
 * buyer's active loan, in the purchase's transaction; it throws its translated refusal.
 */
export type DrawForPurchase = (
  tx: Tx,
  tenant: Tenant,
  purchase: { accountId: string; amount: number; refId: string },
) => Promise<void>;

/**
 * §1: the source the body asks for, when the web asks for one the tenant offers; anything but the deposit is refused
 * on another channel (the reseller API and the spreadsheet pay from the deposit).
 */
function paymentSourceOf(tenant: Tenant, principal: Principal, body: PurchaseBody): PaymentSource {
  const source = body.pay_from ?? 'deposit';
  if (source === 'deposit') return source;
  const offered =
    principal.channel === 'web' &&
    (source === 'cashback'
      ? tenant.catalogueSettings.payFromCashback
      : tenant.agentDebtEnabled && tenant.catalogueSettings.payFromLoan);
  if (!offered) throw fieldError('pay_from', 'validation.one_of');
  return source;
}

/** The purchase's transfer names a ledger account that does not exist yet: made, then the purchase is tried again. */
class AccountsMissing extends Error {
  readonly transfer: ReturnType<typeof purchaseDebit>;
  constructor(transfer: ReturnType<typeof purchaseDebit>) {
    super('ledger accounts missing');
    this.transfer = transfer;
  }
}

/**
 * A purchase decided on a context this process kept (decision 051) that must be decided again from a fresh read:
 * the tenant's version moved since it was read, or the kept rows refused it before anything was sent.
 */
class KeptContextStale extends Error {
  constructor() {
    super('kept purchase context is stale');
  }
}

/** Purchase contexts a process keeps (decision 051); past it, the oldest is dropped. */
const keptContextLimit = 10_000;

/** A result decided inside the purchase transaction that must roll it back (the PIN try it took included). */
class RolledBack extends Error {
  readonly value: { replay: TransactionRow | null; hash: string };
  constructor(value: { replay: TransactionRow | null; hash: string }) {
    super('rolled back');
    this.value = value;
  }
}

export function createPurchasesService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  /** The PIN's keyed hash: only the web confirms with a secret, so a job's instance goes without. */
  pins: PinHasher | null;
  /** §1: draws a purchase's price on the buyer's loan (the agents module); without it, no purchase is paid so. */
  drawForPurchase?: DrawForPurchase;
}) {
  const { database, clock, queue } = deps;
  // The destination kind of each product this process has sold, so the lock of the account, number and product
  // can be taken in the same round trip as the purchase's reads (a product's family does not change; if it did, the
  // right lock is taken once more below).
  const kindOfProduct = new Map<string, DestinationKind>();
  /**
   * Decision 051: what the last purchase of a buyer and product read (the product, the account, the agent's price,
   * the quote's inputs) at its tenant's version, kept to decide the buyer's next purchase of it without reading it
   * again (decision 052: on the web too, a right PIN judged against the kept hash). The purchase's one statement
   * refuses as 'stale' when the version has moved since.
   */
  const keptContexts = new Map<string, PurchaseContext>();
  const keepContext = (key: string, context: PurchaseContext) => {
    if (!keptContexts.has(key) && keptContexts.size >= keptContextLimit) {
      const oldest = keptContexts.keys().next();
      if (!oldest.done) keptContexts.delete(oldest.value);
    }
    // Only what holds across purchases: never the earlier purchase of this one's key.
    keptContexts.set(key, { ...context, existing: null });
  };

  /**
   * §1, a purchase paid from another source than the deposit, in its transaction: from the cashback wallet (its
   * shortfall said as such), or from the loan, drawn onto the deposit first (decision 033's amendment).
   */
  async function holdFrom(
    tx: Tx,
    paidFrom: Exclude<PaymentSource, 'deposit'>,
    purchase: { tenant: Tenant; accountId: string; id: string; refId: string; price: number; at: Date },
  ): Promise<void> {
    const { tenant, accountId, refId, price } = purchase;
    if (paidFrom === 'loan') {
      if (!deps.drawForPurchase) throw fieldError('pay_from', 'validation.one_of');
      await deps.drawForPurchase(tx, tenant, { accountId, amount: price, refId });
    }
    const hold = { tenantId: tenant.id, accountId, purchaseId: purchase.id, refId, price, at: purchase.at };
    try {
      await holdFunds(tx, queue, { ...hold, kind: 'purchase.debit', paidFrom });
    } catch (error) {
      if (paidFrom === 'cashback' && error instanceof AppError && error.code === 'insufficient_balance') {
        throw new AppError('insufficient_balance', { status: 422, messageKey: 'trx.cashback_insufficient' });
      }
      throw error;
    }
  }

  function replayOrRefuse(existing: TransactionRow, hash: string, body: PurchaseBody) {
    if (existing.requestHash === hash) return { transaction: toTransactionResponse(existing), replayed: true };
    // The same key for a different purchase: an order number may only be used once (TRX-02).
    throw fieldError(body.order_number ? 'order_number' : 'request_id', 'trx.order_number_exists');
  }

  return {
    /**
     * TRX-01..TRX-08, the one way to buy (decision 028), for every channel: the web app (confirmed with the PIN or
     * password), the spreadsheet's rows (confirmed when the file was) and the reseller API. One database
     * transaction reads what the purchase decides on (taking the PIN's try and the lock of the account, number and
     * product), checks everything that can be checked before money moves, writes the purchase with its price
     * snapshot, enqueues its dispatch and debits the deposit, last. The order number (or the client's request id)
     * is the idempotency key: a retry answers the first purchase, never a second debit.
     */
    async placePurchase(
      tenant: Tenant,
      principal: Principal,
      body: PurchaseBody,
    ): Promise<{ transaction: Transaction; replayed: boolean; depositAfter?: number }> {
      assertPrincipalMayBuy(principal);
      if (!body.destination) throw fieldError('destination', 'trx.destination_required');
      const paidFrom = paymentSourceOf(tenant, principal, body);
      const orderNumber = body.order_number ? body.order_number : null;
      const requestKey = orderNumber ?? body.request_id ?? `server:${newRefId()}`;
      const confirmsOnWeb = principal.channel === 'web';
      // Only the web asks the person; an account without a PIN confirms with its password, checked (slowly, argon2)
      // before the transaction so that no lock waits on it.
      const passwordChecked = confirmsOnWeb && !body.pin && body.password !== undefined;
      if (passwordChecked) await confirmWithPassword(deps, tenant.id, principal.accountId, body.password);

      const now = clock.now();
      const lockKeyOf = (kind: DestinationKind) => {
        const destination = normalizeDestination(kind, body.destination as string);
        return destination ? `${tenant.id}:${principal.accountId}:${destination}:${body.product_code}` : null;
      };
      const cachedKind = kindOfProduct.get(`${tenant.id}:${body.product_code}`);
      const earlyLock = cachedKind ? lockKeyOf(cachedKind) : null;
      const windows = pinTryKeys(principal.accountId, now);
      // Decisions 051 and 052: a purchase paid from the deposit in one statement may be decided on the context kept
      // from this buyer's last purchase of the product, checked by that statement.
      const keptKey =
        paidFrom === 'deposit' && downPaymentOf(body) === null
          ? `${tenant.id}:${principal.accountId}:${body.product_code}`
          : null;
      const attempt = async (kept: PurchaseContext | undefined) =>
        database.withTenant(tenant.id, async (tx) => {
          // Set once the purchase's statement is sent: a refusal before it, decided on kept rows, is decided again.
          let sent = false;
          try {
            return await decide(tx, kept, () => {
              sent = true;
            });
          } catch (error) {
            if (kept && !sent && !(error instanceof AccountsMissing)) throw new KeptContextStale();
            throw error;
          }
        });
      const decide = async (tx: Tx, kept: PurchaseContext | undefined, sending: () => void) => {
        const context =
          kept ??
          (await readPurchaseContext(tx, {
            tenantId: tenant.id,
            accountId: principal.accountId,
            productCode: body.product_code,
            requestKey,
            lockKey: earlyLock,
          }));
        // A promo product's sold count changes with every purchase: never decided on kept rows.
        if (!kept && keptKey && context.product && !context.product.promo) keepContext(keptKey, context);
        const { product, account, existing } = context;
        if (!account) throw new AppError('not_authenticated');
        const kind = product ? familyDefinition(product.family).destination : null;
        const destination = kind ? normalizeDestination(kind, body.destination as string) : body.destination?.trim();
        const hash = requestHashOf(body, destination ?? (body.destination as string).trim());
        if (existing) throw new RolledBack({ replay: existing, hash });
        const row = checkPurchasable(product, principal, now);
        kindOfProduct.set(`${tenant.id}:${row.code}`, familyDefinition(row.family).destination);
        assertAccountMayBuy(account);
        if (row.family === 'sendMoney' && !account.phoneVerifiedAt) {
          throw new AppError('send_money_unverified', { status: 403, messageKey: 'trx.send_money_unverified' });
        }
        if (!destination || !destinationMatches(row, destination)) {
          throw fieldError('destination', 'trx.incorrect_numbers');
        }
        // On kept rows nothing was sent yet: the lock goes out in front of the purchase's statement, in its write.
        // It is taken before the PIN's counter rows on every path, so two purchases of an account cannot deadlock.
        const lockKey = lockKeyOf(familyDefinition(row.family).destination);
        if (lockKey && (kept || lockKey !== earlyLock)) lockPurchaseKey(tx, lockKey);

        // TRX-05: the PIN when the account has one, the password otherwise (checked above). Decision 052: a right PIN
        // is judged before any lock is taken; its counter rows are then locked in front of the purchase's statement,
        // which refuses when its tries, or the account's, are used up, and clears its count. A wrong PIN is counted
        // (on kept rows, after a fresh read: the PIN may have changed); a PIN stored the slow way is judged as before.
        let pinLimits: typeof windows | null = null;
        if (confirmsOnWeb) {
          if (account.pinHash) {
            if (passwordChecked || !body.pin) throw fieldError('pin', 'trx.pin_required');
            if (!deps.pins) throw new Error('A web purchase needs the PIN hasher');
            const right = deps.pins.checkKeyed(body.pin, account.pinHash);
            if (right === true) {
              lockAttempts(tx, tenant.id, windows.pinTry.key);
              pinLimits = windows;
            } else if (kept) {
              throw new KeptContextStale();
            } else if (right === false) {
              await countWrongPin(tx, account, now);
              // The wrong try is committed (it counts), then refused.
              return { wrongPin: true } as const;
            } else if ((await judgePinOnce(tx, { clock, pins: deps.pins }, account, body.pin)) === 'wrong') {
              return { wrongPin: true } as const;
            }
          } else if (!passwordChecked) {
            throw fieldError('password', 'trx.password_required');
          }
        }

        // The price and each upline's commission, snapshotted on the row below (decision 025).
        const quote = quoteFrom(context.quoteInputs, principal, row);
        const price = quote.price;
        const sellingPrice = resolveSellingPrice(price, {
          sellingPrice: body.selling_price,
          markup: body.markup,
          adjusted: context.agentSellingPrice,
        });
        const downPayment = downPaymentOf(body);
        // §3: the customer owes the rest of the selling price, so a down payment leaves something owed.
        if (downPayment !== null && downPayment >= sellingPrice) {
          throw fieldError('down_payment', 'trx.down_payment_too_high', { price: formatRupiah(sellingPrice) });
        }
        const refId = newRefId();
        const values = {
          tenantId: tenant.id,
          refId,
          accountId: principal.accountId,
          requestKey,
          requestHash: hash,
          orderNumber,
          productCode: row.code,
          productName: row.name,
          family: row.family,
          operator: row.operator,
          operatorName: row.operatorName,
          nominal: row.nominal,
          destination,
          price,
          buyingPrice: row.buyingPrice,
          sellingPrice,
          commissionLegs: quote.legs,
          // The Rupiah this purchase earns at the price it pays: a percent cashback is resolved here, once.
          cashback: cashbackEarned(row, price),
          promo: row.promo,
          paidFrom,
          status: 'processing' as const,
          createdAt: now,
          updatedAt: now,
        };
        const claimOptions = { since: startOfJakartaDay(now), clearPinTry: pinLimits ? windows.pinTry.key : null };
        const limit = tenant.catalogueSettings.sameNumberDailyLimit;
        // The everyday purchase (from the deposit, nothing owed by the customer) writes its row, its dispatch job
        // and its debit in one statement sent with the COMMIT (decision 043); the others in steps.
        if (paidFrom === 'deposit' && downPayment === null) {
          const purchaseId = randomUUID();
          const debit = purchaseDebit({
            accountId: principal.accountId,
            purchaseId,
            refId,
            price,
            kind: 'purchase.debit',
            at: now,
          });
          const job = await queue.enqueueStatement(
            dispatchPurchaseJob,
            { tenantId: tenant.id, id: purchaseId },
            { singletonKey: purchaseId },
          );
          if (job) {
            const transfer = transferStatement(tenant.id, debit, 'exists (select 1 from inserted)');
            try {
              sending();
              const written = await claimHoldAndCommit(
                tx,
                { ...values, id: purchaseId },
                { ...claimOptions, dailyLimit: limit, contextVersion: kept ? kept.version : null, pinLimits },
                { job, transfer },
              );
              // The deposit after the debit, for an API that answers with it (the reseller API's buyer_last_saldo).
              return { row: written.row, depositAfter: written.balances[debit.legs[0]?.code ?? ''] };
            } catch (error) {
              const refusal = refusalOf(error);
              if (refusal === 'stale') throw new KeptContextStale();
              if (refusal === 'pin_locked') throw pinLockOut('pin', now);
              if (refusal === 'secrets_locked') throw pinLockOut('secrets', now);
              // A concurrent duplicate committed first (we waited on its key): answer with it.
              if (refusal === 'taken') throw new RolledBack({ replay: null, hash });
              if (refusal === 'daily_limit') throw fieldError('destination', 'trx.daily_limit', { limit });
              if (refusal === 'insufficient') throw insufficientBalance();
              if (refusal === 'missing_accounts') throw new AccountsMissing(debit);
              throw error;
            }
          }
        }
        // Only the one statement above checks the version of kept rows, and a right PIN's limits: here, a read does.
        if (kept) throw new KeptContextStale();
        if (pinLimits) await assertPinTriesLeft(tx, account, now);
        const claimed = await claimPurchase(tx, values, claimOptions);
        // A concurrent duplicate committed first (we waited on its key): answer with it.
        if (!claimed) throw new RolledBack({ replay: null, hash });
        if (claimed.boughtToday > limit) throw fieldError('destination', 'trx.daily_limit', { limit });
        if (downPayment !== null) {
          await insertCustomerDebt(tx, {
            tenantId: tenant.id,
            purchaseId: claimed.row.id,
            accountId: principal.accountId,
            downPayment,
            amount: sellingPrice - downPayment,
            notes: body.down_payment_notes ?? '',
            createdAt: now,
            updatedAt: now,
          });
        }
        if (paidFrom === 'deposit') {
          await holdFunds(tx, queue, {
            tenantId: tenant.id,
            accountId: principal.accountId,
            purchaseId: claimed.row.id,
            refId,
            price,
            kind: 'purchase.debit',
            at: now,
          });
        } else {
          await holdFrom(tx, paidFrom, {
            tenant,
            accountId: principal.accountId,
            id: claimed.row.id,
            refId,
            price,
            at: now,
          });
        }
        return { row: claimed.row };
      };
      // On the kept context when there is one; from a fresh read when there is none or it proved stale.
      const decideOnce = async () => {
        const kept = keptKey ? keptContexts.get(keptKey) : undefined;
        if (!kept || !keptKey) return attempt(undefined);
        try {
          return await attempt(kept);
        } catch (error) {
          if (!(error instanceof KeptContextStale)) throw error;
          keptContexts.delete(keptKey);
          return attempt(undefined);
        }
      };

      try {
        const outcome = await decideOnce().catch(async (error: unknown) => {
          if (!(error instanceof AccountsMissing)) throw error;
          // Ledger accounts are made on first use (the tenant's house account, a buyer's deposit): made in a
          // transaction of their own, then the purchase runs again from its read, as nothing of it was kept.
          await database.withTenant(tenant.id, (tx) => ensureTransferAccounts(tx, tenant.id, error.transfer));
          return decideOnce();
        });
        if ('wrongPin' in outcome) throw accountErrors.pinWrong();
        return {
          transaction: toTransactionResponse(outcome.row),
          replayed: false,
          ...('depositAfter' in outcome && outcome.depositAfter !== undefined
            ? { depositAfter: outcome.depositAfter }
            : {}),
        };
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
        const { replay, hash } = error.value;
        const first =
          replay ??
          (await database.withTenant(tenant.id, (tx) =>
            findByRequestKey(tx, tenant.id, principal.accountId, requestKey),
          ));
        if (!first) throw new Error('idempotency key conflict without a row', { cause: error });
        return replayOrRefuse(first, hash, body);
      }
    },

    /** §3 down payment: what the customer of the account's purchase still owes it. */
    async customerDebt(tenant: Tenant, auth: Principal, refId: string): Promise<CustomerDebt> {
      const found = await database.withTenant(tenant.id, (tx) =>
        findCustomerDebt(tx, tenant.id, auth.accountId, refId),
      );
      if (!found) throw new AppError('not_found', { messageKey: 'trx.not_found' });
      if (!found.debt) throw new AppError('not_found', { messageKey: 'trx.customer_debt_none' });
      return toCustomerDebt(found.refId, found.status, found.sellingPrice, found.debt);
    },

    /**
     * §3 down payment, settled later: the customer paid `amount` (the whole rest when not given) towards the debt.
     * Refused for a debt already paid or a purchase that did not go through, and for more than is still owed.
     */
    async payCustomerDebt(
      tenant: Tenant,
      auth: Principal,
      refId: string,
      body: z.output<typeof customerDebtPaymentBody>,
    ): Promise<CustomerDebt> {
      return database.withTenant(tenant.id, async (tx) => {
        const found = await findCustomerDebt(tx, tenant.id, auth.accountId, refId);
        if (!found) throw new AppError('not_found', { messageKey: 'trx.not_found' });
        const { debt } = found;
        if (!debt) throw new AppError('not_found', { messageKey: 'trx.customer_debt_none' });
        const status = customerDebtStatus(found.status, debt);
        if (status !== 'unpaid') {
          const messageKey = status === 'void' ? 'trx.customer_debt_void' : 'trx.customer_debt_settled';
          throw new AppError('customer_debt_closed', { status: 409, messageKey });
        }
        const outstanding = debt.amount - debt.paid;
        const amount = body.amount === undefined || body.amount === '' ? outstanding : Number(body.amount);
        if (amount > outstanding) {
          throw fieldError('amount', 'trx.customer_debt_too_much', { outstanding: formatRupiah(outstanding) });
        }
        const updated = await addCustomerDebtPayment(
          tx,
          { tenantId: tenant.id, purchaseId: found.purchaseId },
          { amount, notes: body.notes, at: clock.now() },
        );
        // Another payment was recorded in between and left less than this one: say what is owed now.
        if (!updated) {
          const now = await findCustomerDebt(tx, tenant.id, auth.accountId, refId);
          const left = now?.debt ? now.debt.amount - now.debt.paid : 0;
          if (left <= 0)
            throw new AppError('customer_debt_closed', { status: 409, messageKey: 'trx.customer_debt_settled' });
          throw fieldError('amount', 'trx.customer_debt_too_much', { outstanding: formatRupiah(left) });
        }
        return toCustomerDebt(found.refId, found.status, found.sellingPrice, updated);
      });
    },

    async get(tenant: Tenant, auth: Principal, refId: string): Promise<Transaction> {
      const row = await database.withTenant(tenant.id, (tx) =>
        findByRef(tx, tenant.id, refId, { accountId: auth.accountId }),
      );
      if (!row) throw new AppError('not_found', { messageKey: 'trx.not_found' });
      return toTransactionResponse(row);
    },

    /** Prepaid history with search, status/family filters and Jakarta date presets. */
    async history(
      tenant: Tenant,
      auth: Principal,
      query: z.output<typeof historyQuery>,
      kind: 'prepaid' | 'postpaid' = 'prepaid',
    ) {
      const today = jakartaDate(clock.now());
      const range = dateRange(query, today);
      const { rows, total } = await database.withTenant(tenant.id, (tx) =>
        listHistory(
          tx,
          tenant.id,
          auth.accountId,
          { kind, search: query.search, status: query.status, family: query.family, ...range },
          query.page,
          query.per_page,
        ),
      );
      return { rows, meta: { page: query.page, per_page: query.per_page, total } };
    },
  };
}

/**
 * A mobile product goes only to numbers that can take it: its operator's (a Telkomsel voucher to an XL number fails at
 * the seller), and a brand with prefixes of its own (by.U) only on those.
 */
function destinationMatches(product: ProductRow, destination: string): boolean {
  if (familyDefinition(product.family).destination !== 'mobile' || !product.mobileOperator) return true;
  return isValidMsisdn(destination) && numberFitsMobileProduct(destination, product.mobileOperator, product.operator);
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
