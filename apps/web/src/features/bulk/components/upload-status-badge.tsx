import { useTranslation } from 'react-i18next';
import type { BulkUploadStatus } from '@konter/shared/contracts/bulk';
import { uploadStatusKey } from '../format.ts';

const tones: Record<BulkUploadStatus, string> = {
  uploaded: 'bg-slate-100 text-slate-700',
  validated: 'bg-amber-100 text-amber-900',
  queued: 'bg-sky-100 text-sky-900',
  processing: 'bg-sky-100 text-sky-900',
  done: 'bg-emerald-100 text-emerald-900',
  canceled: 'bg-slate-200 text-slate-700',
};

export function UploadStatusBadge({ status }: { status: BulkUploadStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
      data-testid="upload-status"
    >
      {t(uploadStatusKey(status))}
    </span>
  );
}
