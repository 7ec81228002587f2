import { holderCode, houseCodes, type TransferLeg } from '../ledger/index.ts';
import type { TransactionRow } from './purchases.repository.ts';

/**
 * The ledger transfers of a settlement, as a pure function of the purchase row (its price, buying price and
 * commission snapshot) and how it ended (decisions 012 and 025). `settle` decides the outcome with its conditional
 * update and posts what this returns; settlement-legs.test.ts tables every outcome.
 */

/** How a purchase ended, as far as money goes: expired is refunded like failed. */
export type SettlementOutcome = 'success' | 'failed' | 'expired' | 'late_success' | 'returned';

type Transfer = { idempotencyKey: string; kind: string; legs: TransferLeg[] };

export type SettlementTransfer = Transfer & {
  /**
   * Posted instead when the ledger refuses the legs because a holder's balance no longer covers its debit: a late
   * success the deposit cannot pay, a commission the upline already spent. The tenant carries it in
   * `house:adjustments`, where a person can follow it up.
   */
  otherwise?: Transfer;
};

export type SettlementRow = Pick<
  TransactionRow,
  'id' | 'accountId' | 'price' | 'buyingPrice' | 'commissionLegs' | 'reviewFlag' | 'paidFrom'
>;

/**
 * The holder account the buyer paid from, which every refund credits and a late success charges again: the cashback
 * wallet for a purchase paid from it, the deposit otherwise (a loan's drawing went onto the deposit, and stays owed:
 * decision 033's amendment).
 */
export function payerCode(row: Pick<SettlementRow, 'accountId' | 'paidFrom'>): string {
  return holderCode(row.paidFrom === 'cashback' ? 'cashback' : 'deposit', row.accountId);
}

function transfer(idempotencyKey: string, kind: string, legs: TransferLeg[]): Transfer {
  return { idempotencyKey, kind, legs: legs.filter((leg) => leg.amount !== 0) };
}

/**
 * `row.price` paid for the product: the supplier gets its price, each upline its commission (to its cashback wallet,
 * which it may redeem to its deposit), the tenant the rest.
 */
function saleLegs(row: SettlementRow): TransferLeg[] {
  const commissions = row.commissionLegs.reduce((sum, leg) => sum + leg.amount, 0);
  return [
    { code: houseCodes.supplierPayable, amount: row.buyingPrice },
    { code: houseCodes.revenue, amount: row.price - row.buyingPrice - commissions },
    ...row.commissionLegs.map((leg) => ({ code: holderCode('cashback', leg.accountId), amount: leg.amount })),
  ];
}

/** The ledger transfers that settle `row` as `outcome`, in the order they are posted. */
export function settlementLegs(row: SettlementRow, outcome: SettlementOutcome): SettlementTransfer[] {
  const { id } = row;
  const payer = payerCode(row);
  const transfers: SettlementTransfer[] = [];
  switch (outcome) {
    case 'success':
      transfers.push(
        transfer(`purchase-settle:${id}`, 'purchase.settle', [
          { code: houseCodes.purchasesInFlight, amount: -row.price },
          ...saleLegs(row),
        ]),
      );
      break;
    case 'failed':
    case 'expired':
      transfers.push(
        transfer(`purchase-refund:${id}`, 'purchase.refund', [
          { code: houseCodes.purchasesInFlight, amount: -row.price },
          { code: payer, amount: row.price },
        ]),
      );
      break;
    case 'late_success':
      // The customer got the product after the refund: charged again (where it was paid from), or the tenant carries the supplier's cost.
      transfers.push({
        ...transfer(`purchase-late:${id}`, 'purchase.late_success', [
          { code: payer, amount: -row.price },
          ...saleLegs(row),
        ]),
        otherwise: transfer(`purchase-late-loss:${id}`, 'purchase.late_success_loss', [
          { code: houseCodes.adjustments, amount: -row.buyingPrice },
          { code: houseCodes.supplierPayable, amount: row.buyingPrice },
        ]),
      });
      break;
    case 'returned':
      if (row.reviewFlag === 'late_success_unpaid') {
        // Never paid by the customer, so no commission was paid either: the return undoes the tenant's loss.
        transfers.push(
          transfer(`purchase-return:${id}`, 'purchase.returned', [
            { code: houseCodes.supplierPayable, amount: -row.buyingPrice },
            { code: houseCodes.adjustments, amount: row.buyingPrice },
          ]),
        );
        break;
      }
      transfers.push(
        transfer(`purchase-return:${id}`, 'purchase.returned', [
          { code: houseCodes.supplierPayable, amount: -row.buyingPrice },
          { code: houseCodes.revenue, amount: -(row.price - row.buyingPrice) },
          { code: payer, amount: row.price },
        ]),
      );
      // Each upline's commission comes back from its cashback wallet, one transfer each so that one upline who
      // already redeemed it does not hold up the others' or the customer's refund.
      for (const leg of row.commissionLegs) {
        transfers.push({
          ...transfer(`purchase-return-commission:${id}:${leg.accountId}`, 'purchase.commission_returned', [
            { code: holderCode('cashback', leg.accountId), amount: -leg.amount },
            { code: houseCodes.revenue, amount: leg.amount },
          ]),
          otherwise: transfer(`purchase-return-commission-loss:${id}:${leg.accountId}`, 'purchase.commission_loss', [
            { code: houseCodes.adjustments, amount: -leg.amount },
            { code: houseCodes.revenue, amount: leg.amount },
          ]),
        });
      }
      break;
  }
  return transfers.filter((entry) => entry.legs.length > 0);
}
