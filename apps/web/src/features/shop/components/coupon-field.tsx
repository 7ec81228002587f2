import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export type AppliedCoupon = { code: string; discount: number };

/**
 * SHP-03: the coupon box of a checkout. `check` asks the server what the code takes off (the member's cart lines or
 * a checkout link's, for the guest's phone); nothing is counted until the order is paid. The page keeps the applied
 * coupon and its error, as its own payment can refuse the coupon too.
 */
export function CouponField({
  coupon,
  error,
  onCoupon,
  onError,
  check,
}: {
  coupon: AppliedCoupon | null;
  error: string | undefined;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  onError: (message: string | null) => void;
  check: (code: string) => Promise<AppliedCoupon>;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    onError(null);
    setChecking(true);
    try {
      onCoupon(await check(input));
    } catch (failure) {
      onCoupon(null);
      const fields = failure instanceof ApiError ? failure.errors : {};
      // The code's own refusal first; else whatever field the check refused (a guest's phone, which counts uses).
      onError(
        fields.coupon_code?.[0] ??
          fields.code?.[0] ??
          Object.values(fields)[0]?.[0] ??
          (failure instanceof Error ? failure.message : ''),
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-2">
      <label htmlFor="shop-coupon" className="font-semibold text-slate-900">
        {t('shop.coupon')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="shop-coupon"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            onCoupon(null);
          }}
          autoCapitalize="characters"
          maxLength={30}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-base uppercase"
        />
        <Button
          type="button"
          variant="secondary"
          disabled={input.trim().length < 3 || checking}
          onClick={() => void apply()}
        >
          {t('shop.apply_coupon')}
        </Button>
      </div>
      {error && <InlineNotice kind="error">{error}</InlineNotice>}
      {coupon && (
        <p className="flex justify-between gap-3 text-emerald-800" data-testid="shop-discount">
          <span>{t('shop.coupon_applied', { code: coupon.code })}</span>
          <span className="shrink-0 font-semibold">-{formatRupiah(coupon.discount)}</span>
        </p>
      )}
    </div>
  );
}
