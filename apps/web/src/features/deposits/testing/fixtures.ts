import type { Deposit, DepositSettingsResponse } from '@konter/shared/contracts/deposits';
import { midtransMethods, xenditMethods } from '@konter/shared/fees/deposit-fees';

/** Sample data in the shapes of @konter/shared/contracts/deposits. Only tests import this file. */
export function sampleDepositSettings(
  overrides: Partial<DepositSettingsResponse['settings']> = {},
): DepositSettingsResponse {
  return {
    nominals: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000],
    banks: [{ code: 'bca', name: 'BCA', account_number: '8720012345', account_holder: 'PT Konter Pulsa Nusantara' }],
    virtuals: [],
    settings: {
      cd: false,
      currency: 'IDR',
      locale: 'id-ID',
      allow_custom_nominals: true,
      allow_deposit_transfer: false,
      pay_external_payment_fee: true,
      min_topup: 10_000,
      ...overrides,
    },
    methods: [
      ...xenditMethods.map((method) => ({ provider: 'xendit' as const, method })),
      ...midtransMethods.map((method) => ({ provider: 'midtrans' as const, method })),
    ],
  };
}

export function sampleDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    code: 'DEPABCDEFGH23',
    amount: 50_000,
    fee: 353,
    unique_code: 0,
    charged: 50_353,
    provider: 'xendit',
    method: 'qris',
    holder_name: null,
    status: 'pending',
    payment_url: 'http://127.0.0.1:4999/web/inv-1',
    bank: null,
    process_date: null,
    expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    paid_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function sampleBankDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return sampleDeposit({
    amount: 100_000,
    fee: 0,
    unique_code: 488,
    charged: 100_488,
    provider: 'bank',
    method: 'bca',
    holder_name: 'Budi Santoso',
    payment_url: null,
    bank: { code: 'bca', name: 'BCA', account_number: '8720012345', account_holder: 'PT Konter Pulsa Nusantara' },
    process_date: '2026-01-01',
    ...overrides,
  });
}
