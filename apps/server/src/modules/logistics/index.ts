export { createLogisticsService, type LogisticsService } from './logistics.service.ts';
export { registerLogisticsRoutes } from './logistics.routes.ts';
export { logisticsJobs, recoverMloOrdersJob } from './logistics.jobs.ts';
export { seedDemoLogistics } from './logistics.seed.ts';
export type { ShippingRates, ShippingRatesRequest } from './logistics.rates.ts';
export { seedDemoCn23 } from './cn23.seed.ts';
