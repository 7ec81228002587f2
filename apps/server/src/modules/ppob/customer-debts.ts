import { customerDebtStatus, type CustomerDebt, type Transaction } from '@konter/shared/contracts/transactions';
import type { CustomerDebtRow } from './customer-debts.repository.ts';

/** §3 down payment: a customer's debt as the screens read it (nothing is owed on a purchase that failed). */
export function toCustomerDebt(
  refId: string,
  purchaseStatus: Transaction['status'],
  sellingPrice: number,
  debt: CustomerDebtRow,
): CustomerDebt {
  const status = customerDebtStatus(purchaseStatus, debt);
  return {
    ref_id: refId,
    selling_price: sellingPrice,
    down_payment: debt.downPayment,
    amount: debt.amount,
    paid: debt.paid,
    outstanding: status === 'unpaid' ? debt.amount - debt.paid : 0,
    notes: debt.notes,
    status,
    settled_at: debt.settledAt ? debt.settledAt.toISOString() : null,
  };
}
