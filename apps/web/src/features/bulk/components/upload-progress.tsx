import type { BulkUploadDetail } from '@konter/shared/contracts/bulk';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { useCancelUpload } from '../api/cancel-upload.ts';
import { useBulkText } from '../bulk-text.ts';
import { progressPercent } from '../format.ts';
import { UploadStatusBadge } from './upload-status-badge.tsx';

function Count({ label, value, tone, testId }: { label: string; value: number; tone: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 text-center">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className={`text-xl font-extrabold tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Step 4: the rows being bought, live (realtime events, with a poll as the safety net): finished of total, succeeded,
 * failed, still waiting; then the outcome. A running upload can be stopped: rows not bought yet are skipped.
 */
export function UploadProgress({ upload }: { upload: BulkUploadDetail }) {
  const { t } = useBulkText();
  const cancel = useCancelUpload(upload.id);
  const total = upload.valid_rows;
  const percent = progressPercent(upload.processed, total);
  const running = upload.status === 'queued' || upload.status === 'processing';
  return (
    <section className="flex flex-col gap-3" aria-labelledby="upload-progress-title" data-testid="upload-progress">
      <div className="flex items-center justify-between gap-2">
        <h3 id="upload-progress-title" className="text-base font-bold text-slate-900">
          {running ? t('excel.progress_title') : t('excel.done_title')}
        </h3>
        <UploadStatusBadge status={upload.status} />
      </div>
      <div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={upload.processed}
          aria-label={t('excel.progress_title')}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full transition-[width] duration-500 ${running ? 'bg-brand' : 'bg-emerald-600'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-1.5 text-sm text-slate-700" aria-live="polite" data-testid="progress-label">
          {t('excel.progress_label', { processed: upload.processed, total })}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Count label={t('excel.succeeded')} value={upload.succeeded} tone="text-emerald-700" testId="count-succeeded" />
        <Count label={t('excel.failed')} value={upload.failed} tone="text-red-700" testId="count-failed" />
        <Count
          label={t('excel.waiting')}
          value={Math.max(0, total - upload.processed)}
          tone="text-slate-900"
          testId="count-waiting"
        />
      </dl>
      {upload.status === 'done' && (
        <InlineNotice kind={upload.failed > 0 ? 'warning' : 'success'}>
          {upload.failed > 0
            ? t('excel.done_body', { succeeded: upload.succeeded, failed: upload.failed })
            : t('excel.done_all', { succeeded: upload.succeeded })}
        </InlineNotice>
      )}
      {upload.status === 'canceled' && (
        <InlineNotice kind="info">
          {t('excel.canceled_body', { succeeded: upload.succeeded, failed: upload.failed })}
        </InlineNotice>
      )}
      {running && (
        <Button variant="ghost" className="self-start" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('excel.stop')}
        </Button>
      )}
    </section>
  );
}
