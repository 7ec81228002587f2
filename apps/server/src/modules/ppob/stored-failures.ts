import type { PurchaseFailureCode } from '@konter/shared/contracts/transactions';
import { responseCodeOf } from '../../integrations/digiflazz/digiflazz.response-codes.ts';
import { timeoutRc } from './settlement.ts';

/**
 * The customer's reason read back from a stored supplier code, for readers that have only the `rc` of a row (the
 * bulk upload's placed rows). Settlement itself no longer reads codes: the adapter gives the reason and the row keeps
 * it in `failure_code` (decision 026); readers should take that instead, and this goes once none is left.
 */
export function purchaseFailureOf(rc: string | null): PurchaseFailureCode {
  if (rc === timeoutRc) return 'timeout';
  return (rc === null ? null : responseCodeOf(rc)?.failure) ?? 'failed';
}
