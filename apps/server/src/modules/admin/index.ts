export { createAdminService, type AdminService } from './admin.service.ts';
export { registerAdminRoutes } from './admin.routes.ts';
export { seedDemoReconciliation } from './admin.seed.ts';
