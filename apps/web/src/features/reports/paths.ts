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
};

/** The tabs in the order they are shown. */
export const reportTabs: readonly ReportName[] = reportNames;

export const receiptPathOf = (name: 'prabayar' | 'pascabayar', refId: string) =>
  `/receipt/${name}/${encodeURIComponent(refId)}`;
