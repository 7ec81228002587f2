export { createH2hService, callbackSubscriber, type H2hService } from './h2h.service.ts';
export { registerDeveloperRoutes } from './h2h.routes.ts';
export { registerH2hApi, h2hPaths } from './h2h.api-routes.ts';
export { h2hJobs, settleSandboxJob } from './h2h.jobs.ts';
export { h2hSubscribers } from './h2h.subscribers.ts';
export { h2hSign, hubSignature } from './h2h.keys.ts';
export { seedDemoReseller, demoResellerPhone, demoResellerUsername } from './h2h.seed.ts';
export { countIps } from './h2h.repository.ts';
