import { describe, expect, it } from 'vitest';
import { isFinalStatus, receiptPayment } from './transactions.ts';

describe('receiptPayment', () => {
  it('[RCP-01] paid, waiting, or refunded to the deposit with what it was charged (and then no buying price)', () => {
    expect(receiptPayment({ status: 'success', price: 10_200 }, 10_000)).toEqual({
      payment_status: 'success',
      refunded_amount: null,
      buying_price: 10_000,
    });
    expect(receiptPayment({ status: 'processing', price: 10_200 }, 10_000).payment_status).toBe('pending');
    for (const status of ['failed', 'expired', 'canceled', 'returned'] as const) {
      expect(receiptPayment({ status, price: 10_200 }, 10_000)).toEqual({
        payment_status: 'refunded',
        refunded_amount: 10_200,
        buying_price: null,
      });
    }
  });

  it('[RCP-01] a purchase that was never paid for gave nothing back', () => {
    expect(receiptPayment({ status: 'failed', price: 10_200 }, 10_000, { neverPaid: true })).toEqual({
      payment_status: 'failed',
      refunded_amount: null,
      buying_price: null,
    });
    expect(receiptPayment({ status: 'success', price: 10_200 }, 10_000, { neverPaid: true }).payment_status).toBe(
      'success',
    );
  });

  it('[TRX-06] only processing, inquiry and unprocessed may still change', () => {
    expect(['processing', 'inquiry', 'unprocessed'].map((status) => isFinalStatus(status as never))).toEqual([
      false,
      false,
      false,
    ]);
    expect(isFinalStatus('success')).toBe(true);
    expect(isFinalStatus('returned')).toBe(true);
  });
});
