import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useDepositHistory } from '../api/deposit-history.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { methodLabel } from '../format.ts';
import { DepositStatusChip } from './deposit-status.tsx';
import { MethodBadge } from './method-badge.tsx';
import { depositPagePaths } from './payment-instructions.tsx';

/** The person's top-ups, newest first (DEP-03): code, date, amount, method and status; each opens its page. */
export function DepositHistoryList() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const history = useDepositHistory();
  if (history.isPending) return <LoadingText label={t('app.loading')} />;
  if (history.isError) return <p className="py-6 text-center text-slate-600">{t('dep.history_failed')}</p>;
  const deposits = history.data.pages.flat();
  if (deposits.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">{t('dep.history_empty')}</p>
        <ButtonLink to={depositPagePaths.topUp}>{t('dep.tab_topup')}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {deposits.map((deposit) => (
          <li key={deposit.code} data-code={deposit.code}>
            <Link
              to={depositPagePaths.instructions(deposit.code)}
              className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <MethodBadge provider={deposit.provider} method={deposit.method} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-slate-900">
                    {methodLabel(deposit.provider, deposit.method, t, deposit.bank?.name)}
                  </span>
                  <span className="shrink-0 font-bold text-slate-900 tabular-nums">
                    {formatRupiah(deposit.charged)}
                  </span>
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className="text-xs text-slate-600">{formatDateTime(deposit.created_at, locale)}</span>
                  <DepositStatusChip status={deposit.status} />
                </span>
                <span className="block font-mono text-xs text-slate-500">{deposit.code}</span>
              </span>
              <Icon name="arrowRight" className="size-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      {history.hasNextPage && (
        <Button variant="secondary" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? t('app.loading') : t('dep.load_more')}
        </Button>
      )}
    </div>
  );
}
