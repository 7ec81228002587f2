import type { RefundResult, StuckPurchase } from '@konter/shared/contracts/admin';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuditService } from '../audit/index.ts';
import { getHolderBalances } from '../ledger/index.ts';
import { findByRef, listProcessing, type SettlementEngine } from '../ppob/index.ts';
import { findTenantById, type Tenant } from '../tenants/index.ts';
import { adminErrors } from './admin.errors.ts';
import { accountsOf } from './admin.repository.ts';

/** The stuck-purchases rule: how long a purchase may stay processing before the tenant counts it past its timeout. */
export function processingTimeoutMinutes(tenant: Pick<Tenant, 'catalogueSettings'> | null): number {
  return tenant?.catalogueSettings.processingTimeoutMinutes ?? 1440;
}

/** The latest placing time of a purchase that is past the timeout at `now` (`past_timeout` of the list below). */
export function pastTimeoutAt(now: Date, timeoutMinutes: number): Date {
  return new Date(now.getTime() - timeoutMinutes * 60_000);
}

export type AdminPurchasesDeps = {
  database: Database;
  clock: Clock;
  audit: AuditService;
  settlement: Pick<SettlementEngine, 'refundStuck'>;
};

/**
 * Stuck purchases in the back office (issue 17): every purchase still processing, oldest first, and its refund by an
 * admin through the settlement engine (never by editing a row): one conditional settlement, one refund transfer,
 * the admin's audit entry in the same transaction.
 */
export function createAdminPurchasesService(deps: AdminPurchasesDeps) {
  const { database, clock, audit, settlement } = deps;

  return {
    async stuck(tenantId: string): Promise<StuckPurchase[]> {
      return database.withTenant(tenantId, async (tx) => {
        const tenant = await findTenantById(tx, tenantId);
        const rows = await listProcessing(tx, tenantId, 200);
        const accounts = await accountsOf(
          tx,
          tenantId,
          rows.map((row) => row.accountId),
        );
        const cutoff = pastTimeoutAt(clock.now(), processingTimeoutMinutes(tenant));
        return rows.map((row) => ({
          ref_id: row.refId,
          account_id: row.accountId,
          account_name: accounts.get(row.accountId)?.name ?? '',
          account_phone: accounts.get(row.accountId)?.phone ?? '',
          product_code: row.productCode,
          product_name: row.productName,
          destination: row.destination,
          price: row.price,
          supplier: row.supplier,
          last_attempt: row.attempts.at(-1)?.status ?? null,
          attempts: row.attempts.length,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
          past_timeout: row.createdAt.getTime() <= cutoff.getTime(),
        }));
      });
    },

    /** Refunds a purchase still processing; a second click or a concurrent refund finds it settled (409). */
    async refund(admin: Principal, refId: string, note: string): Promise<RefundResult> {
      const tenantId = admin.tenantId;
      const row = await database.withTenant(tenantId, (tx) => findByRef(tx, tenantId, refId));
      if (!row) throw adminErrors.notFound();
      const refunded = await settlement.refundStuck(tenantId, row.id, async (tx, settled) => {
        const after = await getHolderBalances(tx, tenantId, row.accountId);
        await audit.record(
          tx,
          tenantId,
          'admin.purchase.refund',
          {
            target: row.accountId,
            reference: row.refId,
            product: row.productCode,
            price: row.price,
            note,
            // Read in the refund's transaction: the deposit just before is the one after less the price refunded.
            before: { status: 'processing', deposit: after.deposit - settled.price },
            after: { status: settled.status, deposit: after.deposit },
          },
          admin.accountId,
        );
      });
      if (!refunded) throw adminErrors.purchaseNotProcessing();
      return { ref_id: refunded.refId, status: refunded.status, refunded: refunded.price };
    },
  };
}

export type AdminPurchasesService = ReturnType<typeof createAdminPurchasesService>;
