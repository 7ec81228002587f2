import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTenant } from '@konter/shared/contracts/platform';
import { accounts } from '../../db/schema/accounts.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { pricingTiers } from '../../db/schema/pricing.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { onePixelPng, postMultipartFile } from '../../test/accounts-helpers.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { buyer, depositOf, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, tenantIdBySlug, type TestContext } from '../../test/test-app.ts';
import { demoPlatformOwner } from './platform.seed.ts';
import { setUpPlatformOwner } from './platform.service.ts';

const platformHost = 'platform.localhost';
const tenantsPath = '/api/v1/platform/tenants';

let ctx: TestContext;
let owner: TestBrowser;
let platformTenantId: string;

/** A browser logged in on `host` as the account with `phone` (its first login: a trusted device). */
async function logIn(host: string, phone: string, password: string): Promise<TestBrowser> {
  const browser = await new TestBrowser(ctx.app, host).open();
  const login = await browser.post('/api/v1/auth/login', { login: phone, password });
  expect(login.statusCode, login.body).toBe(200);
  return browser;
}

/** Inserts an account of the platform tenant (an admin or a member of it, who are not its owner). */
async function platformAccount(role: 'admin' | 'member', grants: string[] = []): Promise<TestBrowser> {
  const phone = `0812990${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  const now = ctx.clock.now();
  const passwordHash = await hashSecret('rahasia123');
  await ctx.database.withSystem((tx) =>
    tx.insert(accounts).values({
      tenantId: platformTenantId,
      name: `Platform ${role}`,
      email: `${phone}@platform.example`,
      phone,
      passwordHash,
      role,
      grants,
      referralCode: `P${phone.slice(-9)}`,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return logIn(platformHost, phone, 'rahasia123');
}

function newTenant(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Toko Baru',
    slug: 'toko-baru',
    hosts: ['toko-baru.localhost'],
    primary_color: '#7c3aed',
    accent_color: '#f97316',
    logo_url: null,
    locale: 'en',
    modules: { shop: false, ppob: true },
    admin_name: 'Admin Toko Baru',
    admin_phone: '081234560131',
    admin_email: 'admin@tokobaru.example',
    admin_password: 'tokobaru123',
    ...overrides,
  };
}

async function listed(slug: string): Promise<PlatformTenant> {
  const list = await owner.get(tenantsPath);
  expect(list.statusCode).toBe(200);
  const found = (list.json().data as PlatformTenant[]).find((tenant) => tenant.slug === slug);
  if (!found) throw new Error(`${slug} not listed`);
  return found;
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  platformTenantId = await tenantIdBySlug(ctx.database, 'konter-platform');
  owner = await logIn(platformHost, demoPlatformOwner.phone, 'demo12345');
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

describe('the platform owner’s scope', () => {
  it('[ADM-01] only the platform owner gets in: a tenant admin, a member and the platform tenant’s own admin are refused 403, and other hosts have no platform scope at all', async () => {
    const konterAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
    // Even an account of another tenant holding the grant finds nothing on its host: the scope is the platform's.
    const granted = await buyer(ctx, { role: 'admin', deposit: 0, grants: ['platform.manage'] });
    for (const who of [konterAdmin, mitraAdmin, granted]) {
      const refused = await who.browser.get(tenantsPath);
      expect(refused.statusCode).toBe(404);
      const create = await who.browser.post(tenantsPath, newTenant({ slug: 'nope', hosts: ['nope.localhost'] }));
      expect(create.statusCode).toBe(404);
    }
    for (const who of [await platformAccount('admin'), await platformAccount('member')]) {
      const refused = await who.get(tenantsPath);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('unauthorized_access');
      const create = await who.post(tenantsPath, newTenant({ slug: 'nope', hosts: ['nope.localhost'] }));
      expect(create.statusCode).toBe(403);
    }
    const guest = await new TestBrowser(ctx.app, platformHost).open();
    expect((await guest.get(tenantsPath)).statusCode).toBe(401);
    // No admin can hand the grant out: the back office's account form has no such field.
    const grant = await konterAdmin.browser.request('PATCH', `/api/v1/admin/accounts/${granted.accountId}`, {
      grants: ['platform.manage'],
    });
    expect(grant.statusCode).toBe(422);
  });

  it('[ADM-01] the list shows every tenant with its hosts, modules, accounts and 30-day purchase volume', async () => {
    const before = await listed('mitra-cell');
    expect(before).toMatchObject({
      name: 'Mitra Cell',
      hosts: ['127.0.0.1'],
      status: 'active',
      platform: false,
      modules: { shop: false, ppob: true },
    });
    expect((await listed('konter-platform')).platform).toBe(true);
    const member = await buyer(ctx, { tenant: 'mitra', deposit: 50_000 });
    const placed = await purchase(member, { product_code: 'tsel10', destination: '081298762222' });
    expect(placed.statusCode, placed.body).toBe(200);
    const refId = placed.json().data.ref_id as string;
    const settled = await dispatch(ctx, member, refId);
    expect(settled.status).toBe('success');
    const after = await listed('mitra-cell');
    expect(after.accounts).toBe(before.accounts + 1);
    expect(after.volume_30d.count).toBe(before.volume_30d.count + 1);
    expect(after.volume_30d.amount).toBe(before.volume_30d.amount + settled.price);
  });
});

describe('creating a tenant', () => {
  it('[ADM-01] bad input is answered with translated field errors: colour, slug, host, a host or slug another tenant has', async () => {
    const bad = await owner.post(
      tenantsPath,
      newTenant({ primary_color: 'teal', slug: 'Toko Baru!', hosts: ['bad host'], admin_phone: '12' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      primary_color: ['Warna harus kode heksadesimal seperti #0f766e.'],
      slug: ['Slug hanya boleh huruf kecil, angka dan tanda hubung.'],
      'hosts.0': ['Nama host tidak valid (contoh: toko.example.com).'],
    });
    expect(bad.json().errors.admin_phone).toBeDefined();

    owner.locale = 'en';
    const hostTaken = await owner.post(tenantsPath, newTenant({ hosts: ['fresh.localhost', '127.0.0.1'] }));
    expect(hostTaken.statusCode).toBe(422);
    expect(hostTaken.json().errors).toEqual({ hosts: ['Another site already answers on 127.0.0.1.'] });
    const slugTaken = await owner.post(tenantsPath, newTenant({ slug: 'mitra-cell' }));
    expect(slugTaken.statusCode).toBe(422);
    expect(slugTaken.json().errors).toEqual({ slug: ['Another site already uses this slug.'] });
    owner.locale = 'zh';
    const colour = await owner.post(tenantsPath, newTenant({ primary_color: '#12345' }));
    expect(colour.json().errors.primary_color).toEqual(['颜色必须是十六进制代码，例如 #0f766e。']);
    owner.locale = undefined;
    // Nothing of the refused forms was written.
    expect((await owner.get(tenantsPath)).json().data.map((tenant: PlatformTenant) => tenant.slug)).not.toContain(
      'toko-baru',
    );
    expect((await new TestBrowser(ctx.app, 'fresh.localhost').get('/api/v1/site/bootstrap')).statusCode).toBe(404);
  });

  it('[ADM-01][PLT-01] the owner creates a tenant: its host serves its own brand, its admin logs in to its back office, it starts with the default pricing, and both audit trails say so', async () => {
    const created = await owner.post(tenantsPath, newTenant());
    expect(created.statusCode, created.body).toBe(201);
    const tenant = created.json().data as PlatformTenant;
    expect(tenant).toMatchObject({
      slug: 'toko-baru',
      name: 'Toko Baru',
      hosts: ['toko-baru.localhost'],
      status: 'active',
      platform: false,
      locale: 'en',
      primary_color: '#7c3aed',
      modules: { shop: false, ppob: true },
      accounts: 1,
      volume_30d: { count: 0, amount: 0 },
    });

    const visitor = new TestBrowser(ctx.app, 'toko-baru.localhost');
    const boot = (await visitor.get('/api/v1/site/bootstrap')).json();
    expect(boot.preferences.tenant).toMatchObject({
      slug: 'toko-baru',
      brandName: 'Toko Baru',
      colors: { primary: '#7c3aed', accent: '#f97316' },
    });
    const page = await visitor.get('/auth/login');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Toko Baru</title>');

    const admin = await logIn('toko-baru.localhost', '081234560131', 'tokobaru123');
    const modules = await admin.get('/api/v1/admin/tenant/modules');
    expect(modules.statusCode).toBe(200);
    expect(modules.json().data).toEqual({ shop: false, ppob: true });
    // Its admin is the new tenant's only: the same phone means nothing on the other hosts.
    const elsewhere = await new TestBrowser(ctx.app, 'localhost').open();
    expect(
      (await elsewhere.post('/api/v1/auth/login', { login: '081234560131', password: 'tokobaru123' })).statusCode,
    ).toBe(422);
    // The platform owner is not the new tenant's admin either.
    const ownerThere = await new TestBrowser(ctx.app, 'toko-baru.localhost').open();
    expect(
      (await ownerThere.post('/api/v1/auth/login', { login: demoPlatformOwner.phone, password: 'demo12345' }))
        .statusCode,
    ).toBe(422);

    // The pricing tiers every tenant starts from, as the demo's.
    const tiersOf = (tenantId: string) =>
      ctx.database.withSystem(async (tx) => {
        const [row] = await tx.select({ n: count() }).from(pricingTiers).where(eq(pricingTiers.tenantId, tenantId));
        return row?.n ?? 0;
      });
    expect(await tiersOf(tenant.id)).toBeGreaterThan(0);
    expect(await tiersOf(tenant.id)).toBe(await tiersOf(await tenantIdBySlug(ctx.database, 'mitra-cell')));

    const trail = (tenantId: string) =>
      ctx.database.withSystem((tx) =>
        tx
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.action, 'platform.tenant.create'))),
      );
    const [ownerEntry] = await trail(platformTenantId);
    expect(ownerEntry).toMatchObject({
      details: { tenant: 'toko-baru', after: { name: 'Toko Baru', hosts: 'toko-baru.localhost' } },
    });
    const [tenantEntry] = await trail(tenant.id);
    expect(tenantEntry).toMatchObject({ actor: null, details: { by: 'platform' } });
    // The password typed in the form is nowhere in either trail.
    expect(JSON.stringify([ownerEntry, tenantEntry])).not.toContain('tokobaru123');

    // The same form again is a duplicate, not a second tenant.
    const again = await owner.post(tenantsPath, newTenant({ hosts: ['toko-baru-2.localhost'] }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.slug).toEqual(['Slug ini sudah dipakai situs lain.']);
  });
});

/** A multipart upload of one logo file to a tenant, as the form's FormData sends it, by `browser`. */
function uploadLogo(browser: TestBrowser, tenantId: string, type: string, data: Buffer, locale = 'id') {
  return postMultipartFile(
    ctx,
    browser,
    `${tenantsPath}/${tenantId}/logo`,
    { field: 'logo', name: 'logo.png', type, data },
    locale,
  );
}

describe('a tenant’s logo', () => {
  it('[ADM-01] the owner uploads a logo file for a tenant: stored through the storage port, served under /uploads/ on the tenant’s host, set as its logo and audited in both trails; a bad file is a translated field error', async () => {
    const created = await owner.post(
      tenantsPath,
      newTenant({
        slug: 'toko-logo',
        hosts: ['toko-logo.localhost'],
        admin_phone: '081234560177',
        admin_email: 'logo@toko.example',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const tenant = created.json().data as PlatformTenant;

    const stored = await uploadLogo(owner, tenant.id, 'image/png', onePixelPng);
    expect(stored.statusCode, stored.body).toBe(200);
    const url = (stored.json().data as PlatformTenant).logo_url ?? '';
    expect(url).toMatch(new RegExp(`^/uploads/logos/${tenant.id}/logo-\\d+\\.png$`));
    expect((await listed('toko-logo')).logo_url).toBe(url);
    const served = await ctx.app.inject({ url, headers: { host: 'toko-logo.localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
    // The tenant's own site shows it.
    const site = await new TestBrowser(ctx.app, 'toko-logo.localhost').request('GET', '/api/v1/site/bootstrap');
    expect(site.json().preferences.tenant.logoUrl).toBe(url);

    const trail = (tenantId: string) =>
      ctx.database.withSystem((tx) =>
        tx
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.action, 'platform.tenant.logo'))),
      );
    expect((await trail(platformTenantId)).map((row) => row.details)).toContainEqual(
      expect.objectContaining({ tenant: 'toko-logo', before: { logo_url: null }, after: { logo_url: url } }),
    );
    expect(await trail(tenant.id)).toEqual([
      expect.objectContaining({
        actor: null,
        details: { by: 'platform', before: { logo_url: null }, after: { logo_url: url } },
      }),
    ]);

    // A second upload replaces the first, whose file is deleted.
    ctx.clock.advance(1_000);
    const replaced = await uploadLogo(owner, tenant.id, 'image/png', onePixelPng);
    const second = (replaced.json().data as PlatformTenant).logo_url ?? '';
    expect(second).not.toBe(url);
    expect((await ctx.app.inject({ url, headers: { host: 'toko-logo.localhost' } })).statusCode).toBe(404);

    // Bad files: a translated field error on `logo`, never a 500, and the logo stays.
    const fake = await uploadLogo(owner, tenant.id, 'image/png', Buffer.from('<svg onload=alert(1)>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.logo).toEqual([
      'Logo harus berupa gambar .jpg, .png atau .webp maksimal 1 MB dan 16 megapiksel.',
    ]);
    const gif = await uploadLogo(owner, tenant.id, 'image/gif', Buffer.from('GIF89a'), 'en');
    expect(gif.json().errors.logo).toEqual([
      'The logo must be a .jpg, .png or .webp image of at most 1 MB and 16 megapixels.',
    ]);
    const huge = Buffer.from(onePixelPng);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    expect((await uploadLogo(owner, tenant.id, 'image/png', huge, 'zh')).json().errors.logo).toEqual([
      '标志必须是不超过 1 MB 和 1600 万像素的 .jpg、.png 或 .webp 图片。',
    ]);
    const tooBig = Buffer.concat([onePixelPng, Buffer.alloc(1024 * 1024)]);
    expect((await uploadLogo(owner, tenant.id, 'image/png', tooBig)).statusCode).toBe(422);
    expect((await listed('toko-logo')).logo_url).toBe(second);

    // Only the owner, and only a tenant that exists.
    const tenantAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
    expect((await uploadLogo(tenantAdmin.browser, tenant.id, 'image/png', onePixelPng)).statusCode).toBe(404);
    expect((await uploadLogo(await platformAccount('admin'), tenant.id, 'image/png', onePixelPng)).statusCode).toBe(
      403,
    );
    expect((await uploadLogo(owner, '00000000-0000-4000-8000-000000000000', 'image/png', onePixelPng)).statusCode).toBe(
      404,
    );
  });
});

describe('suspending a tenant', () => {
  let member: Buyer;
  let mitraId: string;

  beforeAll(async () => {
    member = await buyer(ctx, { tenant: 'mitra', deposit: 40_000 });
    mitraId = await tenantIdBySlug(ctx.database, 'mitra-cell');
  });

  it('[ADM-01] a suspended tenant’s hosts answer a translated 403 to its members, its admin and its pages; resumed, everything is as it was', async () => {
    const admin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
    // A tenant admin cannot suspend anyone: the scope is not on its host.
    expect((await admin.browser.post(`/api/v1/platform/tenants/${mitraId}/suspend`)).statusCode).toBe(404);

    const suspended = await owner.post(`/api/v1/platform/tenants/${mitraId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ slug: 'mitra-cell', status: 'suspended' });

    const refused = await member.browser.get('/api/v1/account');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'tenant_suspended',
      message: 'Situs ini sedang ditangguhkan. Hubungi pengelolanya.',
    });
    member.browser.locale = 'en';
    expect((await member.browser.get('/api/v1/account')).json().message).toBe(
      'This site is suspended. Contact its operator.',
    );
    member.browser.locale = undefined;
    expect((await purchase(member, { product_code: 'tsel10', destination: '081298763333' })).statusCode).toBe(403);
    expect((await admin.browser.get('/api/v1/admin/audit')).statusCode).toBe(403);
    const page = await new TestBrowser(ctx.app, '127.0.0.1').get('/');
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Situs ini sedang ditangguhkan.');
    // A server-rendered page of the site (the help centre) is refused too, not served and not a 500.
    const help = await new TestBrowser(ctx.app, '127.0.0.1').get('/help');
    expect(help.statusCode).toBe(403);
    expect(help.json().code).toBe('tenant_suspended');
    // The other tenants carry on.
    const konter = await buyer(ctx, { deposit: 0 });
    expect((await konter.browser.get('/api/v1/account')).statusCode).toBe(200);
    expect((await listed('mitra-cell')).status).toBe('suspended');
    // Again is no change and no second audit entry.
    expect((await owner.post(`/api/v1/platform/tenants/${mitraId}/suspend`)).statusCode).toBe(200);

    ctx.clock.advance(60_000);
    const resumed = await owner.post(`/api/v1/platform/tenants/${mitraId}/resume`);
    expect(resumed.json().data.status).toBe('active');
    // The member's session, deposit and data were left alone.
    expect(await depositOf(member)).toBe(40_000);
    expect((await admin.browser.get('/api/v1/admin/audit?action=platform')).json().data).toEqual([
      expect.objectContaining({
        action: 'platform.tenant.resume',
        details: expect.objectContaining({ by: 'platform' }),
      }),
      expect.objectContaining({
        action: 'platform.tenant.suspend',
        details: expect.objectContaining({ before: { status: 'active' }, after: { status: 'suspended' } }),
      }),
    ]);
    // The owner's trail has the same two, with the owner as the actor.
    const ownerTrail = await ctx.database.withSystem((tx) =>
      tx
        .select({ action: auditEvents.action, actor: auditEvents.actor })
        .from(auditEvents)
        .where(eq(auditEvents.tenantId, platformTenantId)),
    );
    const [ownerId] = await ctx.database.withSystem((tx) =>
      tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.tenantId, platformTenantId), eq(accounts.phone, demoPlatformOwner.phone))),
    );
    expect(
      ownerTrail.filter((entry) => ['platform.tenant.suspend', 'platform.tenant.resume'].includes(entry.action)),
    ).toEqual([
      { action: expect.any(String), actor: ownerId?.id },
      { action: expect.any(String), actor: ownerId?.id },
    ]);
  });

  it('[ADM-01] the platform’s own tenant cannot be suspended; an unknown tenant is 404; a member of the platform is refused', async () => {
    const locked = await owner.post(`/api/v1/platform/tenants/${platformTenantId}/suspend`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      code: 'platform_tenant_locked',
      message: 'Situs platform sendiri tidak dapat ditangguhkan.',
    });
    expect((await owner.post('/api/v1/platform/tenants/00000000-0000-4000-8000-000000000000/suspend')).statusCode).toBe(
      404,
    );
    expect((await owner.post('/api/v1/platform/tenants/not-a-uuid/suspend')).statusCode).toBe(422);
    const platformMember = await platformAccount('member');
    expect((await platformMember.post(`/api/v1/platform/tenants/${mitraId}/suspend`)).statusCode).toBe(403);
    expect((await listed('mitra-cell')).status).toBe('active');
  });
});

