import type { ReportName } from '@konter/shared/contracts/reports';
import { reportNames } from '@konter/shared/contracts/reports';

/** The report screens: the centre, and one tab per report under /account/laporan (NAV-11). */
export const reportCentrePath = '/report';
export const reportBasePath = '/account/laporan';

export const reportScreenPaths: Record<ReportName, string> = {
  prabayar: `${reportBasePath}/transaksi`,
  pascabayar: `${reportBasePath}/pasca`,
  deposit: `${reportBasePath}/deposit`,
  cashback: `${reportBasePath}/cashback-balance`,
  'transaksi-agen': `${reportBasePath}/transaksi-agen`,
  agen: `${reportBasePath}/agen`,
  utang: `${reportBasePath}/utang`,
  toko: `${reportBasePath}/toko`,
};

/** The tabs in the order they are shown; the agent tab only to accounts that have agents. */
export const reportTabs: readonly ReportName[] = reportNames;
export const conditionalReports: readonly ReportName[] = ['transaksi-agen', 'agen', 'utang', 'toko'];

export function visibleReportTabs(
  availability:
    { agent_transactions: boolean; agent_debt?: boolean | undefined; shop?: boolean | undefined } | undefined,
): ReportName[] {
  return reportTabs.filter(
    (name) =>
      // The network's purchases and its list (RPT-01 agent list) once the account has agents and may see them.
      ((name !== 'transaksi-agen' && name !== 'agen') || availability?.agent_transactions === true) &&
      // The agent debt report only where the tenant lends to agents, to agents and masters (AGT-06).
      (name !== 'utang' || availability?.agent_debt === true) &&
      // The shop's sales only to its admins, where the shop is on (RPT-01 shop).
      (name !== 'toko' || availability?.shop === true),
  );
}

export const receiptPathOf = (name: 'prabayar' | 'pascabayar', refId: string) =>
  `/receipt/${name}/${encodeURIComponent(refId)}`;
