import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { historyPageSize, useUploadHistory } from '../api/upload-history.ts';
import { useBulkText } from '../bulk-text.ts';
import { formatUploadTime } from '../format.ts';
import { DownloadLink } from './download-link.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

/**
 * The report centre's upload history (XLS-05): file, when, rows, succeeded, failed, status and the annotated result.
 * `detailHref` opens an upload on the top-up screen.
 */
export function UploadHistory({
  page,
  onPage,
  detailHref,
}: {
  page: number;
  onPage: (page: number) => void;
  detailHref: (id: string) => string;
}) {
  const { t } = useBulkText();
  const { t: appT, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const history = useUploadHistory(page);
  if (history.isError) {
    return (
      <InlineNotice kind="error">
        {isApiError(history.error) ? history.error.message : appT('internal_error')}
      </InlineNotice>
    );
  }
  if (!history.data) return <LoadingText label={appT('app.loading')} />;
  const { data, meta } = history.data;
  const pages = Math.max(1, Math.ceil(meta.total / historyPageSize));
  if (data.length === 0) {
    return (
      <p
        className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200"
        data-testid="history-empty"
      >
        {t('excel.history_empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" data-testid="upload-history">
        {data.map((upload) => (
          <li
            key={upload.id}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
            data-upload={upload.id}
          >
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={detailHref(upload.id)}
                  className="min-w-0 truncate font-semibold text-slate-900 underline-offset-2 hover:underline"
                >
                  {upload.file_name}
                </Link>
                <UploadStatusBadge status={upload.status} />
              </div>
              <p className="text-sm text-slate-600">{formatUploadTime(upload.created_at, locale)}</p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-slate-600">{t('excel.rows')}</dt>
                  <dd className="font-semibold tabular-nums">{upload.rows}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-600">{t('excel.succeeded')}</dt>
                  <dd className="font-semibold text-emerald-700 tabular-nums">{upload.succeeded}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-600">{t('excel.failed')}</dt>
                  <dd className="font-semibold text-red-700 tabular-nums">{upload.failed}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-600">{t('excel.invalid_rows')}</dt>
                  <dd className="font-semibold tabular-nums">{upload.invalid_rows}</dd>
                </div>
              </dl>
            </div>
            <DownloadLink href={upload.result_url} className="shrink-0 sm:self-center">
              {t('excel.download_result')}
            </DownloadLink>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t('excel.page', { page, pages })}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('excel.previous')}
          </Button>
          <span className="text-sm text-slate-600">{t('excel.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('excel.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
