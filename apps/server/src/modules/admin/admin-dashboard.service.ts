import { setTimeout as wait } from 'node:timers/promises';
import { supplierBalanceErrors, type AdminDashboard } from '@konter/shared/contracts/admin-dashboard';
import { dateRange, jakartaDate } from '@konter/shared/time/jakarta';
import type { Database } from '../../db/client.ts';
import { ProviderError } from '../../integrations/payments/provider-error.ts';
import type { Supplier } from '../../integrations/payments/supplier.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ErrorCounts } from '../../platform/error-counts.ts';
import { tenantJobStats } from '../../platform/queue-stats.ts';
import { countApplications, countLoanDeposits, countLoans, type AgentsService } from '../agents/index.ts';
import { countDepositRequests, pendingGatewayTopUps } from '../deposits/index.ts';
import { countIps } from '../h2h/index.ts';
import { countProcessing } from '../ppob/index.ts';
import { countAffiliates } from '../referral/index.ts';
import type { Tenant } from '../tenants/index.ts';
import { pastTimeoutAt, processingTimeoutMinutes } from './admin-purchases.service.ts';
import { purchaseVolume, supplierOutcomes } from './admin-dashboard.repository.ts';
import { countAdjustments, countFlagged } from './admin.repository.ts';

export type AdminDashboardDeps = {
  database: Database;
  clock: Clock;
  /** The installation's suppliers. */
  suppliers: readonly Supplier[];
  /** The suppliers a tenant's purchases go to: its own account when it has one (decision 039). */
  suppliersFor?: (tenantId: string) => Promise<readonly Supplier[]>;
  /** The masters-to-promote list is computed on read by the agents module: the dashboard counts that same list. */
  agents: Pick<AgentsService, 'promotionCandidates'>;
  /** The tenant's 5xx answers and provider errors, every process's. */
  errors: Pick<ErrorCounts, 'lastHour'>;
  /** How long a supplier may take to say its balance before the dashboard shows it as unreadable. */
  balanceTimeoutMs?: number;
};

type BalanceError = (typeof supplierBalanceErrors)[number];

function balanceErrorOf(error: unknown): BalanceError {
  if (error instanceof ProviderError && (supplierBalanceErrors as readonly string[]).includes(error.code)) {
    return error.code as BalanceError;
  }
  return 'unknown';
}

const rate = (success: number, settled: number) => (settled === 0 ? null : success / settled);

/**
 * The back office's dashboard (issue 17): the figures of the admin's tenant only, each read by the module that owns
 * it (the same queries as the admin lists, counted), times from the app clock. A supplier whose balance cannot be
 * read shows why; it never fails the page.
 */
