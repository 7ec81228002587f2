export { createShopService, type ShopService } from './shop.service.ts';
export { registerShopRoutes } from './shop.routes.ts';
export { seedDemoShop } from './shop.seed.ts';
export { shopJobs } from './shop.jobs.ts';
/** SHP-04's region data (idn-area-data), which POS MLO's address book reuses (MLO-06). */
export { regionByCode, searchRegions } from './shop.regions.ts';
