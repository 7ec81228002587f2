import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkUploadDetail } from '@konter/shared/contracts/bulk';
import { bulkFileExtensions, bulkMaxFileBytes } from '@konter/shared/contracts/bulk';
import { formatNumber } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { SvgIcon } from '../../../components/ui/icon.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useUploadSpreadsheet } from '../api/upload-spreadsheet.ts';
import { useBulkText } from '../bulk-text.ts';

const sheetIcon = 'M5 3h10l4 4v14H5zM8 11h8M8 15h8M12 11v8';
const accept = [
  ...bulkFileExtensions,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

/**
 * Step 2: pick the .xlsx or .csv and send it to be checked. The server reads it (nothing is parsed here) and answers
 * with every refused row; a file refused whole (too many rows, a name used today, unreadable) says so under the
 * field.
 */
export function UploadForm({
  rowLimit,
  onUploaded,
}: {
  rowLimit: number;
  onUploaded: (detail: BulkUploadDetail) => void;
}) {
  const { t } = useBulkText();
  const { t: appT } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadSpreadsheet();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setError(appT('bulk.file_required'));
      return;
    }
    if (file.size > bulkMaxFileBytes) {
      setError(appT('bulk.file_too_large', { size: bulkMaxFileBytes / 1024 / 1024 }));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (failure) => {
        if (isApiError(failure) && failure.errors.file?.[0]) {
          setError(failure.errors.file[0]);
          return;
        }
        applyFormError(failure);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('excel.step_upload')}>
      <label
        htmlFor={inputId}
        className={`flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition hover:border-brand ${
          error ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <SvgIcon path={sheetIcon} className="size-8 text-brand" />
        <span className="text-base font-semibold text-slate-900" data-testid="chosen-file">
          {file ? file.name : t('excel.choose_file')}
        </span>
        {file && <span className="text-xs text-slate-600">{formatNumber(Math.ceil(file.size / 1024))} KB</span>}
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        aria-invalid={Boolean(error)}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
        }}
        data-testid="file-input"
      />
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        {t('excel.file_hint', { limit: formatNumber(rowLimit) })}
      </p>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700" data-testid="file-error">
          {error}
        </p>
      )}
      <Button type="submit" disabled={upload.isPending} className="sm:self-start" data-testid="upload-button">
        {upload.isPending ? t('excel.uploading') : t('excel.upload')}
      </Button>
      <p className="text-xs text-slate-500">{t('excel.no_charge')}</p>
    </form>
  );
}
