export {
  assertAccountMayBuy,
  assertPrincipalMayBuy,
  createPurchasesService,
  holdFunds,
  type PurchasesService,
} from './purchases.service.ts';
export { createReceiptsService, type ReceiptsService } from './receipts.service.ts';
export { registerPurchaseRoutes } from './purchases.routes.ts';
export { purchaseJobs, dispatchPurchaseJob, recoverPurchasesJob, runNameCheckJob } from './purchases.jobs.ts';
export { createSettlement, failureOfRow, type SettlementEngine } from './settlement.ts';
export { purchaseFailureOf } from './stored-failures.ts';
export { purchaseSubscribers } from './purchases.subscribers.ts';
export { createNameChecksService, type NameChecksService } from './name-checks.service.ts';
export { createPostpaidService, type PostpaidService } from './postpaid.service.ts';
export { registerPostpaidRoutes } from './postpaid.routes.ts';
