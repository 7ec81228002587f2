import { AppError } from '../../platform/errors.ts';

export const agentErrors = {
  /** AGT-02: the spec's own sentence for anyone but a master agent. */
  mastersOnly: () =>
    new AppError('agent_center_masters_only', { status: 403, messageKey: 'agent.center_masters_only' }),
  alreadyAgent: () => new AppError('agent_application_refused', { status: 422, messageKey: 'agent.already_agent' }),
  notMember: () => new AppError('agent_application_refused', { status: 422, messageKey: 'agent.not_member' }),
  pending: () => new AppError('agent_application_refused', { status: 422, messageKey: 'agent.application_pending' }),
  notInNetwork: () => new AppError('not_found', { messageKey: 'agent.not_in_network' }),
  notCandidate: () =>
    new AppError('agent_application_refused', { status: 422, messageKey: 'agent.not_promotion_candidate' }),
  notPending: () =>
    new AppError('agent_application_refused', { status: 422, messageKey: 'agent.application_not_pending' }),
};
