import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { bankMutations } from '../../db/schema/deposits.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { demoPassword, demoPin } from '../accounts/index.ts';
import { postDemoOpeningDeposit } from '../ledger/index.ts';

/**
 * One item for the demo's reconciliation console (issue 17): a credit on the tenant's bank account that matched two
 * pending requests, so the bank feed credited nobody and a person must look. Moves no money. Idempotent.
 */
export async function seedDemoReconciliation(database: Database, tenantId: string, clock: Clock): Promise<void> {
  await database.withTenant(tenantId, (tx) =>
    tx
      .insert(bankMutations)
      .values({
        tenantId,
        mutationId: 'DEMO-MUTASI-0001',
        accountNumber: '1234567890',
        amount: 150_321,
        description: 'TRF DR BUDI SANTOSO',
        bookedAt: clock.now(),
        reviewFlag: 'ambiguous:DEMO-REQ-1,DEMO-REQ-2',
      })
      .onConflictDoNothing(),
  );
}

/**
 * The back office's own demo customers (issue 17), members with an opening deposit: one sees an admin's new price
 * and buys at it, the other's purchase stays processing and an admin refunds it, so no other journey's balances or
 * prices move. Phones 081234560030–39
 * are the back office's. Idempotent by phone; the password and PIN are the demo ones.
 */
export const backOfficeDemoAccounts = [
  { phone: '081234560030', name: 'Demo Pembeli Harga', deposit: 200_000 },
  { phone: '081234560031', name: 'Demo Pembeli Tertahan', deposit: 100_000 },
] as const;

export async function seedDemoBackOfficeAccounts(database: Database, tenantId: string, clock: Clock): Promise<void> {
  const [passwordHash, pinHash] = await Promise.all([hashSecret(demoPassword), hashSecret(demoPin)]);
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    for (const demo of backOfficeDemoAccounts) {
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, demo.phone)));
      if (existing) continue;
      const [row] = await tx
        .insert(accounts)
        .values({
          tenantId,
          name: demo.name,
          email: `member${demo.phone.slice(-2)}@demo.konter.id`,
          phone: demo.phone,
          passwordHash,
          pinHash,
          role: 'member',
          referralCode: `ADM${demo.phone.slice(-4)}`,
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
      if (!row) continue;
      await postDemoOpeningDeposit(tx, tenantId, {
        scope: 'backoffice',
        accountId: row.id,
        amount: demo.deposit,
        at: now,
      });
    }
  });
}
