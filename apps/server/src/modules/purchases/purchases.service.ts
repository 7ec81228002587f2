import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { familyDefinition } from '@konter/shared/catalogue/families';
import type { Transaction, historyQuery, purchaseBody } from '@konter/shared/contracts/transactions';
import { isValidMsisdn, numberFitsMobileProduct } from '@konter/shared/phone/operators';
import { normalizeDestination } from '@konter/shared/purchases/destination';
import { resolveSellingPrice } from '@konter/shared/purchases/selling-price';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { dateRange, jakartaDate, startOfJakartaDay } from '@konter/shared/time/jakarta';
import type { JobQueue } from '../../platform/queue.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findAccountById, permissions } from '../accounts/index.ts';
import {
  findAgentPrice,
  incrementSoldQty,
  priceOfTier,
  purchasableProduct,
  tierOfRole,
  type ProductRow,
} from '../catalogue/index.ts';
import { holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { dispatchPurchaseJob } from './purchases.jobs.ts';
import {
  countSameNumberToday,
  findByRef,
  findByRequestKey,
  insertTransaction,
  listHistory,
  type TransactionRow,
} from './purchases.repository.ts';
import { toTransactionResponse } from './settlement.ts';

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
  return createHash('sha256').update(fields.join('\u0000')).digest('hex').slice(0, 32);
}

export type PurchaseVerifier = {
  /** ACC-07: throws 'Kode PIN Salah' (and the attempt limit) on a wrong PIN. */
  verifyPin(auth: AuthContext, pin: string): Promise<void>;
  verifyPassword(tenantId: string, accountId: string, password: string): Promise<boolean>;
};

