export { createPlatformService, provisionTenant, type PlatformService } from './platform.service.ts';
export { registerPlatformRoutes } from './platform.routes.ts';
export { seedDemoPlatform, demoPlatform } from './platform.seed.ts';
