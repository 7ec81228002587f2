import type { payFromId } from './id.ts';

export const payFromZh: Record<keyof typeof payFromId, string> = {
  'pay_from.title': '支付来源',
  'pay_from.deposit': '存款余额',
  'pay_from.cashback': '返现余额',
  'pay_from.loan': '代理贷款',
  'pay_from.balance': '余额 {amount}',
  'pay_from.loan_left': '剩余额度 {amount}',
  'pay_from.short': '不足以支付此交易',
  'pay_from.loan_hint': '价格从您的贷款额度中提取，在还款前计为欠款。',
};
