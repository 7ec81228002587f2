import { useTranslation } from 'react-i18next';

/** `xendit:qris` → `QRIS (Xendit)`: the channel as the buyer knows it, then who collects it. */
function methodLabel(code: string): string {
  const [provider = '', channel = ''] = code.split(':');
  return `${channel.toUpperCase()} (${provider.charAt(0).toUpperCase()}${provider.slice(1)})`;
}

/**
 * SHP-03: how an order is paid: the deposit (members only) or a gateway method by the codes the deposit top-up offers
 * (`xendit:qris`). The member's checkout lists every method; a guest's, the gateway's channels only.
 */
export function PaymentMethodSelect<M extends string>({
  methods,
  value,
  onChange,
}: {
  methods: readonly M[];
  value: M | '';
  onChange: (method: M) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1">
      <span className="font-semibold">{t('shop.payment_method')}</span>
      <select
        className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3"
        value={value}
        onChange={(event) => onChange(event.target.value as M)}
        data-testid="shop-payment-method"
      >
        {methods.map((code) => (
          <option key={code} value={code}>
            {code === 'deposit' ? t('shop.payment_deposit') : methodLabel(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
