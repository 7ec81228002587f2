import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@konter/shared/money';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAffiliate } from '../api/affiliate.ts';
import { useCommissions } from '../api/commissions.ts';

/** REF-04: totals by state and every commission; closed until the affiliate is verified. */
export function CommissionView() {
  const { t, i18n } = useTranslation();
  const affiliate = useAffiliate();
  const verified = !!affiliate.data?.verified_at;
  const report = useCommissions(verified);
  if (!affiliate.data) return <LoadingText label={t('app.loading')} />;
  if (!verified)
    return (
      <Card>
        <p data-testid="commission-locked" className="text-slate-700">
          {t('ref.commission_locked')}
        </p>
      </Card>
    );
  if (!report.data) return <LoadingText label={t('app.loading')} />;
  const { totals, items, minimum_payout: minimum } = report.data;
  const locale = currentLocale(i18n);
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(['unpaid', 'in_process', 'disbursed'] as const).map((state) => (
          <Card key={state}>
            <p className="text-sm text-slate-600">{t(`ref.total.${state}`)}</p>
            <p data-testid={`commission-${state}`} className="text-xl font-bold text-slate-900">
              {formatRupiah(totals[state])}
            </p>
          </Card>
        ))}
      </div>
      <p className="text-sm text-slate-600">{t('ref.minimum', { amount: formatRupiah(minimum) })}</p>
      <Card>
        {items.length === 0 ? (
          <p className="text-slate-600">{t('ref.no_commissions')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.id} data-commission={item.ref_id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{item.buyer_name}</p>
                  <p className="text-sm text-slate-600">
                    {t(`ref.item.${item.kind}`)} · {formatDateTime(item.at, locale)} · {t(`ref.total.${item.status}`)}
                  </p>
                </div>
                <p
                  className={`shrink-0 font-semibold whitespace-nowrap ${item.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                >
                  {formatRupiah(item.amount)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
