import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  priceTierNames,
  type AdminProduct,
  type PriceTier,
  type TierPricingView,
} from '@konter/shared/contracts/admin-catalogue';
import { productStatuses } from '@konter/shared/contracts/ppob';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { useBulkPrices } from '../api/bulk-prices.ts';
import { useCatalogueProducts } from '../api/catalogue-products.ts';
import { useTiers, useUpdateTier } from '../api/catalogue-tiers.ts';
import { PostpaidCashbackPanel } from './admin-postpaid-cashback.tsx';
import { useAdminText } from './admin-text.ts';
import { AdminPage, Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A product's status as a coloured label. */
export function ProductStatusBadge({ status }: { status: AdminProduct['status'] }) {
  const { t } = useAdminText();
  const tone =
    status === 'active' ? 'green' : status === 'inactive' ? 'slate' : status === 'needs_access' ? 'amber' : 'red';
  return <Badge tone={tone}>{t(`admin.catalogue.status.${status}` as AdminMessageKey)}</Badge>;
}

/** Catalogue and prices (issue 17): products by filter, each tier's price, the tiers' markups and a bulk change. */
export function AdminCatalogue() {
  const { t } = useAdminText();
  const { t: appT } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const family = params.get('family') ?? '';
  const operator = params.get('operator') ?? '';
  const status = params.get('status') ?? '';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const settled = useSettled(q.trim());
  const products = useCatalogueProducts({ q: settled, family, operator, status, offset });
  const rows = products.data?.data ?? [];
  const total = products.data?.total ?? 0;
  const operators = products.data?.operators ?? [];
  const families = [...new Set(operators.map((entry) => entry.family))];

  const setFilter = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('offset' in changes)) next.delete('offset');
    setParams(next, { replace: true });
  };

  return (
    <AdminPage title={t('admin.catalogue.title')} description={t('admin.catalogue.description')}>
      <Panel>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className="flex flex-col gap-1.5">
            <span className={labelClassName}>{t('admin.catalogue.search')}</span>
            <input
              type="search"
              className={inputClassName}
              value={q}
              onChange={(event) => {
                setQ(event.target.value);
                setFilter({ q: event.target.value.trim() });
              }}
              placeholder={t('admin.catalogue.search_placeholder')}
              autoComplete="off"
            />
          </label>
          <label className="flex flex-col gap-1.5">
            <span className={labelClassName}>{t('admin.catalogue.family')}</span>
            <select
              className={inputClassName}
              value={family}
              onChange={(event) => setFilter({ family: event.target.value, operator: '' })}
            >
              <option value="">{t('admin.catalogue.all')}</option>
              {families.map((slug) => (
                <option key={slug} value={slug}>
                  {appT(`menu.${slug}`, { defaultValue: slug })}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5">
            <span className={labelClassName}>{t('admin.catalogue.operator')}</span>
            <select
              className={inputClassName}
              value={operator}
              onChange={(event) => setFilter({ operator: event.target.value })}
            >
              <option value="">{t('admin.catalogue.all')}</option>
              {[
                ...new Map(
                  operators
                    .filter((entry) => !family || entry.family === family)
                    .map((entry) => [entry.slug, entry.name]),
                ),
              ].map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5">
            <span className={labelClassName}>{t('admin.catalogue.status')}</span>
            <select
              className={inputClassName}
              value={status}
              onChange={(event) => setFilter({ status: event.target.value })}
            >
              <option value="">{t('admin.catalogue.all')}</option>
              {productStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.catalogue.status.${value}` as AdminMessageKey)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </Panel>

      <Panel title={t('admin.catalogue.products', { count: total })}>
        {products.data ? null : <QueryState query={products} />}
        {products.data && rows.length === 0 && (
          <p className="py-6 text-center text-slate-500">{t('admin.catalogue.empty')}</p>
        )}
        {rows.length > 0 && (
          <>
            <div className="hidden overflow-x-auto lg:block">
              <table className="w-full text-left text-sm" aria-label={t('admin.catalogue.products_table')}>
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th className="py-2 pr-3 font-semibold">{t('admin.catalogue.product')}</th>
                    <th className="py-2 pr-3 text-right font-semibold">{t('admin.catalogue.buying_price')}</th>
                    {priceTierNames.map((tier) => (
                      <th key={tier} className="py-2 pr-3 text-right font-semibold">
                        {t(`admin.catalogue.tier.${tier}` as AdminMessageKey)}
                      </th>
                    ))}
                    <th className="py-2 pr-3 font-semibold">{t('admin.catalogue.status')}</th>
                    <th className="py-2 font-semibold">{t('admin.catalogue.suppliers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.code} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                      <td className="py-2 pr-3">
                        <Link
                          to={`/admin/catalogue/${encodeURIComponent(row.code)}`}
                          className="font-semibold text-brand underline-offset-2 hover:underline"
                        >
                          {row.name}
                        </Link>
                        <span className="block text-xs text-slate-500">
                          {row.code} · {row.operator_name}
                          {row.promo ? ` · ${t('admin.catalogue.promo')}` : ''}
                        </span>
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatRupiah(row.buying_price)}</td>
                      {priceTierNames.map((tier) => (
                        <td key={tier} className="py-2 pr-3 text-right tabular-nums" data-price={`${row.code}.${tier}`}>
                          {formatRupiah(row.prices[tier])}
                          {row.overrides[tier] && <span className="ml-1 text-xs text-amber-700">*</span>}
                        </td>
                      ))}
                      <td className="py-2 pr-3">
                        <ProductStatusBadge status={row.status} />
                      </td>
                      <td className="py-2 text-slate-600">{row.suppliers.filter((offer) => offer.active).length}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="flex flex-col divide-y divide-slate-100 lg:hidden">
              {rows.map((row) => (
                <li key={row.code}>
                  <Link
                    to={`/admin/catalogue/${encodeURIComponent(row.code)}`}
                    className="flex min-h-14 flex-col gap-1 py-3"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-slate-900">{row.name}</span>
                      <ProductStatusBadge status={row.status} />
                    </span>
                    <span className="text-sm text-slate-600">
                      {row.code} · {t('admin.catalogue.buying_price')} {formatRupiah(row.buying_price)}
                    </span>
                    <span className="flex flex-wrap gap-x-3 text-sm text-slate-800 tabular-nums">
                      {priceTierNames.map((tier) => (
                        <span key={tier}>
                          {t(`admin.catalogue.tier.${tier}` as AdminMessageKey)} {formatRupiah(row.prices[tier])}
                        </span>
                      ))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <span>{t('admin.catalogue.showing', { from: offset + 1, to: offset + rows.length, total })}</span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={offset === 0}
                  onClick={() => setFilter({ offset: String(Math.max(0, offset - 50)) })}
                >
                  {t('admin.catalogue.previous')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={offset + rows.length >= total}
                  onClick={() => setFilter({ offset: String(offset + 50) })}
                >
                  {t('admin.catalogue.next')}
                </Button>
              </span>
            </div>
          </>
        )}
      </Panel>

      <BulkPrices filter={{ q: settled, family, operator }} matched={total} />
      <TierPricing />
      <PostpaidCashbackPanel />
    </AdminPage>
  );
}

/** "All Telkomsel data +Rp200 for agents": one tier's price of every product of the current filter. */
function BulkPrices({ filter, matched }: { filter: { q: string; family: string; operator: string }; matched: number }) {
  const { t } = useAdminText();
  const [tier, setTier] = useState<PriceTier>('agent');
  const [delta, setDelta] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bulk = useBulkPrices();
  const value = Number(delta.replace(/[^\d-]/g, '')) || 0;

  return (
    <Panel title={t('admin.catalogue.bulk_title')}>
      <p className="mb-3 text-sm text-slate-600">{t('admin.catalogue.bulk_hint')}</p>
      <form
        className="grid gap-3 sm:grid-cols-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (value === 0) {
            setError(t('admin.catalogue.bulk_amount_invalid'));
            return;
          }
          setError(null);
          bulk.mutate(
            {
              q: filter.q,
              ...(filter.family ? { family: filter.family as never } : {}),
              ...(filter.operator ? { operator: filter.operator } : {}),
              tier,
              delta: value,
            },
            {
              onSuccess: (result) => {
                notices.showSnackbar(
                  'success',
                  t('admin.catalogue.bulk_done', { updated: result.updated, skipped: result.skipped.length }),
                );
                setDelta('');
              },
              onError: (failure) => applyFormError(failure, { setFieldError: (_field, message) => setError(message) }),
            },
          );
        }}
      >
        <label className="flex flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.catalogue.bulk_tier')}</span>
          <select
            className={inputClassName}
            value={tier}
            onChange={(event) => setTier(event.target.value as PriceTier)}
          >
            {priceTierNames.map((name) => (
              <option key={name} value={name}>
                {t(`admin.catalogue.tier.${name}` as AdminMessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.catalogue.bulk_amount')}</span>
          <input
            className={inputClassName}
            inputMode="numeric"
            value={delta}
            onChange={(event) => setDelta(event.target.value)}
            placeholder="200"
            aria-invalid={error ? true : undefined}
          />
        </label>
        <div className="flex items-end">
          <Button type="submit" disabled={bulk.isPending || matched === 0} className="w-full">
            {t('admin.catalogue.bulk_apply', { count: matched })}
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            {error}
          </p>
        )}
      </form>
    </Panel>
  );
}

const tierFields = [
  'markup_basis_points',
  'markup_flat',
  'minimum_markup',
  'round_to',
  'downline_min_basis_points',
  'downline_max_basis_points',
  'downline_max_flat',
  'bill_admin_fee',
] as const;
type TierField = (typeof tierFields)[number];

function TierForm({ tier }: { tier: TierPricingView }) {
  const { t } = useAdminText();
  const [form, setForm] = useState<Record<TierField, string>>(
    Object.fromEntries(tierFields.map((field) => [field, String(tier[field])])) as Record<TierField, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateTier();
  const label = t(`admin.catalogue.tier.${tier.tier}` as AdminMessageKey);

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        const body = Object.fromEntries(tierFields.map((field) => [field, Number(form[field])])) as Record<
          TierField,
          number
        >;
        update.mutate(
          { tier: tier.tier, body },
          {
            onSuccess: (result) =>
              notices.showSnackbar('success', t('admin.catalogue.tier_saved', { count: result.repriced })),
            onError: (failure) =>
              applyFormError(failure, {
                setFieldError: (field, message) => setErrors((now) => ({ ...now, [field]: message })),
              }),
          },
        );
      }}
    >
      <h3 className="font-semibold text-slate-900">{label}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {tierFields.map((field) => (
          <label key={field} className="flex flex-col gap-1">
            <span className="text-sm text-slate-700">{t(`admin.catalogue.field.${field}` as AdminMessageKey)}</span>
            <input
              className={inputClassName}
              inputMode="numeric"
              value={form[field]}
              aria-invalid={errors[field] ? true : undefined}
              onChange={(event) => setForm((now) => ({ ...now, [field]: event.target.value.replace(/\D/g, '') }))}
            />
            {errors[field] && <span className="text-sm text-red-700">{errors[field]}</span>}
          </label>
        ))}
      </div>
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        {t('admin.catalogue.tier_save', { tier: label })}
      </Button>
    </form>
  );
}

/** Each tier's markup over the buying price (basis points: 100 = 1%), its rounding and its downline limits. */
function TierPricing() {
  const { t } = useAdminText();
  const tiers = useTiers();
  return (
    <Panel title={t('admin.catalogue.tiers_title')}>
      <p className="mb-3 text-sm text-slate-600">{t('admin.catalogue.tiers_hint')}</p>
      {tiers.data ? null : <QueryState query={tiers} />}
      <div className="grid gap-3 xl:grid-cols-3">
        {tiers.data?.map((tier) => (
          <TierForm key={`${tier.tier}-${JSON.stringify(tier)}`} tier={tier} />
        ))}
      </div>
    </Panel>
  );
}
