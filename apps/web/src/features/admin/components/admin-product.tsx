import { useState } from 'react';
import { Link } from 'react-router';
import {
  adminStatusChoices,
  priceTierNames,
  type AdminProduct,
  type PriceTier,
  type ProductOverrideView,
  type UpdateAdminProductBody,
} from '@konter/shared/contracts/admin-catalogue';
import {
  basisPointsOfPercentText,
  basisPointsText,
  cashbackTypes,
  type CashbackType,
} from '@konter/shared/fees/cashback';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { decimalSeparator, formatDateTime } from '../../../lib/format.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { useCatalogueProduct } from '../api/catalogue-product.ts';
import { usePriceHistory } from '../api/price-history.ts';
import { useUpdateCatalogueProduct } from '../api/update-product.ts';
import { ProductStatusBadge } from './admin-catalogue.tsx';
import { useAdminText } from './admin-text.ts';
import { percentCashbackText } from './cashback-text.ts';
import { AdminPage, Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

type Mode = 'tier' | 'fixed' | 'markup';
type TierForm = { mode: Mode; fixed: string; basisPoints: string; flat: string; minimum: string };
type Form = {
  tiers: Record<PriceTier, TierForm>;
  status: (typeof adminStatusChoices)[number];
  promo: boolean;
  cashbackType: CashbackType;
  /** Whole Rupiah for a fixed cashback; a percentage as typed ('1,5') for a percent one. */
  cashback: string;
};

function tierFormOf(product: AdminProduct, tier: PriceTier): TierForm {
  const override = product.overrides[tier];
  return {
    mode: override?.kind ?? 'tier',
    fixed: String(override?.kind === 'fixed' ? override.fixed_price : product.prices[tier]),
    basisPoints: String(override?.kind === 'markup' ? override.markup_basis_points : 0),
    flat: String(override?.kind === 'markup' ? override.markup_flat : 0),
    minimum: String(override?.kind === 'markup' ? override.minimum_markup : 0),
  };
}

function formOf(product: AdminProduct, locale: Locale): Form {
  return {
    tiers: {
      member: tierFormOf(product, 'member'),
      agent: tierFormOf(product, 'agent'),
      master: tierFormOf(product, 'master'),
    },
    status: product.status_auto ? 'auto' : product.status,
    promo: product.promo,
    cashbackType: product.cashback_type,
    cashback:
      product.cashback_type === 'percent'
        ? basisPointsText(product.cashback, decimalSeparator[locale])
        : String(product.cashback),
  };
}

function overrideOf(form: TierForm): ProductOverrideView | null {
  if (form.mode === 'tier') return null;
  if (form.mode === 'fixed') return { kind: 'fixed', fixed_price: Number(form.fixed) || 0 };
  return {
    kind: 'markup',
    markup_basis_points: Number(form.basisPoints) || 0,
    markup_flat: Number(form.flat) || 0,
    minimum_markup: Number(form.minimum) || 0,
  };
}

/** The cashback the form asks for, as the API takes it (basis points for a percentage); null while unreadable. */
function cashbackOf(form: Form): number | null {
  if (form.cashbackType === 'percent') return basisPointsOfPercentText(form.cashback);
  return Number(form.cashback) || 0;
}

/** Only what changed is sent (and audited). */
function changesOf(product: AdminProduct, form: Form, locale: Locale): UpdateAdminProductBody {
  const saved = formOf(product, locale);
  const body: UpdateAdminProductBody = {};
  const overrides: NonNullable<UpdateAdminProductBody['overrides']> = {};
  for (const tier of priceTierNames) {
    const before = overrideOf(saved.tiers[tier]);
    const after = overrideOf(form.tiers[tier]);
    if (JSON.stringify(before) !== JSON.stringify(after)) overrides[tier] = after;
  }
  if (Object.keys(overrides).length > 0) body.overrides = overrides;
  if (form.status !== saved.status) body.status = form.status;
  if (form.promo !== saved.promo) body.promo = form.promo;
  const cashback = cashbackOf(form);
  if (form.cashbackType !== product.cashback_type || cashback !== product.cashback) {
    // Both together: the server reads the amount in the type sent beside it. An unreadable percentage is kept as NaN
    // so the form stays dirty; the submit stops it with its own message before anything is sent.
    body.cashback_type = form.cashbackType;
    body.cashback = cashback ?? Number.NaN;
  }
  return body;
}

const digits = (value: string) => value.replace(/\D/g, '');

function ProductForm({ product }: { product: AdminProduct }) {
  const { t, locale } = useAdminText();
  const [form, setForm] = useState(() => formOf(product, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateCatalogueProduct(product.code);
  const changes = changesOf(product, form, locale);
  const dirty = Object.keys(changes).length > 0;
  const setTier = (tier: PriceTier, change: Partial<TierForm>) =>
    setForm((now) => ({ ...now, tiers: { ...now.tiers, [tier]: { ...now.tiers[tier], ...change } } }));
  const error = (field: string) =>
    errors[field] ? <span className="text-sm text-red-700">{errors[field]}</span> : null;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) return;
        setErrors({});
        if (cashbackOf(form) === null) {
          setErrors({ cashback: t('admin.catalogue.cashback_percent_invalid') });
          return;
        }
        update.mutate(changes, {
          onSuccess: (saved) => {
            setForm(formOf(saved, locale));
            notices.showSnackbar('success', t('admin.saved'));
          },
          onError: (failure) =>
            applyFormError(failure, {
              setFieldError: (field, message) => setErrors((now) => ({ ...now, [field]: message })),
            }),
        });
      }}
    >
      <Panel title={t('admin.catalogue.prices_title')}>
        <p className="mb-3 text-sm text-slate-600">
          {t('admin.catalogue.buying_price')}:{' '}
          <strong className="tabular-nums">{formatRupiah(product.buying_price)}</strong>
        </p>
        <div className="grid gap-3 lg:grid-cols-3">
          {priceTierNames.map((tier) => {
            const tierForm = form.tiers[tier];
            const label = t(`admin.catalogue.tier.${tier}` as AdminMessageKey);
            return (
              <fieldset key={tier} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
                <legend className="px-1 font-semibold text-slate-900">{label}</legend>
                <p className="text-sm text-slate-700" data-testid={`admin.product.price.${tier}`}>
                  {t('admin.catalogue.sees')}{' '}
                  <strong className="tabular-nums">{formatRupiah(product.prices[tier])}</strong> ·{' '}
                  {t('admin.catalogue.margin')}{' '}
                  <span className="tabular-nums">{formatRupiah(product.prices[tier] - product.buying_price)}</span>
                </p>
                <label className="flex flex-col gap-1">
                  <span className="text-sm text-slate-700">{t('admin.catalogue.price_mode', { tier: label })}</span>
                  <select
                    className={inputClassName}
                    value={tierForm.mode}
                    onChange={(event) => setTier(tier, { mode: event.target.value as Mode })}
                  >
                    <option value="tier">{t('admin.catalogue.mode.tier')}</option>
                    <option value="fixed">{t('admin.catalogue.mode.fixed')}</option>
                    <option value="markup">{t('admin.catalogue.mode.markup')}</option>
                  </select>
                </label>
                {tierForm.mode === 'fixed' && (
                  <label className="flex flex-col gap-1">
                    <span className="text-sm text-slate-700">{t('admin.catalogue.fixed_price', { tier: label })}</span>
                    <input
                      className={inputClassName}
                      inputMode="numeric"
                      value={tierForm.fixed}
                      aria-invalid={errors[`overrides.${tier}.fixed_price`] ? true : undefined}
                      onChange={(event) => setTier(tier, { fixed: digits(event.target.value) })}
                    />
                    {error(`overrides.${tier}.fixed_price`)}
                  </label>
                )}
                {tierForm.mode === 'markup' && (
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
                    {(
                      [
                        ['basisPoints', 'markup_basis_points'],
                        ['flat', 'markup_flat'],
                        ['minimum', 'minimum_markup'],
                      ] as const
                    ).map(([key, field]) => (
                      <label key={key} className="flex flex-col gap-1">
                        <span className="text-sm text-slate-700">
                          {t(`admin.catalogue.field.${field}` as AdminMessageKey)}
                        </span>
                        <input
                          className={inputClassName}
                          inputMode="numeric"
                          value={tierForm[key]}
                          onChange={(event) => setTier(tier, { [key]: digits(event.target.value) })}
                        />
                        {error(`overrides.${tier}.${field}`)}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            );
          })}
        </div>
      </Panel>

      <Panel title={t('admin.catalogue.state_title')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="flex flex-col gap-1.5">
            <span className={labelClassName}>{t('admin.catalogue.status')}</span>
            <select
              className={inputClassName}
              value={form.status}
              onChange={(event) =>
                setForm((now) => ({ ...now, status: event.target.value as (typeof adminStatusChoices)[number] }))
              }
            >
              {adminStatusChoices.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.catalogue.status.${value}` as AdminMessageKey)}
                </option>
              ))}
            </select>
            {error('status')}
          </label>
          <label className="flex min-h-11 items-center gap-3 self-end">
            <input
              type="checkbox"
              className="size-5"
              checked={form.promo}
              onChange={(event) => setForm((now) => ({ ...now, promo: event.target.checked }))}
            />
            <span className={labelClassName}>{t('admin.catalogue.promo_label', { sold: product.sold_qty })}</span>
          </label>
          <label className="flex flex-col gap-1.5">
            <span className={labelClassName}>{t('admin.catalogue.cashback_type')}</span>
            <select
              className={inputClassName}
              value={form.cashbackType}
              data-testid="admin.product.cashback-type"
              onChange={(event) =>
                // The amount of one type means nothing in the other: start the new one from nothing.
                setForm((now) => ({ ...now, cashbackType: event.target.value as CashbackType, cashback: '0' }))
              }
            >
              {cashbackTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.catalogue.cashback_type.${type}` as AdminMessageKey)}
                </option>
              ))}
            </select>
            {error('cashback_type')}
          </label>
          <label className="flex flex-col gap-1.5">
            <span className={labelClassName}>
              {t(form.cashbackType === 'percent' ? 'admin.catalogue.cashback_percent' : 'admin.catalogue.cashback')}
            </span>
            <input
              className={inputClassName}
              inputMode={form.cashbackType === 'percent' ? 'decimal' : 'numeric'}
              value={form.cashback}
              data-testid="admin.product.cashback"
              aria-invalid={errors.cashback ? true : undefined}
              onChange={(event) => {
                const typed = event.target.value;
                setForm((now) => ({
                  ...now,
                  cashback: now.cashbackType === 'percent' ? typed.replace(/[^\d.,]/g, '') : digits(typed),
                }));
              }}
            />
            {error('cashback')}
          </label>
        </div>
      </Panel>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!dirty || update.isPending}>
          {t('admin.catalogue.save')}
        </Button>
        <Button type="button" variant="secondary" disabled={!dirty} onClick={() => setForm(formOf(product, locale))}>
          {t('admin.catalogue.undo')}
        </Button>
      </div>
    </form>
  );
}

