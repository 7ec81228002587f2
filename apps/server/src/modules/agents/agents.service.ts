import type { z } from 'zod';
import type {
  AdminAgentApplication,
  AgentCenterDashboard,
  AgentStatus,
  PromotionCandidate,
  Downline,
  DownlineDetail,
  registerAgentBody,
} from '@konter/shared/contracts/agents';
import { masterPromotionDays, masterPromotionThreshold } from '@konter/shared/contracts/agents';
import { addDays, jakartaDate, jakartaDayStart } from '@konter/shared/time/jakarta';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { AuditService } from '../audit/index.ts';
import type { AuthService, ClientInfo } from '../accounts/index.ts';
import { agentErrors } from './agents.errors.ts';
import { isMaster } from './agents.roles.ts';
import { createLoansService } from './loans.service.ts';
import { createMarkupService } from './markup.service.ts';
import { createCashbackService } from './cashback.service.ts';
import {
  countDownlines,
  decideApplication,
  downlineDeposits,
  downlinePurchases,
  insertApplication,
  latestApplication,
  listApplications,
  listDownlines,
  networkVolume,
  promoteAgentToMaster,
  promoteMemberToAgent,
  promotionCandidates,
  type ApplicationRow,
  type DownlineRow,
} from './agents.repository.ts';

/**
 * The agent network (issue 18): members become agents (AGT-01), master agents see their whole network in the
 * Agent Center (AGT-02, AGT-05). The network is the closure table `account_tree`, which a trigger keeps in step
 * with `accounts.referred_by`; the pricing quote reads the same tree for the commissions of every upline.
 */

export { isMaster } from './agents.roles.ts';

function applicationOf(row: ApplicationRow) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

function downlineOf(row: DownlineRow): Downline {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    role: row.role,
    status: row.status,
    depth: Number(row.depth),
    upline_name: row.upline_name,
    created_at: new Date(row.created_at).toISOString(),
    volume_30_days: Number(row.volume_30_days),
    margin_30_days: Number(row.margin_30_days),
  };
}

