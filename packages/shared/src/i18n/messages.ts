import type { Locale } from './locales.ts';

/**
 * Messages that both the server and the web show: error codes and form-validation messages. The specification's
 * exact wording is the Indonesian or English text of a key. Placeholders are `{name}`.
 */
const id = {
  validation_failed: 'Data yang diberikan tidak valid.',
  csrf_token_invalid: 'Sesi halaman telah kedaluwarsa. Muat ulang halaman lalu coba lagi.',
  not_authenticated: 'Not Authenticated, Please Login!',
  unauthorized_access: 'Unauthorized Access!',
  too_many_requests: 'Gagal Mendapatkan Data. Coba Dalam Waktu 1 Menit.',
  max_pin_attempts: 'Anda telah mencapai batas maksimum percobaan PIN. Coba lagi nanti.',
  not_found: 'Halaman atau data tidak ditemukan.',
  tenant_not_found: 'Situs ini tidak terdaftar.',
  module_disabled: 'Fitur ini tidak aktif untuk situs ini.',
  payload_too_large: 'Data yang dikirim terlalu besar.',
  unsupported_media_type: 'Format data tidak didukung.',
  bad_request: 'Permintaan tidak valid.',
  internal_error: 'Terjadi kesalahan',
  service_unavailable: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
  'validation.invalid': '{field} tidak valid.',
  'validation.required': '{field} wajib diisi.',
  'validation.min_length': '{field} minimal {min} karakter.',
  'validation.max_length': '{field} maksimal {max} karakter.',
  'validation.length': '{field} harus {length} karakter.',
  'validation.number': '{field} harus berupa angka.',
  'validation.integer': '{field} harus berupa bilangan bulat.',
  'validation.min_value': '{field} minimal {min}.',
  'validation.max_value': '{field} maksimal {max}.',
  'validation.between': '{field} harus di antara {min} dan {max}.',
  'validation.format': 'Format {field} salah.',
  'validation.email': '{field} harus berupa alamat email yang valid.',
  'validation.size_kb': 'Ukuran {field} harus di bawah {size} KB.',
  'validation.alpha_num_spaces': '{field} hanya boleh berisi huruf, angka dan spasi.',
  'validation.factor_of_thousands': '{field} harus kelipatan 1000.',
  'validation.date': '{field} harus berupa tanggal yang valid.',
  'validation.after': '{field} harus setelah {target}.',
  'validation.before': '{field} harus sebelum {target}.',
  'validation.after_or_equal': '{field} harus sama dengan atau setelah {target}.',
  'validation.before_or_equal': '{field} harus sama dengan atau sebelum {target}.',
  'validation.confirmed': 'Konfirmasi {field} tidak cocok.',
  'validation.one_of': '{field} harus salah satu dari pilihan yang tersedia.',
  'validation.type': '{field} memiliki tipe data yang salah.',
  'validation.unknown_field': 'Kolom {field} tidak dikenal.',
  'validation.json': 'Isi permintaan bukan JSON yang valid.',
} as const;

export type MessageKey = keyof typeof id;
type Catalogue = Record<MessageKey, string>;

