import type { Cn23Category, Cn23Status } from '@konter/shared/contracts/cn23';
import type { Locale } from '@konter/shared/i18n/locales';

/**
 * The words of the CN23 report's file (.xlsx / .csv) in the language of the person downloading it; like the parcel
 * report's words (`logistics-report-words.ts`) they live with the server because only the file uses them.
 */
const id = {
  title: 'Laporan CN23',
  headers: {
    created: 'Tanggal',
    number: 'Nomor CN23',
    awb: 'No. Resi (AWB)',
    courier: 'Kurir',
    recipient: 'Penerima',
    country: 'Negara Tujuan',
    category: 'Kategori',
    status: 'Status',
    items: 'Jumlah Barang',
    weight: 'Berat Bersih (gram)',
    currency: 'Mata Uang',
    value: 'Nilai',
  },
  total: 'Total',
  declarations: '{count} deklarasi',
  filter: { period: 'Periode', until: 's/d', made: 'Dibuat' },
  status: {
    draft: 'Draf',
    submitted: 'Diajukan',
    cleared: 'Selesai clearance',
    held: 'Ditahan',
    cancelled: 'Dibatalkan',
  } satisfies Record<Cn23Status, string>,
  category: {
    gift: 'Hadiah',
    documents: 'Dokumen',
    commercial_sample: 'Sampel dagang',
    returned_goods: 'Barang kembalian',
    sale_of_goods: 'Penjualan barang',
    other: 'Lainnya',
  } satisfies Record<Cn23Category, string>,
};
export type Cn23ReportWords = typeof id;

const en: Cn23ReportWords = {
  title: 'CN23 Report',
  headers: {
    created: 'Date',
    number: 'CN23 Number',
    awb: 'AWB',
    courier: 'Courier',
    recipient: 'Addressee',
    country: 'Destination Country',
    category: 'Category',
    status: 'Status',
    items: 'Items',
    weight: 'Net Weight (grams)',
    currency: 'Currency',
    value: 'Value',
  },
  total: 'Total',
  declarations: '{count} declarations',
  filter: { period: 'Period', until: 'to', made: 'Made' },
  status: { draft: 'Draft', submitted: 'Submitted', cleared: 'Cleared', held: 'Held', cancelled: 'Cancelled' },
  category: {
    gift: 'Gift',
    documents: 'Documents',
    commercial_sample: 'Commercial sample',
    returned_goods: 'Returned goods',
    sale_of_goods: 'Sale of goods',
    other: 'Other',
  },
};

const zh: Cn23ReportWords = {
  title: 'CN23 报告',
  headers: {
    created: '日期',
    number: 'CN23 编号',
    awb: '运单号',
    courier: '快递',
    recipient: '收件人',
    country: '目的国家',
    category: '类别',
    status: '状态',
    items: '物品数量',
    weight: '净重（克）',
    currency: '币种',
    value: '价值',
  },
  total: '合计',
  declarations: '{count} 份申报',
  filter: { period: '期间', until: '至', made: '生成时间' },
  status: { draft: '草稿', submitted: '已提交', cleared: '已清关', held: '被扣留', cancelled: '已取消' },
  category: {
    gift: '礼品',
    documents: '文件',
    commercial_sample: '商业样品',
    returned_goods: '退回货物',
    sale_of_goods: '销售货物',
    other: '其他',
  },
};

const byLocale: Record<Locale, Cn23ReportWords> = { id, en, zh };

export function cn23ReportWords(locale: Locale): Cn23ReportWords {
  return byLocale[locale];
}
