import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { AdjustedPrice } from '@konter/shared/contracts/ppob';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useAdjustedPrices } from '../api/adjusted-prices.ts';
import { useSaveAdjustedPrices } from '../api/save-adjusted-prices.ts';
import type { PriceChange, PriceDrafts } from '../adjust-prices.ts';
import { changedPrices, checkPrices, draftValue, markupDrafts, parseDraft, rowErrorsOf } from '../adjust-prices.ts';
import { defaultPricelistFamily, familyOfPricelistType } from '@konter/shared/ppob/pricelist-address';
import { familyLabelKey } from '../format.ts';
import { filterPricelist, groupByOperator, operatorsOf } from '@konter/shared/ppob/pricelist-filter';
import { FamilyTabs } from './family-tabs.tsx';
import { OperatorChips, PricelistSearch } from './pricelist-filters.tsx';
import { PricelistFrame } from './pricelist-screen.tsx';

export const adjustPricePath = '/account/adjust-price';
export const adjustPriceHref = (family: PurchasableFamily) => `${adjustPricePath}?family=${family}`;

/** The family of the adjust-price screen from its query (?family=), pulsa when missing or unknown. */
export function adjustPriceFamilyOf(search: string | URLSearchParams): PurchasableFamily {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return familyOfPricelistType(params.get('family') ?? undefined) ?? defaultPricelistFamily;
}

const operatorOf = (row: AdjustedPrice) => row.operator_name;

/**
 * The agent's own selling prices, the ones printed on their customers' receipts: per family, each product's buying
 * price and an input for the selling price (empty = not set). Every changed row is saved in one call.
 */
