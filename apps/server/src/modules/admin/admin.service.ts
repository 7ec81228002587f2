import type {
  AdjustmentBody,
  AdminAccountDetail,
  AdminAccountSummary,
  Adjustment,
  AuditEventView,
  FlagAction,
  FlaggedItem,
  FlaggedKind,
  LedgerAuditResult,
  UpdateAccountBody,
  flagActionBody,
} from '@konter/shared/contracts/admin';
import type { z } from 'zod';
import { fieldError } from '../../platform/errors.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  findAccountById,
  findAccountByLogin,
  namesOf,
  permissions,
  permissionsOf,
  type AccountRow,
} from '../accounts/index.ts';
import type { DepositsService } from '../deposits/index.ts';
import type { AuditService } from '../audit/index.ts';
import { auditLedger, getHolderBalances, holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { adminErrors } from './admin.errors.ts';
import {
  clearReviewFlag,
  decideAdjustment,
  flaggedItems,
  devicesOf,
  insertAdjustment,
  listAdjustments,
  liveSessionsOf,
  lockAccount,
  lockAdjustment,
  revokeDevice,
  searchAccounts,
  treePositionOf,
  updateAccountAccess,
  type AdjustmentRow,
  type FlaggedRow,
} from './admin.repository.ts';

export type AdminDeps = {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** The money actions of the reconciliation console, each the deposits' own path through the ledger. */
  deposits: Pick<DepositsService, 'creditFlaggedTopUp' | 'assignBankMutation'>;
};

/** The grants an admin gives on top of a role (ADM-01), by their name in the API. */
const grantNames = {
  allow_deposit_transfer: permissions.depositTransfer,
  excel_access: permissions.bulkExcel,
} as const;

function toSummary(row: AccountRow): AdminAccountSummary {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** What an audit entry shows of an account's access, before and after a change. */
function accessOf(row: Pick<AccountRow, 'role' | 'status' | 'grants'>) {
  return {
    role: row.role,
    status: row.status,
    allow_deposit_transfer: row.grants.includes(grantNames.allow_deposit_transfer),
    excel_access: row.grants.includes(grantNames.excel_access),
  };
}

/**
 * The back office (issue 17): people, their access and devices, manual balance adjustments with four eyes, the
 * audit log and the ledger audit. Every change is written to the tenant's audit trail in its own transaction, with
 * the acting admin and the values before and after.
 */
/**
 * The money actions a flagged item allows: a gateway top-up never credited though the gateway was paid (after its
 * expiry, or short) is credited; a bank credit no top-up matched is assigned to an account. Others are resolved with
 * a note (after an adjustment, where money must move).
 */
function actionsOf(row: FlaggedRow): FlagAction[] {
  const names = row.flag.split(';').map((flag) => flag.split(':')[0]);
  if (row.kind === 'top_up' && row.provider !== 'bank' && row.status !== 'paid') {
    return names.some((name) => name === 'paid_after_expiry' || name === 'underpaid') ? ['credit'] : [];
  }
  if (row.kind === 'bank_mutation' && row.transfers === 0) return ['assign'];
  return [];
}

export function createAdminService(deps: AdminDeps) {
  const { database, clock, audit, deposits } = deps;

  async function toAdjustments(
    tx: Tx,
    tenantId: string,
    rows: { adjustment: AdjustmentRow; name: string; phone: string }[],
  ) {
    const names = await namesOf(
      tx,
      tenantId,
      rows.flatMap((row) => [row.adjustment.proposedBy, row.adjustment.decidedBy ?? '']),
    );
    return rows.map(({ adjustment, name, phone }): Adjustment => ({
      id: adjustment.id,
      account_id: adjustment.accountId,
      account_name: name,
      account_phone: phone,
      direction: adjustment.direction,
      amount: adjustment.amount,
      reason: adjustment.reason,
      status: adjustment.status,
      proposed_by: adjustment.proposedBy,
      proposed_by_name: names.get(adjustment.proposedBy) ?? '',
      decided_by: adjustment.decidedBy,
      decided_by_name: adjustment.decidedBy ? (names.get(adjustment.decidedBy) ?? '') : null,
      created_at: adjustment.createdAt.toISOString(),
      decided_at: adjustment.decidedAt?.toISOString() ?? null,
    }));
  }

  /** Posts an adjustment to the ledger: one transfer between the account's deposit and `house:adjustments`. */
  async function post(tx: Tx, tenantId: string, adjustment: AdjustmentRow, decidedBy: string) {
    const signed = adjustment.direction === 'credit' ? adjustment.amount : -adjustment.amount;
    const now = clock.now();
    const posted = await postTransfer(tx, tenantId, {
      idempotencyKey: `adjustment:${adjustment.id}`,
      kind: 'admin_adjustment',
      reference: adjustment.id,
      memo: adjustment.reason,
      at: now,
      legs: [
        { code: holderCode('deposit', adjustment.accountId), amount: signed },
        { code: houseCodes.adjustments, amount: -signed },
      ],
    });
    return decideAdjustment(tx, tenantId, adjustment.id, {
      status: 'posted',
      decidedBy,
      decidedAt: now,
      transferId: posted.transferId,
    });
  }

  async function adjustmentView(tx: Tx, tenantId: string, row: AdjustmentRow): Promise<Adjustment> {
    const account = await findAccountById(tx, tenantId, row.accountId);
    const [view] = await toAdjustments(tx, tenantId, [
      { adjustment: row, name: account?.name ?? '', phone: account?.phone ?? '' },
    ]);
    if (!view) throw new Error('adjustment view missing');
    return view;
  }

  return {
    async auditLog(
      tenantId: string,
      filter: { actionPrefix?: string; before?: Date; limit: number },
    ): Promise<AuditEventView[]> {
      return database.withTenant(tenantId, async (tx) => {
        const events = await audit.search(tx, tenantId, filter);
        const names = await namesOf(
          tx,
          tenantId,
          events.map((event) => event.actor ?? ''),
        );
        return events.map((event) => ({
          id: event.id,
          action: event.action,
          actor: event.actor,
          actor_name: event.actor ? (names.get(event.actor) ?? null) : null,
          details: event.details,
          created_at: event.createdAt.toISOString(),
        }));
      });
    },

    async searchAccounts(tenantId: string, q: string): Promise<AdminAccountSummary[]> {
      return database.withTenant(tenantId, async (tx) => (await searchAccounts(tx, tenantId, q)).map(toSummary));
    },

    async accountDetail(tenantId: string, id: string): Promise<AdminAccountDetail> {
      return database.withTenant(tenantId, async (tx) => {
        const account = await findAccountById(tx, tenantId, id);
        if (!account || account.status === 'deleted') throw adminErrors.accountNotFound();
        // One statement at a time: a transaction's statements share its one connection.
        const balances = await getHolderBalances(tx, tenantId, id);
        const deviceRows = await devicesOf(tx, tenantId, id);
        const sessionRows = await liveSessionsOf(tx, tenantId, id, clock.now());
        const tree = await treePositionOf(tx, tenantId, id);
        const access = accessOf(account);
        return {
          ...toSummary(account),
          balances,
          allow_deposit_transfer: access.allow_deposit_transfer,
          excel_access: access.excel_access,
          permissions: permissionsOf(account),
          devices: deviceRows.map((device) => ({
            id: device.id,
            label: device.label,
            ip: device.ip,
            status: device.status,
            last_activity_at: device.lastActivityAt?.toISOString() ?? null,
            created_at: device.createdAt.toISOString(),
          })),
          sessions: sessionRows.map((session) => ({
            device_id: session.deviceId,
            created_at: session.createdAt.toISOString(),
            last_seen_at: session.lastSeenAt.toISOString(),
            expires_at: session.expiresAt.toISOString(),
          })),
          agent_tree: tree,
        };
      });
    },

    /** Role, status (inactive: the price list only, ACC-11) and grants; audited before → after. */
    async updateAccount(admin: Principal, id: string, change: UpdateAccountBody): Promise<void> {
      const tenantId = admin.tenantId;
      await database.withTenant(tenantId, async (tx) => {
        const account = await lockAccount(tx, tenantId, id);
        if (!account || account.status === 'deleted') throw adminErrors.accountNotFound();
        let grants = [...account.grants];
        for (const [name, permission] of Object.entries(grantNames)) {
          const wanted = change[name as keyof typeof grantNames];
          if (wanted === undefined) continue;
          grants = wanted ? [...new Set([...grants, permission])] : grants.filter((grant) => grant !== permission);
        }
        const next = {
          role: change.role ?? account.role,
          status: change.status ?? account.status,
          grants: grants.sort(),
        };
        const before = accessOf(account);
        const after = accessOf(next);
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await updateAccountAccess(tx, tenantId, id, { ...next, updatedAt: clock.now() });
        await audit.record(
          tx,
          tenantId,
          'admin.account.update',
          { target: id, target_name: account.name, target_phone: account.phone, before, after },
          admin.accountId,
        );
      });
    },

    async revokeDevice(admin: Principal, accountId: string, deviceId: string): Promise<void> {
      const tenantId = admin.tenantId;
      await database.withTenant(tenantId, async (tx) => {
        const account = await findAccountById(tx, tenantId, accountId);
        if (!account) throw adminErrors.accountNotFound();
        const revoked = await revokeDevice(tx, tenantId, accountId, deviceId, clock.now());
        if (!revoked) throw adminErrors.notFound();
        await audit.record(
          tx,
          tenantId,
          'admin.device.revoke',
          {
            target: accountId,
            target_name: account.name,
            device: deviceId,
            before: { status: revoked.before },
            after: { status: 'revoked' },
          },
          admin.accountId,
        );
      });
    },

    async adjustments(tenantId: string, filter: { status?: AdjustmentRow['status'] }): Promise<Adjustment[]> {
      return database.withTenant(tenantId, async (tx) =>
        toAdjustments(tx, tenantId, await listAdjustments(tx, tenantId, filter)),
      );
    },

    /**
     * Proposes a manual adjustment. At or below the tenant's four-eyes amount it is posted at once; above it, it
     * waits for another admin.
     */
    async proposeAdjustment(admin: Principal, body: AdjustmentBody, fourEyesAbove: number): Promise<Adjustment> {
      const tenantId = admin.tenantId;
      return database.withTenant(tenantId, async (tx) => {
        const account = await findAccountById(tx, tenantId, body.account_id);
        if (!account || account.status === 'deleted') throw adminErrors.accountNotFound();
        let row = await insertAdjustment(tx, {
          tenantId,
          accountId: body.account_id,
          direction: body.direction,
          amount: body.amount,
          reason: body.reason,
          status: 'pending',
          proposedBy: admin.accountId,
          createdAt: clock.now(),
        });
        const details = {
          target: account.id,
          target_name: account.name,
          adjustment: row.id,
          direction: row.direction,
          amount: row.amount,
          reason: row.reason,
        };
        if (body.amount <= fourEyesAbove) {
          const before = await getHolderBalances(tx, tenantId, account.id);
          row = await post(tx, tenantId, row, admin.accountId);
          const after = await getHolderBalances(tx, tenantId, account.id);
          await audit.record(
            tx,
            tenantId,
            'admin.adjustment.post',
            { ...details, before: { deposit: before.deposit }, after: { deposit: after.deposit } },
            admin.accountId,
          );
        } else {
          await audit.record(
            tx,
            tenantId,
            'admin.adjustment.propose',
            { ...details, before: null, after: { status: 'pending' } },
            admin.accountId,
          );
        }
        return adjustmentView(tx, tenantId, row);
      });
    },

    /** The second admin's decision on a pending adjustment; the proposer cannot decide their own. */
    async decideAdjustment(admin: Principal, id: string, decision: 'approve' | 'reject'): Promise<Adjustment> {
      const tenantId = admin.tenantId;
      return database.withTenant(tenantId, async (tx) => {
        let row = await lockAdjustment(tx, tenantId, id);
        if (!row) throw adminErrors.notFound();
        if (row.status !== 'pending') throw adminErrors.adjustmentNotPending();
        if (row.proposedBy === admin.accountId) throw adminErrors.ownProposal();
        const details = {
          target: row.accountId,
          adjustment: row.id,
          direction: row.direction,
          amount: row.amount,
          reason: row.reason,
          proposed_by: row.proposedBy,
        };
        if (decision === 'reject') {
          row = await decideAdjustment(tx, tenantId, id, {
            status: 'rejected',
            decidedBy: admin.accountId,
            decidedAt: clock.now(),
            transferId: null,
          });
          await audit.record(
            tx,
            tenantId,
            'admin.adjustment.reject',
            { ...details, before: { status: 'pending' }, after: { status: 'rejected' } },
            admin.accountId,
          );
        } else {
          const before = await getHolderBalances(tx, tenantId, row.accountId);
          row = await post(tx, tenantId, row, admin.accountId);
          const after = await getHolderBalances(tx, tenantId, row.accountId);
          await audit.record(
            tx,
            tenantId,
            'admin.adjustment.approve',
            {
              ...details,
              before: { status: 'pending', deposit: before.deposit },
              after: { status: 'posted', deposit: after.deposit },
            },
            admin.accountId,
          );
        }
        return adjustmentView(tx, tenantId, row);
      });
    },

    /** The reconciliation console: every flagged top-up, purchase and bank credit, with what the ledger booked. */
    async flagged(tenantId: string): Promise<FlaggedItem[]> {
      return database.withTenant(tenantId, async (tx) =>
        (await flaggedItems(tx, tenantId)).map((row) => ({
          kind: row.kind,
          id: row.id,
          flags: row.flag.split(';').filter(Boolean),
          account_id: row.account_id,
          account_name: row.account_name,
          account_phone: row.account_phone,
          provider: {
            name: row.provider,
            status: row.status,
            amount: row.amount,
            paid_amount: row.paid_amount,
            detail: row.detail,
          },
          ledger: { transfers: row.transfers, deposit_change: row.deposit_change },
          actions: actionsOf(row),
          created_at: row.created_at.toISOString(),
        })),
      );
    },

    /**
     * A person resolved a flagged item (after any money correction, which goes through an adjustment): the flag is
     * cleared and the audit trail keeps it with the note.
     */
    async resolveFlag(admin: Principal, kind: FlaggedKind, id: string, note: string): Promise<void> {
      const tenantId = admin.tenantId;
      await database.withTenant(tenantId, async (tx) => {
        const cleared = await clearReviewFlag(tx, tenantId, kind, id);
        if (!cleared) throw adminErrors.notFound();
        await audit.record(
          tx,
          tenantId,
          'admin.reconciliation.resolve',
          {
            ...(cleared.accountId ? { target: cleared.accountId } : {}),
            kind,
            reference: id,
            note,
            before: { flag: cleared.flag },
            after: { flag: null },
          },
          admin.accountId,
        );
      });
    },

    /**
     * A flagged item resolved with money (issue 17): the action the flag calls for, through the owning module's path
     * and the ledger, in one transaction with clearing the flag and its audit row (before → after, with the note).
     * Refused (nothing changes) when the item does not allow it.
     */
    async actOnFlag(admin: Principal, kind: FlaggedKind, id: string, body: z.output<typeof flagActionBody>) {
      const tenantId = admin.tenantId;
      return database.withTenant(tenantId, async (tx) => {
        const row = (await flaggedItems(tx, tenantId)).find((item) => item.kind === kind && item.id === id);
        if (!row) throw adminErrors.notFound();
        if (!actionsOf(row).includes(body.action)) throw fieldError('action', 'admin.flag_action_unavailable');
        let target = row.account_id;
        if (body.action === 'assign') {
          const account = await findAccountByLogin(tx, tenantId, { phone: body.phone, email: null });
          if (!account || account.status !== 'active') throw fieldError('phone', 'admin.flag_assign_unknown');
          target = account.id;
        }
        if (!target) throw adminErrors.notFound();
        const before = await getHolderBalances(tx, tenantId, target);
        const cleared = await clearReviewFlag(tx, tenantId, kind, id);
        if (!cleared) throw adminErrors.notFound();
        const done =
          body.action === 'credit'
            ? await deposits.creditFlaggedTopUp(tx, tenantId, id)
            : await deposits.assignBankMutation(tx, tenantId, id, target);
        if (!done) throw fieldError('action', 'admin.flag_action_unavailable');
        const after = await getHolderBalances(tx, tenantId, target);
        await audit.record(
          tx,
          tenantId,
          `admin.reconciliation.${body.action}`,
          {
            target,
            kind,
            reference: id,
            note: body.note,
            before: { flag: cleared.flag, deposit: before.deposit },
            after: { flag: null, deposit: after.deposit },
          },
          admin.accountId,
        );
        return { account_id: target, deposit_change: after.deposit - before.deposit };
      });
    },

    /** The ledger audit (every invariant) limited to this tenant's findings, recorded in the audit trail. */
    async ledgerAudit(admin: Principal): Promise<LedgerAuditResult> {
      const problems = (await auditLedger(database)).filter((problem) => problem.tenantId === admin.tenantId);
      const checkedAt = clock.now();
      await database.withTenant(admin.tenantId, (tx) =>
        audit.record(tx, admin.tenantId, 'admin.ledger.audit', { problems: problems.length }, admin.accountId),
      );
      return {
        clean: problems.length === 0,
        checked_at: checkedAt.toISOString(),
        problems: problems.map((problem) => ({ check: problem.check, detail: problem.detail })),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
