import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '@konter/shared/contracts/accounts';
import { freshPhone, linkToken, registeredUser, waitForMail } from '../../test/accounts-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

describe('registration and e-mail verification', () => {
  it('[ACC-01] registers, sends a verification mail, and allows login only after the link is opened', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const phone = freshPhone();
    const email = `Budi.${phone}@Example.com`;
    const response = await browser.post('/api/v1/auth/register', {
      name: 'Budi Santoso',
      email,
      phone: `+62${phone.slice(1)}`,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Pendaftaran berhasil. Cek email Anda untuk verifikasi.');

    const early = await browser.post('/api/v1/auth/login', { login: phone, password: 'rahasia123' });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('email_not_verified');

    const mail = await waitForMail(ctx, email.toLowerCase());
    expect(mail.subject).toBe('Verifikasi email Anda di Konter Pulsa');
    expect(mail.text).toContain('http://localhost/auth/verify-email?token=');
    const token = linkToken(mail.text);
    expect((await browser.post('/api/v1/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await browser.post('/api/v1/auth/verify-email', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Kode verifikasi tidak valid.');

    const login = await browser.post('/api/v1/auth/login', { login: email, password: 'rahasia123' });
    expect(login.statusCode).toBe(200);
    const account = accountSchema.parse(login.json().account);
    expect(account).toMatchObject({ hp: phone, email: email.toLowerCase(), name: 'Budi Santoso', category: 'member' });
  });

  it('[ACC-01][PLT-03] refuses duplicates, a bad referral code and a mismatched confirmation, field by field', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const response = await browser.post('/api/v1/auth/register', {
      name: 'Another Member',
      email: 'member@demo.konter.id',
      phone: '081234560001',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      referral_code: 'NOPE1234',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Email sudah terdaftar.'],
      phone: ['Nomor HP sudah terdaftar.'],
      referral_code: ['Kode referral tidak valid.'],
    });
    const mismatch = await browser.post('/api/v1/auth/register', {
      name: 'Another Member',
      email: 'another@example.com',
      phone: '0899',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors).sort()).toEqual(['password', 'phone']);
    expect(mismatch.json().errors.password).toEqual(['Password minimal 6 karakter.']);
  });

  it('[ACC-01] accepts a valid referral code and links the new account to its referrer', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const phone = freshPhone();
    const response = await browser.post('/api/v1/auth/register', {
      name: 'Referred Person',
      email: `ref${phone}@example.com`,
      phone,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      referral_code: 'konage02',
    });
    expect(response.statusCode).toBe(201);
  });

  it('[PLT-01] the same phone registers separately in another tenant', async () => {
    const { phone } = await registeredUser(ctx, 'localhost');
    const other = await new TestBrowser(ctx.app, '127.0.0.1').open();
    const response = await other.post('/api/v1/auth/register', {
      name: 'Same Phone Other Shop',
      email: `other${phone}@example.com`,
      phone,
      password: 'lainlagi123',
      password_confirmation: 'lainlagi123',
    });
    expect(response.statusCode).toBe(201);
    const wrongTenantLogin = await other.post('/api/v1/auth/login', { login: phone, password: 'rahasia123' });
    expect(wrongTenantLogin.statusCode).toBe(422);
  });
});

describe('login, logout and password reset', () => {
  it('[ACC-02] gives the same answer for a wrong password and an unknown account', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const wrong = await browser.post('/api/v1/auth/login', { login: '081234560002', password: 'salah-salah' });
    const unknown = await browser.post('/api/v1/auth/login', { login: '081299998888', password: 'salah-salah' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Nomor HP/email atau password salah.');
  });

  it('[ACC-02][ACC-04][DEP-01] logs in with phone, loads the account with its balances, and logs out', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const login = await browser.post('/api/v1/auth/login', { login: '0812-3456-0002', password: 'demo12345' });
    expect(login.statusCode).toBe(200);
    const me = await browser.get('/api/v1/account');
    expect(me.statusCode).toBe(200);
    const account = accountSchema.parse(me.json().data);
    expect(account).toMatchObject({
      hp: '081234560002',
      email: 'agent@demo.konter.id',
      category: 'agent',
      deposit: 0,
      cashback_wallet: 0,
      agent_debt: 0,
      has_pin: true,
      is_agen_mlo: false,
      sicepat: false,
    });
    expect(account.permission).toContain('agent.transactions');
    expect((await browser.post('/api/v1/auth/logout')).statusCode).toBe(200);
    const after = await browser.get('/api/v1/account');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Not Authenticated, Please Login!');
  });

  it('[ACC-03] forgot password answers the same for unknown addresses and resets by the mailed link', async () => {
    const user = await registeredUser(ctx);
    const stranger = await new TestBrowser(ctx.app).open();
    const unknown = await stranger.post('/api/v1/auth/forgot-password', { email: 'nobody@example.com' });
    const known = await stranger.post('/api/v1/auth/forgot-password', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await waitForMail(ctx, user.email, 2);
    expect(mail.subject).toBe('Atur ulang password Konter Pulsa');
    const token = linkToken(mail.text);
    const reset = await stranger.post('/api/v1/auth/reset-password', {
      token,
      password: 'baru-rahasia',
      password_confirmation: 'baru-rahasia',
    });
    expect(reset.statusCode).toBe(200);
    // The session that knew the old password is over, and the link works once.
    expect((await user.browser.get('/api/v1/account')).statusCode).toBe(401);
    const reuse = await stranger.post('/api/v1/auth/reset-password', {
      token,
      password: 'lagi-rahasia',
      password_confirmation: 'lagi-rahasia',
    });
    expect(reuse.statusCode).toBe(422);
    const login = await user.browser.post('/api/v1/auth/login', { login: user.phone, password: 'baru-rahasia' });
    expect(login.statusCode).toBe(200);
  });

  it('[ACC-03] a reset link expires after 60 minutes', async () => {
    const user = await registeredUser(ctx);
    await user.browser.post('/api/v1/auth/forgot-password', { email: user.email });
    const token = linkToken((await waitForMail(ctx, user.email, 2)).text);
    ctx.clock.advance(61 * 60_000);
    const reset = await user.browser.post('/api/v1/auth/reset-password', {
      token,
      password: 'baru-rahasia',
      password_confirmation: 'baru-rahasia',
    });
    expect(reset.statusCode).toBe(422);
  });

  it('[ACC-02] login attempts per number are limited', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await browser.post('/api/v1/auth/login', { login: '081234560005', password: 'wrong-pass' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await browser.post('/api/v1/auth/login', { login: '081234560005', password: 'demo12345' });
    expect(right.statusCode).toBe(429);
  });
});
