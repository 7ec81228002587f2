import { useTranslation } from 'react-i18next';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Card } from '../../../components/ui/page-frame.tsx';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { useAgentCenter } from '../api/agent-center-dashboard.ts';
import { AgentCenterState } from './agent-center-nav.tsx';

function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid={testId}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-bold break-words text-slate-900">{value}</p>
      {note && <p className="mt-0.5 text-xs text-slate-500">{note}</p>}
    </div>
  );
}

/** AGT-05: the master's network at a glance, read again every 15 s. */
export function AgentCenterDashboardView() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const dashboard = useAgentCenter();
  const data = dashboard.data;
  if (!data) return <AgentCenterState error={dashboard.error} />;
  const periods = [
    { key: 'today', label: t('agents.today'), figures: data.today },
    { key: 'last30', label: t('agents.last_30_days'), figures: data.last30Days },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="agent-center-dashboard">
      <Card>
        <div className="grid grid-cols-2 gap-3">
          <Figure label={t('agents.downlines')} value={String(data.downlines)} testId="agent-downlines" />
          <Figure label={t('agents.agents')} value={String(data.agents)} />
        </div>
      </Card>
      {periods.map(({ key, label, figures }) => (
        <Card key={key}>
          <h2 className="mb-3 font-semibold text-slate-900">{label}</h2>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Figure
              label={t('agents.volume')}
              value={formatRupiah(figures.volume)}
              note={t('agents.transactions', { count: figures.count })}
              testId={`agent-volume-${key}`}
            />
            <Figure label={t('agents.margin')} value={formatRupiah(figures.margin)} testId={`agent-margin-${key}`} />
          </div>
        </Card>
      ))}
      <Card>
        {data.agentDebtEnabled ? (
          <div className="grid grid-cols-2 gap-3">
            <Figure
              label={t('agents.outstanding_loans')}
              value={formatRupiah(data.outstandingLoans)}
              testId="agent-outstanding-loans"
            />
            <Figure label={t('agents.due_today')} value={formatRupiah(data.dueToday)} testId="agent-due-today" />
          </div>
        ) : (
          <p className="text-slate-600">{t('agents.debt_off')}</p>
        )}
      </Card>
      <p className="text-sm text-slate-500" role="status">
        {t('agents.refreshed', { time: formatJakartaDateTime(data.refreshed_at, locale) ?? '' })}
      </p>
    </div>
  );
}
