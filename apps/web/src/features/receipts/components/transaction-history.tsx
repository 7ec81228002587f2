import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabLinks } from '../../../components/ui/tab-links.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { failureMessageKey, transactionStatuses } from '@konter/shared/contracts/transactions';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { PeriodPicker } from '../../../components/ui/period-picker.tsx';
import { useTransactionHistory } from '../api/transaction-history.ts';
import { displaySerial, formatReceiptDate } from '../format.ts';
import type { HistoryFilters } from '../history-filters.ts';
import {
  changeFilters,
  hasActiveFilters,
  historyPerPage,
  readHistoryFilters,
  writeHistoryFilters,
} from '../history-filters.ts';
import type { HistoryKind } from '../paths.ts';
import { historyKinds, receiptPaths } from '../paths.ts';
import { ReceiptIcon } from './receipt-icons.tsx';
import { TransactionStatusBadge } from './transaction-status-badge.tsx';

const inputClass =
  'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:outline-2 focus:outline-offset-1 focus:outline-brand';

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('receipts.history.search')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={60}
          enterKeyHint="search"
          placeholder={t('receipts.history.search_placeholder')}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button type="submit" aria-label={t('receipts.history.search_button')} className="shrink-0 px-3">
          <ReceiptIcon name="search" />
          <span className="hidden sm:inline">{t('receipts.history.search_button')}</span>
        </Button>
      </div>
    </form>
  );
}

