import type { Locale } from './locales.ts';
import { enMessages } from './messages-en.ts';
import type { MessageCatalogue, MessageKey } from './messages-id.ts';
import { idMessages } from './messages-id.ts';
import { zhMessages } from './messages-zh.ts';

export type { MessageKey } from './messages-id.ts';

/** The shared messages of every language (messages-id.ts says what they are); the web app imports them one by one. */
export const messages: Record<Locale, MessageCatalogue> = { id: idMessages, en: enMessages, zh: zhMessages };

/** Names of form fields as people read them, for the `{field}` of validation messages. */
const fieldLabels: Record<Locale, Record<string, string>> = {
  id: {
    customer_no: 'Nomor pelanggan',
    ref_id: 'ID transaksi',
    name: 'Nama',
    email: 'Email',
    phone: 'Nomor HP',
    password: 'Password',
    password_confirmation: 'Konfirmasi password',
    referral_code: 'Kode referral',
    login: 'Nomor HP atau email',
    old_password: 'Password lama',
    pin: 'PIN',
    pin_confirmation: 'Konfirmasi PIN',
    old_pin: 'PIN lama',
    code: 'Kode',
    number: 'Nomor',
    amount: 'Nominal',
    method: 'Metode pembayaran',
    holder_name: 'Nama pemilik rekening',
    hp: 'Nomor HP',
    note: 'Catatan',
    search: 'Pencarian',
    province: 'Provinsi',
    city: 'Kota',
    district: 'Kecamatan',
    sub_district: 'Kelurahan',
    postcode: 'Kode pos',
    detail: 'Detail alamat',
    avatar: 'Foto',
    token: 'Token',
    deposit_date: 'Tanggal deposit',
    approved_amount: 'Nominal disetujui',
    type: 'Jenis',
    font_size: 'Ukuran huruf',
    corner_roundness: 'Sudut',
    product_code: 'Kode produk',
    destination: 'Nomor tujuan',
    order_number: 'Nomor order',
    selling_price: 'Harga jual',
    markup: 'Markup',
    meter: 'Nomor meter',
    request_id: 'ID permintaan',
    prices: 'Harga',
    paper_width: 'Lebar kertas',
    show_address: 'Tampilkan alamat',
    shop_name: 'Nama toko',
    file: 'File',
  },
  en: {
    customer_no: 'Customer number',
    ref_id: 'Transaction id',
    name: 'name',
    email: 'email',
    phone: 'phone number',
    password: 'password',
    password_confirmation: 'password confirmation',
    referral_code: 'referral code',
    login: 'phone or email',
    old_password: 'old password',
    pin: 'PIN',
    pin_confirmation: 'PIN confirmation',
    old_pin: 'old PIN',
    code: 'code',
    number: 'number',
    amount: 'amount',
    method: 'payment method',
    holder_name: 'account holder name',
    hp: 'phone number',
    note: 'note',
    search: 'search',
    province: 'province',
    city: 'city',
    district: 'district',
    sub_district: 'sub-district',
    postcode: 'postcode',
    detail: 'address detail',
    avatar: 'photo',
    token: 'token',
    deposit_date: 'deposit date',
    approved_amount: 'approved amount',
    type: 'type',
    font_size: 'font size',
    corner_roundness: 'corner roundness',
    product_code: 'Product code',
    destination: 'Destination number',
    order_number: 'Order number',
    selling_price: 'Selling price',
    markup: 'Markup',
    meter: 'Meter number',
    request_id: 'Request id',
    prices: 'Prices',
    paper_width: 'Paper width',
    show_address: 'Show address',
    shop_name: 'Shop name',
    file: 'file',
  },
  zh: {
    customer_no: '客户号码',
    ref_id: '交易编号',
    name: '姓名',
    email: '邮箱',
    phone: '手机号',
    password: '密码',
    password_confirmation: '确认密码',
    referral_code: '推荐码',
    login: '手机号或邮箱',
    old_password: '旧密码',
    pin: 'PIN',
    pin_confirmation: '确认 PIN',
    old_pin: '旧 PIN',
    code: '验证码',
    number: '号码',
    amount: '金额',
    method: '支付方式',
    holder_name: '账户持有人姓名',
    hp: '手机号',
    note: '备注',
    search: '搜索',
    province: '省份',
    city: '城市',
    district: '区',
    sub_district: '街道',
    postcode: '邮编',
    detail: '详细地址',
    avatar: '头像',
    token: '令牌',
    deposit_date: '充值日期',
    approved_amount: '批准金额',
    type: '类型',
    font_size: '字号',
    corner_roundness: '圆角',
    product_code: '产品代码',
    destination: '目标号码',
    order_number: '订单号',
    selling_price: '售价',
    markup: '加价',
    meter: '电表号',
    request_id: '请求编号',
    prices: '价格',
    paper_width: '纸张宽度',
    show_address: '显示地址',
    shop_name: '店铺名称',
    file: '文件',
  },
};

/** A field's name in the locale; unknown fields read as their key with spaces (`sub_district` → `sub district`). */
export function fieldLabel(locale: Locale, field: string): string {
  return fieldLabels[locale][field] ?? field.replace(/[_.]/g, ' ');
}

export function isMessageKey(key: string): key is MessageKey {
  return key in idMessages;
}

/** Translates a message key; unknown keys fall back to '{field} is not valid.' as the specification says (VAL-01). */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const catalogue = messages[locale];
  const template = isMessageKey(key) ? catalogue[key] : catalogue['validation.invalid'];
  const text = template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
  // A message that starts with a field name starts with a capital letter.
  return text.charAt(0).toUpperCase() + text.slice(1);
}
