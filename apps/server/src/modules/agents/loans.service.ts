import {
  dueBucketOf,
  type DueBucket,
  type Loan,
  type LoanDeposit,
  type LoanDepositList,
  type LoanDepositStatus,
  type LoanList,
  type LoanStatus,
} from '@konter/shared/contracts/agents';
import { addDays, jakartaDate } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { AuditService } from '../audit/index.ts';
import { holderCode, houseCodes, postTransfer, type TransferLeg } from '../ledger/index.ts';
import { isMaster } from './agents.roles.ts';
import { loanErrors } from './agents.errors.ts';
import {
  activeLoanOf,
  changeDueDate,
  collectOnLoan,
  decideLoanDeposit,
  drawOnLoan,
  findLoan,
  hasOverdueDebt,
  insertLoan,
  insertLoanDeposit,
  listLoanDeposits,
  listLoans,
  loansFallingDue,
  lockLoan,
  markOverdue,
  moveLoan,
  networkLoanFigures,
  pendingDepositTotal,
  roleInNetwork,
  roleOf,
  type LoanDepositListRow,
  type LoanFilter,
  type LoanListRow,
  type LoanNoticeRow,
  type LoanRow,
} from './loans.repository.ts';

/**
 * Loans and agent debt (AGT-06, AGT-07). A loan is a credit line: a master asks for one for an agent of its network
 * (the admin validates it, spec §6) or the admin grants one itself. The agent draws on it up to the limit: each
 * drawing is one ledger transfer that puts the money on the agent's deposit and the same amount below zero on its
 * `agent_debt` account (and, for a master's loan, takes it from the master's deposit, so a master cannot lend what
 * it does not have). The agent repays by paying in and declaring it; the admin approves the repayment fully, half
 * or not at all, and only an approval moves money: back from the bank to the agent's debt, and for a master's loan
 * on to the master's deposit. A daily job marks debts past their due date overdue, which stops drawing.
 */

/** A debt event's lender part: the master who lent it (told too, the agent named), or null when the tenant lent. */
const lenderOf = (row: LoanNoticeRow) => ({ lenderId: row.lender_id, borrower: { name: row.name, phone: row.phone } });

