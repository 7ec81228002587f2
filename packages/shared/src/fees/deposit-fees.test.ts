import { describe, expect, it } from 'vitest';
import {
  computeTopUpFee,
  DepositFeeError,
  depositMethodIds,
  depositPaymentMethodSchema,
  feeRuleFor,
  isMultipleOfThousand,
  midtransMethods,
  paymentProviders,
  roundFeeFraction,
  offeredNominals,
  validateTopUpAmount,
  xenditMethods,
} from './deposit-fees.ts';
import type { DepositMethodId, FeeRowLabel, FeeRuleOptions, PaymentProvider } from './deposit-fees.ts';

/** Runs `run` and returns the DepositFeeError it throws (fails the test when it throws nothing or something else). */
function depositFeeErrorOf(run: () => unknown): DepositFeeError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DepositFeeError);
    return error as DepositFeeError;
  }
  throw new Error('expected a DepositFeeError');
}

/** Every provider/method pair, plus Midtrans shopeepay flagged as not qris. */
const allMethods: Array<[PaymentProvider, DepositMethodId, FeeRuleOptions]> = [
  ...xenditMethods.map((method): [PaymentProvider, DepositMethodId, FeeRuleOptions] => ['xendit', method, {}]),
  ...midtransMethods.map((method): [PaymentProvider, DepositMethodId, FeeRuleOptions] => ['midtrans', method, {}]),
  ['midtrans', 'shopeepay', { shopeepayNotQris: true }],
];

describe('roundFeeFraction', () => {
  it.each([
    [0n, 1n, 0n],
    [44n, 100n, 0n], // 0.44
    [45n, 100n, 1n], // exactly 0.45
    [9n, 20n, 1n], // exactly 0.45, other denominator
    [4499n, 10_000n, 0n], // 0.4499
    [4_499_999_999n, 10_000_000_000n, 0n], // 0.4499999999
    [45_000_000_001n, 100_000_000_000n, 1n], // 0.45000000001
    [144n, 100n, 1n], // 1.44
    [145n, 100n, 2n], // 1.45
    [149n, 100n, 2n], // 1.49: the 0.45 rule rounds up where half-up at 0.5 would not
    [150n, 100n, 2n], // 1.5
    [199n, 100n, 2n], // 1.99
    [200n, 100n, 2n], // exact
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [10n ** 30n * 100n + 45n, 100n, 10n ** 30n + 1n], // far beyond float precision
    [10n ** 30n * 100n + 44n, 100n, 10n ** 30n],
  ])('[DEP-04] rounds %i/%i to %i (up from a fraction of 0.45)', (numerator, denominator, expected) => {
    expect(roundFeeFraction(numerator, denominator)).toBe(expected);
  });

  it.each([
    [1n, 0n],
    [1n, -100n],
    [-45n, 100n],
  ])('[DEP-04] refuses %i/%i', (numerator, denominator) => {
    expect(() => roundFeeFraction(numerator, denominator)).toThrow(RangeError);
  });
});

describe('payment methods', () => {
  it('[DEP-04] lists the two providers and their method ids', () => {
    expect(paymentProviders).toEqual(['xendit', 'midtrans']);
    expect(depositMethodIds.xendit).toEqual(xenditMethods);
    expect(depositMethodIds.midtrans).toEqual(midtransMethods);
    expect(new Set(xenditMethods).size).toBe(xenditMethods.length);
    expect(new Set(midtransMethods).size).toBe(midtransMethods.length);
  });

  it.each(allMethods)('[DEP-04] the schema accepts %s %s', (provider, method) => {
    expect(depositPaymentMethodSchema.parse({ provider, method })).toEqual({ provider, method });
  });

  it.each([
    [{ provider: 'xendit', method: 'gopay' }],
    [{ provider: 'xendit', method: 'bca_va' }],
    [{ provider: 'midtrans', method: 'ovo' }],
    [{ provider: 'midtrans', method: 'bca' }],
    [{ provider: 'doku', method: 'qris' }],
    [{ provider: 'xendit' }],
    [{ method: 'qris' }],
    [{ provider: 'xendit', method: 'QRIS' }],
    ['xendit:qris'],
  ])('[DEP-04] the schema refuses %j', (input) => {
    expect(depositPaymentMethodSchema.safeParse(input).success).toBe(false);
  });
});

