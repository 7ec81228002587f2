export { createPurchasesService, type PurchasesService } from './purchases.service.ts';
export { createReceiptsService, type ReceiptsService } from './receipts.service.ts';
export { registerPurchaseRoutes } from './purchases.routes.ts';
export { purchaseJobs, dispatchPurchaseJob, recoverPurchasesJob } from './purchases.jobs.ts';
export { createSettlement, type SettlementEngine } from './settlement.ts';
