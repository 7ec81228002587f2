import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useAdminCoupons, useCreateCoupon } from '../api/coupons.ts';

const day = 86_400_000;
const initial = { code: '', value: '', min_spend: '0', per_account_limit: '1', total_limit: '', days: '30' };

/**
 * The seller's coupons (ADM-01 "shop", SHP-03): the list with uses so far, and a new coupon, percent or fixed, valid
 * from now for a number of days.
 */
export function AdminShopCoupons() {
  const { t } = useTranslation();
  const coupons = useAdminCoupons();
  const create = useCreateCoupon();
  const form = useZodForm({
    initial: { ...initial, kind: 'percent' },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const v = form.values;
    const now = Date.now();
    try {
      await create.mutateAsync({
        code: v.code,
        kind: v.kind === 'fixed' ? 'fixed' : 'percent',
        value: Number(v.value),
        min_spend: Number(v.min_spend || 0),
        per_account_limit: Number(v.per_account_limit || 1),
        total_limit: v.total_limit ? Number(v.total_limit) : null,
        starts_at: new Date(now).toISOString(),
        ends_at: new Date(now + Number(v.days || 1) * day).toISOString(),
      });
      form.reset({ ...initial, kind: 'percent' });
    } catch (error) {
      form.applyServerError(error);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('shop.admin.new_coupon')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField field={form.bind('code')} label={t('shop.coupon')} />
          <label className="flex flex-col gap-1 font-semibold text-slate-900">
            {t('shop.admin.coupon_kind')}
            <select
              value={form.values.kind}
              onChange={(event) => form.setValue('kind', event.target.value)}
              className="min-h-12 rounded-xl border border-slate-300 px-3 text-base font-normal"
            >
              <option value="percent">{t('shop.admin.coupon_percent')}</option>
              <option value="fixed">{t('shop.admin.coupon_fixed')}</option>
            </select>
          </label>
          <TextField
            field={form.bind('value')}
            label={t('shop.admin.coupon_value')}
            inputMode="numeric"
            filter={digitsOnly}
          />
          <TextField
            field={form.bind('min_spend')}
            label={t('shop.admin.coupon_min_spend')}
            inputMode="numeric"
            filter={digitsOnly}
          />
          <TextField
            field={form.bind('per_account_limit')}
            label={t('shop.admin.coupon_per_account')}
            inputMode="numeric"
            filter={digitsOnly}
          />
          <TextField
            field={form.bind('total_limit')}
            label={t('shop.admin.coupon_total')}
            inputMode="numeric"
            filter={digitsOnly}
          />
          <TextField
            field={form.bind('days')}
            label={t('shop.admin.coupon_days')}
            inputMode="numeric"
            filter={digitsOnly}
          />
        </div>
        {form.errors.form && <InlineNotice kind="error">{form.errors.form}</InlineNotice>}
        <Button type="submit" disabled={create.isPending}>
          {t('shop.admin.save')}
        </Button>
      </form>
      <ul className="flex flex-col gap-2">
        {(coupons.data ?? []).map((coupon) => (
          <li key={coupon.id} className="rounded-2xl bg-white p-4 shadow-sm break-words" data-testid="admin-coupon">
            <strong>{coupon.code}</strong> ·{' '}
            {coupon.kind === 'percent' ? `${coupon.value}%` : formatRupiah(coupon.value)}
            {coupon.max_discount !== null && ` (≤ ${formatRupiah(coupon.max_discount)})`}
            <span className="block text-sm text-slate-700">
              {t('shop.admin.coupon_uses', {
                used: coupon.used_count,
                total: coupon.total_limit ?? '∞',
                min: formatRupiah(coupon.min_spend),
              })}
            </span>
            <span className="block text-sm text-slate-600">
              {coupon.starts_at.slice(0, 10)} – {coupon.ends_at.slice(0, 10)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
