import type { Locale } from '@konter/shared/i18n/locales';

/**
 * The words of the parcel report's file (.xlsx / .csv) in the language of the person downloading it; the screen has
 * its own locale files. Like the other reports' words, they live with the server because only the file uses them.
 */
const id = {
  title: 'Laporan Pengiriman Paket',
  adminTitle: 'Laporan Pengiriman Paket (semua agen)',
  headers: {
    day: 'Tanggal',
    courier: 'Kurir',
    shipments: 'Paket',
    fees: 'Ongkir Dipotong Deposit',
    refundCount: 'Paket Dikembalikan Dananya',
    refunds: 'Refund ke Deposit',
    netFees: 'Ongkir Bersih',
    selling: 'Harga Jual',
    margin: 'Margin',
    delivered: 'Terkirim',
    inTransit: 'Dalam Perjalanan',
    returned: 'Diretur',
    cancelled: 'Batal',
  },
  manifest: {
    title: 'Laporan Manifes',
    adminTitle: 'Laporan Manifes (semua agen)',
    headers: {
      day: 'Tanggal Buka',
      code: 'No. Manifes',
      courier: 'Kurir',
      status: 'Status',
      closedAt: 'Ditutup',
      agent: 'Agen',
      parcels: 'Paket',
      weight: 'Berat (kg)',
      fees: 'Ongkir',
      delivered: 'Terkirim',
      inTransit: 'Dalam Perjalanan',
      returned: 'Diretur',
    },
    status: { open: 'Terbuka', closed: 'Ditutup' },
  },
  total: 'Total',
  filter: {
    period: 'Periode',
    allDates: 'Semua tanggal',
    until: 's/d',
    courier: 'Kurir',
    agent: 'Agen',
    made: 'Dibuat',
  },
};
export type ParcelReportWords = typeof id;

const en: ParcelReportWords = {
  title: 'Parcel Shipments Report',
  adminTitle: 'Parcel Shipments Report (all agents)',
  headers: {
    day: 'Date',
    courier: 'Courier',
    shipments: 'Parcels',
    fees: 'Fees Taken from Deposit',
    refundCount: 'Parcels Refunded',
    refunds: 'Refunds to Deposit',
    netFees: 'Net Fees',
    selling: 'Selling Price',
    margin: 'Margin',
    delivered: 'Delivered',
    inTransit: 'In Transit',
    returned: 'Returned',
    cancelled: 'Cancelled',
  },
  manifest: {
    title: 'Manifest Report',
    adminTitle: 'Manifest Report (all agents)',
    headers: {
      day: 'Opened',
      code: 'Manifest No.',
      courier: 'Courier',
      status: 'Status',
      closedAt: 'Closed',
      agent: 'Agent',
      parcels: 'Parcels',
      weight: 'Weight (kg)',
      fees: 'Fees',
      delivered: 'Delivered',
      inTransit: 'In Transit',
      returned: 'Returned',
    },
    status: { open: 'Open', closed: 'Closed' },
  },
  total: 'Total',
  filter: {
    period: 'Period',
    allDates: 'All dates',
    until: 'to',
    courier: 'Courier',
    agent: 'Agent',
    made: 'Made',
  },
};

const zh: ParcelReportWords = {
  title: '包裹寄送报告',
  adminTitle: '包裹寄送报告（全部代理）',
  headers: {
    day: '日期',
    courier: '快递',
    shipments: '包裹数',
    fees: '从余额扣除的运费',
    refundCount: '已退款包裹',
    refunds: '退回余额',
    netFees: '净运费',
    selling: '售价',
    margin: '利润',
    delivered: '已送达',
    inTransit: '运输中',
    returned: '已退回',
    cancelled: '已取消',
  },
  manifest: {
    title: '清单报告',
    adminTitle: '清单报告（全部代理）',
    headers: {
      day: '开立日期',
      code: '清单编号',
      courier: '快递',
      status: '状态',
      closedAt: '关闭时间',
      agent: '代理',
      parcels: '包裹数',
      weight: '重量（千克）',
      fees: '运费',
      delivered: '已送达',
      inTransit: '运输中',
      returned: '已退回',
    },
    status: { open: '未关闭', closed: '已关闭' },
  },
  total: '合计',
  filter: {
    period: '期间',
    allDates: '全部日期',
    until: '至',
    courier: '快递',
    agent: '代理',
    made: '生成时间',
  },
};

const byLocale: Record<Locale, ParcelReportWords> = { id, en, zh };

export function parcelReportWords(locale: Locale): ParcelReportWords {
  return byLocale[locale];
}