export function createAdminDashboardService(deps: AdminDashboardDeps) {
  const { database, clock, agents, errors } = deps;
  const suppliersOf = deps.suppliersFor ?? (async () => deps.suppliers);
  const balanceTimeoutMs = deps.balanceTimeoutMs ?? 5_000;

  async function balanceOf(supplier: Supplier): Promise<AdminDashboard['supplier_balances'][number]> {
    if (!supplier.balance) return { supplier: supplier.name, balance: null, error: 'unsupported' };
    const controller = new AbortController();
    try {
      const balance = await Promise.race([
        supplier.balance(),
        wait(balanceTimeoutMs, null, { signal: controller.signal }).then(() => {
          throw new ProviderError(supplier.name, 'timeout', 'the balance took too long');
        }),
      ]);
      return { supplier: supplier.name, balance, error: null };
    } catch (error) {
      return { supplier: supplier.name, balance: null, error: balanceErrorOf(error) };
    } finally {
      controller.abort();
    }
  }

  return {
    async read(tenant: Tenant): Promise<AdminDashboard> {
      const now = clock.now();
      const today = jakartaDate(now);
      const todayRange = dateRange({ preset: 'today' }, today);
      const monthRange = dateRange({ preset: 'last30' }, today);
      const to = todayRange.to ?? now;
      const monthFrom = monthRange.from ?? now;
      const dayFrom = new Date(now.getTime() - 24 * 60 * 60_000);
      const timeoutMinutes = processingTimeoutMinutes(tenant);

      const read = database.withTenant(tenant.id, async (tx) => {
        const volume = await purchaseVolume(tx, tenant.id, { monthFrom, today: todayRange.from ?? now, to });
        const outcomes = await supplierOutcomes(tx, tenant.id, { monthFrom, dayFrom, to });
        const stuck = await countProcessing(tx, tenant.id, pastTimeoutAt(now, timeoutMinutes));
        const topUps = await pendingGatewayTopUps(tx, tenant.id, now);
        const jobs = await tenantJobStats(tx, tenant.id, new Date(now.getTime() - 60 * 60_000));
        const debt = tenant.agentDebtEnabled;
        const queues = {
          deposit_requests: await countDepositRequests(tx, tenant.id, { status: 'pending' }),
          reconciliation: await countFlagged(tx, tenant.id),
          adjustments: await countAdjustments(tx, tenant.id, 'pending'),
          developer_ips: await countIps(tx, tenant.id, 'pending'),
          agent_applications: await countApplications(tx, tenant.id, 'pending'),
          loans: debt ? await countLoans(tx, tenant.id, { status: 'pending' }) : null,
          loan_repayments: debt ? await countLoanDeposits(tx, tenant.id, { status: 'deposited' }) : null,
          affiliates: await countAffiliates(tx, tenant.id, 'waiting'),
        };
        return { volume, outcomes, stuck, topUps, jobs, queues };
      });
      // The suppliers are asked while the database answers; a slow supplier delays the page by its timeout at most.
      // The balances are asked first: a supplier that cannot say its balance is an error of this hour too.
      const balances = suppliersOf(tenant.id).then((suppliers) => Promise.all(suppliers.map(balanceOf)));
      const [figures, balancesRead, masters, recent] = await Promise.all([
        read,
        balances,
        agents.promotionCandidates(tenant),
        balances.then(() => errors.lastHour(tenant.id)),
      ]);
      const { volume, outcomes, stuck, topUps, jobs, queues } = figures;
      const oldestJob = jobs.oldestWaitingAt;

      return {
        generated_at: now.toISOString(),
        volume: { today: volume.today, last_30_days: volume.month },
        suppliers: outcomes.map((row) => ({
          supplier: row.supplier,
          last_24_hours: {
            success: row.daySuccess,
            settled: row.daySettled,
            rate: rate(row.daySuccess, row.daySettled),
          },
          last_30_days: {
            success: row.monthSuccess,
            settled: row.monthSettled,
            rate: rate(row.monthSuccess, row.monthSettled),
          },
        })),
        supplier_balances: balancesRead,
        stuck_purchases: {
          processing: stuck.processing,
          past_timeout: stuck.pastTimeout,
          timeout_minutes: timeoutMinutes,
        },
        gateway_top_ups: {
          count: topUps.count,
          amount: topUps.amount,
          oldest_created_at: topUps.oldest?.toISOString() ?? null,
        },
        jobs: {
          waiting: jobs.waiting,
          oldest_waiting_at: oldestJob?.toISOString() ?? null,
          oldest_waiting_seconds: oldestJob
            ? Math.max(0, Math.floor((now.getTime() - oldestJob.getTime()) / 1000))
            : null,
          failed_last_hour: jobs.failed,
        },
        errors_last_hour: {
          total: recent.http + recent.provider + jobs.failed,
          http_5xx: recent.http,
          provider: recent.provider,
          failed_jobs: jobs.failed,
        },
        queues: [
          { key: 'deposit_requests', count: queues.deposit_requests },
          { key: 'reconciliation', count: queues.reconciliation },
          { key: 'adjustments', count: queues.adjustments },
          { key: 'developer_ips', count: queues.developer_ips },
          { key: 'agent_applications', count: queues.agent_applications },
          { key: 'masters', count: masters.length },
          { key: 'loans', count: queues.loans },
          { key: 'loan_repayments', count: queues.loan_repayments },
          { key: 'affiliates', count: queues.affiliates },
        ],
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
