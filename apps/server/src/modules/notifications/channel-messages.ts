import type { Receipt } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';
import { renderNotificationText } from '@konter/shared/i18n/notification-texts';
import { formatRupiah } from '@konter/shared/money';
import { jakartaDateTime } from '@konter/shared/time/jakarta';

/** WhatsApp's language code of each app language (a template is approved per language). */
export const whatsappLanguages: Record<Locale, string> = { id: 'id', en: 'en', zh: 'zh_CN' };

/** The lines around a notification's text in an e-mail or WhatsApp message, per language. */
const frame: Record<Locale, { open: string; why: string; whatsappOff: string }> = {
  id: {
    open: 'Lihat detail: {url}',
    why: 'Email ini dikirim karena notifikasi email aktif di akun {brand} Anda. Atur di Akun › Tampilan.',
    whatsappOff: 'Atur pesan WhatsApp di Akun › Tampilan.',
  },
  en: {
    open: 'See the details: {url}',
    why: 'You receive this e-mail because e-mail notifications are on for your {brand} account. Change it under Account › Display.',
    whatsappOff: 'Choose your WhatsApp messages under Account › Display.',
  },
  zh: {
    open: '查看详情：{url}',
    why: '您收到此邮件是因为您的 {brand} 账户开启了邮件通知。可在 账户 › 显示 中更改。',
    whatsappOff: '可在 账户 › 显示 中设置 WhatsApp 消息。',
  },
};

/** The receipt's lines in a purchase e-mail, labelled as the receipt page labels them (RCP-01), per language. */
const receiptWords: Record<
  Locale,
  {
    heading: string;
    date: string;
    ref: string;
    product: string;
    provider: string;
    destination: string;
    customerName: string;
    serial: string;
    token: string;
    price: string;
    fee: string;
    total: string;
    buyingPrice: string;
    status: string;
    store: string;
    statuses: Record<Receipt['payment_status'], string>;
  }
> = {
  id: {
    heading: 'Struk',
    date: 'Tanggal',
    ref: 'No. Ref',
    product: 'Produk',
    provider: 'Provider',
    destination: 'No. Pelanggan',
    customerName: 'Nama Pelanggan',
    serial: 'SN',
    token: 'Token',
    price: 'Harga',
    fee: 'Biaya layanan',
    total: 'Total',
    buyingPrice: 'Harga beli (saldo deposit)',
    status: 'Status bayar',
    store: 'Toko',
    statuses: { success: 'Lunas', failed: 'Gagal', pending: 'Menunggu', refunded: 'Dikembalikan ke saldo' },
  },
  en: {
    heading: 'Receipt',
    date: 'Date',
    ref: 'Ref no.',
    product: 'Product',
    provider: 'Provider',
    destination: 'Customer no.',
    customerName: 'Customer name',
    serial: 'SN',
    token: 'Token',
    price: 'Price',
    fee: 'Service fee',
    total: 'Total',
    buyingPrice: 'Buying price (deposit)',
    status: 'Payment status',
    store: 'Shop',
    statuses: { success: 'Paid', failed: 'Failed', pending: 'Pending', refunded: 'Refunded to balance' },
  },
  zh: {
    heading: '收据',
    date: '日期',
    ref: '参考号',
    product: '产品',
    provider: '运营商',
    destination: '客户号码',
    customerName: '客户姓名',
    serial: '序列号',
    token: '代码',
    price: '价格',
    fee: '服务费',
    total: '合计',
    buyingPrice: '进价（余额）',
    status: '付款状态',
    store: '店铺',
    statuses: { success: '已付款', failed: '失败', pending: '处理中', refunded: '已退回余额' },
  },
};

/**
 * The receipt page's data as label/value lines (the e-mail's copy of the receipt): reference, date (Jakarta time),
 * product, destination, SN or token, price, fee, total, what the deposit paid and the payment status, then the shop.
 */
export function receiptLines(locale: Locale, receipt: Receipt): [label: string, value: string][] {
  const words = receiptWords[locale];
  const trx = receipt.transaction;
  const serial = trx.token?.value ?? (trx.serial_number?.trim() || null);
  const customerName = trx.customer_name ?? trx.token?.customer_name ?? null;
  const sold = receipt.payment_status !== 'refunded' && receipt.payment_status !== 'failed';
  const store = [receipt.store.name, receipt.store.address, receipt.store.phone].filter(Boolean).join(', ');
  return [
    [words.ref, trx.ref_id],
    [words.date, `${jakartaDateTime(new Date(trx.created_at))} WIB`],
    [words.product, trx.product_name],
    ...(trx.operator_name ? [[words.provider, trx.operator_name] as [string, string]] : []),
    [words.destination, trx.destination],
    ...(customerName ? [[words.customerName, customerName] as [string, string]] : []),
    ...(serial ? [[trx.token ? words.token : words.serial, serial] as [string, string]] : []),
    ...(sold
      ? ([
          [words.price, formatRupiah(trx.selling_price)],
          [words.fee, formatRupiah(receipt.service_fee)],
          [words.total, formatRupiah(receipt.total)],
        ] as [string, string][])
      : []),
    ...(receipt.buying_price !== null
      ? [[words.buyingPrice, formatRupiah(receipt.buying_price)] as [string, string]]
      : []),
    [words.status, words.statuses[receipt.payment_status]],
    [words.store, store],
  ];
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A notification as an e-mail (subject, text and HTML) and as a WhatsApp text, in the tenant's language, with the
 * same title and text as the inbox and push (the shared catalogue) and an absolute link to the thing it is about.
 */
export function channelMessages(
  locale: Locale,
  notification: { type: string; params: Record<string, string | number>; link: string | null },
  tenant: { brandName: string; host: string | null },
  /** A purchase's receipt: the e-mail carries its data as the receipt page shows it. */
  receipt: Receipt | null = null,
) {
  const { title, body } = renderNotificationText(locale, notification.type, notification.params);
  const words = frame[locale];
  const url = notification.link && tenant.host ? `https://${tenant.host}${notification.link}` : null;
  const openLine = url ? fill(words.open, { url }) : null;
  const why = fill(words.why, { brand: tenant.brandName });
  const subject = `${title} · ${tenant.brandName}`;
  const lines = receipt ? receiptLines(locale, receipt) : [];
  const receiptText = lines.length
    ? [
        '',
        `${receiptWords[locale].heading} · ${tenant.brandName}`,
        ...lines.map(([label, value]) => `${label}: ${value}`),
      ]
    : [];
  const text = [body, ...receiptText, openLine, '', why].filter((line) => line !== null).join('\n');
  const receiptHtml = lines.length
    ? `<table style="border-collapse:collapse;font-size:14px" aria-label="${escapeHtml(receiptWords[locale].heading)}">` +
      lines
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:2px 12px 2px 0;color:#475569;font-weight:400">${escapeHtml(label)}</th>` +
            `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>'
    : '';
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>` +
    receiptHtml +
    (url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(openLine ?? url)}</a></p>` : '') +
    `<p style="color:#64748b;font-size:12px">${escapeHtml(why)}</p></body></html>`;
  const whatsapp = [`*${tenant.brandName}* · ${title}`, body, openLine, words.whatsappOff]
    .filter((line) => line !== null)
    .join('\n');
  // A WhatsApp template's body variables {{1}}..{{4}}: brand, title, text and the link (the site when it has none).
  const whatsappParameters = [tenant.brandName, title, body, url ?? (tenant.host ? `https://${tenant.host}` : '-')];
  return { subject, text, html, whatsapp, whatsappParameters };
}