export function AdjustPriceScreen({ family }: { family: PurchasableFamily }) {
  const { t } = useTranslation();
  const prices = useAdjustedPrices(family);
  const forbidden = isApiError(prices.error) && prices.error.status === 403;
  return (
    <PricelistFrame>
      <FamilyTabs active={family} hrefOf={adjustPriceHref} />
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{t('pricelist.adjust.heading')}</h1>
        <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">
          {t('pricelist.adjust.intro', { family: t(familyLabelKey(family)) })}
        </p>
      </div>
      {prices.data ? (
        <AdjustPriceForm key={family} family={family} rows={prices.data} />
      ) : forbidden ? (
        <InlineNotice kind="warning">{t('pricelist.adjust.agents_only')}</InlineNotice>
      ) : prices.isError ? (
        <InlineNotice kind="error">
          <p>{t('pricelist.load_failed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void prices.refetch()}>
            {t('app.retry')}
          </Button>
        </InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </PricelistFrame>
  );
}

export function AdjustPriceForm({ family, rows }: { family: PurchasableFamily; rows: AdjustedPrice[] }) {
  const { t } = useTranslation();
  const save = useSaveAdjustedPrices(family);
  const [drafts, setDrafts] = useState<PriceDrafts>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [operator, setOperator] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const prefix = useId();
  const idOf = (code: string) => `${prefix}-price-${code.replace(/[^A-Za-z0-9_-]/g, '_')}`;

  const changes = changedPrices(rows, drafts);
  const dirty = changes.length > 0;
  const blocker = useUnsavedChangesGuard(dirty);

  const operators = operatorsOf(rows, operatorOf);
  const visible = filterPricelist(rows, { operator, query }, operatorOf);
  const groups = groupByOperator(visible, operators, operatorOf);

  // Centred, so the message under the input is not hidden behind the sticky save bar.
  const focusRow = (code: string | undefined) => {
    const input = code ? document.getElementById(idOf(code)) : null;
    input?.scrollIntoView?.({ block: 'center' });
    input?.focus({ preventScroll: true });
  };
  const firstInRowOrder = (codes: Record<string, string>) => rows.find((row) => row.code in codes)?.code;

  const edit = (code: string, value: string) => {
    setDrafts((current) => ({ ...current, [code]: value }));
    setSaved(null);
    setRowErrors((current) => {
      if (!(code in current)) return current;
      const next = { ...current };
      delete next[code];
      return next;
    });
  };

  const submit = async () => {
    setSaved(null);
    const local = checkPrices(rows, changes);
    if (Object.keys(local).length > 0) {
      const messages = Object.fromEntries(Object.entries(local).map(([code, key]) => [code, t(key)]));
      setRowErrors(messages);
      // A row hidden by the filters would hide its error: show every row again.
      setOperator(null);
      setQuery('');
      requestAnimationFrame(() => focusRow(firstInRowOrder(messages)));
      return;
    }
    const sent: PriceChange[] = changes;
    try {
      const result = await save.mutateAsync({ prices: sent });
      setDrafts({});
      setRowErrors({});
      setSaved(result.message);
    } catch (error) {
      if (!applyFormError(error)) throw error;
      if (isApiError(error)) {
        const { rows: serverErrors } = rowErrorsOf(error.errors, sent);
        setRowErrors(serverErrors);
        if (Object.keys(serverErrors).length > 0) {
          setOperator(null);
          setQuery('');
          requestAnimationFrame(() => focusRow(firstInRowOrder(serverErrors)));
        }
      }
    }
  };

  if (rows.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
        {t('pricelist.empty_family')}
      </p>
    );
  }

  return (
    <form
      aria-label={t('pricelist.adjust.heading')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-3">
        <PricelistSearch value={query} onChange={setQuery} />
        <OperatorChips operators={operators} selected={operator} onSelect={setOperator} />
      </div>
      <MarkupTool
        count={visible.length}
        onApply={(markup) => {
          setDrafts((current) => ({ ...current, ...markupDrafts(visible, markup) }));
          setSaved(null);
          setRowErrors({});
        }}
      />
      {visible.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          {t('pricelist.no_match')}
        </p>
      ) : (
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,1fr)_9rem_14rem] gap-4 bg-slate-100 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid"
          >
            <span>{t('pricelist.col_product')}</span>
            <span className="text-right">{t('pricelist.adjust.buying_price')}</span>
            <span>{t('pricelist.adjust.selling_price')}</span>
          </div>
          {groups.map((group) => (
            <section key={group.operator} aria-label={group.name}>
              <h2 className="border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm font-bold text-slate-900">
                {group.name}
              </h2>
              <ul>
                {group.items.map((row) => (
                  <PriceRow
                    key={row.code}
                    row={row}
                    inputId={idOf(row.code)}
                    value={draftValue(row, drafts)}
                    changed={changes.some((change) => change.code === row.code)}
                    error={rowErrors[row.code]}
                    onChange={(value) => edit(row.code, value)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <div className="sticky bottom-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom)+0.5rem)] z-10 flex items-center gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 lg:bottom-4">
        {/* The bar stays in view wherever the person scrolled to, so the server's answer is shown here. */}
        <p
          className={`min-w-0 flex-1 text-sm ${!dirty && saved ? 'font-semibold text-emerald-800' : 'text-slate-700'}`}
          role="status"
          data-testid="adjust-changes"
        >
          {dirty
            ? t('pricelist.adjust.changes', { count: changes.length })
            : (saved ?? t('pricelist.adjust.no_changes'))}
        </p>
        {dirty && (
          <Button
            variant="ghost"
            onClick={() => {
              setDrafts({});
              setRowErrors({});
            }}
            disabled={save.isPending}
          >
            {t('pricelist.adjust.discard')}
          </Button>
        )}
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? t('app.busy') : t('pricelist.adjust.save')}
        </Button>
      </div>

      {blocker.state === 'blocked' && (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center">
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={`${prefix}-leave-title`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') blocker.reset();
            }}
            className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl"
          >
            <h2 id={`${prefix}-leave-title`} className="text-lg font-bold text-slate-900">
              {t('pricelist.adjust.leave_title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('pricelist.adjust.leave_body', { count: changes.length })}</p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
              <Button autoFocus onClick={() => blocker.reset()}>
                {t('pricelist.adjust.stay')}
              </Button>
              <Button variant="secondary" onClick={() => blocker.proceed()}>
                {t('pricelist.adjust.leave')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </form>
  );
}

function PriceRow({
  row,
  inputId,
  value,
  changed,
  error,
  onChange,
}: {
  row: AdjustedPrice;
  inputId: string;
  value: string;
  changed: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const selling = parseDraft(value);
  const margin = selling !== null && selling >= row.price ? selling - row.price : null;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <li
      data-code={row.code}
      data-changed={changed || undefined}
      className={`grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 border-t border-l-4 border-t-slate-100 py-3 pr-4 pl-3 md:grid-cols-[minmax(0,1fr)_9rem_14rem] md:items-start md:gap-4 ${
        changed ? 'border-l-brand bg-brand/5' : 'border-l-transparent'
      }`}
    >
      <div className="col-span-2 md:col-span-1">
        <p className="font-semibold text-slate-900">{row.name}</p>
        <p className="font-mono text-xs text-slate-600">
          {row.code}
          {changed && <span className="ml-2 font-sans font-semibold text-brand">{t('pricelist.adjust.changed')}</span>}
        </p>
      </div>
      <div className="self-center md:self-start md:pt-3 md:text-right">
        <p className="text-xs text-slate-500 md:sr-only">{t('pricelist.adjust.buying_price')}</p>
        <p className="font-semibold text-slate-900 tabular-nums" data-testid="buying-price">
          {formatRupiah(row.price)}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-xs text-slate-500 md:sr-only">
          {t('pricelist.adjust.selling_price')}
          <span className="sr-only"> {row.name}</span>
        </label>
        <div
          className={`flex min-h-12 items-center rounded-xl border bg-white focus-within:outline-2 focus-within:outline-offset-1 ${
            error ? 'border-red-400 focus-within:outline-red-500' : 'border-slate-300 focus-within:outline-brand'
          }`}
        >
          <span className="pl-3 text-base font-semibold text-slate-500">Rp</span>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={value}
            placeholder={t('pricelist.adjust.not_set')}
            onChange={(event) => onChange(digitsOnly(event.target.value))}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : margin !== null ? hintId : undefined}
            className="min-w-0 flex-1 bg-transparent px-2 py-3 text-base text-slate-900 tabular-nums outline-none placeholder:text-slate-400"
          />
        </div>
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          margin !== null && (
            <p id={hintId} className="text-xs text-emerald-800">
              {t('pricelist.adjust.margin', { amount: formatRupiah(margin) })}
            </p>
          )
        )}
      </div>
    </li>
  );
}

/** Fills every visible row with its buying price plus one margin; a missing margin counts as 0 (TRX-03). */
function MarkupTool({ count, onApply }: { count: number; onApply: (markup: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [markup, setMarkup] = useState('');
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-slate-900">
        {t('pricelist.adjust.markup_title')}
      </summary>
      <div className="flex flex-col gap-2 px-4 pb-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {t('pricelist.adjust.markup_label')}
          </label>
          <div className="flex min-h-12 items-center rounded-xl border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand">
            <span className="pl-3 text-base font-semibold text-slate-500">Rp</span>
            <input
              id={id}
              type="text"
              inputMode="numeric"
              maxLength={7}
              value={markup}
              onChange={(event) => setMarkup(digitsOnly(event.target.value))}
              className="min-w-0 flex-1 bg-transparent px-2 py-3 text-base text-slate-900 outline-none"
            />
          </div>
        </div>
        <Button variant="secondary" disabled={count === 0} onClick={() => onApply(parseDraft(markup) ?? 0)}>
          {t('pricelist.adjust.markup_apply', { count })}
        </Button>
      </div>
    </details>
  );
}

/**
 * Unsaved prices are not lost by accident: leaving the page or switching the family asks first (in-app
 * navigation), and the browser asks before a reload or closing the tab.
 */
function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        adjustPriceFamilyOf(currentLocation.search) !== adjustPriceFamilyOf(nextLocation.search)),
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
