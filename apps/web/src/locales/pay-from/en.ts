import type { payFromId } from './id.ts';

export const payFromEn: Record<keyof typeof payFromId, string> = {
  'pay_from.title': 'Pay from',
  'pay_from.deposit': 'Deposit balance',
  'pay_from.cashback': 'Cashback balance',
  'pay_from.loan': 'Agent loan',
  'pay_from.balance': 'Balance {amount}',
  'pay_from.loan_left': 'Limit left {amount}',
  'pay_from.short': 'Not enough for this purchase',
  'pay_from.loan_hint': 'The price is drawn from your loan limit and is owed until you repay it.',
};
