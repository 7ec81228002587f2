import { useTranslation } from 'react-i18next';
import { transferAmountLimits } from '@konter/shared/contracts/postpaid';
import { formatRupiah, groupThousands } from '@konter/shared/money';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import type { FieldBinding } from '../../../lib/forms/use-zod-form.ts';

/** Amounts people send most, one tap each. */
const quickAmounts = [50_000, 100_000, 250_000, 500_000, 1_000_000] as const;

/**
 * The amount of a money transfer (kirim uang): digits only, shown with thousands dots as it is typed, with the
 * limits under it and the common amounts as chips. `field.value` stays the bare digits the inquiry sends.
 */
export function TransferAmountField({ field }: { field: FieldBinding }) {
  const { t } = useTranslation();
  const current = field.value === '' ? null : Number(field.value);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        field={{
          ...field,
          value: field.value === '' ? '' : groupThousands(field.value),
          onChange: (typed) => field.onChange(digitsOnly(typed).replace(/^0+(?=\d)/, '')),
        }}
        label={t('postpaid.transfer.amount')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        placeholder={groupThousands(String(quickAmounts[1]))}
        leading="Rp"
        hint={t('postpaid.transfer.amount_hint', {
          min: formatRupiah(transferAmountLimits.min),
          max: formatRupiah(transferAmountLimits.max),
        })}
      />
      <div role="group" aria-label={t('postpaid.transfer.quick_amounts')} className="flex flex-wrap gap-2">
        {quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            aria-pressed={current === amount}
            onClick={() => field.onChange(String(amount))}
            className={`min-h-11 rounded-full border px-3.5 text-sm font-semibold tabular-nums transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              current === amount
                ? 'border-brand bg-brand text-brand-foreground'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand'
            }`}
          >
            {formatRupiah(amount)}
          </button>
        ))}
      </div>
    </div>
  );
}
