import { formatRupiah } from '@konter/shared/money';
import { AppError, fieldError } from '../../platform/errors.ts';

export const agentErrors = {
  /** AGT-02: the spec's own sentence for anyone but a master agent. */
  mastersOnly: () =>
    new AppError('agent_center_masters_only', { status: 403, messageKey: 'agent.center_masters_only' }),
  alreadyAgent: () => new AppError('agent_application_refused', { status: 422, messageKey: 'agent.already_agent' }),
  notMember: () => new AppError('agent_application_refused', { status: 422, messageKey: 'agent.not_member' }),
  pending: () => new AppError('agent_application_refused', { status: 422, messageKey: 'agent.application_pending' }),
  notInNetwork: () => new AppError('not_found', { messageKey: 'agent.not_in_network' }),
  /** Registering a member under oneself is for agents and masters. */
  uplinesOnly: () => new AppError('unauthorized_access', { status: 403, messageKey: 'agent.uplines_only' }),
  notCandidate: () =>
    new AppError('agent_application_refused', { status: 422, messageKey: 'agent.not_promotion_candidate' }),
  notPending: () =>
    new AppError('agent_application_refused', { status: 422, messageKey: 'agent.application_not_pending' }),
};

/** Loans and agent debt (AGT-06, AGT-07). */
export const loanErrors = {
  disabled: () => new AppError('agent_debt_disabled', { status: 403, messageKey: 'loan.disabled' }),
  mastersOnly: () =>
    new AppError('agent_center_masters_only', { status: 403, messageKey: 'agent.center_masters_only' }),
  notFound: () => new AppError('not_found', { messageKey: 'loan.not_found' }),
  notInNetwork: () => fieldError('account_id', 'agent.not_in_network'),
  notAgent: () => fieldError('account_id', 'loan.not_agent'),
  dueDatePassed: () => fieldError('due_date', 'loan.due_date_passed'),
  openLoan: () => fieldError('account_id', 'loan.open_loan'),
  overdue: () => new AppError('agent_loan_refused', { status: 422, messageKey: 'loan.overdue' }),
  notPending: () => new AppError('agent_loan_refused', { status: 422, messageKey: 'loan.not_pending' }),
  notActive: () => new AppError('agent_loan_refused', { status: 422, messageKey: 'loan.not_active' }),
  overLimit: (left: number, field = 'amount') =>
    fieldError(field, 'loan.over_limit', { left: formatRupiah(Math.max(left, 0)) }),
  /** §1: a purchase paid from the loan needs one the agent may draw on. */
  noneActive: () => new AppError('agent_loan_refused', { status: 422, messageKey: 'loan.none_active' }),
  lenderShort: () => new AppError('agent_loan_refused', { status: 422, messageKey: 'loan.lender_short' }),
  overRepaid: (open: number) => fieldError('amount', 'loan.over_repaid', { open: formatRupiah(open) }),
  depositNotWaiting: () => new AppError('agent_loan_refused', { status: 422, messageKey: 'loan.deposit_not_waiting' }),
};
