import { useTranslation } from 'react-i18next';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { useTransferHistory } from '../api/transfer-history.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { DepositIcon } from './deposit-icons.tsx';

/** Deposit transfers sent and received (DEP-08), newest first. */
export function TransferHistoryList() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const history = useTransferHistory();
  return (
    <section aria-labelledby="transfer-history-title" className="flex flex-col gap-2">
      <h2 id="transfer-history-title" className="px-1 text-base font-bold text-slate-900">
        {t('dep.transfer_history')}
      </h2>
      {history.isPending ? (
        <p role="status" className="py-4 text-center text-sm text-slate-500">
          {t('app.loading')}
        </p>
      ) : history.isError ? (
        <p className="py-4 text-center text-sm text-slate-600">{t('dep.history_failed')}</p>
      ) : history.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-center text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
          {t('dep.transfer_history_empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          data-testid="transfer-history"
        >
          {history.data.map((item) => {
            const incoming = item.direction === 'in';
            return (
              <li
                key={`${item.code}-${item.direction}`}
                className="flex items-center gap-3 px-4 py-3"
                data-direction={item.direction}
              >
                <span
                  className={`flex size-9 shrink-0 items-center justify-center rounded-full ${
                    incoming ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  <DepositIcon name={incoming ? 'arrowIn' : 'arrowOut'} className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-slate-900">
                    {t(incoming ? 'dep.transfer_from' : 'dep.transfer_to', { name: item.receiver_name })}
                  </span>
                  <span className="block text-xs text-slate-500 tabular-nums">{formatPhone(item.receiver_hp)}</span>
                  <span className="block text-xs text-slate-500">{formatDateTime(item.date, locale)}</span>
                  {item.note && <span className="block truncate text-xs text-slate-600">“{item.note}”</span>}
                </span>
                <span className={`shrink-0 font-bold tabular-nums ${incoming ? 'text-emerald-700' : 'text-slate-900'}`}>
                  {incoming ? '+' : '−'}
                  {formatRupiah(item.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
