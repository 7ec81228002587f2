export {
  auditLedger,
  getHolderBalances,
  holderCode,
  houseCodes,
  postTransfer,
  type HolderBalances,
  type LedgerProblem,
  type PostedTransfer,
  type TransferLeg,
} from './ledger.service.ts';
