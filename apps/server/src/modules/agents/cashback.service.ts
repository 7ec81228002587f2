import type { z } from 'zod';
import type {
  CashbackBiller,
  CashbackHistory,
  CashbackMovementKind,
  CashbackProduct,
  cashbackHistoryQuery,
} from '@konter/shared/contracts/agents';
import { cashbackEarned } from '@konter/shared/fees/cashback';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { holderCode } from '../ledger/index.ts';
import { everyBiller, postpaidCashbackRules } from '../ppob/index.ts';
import { quoteMany } from '../pricing/index.ts';
import { agentErrors } from './agents.errors.ts';
import { isMaster } from './agents.roles.ts';
import { cashbackWalletTotals, listCashbackEntries, listCashbackProducts } from './cashback.repository.ts';

/** What moved the wallet, from the ledger transfer's kind and the entry's sign. */
export function movementKindOf(transferKind: string, amount: number): CashbackMovementKind {
  if (transferKind === 'cashback.credit') return 'cashback';
  if (transferKind === 'cashback.redeem') return 'redeem';
  if (transferKind.startsWith('purchase.')) return amount > 0 ? 'commission' : 'commission_returned';
  return 'other';
}

/**
 * The cashback pages (AGT-04): the products an admin gave a cashback (the catalogue's per-product cashback, set on
 * the back office's product screen), priced for the reader as its purchase would be; and the history of the
 * account's cashback wallet straight from the ledger: purchase cashback, the commissions its downline's purchases
 * earned it (decision 025) and their returns, and moves to the deposit.
 */
export function createCashbackService(deps: { database: Database }) {
  const { database } = deps;

  async function history(
    tenant: Tenant,
    principal: AuthContext,
    query: z.output<typeof cashbackHistoryQuery>,
  ): Promise<CashbackHistory> {
    const wallet = holderCode('cashback', principal.accountId);
    return database.withTenant(tenant.id, async (tx) => {
      const rows = await listCashbackEntries(tx, tenant.id, wallet, {
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const totals = await cashbackWalletTotals(tx, tenant.id, wallet);
      return {
        data: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          kind: movementKindOf(row.transferKind, row.amount),
          amount: row.amount,
          balance_after: row.balanceAfter,
          reference: row.reference,
        })),
        ...totals,
      };
    });
  }

  return {
    async products(tenant: Tenant, principal: AuthContext, search?: string): Promise<CashbackProduct[]> {
      return database.withTenant(tenant.id, async (tx) => {
        const rows = await listCashbackProducts(tx, tenant.id, search);
        const quotes = await quoteMany(tx, principal, rows);
        return rows.map((row) => {
          const price = quotes.get(row.code)?.price ?? row.memberPrice;
          return {
            code: row.code,
            name: row.name,
            family: row.family,
            operator_name: row.operatorName,
            price,
            // What the reader's purchase earns, the same rule the purchase snapshots (AGT-04).
            cashback: cashbackEarned(row, price),
            cashback_type: row.cashbackType,
            cashback_basis_points: row.cashbackType === 'percent' ? row.cashback : null,
          };
        });
      });
    },

    /** The billers whose paid bills earn cashback (list-cashback pascabayar), with a search on name and code. */
    async billers(tenant: Tenant, search?: string): Promise<CashbackBiller[]> {
      const rules = await database.withTenant(tenant.id, (tx) => postpaidCashbackRules(tx, tenant.id));
      const words = search?.toLowerCase() ?? '';
      return everyBiller().flatMap(({ type, biller }) => {
        const rule = rules.get(biller.code);
        if (!rule) return [];
        if (words && !`${biller.name} ${biller.code}`.toLowerCase().includes(words)) return [];
        const percent = rule.cashbackType === 'percent';
        return [
          {
            type,
            code: biller.code,
            name: biller.name,
            cashback_type: rule.cashbackType,
            cashback: percent ? null : rule.cashback,
            cashback_basis_points: percent ? rule.cashback : null,
          },
        ];
      });
    },

    history,

    /** §7 `agent-center/cashback-history`: the Agent Center's copy, for masters only (AGT-02). */
    async centerHistory(tenant: Tenant, principal: AuthContext, query: z.output<typeof cashbackHistoryQuery>) {
      if (!isMaster(principal)) throw agentErrors.mastersOnly();
      return history(tenant, principal, query);
    },
  };
}

export type CashbackService = ReturnType<typeof createCashbackService>;