const toIso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function loanOf(row: LoanListRow, today: string): Loan {
  const limit = Number(row.credit_limit);
  const usage = Number(row.used);
  const collected = Number(row.collected);
  const unpaid = usage - collected;
  const tomorrow = addDays(today, 1);
  return {
    id: row.id,
    account_id: row.account_id,
    phone: row.phone,
    name: row.name,
    category: row.category,
    lender_name: row.lender_name,
    status: row.status,
    limit,
    usage,
    collected,
    leftover_limit: row.status === 'active' ? limit - unpaid : 0,
    unpaid,
    due_date: row.due_date,
    previous_due_date: row.previous_due_date,
    due_bucket: dueBucketOf({ status: row.status, unpaid, due_date: row.due_date }, today, tomorrow),
    overdue: row.overdue_at !== null || (unpaid > 0 && row.due_date < today && row.status !== 'pending'),
    note: row.note,
    pending_deposit: Number(row.pending_deposit),
    last_deposit_date: toIso(row.last_deposit_date),
    approval_date: toIso(row.decided_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

function listOf(rows: LoanListRow[], today: string, bucket?: DueBucket): LoanList {
  const data = rows.map((row) => loanOf(row, today)).filter((loan) => !bucket || loan.due_bucket === bucket);
  return {
    data,
    totals: {
      limit: data.reduce((sum, loan) => sum + (loan.status === 'active' ? loan.limit : 0), 0),
      usage: data.reduce((sum, loan) => sum + loan.usage, 0),
      total_deposit: data.reduce((sum, loan) => sum + loan.collected, 0),
      total_unpaid: data.reduce((sum, loan) => sum + loan.unpaid, 0),
    },
  };
}

function depositOf(row: LoanDepositListRow): LoanDeposit {
  return {
    id: row.id,
    loan_id: row.loan_id,
    account_id: row.account_id,
    name: row.name,
    phone: row.phone,
    amount: Number(row.amount),
    approved_amount: row.approved_amount === null ? null : Number(row.approved_amount),
    status: row.status,
    deposit_date: new Date(row.created_at).toISOString(),
    approval_date: toIso(row.decided_at),
    unpaid: Number(row.used) - Number(row.collected),
  };
}

function depositListOf(rows: LoanDepositListRow[]): LoanDepositList {
  const data = rows.map(depositOf);
  return {
    data,
    totals: {
      total_deposit: data.reduce((sum, row) => sum + row.amount, 0),
      total_approved: data.reduce((sum, row) => sum + (row.approved_amount ?? 0), 0),
    },
  };
}

export function createLoansService(deps: { database: Database; clock: Clock; audit: AuditService }) {
  const { database, clock, audit } = deps;

  /** AGT-06 / PLT-11: nothing about agent debt answers while the tenant does not lend. */
  function requireDebtEnabled(tenant: Tenant): void {
    if (!tenant.agentDebtEnabled) throw loanErrors.disabled();
  }

  function requireMaster(principal: AuthContext): void {
    if (!isMaster(principal)) throw loanErrors.mastersOnly();
  }

  const today = () => jakartaDate(clock.now());

  async function readLoan(tx: Tx, tenantId: string, id: string): Promise<Loan> {
    const [row] = await listLoans(tx, tenantId, { id }, 1);
    if (!row) throw loanErrors.notFound();
    return loanOf(row, today());
  }

  /**
   * One drawing (AGT-06): the loan row's conditional update (active, not past its due date nor marked overdue,
   * within the limit) and its ledger transfer, `agent_debt` −amount → the deposit +amount, and for a master's loan
   * the master's deposit −amount → `house:agent_loans`. `field` is where a limit refusal is said; a purchase's
   * drawing names its ref_id in the audit entry.
   */
  async function drawIn(
    tx: Tx,
    tenantId: string,
    accountId: string,
    id: string,
    amount: number,
    context: { field: string; purchaseRef?: string },
  ): Promise<LoanRow> {
    const now = clock.now();
    const row = await drawOnLoan(tx, tenantId, id, accountId, amount, today(), now);
    if (!row) {
      const loan = await findLoan(tx, tenantId, id);
      if (!loan || loan.accountId !== accountId) throw loanErrors.notFound();
      if (loan.status !== 'active') throw loanErrors.notActive();
      if (loan.overdueAt !== null || loan.dueDate < today()) throw loanErrors.overdue();
      throw loanErrors.overLimit(loan.creditLimit - (loan.used - loan.collected), context.field);
    }
    const legs: TransferLeg[] = [
      { code: holderCode('agent_debt', row.accountId), amount: -amount },
      { code: holderCode('deposit', row.accountId), amount },
    ];
    if (row.lenderId) {
      legs.push(
        { code: holderCode('deposit', row.lenderId), amount: -amount },
        { code: houseCodes.agentLoans, amount },
      );
    }
    try {
      await postTransfer(tx, tenantId, {
        // `used` only grows, so its new value names this drawing once.
        idempotencyKey: `agent-loan:${row.id}:draw:${row.used}`,
        kind: 'agent_loan.draw',
        reference: row.id,
        memo: 'Pinjaman agen',
        at: now,
        legs,
      });
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'insufficient_balance') {
        throw loanErrors.lenderShort();
      }
      throw error;
    }
    await audit.record(
      tx,
      tenantId,
      'agent_loan.drawn',
      {
        loanId: row.id,
        amount,
        ...(context.purchaseRef ? { purchaseRef: context.purchaseRef } : {}),
        before: { used: row.used - amount },
        after: { used: row.used },
      },
      accountId,
    );
    return row;
  }

  async function list(tenant: Tenant, filter: LoanFilter, bucket?: DueBucket): Promise<LoanList> {
    const rows = await database.withTenant(tenant.id, (tx) => listLoans(tx, tenant.id, filter));
    return listOf(rows, today(), bucket);
  }

  return {
    /** `GET agent-debt`: the account's own loans (`/account/utang`). */
    async mine(tenant: Tenant, principal: AuthContext): Promise<LoanList> {
      requireDebtEnabled(tenant);
      return list(tenant, { accountId: principal.accountId });
    },

    async myDeposits(tenant: Tenant, principal: AuthContext): Promise<LoanDepositList> {
      requireDebtEnabled(tenant);
      const rows = await database.withTenant(tenant.id, (tx) =>
        listLoanDeposits(tx, tenant.id, { accountId: principal.accountId }),
      );
      return depositListOf(rows);
    },

    /** The Agent Center's loan and billing lists: the loans of everyone under the master. */
    async network(
      tenant: Tenant,
      principal: AuthContext,
      query: { status?: LoanStatus | undefined; bucket?: DueBucket | undefined; search?: string | undefined },
    ): Promise<LoanList> {
      requireDebtEnabled(tenant);
      requireMaster(principal);
      return list(
        tenant,
        { underAncestorId: principal.accountId, status: query.status, search: query.search },
        query.bucket,
      );
    },

    async networkDeposits(tenant: Tenant, principal: AuthContext): Promise<LoanDepositList> {
      requireDebtEnabled(tenant);
      requireMaster(principal);
      const rows = await database.withTenant(tenant.id, (tx) =>
        listLoanDeposits(tx, tenant.id, { underAncestorId: principal.accountId }),
      );
      return depositListOf(rows);
    },

    /** AGT-05: the dashboard's loan figures for the master's network. */
    async figuresIn(tx: Tx, tenant: Tenant, masterId: string): Promise<{ outstanding: number; dueToday: number }> {
      if (!tenant.agentDebtEnabled) return { outstanding: 0, dueToday: 0 };
      return networkLoanFigures(tx, tenant.id, masterId, today());
    },

    /**
     * A master asks for a credit line for an agent of its network, lent from its own deposit; the admin validates it.
     * The admin may grant one to any agent itself (lender: the tenant), active at once.
     */
    async request(
      tenant: Tenant,
      principal: AuthContext,
      body: { account_id: string; limit: number; due_date: string; note?: string | undefined },
      asAdmin = false,
    ): Promise<Loan> {
      requireDebtEnabled(tenant);
      if (!asAdmin) requireMaster(principal);
      if (body.due_date < today()) throw loanErrors.dueDatePassed();
      return database.withTenant(tenant.id, async (tx) => {
        const role = asAdmin
          ? await roleOf(tx, tenant.id, body.account_id)
          : await roleInNetwork(tx, tenant.id, principal.accountId, body.account_id);
        if (role === null) throw loanErrors.notInNetwork();
        if (role !== 'agent' && role !== 'master') throw loanErrors.notAgent();
        if (await hasOverdueDebt(tx, tenant.id, body.account_id, today())) throw loanErrors.overdue();
        const now = clock.now();
        const row = await insertLoan(tx, {
          tenantId: tenant.id,
          accountId: body.account_id,
          lenderId: asAdmin ? null : principal.accountId,
          requestedBy: principal.accountId,
          status: asAdmin ? 'active' : 'pending',
          creditLimit: body.limit,
          dueDate: body.due_date,
          note: body.note ?? null,
          ...(asAdmin ? { decidedBy: principal.accountId, decidedAt: now } : {}),
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw loanErrors.openLoan();
        await audit.record(
          tx,
          tenant.id,
          asAdmin ? 'agent_loan.granted' : 'agent_loan.requested',
          { loanId: row.id, accountId: row.accountId, before: null, after: { status: row.status, limit: body.limit } },
          principal.accountId,
        );
        return readLoan(tx, tenant.id, row.id);
      });
    },

    /** The admin validates a master's request (pending → active | rejected), once. */
    async decide(tenant: Tenant, admin: AuthContext, id: string, decision: 'approve' | 'reject'): Promise<Loan> {
      requireDebtEnabled(tenant);
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const status = decision === 'approve' ? 'active' : 'rejected';
        const row = await moveLoan(tx, tenant.id, id, 'pending', { status, decidedBy: admin.accountId, now });
        if (!row) throw loanErrors.notPending();
        await audit.record(
          tx,
          tenant.id,
          'agent_loan.decided',
          { loanId: id, accountId: row.accountId, before: { status: 'pending' }, after: { status } },
          admin.accountId,
        );
        return readLoan(tx, tenant.id, id);
      });
    },

    /** active → inactive by the lending master or the admin: no more drawings; what is owed stays owed. */
    async deactivate(tenant: Tenant, principal: AuthContext, id: string, asAdmin = false): Promise<Loan> {
      requireDebtEnabled(tenant);
      if (!asAdmin) requireMaster(principal);
      return database.withTenant(tenant.id, async (tx) => {
        const loan = await findLoan(tx, tenant.id, id);
        if (!loan || (!asAdmin && !(await roleInNetwork(tx, tenant.id, principal.accountId, loan.accountId)))) {
          throw loanErrors.notFound();
        }
        const row = await moveLoan(tx, tenant.id, id, 'active', { status: 'inactive', now: clock.now() });
        if (!row) throw loanErrors.notActive();
        await audit.record(
          tx,
          tenant.id,
          'agent_loan.deactivated',
          { loanId: id, accountId: row.accountId, before: { status: 'active' }, after: { status: 'inactive' } },
          principal.accountId,
        );
        return readLoan(tx, tenant.id, id);
      });
    },

    /** The spec's current / new due date: the master (or admin) moves the due date; the old one is kept. */
    async moveDueDate(tenant: Tenant, principal: AuthContext, id: string, dueDate: string): Promise<Loan> {
      requireDebtEnabled(tenant);
      requireMaster(principal);
      if (dueDate < today()) throw loanErrors.dueDatePassed();
      return database.withTenant(tenant.id, async (tx) => {
        const loan = await findLoan(tx, tenant.id, id);
        const mine =
          loan &&
          (principal.role === 'admin' || (await roleInNetwork(tx, tenant.id, principal.accountId, loan.accountId)));
        if (!loan || !mine) throw loanErrors.notFound();
        const row = await changeDueDate(tx, tenant.id, id, dueDate, today(), clock.now());
        if (!row) throw loanErrors.notActive();
        await audit.record(
          tx,
          tenant.id,
          'agent_loan.due_date_changed',
          { loanId: id, accountId: row.accountId, before: { dueDate: loan.dueDate }, after: { dueDate } },
          principal.accountId,
        );
        return readLoan(tx, tenant.id, id);
      });
    },

    /**
     * AGT-06: the agent draws `amount` onto its deposit. The loan row's conditional update keeps the debt within
     * the limit whatever runs beside it, and the ledger refuses a master's loan its deposit cannot fund; both in
     * the one transaction, so a refusal leaves nothing behind.
     */
    async draw(tenant: Tenant, principal: AuthContext, id: string, amount: number): Promise<Loan> {
      requireDebtEnabled(tenant);
      return database.withTenant(tenant.id, async (tx) => {
        const row = await drawIn(tx, tenant.id, principal.accountId, id, amount, { field: 'amount' });
        return readLoan(tx, tenant.id, row.id);
      });
    },

    /**
     * §1, a purchase paid from the loan (decision 033's amendment): in the purchase's own transaction, a drawing of
     * exactly its price on the buyer's active loan, the same conditional update and ledger transfer as `draw`; the
     * purchase then takes the price from the deposit as always. Refused (and so the whole purchase rolled back) with
     * the drawing's own messages, or 'no active loan'.
     */
    async drawForPurchase(
      tx: Tx,
      tenant: Tenant,
      purchase: { accountId: string; amount: number; refId: string },
    ): Promise<void> {
      requireDebtEnabled(tenant);
      const id = await activeLoanOf(tx, tenant.id, purchase.accountId);
      if (!id) throw loanErrors.noneActive();
      await drawIn(tx, tenant.id, purchase.accountId, id, purchase.amount, {
        field: 'pay_from',
        purchaseRef: purchase.refId,
      });
    },

    /**
     * The agent declares a repayment it paid in (the spec's loan deposit, state deposited). What is declared and
     * still waiting never passes what is owed: the loan row is locked while it is counted.
     */
    async repay(tenant: Tenant, principal: AuthContext, id: string, amount: number): Promise<LoanDeposit> {
      requireDebtEnabled(tenant);
      return database.withTenant(tenant.id, async (tx) => {
        const loan = await lockLoan(tx, tenant.id, id);
        if (!loan || loan.accountId !== principal.accountId) throw loanErrors.notFound();
        const open = loan.used - loan.collected - (await pendingDepositTotal(tx, tenant.id, id));
        if (amount > open) throw loanErrors.overRepaid(Math.max(open, 0));
        const row = await insertLoanDeposit(tx, {
          tenantId: tenant.id,
          loanId: id,
          accountId: loan.accountId,
          amount,
          status: 'deposited',
          createdAt: clock.now(),
        });
        await audit.record(
          tx,
          tenant.id,
          'agent_loan.repayment_declared',
          { loanId: id, depositId: row.id, amount, before: null, after: { status: 'deposited' } },
          principal.accountId,
        );
        const [listed] = await listLoanDeposits(tx, tenant.id, { id: row.id }, 1);
        if (!listed) throw new Error('repayment not found after insert');
        return depositOf(listed);
      });
    },

    /**
     * AGT-07, admin: a declared repayment is approved (its whole amount), half approved (half of it, rounded down)
     * or not deposited. An approval is one ledger transfer: from the bank to the agent's debt, and for a master's
     * loan from the tenant's hold to the master's deposit.
     */
    async decideDeposit(
      tenant: Tenant,
      admin: AuthContext,
      id: string,
      decision: 'approve' | 'half' | 'reject',
    ): Promise<LoanDeposit> {
      requireDebtEnabled(tenant);
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const status: Exclude<LoanDepositStatus, 'deposited'> =
          decision === 'approve' ? 'approved' : decision === 'half' ? 'half_approved' : 'not_deposited';
        const decided = await decideLoanDeposit(tx, tenant.id, id, {
          status,
          decidedBy: admin.accountId,
          decidedAt: now,
        });
        if (!decided) throw loanErrors.depositNotWaiting();
        const approved = decided.approvedAmount ?? 0;
        if (approved > 0) {
          // Declared repayments never pass what is owed (repay), and `used` only grows; the update checks again.
          const loan: LoanRow | null = await collectOnLoan(tx, tenant.id, decided.loanId, approved, now);
          if (!loan) throw loanErrors.overRepaid(0);
          const legs: TransferLeg[] = [
            { code: houseCodes.bankClearing, amount: -approved },
            { code: holderCode('agent_debt', loan.accountId), amount: approved },
          ];
          if (loan.lenderId) {
            legs.push(
              { code: houseCodes.agentLoans, amount: -approved },
              { code: holderCode('deposit', loan.lenderId), amount: approved },
            );
          }
          await postTransfer(tx, tenant.id, {
            idempotencyKey: `agent-loan-deposit:${decided.id}`,
            kind: 'agent_loan.repayment',
            reference: decided.loanId,
            memo: 'Pembayaran pinjaman agen',
            at: now,
            legs,
          });
        }
        await audit.record(
          tx,
          tenant.id,
          'agent_loan.repayment_decided',
          { depositId: id, loanId: decided.loanId, before: { status: 'deposited' }, after: { status, approved } },
          admin.accountId,
        );
        const [row] = await listLoanDeposits(tx, tenant.id, { id }, 1);
        if (!row) throw new Error('repayment not found after decision');
        return depositOf(row);
      });
    },

    /** The admin's lists: every loan of the tenant, every repayment (waiting first). */
    async adminList(
      tenant: Tenant,
      query: { status?: LoanStatus | undefined; bucket?: DueBucket | undefined; search?: string | undefined },
    ): Promise<LoanList> {
      requireDebtEnabled(tenant);
      return list(tenant, { status: query.status, search: query.search }, query.bucket);
    },

    async adminDeposits(tenant: Tenant, status: LoanDepositStatus | undefined): Promise<LoanDepositList> {
      requireDebtEnabled(tenant);
      const rows = await database.withTenant(tenant.id, (tx) => listLoanDeposits(tx, tenant.id, { status }));
      return depositListOf(rows);
    },

    /**
     * AGT-07, the daily job: debts past their due date are marked overdue; drawing on them stops. The borrower and
     * the master who lent are told (`loan.overdue`, in the same transaction, NTF-01).
     */
    async markOverdue(tenant: Tenant, events: DomainEvents): Promise<number> {
      if (!tenant.agentDebtEnabled) return 0;
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const rows = await markOverdue(tx, tenant.id, today(), now);
        for (const row of rows) {
          await audit.record(
            tx,
            tenant.id,
            'agent_loan.overdue',
            { loanId: row.id, accountId: row.account_id, before: { overdue: false }, after: { overdue: true } },
            null,
          );
          await events.emit(tx, {
            type: 'loan.overdue',
            tenantId: tenant.id,
            accountId: row.account_id,
            at: now.toISOString(),
            loanId: row.id,
            dueDate: row.due_date,
            unpaid: Number(row.unpaid),
            ...lenderOf(row),
          });
        }
        return rows.length;
      });
    },

    /**
     * AGT-07, the daily reminder: each open debt falling due today or tomorrow (Jakarta) is told to its borrower
     * and to the master who lent it, once per loan and day (the notification is keyed by both, so a job run twice tells nothing new).
     */
    async remindDue(tenant: Tenant, events: DomainEvents): Promise<number> {
      if (!tenant.agentDebtEnabled) return 0;
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const day = today();
        const rows = await loansFallingDue(tx, tenant.id, day, addDays(day, 1));
        for (const row of rows) {
          await events.emit(tx, {
            type: 'loan.due',
            tenantId: tenant.id,
            accountId: row.account_id,
            at: now.toISOString(),
            loanId: row.id,
            dueDate: row.due_date,
            remindedOn: day,
            when: row.due_date === day ? 'today' : 'tomorrow',
            unpaid: Number(row.unpaid),
            ...lenderOf(row),
          });
        }
        return rows.length;
      });
    },
  };
}

export type LoansService = ReturnType<typeof createLoansService>;