const en: Catalogue = {
  validation_failed: 'The given data was invalid.',
  csrf_token_invalid: 'This page has expired. Reload the page and try again.',
  not_authenticated: 'Not Authenticated, Please Login!',
  unauthorized_access: 'Unauthorized Access!',
  too_many_requests: 'Failed to get data. Try again in 1 minute.',
  max_pin_attempts: 'You have reached the maximum PIN attempts. Try again later.',
  not_found: 'The page or data was not found.',
  tenant_not_found: 'This site is not registered.',
  module_disabled: 'This feature is switched off for this site.',
  payload_too_large: 'The data sent is too large.',
  unsupported_media_type: 'This data format is not supported.',
  bad_request: 'The request is not valid.',
  internal_error: 'Error occured, please try again.',
  service_unavailable: 'The service is unavailable. Try again shortly.',
  'validation.invalid': '{field} is not valid.',
  'validation.required': 'The {field} field is required.',
  'validation.min_length': '{field} must be at least {min} characters.',
  'validation.max_length': '{field} may not be greater than {max} characters.',
  'validation.length': '{field} must be {length} characters.',
  'validation.number': '{field} must be a number.',
  'validation.integer': '{field} must be an integer.',
  'validation.min_value': '{field} must be at least {min}.',
  'validation.max_value': '{field} may not be greater than {max}.',
  'validation.between': '{field} must be between {min} and {max}.',
  'validation.format': 'The {field} format is wrong.',
  'validation.email': '{field} must be a valid email address.',
  'validation.size_kb': '{field} must be smaller than {size} KB.',
  'validation.alpha_num_spaces': '{field} may only contain letters, numbers and spaces.',
  'validation.factor_of_thousands': '{field} must be a multiple of 1000.',
  'validation.date': '{field} must be a valid date.',
  'validation.after': '{field} must be after {target}.',
  'validation.before': '{field} must be before {target}.',
  'validation.after_or_equal': '{field} must be on or after {target}.',
  'validation.before_or_equal': '{field} must be on or before {target}.',
  'validation.confirmed': 'The {field} confirmation does not match.',
  'validation.one_of': '{field} must be one of the available choices.',
  'validation.type': '{field} has the wrong type.',
  'validation.unknown_field': 'The field {field} is not recognised.',
  'validation.json': 'The request body is not valid JSON.',
};

const zh: Catalogue = {
  validation_failed: '提交的数据无效。',
  csrf_token_invalid: '页面已过期。请刷新页面后重试。',
  not_authenticated: '未登录，请先登录！',
  unauthorized_access: '无权访问！',
  too_many_requests: '获取数据失败。请在 1 分钟后重试。',
  max_pin_attempts: '您已达到 PIN 尝试次数上限，请稍后再试。',
  not_found: '找不到该页面或数据。',
  tenant_not_found: '该网站未注册。',
  module_disabled: '此功能在本网站已关闭。',
  payload_too_large: '发送的数据过大。',
  unsupported_media_type: '不支持此数据格式。',
  bad_request: '请求无效。',
  internal_error: '发生错误，请重试。',
  service_unavailable: '服务暂时不可用，请稍后再试。',
  'validation.invalid': '{field} 无效。',
  'validation.required': '{field} 为必填项。',
  'validation.min_length': '{field} 至少需要 {min} 个字符。',
  'validation.max_length': '{field} 不能超过 {max} 个字符。',
  'validation.length': '{field} 必须为 {length} 个字符。',
  'validation.number': '{field} 必须是数字。',
  'validation.integer': '{field} 必须是整数。',
  'validation.min_value': '{field} 不能小于 {min}。',
  'validation.max_value': '{field} 不能大于 {max}。',
  'validation.between': '{field} 必须介于 {min} 和 {max} 之间。',
  'validation.format': '{field} 格式错误。',
  'validation.email': '{field} 必须是有效的电子邮件地址。',
  'validation.size_kb': '{field} 必须小于 {size} KB。',
  'validation.alpha_num_spaces': '{field} 只能包含字母、数字和空格。',
  'validation.factor_of_thousands': '{field} 必须是 1000 的倍数。',
  'validation.date': '{field} 必须是有效日期。',
  'validation.after': '{field} 必须晚于 {target}。',
  'validation.before': '{field} 必须早于 {target}。',
  'validation.after_or_equal': '{field} 必须等于或晚于 {target}。',
  'validation.before_or_equal': '{field} 必须等于或早于 {target}。',
  'validation.confirmed': '{field} 确认不一致。',
  'validation.one_of': '{field} 必须是可用选项之一。',
  'validation.type': '{field} 的数据类型错误。',
  'validation.unknown_field': '无法识别字段 {field}。',
  'validation.json': '请求内容不是有效的 JSON。',
};

export const messages: Record<Locale, Catalogue> = { id, en, zh };

export function isMessageKey(key: string): key is MessageKey {
  return key in id;
}

/** Translates a message key; unknown keys fall back to '{field} is not valid.' as the specification says (VAL-01). */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const catalogue = messages[locale];
  const template = isMessageKey(key) ? catalogue[key] : catalogue['validation.invalid'];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
}
