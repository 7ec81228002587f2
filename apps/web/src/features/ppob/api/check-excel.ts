import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { cataloguePaths, checkExcelResponseSchema } from '@konter/shared/contracts/ppob';
import { apiClient } from '../../../lib/api-client.ts';
import { excelAccessOnce } from '../session-memory.ts';
import { catalogueKeys } from './catalogue.ts';

export type ExcelAccess = z.infer<typeof checkExcelResponseSchema>;

/**
 * POST prabayar/checkExcel (NAV-18, XLS-01): may this account top up from a spreadsheet, and how many rows. Asked
 * once per session and kept in memory; a failed check is not kept.
 */
export function checkExcelAccess(): Promise<ExcelAccess> {
  return excelAccessOnce(() =>
    apiClient.post(cataloguePaths.checkExcel, undefined, { schema: checkExcelResponseSchema, clearAlerts: false }),
  );
}

export function useExcelAccess(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.excel,
    queryFn: checkExcelAccess,
    staleTime: Infinity,
    retry: false,
    enabled,
  });
}