function PriceHistory({ code }: { code: string }) {
  const { t, locale } = useAdminText();
  const history = usePriceHistory(code);
  const entries = history.data ?? [];
  return (
    <Panel title={t('admin.catalogue.history_title')}>
      {history.data ? null : <QueryState query={history} />}
      {history.data && entries.length === 0 && <p className="text-slate-500">{t('admin.catalogue.history_empty')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('admin.catalogue.history_title')}>
        {entries.map((entry) => {
          const fields = Object.keys(entry.after ?? {}).filter(
            (field) => JSON.stringify(entry.before?.[field]) !== JSON.stringify(entry.after?.[field]),
          );
          return (
            <li key={entry.id} className="py-2 text-sm">
              <p className="text-slate-600">
                {formatDateTime(entry.created_at, locale)} · {entry.actor_name ?? '–'}
              </p>
              {fields.map((field) => (
                <p key={field} className="break-words text-slate-900">
                  <span className="font-mono text-xs">{field}</span>:{' '}
                  {percentCashbackText(field, entry.before, locale) ?? String(entry.before?.[field] ?? '–')} →{' '}
                  {percentCashbackText(field, entry.after, locale) ?? String(entry.after?.[field] ?? '–')}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** One product in the back office: the price each tier sees and how it is set, state, suppliers, history. */
export function AdminProductDetail({ code }: { code: string }) {
  const { t } = useAdminText();
  const product = useCatalogueProduct(code);
  const data = product.data;
  return (
    <AdminPage
      title={data?.name ?? code}
      description={
        <>
          <Link to="/admin/catalogue" className="text-brand underline-offset-2 hover:underline">
            {t('admin.catalogue.back')}
          </Link>
          {data && (
            <span className="ml-2">
              {data.code} · {data.operator_name}
            </span>
          )}
        </>
      }
      actions={data ? <ProductStatusBadge status={data.status} /> : undefined}
    >
      {data ? null : <QueryState query={product} />}
      {data && (
        <>
          <ProductForm key={data.updated_at} product={data} />
          <Panel title={t('admin.catalogue.suppliers_title')}>
            <ol className="flex flex-col gap-2" aria-label={t('admin.catalogue.suppliers_title')}>
              {data.suppliers.map((offer, index) => (
                <li key={offer.supplier} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    {index + 1}. <span className="font-semibold">{offer.supplier}</span>
                  </span>
                  <span className="flex items-center gap-2 tabular-nums">
                    {formatRupiah(offer.price)}
                    <Badge tone={offer.active ? 'green' : 'slate'}>
                      {t(offer.active ? 'admin.catalogue.offer_active' : 'admin.catalogue.offer_off')}
                    </Badge>
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-2 text-sm text-slate-600">{t('admin.catalogue.routing_hint')}</p>
          </Panel>
          <PriceHistory code={data.code} />
        </>
      )}
    </AdminPage>
  );
}
