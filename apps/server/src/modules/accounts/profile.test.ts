import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, addressSchema, contactSchema, userSettingsSchema } from '@konter/shared/contracts/accounts';
import { registeredUser, uploadAvatar } from '../../test/accounts-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { postTransfer, holderCode, houseCodes } from '../ledger/index.ts';
import { permissionsOf } from './permissions.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

async function accountIdOf(email: string): Promise<string> {
  const rows = await ctx.database.db.execute(sql`select id from accounts where email = ${email}`);
  return String((rows as unknown as { rows: { id: string }[] }).rows[0]?.id);
}

describe('profile, password and address', () => {
  it('[ACC-05][ACC-04] updates the name but never the phone, which is permanent', async () => {
    const user = await registeredUser(ctx);
    const response = await user.browser.post('/api/v1/account/profile', { name: 'Siti Rahma', hp: '081111111111' });
    expect(response.statusCode).toBe(200);
    const account = accountSchema.parse(response.json().data);
    expect(account.name).toBe('Siti Rahma');
    expect(account.hp).toBe(user.phone);
  });

  it('[ACC-05] changing the password needs the old one, a different new one, and ends the other sessions', async () => {
    const user = await registeredUser(ctx);
    const wrongOld = await user.browser.post('/api/v1/account/password', {
      old_password: 'bukan-ini',
      password: 'baru123456',
      password_confirmation: 'baru123456',
    });
    expect(wrongOld.json().errors.old_password).toEqual(['Password lama salah']);
    user.browser.locale = 'en';
    const same = await user.browser.post('/api/v1/account/password', {
      old_password: user.password,
      password: user.password,
      password_confirmation: user.password,
    });
    expect(same.json().errors.password).toEqual(['Old Password and New Password Cannot Same']);
    const short = await user.browser.post('/api/v1/account/password', {
      old_password: user.password,
      password: '12345',
      password_confirmation: '12345',
    });
    expect(short.json().errors.password).toEqual(['Password must be at least 6 characters.']);

    // A second, approved device is signed out by the change; this one stays.
    const other = await new TestBrowser(ctx.app).open();
    const attempt = await other.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    const devices = (await user.browser.get('/api/v1/account/device')).json().data as { id: string; state: string }[];
    const pending = devices.find((device) => device.state === 'new_login_attempt');
    await user.browser.post(`/api/v1/account/device/${pending?.id}/accept`);
    await other.get(`/api/v1/auth/login-requests/${attempt.json().requestId}`);
    expect((await other.get('/api/v1/account')).statusCode).toBe(200);

    const changed = await user.browser.post('/api/v1/account/password', {
      old_password: user.password,
      password: 'baru123456',
      password_confirmation: 'baru123456',
    });
    expect(changed.statusCode).toBe(200);
    expect((await user.browser.get('/api/v1/account')).statusCode).toBe(200);
    expect((await other.get('/api/v1/account')).statusCode).toBe(401);
  });

  it('[ACC-05][RCP-03] an address with a missing part is flagged incomplete', async () => {
    const user = await registeredUser(ctx);
    expect((await user.browser.get('/api/v1/account/address')).json().data).toBeNull();
    const partial = await user.browser.post('/api/v1/account/address', {
      province: 'Jawa Barat',
      city: 'Bandung',
      district: 'Coblong',
      detail: 'Jl. Dago No. 1',
    });
    expect(addressSchema.parse(partial.json().data).incomplete).toBe(true);
    const full = await user.browser.post('/api/v1/account/address', {
      province: 'Jawa Barat',
      city: 'Bandung',
      district: 'Coblong',
      sub_district: 'Dago',
      postcode: '40135',
      detail: 'Jl. Dago No. 1',
    });
    expect(addressSchema.parse(full.json().data)).toMatchObject({
      incomplete: false,
      primary: true,
      postcode: '40135',
    });
    const badPostcode = await user.browser.post('/api/v1/account/address', { postcode: '4013' });
    expect(badPostcode.json().errors.postcode).toEqual(['Format Kode pos salah.']);
    expect(addressSchema.parse((await user.browser.get('/api/v1/account/address')).json().data).sub_district).toBe(
      'Dago',
    );
  });

  it('[ACC-04] stores an avatar image and refuses what is not one', async () => {
    const user = await registeredUser(ctx);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const upload = (name: string, type: string, data: Buffer) => uploadAvatar(ctx, user, name, type, data);
    const ok = await upload('me.png', 'image/png', png);
    expect(ok.statusCode).toBe(200);
    const avatar = accountSchema.parse(ok.json().data).avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const served = await ctx.app.inject({ url: avatar ?? '', headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    // Another tenant's host (127.0.0.1 is Mitra Cell) does not serve Konter Pulsa's files.
    const elsewhere = await ctx.app.inject({ url: avatar ?? '', headers: { host: '127.0.0.1' } });
    expect(elsewhere.statusCode).toBe(404);
    const fake = await upload('me.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.avatar).toEqual(['Foto harus berupa gambar .jpg, .png atau .webp maksimal 2 MB.']);
  });

  it('[ACC-04] refuses an avatar whose header declares too many pixels or cannot be read, before decoding it', async () => {
    const user = await registeredUser(ctx);
    const upload = (name: string, type: string, data: Buffer, locale = 'id') =>
      uploadAvatar(ctx, user, name, type, data, locale);
    // A 1×1 PNG with its IHDR forged to 100,000 × 100,000 (10 gigapixels, 40 GB of RGBA once decoded).
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    const huge = await upload('me.png', 'image/png', png);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.avatar).toEqual(['Foto terlalu besar: maksimal 40 megapiksel.']);
    expect((await upload('me.png', 'image/png', png, 'en')).json().errors.avatar).toEqual([
      'The photo is too large: at most 40 megapixels.',
    ]);
    // A JPEG of 65,535 × 65,535 in its start-of-frame header.
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0000b080000000001011100ffd9', 'hex');
    jpeg.writeUInt16BE(65_535, 25);
    jpeg.writeUInt16BE(65_535, 27);
    expect((await upload('me.jpg', 'image/jpeg', jpeg)).json().errors.avatar).toEqual([
      'Foto terlalu besar: maksimal 40 megapiksel.',
    ]);
    // A WebP (VP8X) canvas of 16,384 × 16,384.
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.writeUInt32LE(22, 4);
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUInt32LE(10, 16);
    webp.writeUIntLE(16_383, 24, 3);
    webp.writeUIntLE(16_383, 27, 3);
    expect((await upload('me.webp', 'image/webp', webp)).json().errors.avatar).toEqual([
      'Foto terlalu besar: maksimal 40 megapiksel.',
    ]);
    // The PNG signature with no IHDR after it: the size cannot be read.
    const headless = await upload('me.png', 'image/png', Buffer.from('89504e470d0a1a0a00000000', 'hex'));
    expect(headless.statusCode).toBe(422);
    expect(headless.json().errors.avatar).toEqual(['Foto harus berupa gambar .jpg, .png atau .webp maksimal 2 MB.']);
  });
});

describe('favourite contacts', () => {
  it('[ACC-06] adds, lists, edits and deletes contacts; a duplicate is refused', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    const added = await b.post('/api/v1/account/contact/add', { number: '0813 1111 2222', name: 'Ibu', type: 'pulsa' });
    expect(added.statusCode).toBe(201);
    const contact = contactSchema.parse(added.json().data);
    expect(contact.number).toBe('081311112222');
    const duplicate = await b.post('/api/v1/account/contact/add', {
      number: '+6281311112222',
      name: 'Mama',
      type: 'pulsa',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.number).toEqual(['Kontak sudah ada']);
    b.locale = 'en';
    expect((await b.post('/api/v1/account/contact/add', { number: '081311112222', name: 'x' })).json().message).toBe(
      'Contact is Duplicate',
    );
    await b.post('/api/v1/account/contact/add', { number: '081322223333', name: 'Ayah', type: 'pulsa' });
    const list = await b.get('/api/v1/account/contact');
    expect(
      contactSchema
        .array()
        .parse(list.json().data.data)
        .map((item) => item.name),
    ).toEqual(['Ayah', 'Ibu']);
    const editDuplicate = await b.post(`/api/v1/account/contact/${contact.id}/edit`, {
      number: '081322223333',
      name: 'Ibu',
      type: 'pulsa',
    });
    expect(editDuplicate.statusCode).toBe(422);
    const edited = await b.post(`/api/v1/account/contact/${contact.id}/edit`, {
      number: '081344445555',
      name: 'Ibu',
      type: 'pulsa',
    });
    expect(edited.json().data.number).toBe('081344445555');
    expect((await b.post(`/api/v1/account/contact/${contact.id}/delete`)).statusCode).toBe(200);
    expect((await b.post(`/api/v1/account/contact/${contact.id}/delete`)).statusCode).toBe(404);
  });

  it('[ACC-06][PLT-01] nobody can edit or delete a contact of another person', async () => {
    const alice = await registeredUser(ctx);
    const mallory = await registeredUser(ctx);
    const { id } = contactSchema.parse(
      (await alice.browser.post('/api/v1/account/contact/add', { number: '081355556666', name: 'Adik' })).json().data,
    );
    expect((await mallory.browser.post(`/api/v1/account/contact/${id}/delete`)).statusCode).toBe(404);
    expect(
      (await mallory.browser.post(`/api/v1/account/contact/${id}/edit`, { number: '081300000000', name: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await alice.browser.get('/api/v1/account/contact')).json().data.data).toHaveLength(1);
  });
});

describe('settings, search and permissions', () => {
  it('[ACC-12][PLT-14] gets and sets display preferences', async () => {
    const user = await registeredUser(ctx);
    const initial = userSettingsSchema.parse(
      (await user.browser.post('/api/v1/account/user-settings/get')).json().data,
    );
    expect(initial).toEqual({
      font_size: 'default',
      font_family: 'system',
      corner_roundness: 'normal',
      display_preference: 'light',
      email_notification: true,
    });
    const saved = await user.browser.post('/api/v1/account/user-settings/set', {
      font_size: 'huge',
      corner_roundness: 'soft',
      email_notification: false,
    });
    expect(saved.json().data).toMatchObject({ font_size: 'huge', corner_roundness: 'soft', email_notification: false });
    const invalid = await user.browser.post('/api/v1/account/setting', { font_size: 'gigantic' });
    expect(invalid.statusCode).toBe(422);
    expect((await user.browser.get('/api/v1/account')).json().data.font_size).toBe('huge');
  });

  it('[ACC-13][PLT-01] finds a registered number of this tenant only', async () => {
    const user = await registeredUser(ctx);
    const found = await user.browser.get('/api/v1/account/search?hp=0812-3456-0002');
    expect(found.json().data).toEqual({ hp: '081234560002', name: 'Demo Agent' });
    const missing = await user.browser.get('/api/v1/account/search?hp=081299990000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nomor tidak terdaftar.');
    const otherTenant = await registeredUser(ctx, '127.0.0.1');
    const crossTenant = await otherTenant.browser.get(`/api/v1/account/search?hp=${user.phone}`);
    expect(crossTenant.statusCode).toBe(404);
  });

  it('[ACC-14][ACC-11] permissions follow the role, admin grants, and an inactive account may only view prices', () => {
    expect(permissionsOf({ role: 'member', status: 'active', grants: [] })).not.toContain('agent.center');
    expect(permissionsOf({ role: 'master', status: 'active', grants: [] })).toContain('agent.center');
    expect(permissionsOf({ role: 'developer', status: 'active', grants: [] })).toContain('developer.api');
    expect(permissionsOf({ role: 'member', status: 'active', grants: ['deposit.transfer'] })).toContain(
      'deposit.transfer',
    );
    expect(permissionsOf({ role: 'admin', status: 'inactive', grants: ['deposit.transfer'] })).toEqual([
      'pricelist.view',
    ]);
    expect(permissionsOf({ role: 'admin', status: 'deleted', grants: [] })).toEqual([]);
  });

  it('[ACC-11] an inactive account logs in but holds only the price-list permission', async () => {
    const user = await registeredUser(ctx);
    await ctx.database.db.execute(sql`update accounts set status = 'inactive' where email = ${user.email}`);
    const account = accountSchema.parse((await user.browser.get('/api/v1/account')).json().data);
    expect(account.status).toBe('inactive');
    expect(account.permission).toEqual(['pricelist.view']);
  });
});

describe('deleting an account', () => {
  it('[ACC-10] refuses while the deposit balance is not 0', async () => {
    const user = await registeredUser(ctx);
    const accountId = await accountIdOf(user.email);
    await ctx.database.withTenant(ctx.tenantIds.konter, (tx) =>
      postTransfer(tx, ctx.tenantIds.konter, {
        idempotencyKey: `test-credit-${accountId}`,
        kind: 'test.credit',
        at: ctx.clock.now(),
        legs: [
          { code: holderCode('deposit', accountId), amount: 5_000 },
          { code: houseCodes.adjustments, amount: -5_000 },
        ],
      }),
    );
    const response = await user.browser.request('DELETE', '/api/v1/account/delete', { password: user.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Saldo akun Anda masih tersedia. Anda tidak dapat menghapus akun');
    user.browser.locale = 'en';
    const english = await user.browser.request('DELETE', '/api/v1/account/delete', { password: user.password });
    expect(english.json().message).toBe('Your account balance is still available. You cannot delete your account');
    expect((await user.browser.get('/api/v1/account')).statusCode).toBe(200);
  });

  it('[ACC-10] deletes at balance 0, restores on login within 7 days, and sends to customer service after', async () => {
    const user = await registeredUser(ctx);
    expect((await user.browser.request('DELETE', '/api/v1/account/delete', { password: 'wrong' })).statusCode).toBe(
      422,
    );
    const deleted = await user.browser.request('DELETE', '/api/v1/account/delete', { password: user.password });
    expect(deleted.statusCode).toBe(200);
    expect((await user.browser.get('/api/v1/account')).statusCode).toBe(401);

    ctx.clock.advance(6 * 24 * 60 * 60_000);
    const restored = await user.browser.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'authenticated', restored: true });
    expect(restored.json().account.status).toBe('active');

    await user.browser.request('DELETE', '/api/v1/account/delete', { password: user.password });
    ctx.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    const tooLate = await user.browser.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().message).toBe(
      'Akun ini telah dihapus lebih dari 7 hari yang lalu. Silakan hubungi customer service untuk memulihkannya.',
    );
  });
});

describe('sessions', () => {
  it('[ACC-02] a session ends after 14 idle days', async () => {
    const user = await registeredUser(ctx);
    ctx.clock.advance(13 * 24 * 60 * 60_000);
    expect((await user.browser.get('/api/v1/account')).statusCode).toBe(200);
    ctx.clock.advance(13 * 24 * 60 * 60_000);
    expect((await user.browser.get('/api/v1/account')).statusCode).toBe(200);
    ctx.clock.advance(15 * 24 * 60 * 60_000);
    expect((await user.browser.get('/api/v1/account')).statusCode).toBe(401);
  });

  it('[ACC-02] the session cookie is HttpOnly and SameSite', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const login = await browser.post('/api/v1/auth/login', { login: '081234560003', password: 'demo12345' });
    const cookie = (login.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (item) => item.name === 'konter_session',
    );
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });
});
