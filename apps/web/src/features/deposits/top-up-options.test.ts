import { describe, expect, it } from 'vitest';
import { computeTopUpFee } from '@konter/shared/fees/deposit-fees';
import { sampleDepositSettings } from './testing/fixtures.ts';
import { feePreview, findOption, methodGroups, topUpBodyFor } from './top-up-options.ts';

const groups = methodGroups(sampleDepositSettings());
const option = (key: string) => {
  const found = findOption(groups, key);
  if (!found) throw new Error(`no option ${key}`);
  return found;
};

describe('top-up method options', () => {
  it('[DEP-02] groups the tenant banks first, then each gateway in the server order', () => {
    expect(groups.bank.map((entry) => entry.key)).toEqual(['bank:bca']);
    expect(groups.xendit.map((entry) => entry.method)).toContain('qris');
    expect(groups.midtrans.map((entry) => entry.method)).toContain('gopay');
    const unknown = methodGroups({ banks: [], methods: [{ provider: 'xendit', method: 'bitcoin' }] });
    expect(unknown.xendit).toEqual([]);
  });

  it.each([
    ['xendit:qris', 50_000],
    ['xendit:bca', 50_000],
    ['xendit:dana', 123_000],
    ['midtrans:creditcard', 75_000],
    ['midtrans:alfamart', 20_000],
    ['midtrans:shopeepay', 1_000_000],
  ])('[DEP-04] the preview of %s for %i is the shared fee table’s', (key, amount) => {
    const choice = option(key);
    if (choice.provider === 'bank') throw new Error('gateway expected');
    expect(feePreview(choice, amount, true)).toEqual(computeTopUpFee(amount, choice.provider, choice.method));
  });

  it('[DEP-04] no fee when the tenant pays it, none for a bank transfer, none without an amount', () => {
    expect(feePreview(option('xendit:bca'), 50_000, false)).toEqual({
      amount: 50_000,
      baseFee: 0,
      vat: 0,
      fee: 0,
      charged: 50_000,
    });
    expect(feePreview(option('bank:bca'), 50_000, true)).toBeNull();
    expect(feePreview(option('xendit:qris'), null, true)).toBeNull();
    expect(feePreview(option('xendit:qris'), 0, true)).toBeNull();
  });

  it('[DEP-03] a bank transfer carries the account holder name; a gateway does not', () => {
    expect(topUpBodyFor(option('bank:bca'), 50_000, 'Budi')).toEqual({
      provider: 'bank',
      method: 'bca',
      amount: 50_000,
      holder_name: 'Budi',
    });
    expect(topUpBodyFor(option('midtrans:gopay'), 50_000, 'Budi')).toEqual({
      provider: 'midtrans',
      method: 'gopay',
      amount: 50_000,
    });
  });
});
