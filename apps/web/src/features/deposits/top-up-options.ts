import type { DepositSettingsResponse, TopUpBody } from '@konter/shared/contracts/deposits';
import type { DepositPaymentMethod, TopUpFee } from '@konter/shared/fees/deposit-fees';
import { computeTopUpFee, depositPaymentMethodSchema } from '@konter/shared/fees/deposit-fees';

/** One choice of the method list: a bank account of the tenant, or a gateway method. */
export type MethodOption =
  { key: string; provider: 'bank'; method: string; bankName: string } | (DepositPaymentMethod & { key: string });

export type MethodGroups = { bank: MethodOption[]; xendit: MethodOption[]; midtrans: MethodOption[] };

/**
 * The methods the tenant offers, grouped as the screen shows them: bank transfer to the tenant's accounts, then the
 * first and the second payment gateway in the server's display order. Unknown gateway methods are left out, as
 * no fee can be shown for them.
 */
export function methodGroups(settings: Pick<DepositSettingsResponse, 'banks' | 'methods'>): MethodGroups {
  const groups: MethodGroups = { bank: [], xendit: [], midtrans: [] };
  for (const bank of settings.banks) {
    groups.bank.push({ key: `bank:${bank.code}`, provider: 'bank', method: bank.code, bankName: bank.name });
  }
  for (const entry of settings.methods) {
    const parsed = depositPaymentMethodSchema.safeParse(entry);
    if (!parsed.success) continue;
    groups[parsed.data.provider].push({ ...parsed.data, key: `${parsed.data.provider}:${parsed.data.method}` });
  }
  return groups;
}

export function findOption(groups: MethodGroups, key: string): MethodOption | null {
  return [...groups.bank, ...groups.xendit, ...groups.midtrans].find((option) => option.key === key) ?? null;
}

/**
 * What a gateway method costs for `amount` (DEP-04), with the shared fee table the server charges by; no fee when
 * the tenant pays it (pay_external_payment_fee off). Null for a bank transfer (it adds unique digits instead) and
 * for an amount that is not a positive whole number yet.
 */
export function feePreview(option: MethodOption, amount: number | null, payFee: boolean): TopUpFee | null {
  if (option.provider === 'bank' || amount === null || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (!payFee) return { amount, baseFee: 0, vat: 0, fee: 0, charged: amount };
  return option.provider === 'xendit'
    ? computeTopUpFee(amount, 'xendit', option.method)
    : computeTopUpFee(amount, 'midtrans', option.method);
}

/** The request body for a choice: bank transfers also carry the sender's account holder name. */
export function topUpBodyFor(option: MethodOption, amount: number, holderName: string): TopUpBody {
  if (option.provider === 'bank') {
    return { provider: 'bank', method: option.method, amount, holder_name: holderName };
  }
  return option.provider === 'xendit'
    ? { provider: 'xendit', method: option.method, amount }
    : { provider: 'midtrans', method: option.method, amount };
}
