import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@konter/shared/contracts/accounts';
import type { PurchaseBody, Transaction } from '@konter/shared/contracts/transactions';
import { queryRows } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { prepaidTransactions } from '../db/schema/ppob-purchases.ts';
import { houseBalance, houseCodes } from '../modules/ledger/index.ts';
import { dispatchPurchaseJob } from '../modules/ppob/index.ts';
import { createPinHasher, hashSecret } from '../platform/secrets.ts';
import { freshPhone } from './accounts-helpers.ts';
import { fund } from './ledger-helpers.ts';
import { TestBrowser, type TestContext } from './test-app.ts';

export const buyerPassword = 'rahasia123';
export const buyerPin = '246810';
let buyerPasswordHash: Promise<string> | null = null;

/**
 * A logged-in account with money on its deposit, made directly in the database (registration has its own tests):
 * PIN set unless `pin: false`, phone verified unless `phoneVerified: false`.
 */
export async function buyer(
  ctx: TestContext,
  options: {
    tenant?: 'konter' | 'mitra';
    role?: Role;
    deposit?: number;
    pin?: boolean;
    phoneVerified?: boolean;
    developerMode?: boolean;
    grants?: string[];
    /** The upline whose referral code this account registered with. */
    referredBy?: string;
    /** Stored password and PIN hashes to use instead of the real-cost ones (load and chaos tests). */
    hashes?: [passwordHash: string, pinHash: string];
  } = {},
) {
  buyerPasswordHash ??= hashSecret(buyerPassword);
  // The PIN under its keyed hash, as every PIN set today is stored (decision 028).
  const [storedPassword, pinHash] = options.hashes ?? [
    await buyerPasswordHash,
    createPinHasher(ctx.config.pinKey).hash(buyerPin),
  ];
  const tenantId = ctx.tenantIds[options.tenant ?? 'konter'];
  const phone = freshPhone();
  const now = ctx.clock.now();
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .insert(accounts)
      .values({
        tenantId,
        name: 'Toko Berkah',
        email: `buyer${phone}@example.com`,
        phone,
        passwordHash: storedPassword,
        pinHash: options.pin === false ? null : pinHash,
        role: options.role ?? 'member',
        grants: options.grants ?? [],
        referralCode: `B${phone.slice(-8)}`,
        referredBy: options.referredBy ?? null,
        emailVerifiedAt: now,
        phoneVerifiedAt: options.phoneVerified === false ? null : now,
        developerMode: options.developerMode ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: accounts.id }),
  );
  if (!row) throw new Error('buyer insert failed');
  if ((options.deposit ?? 100_000) > 0) await fund(ctx, tenantId, row.id, options.deposit ?? 100_000);
  const host = options.tenant === 'mitra' ? '127.0.0.1' : 'localhost';
  const browser = await new TestBrowser(ctx.app, host).open();
  const login = await browser.post('/api/v1/auth/login', { login: phone, password: buyerPassword });
  expect(login.statusCode).toBe(200);
  return { browser, accountId: row.id, tenantId, phone };
}

export type Buyer = Awaited<ReturnType<typeof buyer>>;

export async function purchase(who: Buyer, body: Partial<PurchaseBody>) {
  return who.browser.post('/api/v1/prabayar/transaction', { pin: buyerPin, ...body });
}

export async function depositOf(who: Buyer): Promise<number> {
  return (await who.browser.get('/api/v1/account')).json().data.deposit as number;
}

/** Runs the dispatch of a purchase now, as the worker would after the purchase committed. */
export async function dispatch(ctx: TestContext, who: Buyer, refId: string): Promise<Transaction> {
  const [row] = await ctx.database.withTenant(who.tenantId, (tx) =>
    tx.select({ id: prepaidTransactions.id }).from(prepaidTransactions).where(eq(prepaidTransactions.refId, refId)),
  );
  if (!row) throw new Error(`no purchase ${refId}`);
  await ctx.queue.runNow(dispatchPurchaseJob, { tenantId: who.tenantId, id: row.id });
  await settled(ctx);
  return transactionOf(who, refId);
}

/** Waits until the supplier simulators have delivered every callback (each applied before it is answered). */
export async function settled(ctx: TestContext): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(ctx.simulators.suppliers.map((supplier) => supplier.idle()));
  }
}

export async function transactionOf(who: Buyer, refId: string): Promise<Transaction> {
  const response = await who.browser.get(`/api/v1/prabayar/transaction/${refId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as Transaction;
}

/** The in-flight house account holds exactly the prices of purchases still processing, in every tenant. */
export async function expectInFlightBalanced(ctx: TestContext): Promise<void> {
  for (const tenantId of Object.values(ctx.tenantIds)) {
    const held = await ctx.database.withTenant(tenantId, (tx) =>
      houseBalance(tx, tenantId, houseCodes.purchasesInFlight),
    );
    const [owed] = await ctx.database.withTenant(tenantId, (tx) =>
      queryRows<{ total: string }>(
        tx,
        sql`select coalesce(sum(price), 0) as total from prepaid_transactions where status = 'processing'`,
      ),
    );
    expect(held).toBe(Number(owed?.total ?? 0));
  }
}
