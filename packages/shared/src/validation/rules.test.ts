import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { fieldLabel, translate } from '../i18n/messages.ts';
import * as rules from './rules.ts';

/** The message a user reads for the first issue of `input`, with the field `note` as its label. */
function messageOf(schema: z.ZodType, input: unknown, locale: Locale, field = 'note'): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return 'no issue';
  const params = (issue as { params?: { messageKey?: string; messageParams?: Record<string, string | number> } })
    .params;
  const label = fieldLabel(locale, issue.path.length > 0 ? String(issue.path[0]) : field);
  return translate(locale, params?.messageKey ?? 'validation.invalid', { field: label, ...params?.messageParams });
}

const file = (name: string, type: string, size: number, extra: { width?: number; height?: number } = {}) => ({
  name,
  type,
  size,
  ...extra,
});

type Row = {
  rule: string;
  check: rules.RuleCheck;
  good: unknown[];
  bad: unknown;
  messages: Record<Locale, string>;
};

const valueRows: Row[] = [
  {
    rule: 'alpha',
    check: rules.alpha(),
    good: ['Budi', 'Señor', ''],
    bad: 'Budi1',
    messages: {
      id: 'Catatan hanya boleh berisi huruf.',
      en: 'Note may only contain letters.',
      zh: '备注 只能包含字母。',
    },
  },
  {
    rule: 'alpha_dash',
    check: rules.alphaDash(),
    good: ['kode_promo-1'],
    bad: 'kode promo',
    messages: {
      id: 'Catatan hanya boleh berisi huruf, angka, tanda hubung dan garis bawah.',
      en: 'Note may only contain letters, numbers, dashes and underscores.',
      zh: '备注 只能包含字母、数字、连字符和下划线。',
    },
  },
  {
    rule: 'alpha_num',
    check: rules.alphaNum(),
    good: ['Toko88'],
    bad: 'Toko 88',
    messages: {
      id: 'Catatan hanya boleh berisi huruf dan angka.',
      en: 'Note may only contain letters and numbers.',
      zh: '备注 只能包含字母和数字。',
    },
  },
  {
    rule: 'alpha_spaces',
    check: rules.alphaSpaces(),
    good: ['Budi Santoso'],
    bad: 'Budi 2',
    messages: {
      id: 'Catatan hanya boleh berisi huruf dan spasi.',
      en: 'Note may only contain letters and spaces.',
      zh: '备注 只能包含字母和空格。',
    },
  },
  {
    rule: 'alpha_num_spaces',
    check: rules.alphaNumSpaces(),
    good: ['Toko Budi 88'],
    bad: 'Toko <b>',
    messages: {
      id: 'Catatan hanya boleh berisi huruf, angka dan spasi.',
      en: 'Note may only contain letters, numbers and spaces.',
      zh: '备注 只能包含字母、数字和空格。',
    },
  },
  {
    rule: 'between',
    check: rules.between(10, 20),
    good: [10, '15', 20],
    bad: 21,
    messages: {
      id: 'Catatan harus di antara 10 dan 20.',
      en: 'Note must be between 10 and 20.',
      zh: '备注 必须介于 10 和 20 之间。',
    },
  },
  {
    rule: 'digits',
    check: rules.digits(6),
    good: ['123456'],
    bad: '12345a',
    messages: { id: 'Catatan harus 6 digit angka.', en: 'Note must be 6 digits.', zh: '备注 必须是 6 位数字。' },
  },
  {
    rule: 'dimensions',
    check: rules.dimensions({ width: 512, height: 512 }),
    good: [file('logo.png', 'image/png', 10, { width: 512, height: 512 })],
    bad: file('logo.png', 'image/png', 10, { width: 500, height: 512 }),
    messages: {
      id: 'Catatan harus berukuran 512 x 512 piksel.',
      en: 'Note must be 512 x 512 pixels.',
      zh: '备注 的尺寸必须为 512 x 512 像素。',
    },
  },
  {
    rule: 'double',
    check: rules.double(),
    good: ['12.5', '-3', 7],
    bad: '12,5',
    messages: {
      id: 'Catatan harus berupa angka desimal.',
      en: 'Note must be a decimal number.',
      zh: '备注 必须是小数。',
    },
  },
  {
    rule: 'email',
    check: rules.email(),
    good: ['budi@example.com'],
    bad: 'budi@',
    messages: {
      id: 'Catatan harus berupa alamat email yang valid.',
      en: 'Note must be a valid email address.',
      zh: '备注 必须是有效的电子邮件地址。',
    },
  },
  {
    rule: 'excluded',
    check: rules.excluded(['admin', 'root']),
    good: ['budi'],
    bad: 'admin',
    messages: { id: 'Catatan tidak boleh bernilai ini.', en: 'Note may not take this value.', zh: '备注 不能取此值。' },
  },
  {
    rule: 'oneOf',
    check: rules.oneOf(['pulsa', 'data']),
    good: ['pulsa'],
    bad: 'games',
    messages: {
      id: 'Catatan harus salah satu dari pilihan yang tersedia.',
      en: 'Note must be one of the available choices.',
      zh: '备注 必须是可用选项之一。',
    },
  },
  {
    rule: 'ext',
    check: rules.ext(['xlsx', 'csv']),
    good: [file('bulk.XLSX', 'application/octet-stream', 10)],
    bad: file('bulk.pdf', 'application/pdf', 10),
    messages: {
      id: 'Catatan harus berupa file dengan ekstensi xlsx, csv.',
      en: 'Note must be a file with the extension xlsx, csv.',
      zh: '备注 必须是扩展名为 xlsx, csv 的文件。',
    },
  },
  {
    rule: 'image',
    check: rules.image(),
    good: [file('a.jpg', 'image/jpeg', 10)],
    bad: file('a.pdf', 'application/pdf', 10),
    messages: { id: 'Catatan harus berupa gambar.', en: 'Note must be an image.', zh: '备注 必须是图片。' },
  },
  {
    rule: 'integer',
    check: rules.integer(),
    good: ['-12', 40],
    bad: '1.5',
    messages: {
      id: 'Catatan harus berupa bilangan bulat.',
      en: 'Note must be an integer.',
      zh: '备注 必须是整数。',
    },
  },
  {
    rule: 'is',
    check: rules.is('SETUJU'),
    good: ['SETUJU'],
    bad: 'setuju',
    messages: { id: 'Catatan harus bernilai SETUJU.', en: 'Note must be SETUJU.', zh: '备注 必须为 SETUJU。' },
  },
  {
    rule: 'is_not',
    check: rules.isNot('0000'),
    good: ['1234'],
    bad: '0000',
    messages: { id: 'Catatan tidak boleh bernilai 0000.', en: 'Note may not be 0000.', zh: '备注 不能为 0000。' },
  },
  {
    rule: 'length',
    check: rules.length(5),
    good: ['12345'],
    bad: '1234',
    messages: { id: 'Catatan harus 5 karakter.', en: 'Note must be 5 characters.', zh: '备注 必须为 5 个字符。' },
  },
  {
    rule: 'max',
    check: rules.max(3),
    good: ['abc'],
    bad: 'abcd',
    messages: {
      id: 'Catatan maksimal 3 karakter.',
      en: 'Note may not be greater than 3 characters.',
      zh: '备注 不能超过 3 个字符。',
    },
  },
  {
    rule: 'max_value',
    check: rules.maxValue(100),
    good: [100, '99'],
    bad: '101',
    messages: { id: 'Catatan maksimal 100.', en: 'Note may not be greater than 100.', zh: '备注 不能大于 100。' },
  },
  {
    rule: 'min',
    check: rules.min(3),
    good: ['abc'],
    bad: 'ab',
    messages: {
      id: 'Catatan minimal 3 karakter.',
      en: 'Note must be at least 3 characters.',
      zh: '备注 至少需要 3 个字符。',
    },
  },
  {
    rule: 'min_value',
    check: rules.minValue(10_000),
    good: [10_000],
    bad: 9_999,
    messages: { id: 'Catatan minimal 10000.', en: 'Note must be at least 10000.', zh: '备注 不能小于 10000。' },
  },
  {
    rule: 'mimes',
    check: rules.mimes(['image/*', 'application/pdf']),
    good: [file('a.pdf', 'application/pdf', 1), file('a.webp', 'image/webp', 1)],
    bad: file('a.txt', 'text/plain', 1),
    messages: {
      id: 'Catatan harus berupa file bertipe image/*, application/pdf.',
      en: 'Note must be a file of type image/*, application/pdf.',
      zh: '备注 必须是 image/*, application/pdf 类型的文件。',
    },
  },
  {
    rule: 'numeric',
    check: rules.numeric(),
    good: ['081234'],
    bad: '0812-34',
    messages: { id: 'Catatan harus berupa angka.', en: 'Note must be a number.', zh: '备注 必须是数字。' },
  },
  {
    rule: 'regex',
    check: rules.regex(/^\d{5}$/),
    good: ['40115'],
    bad: '4011',
    messages: { id: 'Format Catatan salah.', en: 'The note format is wrong.', zh: '备注 格式错误。' },
  },
  {
    rule: 'required',
    check: rules.required(),
    good: ['x', 0, true, ['a']],
    bad: '   ',
    messages: { id: 'Catatan wajib diisi.', en: 'The note field is required.', zh: '备注 为必填项。' },
  },
  {
    rule: 'size',
    check: rules.size(512),
    good: [file('a.png', 'image/png', 512 * 1024)],
    bad: file('a.png', 'image/png', 512 * 1024 + 1),
    messages: {
      id: 'Ukuran Catatan harus di bawah 512 KB.',
      en: 'Note must be smaller than 512 KB.',
      zh: '备注 必须小于 512 KB。',
    },
  },
  {
    rule: 'factor_of_thousands',
    check: rules.factorOfThousands(),
    good: [50_000, '1000'],
    bad: 50_500,
    messages: {
      id: 'Catatan harus kelipatan 1000.',
      en: 'Note must be a multiple of 1000.',
      zh: '备注 必须是 1000 的倍数。',
    },
  },
  {
    rule: 'date',
    check: rules.date(),
    good: ['2026-02-28', new Date('2026-01-01T00:00:00Z'), '2026-02-28T10:00:00+07:00'],
    bad: '2026-02-30',
    messages: {
      id: 'Catatan harus berupa tanggal yang valid.',
      en: 'Note must be a valid date.',
      zh: '备注 必须是有效日期。',
    },
  },
  {
    rule: 'after',
    check: rules.after('2026-01-01'),
    good: ['2026-01-02'],
    bad: '2026-01-01',
    messages: {
      id: 'Catatan harus setelah 2026-01-01.',
      en: 'Note must be after 2026-01-01.',
      zh: '备注 必须晚于 2026-01-01。',
    },
  },
  {
    rule: 'before',
    check: rules.before('2026-01-01'),
    good: ['2025-12-31'],
    bad: '2026-01-01',
    messages: {
      id: 'Catatan harus sebelum 2026-01-01.',
      en: 'Note must be before 2026-01-01.',
      zh: '备注 必须早于 2026-01-01。',
    },
  },
  {
    rule: 'after_or_equal',
    check: rules.afterOrEqual('2026-01-01'),
    good: ['2026-01-01', '2026-03-01'],
    bad: '2025-12-31',
    messages: {
      id: 'Catatan harus sama dengan atau setelah 2026-01-01.',
      en: 'Note must be on or after 2026-01-01.',
      zh: '备注 必须等于或晚于 2026-01-01。',
    },
  },
  {
    rule: 'before_or_equal',
    check: rules.beforeOrEqual(new Date('2026-01-01T00:00:00Z')),
    good: ['2026-01-01'],
    bad: '2026-01-02',
    messages: {
      id: 'Catatan harus sama dengan atau sebelum 2026-01-01.',
      en: 'Note must be on or before 2026-01-01.',
      zh: '备注 必须等于或早于 2026-01-01。',
    },
  },
];

