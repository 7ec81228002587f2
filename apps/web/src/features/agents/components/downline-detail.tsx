import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Card } from '../../../components/ui/page-frame.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { formatJakartaDateTime, formatPhone } from '../../../lib/format.ts';
import { useDownline } from '../api/downline-detail.ts';
import { AgentCenterState } from './agent-center-nav.tsx';
import { roleLabel } from './downline-list.tsx';

/**
 * AGT-05: one account of the master's network: who, its purchases with the master's margin, its deposits. Each
 * purchase opens its receipt (`receiptHref`, from the receipts feature), where the master sees profit per level.
 */
export function DownlineDetailView({ id, receiptHref }: { id: string; receiptHref: (refId: string) => string }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const detail = useDownline(id);
  if (!detail.data) return <AgentCenterState error={detail.error} />;
  const { agent, purchases, deposits } = detail.data;
  return (
    <div className="flex flex-col gap-4" data-testid="agent-detail">
      <Card>
        <h2 className="text-lg font-bold text-slate-900">{agent.name}</h2>
        <dl className="mt-2 flex flex-col gap-1">
          <DetailRow label={t('field.phone')}>{formatPhone(agent.phone)}</DetailRow>
          <DetailRow label={t('agents.level', { depth: agent.depth })}>{t(roleLabel(agent.role))}</DetailRow>
          <DetailRow label={t('agents.volume_30')}>{formatRupiah(agent.volume_30_days)}</DetailRow>
          <DetailRow label={t('agents.margin_30')}>{formatRupiah(agent.margin_30_days)}</DetailRow>
        </dl>
      </Card>
      <Card>
        <h2 className="mb-2 font-semibold text-slate-900">{t('agents.purchases')}</h2>
        {purchases.length === 0 ? (
          <p className="text-slate-500">{t('agents.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {purchases.map((purchase) => (
              <li key={purchase.ref_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0">
                  <Link
                    to={receiptHref(purchase.ref_id)}
                    className="inline-flex min-h-11 items-center font-medium break-all text-brand underline"
                  >
                    {purchase.product_code} · {purchase.destination}
                  </Link>
                  <span className="text-xs text-slate-500">
                    {formatJakartaDateTime(purchase.created_at, locale)} · {purchase.status}
                  </span>
                </span>
                <span className="text-right text-sm">
                  <span className="block font-semibold">{formatRupiah(purchase.price)}</span>
                  <span className="text-teal-700">+{formatRupiah(purchase.margin)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="mb-2 font-semibold text-slate-900">{t('agents.deposits')}</h2>
        {deposits.length === 0 ? (
          <p className="text-slate-500">{t('agents.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {deposits.map((deposit) => (
              <li key={deposit.code} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span>
                  {deposit.code} · {deposit.status}
                </span>
                <span className="font-semibold">{formatRupiah(deposit.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
