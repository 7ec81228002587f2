export { createShopService, type ShopService } from './shop.service.ts';
export { registerShopRoutes } from './shop.routes.ts';
export { seedDemoShop } from './shop.seed.ts';
export { shopJobs } from './shop.jobs.ts';