describe('feeRuleFor', () => {
  const rows: Array<[PaymentProvider, DepositMethodId, FeeRowLabel, number, number, boolean]> = [
    // provider, method, row, rate numerator (over 10 000), fixed, vat
    ['xendit', 'dana', 'xendit.dana', 150, 0, true],
    ['xendit', 'ovo', 'xendit.dana', 150, 0, true],
    ['xendit', 'linkaja', 'xendit.dana', 150, 0, true],
    ['xendit', 'shopeepay', 'xendit.shopeepay', 200, 0, false],
    ['xendit', 'qris', 'xendit.qris', 70, 0, false],
    ['xendit', 'bca', 'xendit.bank_transfer', 0, 4000, true],
    ['xendit', 'bri', 'xendit.bank_transfer', 0, 4000, true],
    ['xendit', 'bni', 'xendit.bank_transfer', 0, 4000, true],
    ['xendit', 'mandiri', 'xendit.bank_transfer', 0, 4000, true],
    ['xendit', 'permata', 'xendit.bank_transfer', 0, 4000, true],
    ['midtrans', 'creditcard', 'midtrans.creditcard', 290, 2200, false],
    ['midtrans', 'gopay', 'midtrans.gopay', 200, 0, false],
    ['midtrans', 'shopeepay', 'midtrans.qris', 70, 0, false],
    ['midtrans', 'qris', 'midtrans.qris', 70, 0, false],
    ['midtrans', 'alfamart', 'midtrans.counter', 0, 5000, false],
    ['midtrans', 'indomaret', 'midtrans.counter', 0, 5000, false],
    ['midtrans', 'kredivo', 'midtrans.kredivo', 200, 0, false],
    ['midtrans', 'dana', 'midtrans.dana', 167, 0, false],
    ['midtrans', 'bank_transfer', 'midtrans.bank_transfer', 0, 4480, false],
    ['midtrans', 'bca_va', 'midtrans.bank_transfer', 0, 4480, false],
    ['midtrans', 'bni_va', 'midtrans.bank_transfer', 0, 4480, false],
    ['midtrans', 'bri_va', 'midtrans.bank_transfer', 0, 4480, false],
    ['midtrans', 'permata_va', 'midtrans.bank_transfer', 0, 4480, false],
    ['midtrans', 'mandiri_bill', 'midtrans.bank_transfer', 0, 4480, false],
  ];

  it('[DEP-04] the table covers every method id', () => {
    expect(rows.map(([provider, method]) => `${provider}.${method}`)).toEqual(
      allMethods.filter(([, , options]) => !options.shopeepayNotQris).map(([p, m]) => `${p}.${m}`),
    );
  });

  it.each(rows)(
    '[DEP-04] %s %s is billed on row %s (rate %i/10000, fixed %i, vat %s)',
    (p, m, label, rate, fixed, vat) => {
      expect(feeRuleFor(p, m)).toEqual({ rateNumerator: rate, rateDenominator: 10_000, fixed, vat, rowLabel: label });
    },
  );

  it('[DEP-04] midtrans shopeepay is treated as qris (0.007) by default and uses its own 0.02 row when flagged shopeepayNotQris', () => {
    expect(feeRuleFor('midtrans', 'shopeepay').rowLabel).toBe('midtrans.qris');
    expect(feeRuleFor('midtrans', 'shopeepay', { shopeepayNotQris: false }).rowLabel).toBe('midtrans.qris');
    expect(feeRuleFor('midtrans', 'shopeepay', { shopeepayNotQris: true })).toEqual({
      rateNumerator: 200,
      rateDenominator: 10_000,
      fixed: 0,
      vat: false,
      rowLabel: 'midtrans.shopeepay',
    });
  });

  it('[DEP-04] the shopeepayNotQris flag changes nothing for xendit shopeepay nor for other midtrans methods', () => {
    expect(feeRuleFor('xendit', 'shopeepay', { shopeepayNotQris: true })).toEqual(feeRuleFor('xendit', 'shopeepay'));
    expect(feeRuleFor('midtrans', 'qris', { shopeepayNotQris: true }).rowLabel).toBe('midtrans.qris');
    expect(feeRuleFor('midtrans', 'gopay', { shopeepayNotQris: true }).rowLabel).toBe('midtrans.gopay');
  });

  it('[DEP-04] returns a copy that callers cannot use to change the table', () => {
    const rule = feeRuleFor('xendit', 'bca');
    rule.fixed = 1;
    expect(feeRuleFor('xendit', 'bca').fixed).toBe(4000);
  });

  it.each([
    ['xendit', 'gopay', 'unknown_method'],
    ['xendit', 'bca_va', 'unknown_method'],
    ['midtrans', 'ovo', 'unknown_method'],
    ['midtrans', 'toString', 'unknown_method'],
    ['xendit', '__proto__', 'unknown_method'],
    ['xendit', '', 'unknown_method'],
    ['doku', 'qris', 'unknown_provider'],
    ['constructor', 'qris', 'unknown_provider'],
  ])('[DEP-04] %s %j throws a DepositFeeError %s', (provider, method, code) => {
    const error = depositFeeErrorOf(() => feeRuleFor(provider as PaymentProvider, method as DepositMethodId));
    expect(error.code).toBe(code);
    expect(error.name).toBe('DepositFeeError');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('computeTopUpFee', () => {
  // Expected values by hand. The exact fee is amount·p / (q − p) + fixed for rate p/q; e.g. dana at Xendit is
  // 0.015 = 150/10000, so 10 000 · 150 / 9850 = 30000/197 = 152.28… → 152, VAT 152 · 11/100 = 16.72 → 17.
  // provider, method, amount, baseFee, vat, fee, charged; comment: the exact base fee.
  const table: Array<[PaymentProvider, DepositMethodId, number, number, number, number, number]> = [
    ['xendit', 'dana', 10_000, 152, 17, 169, 10_169], // 30000/197 = 152.2843; VAT 16.72
    ['xendit', 'dana', 100_000, 1523, 168, 1691, 101_691], // 300000/197 = 1522.8426; VAT 167.53
    ['xendit', 'dana', 1_000_000, 15228, 1675, 16903, 1_016_903], // 3000000/197 = 15228.4264; VAT 1675.08
    ['xendit', 'shopeepay', 10_000, 204, 0, 204, 10_204], // 10000/49 = 204.0816
    ['xendit', 'shopeepay', 100_000, 2041, 0, 2041, 102_041], // 100000/49 = 2040.8163
    ['xendit', 'shopeepay', 1_000_000, 20408, 0, 20408, 1_020_408], // 1000000/49 = 20408.1633
    ['xendit', 'qris', 10_000, 71, 0, 71, 10_071], // 70000/993 = 70.4935: 0.49 ≥ 0.45 rounds up
    ['xendit', 'qris', 50_000, 353, 0, 353, 50_353], // 350000/993 = 352.4673
    ['xendit', 'qris', 100_000, 705, 0, 705, 100_705], // 700000/993 = 704.9345
    ['xendit', 'qris', 1_000_000, 7049, 0, 7049, 1_007_049], // 7000000/993 = 7049.3454
    ['xendit', 'bca', 10_000, 4000, 440, 4440, 14_440], // fixed 4000, VAT exactly 440
    ['xendit', 'bca', 1_000_000, 4000, 440, 4440, 1_004_440],
    ['xendit', 'bri', 50_000, 4000, 440, 4440, 54_440],
    ['xendit', 'bri', 100_000, 4000, 440, 4440, 104_440],
    ['xendit', 'bni', 10_000, 4000, 440, 4440, 14_440],
    ['xendit', 'bni', 100_000, 4000, 440, 4440, 104_440],
    ['xendit', 'mandiri', 10_000, 4000, 440, 4440, 14_440],
    ['xendit', 'mandiri', 100_000, 4000, 440, 4440, 104_440],
    ['xendit', 'permata', 10_000, 4000, 440, 4440, 14_440],
    ['xendit', 'permata', 100_000, 4000, 440, 4440, 104_440],
    ['midtrans', 'creditcard', 10_000, 2499, 0, 2499, 12_499], // 2200 + 290000/971 = 2498.6612
    ['midtrans', 'creditcard', 100_000, 5187, 0, 5187, 105_187], // 2200 + 2900000/971 = 5186.6117
    ['midtrans', 'creditcard', 1_000_000, 32066, 0, 32066, 1_032_066], // 2200 + 29000000/971 = 32066.1174
    ['midtrans', 'gopay', 10_000, 204, 0, 204, 10_204], // 10000/49 = 204.0816
    ['midtrans', 'gopay', 100_000, 2041, 0, 2041, 102_041], // 100000/49 = 2040.8163
    ['midtrans', 'gopay', 1_000_000, 20408, 0, 20408, 1_020_408],
    ['midtrans', 'qris', 10_000, 71, 0, 71, 10_071], // 70000/993 = 70.4935
    ['midtrans', 'qris', 100_000, 705, 0, 705, 100_705],
    ['midtrans', 'qris', 1_000_000, 7049, 0, 7049, 1_007_049],
    ['midtrans', 'alfamart', 10_000, 5000, 0, 5000, 15_000],
    ['midtrans', 'alfamart', 1_000_000, 5000, 0, 5000, 1_005_000],
    ['midtrans', 'indomaret', 50_000, 5000, 0, 5000, 55_000],
    ['midtrans', 'indomaret', 100_000, 5000, 0, 5000, 105_000],
    ['midtrans', 'kredivo', 10_000, 204, 0, 204, 10_204], // 10000/49
    ['midtrans', 'kredivo', 50_000, 1020, 0, 1020, 51_020], // 50000/49 = 1020.4082
    ['midtrans', 'kredivo', 1_000_000, 20408, 0, 20408, 1_020_408],
    ['midtrans', 'dana', 10_000, 170, 0, 170, 10_170], // 1670000/9833 = 169.8363
    ['midtrans', 'dana', 50_000, 849, 0, 849, 50_849], // 8350000/9833 = 849.1813
    ['midtrans', 'dana', 100_000, 1698, 0, 1698, 101_698], // 16700000/9833 = 1698.3627
    ['midtrans', 'dana', 1_000_000, 16984, 0, 16984, 1_016_984], // 167000000/9833 = 16983.6266
    ['midtrans', 'bank_transfer', 10_000, 4480, 0, 4480, 14_480],
    ['midtrans', 'bank_transfer', 1_000_000, 4480, 0, 4480, 1_004_480],
    ['midtrans', 'bca_va', 50_000, 4480, 0, 4480, 54_480],
    ['midtrans', 'bca_va', 100_000, 4480, 0, 4480, 104_480],
    ['midtrans', 'bni_va', 10_000, 4480, 0, 4480, 14_480],
    ['midtrans', 'bni_va', 100_000, 4480, 0, 4480, 104_480],
    ['midtrans', 'bri_va', 10_000, 4480, 0, 4480, 14_480],
    ['midtrans', 'bri_va', 100_000, 4480, 0, 4480, 104_480],
    ['midtrans', 'permata_va', 10_000, 4480, 0, 4480, 14_480],
    ['midtrans', 'permata_va', 100_000, 4480, 0, 4480, 104_480],
    ['midtrans', 'mandiri_bill', 10_000, 4480, 0, 4480, 14_480],
    ['midtrans', 'mandiri_bill', 100_000, 4480, 0, 4480, 104_480],
  ];

  it.each(table)(
    '[DEP-04] %s %s on %i: base fee %i + VAT %i = fee %i, charged %i',
    (provider, method, amount, baseFee, vat, fee, charged) => {
      expect(computeTopUpFee(amount, provider, method)).toEqual({ amount, baseFee, vat, fee, charged });
    },
  );

  it.each([
    [10_000, 71, 10_071], // qris row: 70000/993 = 70.4935
    [100_000, 705, 100_705], // qris row: 700000/993 = 704.9345
  ])(
    '[DEP-04] midtrans shopeepay (treated as qris unless flagged) on %i costs the qris fee %i',
    (amount, fee, charged) => {
      expect(computeTopUpFee(amount, 'midtrans', 'shopeepay')).toEqual({ amount, baseFee: fee, vat: 0, fee, charged });
      expect(computeTopUpFee(amount, 'midtrans', 'shopeepay')).toEqual(computeTopUpFee(amount, 'midtrans', 'qris'));
    },
  );

  it.each([
    [10_000, 204, 10_204], // own row 0.02: 10000/49 = 204.0816
    [1_000_000, 20408, 1_020_408], // 1000000/49 = 20408.1633
  ])(
    '[DEP-04] midtrans shopeepay flagged shopeepayNotQris on %i uses its own 0.02 row: fee %i',
    (amount, fee, charged) => {
      const result = computeTopUpFee(amount, 'midtrans', 'shopeepay', { shopeepayNotQris: true });
      expect(result).toEqual({ amount, baseFee: fee, vat: 0, fee, charged });
    },
  );

  it.each([10_000, 37_000, 72_000, 100_000, 131_000, 1_000_000])(
    '[DEP-04] xendit ovo and linkaja cost what dana costs on %i',
    (amount) => {
      const dana = computeTopUpFee(amount, 'xendit', 'dana');
      expect(computeTopUpFee(amount, 'xendit', 'ovo')).toEqual(dana);
      expect(computeTopUpFee(amount, 'xendit', 'linkaja')).toEqual(dana);
    },
  );

  it.each(allMethods)(
    '[DEP-04] VAT of %s %s is 11%% of the base fee only for xendit outside qris and shopeepay',
    (p, m, o) => {
      const withVat = p === 'xendit' && m !== 'qris' && m !== 'shopeepay';
      for (const amount of [10_000, 100_000, 1_000_000]) {
        const { baseFee, vat, fee } = computeTopUpFee(amount, p, m, o);
        expect(vat).toBe(withVat ? Number(roundFeeFraction(BigInt(baseFee) * 11n, 100n)) : 0);
        if (withVat) expect(vat).toBeGreaterThan(0);
        expect(fee).toBe(baseFee + vat);
      }
    },
  );

  describe('rounding at the 0.45 threshold', () => {
    // The exact base fee is a multiple of 1/197 (xendit dana), 1/49 (0.02 rows), 1/993 (qris), 1/971 (creditcard)
    // or 1/9833 (midtrans dana). None of these denominators is a multiple of 20, so the base fee's fraction is never
    // exactly 0.45: the amounts below give the closest fractions on each side. Exactly 0.45 happens in the VAT
    // step (next table) and in roundFeeFraction's own table.
    const edges: Array<[PaymentProvider, DepositMethodId, number, number, string]> = [
      // provider, method, amount, expected base fee, exact base fee
      ['xendit', 'dana', 95, 1, '285/197 = 1 + 88/197 = 1.44670'],
      ['xendit', 'dana', 161, 3, '483/197 = 2 + 89/197 = 2.45178'],
      ['xendit', 'dana', 72_000, 1096, '216000/197 = 1096 + 88/197 = 1096.44670'],
      ['xendit', 'dana', 37_000, 564, '111000/197 = 563 + 89/197 = 563.45178'],
      ['xendit', 'shopeepay', 22, 0, '22/49 = 0.44898'],
      ['xendit', 'shopeepay', 23, 1, '23/49 = 0.46939'],
      ['xendit', 'shopeepay', 6000, 122, '6000/49 = 122 + 22/49 = 122.44898'],
      ['xendit', 'shopeepay', 33_000, 674, '33000/49 = 673 + 23/49 = 673.46939'],
      ['midtrans', 'gopay', 6000, 122, '6000/49 = 122.44898'],
      ['midtrans', 'gopay', 33_000, 674, '33000/49 = 673.46939'],
      ['xendit', 'qris', 773, 5, '5411/993 = 5 + 446/993 = 5.449144'],
      ['xendit', 'qris', 915, 7, '6405/993 = 6 + 447/993 = 6.450151'],
      ['xendit', 'qris', 536_000, 3778, '3752000/993 = 3778 + 446/993 = 3778.449144'],
      ['midtrans', 'qris', 840_000, 5922, '5880000/993 = 5921 + 447/993 = 5921.450151'],
      ['midtrans', 'creditcard', 82, 2202, '2200 + 2378/971 = 2202 + 436/971 = 2202.449022'],
      ['midtrans', 'creditcard', 149, 2205, '2200 + 4321/971 = 2204 + 437/971 = 2204.450051'],
      ['midtrans', 'creditcard', 639_000, 21284, '2200 + 18531000/971 = 21284 + 436/971 = 21284.449022'],
      ['midtrans', 'creditcard', 273_000, 10354, '2200 + 7917000/971 = 10353 + 437/971 = 10353.450051'],
      ['midtrans', 'dana', 7151, 121, '1194217/9833 = 121 + 4424/9833 = 121.4499136'],
      ['midtrans', 'dana', 5679, 97, '948393/9833 = 96 + 4425/9833 = 96.4500153'],
      ['midtrans', 'dana', 1_988_000, 33763, '331996000/9833 = 33763 + 4421/9833 = 33763.4496085'],
      ['midtrans', 'dana', 1_194_000, 20279, '199398000/9833 = 20278 + 4426/9833 = 20278.4501170'],
    ];

    it.each(edges)('[DEP-04] %s %s on %i: base fee %i (exact %s)', (provider, method, amount, baseFee) => {
      expect(computeTopUpFee(amount, provider, method).baseFee).toBe(baseFee);
    });

    it.each([
      // amount, base fee, VAT, exact VAT
      [131_000, 1995, 220, '1995 · 11/100 = 219.45 exactly (a float 1995 * 0.11 gives 219.4499…)'],
      [125_000, 1904, 209, '1904 · 11/100 = 209.44'],
      [91_000, 1386, 153, '1386 · 11/100 = 152.46'],
      [6238, 95, 11, '95 · 11/100 = 10.45 exactly'],
    ])('[DEP-04] xendit dana on %i: base fee %i, VAT %i (%s)', (amount, baseFee, vat) => {
      expect(computeTopUpFee(amount, 'xendit', 'dana')).toEqual({
        amount,
        baseFee,
        vat,
        fee: baseFee + vat,
        charged: amount + baseFee + vat,
      });
    });
  });

  it.each([[0], [-1000], [1000.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53], [Number.MAX_SAFE_INTEGER]])(
    '[DEP-04] refuses the amount %d with a DepositFeeError invalid_amount',
    (amount) => {
      expect(depositFeeErrorOf(() => computeTopUpFee(amount, 'xendit', 'bca')).code).toBe('invalid_amount');
    },
  );

  it('[DEP-04] refuses an unknown method with a DepositFeeError unknown_method', () => {
    const error = depositFeeErrorOf(() => computeTopUpFee(10_000, 'xendit', 'gopay' as DepositMethodId<'xendit'>));
    expect(error.code).toBe('unknown_method');
  });

  describe.each(allMethods)('[DEP-04] properties of %s %s %j over 1000..2 000 000', (provider, method, options) => {
    const amounts: number[] = [];
    for (let amount = 1000; amount <= 2_000_000; amount += 1000) amounts.push(amount);
    const results = amounts.map((amount) => computeTopUpFee(amount, provider, method, options));
    const rule = feeRuleFor(provider, method, options);

    it('[DEP-04] charged = amount + fee, fee = baseFee + vat, all whole and non-negative', () => {
      results.forEach((result, index) => {
        expect(result.amount).toBe(amounts[index]);
        expect(result.charged).toBe(result.amount + result.fee);
        expect(result.fee).toBe(result.baseFee + result.vat);
        for (const value of [result.baseFee, result.vat, result.fee, result.charged]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
      });
    });

    it('[DEP-04] the fee never decreases as the amount grows', () => {
      let previous = { fee: 0, baseFee: 0 };
      for (const result of results) {
        expect(result.fee).toBeGreaterThanOrEqual(previous.fee);
        expect(result.baseFee).toBeGreaterThanOrEqual(previous.baseFee);
        previous = result;
      }
    });

    it('[DEP-04] the base fee is the exact fee rounded with the 0.45 rule (off by more than -0.45, at most +0.55)', () => {
      const p = BigInt(rule.rateNumerator);
      const kept = BigInt(rule.rateDenominator) - p;
      results.forEach((result) => {
        // exact = numerator / kept; 100 · (baseFee − exact) · kept must lie in (−45 · kept, 55 · kept].
        const numerator = BigInt(result.amount) * p + BigInt(rule.fixed) * kept;
        const scaledError = 100n * (BigInt(result.baseFee) * kept - numerator);
        expect(scaledError > -45n * kept && scaledError <= 55n * kept).toBe(true);
        const expectedVat = rule.vat ? roundFeeFraction(BigInt(result.baseFee) * 11n, 100n) : 0n;
        expect(BigInt(result.vat)).toBe(expectedVat);
      });
    });
  });
});

describe('isMultipleOfThousand', () => {
  it.each([
    [1000, true],
    [10_000, true],
    [2_000_000, true],
    [0, true],
    [1500, false],
    [999, false],
    [10_001, false],
    [1000.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('[DEP-05] %d is a multiple of 1000: %s', (amount, expected) => {
    expect(isMultipleOfThousand(amount)).toBe(expected);
  });
});

describe('validateTopUpAmount', () => {
  const nominals = [5000, 10_000, 20_000, 50_000, 100_000];
  const custom = { minTopup: 10_000, allowCustom: true, nominals };
  const listedOnly = { minTopup: 10_000, allowCustom: false, nominals };

  it.each([
    [10_000, custom],
    [15_000, custom],
    [1_000_000, custom],
    [50_000, listedOnly],
  ])('[DEP-05] accepts %i with %j', (amount, settings) => {
    expect(validateTopUpAmount(amount, settings)).toBeNull();
  });

  it.each([[10_500], [999], [1000.5], [Number.NaN]])('[DEP-05] refuses %d: not a multiple of 1000', (amount) => {
    expect(validateTopUpAmount(amount, custom)).toEqual({ key: 'validation.factor_of_thousands', params: {} });
    expect(validateTopUpAmount(amount, listedOnly)).toEqual({ key: 'validation.factor_of_thousands', params: {} });
  });

  it.each([[9000], [1000], [0], [-10_000]])(
    '[DEP-05] refuses the custom nominal %i below min_topup 10000',
    (amount) => {
      expect(validateTopUpAmount(amount, custom)).toEqual({ key: 'validation.min_value', params: { min: 10_000 } });
    },
  );

  it('[DEP-05] min_topup bounds every top-up: a listed nominal below it is neither offered nor accepted', () => {
    expect(offeredNominals(nominals, 10_000)).toEqual([10_000, 20_000, 50_000, 100_000]);
    expect(offeredNominals([10_000, 20_000, 50_000], 20_000)).toEqual([20_000, 50_000]);
    expect(validateTopUpAmount(5000, custom)).toEqual({ key: 'validation.min_value', params: { min: 10_000 } });
    expect(validateTopUpAmount(5000, listedOnly)).toEqual({ key: 'validation.min_value', params: { min: 10_000 } });
    expect(validateTopUpAmount(10_000, { minTopup: 20_000, allowCustom: true, nominals: [10_000, 20_000] })).toEqual({
      key: 'validation.min_value',
      params: { min: 20_000 },
    });
  });

  it('[DEP-05] the minimum follows the tenant min_topup', () => {
    const settings = { minTopup: 25_000, allowCustom: true, nominals: [] };
    expect(validateTopUpAmount(24_000, settings)).toEqual({ key: 'validation.min_value', params: { min: 25_000 } });
    expect(validateTopUpAmount(25_000, settings)).toBeNull();
  });

  it('[DEP-05] a custom nominal is at least 1000 even when min_topup is 0', () => {
    const settings = { minTopup: 0, allowCustom: true, nominals: [] };
    expect(validateTopUpAmount(0, settings)).toEqual({ key: 'validation.min_value', params: { min: 1000 } });
    expect(validateTopUpAmount(1000, settings)).toBeNull();
  });

  it.each([[15_000], [200_000], [30_000]])(
    '[DEP-05] refuses %i when custom nominals are not allowed and it is not listed',
    (amount) => {
      expect(validateTopUpAmount(amount, listedOnly)).toEqual({ key: 'deposit.nominal_not_available', params: {} });
    },
  );
});