const locales: Locale[] = ['id', 'en', 'zh'];

describe('form rules (VAL-01, VAL-02)', () => {
  describe.each(valueRows)('[VAL-01][VAL-02] $rule', ({ check, good, bad, messages }) => {
    const schema = z.unknown().check(check);
    it.each(good.map((value) => [value]))('accepts %j', (value) => {
      expect(schema.safeParse(value).success).toBe(true);
    });
    it.each(locales)('refuses the bad value with its message in %s', (locale) => {
      expect(messageOf(schema, bad, locale)).toBe(messages[locale]);
    });
  });

  it('[VAL-01] every rule but required lets an empty optional field pass', () => {
    for (const row of valueRows.filter((entry) => entry.rule !== 'required')) {
      expect(z.unknown().check(row.check).safeParse('').success, row.rule).toBe(true);
      expect(z.unknown().check(row.check).safeParse(undefined).success, row.rule).toBe(true);
    }
  });

  it('[VAL-01] a key without a translation falls back to "{field} is not valid." in every language', () => {
    const schema = z.unknown().check(z.refine(() => false, { params: { messageKey: 'validation.no_such_rule' } }));
    expect(locales.map((locale) => messageOf(schema, 'x', locale))).toEqual([
      'Catatan tidak valid.',
      'Note is not valid.',
      '备注 无效。',
    ]);
  });

  it('[VAL-01] alpha_num_spaces admits the extra characters a form names, and only those', () => {
    const name = z.string().check(rules.alphaNumSpaces({ extra: ".'-" }));
    expect(name.safeParse("Siti Nur'aini-Putri Jr.").success).toBe(true);
    expect(name.safeParse('Siti_Nur').success).toBe(false);
  });

  it.each([
    ['id', 'Pilih kecamatan dari hasil pencarian wilayah.', 'Metode pembayaran tidak tersedia.'],
    ['en', 'Choose a district from the region search.', 'This payment method is not available.'],
    ['zh', '请从地区搜索结果中选择区县。', '该支付方式不可用。'],
  ] as const)(
    '[VAL-02] required and oneOf say what a form asks for instead, in its own words (%s)',
    (locale, area, method) => {
      const areaCode = z.string().check(rules.required('shop.area_required'));
      const payment = z.string().check(rules.oneOf(['deposit', 'xendit:qris'], 'shop.payment_method_invalid'));
      expect(messageOf(areaCode, '', locale)).toBe(area);
      expect(messageOf(payment, 'cash', locale)).toBe(method);
      expect(payment.safeParse('deposit').success).toBe(true);
    },
  );

  it('[VAL-01] date reads a YYYY-MM-DD string or a Date; not a loose date text', () => {
    expect(rules.parseDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(rules.parseDate('2023-02-29')).toBeNull();
    expect(rules.parseDate('29/02/2024')).toBeNull();
    expect(rules.parseDate(new Date('nope'))).toBeNull();
  });
});

describe('form rules across fields (VAL-02)', () => {
  const signUp = z
    .object({ password: z.string(), password_confirmation: z.string() })
    .check(rules.confirmed('password'));
  it.each([
    ['id', 'Konfirmasi password tidak cocok.'],
    ['en', 'Password confirmation does not match.'],
    ['zh', '确认密码 不一致。'],
  ] as const)('[VAL-02] confirmed: the message sits on the confirmation (%s)', (locale, message) => {
    expect(signUp.safeParse({ password: 'rahasia1', password_confirmation: 'rahasia1' }).success).toBe(true);
    const result = signUp.safeParse({ password: 'rahasia1', password_confirmation: 'rahasia2' });
    expect(result.error?.issues[0]?.path).toEqual(['password_confirmation']);
    expect(messageOf(signUp, { password: 'rahasia1', password_confirmation: 'rahasia2' }, locale)).toBe(message);
  });

  const transfer = z
    .object({ method: z.string(), holder_name: z.string().optional() })
    .check(rules.requiredIf('holder_name', 'method', ['bank']));
  it.each([
    ['id', 'Nama pemilik rekening wajib diisi.'],
    ['en', 'The account holder name field is required.'],
    ['zh', '账户持有人姓名 为必填项。'],
  ] as const)(
    '[VAL-02] required_if: required only when the other field holds a listed value (%s)',
    (locale, message) => {
      expect(transfer.safeParse({ method: 'qris' }).success).toBe(true);
      expect(transfer.safeParse({ method: 'bank', holder_name: 'Budi' }).success).toBe(true);
      expect(messageOf(transfer, { method: 'bank', holder_name: ' ' }, locale)).toBe(message);
    },
  );

  const range = z.object({ from: z.string(), to: z.string() }).check(rules.dateOrder('to', 'after_or_equal', 'from'));
  it.each([
    ['id', 'Sampai tanggal harus sama dengan atau setelah 2026-03-10.'],
    ['en', 'To date must be on or after 2026-03-10.'],
    ['zh', '结束日期 必须等于或晚于 2026-03-10。'],
  ] as const)('[VAL-01] after_or_equal against another field (%s)', (locale, message) => {
    expect(range.safeParse({ from: '2026-03-10', to: '2026-03-10' }).success).toBe(true);
    expect(messageOf(range, { from: '2026-03-10', to: '2026-03-09' }, locale)).toBe(message);
  });

  const validity = z
    .object({ starts_at: z.string(), ends_at: z.string() })
    .check(rules.dateOrder('ends_at', 'after', 'starts_at', { key: 'shop.coupon_dates' }));
  it.each([
    ['id', 'Tanggal berakhir harus setelah tanggal mulai.'],
    ['en', 'The end date must be after the start date.'],
    ['zh', '结束日期必须晚于开始日期。'],
  ] as const)("[VAL-01] after between two date-times, in the form's own words (%s)", (locale, message) => {
    const start = '2026-03-10T08:00:00+07:00';
    expect(validity.safeParse({ starts_at: start, ends_at: '2026-03-10T08:00:01+07:00' }).success).toBe(true);
    expect(messageOf(validity, { starts_at: start, ends_at: start }, locale)).toBe(message);
  });
});
