export { createAgentsService, isMaster, type AgentsService } from './agents.service.ts';
export { registerAgentRoutes } from './agents.routes.ts';
export { seedDemoNetwork } from './agents.seed.ts';
export { agentJobs, promoteMastersJob } from './agents.jobs.ts';
