import type { BulkRowStatus, BulkUploadStatus } from '@konter/shared/contracts/bulk';
import { useBulkText } from '../bulk-text.ts';
import { rowStatusKey, uploadStatusKey } from '../format.ts';

const tones: Record<BulkUploadStatus, string> = {
  uploaded: 'bg-slate-100 text-slate-700',
  validated: 'bg-amber-100 text-amber-900',
  queued: 'bg-sky-100 text-sky-900',
  processing: 'bg-sky-100 text-sky-900',
  done: 'bg-emerald-100 text-emerald-900',
  canceled: 'bg-slate-200 text-slate-700',
};

const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function UploadStatusBadge({ status }: { status: BulkUploadStatus }) {
  const { t } = useBulkText();
  return (
    <span className={`${badgeClass} ${tones[status]}`} data-testid="upload-status">
      {t(uploadStatusKey(status))}
    </span>
  );
}

const rowTones: Record<BulkRowStatus, string> = {
  invalid: 'bg-red-100 text-red-900',
  valid: 'bg-slate-100 text-slate-700',
  queued: 'bg-slate-100 text-slate-700',
  placed: 'bg-sky-100 text-sky-900',
  success: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-slate-200 text-slate-700',
};

/** One row's state: waiting, being bought, its outcome. */
export function RowStatusBadge({ status }: { status: BulkRowStatus }) {
  const { t } = useBulkText();
  return (
    <span className={`${badgeClass} ${rowTones[status]}`} data-testid="row-status">
      {t(rowStatusKey(status))}
    </span>
  );
}
