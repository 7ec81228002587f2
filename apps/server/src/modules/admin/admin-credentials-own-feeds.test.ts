import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depositSchema } from '@konter/shared/contracts/deposits';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestBrowser, type TestContext } from '../../test/test-app.ts';
import { depositJobs } from '../deposits/index.ts';
import { sendWhatsAppJob } from '../notifications/index.ts';

/*
 * Issue 17 (ADM-01): a tenant's own bank mutation feed and WhatsApp Business account. The back office tests them
 * against the provider, and once saved the app uses them for that tenant only: the poller reads its feed with its
 * token, its messages go from its number. Without one the installation's are used, as before.
 */
const listUrl = '/api/v1/admin/tenant/credentials';
const providerUrl = (provider: string) => `${listUrl}/${provider}`;
const testUrl = (provider: string) => `${listUrl}/${provider}/test`;
const bcaAccount = '8720012345';
const [, matchBankTransfersJob] = depositJobs;

let ctx: TestContext;
let konterAdmin: Buyer;
let mitraAdmin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  konterAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
  mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

type AuditRow = { action: string; details: Record<string, unknown> };
async function credentialAudit(admin: Buyer): Promise<Record<string, unknown>[]> {
  const response = await admin.browser.get('/api/v1/admin/audit?action=admin.tenant.credentials');
  return (response.json().data as AuditRow[])
    .filter((row) => row.action === 'admin.tenant.credentials')
    .map((row) => row.details);
}

async function bankTopUp(browser: TestBrowser, amount: number) {
  const response = await browser.post('/api/v1/deposit/topup', {
    provider: 'bank',
    method: 'bca',
    amount,
    holder_name: 'Siti Aminah',
  });
  expect(response.statusCode, response.body).toBe(201);
  return depositSchema.parse(response.json().data);
}
const statusOf = async (browser: TestBrowser, code: string) =>
  depositSchema.parse((await browser.get(`/api/v1/deposit/topup/${code}`)).json().data).status;

