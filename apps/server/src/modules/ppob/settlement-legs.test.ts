import { describe, expect, it } from 'vitest';
import { holderCode, houseCodes } from '../ledger/index.ts';
import { settlementLegs, type SettlementOutcome, type SettlementRow } from './settlement-legs.ts';

const buyerId = '00000000-0000-4000-8000-000000000001';
const agentId = '00000000-0000-4000-8000-000000000002';
const masterId = '00000000-0000-4000-8000-000000000003';
const deposit = holderCode('deposit', buyerId);
const buyerWallet = holderCode('cashback', buyerId);
const agentWallet = holderCode('cashback', agentId);
const masterWallet = holderCode('cashback', masterId);
const { purchasesInFlight: inFlight, supplierPayable: supplier, revenue, adjustments } = houseCodes;

/** A member's purchase of Rp25.275 (buying Rp25.000) under an agent (Rp100) under a master (Rp75). */
const withCommissions: SettlementRow = {
  id: 'p1',
  accountId: buyerId,
  price: 25_275,
  buyingPrice: 25_000,
  reviewFlag: null,
  paidFrom: 'deposit',
  commissionLegs: [
    { accountId: agentId, role: 'agent', amount: 100 },
    { accountId: masterId, role: 'master', amount: 75 },
  ],
};
const plain: SettlementRow = { ...withCommissions, commissionLegs: [] };
const unpaidLate: SettlementRow = { ...withCommissions, reviewFlag: 'late_success_unpaid' };

type Expected = { key: string; legs: [string, number][]; otherwise?: { key: string; legs: [string, number][] } };

const table: [string, SettlementRow, SettlementOutcome, Expected[]][] = [
  [
    'success pays the supplier, the tenant and each upline (to its cashback wallet)',
    withCommissions,
    'success',
    [
      {
        key: 'purchase-settle:p1',
        legs: [
          [inFlight, -25_275],
          [supplier, 25_000],
          [revenue, 100],
          [agentWallet, 100],
          [masterWallet, 75],
        ],
      },
    ],
  ],
  [
    'success without uplines keeps the whole margin',
    plain,
    'success',
    [
      {
        key: 'purchase-settle:p1',
        legs: [
          [inFlight, -25_275],
          [supplier, 25_000],
          [revenue, 275],
        ],
      },
    ],
  ],
  [
    'failure refunds the deposit and pays no commission',
    withCommissions,
    'failed',
    [
      {
        key: 'purchase-refund:p1',
        legs: [
          [inFlight, -25_275],
          [deposit, 25_275],
        ],
      },
    ],
  ],
  [
    'expiry refunds like a failure',
    withCommissions,
    'expired',
    [
      {
        key: 'purchase-refund:p1',
        legs: [
          [inFlight, -25_275],
          [deposit, 25_275],
        ],
      },
    ],
  ],
  [
    'a late success charges the deposit again and pays the commissions, or the tenant carries the supplier cost',
    withCommissions,
    'late_success',
    [
      {
        key: 'purchase-late:p1',
        legs: [
          [deposit, -25_275],
          [supplier, 25_000],
          [revenue, 100],
          [agentWallet, 100],
          [masterWallet, 75],
        ],
        otherwise: {
          key: 'purchase-late-loss:p1',
          legs: [
            [adjustments, -25_000],
            [supplier, 25_000],
          ],
        },
      },
    ],
  ],
  [
    'a return refunds the deposit and takes each commission back from its wallet, or from the tenant',
    withCommissions,
    'returned',
    [
      {
        key: 'purchase-return:p1',
        legs: [
          [supplier, -25_000],
          [revenue, -275],
          [deposit, 25_275],
        ],
      },
      {
        key: `purchase-return-commission:p1:${agentId}`,
        legs: [
          [agentWallet, -100],
          [revenue, 100],
        ],
        otherwise: {
          key: `purchase-return-commission-loss:p1:${agentId}`,
          legs: [
            [adjustments, -100],
            [revenue, 100],
          ],
        },
      },
      {
        key: `purchase-return-commission:p1:${masterId}`,
        legs: [
          [masterWallet, -75],
          [revenue, 75],
        ],
        otherwise: {
          key: `purchase-return-commission-loss:p1:${masterId}`,
          legs: [
            [adjustments, -75],
            [revenue, 75],
          ],
        },
      },
    ],
  ],
  [
    'the return of a late success nobody paid undoes the tenant loss only',
    unpaidLate,
    'returned',
    [
      {
        key: 'purchase-return:p1',
        legs: [
          [supplier, -25_000],
          [adjustments, 25_000],
        ],
      },
    ],
  ],
];

const sum = (legs: { amount: number }[]) => legs.reduce((total, leg) => total + leg.amount, 0);

describe('settlementLegs', () => {
  it.each(table)('%s', (_title, row, outcome, expected) => {
    const transfers = settlementLegs(row, outcome);
    expect(
      transfers.map((transfer) => ({
        key: transfer.idempotencyKey,
        legs: transfer.legs.map((leg) => [leg.code, leg.amount]),
        ...(transfer.otherwise
          ? {
              otherwise: {
                key: transfer.otherwise.idempotencyKey,
                legs: transfer.otherwise.legs.map((leg) => [leg.code, leg.amount]),
              },
            }
          : {}),
      })),
    ).toEqual(expected);
    for (const transfer of transfers) {
      expect(sum(transfer.legs)).toBe(0);
      if (transfer.otherwise) expect(sum(transfer.otherwise.legs)).toBe(0);
    }
  });

  it('§1 a purchase paid from the cashback wallet is refunded, returned and charged again there, never to the deposit', () => {
    const fromCashback: SettlementRow = { ...withCommissions, paidFrom: 'cashback' };
    const payerLegs = (outcome: SettlementOutcome) =>
      settlementLegs(fromCashback, outcome)
        .flatMap((transfer) => transfer.legs)
        .filter((leg) => leg.code === deposit || leg.code === buyerWallet)
        .map((leg) => [leg.code, leg.amount]);
    expect(payerLegs('failed')).toEqual([[buyerWallet, 25_275]]);
    expect(payerLegs('expired')).toEqual([[buyerWallet, 25_275]]);
    expect(payerLegs('returned')).toEqual([[buyerWallet, 25_275]]);
    expect(payerLegs('late_success')).toEqual([[buyerWallet, -25_275]]);
    // A loan's drawing went onto the deposit: its refund goes back there (decision 033's amendment).
    const fromLoan: SettlementRow = { ...withCommissions, paidFrom: 'loan' };
    expect(settlementLegs(fromLoan, 'failed')).toEqual(settlementLegs(withCommissions, 'failed'));
  });

  it('leaves out zero legs: a product sold at its buying price earns the tenant nothing to post', () => {
    const [transfer] = settlementLegs({ ...plain, price: 25_000 }, 'success');
    expect(transfer?.legs.map((leg) => leg.code)).toEqual([inFlight, supplier]);
  });

  it('over success then return, each upline and the tenant end where they started', () => {
    const balances = new Map<string, number>();
    for (const outcome of ['success', 'returned'] as const) {
      for (const transfer of settlementLegs(withCommissions, outcome)) {
        for (const leg of transfer.legs) balances.set(leg.code, (balances.get(leg.code) ?? 0) + leg.amount);
      }
    }
    // The deposit was debited at purchase (into in-flight) and is refunded by the return.
    expect(balances.get(inFlight)).toBe(-25_275);
    expect(balances.get(deposit)).toBe(25_275);
    for (const code of [supplier, revenue, agentWallet, masterWallet]) expect(balances.get(code)).toBe(0);
  });
});
