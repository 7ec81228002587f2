export {
  auditLedger,
  getHolderBalances,
  holderCode,
  houseBalance,
  houseCodes,
  ensureTransferAccounts,
  postTransfer,
  transferStatement,
  type HolderBalances,
  type LedgerProblem,
  type PostedTransfer,
  type TransferLeg,
} from './ledger.service.ts';
export { postDemoOpeningDeposit } from './demo-deposit.ts';
export { insufficientBalance } from './ledger.errors.ts';
