import { useTranslation } from 'react-i18next';
import { manifestReportCouriers, type ManifestTotals } from '@konter/shared/contracts/logistics-reports';
import { formatRupiah } from '@konter/shared/money';
import { Card } from '../../../components/ui/page-frame.tsx';
import { manifestReportExportUrl, useManifestReport } from '../api/manifest-report.ts';
import type { ParcelReportScope } from '../api/parcel-report.ts';
import { useMloText } from '../mlo-text.ts';
import { CourierReportBody, ReportFilterCard, useReportFilters } from './parcel-report.tsx';

const kilograms = (grams: number) => `${(grams / 1000).toLocaleString('id-ID', { maximumFractionDigits: 2 })} kg`;

/** Counts and sums of a set of manifests: how many, their parcels, weight and fees, and where the parcels are. */
function Figures({ figures, testId, single }: { figures: ManifestTotals; testId?: string; single?: boolean }) {
  const { t: common } = useTranslation();
  const { t } = useMloText();
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <p className="text-sm text-slate-700">
        {!single && (
          <>
            <span className="text-lg font-bold text-slate-900" data-figure="manifests">
              {t('mlo.report.manifests', { count: figures.manifests })}
            </span>{' '}
            ·{' '}
          </>
        )}
        <span className="font-semibold text-slate-900" data-figure="parcels">
          {common('pos.manifest.parcels', { count: figures.parcels })}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-slate-500">{t('mlo.report.weight')}</dt>
          <dd className="font-semibold break-words text-slate-900" data-figure="weight">
            {kilograms(figures.weight_grams)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">{t('mlo.report.fees')}</dt>
          <dd className="font-semibold break-words text-slate-900" data-figure="fees">
            {formatRupiah(figures.fees)}
          </dd>
        </div>
      </dl>
      <ul className="flex flex-wrap gap-2 text-sm">
        {(['delivered', 'in_transit', 'returned'] as const).map((key) => (
          <li key={key} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800" data-figure={key}>
            {common(`pos.status_group.${key}`)}: <span className="font-semibold">{figures[key]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The manifest report (MLO-07, RPT-01 "reports per courier: transaction and manifest; SiCepat transaction only"):
 * the period's manifests with their parcels, weight and fees, per courier and in total. The courier filter offers
 * the couriers with a manifest report; SiCepat's manifests count under all couriers. Downloads as .xlsx or .csv.
 */
export function ManifestReportView({ scope }: { scope: ParcelReportScope }) {
  const { t } = useMloText();
  const [filters, update] = useReportFilters(manifestReportCouriers);
  const report = useManifestReport(scope, filters);

  return (
    <div className="flex flex-col gap-4">
      <ReportFilterCard
        scope={scope}
        filters={filters}
        update={update}
        couriers={manifestReportCouriers}
        note={t('mlo.report.sicepat_note')}
      />
      <CourierReportBody
        query={report}
        name="manifest"
        emptyText={t('mlo.report.empty')}
        listTitle={t('mlo.report.list')}
        figures={(figures, testId) => <Figures figures={figures} testId={testId} />}
        row={(row) => (
          <li key={row.id} data-manifest={row.code} data-courier={row.courier}>
            <Card>
              <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-2">
                <h3 className="font-mono font-semibold break-all text-slate-900">{row.code}</h3>
                <span className="text-sm font-semibold text-slate-700">
                  {t(row.status === 'open' ? 'mlo.report.open' : 'mlo.report.closed')}
                </span>
              </div>
              <p className="mb-1 text-sm break-words text-slate-600">
                {row.day} · {row.courier_name}
                {row.agent_name ? ` · ${row.agent_name}` : ''}
              </p>
              <Figures figures={row} single />
            </Card>
          </li>
        )}
        exportHref={(format) => manifestReportExportUrl(scope, filters, format)}
      />
    </div>
  );
}