export function createAgentsService(deps: {
  database: Database;
  clock: Clock;
  auth: AuthService;
  audit: AuditService;
}) {
  const { database, clock, auth, audit } = deps;
  const loans = createLoansService({ database, clock, audit });
  const markup = createMarkupService({ database, clock });
  const cashback = createCashbackService({ database });

  function requireMaster(principal: AuthContext): void {
    if (!isMaster(principal)) throw agentErrors.mastersOnly();
  }

  /** The agent list (`/account/list-agent`) is an agent's too: its own downline. */
  function requireUpline(principal: AuthContext): void {
    if (principal.role !== 'agent' && !isMaster(principal)) throw agentErrors.mastersOnly();
  }

  /** The first instant of the Jakarta day `days` before today (0: today). */
  function jakartaDaysAgo(days: number): Date {
    return jakartaDayStart(addDays(jakartaDate(clock.now()), -days));
  }

  return {
    /** Loans and agent debt (AGT-06, AGT-07): the credit lines of agents, their drawings and repayments. */
    loans,

    /** An agent's own markup for its downline (decision 025), within the tenant's limits. */
    markup,

    /** The cashback pages (AGT-04): products with cashback, and the wallet's history from the ledger. */
    cashback,

    /** `GET account/agen`: the account's role and its latest application. */
    async status(tenant: Tenant, principal: AuthContext): Promise<AgentStatus> {
      const application = await database.withTenant(tenant.id, (tx) =>
        latestApplication(tx, tenant.id, principal.accountId),
      );
      return { role: principal.role, application: application ? applicationOf(application) : null };
    },

    /**
     * AGT-01 `POST account/agen`: a member applies to become an agent under the upline it already has (who referred
     * it). With the tenant's automatic approval it is an agent at once; otherwise the application waits for an admin.
     */
    async apply(tenant: Tenant, principal: AuthContext): Promise<AgentStatus> {
      if (principal.role === 'agent' || isMaster(principal)) throw agentErrors.alreadyAgent();
      if (principal.role !== 'member') throw agentErrors.notMember();
      const automatic = tenant.agentSettings.agentApproval === 'automatic';
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const row = await insertApplication(tx, {
          tenantId: tenant.id,
          accountId: principal.accountId,
          status: automatic ? 'approved' : 'pending',
          decidedAt: automatic ? now : null,
          createdAt: now,
        });
        if (!row) throw agentErrors.pending();
        if (automatic) await promoteMemberToAgent(tx, tenant.id, principal.accountId, now);
        await audit.record(
          tx,
          tenant.id,
          'agent.applied',
          {
            applicationId: row.id,
            status: row.status,
            before: { role: 'member' },
            after: { role: automatic ? 'agent' : 'member' },
          },
          principal.accountId,
        );
        return { role: automatic ? 'agent' : principal.role, application: applicationOf(row) };
      });
    },

    /** AGT-05: the dashboard's figures, read again by the screen every 15 s. */
    async dashboard(tenant: Tenant, principal: AuthContext): Promise<AgentCenterDashboard> {
      requireMaster(principal);
      return database.withTenant(tenant.id, async (tx) => {
        const counts = await countDownlines(tx, tenant.id, principal.accountId);
        const today = await networkVolume(tx, tenant.id, principal.accountId, jakartaDaysAgo(0));
        const last30Days = await networkVolume(tx, tenant.id, principal.accountId, jakartaDaysAgo(29));
        const loanFigures = await loans.figuresIn(tx, tenant, principal.accountId);
        return {
          ...counts,
          today,
          last30Days,
          agentDebtEnabled: tenant.agentDebtEnabled,
          outstandingLoans: loanFigures.outstanding,
          dueToday: loanFigures.dueToday,
          refreshed_at: clock.now().toISOString(),
        };
      });
    },

    /** AGT-05: everyone under the master, at any depth, searchable by name, phone or e-mail. */
    async downlines(
      tenant: Tenant,
      principal: AuthContext,
      query: { search?: string | undefined; page: number; per_page: number },
    ): Promise<Downline[]> {
      requireUpline(principal);
      const rows = await database.withTenant(tenant.id, (tx) =>
        listDownlines(tx, tenant.id, principal.accountId, {
          since: jakartaDaysAgo(29),
          search: query.search,
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
      );
      return rows.map(downlineOf);
    },

    /** AGT-05: one account of the master's network: its purchases (with the master's margin) and deposits. */
    async downline(tenant: Tenant, principal: AuthContext, id: string): Promise<DownlineDetail> {
      requireUpline(principal);
      return database.withTenant(tenant.id, async (tx) => {
        const [row] = await listDownlines(tx, tenant.id, principal.accountId, {
          since: jakartaDaysAgo(29),
          id,
          limit: 1,
          offset: 0,
        });
        if (!row) throw agentErrors.notInNetwork();
        const purchases = await downlinePurchases(tx, tenant.id, principal.accountId, id, 50);
        const deposits = await downlineDeposits(tx, tenant.id, id, 50);
        return {
          agent: downlineOf(row),
          purchases: purchases.map((purchase) => ({
            ref_id: purchase.ref_id,
            product_code: purchase.product_code,
            destination: purchase.destination,
            price: Number(purchase.price),
            status: purchase.status,
            margin: Number(purchase.margin),
            created_at: new Date(purchase.created_at).toISOString(),
          })),
          deposits: deposits.map((deposit) => ({
            code: deposit.code,
            amount: Number(deposit.amount),
            status: deposit.status,
            created_at: new Date(deposit.created_at).toISOString(),
          })),
        };
      });
    },

    /** AGT-05: a master registers an agent directly under itself (the agent verifies its e-mail as anyone does). */
    async registerAgent(
      tenant: Tenant,
      principal: AuthContext,
      body: z.output<typeof registerAgentBody>,
      client: ClientInfo,
    ): Promise<{ id: string }> {
      requireMaster(principal);
      const created = await auth.registerDownline(tenant, { accountId: principal.accountId }, body, client, 'agent');
      await database.withTenant(tenant.id, (tx) =>
        audit.record(tx, tenant.id, 'agent.registered', { accountId: created.id, role: 'agent' }, principal.accountId),
      );
      return created;
    },

    /**
     * AGT-01: an agent (or a master) registers a member directly under itself; the member verifies its e-mail as
     * anyone does. Masters register agents in the Agent Center (`registerAgent`).
     */
    async registerMember(
      tenant: Tenant,
      principal: AuthContext,
      body: z.output<typeof registerAgentBody>,
      client: ClientInfo,
    ): Promise<{ id: string }> {
      if (principal.role !== 'agent' && !isMaster(principal)) throw agentErrors.uplinesOnly();
      const created = await auth.registerDownline(tenant, { accountId: principal.accountId }, body, client, 'member');
      await database.withTenant(tenant.id, (tx) =>
        audit.record(tx, tenant.id, 'agent.registered', { accountId: created.id, role: 'member' }, principal.accountId),
      );
      return created;
    },

    /** AGT-03: the agents whose own and downline purchases of the last 30 Jakarta days reach Rp1.000.000. */
    async promotionCandidates(tenant: Tenant): Promise<PromotionCandidate[]> {
      const rows = await database.withTenant(tenant.id, (tx) =>
        promotionCandidates(tx, tenant.id, jakartaDaysAgo(masterPromotionDays - 1), masterPromotionThreshold),
      );
      return rows.map((row) => ({
        account_id: row.account_id,
        name: row.name,
        phone: row.phone,
        volume_30_days: Number(row.volume),
      }));
    },

    /**
     * AGT-03: an admin promotes a candidate with one click (`actor` the admin), or the daily check does when the
     * tenant promotes automatically (`actor` null). Refused for an account that is not a candidate now.
     */
    async promote(
      tenant: Tenant,
      actor: string | null,
      accountId: string,
    ): Promise<{ account_id: string; role: string }> {
      return database.withTenant(tenant.id, async (tx) => {
        const candidates = await promotionCandidates(
          tx,
          tenant.id,
          jakartaDaysAgo(masterPromotionDays - 1),
          masterPromotionThreshold,
        );
        const candidate = candidates.find((row) => row.account_id === accountId);
        if (!candidate || !(await promoteAgentToMaster(tx, tenant.id, accountId, clock.now()))) {
          throw agentErrors.notCandidate();
        }
        await audit.record(
          tx,
          tenant.id,
          'agent.promoted',
          { accountId, volume30Days: Number(candidate.volume), before: { role: 'agent' }, after: { role: 'master' } },
          actor,
        );
        return { account_id: accountId, role: 'master' };
      });
    },

    /** AGT-03, the daily check: with the tenant's automatic promotion every candidate becomes a master. */
    async promoteAutomatically(tenant: Tenant): Promise<number> {
      if (tenant.agentSettings.masterPromotion !== 'automatic') return 0;
      let promoted = 0;
      for (const candidate of await this.promotionCandidates(tenant)) {
        await this.promote(tenant, null, candidate.account_id);
        promoted += 1;
      }
      return promoted;
    },

    /** The applications an admin decides. */
    async applications(tenant: Tenant, status: 'pending' | 'approved' | 'rejected'): Promise<AdminAgentApplication[]> {
      const rows = await database.withTenant(tenant.id, (tx) => listApplications(tx, tenant.id, status));
      return rows.map((row) => ({
        ...applicationOf(row),
        account_id: row.accountId,
        name: row.name,
        phone: row.phone,
        upline_name: row.uplineName,
      }));
    },

    /** An admin approves (the member becomes an agent at once) or rejects an application, once. */
    async decide(
      tenant: Tenant,
      admin: AuthContext,
      id: string,
      decision: 'approve' | 'reject',
    ): Promise<{ id: string; status: string }> {
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const row = await decideApplication(tx, tenant.id, id, {
          status: decision === 'approve' ? 'approved' : 'rejected',
          decidedBy: admin.accountId,
          decidedAt: now,
        });
        if (!row) throw agentErrors.notPending();
        const promoted = decision === 'approve' && (await promoteMemberToAgent(tx, tenant.id, row.accountId, now));
        await audit.record(
          tx,
          tenant.id,
          'agent.application_decided',
          {
            applicationId: row.id,
            accountId: row.accountId,
            before: { status: 'pending', role: 'member' },
            after: { status: row.status, role: promoted ? 'agent' : 'member' },
          },
          admin.accountId,
        );
        return { id: row.id, status: row.status };
      });
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
