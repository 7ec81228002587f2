import type { BulkRowStatus, BulkUploadStatus } from '@konter/shared/contracts/bulk';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatJakartaDateTime } from '../../lib/format.ts';
import type { BulkTextKey } from './bulk-text.ts';

/** When an upload was made, in Western Indonesian Time: '22 Nov 2026, 10.04'. */
export function formatUploadTime(iso: string, locale: Locale): string {
  return formatJakartaDateTime(iso, locale) ?? '';
}

export function uploadStatusKey(status: BulkUploadStatus): BulkTextKey {
  return `excel.status.${status}`;
}

export function rowStatusKey(status: BulkRowStatus): BulkTextKey {
  return `excel.row_status.${status}`;
}

/** 0..100 of the valid rows with a final outcome. */
export function progressPercent(processed: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.round((processed / total) * 100));
}
