import type { Database } from '../../db/client.ts';
import { bankMutations } from '../../db/schema/deposits.ts';
import type { Clock } from '../../platform/clock.ts';

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