describe('the platform:owner command', () => {
  it('[ADM-01] grants platform.manage to a new owner of the platform tenant, idempotently, and never on another tenant’s host', async () => {
    const owner2 = {
      name: 'Second Owner',
      phone: '081234560133',
      email: 'owner2@platform.example',
      password: 'pemilik123',
    };
    const first = await setUpPlatformOwner(ctx.database, ctx.clock, { host: platformHost, owner: owner2 });
    expect(first).toMatchObject({ tenantId: platformTenantId, created: true, hosts: [platformHost] });
    const again = await setUpPlatformOwner(ctx.database, ctx.clock, {
      host: platformHost,
      owner: { ...owner2, password: 'ignored123' },
    });
    expect(again).toMatchObject({ accountId: first.accountId, created: false });
    const browser = await logIn(platformHost, owner2.phone, 'pemilik123');
    expect((await browser.get(tenantsPath)).statusCode).toBe(200);
    await expect(
      setUpPlatformOwner(ctx.database, ctx.clock, { host: 'localhost', owner: { ...owner2, phone: '081234560134' } }),
    ).rejects.toThrow('another tenant answers on localhost');
    // Nothing of the refused call stayed: no account with that phone in the platform tenant.
    const [left] = await ctx.database.withSystem((tx) =>
      tx
        .select({ n: count() })
        .from(accounts)
        .where(and(eq(accounts.tenantId, platformTenantId), eq(accounts.phone, '081234560134'))),
    );
    expect(left?.n).toBe(0);
  });
});
