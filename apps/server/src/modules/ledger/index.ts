export {
  auditLedger,
  getHolderBalances,
  holderCode,
  houseBalance,
  houseCodes,
  postTransfer,
  type HolderBalances,
  type LedgerProblem,
  type PostedTransfer,
  type TransferLeg,
} from './ledger.service.ts';
export { postDemoOpeningDeposit } from './demo-deposit.ts';
