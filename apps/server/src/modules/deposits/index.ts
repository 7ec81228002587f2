export {
  createDepositsService,
  depositSettingsOf,
  recordCashbackAccrual,
  cancelCashbackAccrual,
  type DepositsService,
  type Gateways,
  type GatewayPaymentRoute,
} from './deposits.service.ts';
export { registerDepositRoutes } from './deposits.routes.ts';
export { depositJobs } from './deposits.jobs.ts';
export { banksWithPendingTopUps, countDepositRequests, pendingGatewayTopUps } from './deposits.repository.ts';