function Filters({ filters, onChange }: { filters: HistoryFilters; onChange: (next: HistoryFilters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-status`} className="text-sm font-semibold text-slate-800">
          {t('receipts.history.status')}
        </label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => {
            const value = transactionStatuses.find((status) => status === event.target.value) ?? null;
            onChange(changeFilters(filters, { status: value }));
          }}
          className={inputClass}
        >
          <option value="">{t('receipts.history.all_statuses')}</option>
          {transactionStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`receipts.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <PeriodPicker
        value={filters}
        onChange={(period) => onChange(changeFilters(filters, period))}
        legend={t('receipts.history.period')}
        optionLabel={(option) => t(`receipts.history.preset.${option}`)}
        fromLabel={t('receipts.history.from')}
        toLabel={t('receipts.history.to')}
      />
    </div>
  );
}

/** One transaction of a list (the history, the home's latest): links to its receipt; status, reason, serial. */
export function TransactionHistoryRow({
  transaction,
  kind = 'prabayar',
}: {
  transaction: Transaction;
  kind?: HistoryKind;
}) {
  const { i18n, t } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const serial = displaySerial(transaction);
  return (
    <li data-ref={transaction.ref_id}>
      <Link
        to={receiptPaths.receipt(transaction.ref_id, kind)}
        className="flex min-h-16 flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-semibold text-slate-900">{transaction.product_name}</span>
          <span className="shrink-0 font-bold text-slate-900 tabular-nums">{formatRupiah(transaction.price)}</span>
        </span>
        <span className="flex items-center justify-between gap-3">
          <span className="min-w-0 font-mono text-sm [overflow-wrap:anywhere] text-slate-700">
            {transaction.destination}
          </span>
          <TransactionStatusBadge status={transaction.status} />
        </span>
        {transaction.failure_code && (
          <span className="text-sm text-red-800" data-testid="history-failure">
            {t(failureMessageKey(transaction.failure_code))}
          </span>
        )}
        <span className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-slate-600">
          <span>{formatReceiptDate(transaction.created_at, locale)}</span>
          {serial && (
            <span className="min-w-0 font-mono [overflow-wrap:anywhere]" data-testid="history-serial">
              {t('receipts.history.serial')} {serial}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

function Pagination({
  filters,
  total,
  onPage,
}: {
  filters: HistoryFilters;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / historyPerPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('receipts.history.pagination')} className="flex items-center justify-between gap-2">
      <Button
        variant="secondary"
        aria-label={t('receipts.history.previous')}
        disabled={filters.page <= 1}
        onClick={() => onPage(filters.page - 1)}
      >
        <ReceiptIcon name="chevronLeft" />
        <span className="hidden sm:inline">{t('receipts.history.previous')}</span>
      </Button>
      <p className="text-sm text-slate-700">{t('receipts.history.page', { page: filters.page, pages })}</p>
      <Button
        variant="secondary"
        aria-label={t('receipts.history.next')}
        disabled={filters.page >= pages}
        onClick={() => onPage(filters.page + 1)}
      >
        <span className="hidden sm:inline">{t('receipts.history.next')}</span>
        <ReceiptIcon name="chevronRight" />
      </Button>
    </nav>
  );
}

/** The two histories as tabs (links: each is its own address, NAV-11). */
export function HistoryTabs({ kind }: { kind: HistoryKind }) {
  const { t } = useTranslation();
  const tabs = historyKinds.map((option) => ({
    key: option,
    to: receiptPaths.historyOf(option),
    label: t(`receipts.history.kind.${option}`),
  }));
  return <TabLinks label={t('receipts.history.kinds')} tabs={tabs} current={kind} />;
}

/**
 * `/account/transaksi-history/prabayar` and `/pascabayar` content: the prepaid transactions or the paid bills with
 * search, status and date filters, kept in the URL so a filtered list can be reloaded, shared and left with the back
 * button. Each row opens its receipt.
 */
export function TransactionHistory({ kind = 'prabayar' }: { kind?: HistoryKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readHistoryFilters(params);
  const history = useTransactionHistory(filters, kind);
  const apply = (next: HistoryFilters) => setParams(writeHistoryFilters(next));
  const active = hasActiveFilters(filters);

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4">
        {/* Keyed by the URL's values: back/forward and "clear filters" reset what is typed or half-chosen. */}
        <SearchBox
          key={filters.search}
          value={filters.search}
          onSearch={(search) => apply(changeFilters(filters, { search }))}
        />
        <Filters key={active ? 'filtered' : 'clean'} filters={filters} onChange={apply} />
        {active && (
          <Button
            variant="ghost"
            className="self-start"
            onClick={() => apply(readHistoryFilters(new URLSearchParams()))}
          >
            {t('receipts.history.reset')}
          </Button>
        )}
      </Card>
      <section aria-labelledby="history-results" aria-busy={history.isFetching} className="flex flex-col gap-3">
        <h2 id="history-results" className="sr-only">
          {t('receipts.history.results')}
        </h2>
        {history.isPending ? (
          <LoadingText label={t('app.loading')} />
        ) : history.isError ? (
          <Card className="flex flex-col items-center gap-3 text-center">
            <p className="text-slate-700">{t('receipts.history.failed')}</p>
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('app.retry')}
            </Button>
          </Card>
        ) : history.data.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 text-center">
            <p className="text-slate-700" role="status">
              {active ? t('receipts.history.empty_filtered') : t('receipts.history.empty')}
            </p>
            {!active && (
              <ButtonLink to={kind === 'pascabayar' ? '/pascabayar' : '/prabayar'}>
                {t(kind === 'pascabayar' ? 'receipts.history.pay_bill' : 'receipts.history.buy')}
              </ButtonLink>
            )}
          </Card>
        ) : (
          <>
            <p className="text-sm text-slate-600" role="status" data-testid="history-count">
              {t('receipts.history.count', { total: history.data.meta.total })}
            </p>
            <ul
              className={`divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-opacity ${
                history.isPlaceholderData ? 'opacity-60' : ''
              }`}
            >
              {history.data.data.map((transaction) => (
                <TransactionHistoryRow key={transaction.ref_id} transaction={transaction} kind={kind} />
              ))}
            </ul>
            <Pagination
              filters={filters}
              total={history.data.meta.total}
              onPage={(page) => {
                apply({ ...filters, page });
                window.scrollTo?.({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
