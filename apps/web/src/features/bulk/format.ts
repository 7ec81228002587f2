import type { BulkRowStatus, BulkUploadStatus } from '@konter/shared/contracts/bulk';
import type { Locale } from '@konter/shared/i18n/locales';
import type { WebMessageKey } from '../../locales/id.ts';

const intlLocale: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' };

/** When an upload was made, in Western Indonesian Time: '22 Nov 2026, 10.04'. */
export function formatUploadTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

export function uploadStatusKey(status: BulkUploadStatus): WebMessageKey {
  return `excel.status.${status}`;
}

export function rowStatusKey(status: BulkRowStatus): WebMessageKey {
  return `excel.row_status.${status}`;
}

/** 0..100 of the valid rows with a final outcome. */
export function progressPercent(processed: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.round((processed / total) * 100));
}
