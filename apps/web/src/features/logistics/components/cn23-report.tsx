import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jakartaDate, presetDays } from '@konter/shared/time/jakarta';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { exportFormats } from '@konter/shared/contracts/reports';
import { cn23ReportExportUrl, useCn23Report } from '../api/cn23-report.ts';
import { formatMinor } from '../customs-amount.ts';
import { Cn23Heading, Cn23StatusBadge } from './cn23-status.tsx';
import { Field } from './fields.tsx';

/** The CN23 report (spec `mlo/report/cn23`): a period's declarations counted by status and summed per currency. */
export function Cn23ReportView() {
  const { t } = useTranslation();
  const last30 = presetDays('last30', jakartaDate(new Date()));
  const [period, setPeriod] = useState({ from: last30.first, to: last30.last });
  const report = useCn23Report(period);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field
            type="date"
            label={t('pos.cn23.report_from')}
            value={period.from}
            onChange={(event) => event.target.value && setPeriod({ ...period, from: event.target.value })}
          />
          <Field
            type="date"
            label={t('pos.cn23.report_to')}
            value={period.to}
            onChange={(event) => event.target.value && setPeriod({ ...period, to: event.target.value })}
          />
        </div>
      </Card>
      {!report.data ? (
        <LoadingText label={t('pos.loading')} />
      ) : (
        <>
          <Card>
            <ul className="flex flex-wrap gap-3" data-testid="cn23-by-status">
              {report.data.by_status.map((entry) => (
                <li key={entry.status} className="flex items-center gap-2">
                  <Cn23StatusBadge status={entry.status} />
                  <span className="font-semibold">{entry.count}</span>
                </li>
              ))}
            </ul>
            <ul className="mt-3 flex flex-col gap-1 text-sm" data-testid="cn23-by-currency">
              {report.data.by_currency.map((entry) => (
                <li key={entry.currency}>
                  {t('pos.cn23.report_currency', {
                    count: entry.count,
                    value: formatMinor(entry.value, entry.currency),
                  })}
                </li>
              ))}
            </ul>
          </Card>
          {report.data.rows.length === 0 && <p className="text-slate-600">{t('pos.cn23.empty')}</p>}
          <ul className="flex flex-col gap-2">
            {report.data.rows.map((row) => (
              <li key={row.id}>
                <Card>
                  <Cn23Heading number={row.number} status={row.status} />
                  <p className="text-sm text-slate-600">
                    {row.created_at.slice(0, 10)} · {row.awb} · {row.recipient.country} ·{' '}
                    {formatMinor(row.total_value, row.currency)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <div role="group" aria-label={t('reports.export')} className="flex flex-wrap items-center gap-2">
            <span className="basis-full text-sm font-semibold text-slate-700 sm:basis-auto">{t('reports.export')}</span>
            {exportFormats.map((format) => (
              <a
                key={format}
                href={cn23ReportExportUrl(period, format)}
                download
                data-format={format}
                className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:flex-none"
              >
                {t(format === 'xlsx' ? 'reports.export_xlsx' : 'reports.export_csv')}
              </a>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
