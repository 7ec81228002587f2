import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard, DashboardQueueKey, DashboardVolume } from '@konter/shared/contracts/admin-dashboard';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatJakartaDateTime, intlLocale } from '../../../lib/format.ts';
import { useDashboard } from '../api/dashboard.ts';
import { useAdminText, type AdminT } from './admin-text.ts';
import { AdminPage, Badge, Panel, QueryState } from './admin-ui.tsx';

/** The screen that works each queue: the dashboard's count links there. */
const queueLinks: Record<DashboardQueueKey, string> = {
  deposit_requests: '/admin/deposit-requests',
  reconciliation: '/admin/reconciliation',
  adjustments: '/admin/money',
  developer_ips: '/admin/developer',
  agent_applications: '/admin/agents',
  masters: '/admin/agents',
  loans: '/admin/agent-loans',
  loan_repayments: '/admin/agent-loans',
  affiliates: '/admin/referral',
};

/** How long something has waited, in the largest units that read well. */
function age(seconds: number, t: AdminT): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('admin.dashboard.age_minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('admin.dashboard.age_hours', { hours, minutes: minutes % 60 });
  return t('admin.dashboard.age_days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

function Stat({ label, value, detail, testId }: { label: string; value: string; detail?: ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid={testId}>
      <span className="text-sm font-semibold text-slate-600">{label}</span>
      <span className="text-2xl font-bold break-words text-slate-900 tabular-nums">{value}</span>
      {detail && <span className="text-sm text-slate-700">{detail}</span>}
    </div>
  );
}

function VolumeCard({ title, volume, testId }: { title: string; volume: DashboardVolume; testId: string }) {
  const { t } = useAdminText();
  return (
    <Panel title={title}>
      <Stat
        testId={testId}
        label={t('admin.dashboard.volume')}
        value={formatRupiah(volume.amount)}
        detail={
          <>
            {t('admin.dashboard.transactions', { count: volume.count })} ·{' '}
            <span data-testid={`${testId}.margin`}>
              {t('admin.dashboard.margin', { amount: formatRupiah(volume.margin) })}
            </span>
          </>
        }
      />
    </Panel>
  );
}

function OpenLink({ to, label }: { to: string; label: string }) {
  const { t } = useAdminText();
  return (
    <Link
      to={to}
      aria-label={`${t('admin.dashboard.open')}: ${label}`}
      className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand underline"
    >
      {t('admin.dashboard.open')}
      <Icon name="back" className="size-4 rotate-180" />
    </Link>
  );
}

function Queues({ queues }: { queues: AdminDashboard['queues'] }) {
  const { t } = useAdminText();
  return (
    <Panel title={t('admin.dashboard.queues')}>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('admin.dashboard.queues')}>
        {queues.map((queue) => {
          const label = t(`admin.dashboard.queue.${queue.key}`);
          const waiting = queue.count !== null && queue.count > 0;
          return (
            <li key={queue.key}>
              <Link
                to={queueLinks[queue.key]}
                data-queue={queue.key}
                className={`flex min-h-14 items-center justify-between gap-3 rounded-xl px-3 py-2 ring-1 ${
                  waiting
                    ? 'bg-amber-50 ring-amber-200 hover:bg-amber-100'
                    : 'bg-white ring-slate-200 hover:bg-slate-50'
                }`}
              >
                <span className="min-w-0 text-[0.95rem] font-medium text-slate-800">{label}</span>
                {queue.count === null ? (
                  <Badge tone="slate">{t('admin.dashboard.queue_off')}</Badge>
                ) : (
                  <span
                    data-testid={`queue.${queue.key}`}
                    className={`shrink-0 text-xl font-bold tabular-nums ${waiting ? 'text-amber-900' : 'text-slate-500'}`}
                  >
                    {queue.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function Suppliers({ data }: { data: AdminDashboard }) {
  const { t, locale } = useAdminText();
  const percent = new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 1 });
  const rate = (window: { success: number; settled: number; rate: number | null }) =>
    window.rate === null
      ? t('admin.dashboard.rate_none')
      : t('admin.dashboard.rate_of', {
          rate: percent.format(window.rate),
          success: window.success,
          settled: window.settled,
        });
  const names = [
    ...new Set([...data.supplier_balances.map((row) => row.supplier), ...data.suppliers.map((row) => row.supplier)]),
  ];
  return (
    <Panel title={t('admin.dashboard.suppliers')}>
      {data.suppliers.length === 0 && <p className="mb-3 text-slate-600">{t('admin.dashboard.suppliers_empty')}</p>}
      <ul className="grid gap-3 md:grid-cols-2" aria-label={t('admin.dashboard.suppliers')}>
        {names.map((name) => {
          const outcomes = data.suppliers.find((row) => row.supplier === name);
          const balance = data.supplier_balances.find((row) => row.supplier === name);
          return (
            <li key={name} data-supplier={name} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
              <span className="font-mono font-semibold break-all text-slate-900">{name}</span>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {outcomes && (
                  <>
                    <dt className="text-slate-600">
                      {t('admin.dashboard.success_rate')} · {t('admin.dashboard.last_24_hours')}
                    </dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">{rate(outcomes.last_24_hours)}</dd>
                    <dt className="text-slate-600">
                      {t('admin.dashboard.success_rate')} · {t('admin.dashboard.last_30_days')}
                    </dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">{rate(outcomes.last_30_days)}</dd>
                  </>
                )}
                {balance && (
                  <>
                    <dt className="text-slate-600">{t('admin.dashboard.balance')}</dt>
                    <dd
                      data-testid={`balance.${name}`}
                      className={balance.error ? 'text-red-700' : 'font-semibold text-slate-900 tabular-nums'}
                    >
                      {balance.error
                        ? t(`admin.dashboard.balance_error.${balance.error}`)
                        : formatRupiah(balance.balance ?? 0)}
                    </dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function DashboardBody({ data }: { data: AdminDashboard }) {
  const { t, locale } = useAdminText();
  const stuck = data.stuck_purchases;
  const topUps = data.gateway_top_ups;
  const jobs = data.jobs;
  const errors = data.errors_last_hour;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <VolumeCard title={t('admin.dashboard.today')} volume={data.volume.today} testId="volume.today" />
        <VolumeCard
          title={t('admin.dashboard.last_30_days')}
          volume={data.volume.last_30_days}
          testId="volume.last_30_days"
        />
        <Panel title={t('admin.dashboard.stuck')}>
          <div className="flex flex-col gap-2">
            <Stat
              testId="stuck"
              label={t('admin.dashboard.stuck_past', { minutes: stuck.timeout_minutes })}
              value={String(stuck.past_timeout)}
              detail={t('admin.dashboard.stuck_processing', { count: stuck.processing })}
            />
            <OpenLink to="/admin/stuck-purchases" label={t('admin.dashboard.stuck')} />
          </div>
        </Panel>
        <Panel title={t('admin.dashboard.top_ups')}>
          <Stat
            testId="top-ups"
            label={t('admin.dashboard.transactions', { count: topUps.count })}
            value={formatRupiah(topUps.amount)}
            {...(topUps.oldest_created_at
              ? {
                  detail: t('admin.dashboard.top_ups_oldest', {
                    time: formatJakartaDateTime(topUps.oldest_created_at, locale) ?? '',
                  }),
                }
              : {})}
          />
        </Panel>
      </div>
      <p className="text-sm text-slate-600">{t('admin.dashboard.margin_hint')}</p>
      <Queues queues={data.queues} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Suppliers data={data} />
        </div>
        <Panel title={t('admin.dashboard.jobs')}>
          <dl className="flex flex-col gap-3" data-testid="jobs">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('admin.dashboard.jobs_waiting')}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums">{jobs.waiting}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('admin.dashboard.jobs_oldest')}</dt>
              <dd className="text-slate-900">
                {jobs.oldest_waiting_seconds === null
                  ? t('admin.dashboard.jobs_none')
                  : age(jobs.oldest_waiting_seconds, t)}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('admin.dashboard.jobs_failed')}</dt>
              <dd
                className={`text-2xl font-bold tabular-nums ${jobs.failed_last_hour > 0 ? 'text-red-700' : 'text-slate-900'}`}
              >
                {jobs.failed_last_hour}
              </dd>
            </div>
          </dl>
          <dl className="mt-4 flex flex-col gap-1 border-t border-slate-200 pt-4" data-testid="errors">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('admin.dashboard.errors')}</dt>
              <dd className={`text-2xl font-bold tabular-nums ${errors.total > 0 ? 'text-red-700' : 'text-slate-900'}`}>
                {errors.total}
              </dd>
            </div>
            {(['http_5xx', 'provider', 'failed_jobs'] as const).map((source) => (
              <div key={source} className="flex justify-between gap-3 text-sm">
                <dt className="text-slate-600">{t(`admin.dashboard.errors_${source}`)}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{errors[source]}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>
    </>
  );
}

/**
 * The back office's first page (issue 17): the tenant's volume and margin, suppliers, stuck purchases, pending
 * gateway top-ups, the job queue, and every admin queue with its count and a link to the screen that works it.
 */
export function AdminDashboardView() {
  const { t, locale } = useAdminText();
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <AdminPage
      title={t('admin.dashboard.title')}
      description={
        data ? t('admin.dashboard.description', { time: formatJakartaDateTime(data.generated_at, locale) ?? '' }) : null
      }
      actions={
        <Button variant="secondary" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
          {t('admin.dashboard.refresh')}
        </Button>
      }
    >
      {data ? <DashboardBody data={data} /> : <QueryState query={dashboard} />}
    </AdminPage>
  );
}
