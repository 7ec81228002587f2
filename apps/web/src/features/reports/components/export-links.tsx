import { useTranslation } from 'react-i18next';
import type { ExportFormat, ReportName } from '@konter/shared/contracts/reports';
import { exportFormats } from '@konter/shared/contracts/reports';
import { reportExportUrl } from '../api/get-report.ts';
import type { ReportFilters } from '../report-filters.ts';
import { ReportIcon } from './report-icons.tsx';

const labels: Record<ExportFormat, 'reports.export_xlsx' | 'reports.export_csv'> = {
  xlsx: 'reports.export_xlsx',
  csv: 'reports.export_csv',
};

/**
 * Download links of the report as .xlsx and .csv: exactly the filters on screen, every page of them. Plain links,
 * so the browser downloads the file itself (the server streams it; nothing large passes through the page).
 */
export function ExportLinks({ name, filters }: { name: ReportName; filters: ReportFilters }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('reports.export')} className="flex flex-wrap items-center gap-2 md:justify-end">
      <span className="basis-full text-sm font-semibold text-slate-700 sm:basis-auto">{t('reports.export')}</span>
      {exportFormats.map((format) => (
        <a
          key={format}
          href={reportExportUrl(name, filters, format)}
          download
          data-format={format}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:flex-none md:min-h-10"
        >
          <ReportIcon name="download" className="size-5 shrink-0" />
          {t(labels[format])}
        </a>
      ))}
      <span className="basis-full text-xs text-slate-500 md:text-right">{t('reports.export_hint')}</span>
    </div>
  );
}
