export { createAgentsService, isMaster, type AgentsService } from './agents.service.ts';
export { registerAgentRoutes } from './agents.routes.ts';
export { agentErrors } from './agents.errors.ts';
export { seedDemoNetwork } from './agents.seed.ts';
export { seedDemoMarkups } from './markup.seed.ts';
export { seedDemoNetworkPurchases } from './network-purchases.seed.ts';
export { agentJobs, markOverdueLoansJob, promoteMastersJob, remindDueLoansJob } from './agents.jobs.ts';
export { countLoanDeposits, countLoans } from './loans.repository.ts';
export { countApplications } from './agents.repository.ts';
