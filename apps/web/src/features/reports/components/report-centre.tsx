import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportName } from '@konter/shared/contracts/reports';
import { useReportAvailability } from '../api/get-report.ts';
import { reportScreenPaths, visibleReportTabs } from '../paths.ts';
import type { ReportIconName } from './report-icons.tsx';
import { ReportIcon } from './report-icons.tsx';

const icons: Record<ReportName, ReportIconName> = {
  prabayar: 'receipt',
  pascabayar: 'bill',
  deposit: 'wallet',
  cashback: 'gift',
  'transaksi-agen': 'people',
  agen: 'people',
  utang: 'wallet',
  toko: 'bag',
};

/** A card of the centre that another area adds (the spreadsheet upload history). */
export type ReportCentreEntry = { id: string; to: string; title: string; description: string; icon: ReportIconName };

function CentreCard({ entry }: { entry: ReportCentreEntry }) {
  return (
    <li>
      <Link
        to={entry.to}
        data-report={entry.id}
        className="flex h-full min-h-24 items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand/10 text-brand">
          <ReportIcon name={entry.icon} className="size-6" />
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold text-slate-900">{entry.title}</span>
          <span className="text-sm text-slate-600">{entry.description}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * `/report`: one card per report (RPT-01), each opening its tab under /account/laporan, then what the page adds
 * (`more`). Agent transactions join once the account has agents.
 */
export function ReportCentre({ more = [] }: { more?: readonly ReportCentreEntry[] }) {
  const { t } = useTranslation();
  const availability = useReportAvailability();
  const entries: ReportCentreEntry[] = visibleReportTabs(availability.data).map((name) => ({
    id: name,
    to: reportScreenPaths[name],
    title: t(`reports.title.${name}`),
    description: t(`reports.centre.${name}`),
    icon: icons[name],
  }));
  return (
    <nav aria-label={t('reports.centre.list')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {[...entries, ...more].map((entry) => (
          <CentreCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
