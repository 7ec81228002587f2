import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkSettings, BulkUploadDetail } from '@konter/shared/contracts/bulk';
import { bulkPaths } from '@konter/shared/contracts/bulk';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useUploadDetail } from '../api/upload-detail.ts';
import { useBulkText } from '../bulk-text.ts';
import { ConfirmUploadForm } from './confirm-upload-form.tsx';
import { DownloadLink } from './download-link.tsx';
import { OpenUploads } from './open-uploads.tsx';
import type { ReceiptHref } from './upload-rows.tsx';
import { UploadRows } from './upload-rows.tsx';
import { UploadForm } from './upload-form.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2.5 text-lg font-bold text-slate-900">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm text-brand-foreground">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="text-lg font-extrabold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** What the check found: the counts, the total of the valid rows and the annotated file. */
function UploadSummary({ upload }: { upload: BulkUploadDetail }) {
  const { t } = useBulkText();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          className="min-w-0 truncate font-semibold text-slate-900"
          title={upload.file_name}
          data-testid="upload-file-name"
        >
          {upload.file_name}
        </p>
        <UploadStatusBadge status={upload.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        <Figure label={t('excel.rows')} value={upload.rows} testId="summary-rows" />
        <Figure label={t('excel.valid_rows')} value={upload.valid_rows} testId="summary-valid" />
        <Figure label={t('excel.invalid_rows')} value={upload.invalid_rows} testId="summary-invalid" />
        <Figure label={t('excel.total')} value={formatRupiah(upload.total_price)} testId="summary-total" />
      </dl>
      <DownloadLink href={upload.result_url} className="self-start">
        {t('excel.download_result')}
      </DownloadLink>
    </div>
  );
}

/**
 * An upload after the check: confirm it, follow its progress, or read how it ended; its rows below, as wide as the
 * page (a transaction's row has six columns).
 */
function UploadState({
  upload,
  settings,
  onReset,
  receiptHref,
}: {
  upload: BulkUploadDetail;
  settings: BulkSettings;
  onReset: () => void;
  receiptHref: ReceiptHref;
}) {
  const { t } = useBulkText();
  const { t: appT } = useTranslation();
  const confirmed = upload.confirmed_at !== null;
  const finished = upload.status === 'done' || upload.status === 'canceled';
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-slate-900">{t('excel.summary_title')}</h2>
          <UploadSummary upload={upload} />
        </Card>
        <div className="flex flex-col gap-4">
          {upload.status === 'validated' && upload.valid_rows > 0 && (
            <Card>
              <ConfirmUploadForm upload={upload} pinRequired={settings.pin_required} />
            </Card>
          )}
          {upload.status === 'validated' && upload.valid_rows === 0 && (
            <InlineNotice kind="warning">{t('excel.nothing_valid')}</InlineNotice>
          )}
          {confirmed && (
            <Card>
              <UploadProgress upload={upload} />
            </Card>
          )}
          {!confirmed && upload.status === 'canceled' && (
            <InlineNotice kind="info">{appT('bulk.canceled')}</InlineNotice>
          )}
          {(finished || upload.valid_rows === 0) && (
            <Button variant="secondary" className="self-start" onClick={onReset} data-testid="upload-another">
              {t('excel.upload_other')}
            </Button>
          )}
        </div>
      </div>
      <UploadRows upload={upload} receiptHref={receiptHref} />
    </div>
  );
}

function UploadById({
  id,
  settings,
  onReset,
  receiptHref,
}: {
  id: string;
  settings: BulkSettings;
  onReset: () => void;
  receiptHref: ReceiptHref;
}) {
  const { t } = useBulkText();
  const { t: appT } = useTranslation();
  const upload = useUploadDetail(id);
  if (upload.isError) {
    return (
      <div className="flex flex-col gap-3">
        <InlineNotice kind="error">
          {isApiError(upload.error) ? upload.error.message : appT('internal_error')}
        </InlineNotice>
        <Button variant="secondary" className="self-start" onClick={onReset}>
          {t('excel.upload_other')}
        </Button>
      </div>
    );
  }
  if (!upload.data) return <LoadingText label={appT('app.loading')} />;
  return <UploadState upload={upload.data} settings={settings} onReset={onReset} receiptHref={receiptHref} />;
}

/**
 * The spreadsheet top-up (XLS-02..XLS-04): download the template, upload a file, read the per-row check, confirm with
 * the PIN, follow the rows being bought. `uploadId` is the upload on screen (kept in the page's URL so a reload
 * comes back to it); without one, the uploads still waiting for the go-ahead or running are offered first
 * (`uploadHref` opens one). `aside` is what the page adds next to the template (a price-list link); `receiptHref`
 * where a bought row's receipt is.
 */
export function BulkUploadFlow({
  uploadId,
  settings,
  onUploaded,
  onReset,
  uploadHref,
  receiptHref,
  aside,
}: {
  uploadId: string | null;
  settings: BulkSettings;
  onUploaded: (id: string) => void;
  onReset: () => void;
  uploadHref: (id: string) => string;
  receiptHref: ReceiptHref;
  aside?: ReactNode;
}) {
  const { t } = useBulkText();
  if (uploadId) return <UploadById id={uploadId} settings={settings} onReset={onReset} receiptHref={receiptHref} />;
  return (
    <div className="flex flex-col gap-4">
      <OpenUploads uploadHref={uploadHref} />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <Step number={1} title={t('excel.step_template')}>
          <p className="text-sm leading-relaxed text-slate-700">{t('excel.step_template_body')}</p>
          <div className="flex flex-wrap gap-2">
            <DownloadLink href={bulkPaths.template} variant="primary">
              {t('excel.download_template')}
            </DownloadLink>
            {aside}
          </div>
        </Step>
        <Step number={2} title={t('excel.step_upload')}>
          <UploadForm rowLimit={settings.rows_per_file} onUploaded={(detail) => onUploaded(detail.id)} />
        </Step>
      </div>
    </div>
  );
}