describe('test connection', () => {
  it('[ADM-01] the bank feed and WhatsApp answer a good key, refuse a wrong one as an answer, in the admin’s language', async () => {
    ctx.simulators.whatsapp.addAccount('wa-mitra-token-0001', '100000000000777');
    konterAdmin.browser.locale = 'en';
    const bank = await konterAdmin.browser.post(testUrl('bank_feed'), {
      secrets: { accessToken: ctx.simulators.bank.token },
    });
    expect(bank.json().data).toEqual({ ok: true, detail: 'Moota accepted the key.' });
    const whatsapp = await konterAdmin.browser.post(testUrl('whatsapp'), {
      secrets: { accessToken: 'wa-mitra-token-0001', phoneNumberId: '100000000000777' },
    });
    expect(whatsapp.json().data).toEqual({ ok: true, detail: 'WhatsApp Business accepted the key.' });

    konterAdmin.browser.locale = 'id';
    for (const [provider, secrets] of [
      ['bank_feed', { accessToken: 'wrong-mutation-token' }],
      ['whatsapp', { accessToken: 'wrong-wa-token', phoneNumberId: '100000000000777' }],
    ] as const) {
      const refused = await konterAdmin.browser.post(testUrl(provider), { secrets });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json().data).toMatchObject({ ok: false, code: 'unauthorized' });
      expect(refused.json().data.reason).toMatch(/menolak kunci ini/);
      expect(refused.body).not.toContain(secrets.accessToken);
    }
    // A good token with another account's number: the API refuses the request, not the key.
    const otherNumber = await konterAdmin.browser.post(testUrl('whatsapp'), {
      secrets: { accessToken: 'wa-mitra-token-0001', phoneNumberId: ctx.simulators.whatsapp.phoneNumberId },
    });
    expect(otherNumber.json().data).toMatchObject({ ok: false, code: 'rejected' });
    konterAdmin.browser.locale = 'zh';
    const missing = await konterAdmin.browser.post(testUrl('whatsapp'), { secrets: { accessToken: 'x' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['secrets.phoneNumberId']).toBeDefined();
    konterAdmin.browser.locale = undefined;
  });
});

describe('the tenant’s own accounts in use', () => {
  it('[ADM-01] the bank feed poller reads the tenant’s feed with its own token, and the installation’s again once removed', async () => {
    ctx.clock.set('2026-12-02T02:00:00.000Z'); // 09:00 in Jakarta
    // A token of the service that reads no account of Konter's: with it, the poller sees no transfer.
    ctx.simulators.bank.addToken('konter-blind-token', []);
    const saved = await konterAdmin.browser.request('PUT', providerUrl('bank_feed'), {
      label: 'Moota Konter',
      secrets: { accessToken: 'konter-blind-token' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const user = await buyer(ctx, { deposit: 0 });
    const deposit = await bankTopUp(user.browser, 60_000);
    ctx.simulators.bank.addCredit({ accountNumber: bcaAccount, amount: deposit.charged, description: 'TRSF' });
    await ctx.queue.runNow(matchBankTransfersJob, {});
    expect(await statusOf(user.browser, deposit.code)).toBe('pending');

    // Its own token that reads its BCA account: the transfer is matched.
    ctx.simulators.bank.addToken('konter-own-token', [bcaAccount]);
    await konterAdmin.browser.request('PUT', providerUrl('bank_feed'), {
      label: 'Moota Konter',
      secrets: { accessToken: 'konter-own-token' },
    });
    await ctx.queue.runNow(matchBankTransfersJob, {});
    expect(await statusOf(user.browser, deposit.code)).toBe('paid');

    // A token the service refuses fails that tenant's poll only, never the job.
    await konterAdmin.browser.request('PUT', providerUrl('bank_feed'), {
      label: 'Moota Konter',
      secrets: { accessToken: 'revoked-token' },
    });
    await expect(ctx.queue.runNow(matchBankTransfersJob, {})).resolves.not.toThrow();

    // Removed: the installation's token reads the feed again.
    await konterAdmin.browser.request('DELETE', providerUrl('bank_feed'));
    const again = await bankTopUp(user.browser, 45_000);
    ctx.simulators.bank.addCredit({ accountNumber: bcaAccount, amount: again.charged, description: 'TRSF 2' });
    await ctx.queue.runNow(matchBankTransfersJob, {});
    expect(await statusOf(user.browser, again.code)).toBe('paid');

    expect(await credentialAudit(konterAdmin)).toEqual(
      expect.arrayContaining([
        { provider: 'bank_feed', label: 'Moota Konter', change: 'set' },
        { provider: 'bank_feed', label: 'Moota Konter', change: 'removed' },
      ]),
    );
    await expectLedgerClean(ctx);
  });

  it('[ADM-01] WhatsApp messages of a tenant with its own account go from its number; another tenant’s from the installation’s', async () => {
    ctx.simulators.whatsapp.addAccount('wa-mitra-token-0002', '100000000000888');
    const saved = await mitraAdmin.browser.request('PUT', providerUrl('whatsapp'), {
      label: 'WA Mitra',
      secrets: { accessToken: 'wa-mitra-token-0002', phoneNumberId: '100000000000888' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await mitraAdmin.browser.post(testUrl('whatsapp'), {})).json().data.ok).toBe(true);

    const mitraUser = await buyer(ctx, { tenant: 'mitra', phoneVerified: false, deposit: 0 });
    expect((await mitraUser.browser.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
    expect(ctx.simulators.whatsapp.to(mitraUser.phone)[0]?.from).toBe('100000000000888');
    // A notification's WhatsApp copy too (the channels job names the tenant).
    await ctx.queue.runNow(sendWhatsAppJob, {
      to: mitraUser.phone,
      body: 'Transaksi berhasil',
      tenantId: mitraUser.tenantId,
    });
    expect(ctx.simulators.whatsapp.to(mitraUser.phone)[0]).toMatchObject({
      from: '100000000000888',
      body: 'Transaksi berhasil',
    });

    const konterUser = await buyer(ctx, { phoneVerified: false, deposit: 0 });
    expect((await konterUser.browser.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
    expect(ctx.simulators.whatsapp.to(konterUser.phone)[0]?.from).toBe(ctx.simulators.whatsapp.phoneNumberId);

    await mitraAdmin.browser.request('DELETE', providerUrl('whatsapp'));
    const later = await buyer(ctx, { tenant: 'mitra', phoneVerified: false, deposit: 0 });
    expect((await later.browser.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
    expect(ctx.simulators.whatsapp.to(later.phone)[0]?.from).toBe(ctx.simulators.whatsapp.phoneNumberId);
    const audit = await credentialAudit(mitraAdmin);
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        { provider: 'whatsapp', label: 'WA Mitra', change: 'set' },
        { provider: 'whatsapp', label: 'WA Mitra', change: 'removed' },
      ]),
    );
  });
});
