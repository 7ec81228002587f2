import { describe, expect, it } from 'vitest';
import { defaultNameCheckSkus, parseTenantSettings } from './settings.ts';

describe('tenant settings', () => {
  it('gives every default from an empty row', () => {
    const settings = parseTenantSettings({});
    expect(settings.catalogueSettings).toEqual({
      sameNumberDailyLimit: 1,
      persistentNumber: true,
      persistentPassword: false,
      pricing: {
        member: { percent: 2, minimum: 200 },
        agent: { percent: 1, minimum: 100 },
        master: { percent: 0.5, minimum: 50 },
      },
      processingTimeoutMinutes: 1440,
      excelTrxLimit: 1000,
      excelFileRowLimit: 100,
      nameCheckSkus: defaultNameCheckSkus,
      // §1: the cashback wallet and the agent's loan pay purchases only where the tenant offers them.
      payFromCashback: false,
      payFromLoan: false,
    });
    expect(settings.depositSettings.settings).toEqual({
      cd: false,
      currency: 'IDR',
      locale: 'id-ID',
      allow_custom_nominals: true,
      allow_deposit_transfer: false,
      pay_external_payment_fee: true,
      min_topup: 10_000,
    });
    expect(settings.depositSettings.nominals[0]).toBe(10_000);
    expect(settings.contact).toEqual({ whatsapp: null, email: null });
    expect(settings.liveChat).toEqual({ isEnable: false, embedId: null });
    expect(settings.features).toEqual({ shop: false, ppob: true });
    expect(settings.menu.kind).toBe('groups');
  });

  it('completes a partial object field by field and keeps what the tenant set', () => {
    const settings = parseTenantSettings({
      catalogueSettings: { sameNumberDailyLimit: 2, pricing: { agent: { percent: 3 } }, nameCheckSkus: { dana: 'x' } },
      depositSettings: { settings: { min_topup: 20_000 } },
    });
    expect(settings.catalogueSettings.sameNumberDailyLimit).toBe(2);
    expect(settings.catalogueSettings.pricing.agent).toEqual({ percent: 3, minimum: 100 });
    expect(settings.catalogueSettings.pricing.member).toEqual({ percent: 2, minimum: 200 });
    expect(settings.catalogueSettings.nameCheckSkus).toEqual({ ...defaultNameCheckSkus, dana: 'x' });
    expect(settings.depositSettings.settings.min_topup).toBe(20_000);
    expect(settings.depositSettings.settings.currency).toBe('IDR');
  });

  it('refuses a setting of the wrong kind', () => {
    expect(() => parseTenantSettings({ catalogueSettings: { sameNumberDailyLimit: 0 } })).toThrow();
    expect(() => parseTenantSettings({ features: { shop: 'yes' } })).toThrow();
  });
});
