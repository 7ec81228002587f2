import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { useOpenUploads } from '../api/open-uploads.ts';
import { useBulkText } from '../bulk-text.ts';
import { formatUploadTime } from '../format.ts';
import { UploadStatusBadge } from './upload-status-badge.tsx';

/**
 * The uploads the person left open, on the top-up screen itself: checked and waiting for the go-ahead, or being
 * bought. Each opens where it stands. Nothing shows while there is none (or the list could not be read: the
 * history still has them).
 */
export function OpenUploads({ uploadHref }: { uploadHref: (id: string) => string }) {
  const { t } = useBulkText();
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const open = useOpenUploads();
  const uploads = open.data?.data ?? [];
  if (uploads.length === 0) return null;
  return (
    <section
      aria-labelledby="open-uploads-title"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      data-testid="open-uploads"
    >
      <h2 id="open-uploads-title" className="text-base font-bold text-amber-950">
        {t('excel.open_title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {uploads.map((upload) => {
          const waiting = upload.status === 'validated';
          return (
            <li
              key={upload.id}
              className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
              data-upload={upload.id}
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">
                    {upload.file_name}
                  </span>
                  <UploadStatusBadge status={upload.status} />
                </div>
                <p className="text-sm text-slate-700">
                  {waiting
                    ? t('excel.open_waiting', { count: upload.valid_rows })
                    : t('excel.progress_label', { processed: upload.processed, total: upload.valid_rows })}
                  {' · '}
                  {formatUploadTime(upload.created_at, locale)}
                </p>
              </div>
              <ButtonLink
                to={uploadHref(upload.id)}
                variant={waiting ? 'primary' : 'secondary'}
                className="shrink-0 self-start sm:self-center"
                data-testid="continue-upload"
              >
                {waiting ? t('excel.open_continue') : t('excel.open_follow')}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
