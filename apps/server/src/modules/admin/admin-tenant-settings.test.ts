import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tenantSiteSettingsSchema } from '@konter/shared/contracts/admin-tenant-settings';
import { depositSettingsSchema } from '@konter/shared/contracts/deposits';
import type { Menu } from '@konter/shared/contracts/site';
import { uploadFile, xlsxOf } from '../../test/bulk-helpers.ts';
import { onePixelPng, postMultipartFile } from '../../test/accounts-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, type Buyer } from '../../test/purchase-helpers.ts';
import type { Principal } from '../../platform/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createAdminTenantSettingsService } from './admin-tenant-settings.service.ts';

const settingsUrl = '/api/v1/admin/tenant/settings';
const logoUrl = '/api/v1/admin/tenant/logo';
const menuUrl = '/api/v1/admin/tenant/menu';

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

type AuditRow = { action: string; actor: string; details: { before: unknown; after: unknown } };
/** The newest audit row of `action` (naming `field` when given: rows of one fake-clock instant come in any order). */
async function latestAudit(admin: Buyer, action: string, field?: string): Promise<AuditRow | undefined> {
  const rows = (await admin.browser.get(`/api/v1/admin/audit?action=${action}`)).json().data as AuditRow[];
  return rows.find((row) => row.action === action && (!field || field in (row.details.after as object)));
}

async function preferencesOf(who: Buyer) {
  return (await who.browser.get('/api/v1/site/bootstrap')).json().preferences;
}

/** A multipart upload of one logo file, as the settings screen's FormData sends it. */
function uploadLogo(who: Buyer, type: string, data: Buffer, locale = 'id') {
  return postMultipartFile(ctx, who.browser, logoUrl, { field: 'logo', name: 'logo.png', type, data }, locale);
}

