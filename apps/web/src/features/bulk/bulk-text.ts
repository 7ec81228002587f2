import { createAreaCatalogue } from '../../lib/area-catalogue.ts';
import { bulkEn } from '../../locales/bulk/en.ts';
import { bulkId } from '../../locales/bulk/id.ts';
import { bulkZh } from '../../locales/bulk/zh.ts';

/** A text of the spreadsheet top-up's own catalogue. */
export type BulkTextKey = keyof typeof bulkId;

/**
 * The spreadsheet top-up's and the upload history's texts (XLS-01..XLS-05) in their own chunks: only
 * `/prabayar/topupByExcel` and `/report/uploads` read them, and the app's first-load budget has no room for them.
 */
export const { useAreaText: useBulkText } = createAreaCatalogue({ id: bulkId, en: bulkEn, zh: bulkZh }, 'excel.intro');
