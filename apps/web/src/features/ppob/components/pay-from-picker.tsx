import type { PaymentSource } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { usePayFromText } from '../pay-from-text.ts';

/** A source other than the deposit the account may pay from (§1), with what it holds: a wallet's balance, a loan's limit left. */
export type PaySource = { source: Exclude<PaymentSource, 'deposit'>; balance: number };

/**
 * §1: where the price comes from, when the tenant offers more than the deposit: the deposit, the cashback wallet,
 * the agent's loan, each with its balance. A source that cannot cover the price cannot be picked (the deposit keeps
 * its own short-balance notice and top-up link).
 */
export function PayFromPicker({
  price,
  deposit,
  sources,
  value,
  onChange,
}: {
  price: number;
  deposit: number | null;
  sources: PaySource[];
  value: PaymentSource;
  onChange: (source: PaymentSource) => void;
}) {
  const { t } = usePayFromText();
  const options: { source: PaymentSource; balance: number | null }[] = [
    { source: 'deposit', balance: deposit },
    ...sources,
  ];
  return (
    <fieldset className="flex flex-col gap-2" data-testid="pay-from">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('pay_from.title')}</legend>
      {options.map(({ source, balance }) => {
        const short = source !== 'deposit' && balance !== null && balance < price;
        const amount = balance === null ? null : formatRupiah(balance);
        return (
          <label
            key={source}
            className={`flex min-h-11 items-center gap-3 rounded-xl border bg-white px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand ${
              value === source ? 'border-brand bg-brand/5 ring-1 ring-brand' : 'border-slate-200'
            } ${short ? 'opacity-60' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name="pay_from"
              value={source}
              checked={value === source}
              disabled={short}
              onChange={() => onChange(source)}
              className="size-5 shrink-0"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-slate-900">{t(`pay_from.${source}`)}</span>
              {amount !== null && (
                <span className="text-xs text-slate-600 tabular-nums">
                  {t(source === 'loan' ? 'pay_from.loan_left' : 'pay_from.balance', { amount })}
                </span>
              )}
              {short && <span className="text-xs text-red-700">{t('pay_from.short')}</span>}
            </span>
          </label>
        );
      })}
      {value === 'loan' && <p className="text-xs text-slate-600">{t('pay_from.loan_hint')}</p>}
    </fieldset>
  );
}
