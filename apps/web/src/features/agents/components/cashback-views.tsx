import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashbackPerPage } from './cashback-constants.ts';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatBasisPoints, formatJakartaDateTime } from '../../../lib/format.ts';
import { TabLinks } from '../../../components/ui/tab-links.tsx';
import { ListSearch } from './list-search.tsx';
import { useCashbackBillers, useCashbackHistory, useCashbackProducts } from '../api/cashback.ts';

export type CashbackKind = 'prabayar' | 'pascabayar';

/** §2 list-cashback (prabayar, pascabayar): the two lists as tabs with their own addresses. */
export function CashbackKindTabs({ base, kind }: { base: string; kind: CashbackKind }) {
  const { t } = useTranslation();
  const tabs = (['prabayar', 'pascabayar'] as const).map((option) => ({
    key: option,
    to: `${base}/${option}`,
    label: t(`network.cashback.kind_tab.${option}`),
  }));
  return <TabLinks label={t('network.cashback.kinds')} tabs={tabs} current={kind} className="mb-3" />;
}

/** `/account/list-cashback/pascabayar` (AGT-04): each biller whose paid bills earn cashback, with a search. */
export function CashbackBillerList() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const billers = useCashbackBillers(deferred);
  return (
    <div className="flex flex-col gap-3">
      <ListSearch
        label={t('network.cashback.search_billers')}
        icon="tag"
        value={search}
        onChange={setSearch}
        testId="cashback-search"
      />
      {!billers.data ? (
        <LoadingText label={isApiError(billers.error) ? billers.error.message : t('agents.loading')} />
      ) : billers.data.length === 0 ? (
        <p className="py-8 text-center text-slate-500">{t('network.cashback.no_billers')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
          data-testid="cashback-billers"
        >
          {billers.data.map((biller) => (
            <li
              key={biller.code}
              className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 p-4"
              data-biller={biller.code}
            >
              <p className="min-w-0 flex-1 font-semibold break-words text-slate-900">{biller.name}</p>
              <p className="shrink-0 text-right font-bold text-teal-700 tabular-nums" data-testid="cashback-amount">
                {biller.cashback_basis_points !== null ? (
                  <>
                    +{formatBasisPoints(biller.cashback_basis_points, locale)}
                    <span className="block text-sm font-normal text-slate-600">{t('network.cashback.of_bill')}</span>
                  </>
                ) : (
                  <>
                    +{formatRupiah(biller.cashback ?? 0)}
                    <span className="block text-sm font-normal text-slate-600">{t('network.cashback.per_bill')}</span>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `/account/list-cashback` (AGT-04): each product with the cashback the account earns on it, with a search. */
export function CashbackList() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const products = useCashbackProducts(deferred);
  return (
    <div className="flex flex-col gap-3">
      <ListSearch
        label={t('network.cashback.search')}
        icon="tag"
        value={search}
        onChange={setSearch}
        testId="cashback-search"
      />
      {!products.data ? (
        <LoadingText label={isApiError(products.error) ? products.error.message : t('agents.loading')} />
      ) : products.data.length === 0 ? (
        <p className="py-8 text-center text-slate-500">{t('network.cashback.none')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
          data-testid="cashback-list"
        >
          {products.data.map((product) => (
            <li
              key={product.code}
              className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 p-4"
              data-product={product.code}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">{product.name}</p>
                <p className="text-sm text-slate-600">
                  {product.operator_name} · {t('network.cashback.price', { price: formatRupiah(product.price) })}
                </p>
              </div>
              <p className="shrink-0 text-right font-bold text-teal-700 tabular-nums" data-testid="cashback-amount">
                {product.cashback_type === 'percent' && product.cashback_basis_points !== null ? (
                  <>
                    +{formatBasisPoints(product.cashback_basis_points, locale)}
                    {/* The rate is what the admin set; the Rupiah are what a purchase at this price earns. */}
                    <span className="block text-sm font-normal text-slate-600">{formatRupiah(product.cashback)}</span>
                  </>
                ) : (
                  `+${formatRupiah(product.cashback)}`
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `/account/cashback-history` (AGT-04): the cashback wallet's movements from the ledger, with its balance. */
export function CashbackHistoryView() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const [page, setPage] = useState(1);
  const history = useCashbackHistory(page);
  if (!history.data) {
    return <LoadingText label={isApiError(history.error) ? history.error.message : t('agents.loading')} />;
  }
  const { data, balance, earned } = history.data;
  return (
    <div className="flex flex-col gap-3">
      <Card className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <div>
          <p className="text-sm text-slate-600">{t('network.cashback.balance')}</p>
          <p className="text-xl font-bold text-slate-900 tabular-nums" data-testid="cashback-balance">
            {formatRupiah(balance)}
          </p>
        </div>
        <div>
          <p className="text-sm text-slate-600">{t('network.cashback.earned')}</p>
          <p className="text-xl font-bold text-teal-700 tabular-nums" data-testid="cashback-earned">
            {formatRupiah(earned)}
          </p>
        </div>
      </Card>
      {data.length === 0 ? (
        <p className="py-8 text-center text-slate-500">{t('network.cashback.no_history')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
          data-testid="cashback-history"
        >
          {data.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 p-4"
              data-kind={row.kind}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{t(`network.cashback.kind.${row.kind}`)}</p>
                <p className="text-sm break-words text-slate-600">
                  {formatJakartaDateTime(row.at, locale)}
                  {row.reference ? ` · ${row.reference}` : ''}
                </p>
              </div>
              <p className={`shrink-0 font-bold tabular-nums ${row.amount > 0 ? 'text-teal-700' : 'text-slate-700'}`}>
                {row.amount > 0 ? '+' : '−'}
                {formatRupiah(Math.abs(row.amount))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/account/laporan/cashback-balance" className="self-start font-semibold text-teal-700 underline">
        {t('network.cashback.report_link')}
      </Link>
      {(page > 1 || data.length === cashbackPerPage) && (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('network.cashback.newer')}
          </Button>
          <Button variant="secondary" disabled={data.length < cashbackPerPage} onClick={() => setPage(page + 1)}>
            {t('network.cashback.older')}
          </Button>
        </div>
      )}
    </div>
  );
}
