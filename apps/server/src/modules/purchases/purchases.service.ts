import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { familyDefinition, type DestinationKind } from '@konter/shared/catalogue/families';
import type { HistoryQuery, Transaction, historyQuery, purchaseBody } from '@konter/shared/contracts/transactions';
import { isValidMsisdn, normalizeMsisdn, numberFitsMobileProduct } from '@konter/shared/phone/operators';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { addDays, jakartaDate, jakartaDayStart, startOfJakartaDay } from '../../platform/jakarta-time.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findAccountById, permissions } from '../accounts/index.ts';
import { findAgentPrice, incrementSoldQty, purchasableProduct, type ProductRow } from '../catalogue/index.ts';
import { holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { quote as quotePrice } from '../pricing/index.ts';
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

const destinationRules: Record<DestinationKind, RegExp> = {
  mobile: /^08\d{8,11}$/,
  ewallet: /^08\d{8,11}$/,
  pln: /^\d{11,12}$/,
  gas: /^\d{6,20}$/,
  tv: /^\d{6,20}$/,
  bank: /^\d{6,20}$/,
  game: /^[0-9A-Za-z._]{4,40}$/,
  international: /^\+?\d{6,16}$/,
  any: /^[0-9A-Za-z+\-.]{4,40}$/,
};

/** The destination in the form the supplier wants, or null when it is not a number of that kind (TRX-01). */
export function normalizeDestination(kind: DestinationKind, input: string): string | null {
  const trimmed = input.trim();
  if (kind === 'mobile' || kind === 'ewallet') {
    const number = normalizeMsisdn(trimmed);
    if (!number || !destinationRules[kind].test(number)) return null;
    return number;
  }
  // A game account is 'user id (zone id)' to people and the two run together to the supplier.
  const compact = kind === 'game' ? trimmed.replace(/[\s()|/-]/g, '') : trimmed.replace(/[\s.-]/g, '');
  return destinationRules[kind].test(compact) ? compact : null;
}

/**
 * TRX-03: the price the reseller charges their customer. A numeric selling price at or above what they pay is
 * used as it is; a non-numeric or too low one becomes what they pay; otherwise what they pay plus the markup (a
 * non-numeric markup is 0), or the agent's own adjusted price for the product.
 */
export function resolveSellingPrice(
  price: number,
  input: { sellingPrice?: number | string | undefined; markup?: number | string | undefined; adjusted?: number | null },
): number {
  const numeric = (value: number | string | undefined): number | null => {
    if (value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : Number(value.trim());
    return Number.isSafeInteger(number) ? number : null;
  };
  if (input.sellingPrice !== undefined && input.sellingPrice !== '') {
    const selling = numeric(input.sellingPrice);
    return selling !== null && selling >= price ? selling : price;
  }
  if (input.markup !== undefined && input.markup !== '') {
    const markup = numeric(input.markup) ?? 0;
    return markup > 0 ? price + markup : price;
  }
  return input.adjusted && input.adjusted >= price ? input.adjusted : price;
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

      const refId = newRefId();
      const limit = tenant.catalogueSettings.sameNumberDailyLimit;
      const result = await database.withTenant(tenant.id, async (tx) => {
        // One purchase at a time per account, number and product: the daily count below cannot be raced.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`${tenant.id}:${auth.accountId}:${destination}:${product.code}`}))`,
        );
        // The price and each upline's commission, snapshotted on the row below (decision 025).
        const quote = await quotePrice(tx, auth, product);
        const price = quote.price;
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
          commissionLegs: quote.legs,
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

function dateRange(query: Pick<HistoryQuery, 'preset' | 'from' | 'to'>, today: string): { from?: Date; to?: Date } {
  switch (query.preset) {
    case 'today':
      return { from: jakartaDayStart(today), to: jakartaDayStart(addDays(today, 1)) };
    case 'yesterday':
      return { from: jakartaDayStart(addDays(today, -1)), to: jakartaDayStart(today) };
    case 'last7':
      return { from: jakartaDayStart(addDays(today, -6)), to: jakartaDayStart(addDays(today, 1)) };
    case 'last30':
      return { from: jakartaDayStart(addDays(today, -29)), to: jakartaDayStart(addDays(today, 1)) };
    default:
      return {
        ...(query.from ? { from: jakartaDayStart(query.from) } : {}),
        ...(query.to ? { to: jakartaDayStart(addDays(query.to, 1)) } : {}),
      };
  }
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
