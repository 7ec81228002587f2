import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AgentListReport,
  AgentTransactionReport,
  CashbackReport,
  DebtReport,
  DepositReport,
  ExportFormat,
  ReportName,
  ShopReport,
  TransactionReport,
} from '@konter/shared/contracts/reports';
import {
  agentListReportResponseSchema,
  agentTransactionReportResponseSchema,
  cashbackReportResponseSchema,
  debtReportResponseSchema,
  depositReportResponseSchema,
  reportAvailabilitySchema,
  reportPaths,
  shopReportResponseSchema,
  transactionReportResponseSchema,
} from '@konter/shared/contracts/reports';
import type { ResponseSchema } from '../../../lib/api-client.ts';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';
import type { ReportFilters, ReportRequestQuery } from '../report-filters.ts';
import { exportRequestQuery, reportRequestQuery } from '../report-filters.ts';
import { reportKeys } from './keys.ts';

/** What each report answers: one page of rows, its meta and the totals of the whole filter. */
export type ReportResponses = {
  prabayar: TransactionReport;
  pascabayar: TransactionReport;
  deposit: DepositReport;
  cashback: CashbackReport;
  'transaksi-agen': AgentTransactionReport;
  agen: AgentListReport;
  utang: DebtReport;
  toko: ShopReport;
};

const paths: Record<ReportName, string> = {
  prabayar: reportPaths.prepaid,
  pascabayar: reportPaths.postpaid,
  deposit: reportPaths.deposit,
  cashback: reportPaths.cashback,
  'transaksi-agen': reportPaths.agentTransactions,
  agen: reportPaths.agentList,
  utang: reportPaths.debt,
  toko: reportPaths.shop,
};

const schemas: { [Name in ReportName]: ResponseSchema<ReportResponses[Name]> } = {
  prabayar: transactionReportResponseSchema,
  pascabayar: transactionReportResponseSchema,
  deposit: depositReportResponseSchema,
  cashback: cashbackReportResponseSchema,
  'transaksi-agen': agentTransactionReportResponseSchema,
  agen: agentListReportResponseSchema,
  utang: debtReportResponseSchema,
  toko: shopReportResponseSchema,
};

/** GET report/{name}: one page of a report for its filters. */
export async function fetchReport<Name extends ReportName>(
  name: Name,
  query: ReportRequestQuery,
): Promise<ReportResponses[Name]> {
  return apiClient.get(paths[name], { query, schema: schemas[name] });
}

/** The report for the filters in the URL; the previous page stays on screen while the next one loads. */
export function useReport<Name extends ReportName>(name: Name, filters: ReportFilters) {
  const query = reportRequestQuery(filters);
  return useQuery({
    queryKey: reportKeys.report(name, query),
    queryFn: () => fetchReport(name, query),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Which conditional reports the account has: the agent tab shows once someone registered with its code. */
export function useReportAvailability() {
  return useQuery({
    queryKey: reportKeys.availability,
    queryFn: () => apiClient.get(reportPaths.available, { schema: reportAvailabilitySchema }),
    staleTime: 60_000,
  });
}

/**
 * Where the browser downloads a report as a file: a plain link (the session cookie goes with it), holding exactly
 * the filters on screen and every page of them.
 */
export function reportExportUrl(name: ReportName, filters: ReportFilters, format: ExportFormat): string {
  return apiUrl(reportPaths.export(name), exportRequestQuery(filters, format));
}