describe('brand and site settings', () => {
  it('[ADM-01][PLT-11] the admin reads the §3 defaults, changes the brand and site settings, and members see them at once', async () => {
    const member = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    const read = await mitraAdmin.browser.get(settingsUrl);
    expect(read.statusCode).toBe(200);
    const before = tenantSiteSettingsSchema.parse(read.json().data);
    expect(before).toMatchObject({
      brand_name: 'Mitra Cell',
      deposit_cd: false,
      deposit_currency: 'IDR',
      deposit_locale: 'id-ID',
      excel_trx_limit: 1000,
      excel_file_row_limit: 100,
    });

    const changed = await mitraAdmin.browser.request('PATCH', settingsUrl, {
      brand_name: 'Mitra Cell Baru',
      primary_color: '#7c3aed',
      live_chat_enabled: true,
      live_chat_embed_id: 'tawk-123/abc',
      agent_debt_enabled: true,
      whitelisted_email: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      brand_name: 'Mitra Cell Baru',
      primary_color: '#7c3aed',
      primary_foreground_color: before.primary_foreground_color,
      live_chat_enabled: true,
      agent_debt_enabled: true,
      whitelisted_email: null,
    });

    // What the member's app is given on its next page: the brand, its colour, live chat, agent debt, games back.
    const preferences = await preferencesOf(member);
    expect(preferences.tenant.brandName).toBe('Mitra Cell Baru');
    expect(preferences.tenant.colors.primary).toBe('#7c3aed');
    // The member's page carries the widget's script for the id (the live chat simulator's in tests).
    expect(preferences.liveChat).toEqual({
      isEnable: true,
      embedId: 'tawk-123/abc',
      scriptUrl: `${ctx.simulators.liveChat.baseUrl}/tawk-123/abc`,
    });
    expect(preferences.agentDebtEnabled).toBe(true);
    expect(JSON.stringify(preferences.menu)).toContain('games - prabayar');
    const page = await ctx.app.inject({ url: '/auth/login', headers: { host: member.browser.host } });
    expect(page.body).toContain('<title>Mitra Cell Baru</title>');

    const audit = await latestAudit(mitraAdmin, 'admin.tenant.settings', 'brand_name');
    expect(audit).toMatchObject({
      actor: mitraAdmin.accountId,
      details: {
        // Mitra Cell's demo has chat on already (PLT-11): the id is what changes.
        before: {
          brand_name: 'Mitra Cell',
          primary_color: before.primary_color,
          live_chat_embed_id: 'mitra-cell/default',
        },
        after: { brand_name: 'Mitra Cell Baru', primary_color: '#7c3aed', live_chat_embed_id: 'tawk-123/abc' },
      },
    });
    // Only what changed is in the trail.
    expect(Object.keys(audit?.details.after as object).sort()).toEqual(
      ['agent_debt_enabled', 'brand_name', 'live_chat_embed_id', 'primary_color', 'whitelisted_email'].sort(),
    );

    // The other tenant is untouched.
    const konter = (await konterAdmin.browser.get(settingsUrl)).json().data;
    expect(konter.brand_name).toBe('Konter Pulsa');
  });

  it('[ADM-01][AGT-01][AGT-03][NAV-19] agent approval, master promotion and the Android app link are set here and take effect', async () => {
    const before = (await mitraAdmin.browser.get(settingsUrl)).json().data;
    expect(before).toMatchObject({ agent_approval: 'admin', master_promotion: 'admin', android_app_url: null });
    // Konter Pulsa's demo has its Android listing; Mitra Cell offers the web app.
    expect((await konterAdmin.browser.get(settingsUrl)).json().data.android_app_url).toMatch(/^https:\/\/play\.google/);

    const listing = 'https://play.google.com/store/apps/details?id=example.mitracell';
    const changed = await mitraAdmin.browser.request('PATCH', settingsUrl, {
      agent_approval: 'automatic',
      master_promotion: 'automatic',
      android_app_url: listing,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      agent_approval: 'automatic',
      master_promotion: 'automatic',
      android_app_url: listing,
    });
    expect(await latestAudit(mitraAdmin, 'admin.tenant.settings', 'android_app_url')).toMatchObject({
      actor: mitraAdmin.accountId,
      details: {
        before: { agent_approval: 'admin', master_promotion: 'admin', android_app_url: null },
        after: { agent_approval: 'automatic', master_promotion: 'automatic', android_app_url: listing },
      },
    });

    // A member's "download app" entry reads the listing; a member who applies is an agent at once.
    const member = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    expect((await preferencesOf(member)).apps).toEqual({ androidUrl: listing });
    const applied = await member.browser.post('/api/v1/account/agen', {});
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data).toMatchObject({ role: 'agent', application: { status: 'approved' } });
    const stored = await ctx.app.services.tenants.byId(ctx.tenantIds.mitra);
    expect(stored?.agentSettings).toEqual({ agentApproval: 'automatic', masterPromotion: 'automatic' });

    // Only an https address; bad modes are field errors; cleared, the web app is offered again.
    for (const address of ['http://play.google.com/x', 'javascript:alert(1)', 'https://', 'play.google.com']) {
      const refused = await mitraAdmin.browser.request('PATCH', settingsUrl, { android_app_url: address });
      expect(refused.statusCode, address).toBe(422);
      expect(refused.json().errors.android_app_url, address).toEqual(['Format Tautan aplikasi Android salah.']);
    }
    const mode = await mitraAdmin.browser.request('PATCH', settingsUrl, { agent_approval: 'sometimes' });
    expect(mode.statusCode).toBe(422);
    expect(mode.json().errors.agent_approval).toBeDefined();
    const cleared = await mitraAdmin.browser.request('PATCH', settingsUrl, {
      agent_approval: 'admin',
      master_promotion: 'admin',
      android_app_url: null,
    });
    expect(cleared.json().data).toMatchObject({ agent_approval: 'admin', android_app_url: null });
    expect((await preferencesOf(member)).apps).toEqual({ androidUrl: null });
  });

  it('[ADM-01][XLS-02] the spreadsheet row limit the admin sets is the one an upload is held to', async () => {
    const agent = await buyer(ctx, { role: 'agent', grants: ['bulk.excel'], deposit: 0 });
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => [`0812${String(20_000_000 + index)}`, 'tsel10']);
    const set = await konterAdmin.browser.request('PATCH', settingsUrl, { excel_file_row_limit: 3 });
    expect(set.json().data.excel_file_row_limit).toBe(3);
    expect((await agent.browser.get('/api/v1/prabayar/excel/settings')).json().data.rows_per_file).toBe(3);
    const over = await uploadFile(ctx, agent, 'limit-a.xlsx', await xlsxOf(rows(4)));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.file).toEqual(['Maksimal 3 transaksi per file; file ini berisi 4.']);
    expect((await uploadFile(ctx, agent, 'limit-b.xlsx', await xlsxOf(rows(3)))).statusCode).toBe(200);

    // The deposit's minimum top-up (§3) reaches the member's top-up screen the same way.
    await konterAdmin.browser.request('PATCH', settingsUrl, { deposit_min_topup: 50_000 });
    const deposit = (await agent.browser.get('/api/v1/deposit/settings')).json().data;
    expect(deposit.settings.min_topup).toBe(50_000);
    expect(Math.min(...(deposit.nominals as number[]))).toBeGreaterThanOrEqual(50_000);
    await konterAdmin.browser.request('PATCH', settingsUrl, { excel_file_row_limit: 100, deposit_min_topup: 10_000 });
  });

  it('[ADM-01][DEP-06] the bank cut-off time the admin sets decides which day a bank transfer is processed', async () => {
    const member = await buyer(ctx, { deposit: 0 });
    const jakartaDay = (offsetDays: number) =>
      new Date(ctx.clock.now().getTime() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const bankTopUp = async (amount: number) =>
      (
        await member.browser.post('/api/v1/deposit/topup', {
          provider: 'bank',
          method: 'bca',
          amount,
          holder_name: 'Siti Aminah',
        })
      ).json().data as { process_date: string };
    expect((await konterAdmin.browser.get(settingsUrl)).json().data.deposit_bank_cutoff).toBe('21:30');
    // From midnight on, every request of the day is after the cut-off.
    const set = await konterAdmin.browser.request('PATCH', settingsUrl, { deposit_bank_cutoff: '00:00' });
    expect(set.json().data.deposit_bank_cutoff).toBe('00:00');
    expect((await bankTopUp(31_000)).process_date).toBe(jakartaDay(1));
    const bad = await konterAdmin.browser.request('PATCH', settingsUrl, { deposit_bank_cutoff: '25:00' });
    expect(bad.json().errors.deposit_bank_cutoff).toEqual(['Format Batas waktu transfer bank salah.']);
    await konterAdmin.browser.request('PATCH', settingsUrl, { deposit_bank_cutoff: '21:30' });
  });

  it('[ADM-01][RCP-02] receipt defaults print for an account that has not chosen; its own choice still wins', async () => {
    const fresh = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    const chooser = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    expect((await chooser.browser.post('/api/v1/receipt/settings', { paper_width: '58' })).statusCode).toBeLessThan(
      300,
    );
    const set = await mitraAdmin.browser.request('PATCH', settingsUrl, {
      receipt_paper_width: '80',
      receipt_font_size: 'large',
      receipt_note: 'Terima kasih, buka 08.00–21.00',
    });
    expect(set.statusCode).toBe(200);
    const settingsOf = async (who: Buyer) => (await who.browser.get('/api/v1/receipt/settings')).json().data;
    expect(await settingsOf(fresh)).toMatchObject({
      paper_width: '80',
      font_size: 'large',
      note: 'Terima kasih, buka 08.00–21.00',
      show_logo: true,
    });
    expect((await settingsOf(chooser)).paper_width).toBe('58');
    const bad = await mitraAdmin.browser.request('PATCH', settingsUrl, { receipt_paper_width: '100' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.receipt_paper_width).toBeDefined();
    expect(await latestAudit(mitraAdmin, 'admin.tenant.settings', 'receipt_paper_width')).toMatchObject({
      details: { before: { receipt_paper_width: '58' }, after: { receipt_paper_width: '80' } },
    });
  });

  it('[ADM-01] bad values are translated field errors and change nothing', async () => {
    const bad = await konterAdmin.browser.request('PATCH', settingsUrl, {
      brand_name: '',
      primary_color: 'red',
      deposit_min_topup: 10_500,
      excel_trx_limit: 0,
      whitelisted_email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(errors.brand_name).toEqual(['Nama brand minimal 2 karakter.']);
    expect(errors.primary_color).toEqual(['Format Warna utama salah.']);
    expect(errors.deposit_min_topup).toEqual(['Minimal isi saldo harus kelipatan 1000.']);
    expect(errors.excel_trx_limit?.[0]).toContain('Batas transaksi spreadsheet');
    expect(errors.whitelisted_email?.[0]).toContain('Email whitelist');

    konterAdmin.browser.locale = 'en';
    try {
      const english = await konterAdmin.browser.request('PATCH', settingsUrl, { primary_color: '#12' });
      expect(english.json().errors.primary_color).toEqual(['The main colour format is wrong.']);
      // Live chat switched on needs the widget it opens.
      const chat = await konterAdmin.browser.request('PATCH', settingsUrl, { live_chat_enabled: true });
      expect(chat.statusCode).toBe(422);
      expect(chat.json().errors.live_chat_embed_id).toEqual(['The live chat id field is required.']);
      const unknown = await konterAdmin.browser.request('PATCH', settingsUrl, { slug: 'elsewhere' });
      expect(unknown.statusCode).toBe(422);
      expect((await konterAdmin.browser.request('PATCH', settingsUrl, {})).statusCode).toBe(422);
    } finally {
      konterAdmin.browser.locale = undefined;
    }
    const after = (await konterAdmin.browser.get(settingsUrl)).json().data;
    expect(after.brand_name).toBe('Konter Pulsa');
    expect(after.live_chat_enabled).toBe(false);
  });

  it('[ADM-01] a member and the other tenant’s admin are refused; one tenant’s admin changes only its own', async () => {
    const member = await buyer(ctx, { deposit: 0 });
    for (const [method, url, body] of [
      ['GET', settingsUrl, undefined],
      ['PATCH', settingsUrl, { brand_name: 'Hijacked' }],
      ['DELETE', logoUrl, undefined],
      ['GET', menuUrl, undefined],
      ['PUT', menuUrl, { kind: 'groups', groups: [] }],
    ] as const) {
      const refused = await member.browser.request(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().code).toBe('unauthorized_access');
    }
    expect((await uploadLogo(member, 'image/png', onePixelPng)).statusCode).toBe(403);

    // Mitra Cell's admin, with its own session, on Konter Pulsa's host: no session there, nothing changes.
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: settingsUrl,
      headers: {
        host: konterAdmin.browser.host,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': mitraAdmin.browser.csrfToken,
        cookie: [...mitraAdmin.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: { brand_name: 'Hijacked' },
    });
    expect([401, 403]).toContain(foreign.statusCode);
    expect((await konterAdmin.browser.get(settingsUrl)).json().data.brand_name).toBe('Konter Pulsa');
    expect(JSON.stringify((await konterAdmin.browser.get('/api/v1/admin/audit')).json().data)).not.toContain(
      'Hijacked',
    );
  });

  it('[ADM-01] the logo goes through the storage port and is served on the tenant’s own hosts only', async () => {
    const stored = await uploadLogo(konterAdmin, 'image/png', onePixelPng);
    expect(stored.statusCode).toBe(200);
    const url = stored.json().data.logo_url as string;
    expect(url).toMatch(/^\/uploads\/logos\/.+\.png$/);
    expect((await ctx.app.inject({ url, headers: { host: 'localhost' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: { host: '127.0.0.1' } })).statusCode).toBe(404);
    const member = await buyer(ctx, { deposit: 0 });
    expect((await preferencesOf(member)).tenant.logoUrl).toBe(url);
    expect(await latestAudit(konterAdmin, 'admin.tenant.logo')).toMatchObject({
      details: { before: null, after: url },
    });

    const fake = await uploadLogo(konterAdmin, 'image/png', Buffer.from('<svg onload=alert(1)>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.logo).toEqual([
      'Logo harus berupa gambar .jpg, .png atau .webp maksimal 1 MB dan 16 megapiksel.',
    ]);
    const huge = Buffer.from(onePixelPng);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    expect((await uploadLogo(konterAdmin, 'image/png', huge, 'en')).json().errors.logo).toEqual([
      'The logo must be a .jpg, .png or .webp image of at most 1 MB and 16 megapixels.',
    ]);

    const removed = await konterAdmin.browser.request('DELETE', logoUrl);
    expect(removed.json().data.logo_url).toBeNull();
    expect((await ctx.app.inject({ url, headers: { host: 'localhost' } })).statusCode).toBe(404);
    expect((await preferencesOf(member)).tenant.logoUrl).toBeNull();
  });
});

type Arranged = { backend_id: string; enabled: boolean };
const arrangement = (menu: Extract<Menu, { kind: 'groups' }>) => ({
  kind: 'groups' as const,
  groups: menu.groups.map((group) => ({
    title: group.title,
    entries: group.entries.map((entry): Arranged => ({ backend_id: entry.backendId, enabled: entry.enabled })),
  })),
});

describe('deposit settings of §3: bank accounts and gateway methods', () => {
  it('[ADM-01][DEP-06] a tenant with no bank account adds one, switches methods off, and a member sees that on the top-up screen', async () => {
    const member = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    const topUpData = async () =>
      depositSettingsSchema.parse((await member.browser.get('/api/v1/deposit/settings')).json().data);
    const original = (await mitraAdmin.browser.get(settingsUrl)).json().data;
    expect(original.deposit_banks).toEqual([
      { code: 'bri', name: 'BRI', account_number: '034101000123307', account_holder: 'CV Mitra Cell' },
    ]);
    expect(original.deposit_methods_off).toEqual([]);

    // As a tenant the platform has just created: no bank account, so no bank transfer to offer.
    expect((await mitraAdmin.browser.request('PATCH', settingsUrl, { deposit_banks: [] })).statusCode).toBe(200);
    expect((await topUpData()).banks).toEqual([]);
    const none = await member.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'bca',
      amount: 50_000,
      holder_name: 'Siti Aminah',
    });
    expect(none.statusCode).toBe(422);

    const saved = await mitraAdmin.browser.request('PATCH', settingsUrl, {
      deposit_banks: [
        { code: 'bca', account_number: ' 7770012345 ', account_holder: 'CV Mitra Cell' },
        { code: 'bri', account_number: '034101000123307', account_holder: 'CV Mitra Cell' },
      ],
      deposit_methods_off: ['xendit.qris', 'midtrans.bca_va', 'xendit.qris'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      deposit_banks: [
        { code: 'bca', name: 'BCA', account_number: '7770012345', account_holder: 'CV Mitra Cell' },
        { code: 'bri', name: 'BRI', account_number: '034101000123307', account_holder: 'CV Mitra Cell' },
      ],
      deposit_methods_off: ['midtrans.bca_va', 'xendit.qris'],
    });
    expect(await latestAudit(mitraAdmin, 'admin.tenant.settings', 'deposit_methods_off')).toMatchObject({
      actor: mitraAdmin.accountId,
      details: {
        before: { deposit_banks: [], deposit_methods_off: [] },
        after: { deposit_methods_off: ['midtrans.bca_va', 'xendit.qris'] },
      },
    });

    // The member's top-up screen: the new bank with its number, the switched-off methods gone.
    const data = await topUpData();
    expect(data.banks).toEqual([
      { code: 'bca', name: 'BCA', account_number: '7770012345', account_holder: 'CV Mitra Cell' },
      { code: 'bri', name: 'BRI', account_number: '034101000123307', account_holder: 'CV Mitra Cell' },
    ]);
    const offered = data.methods.map((method) => `${method.provider}.${method.method}`);
    expect(offered).not.toContain('xendit.qris');
    expect(offered).not.toContain('midtrans.bca_va');
    expect(offered).toContain('midtrans.qris');
    const transfer = await member.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'bca',
      amount: 50_000,
      holder_name: 'Siti Aminah',
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(transfer.json().data.bank).toEqual({
      code: 'bca',
      name: 'BCA',
      account_number: '7770012345',
      account_holder: 'CV Mitra Cell',
    });
    const off = await member.browser.post('/api/v1/deposit/topup', {
      provider: 'xendit',
      method: 'qris',
      amount: 50_000,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.method).toBeDefined();

    // While that transfer is awaited, its bank account can be neither removed nor renumbered.
    for (const banks of [
      [{ code: 'bri', account_number: '034101000123307', account_holder: 'CV Mitra Cell' }],
      [
        { code: 'bca', account_number: '7770099999', account_holder: 'CV Mitra Cell' },
        { code: 'bri', account_number: '034101000123307', account_holder: 'CV Mitra Cell' },
      ],
    ]) {
      const refused = await mitraAdmin.browser.request('PATCH', settingsUrl, { deposit_banks: banks });
      expect(refused.statusCode).toBe(422);
      expect(Object.values(refused.json().errors as Record<string, string[]>).flat()).toEqual([
        'Masih ada isi saldo yang menunggu transfer ke rekening BCA. Ubah atau hapus setelah selesai atau kedaluwarsa.',
      ]);
    }
    // The holder's name may still be corrected.
    const renamed = await mitraAdmin.browser.request('PATCH', settingsUrl, {
      deposit_banks: [
        { code: 'bca', account_number: '7770012345', account_holder: 'CV Mitra Cell Jaya' },
        { code: 'bri', account_number: '034101000123307', account_holder: 'CV Mitra Cell' },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await topUpData()).banks[0]?.account_holder).toBe('CV Mitra Cell Jaya');
  });

  it('[ADM-01] bank accounts and methods that are not valid are field errors on their row, and change nothing', async () => {
    const before = (await mitraAdmin.browser.get(settingsUrl)).json().data;
    const bad = await mitraAdmin.browser.request('PATCH', settingsUrl, {
      deposit_banks: [
        { code: 'bca', account_number: '12ab', account_holder: 'x' },
        { code: 'paypal', account_number: '1234567890', account_holder: 'CV Mitra Cell' },
      ],
      deposit_methods_off: ['xendit.paypal'],
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(errors['deposit_banks.0.account_number']).toEqual(['Format Nomor rekening salah.']);
    expect(errors['deposit_banks.0.account_holder']?.[0]).toContain('Nama pemilik rekening');
    expect(errors['deposit_banks.1.code']).toBeDefined();
    expect(errors['deposit_methods_off.0']).toBeDefined();

    mitraAdmin.browser.locale = 'en';
    try {
      const twice = await mitraAdmin.browser.request('PATCH', settingsUrl, {
        deposit_banks: [
          { code: 'bni', account_number: '1234567890', account_holder: 'CV Mitra Cell' },
          { code: 'bni', account_number: '9876543210', account_holder: 'CV Mitra Cell' },
        ],
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors['deposit_banks.1.code']).toEqual([
        'There is already a BNI account: one account per bank.',
      ]);
    } finally {
      mitraAdmin.browser.locale = undefined;
    }
    expect((await mitraAdmin.browser.get(settingsUrl)).json().data.deposit_banks).toEqual(before.deposit_banks);
  });
});

describe('the home menu editor', () => {
  it('[NAV-16][ADM-01] the admin reorders groups and entries and hides one: the member’s menu follows', async () => {
    const member = await buyer(ctx, { deposit: 0 });
    const stored = (await konterAdmin.browser.get(menuUrl)).json().data.menu as Extract<Menu, { kind: 'groups' }>;
    expect(stored.kind).toBe('groups');
    const body = arrangement(stored);
    // Postpaid first; within prepaid, data before pulsa; games hidden.
    body.groups.reverse();
    const prepaid = body.groups.find((group) => group.title === 'menu.group.prepaid')!;
    const [pulsa, data] = [prepaid.entries[0]!, prepaid.entries[1]!];
    expect([pulsa.backend_id, data.backend_id]).toEqual(['pulsa - prabayar', 'data - prabayar']);
    prepaid.entries.splice(0, 2, data, pulsa);
    prepaid.entries.find((entry) => entry.backend_id === 'games - prabayar')!.enabled = false;

    const saved = await konterAdmin.browser.request('PUT', menuUrl, body);
    expect(saved.statusCode).toBe(200);
    const menu = (await preferencesOf(member)).menu as Extract<Menu, { kind: 'groups' }>;
    expect(menu.groups.map((group) => group.title)).toEqual(body.groups.map((group) => group.title));
    const prepaidShown = menu.groups.find((group) => group.title === 'menu.group.prepaid')!.entries;
    expect(prepaidShown.slice(0, 2).map((entry) => entry.backendId)).toEqual(['data - prabayar', 'pulsa - prabayar']);
    expect(prepaidShown.find((entry) => entry.name === 'games')?.enabled).toBe(false);
    // Everything else about an entry (route, icon, label) is kept as it was.
    expect(prepaidShown[0]).toEqual({ ...stored.groups[0]!.entries[1]!, enabled: true });

    const audit = await latestAudit(konterAdmin, 'admin.tenant.menu');
    expect(audit?.actor).toBe(konterAdmin.accountId);
    expect(JSON.stringify(audit?.details.before)).toContain('"games - prabayar"');
    expect(JSON.stringify(audit?.details.after)).toContain('"-games - prabayar"');

    // Back as it was.
    expect((await konterAdmin.browser.request('PUT', menuUrl, arrangement(stored))).statusCode).toBe(200);
    expect((await preferencesOf(member)).menu).toEqual(stored);
  });

  it('[NAV-16][ADM-01] the admin moves an entry to another group: it leaves its own and shows in the other', async () => {
    const member = await buyer(ctx, { deposit: 0 });
    const stored = (await konterAdmin.browser.get(menuUrl)).json().data.menu as Extract<Menu, { kind: 'groups' }>;
    const body = arrangement(stored);
    const from = body.groups.find((group) => group.entries.some((entry) => entry.backend_id === 'games - prabayar'));
    const to = body.groups.find((group) => group !== from);
    if (!from || !to) throw new Error('the demo menu has games in one of two or more groups');
    const games = from.entries.splice(
      from.entries.findIndex((entry) => entry.backend_id === 'games - prabayar'),
      1,
    );
    to.entries.push(...games);

    expect((await konterAdmin.browser.request('PUT', menuUrl, body)).statusCode).toBe(200);
    const menu = (await preferencesOf(member)).menu as Extract<Menu, { kind: 'groups' }>;
    const groupOf = (title: string) => menu.groups.find((group) => group.title === title)?.entries ?? [];
    expect(groupOf(from.title).map((entry) => entry.backendId)).not.toContain('games - prabayar');
    expect(groupOf(to.title).at(-1)?.backendId).toBe('games - prabayar');

    expect((await konterAdmin.browser.request('PUT', menuUrl, arrangement(stored))).statusCode).toBe(200);
    expect((await preferencesOf(member)).menu).toEqual(stored);
  });

  it('[NAV-16] an arrangement may not drop, add, repeat or rename entries or groups, nor change the menu’s shape', async () => {
    const stored = (await konterAdmin.browser.get(menuUrl)).json().data.menu as Extract<Menu, { kind: 'groups' }>;
    const cases = [
      (body: ReturnType<typeof arrangement>) => body.groups[0]!.entries.pop(),
      (body: ReturnType<typeof arrangement>) =>
        body.groups[0]!.entries.push({ backend_id: 'evil - prabayar', enabled: true }),
      (body: ReturnType<typeof arrangement>) => body.groups[1]!.entries.push({ ...body.groups[0]!.entries[0]! }),
      (body: ReturnType<typeof arrangement>) => (body.groups[0]!.title = 'menu.group.other'),
    ];
    for (const change of cases) {
      const body = arrangement(stored);
      change(body);
      const refused = await konterAdmin.browser.request('PUT', menuUrl, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.groups).toEqual([
        'Susunan menu harus memuat semua entri dan grup yang ada, masing-masing satu kali.',
      ]);
    }
    const shape = await konterAdmin.browser.request('PUT', menuUrl, { kind: 'lists', primary: [], home: [] });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors.kind).toBeDefined();
    const malformed = await konterAdmin.browser.request('PUT', menuUrl, { kind: 'groups', groups: 'all' });
    expect(malformed.statusCode).toBe(422);
    expect((await konterAdmin.browser.get(menuUrl)).json().data.menu).toEqual(stored);
  });
});

describe('bad input from an admin', () => {
  it('[ADM-01] odd bodies are 4xx with the error envelope, never a 500, and change nothing', async () => {
    const before = (await konterAdmin.browser.get(settingsUrl)).json().data;
    const menu = (await konterAdmin.browser.get(menuUrl)).json().data;
    const nasty = [
      null,
      [],
      'text',
      42,
      { brand_name: 'x'.repeat(100_000) },
      { brand_name: '\u0000' },
      { deposit_nominals: [1e308, -1, 'a'] },
      { deposit_nominals: 'all' },
      { excel_trx_limit: 1.5 },
      { locale: 'xx' },
      { primary_color: { $ne: null } },
      { live_chat_embed_id: '' },
      { receipt_font_size: 'tiny' },
      { __proto__: { brand_name: 'polluted' } },
    ];
    for (const body of nasty) {
      const response = await konterAdmin.browser.request('PATCH', settingsUrl, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const body of [
      null,
      { kind: 'groups' },
      { kind: 'groups', groups: [{ title: 'x', entries: [{ backend_id: 1, enabled: 'yes' }] }] },
      { kind: 'lists', primary: 'x', home: [] },
      { kind: 'tree', groups: [] },
    ]) {
      const response = await konterAdmin.browser.request('PUT', menuUrl, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await konterAdmin.browser.get(settingsUrl)).json().data).toEqual(before);
    expect((await konterAdmin.browser.get(menuUrl)).json().data).toEqual(menu);
  });
});

describe('hosts', () => {
  const hostsUrl = '/api/v1/admin/tenant/hosts';

  it('[ADM-01][PLT-01] the admin adds a host and the tenant answers on it at once; another tenant’s host is refused', async () => {
    expect((await mitraAdmin.browser.get(hostsUrl)).json().data.hosts).toEqual(['127.0.0.1']);
    const added = await mitraAdmin.browser.request('PUT', hostsUrl, { hosts: ['127.0.0.1', ' Mitra.Example.TEST '] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.hosts).toEqual(['127.0.0.1', 'mitra.example.test']);
    const there = await ctx.app.inject({ url: '/api/v1/site/bootstrap', headers: { host: 'mitra.example.test:8080' } });
    expect(there.json().preferences.tenant.slug).toBe('mitra-cell');
    expect(await latestAudit(mitraAdmin, 'admin.tenant.hosts')).toMatchObject({
      actor: mitraAdmin.accountId,
      details: { before: ['127.0.0.1'], after: ['127.0.0.1', 'mitra.example.test'] },
    });

    // Konter Pulsa's host stays Konter Pulsa's, and nothing of the change is kept.
    const taken = await mitraAdmin.browser.request('PUT', hostsUrl, { hosts: ['127.0.0.1', 'localhost'] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.hosts).toEqual(['Host localhost sudah dipakai tenant lain.']);
    const konter = await ctx.app.inject({ url: '/api/v1/site/bootstrap', headers: { host: 'localhost' } });
    expect(konter.json().preferences.tenant.slug).toBe('konter-pulsa');
    expect((await mitraAdmin.browser.get(hostsUrl)).json().data.hosts).toEqual(['127.0.0.1', 'mitra.example.test']);

    // The admin cannot take away the host it is using; a malformed host is a field error.
    const away = await mitraAdmin.browser.request('PUT', hostsUrl, { hosts: ['mitra.example.test'] });
    expect(away.json().errors.hosts).toEqual(['Host yang sedang Anda buka (127.0.0.1) harus tetap ada.']);
    const bad = await mitraAdmin.browser.request('PUT', hostsUrl, { hosts: ['127.0.0.1', 'http://evil/x'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['hosts.1']);
    expect((await mitraAdmin.browser.request('PUT', hostsUrl, { hosts: [] })).statusCode).toBe(422);

    // Removed again: the host answers nobody.
    const removed = await mitraAdmin.browser.request('PUT', hostsUrl, { hosts: ['127.0.0.1'] });
    expect(removed.json().data.hosts).toEqual(['127.0.0.1']);
    const gone = await ctx.app.inject({ url: '/api/v1/site/bootstrap', headers: { host: 'mitra.example.test' } });
    expect(gone.statusCode).toBe(404);

    const member = await buyer(ctx, { tenant: 'mitra', deposit: 0 });
    expect((await member.browser.get(hostsUrl)).statusCode).toBe(403);
    expect((await member.browser.request('PUT', hostsUrl, { hosts: ['127.0.0.1'] })).statusCode).toBe(403);
  });
});

describe('a change and its audit row', () => {
  it('[ADM-01] commit together: when the audit row cannot be written, the settings, logo, menu and hosts stay as they were', async () => {
    const services = ctx.app.services;
    const failingAudit = {
      ...services.audit,
      record: async () => {
        throw new Error('the audit table refused the row');
      },
    };
    const service = createAdminTenantSettingsService({
      clock: ctx.clock,
      audit: failingAudit,
      storage: services.storage,
      tenants: services.tenants,
    });
    const admin: Principal = {
      accountId: mitraAdmin.accountId,
      tenantId: mitraAdmin.tenantId,
      role: 'admin',
      status: 'active',
      permissions: [],
      channel: 'web',
    };
    const before = (await mitraAdmin.browser.get(settingsUrl)).json().data;
    const hostsBefore = (await mitraAdmin.browser.get('/api/v1/admin/tenant/hosts')).json().data.hosts;
    const menuBefore = (await mitraAdmin.browser.get(menuUrl)).json().data;

    await expect(service.updateSettings(admin, { brand_name: 'Tanpa Jejak' })).rejects.toThrow(/audit table/);
    await expect(
      service.updateHosts(admin, '127.0.0.1', { hosts: [...hostsBefore, 'tanpa-jejak.example.test'] }),
    ).rejects.toThrow(/audit table/);

    expect((await mitraAdmin.browser.get(settingsUrl)).json().data).toEqual(before);
    expect((await mitraAdmin.browser.get('/api/v1/admin/tenant/hosts')).json().data.hosts).toEqual(hostsBefore);
    expect((await mitraAdmin.browser.get(menuUrl)).json().data).toEqual(menuBefore);
    const nowhere = await ctx.app.inject({
      url: '/api/v1/site/bootstrap',
      headers: { host: 'tanpa-jejak.example.test' },
    });
    expect(nowhere.statusCode).toBe(404);
  });
});