export function createPurchasesService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  verifier: PurchaseVerifier;
}) {
  const { database, clock, queue, verifier } = deps;

  /** TRX-05: the PIN when the account has one, the password otherwise. */
  async function verify(auth: AuthContext, body: PurchaseBody, hasPin: boolean): Promise<void> {
    if (hasPin) {
      if (!body.pin) throw fieldError('pin', 'trx.pin_required');
      await verifier.verifyPin(auth, body.pin);
      return;
    }
    if (!body.password) throw fieldError('password', 'trx.password_required');
    if (!(await verifier.verifyPassword(auth.tenantId, auth.accountId, body.password))) {
      throw fieldError('password', 'account.wrong_password');
    }
  }

  function replayOrRefuse(existing: TransactionRow, hash: string, body: PurchaseBody) {
    if (existing.requestHash === hash) return { transaction: toTransactionResponse(existing), replayed: true };
    // The same key for a different purchase: an order number may only be used once (TRX-02).
    throw fieldError(body.order_number ? 'order_number' : 'request_id', 'trx.order_number_exists');
  }

  return {
    /**
     * TRX-01..TRX-08: checks everything that can be checked before money moves, then in one database transaction
     * debits the deposit, writes the purchase with its price snapshot and enqueues its dispatch. The order number
     * (or the client's request id) is the idempotency key: a retry answers the first purchase, never a second debit.
     */
    async purchase(
      tenant: Tenant,
      auth: AuthContext,
      body: PurchaseBody,
      options: { verified?: boolean } = {},
    ): Promise<{ transaction: Transaction; replayed: boolean }> {
      if (auth.status === 'inactive') {
        throw new AppError('account_inactive', { status: 403, messageKey: 'account.inactive' });
      }
      if (!auth.permissions.includes(permissions.transact)) throw new AppError('unauthorized_access');
      if (!body.destination) throw fieldError('destination', 'trx.destination_required');
      const orderNumber = body.order_number ? body.order_number : null;
      const requestKey = orderNumber ?? body.request_id ?? `server:${newRefId()}`;

      const now = clock.now();
      const { product, account, existing } = await database.withTenant(tenant.id, async (tx) => ({
        product: await purchasableProduct(tx, tenant.id, body.product_code, auth, now).catch((error: unknown): Error =>
          error instanceof Error ? error : new Error(String(error)),
        ),
        account: await findAccountById(tx, tenant.id, auth.accountId),
        existing: await findByRequestKey(tx, tenant.id, auth.accountId, requestKey),
      }));
      if (!account) throw new AppError('not_authenticated');
      const kind = product instanceof Error ? null : familyDefinition(product.family).destination;
      const destination = kind ? normalizeDestination(kind, body.destination) : body.destination.trim();
      const hash = requestHashOf(body, destination ?? body.destination.trim());
      if (existing) return replayOrRefuse(existing, hash, body);
      if (product instanceof Error) throw product;
      if (account.developerMode) {
        throw new AppError('developer_mode', { status: 403, messageKey: 'trx.developer_mode' });
      }
      if (product.family === 'sendMoney' && !account.phoneVerifiedAt) {
        throw new AppError('send_money_unverified', { status: 403, messageKey: 'trx.send_money_unverified' });
      }
      if (!destination || !destinationMatches(product, destination)) {
        throw fieldError('destination', 'trx.incorrect_numbers');
      }
      // A bulk upload (issue 6) verifies the PIN once when the person confirms the file, then buys row by row.
      if (!options.verified) await verify(auth, body, Boolean(account.pinHash));

      const price = priceOfTier(product, tierOfRole(auth.role));
      const refId = newRefId();
      const limit = tenant.catalogueSettings.sameNumberDailyLimit;
      const result = await database.withTenant(tenant.id, async (tx) => {
        // One purchase at a time per account, number and product: the daily count below cannot be raced.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`${tenant.id}:${auth.accountId}:${destination}:${product.code}`}))`,
        );
        const adjusted = await findAgentPrice(tx, tenant.id, auth.accountId, product.code);
        const sellingPrice = resolveSellingPrice(price, {
          sellingPrice: body.selling_price,
          markup: body.markup,
          adjusted: adjusted?.sellingPrice ?? null,
        });
        // The idempotency key is claimed first: a retry or a concurrent duplicate (which waits here on the unique
        // index until the first commits) answers with the first purchase, whatever the limit says by now.
        const row = await insertTransaction(tx, {
          tenantId: tenant.id,
          refId,
          accountId: auth.accountId,
          requestKey,
          requestHash: hash,
          orderNumber,
          productCode: product.code,
          productName: product.name,
          family: product.family,
          operator: product.operator,
          operatorName: product.operatorName,
          nominal: product.nominal,
          destination,
          price,
          buyingPrice: product.buyingPrice,
          sellingPrice,
          cashback: product.cashback,
          promo: product.promo,
          status: 'processing',
          createdAt: now,
          updatedAt: now,
        });
        if (!row) {
          const first = await findByRequestKey(tx, tenant.id, auth.accountId, requestKey);
          if (!first) throw new Error('idempotency key conflict without a row');
          return { row: first, replayed: true };
        }
        // The count includes the row just written; refusing rolls it back.
        const since = startOfJakartaDay(now);
        const bought = await countSameNumberToday(tx, tenant.id, auth.accountId, destination, product.code, since);
        if (bought > limit) throw fieldError('destination', 'trx.daily_limit', { limit });
        if (product.promo) await incrementSoldQty(tx, tenant.id, product.code);
        await queue.enqueue(tx, dispatchPurchaseJob, { tenantId: tenant.id, id: row.id }, { singletonKey: row.id });
        // Last: the debit locks the deposit and the tenant-wide in-flight account until the commit that follows.
        await postTransfer(tx, tenant.id, {
          idempotencyKey: `purchase:${row.id}`,
          kind: 'purchase.debit',
          reference: refId,
          at: now,
          legs: [
            { code: holderCode('deposit', auth.accountId), amount: -price },
            { code: houseCodes.purchasesInFlight, amount: price },
          ],
        });
        return { row, replayed: false };
      });
      if (result.replayed) return replayOrRefuse(result.row, hash, body);
      return { transaction: toTransactionResponse(result.row), replayed: false };
    },

    async get(tenant: Tenant, auth: AuthContext, refId: string): Promise<Transaction> {
      const row = await database.withTenant(tenant.id, (tx) =>
        findByRef(tx, tenant.id, refId, { accountId: auth.accountId }),
      );
      if (!row) throw new AppError('not_found', { messageKey: 'trx.not_found' });
      return toTransactionResponse(row);
    },

    /** Prepaid history with search, status/family filters and Jakarta date presets. */
    async history(
      tenant: Tenant,
      auth: AuthContext,
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
