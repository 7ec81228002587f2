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
export {
  catalogueOperators,
  lockProduct,
  lockProducts,
  offersOf,
  searchProducts,
  setTierPrices,
  updateProduct,
  type OfferRow,
  type ProductFilter,
} from './catalogue.repository.ts';
export { tierOfRole } from './tiers.ts';
export {
  assertAccountMayBuy,
  assertPrincipalMayBuy,
  createPurchasesService,
  holdFunds,
  newRefId,
  type PurchasesService,
} from './purchases.service.ts';
export { createReceiptsService, type ReceiptsService } from './receipts.service.ts';
export { registerPurchaseRoutes } from './purchases.routes.ts';
export { purchaseJobs, dispatchPurchaseJob, recoverPurchasesJob, runNameCheckJob } from './purchases.jobs.ts';
export { createSettlement, failureOfRow, type SettlementEngine } from './settlement.ts';
export { settlementLegs } from './settlement-legs.ts';
export { countProcessing, findByRef, listProcessing, type TransactionRow } from './purchases.repository.ts';
export { purchaseFailureOf } from './stored-failures.ts';
export { purchaseSubscribers } from './purchases.subscribers.ts';
export { createNameChecksService, type NameChecksService } from './name-checks.service.ts';
export { createPostpaidService, everyBiller, type PostpaidService } from './postpaid.service.ts';
export {
  findPostpaidCashbackRule,
  postpaidCashbackRules,
  savePostpaidCashbackRule,
} from './postpaid-cashback.repository.ts';
export { registerPostpaidRoutes } from './postpaid.routes.ts';
export { registerPpobModuleGuard } from './module-guard.ts';
