export {
  createCatalogueService,
  priceOfTier,
  productAccessGrant,
  checkPurchasable,
  purchasableProduct,
  supplierRoute,
  syncCatalogue,
  toProductView,
  type CatalogueService,
} from './catalogue.service.ts';
export { registerCatalogueRoutes } from './catalogue.routes.ts';
export { catalogueJobs, syncCatalogueJob } from './catalogue.jobs.ts';
export { seedDemoCatalogue } from './catalogue.seed.ts';
export { incrementSoldQty, findAgentPrice, findProduct, type ProductRow } from './catalogue.repository.ts';
export { tierOfRole } from './pricing.ts';
