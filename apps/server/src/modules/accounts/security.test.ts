import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSchema } from '@konter/shared/contracts/accounts';
import { queryRows } from '../../db/client.ts';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { jakartaTimeFromStart } from '../../test/test-clock.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

describe('trusted devices', () => {
  it('[ACC-08] the first device is trusted; a new one waits for approval, learns it by polling, and can be revoked', async () => {
    const user = await registeredUser(ctx);
    const phoneB = new TestBrowser(ctx.app);
    await phoneB.open();
    const attempt = await phoneB.post('/api/v1/auth/login', { login: user.email, password: user.password });
    expect(attempt.statusCode).toBe(202);
    const { requestId, message } = attempt.json() as { requestId: string; message: string };
    expect(message).toBe('Login dari perangkat baru perlu disetujui dari perangkat tepercaya Anda.');
    expect((await phoneB.get('/api/v1/account')).statusCode).toBe(401);
    expect((await phoneB.get(`/api/v1/auth/login-requests/${requestId}`)).json()).toEqual({ status: 'pending' });

    // Another browser cannot ride on the request id.
    const thief = await new TestBrowser(ctx.app).open();
    expect((await thief.get(`/api/v1/auth/login-requests/${requestId}`)).statusCode).toBe(404);

    const list = await user.browser.get('/api/v1/account/device');
    const devices = deviceSchema.array().parse(list.json().data);
    expect(devices.map((device) => device.state).sort()).toEqual(['current', 'new_login_attempt']);
    const pending = devices.find((device) => device.state === 'new_login_attempt');
    if (!pending) throw new Error('no pending device');
    expect(pending.device).toBe('Chrome on Android');

    expect((await user.browser.post(`/api/v1/account/device/${pending.id}/accept`)).json().message).toBe(
      'Perangkat disetujui.',
    );
    const approved = await phoneB.get(`/api/v1/auth/login-requests/${requestId}`);
    expect(approved.json().status).toBe('approved');
    expect((await phoneB.get('/api/v1/account')).statusCode).toBe(200);
    // The approval is spent: polling again gives no second session.
    expect((await phoneB.get(`/api/v1/auth/login-requests/${requestId}`)).statusCode).toBe(404);

    const states = deviceSchema.array().parse((await user.browser.get('/api/v1/account/device')).json().data);
    expect(states.find((device) => device.id === pending.id)?.state).toBe('active');
    expect((await user.browser.post(`/api/v1/account/device/${pending.id}/revoke`)).statusCode).toBe(200);
    expect((await phoneB.get('/api/v1/account')).statusCode).toBe(401);
    const afterRevoke = deviceSchema.array().parse((await user.browser.get('/api/v1/account/device')).json().data);
    expect(afterRevoke.find((device) => device.id === pending.id)?.state).toBe('logged_out');
  });

  it('[ACC-08] a rejected device is blocked and cannot try again', async () => {
    const user = await registeredUser(ctx);
    const intruder = await new TestBrowser(ctx.app).open();
    const attempt = await intruder.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    const { requestId } = attempt.json() as { requestId: string };
    const [pending] = deviceSchema
      .array()
      .parse((await user.browser.get('/api/v1/account/device')).json().data)
      .filter((device) => device.state === 'new_login_attempt');
    if (!pending) throw new Error('no pending device');
    expect((await user.browser.post(`/api/v1/account/device/${pending.id}/reject`)).statusCode).toBe(200);
    expect((await intruder.get(`/api/v1/auth/login-requests/${requestId}`)).json()).toEqual({ status: 'rejected' });
    const again = await intruder.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('device_blocked');
    const states = deviceSchema.array().parse((await user.browser.get('/api/v1/account/device')).json().data);
    expect(states.find((device) => device.id === pending.id)?.state).toBe('blocked');
  });

  it('[ACC-08] a blocked device can be unblocked: it may ask again, and still needs approval', async () => {
    const user = await registeredUser(ctx);
    const phone = await new TestBrowser(ctx.app).open();
    await phone.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    const devices = async () =>
      deviceSchema.array().parse((await user.browser.get('/api/v1/account/device')).json().data);
    const pending = (await devices()).find((device) => device.state === 'new_login_attempt');
    if (!pending) throw new Error('no pending device');
    // Only a blocked device can be unblocked.
    expect((await user.browser.post(`/api/v1/account/device/${pending.id}/unblock`)).statusCode).toBe(404);
    await user.browser.post(`/api/v1/account/device/${pending.id}/reject`);
    expect((await phone.post('/api/v1/auth/login', { login: user.phone, password: user.password })).statusCode).toBe(
      422,
    );

    const unblocked = await user.browser.post(`/api/v1/account/device/${pending.id}/unblock`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().message).toBe('Blokir perangkat dibuka. Perangkat ini harus disetujui lagi saat masuk.');
    expect((await devices()).find((device) => device.id === pending.id)?.state).toBe('logged_out');
    const again = await phone.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ requestId: expect.any(String) });
    expect((await devices()).find((device) => device.id === pending.id)?.state).toBe('new_login_attempt');
  });

  it('[ACC-08] a login request expires after 10 minutes and cannot be accepted then', async () => {
    const user = await registeredUser(ctx);
    const late = await new TestBrowser(ctx.app).open();
    const { requestId } = (
      await late.post('/api/v1/auth/login', { login: user.phone, password: user.password })
    ).json() as {
      requestId: string;
    };
    const [pending] = deviceSchema
      .array()
      .parse((await user.browser.get('/api/v1/account/device')).json().data)
      .filter((device) => device.state === 'new_login_attempt');
    ctx.clock.advance(11 * 60_000);
    expect((await user.browser.post(`/api/v1/account/device/${pending?.id}/accept`)).statusCode).toBe(404);
    expect((await late.get(`/api/v1/auth/login-requests/${requestId}`)).json()).toEqual({ status: 'expired' });
  });

  it('[ACC-08] a device of another account is not found', async () => {
    const alice = await registeredUser(ctx);
    const bob = await registeredUser(ctx);
    const [aliceDevice] = deviceSchema.array().parse((await alice.browser.get('/api/v1/account/device')).json().data);
    const response = await bob.browser.post(`/api/v1/account/device/${aliceDevice?.id}/revoke`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Perangkat tidak ditemukan');
  });
});

describe('PIN', () => {
  it('[ACC-07] creates a 6-digit PIN with a matching confirmation, verifies it and refuses a wrong one', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    expect((await b.post('/api/v1/account/pin/verify', { pin: '123456' })).json().code).toBe('pin_not_set');
    const differs = await b.post('/api/v1/account/pin/store', { pin: '246810', pin_confirmation: '246811' });
    expect(differs.statusCode).toBe(422);
    expect(differs.json().errors.pin_confirmation).toEqual(['Konfirmasi PIN berbeda.']);
    const short = await b.post('/api/v1/account/pin/store', { pin: '2468', pin_confirmation: '2468' });
    expect(short.json().errors.pin).toEqual(['PIN harus 6 digit angka.']);
    expect((await b.post('/api/v1/account/pin/store', { pin: '246810', pin_confirmation: '246810' })).statusCode).toBe(
      200,
    );
    expect((await b.post('/api/v1/account/pin/store', { pin: '111111', pin_confirmation: '111111' })).json().code).toBe(
      'pin_already_set',
    );
    expect((await b.post('/api/v1/account/pin/verify', { pin: '246810' })).statusCode).toBe(200);
    const wrong = await b.post('/api/v1/account/pin/verify', { pin: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pin).toEqual(['Kode PIN Salah']);
    expect((await b.get('/api/v1/account')).json().data.has_pin).toBe(true);
  });

  it('[ACC-07][PLT-06] five wrong PINs lock verification with 429 maximum PIN attempts, even for the right PIN', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    await b.post('/api/v1/account/pin/store', { pin: '135790', pin_confirmation: '135790' });
    for (let i = 0; i < 5; i += 1)
      expect((await b.post('/api/v1/account/pin/verify', { pin: '000000' })).statusCode).toBe(422);
    const locked = await b.post('/api/v1/account/pin/verify', { pin: '135790' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('max_pin_attempts');
    ctx.clock.advance(16 * 60_000);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '135790' })).statusCode).toBe(200);
  });

  it('[ACC-07] a PIN is stored as its keyed hash (decision 028), never as itself', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    expect((await b.post('/api/v1/account/pin/store', { pin: '864201', pin_confirmation: '864201' })).statusCode).toBe(
      200,
    );
    const [stored] = await ctx.database.withSystem((tx) =>
      queryRows<{ pin_hash: string }>(tx, sql`select pin_hash from accounts where phone = ${user.phone}`),
    );
    const pinHash = String(stored?.pin_hash);
    expect(pinHash).toMatch(/^\$hmac-sha256\$v=1\$/);
    expect(pinHash).not.toContain('864201');
    expect((await b.post('/api/v1/account/pin/verify', { pin: '864201' })).statusCode).toBe(200);
  });

  it('[ACC-07] concurrent wrong PINs cannot exceed the limit', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    await b.post('/api/v1/account/pin/store', { pin: '975310', pin_confirmation: '975310' });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => b.post('/api/v1/account/pin/verify', { pin: '000001' })),
    );
    const codes = results.map((result) => result.statusCode);
    expect(codes.filter((code) => code === 422).length).toBeLessThanOrEqual(5);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '975310' })).statusCode).toBe(429);
  });

  it('[ACC-07] changes the PIN with the old one and resets it with the password', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    await b.post('/api/v1/account/pin/store', { pin: '112233', pin_confirmation: '112233' });
    const wrongOld = await b.post('/api/v1/account/pin/update', {
      old_pin: '999999',
      pin: '445566',
      pin_confirmation: '445566',
    });
    expect(wrongOld.json().errors.old_pin).toEqual(['Kode PIN Salah']);
    expect(
      (await b.post('/api/v1/account/pin/update', { old_pin: '112233', pin: '445566', pin_confirmation: '445566' }))
        .statusCode,
    ).toBe(200);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '445566' })).statusCode).toBe(200);
    const wrongPassword = await b.post('/api/v1/account/pin/reset', {
      password: 'nope',
      pin: '778899',
      pin_confirmation: '778899',
    });
    expect(wrongPassword.json().errors.password).toEqual(['Password salah']);
    expect(
      (
        await b.post('/api/v1/account/pin/reset', {
          password: user.password,
          pin: '778899',
          pin_confirmation: '778899',
        })
      ).statusCode,
    ).toBe(200);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '778899' })).statusCode).toBe(200);
  });
});

describe('phone verification by WhatsApp', () => {
  it('[ACC-09] sends a code to WhatsApp that verifies the phone once, and expires after 60 seconds', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    expect((await b.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
    const [message] = ctx.simulators.whatsapp.to(user.phone);
    const code = /(\d{6})/.exec(message?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expect(message?.body).toContain('Konter Pulsa');
    ctx.clock.advance(61_000);
    const late = await b.post('/api/v1/account/phone/verify', { code });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.code).toEqual(['Kode OTP tidak valid']);

    expect((await b.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
    const fresh = /(\d{6})/.exec(ctx.simulators.whatsapp.to(user.phone)[0]?.body ?? '')?.[1];
    const wrongCode = fresh === '000000' ? '111111' : '000000';
    expect((await b.post('/api/v1/account/phone/verify', { code: wrongCode })).statusCode).toBe(422);
    expect((await b.post('/api/v1/account/phone/verify', { code: fresh })).statusCode).toBe(200);
    expect((await b.get('/api/v1/account')).json().data.phone_verified_at).not.toBeNull();
    expect((await b.post('/api/v1/account/phone/verify', { code: fresh })).statusCode).toBe(422);
    expect((await b.post('/api/v1/account/phone/send-otp')).json().code).toBe('phone_already_verified');
  });

  it('[ACC-09] allows three sends per Jakarta day, with the limit message on the fourth', async () => {
    const user = await registeredUser(ctx);
    const b = user.browser;
    ctx.clock.set(jakartaTimeFromStart(0, '23:30'));
    for (let i = 0; i < 3; i += 1) expect((await b.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
    const fourth = await b.post('/api/v1/account/phone/send-otp');
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe(
      'Anda telah mencapai batas maksimum verifikasi nomor HP hari ini (3 kali). Silakan coba lagi besok.',
    );
    b.locale = 'en';
    expect((await b.post('/api/v1/account/phone/send-otp')).json().message).toBe(
      'You have reached the maximum phone verification attempts for today (3 times). Please try again tomorrow.',
    );
    ctx.clock.set(jakartaTimeFromStart(1, '00:00:30'));
    expect((await b.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
  });

  it('[ACC-09] an undeliverable number gets OTP send failed and the try does not count', async () => {
    const user = await registeredUser(ctx);
    const setPhone = (phone: string) =>
      ctx.database.db.execute(sql`update accounts set phone = ${phone} where email = ${user.email}`);
    await setPhone('081277779999');
    for (let i = 0; i < 4; i += 1) {
      const response = await user.browser.post('/api/v1/account/phone/send-otp');
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('Gagal mengirim OTP');
    }
    await setPhone(user.phone);
    for (let i = 0; i < 3; i += 1)
      expect((await user.browser.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
  });
});

describe('limits per address', () => {
  it('[ACC-09] one IP address cannot make more than ten accounts send codes in an hour', async () => {
    const users = [];
    for (let i = 0; i < 11; i += 1) users.push(await registeredUser(ctx));
    const statuses: number[] = [];
    for (const user of users) {
      // The same address for everyone, as from one machine.
      Object.defineProperty(user.browser, 'ip', { value: '127.9.9.9' });
      statuses.push((await user.browser.post('/api/v1/account/phone/send-otp')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('limits under concurrent attempts', () => {
  it('[ACC-02] thirty wrong passwords at once for one number: at most ten are checked, then even the right one waits', async () => {
    const user = await registeredUser(ctx);
    const browsers = await Promise.all(Array.from({ length: 6 }, () => new TestBrowser(ctx.app).open()));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        browsers[index % browsers.length]?.post('/api/v1/auth/login', { login: user.phone, password: 'salah-terus' }),
      ),
    );
    const statuses = results.map((result) => result?.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    const right = await browsers[0]?.post('/api/v1/auth/login', { login: user.phone, password: user.password });
    expect(right?.statusCode).toBe(429);
  });

  it('[ACC-09] ten code requests at once send three messages, never more', async () => {
    const user = await registeredUser(ctx);
    const before = ctx.simulators.whatsapp.to(user.phone).length;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => user.browser.post('/api/v1/account/phone/send-otp')),
    );
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(3);
    expect(ctx.simulators.whatsapp.to(user.phone).length - before).toBe(3);
  });

  it('[ACC-09] twelve wrong codes at once use up the code: the right one is refused afterwards', async () => {
    const user = await registeredUser(ctx);
    expect((await user.browser.post('/api/v1/account/phone/send-otp')).statusCode).toBe(200);
    const code = /(\d{6})/.exec(ctx.simulators.whatsapp.to(user.phone).at(-1)?.body ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 12 }, () => user.browser.post('/api/v1/account/phone/verify', { code: wrong })),
    );
    expect(results.every((result) => result.statusCode === 422 || result.statusCode === 429)).toBe(true);
    expect((await user.browser.post('/api/v1/account/phone/verify', { code })).statusCode).not.toBe(200);
    expect((await user.browser.get('/api/v1/account')).json().data.phone_verified_at).toBeNull();
  });
});

describe('one limit for every secret of an account', () => {
  const windowMs = 15 * 60_000;
  /** What the lock-out says now: the minutes left of the 15-minute window, rounded up. */
  const lockOutMessage = () => {
    const now = ctx.clock.now().getTime();
    const left = Math.ceil(now / windowMs) * windowMs - now || windowMs;
    return `Terlalu banyak percobaan. Coba lagi dalam ${Math.ceil(left / 60_000)} menit.`;
  };
  const atWindowStart = () => ctx.clock.set(new Date(Math.ceil(ctx.clock.now().getTime() / windowMs) * windowMs));

  it('[ACC-07] wrong passwords on PIN reset use up the tries: the right one is refused and the PIN lock-out stays', async () => {
    atWindowStart();
    const user = await registeredUser(ctx);
    const b = user.browser;
    await b.post('/api/v1/account/pin/store', { pin: '246810', pin_confirmation: '246810' });
    for (let i = 0; i < 5; i += 1) {
      expect((await b.post('/api/v1/account/pin/verify', { pin: '000000' })).statusCode).toBe(422);
    }
    expect((await b.post('/api/v1/account/pin/verify', { pin: '246810' })).json().code).toBe('max_pin_attempts');
    const reset = (password: string) =>
      b.post('/api/v1/account/pin/reset', { password, pin: '135791', pin_confirmation: '135791' });
    for (let i = 0; i < 5; i += 1) expect((await reset('tebak-tebakan')).statusCode).toBe(422);
    ctx.clock.advance(60_000);
    const refused = await reset(user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts', message: lockOutMessage() });
    expect(refused.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 14 menit.');
    const pinLocked = await b.post('/api/v1/account/pin/verify', { pin: '246810' });
    expect(pinLocked.statusCode).toBe(429);
    expect(pinLocked.json().message).toBe(
      'Anda telah mencapai batas maksimum percobaan PIN. Coba lagi dalam 14 menit.',
    );
    // The old PIN still stands: nothing was reset.
    ctx.clock.advance(windowMs);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '246810' })).statusCode).toBe(200);
    expect((await reset(user.password)).statusCode).toBe(200);
    expect((await b.post('/api/v1/account/pin/verify', { pin: '135791' })).statusCode).toBe(200);
  });

  it('[ACC-05][DEP-08] the password asked again in a session shares the limit with the login: password change, transfer, login', async () => {
    atWindowStart();
    const member = await new TestBrowser(ctx.app).open();
    expect((await member.post('/api/v1/auth/login', { login: '081234560001', password: 'demo12345' })).statusCode).toBe(
      200,
    );
    const change = (old: string) =>
      member.post('/api/v1/account/password', {
        old_password: old,
        password: 'baru-12345',
        password_confirmation: 'baru-12345',
      });
    for (let i = 0; i < 10; i += 1)
      expect((await change('bukan-ini')).json().errors.old_password).toEqual(['Password lama salah']);
    const transfer = await member.post('/api/v1/deposit/transfer', {
      hp: '081234560002',
      amount: 10_000,
      password: 'demo12345',
    });
    expect(transfer.statusCode).toBe(429);
    expect(transfer.json()).toMatchObject({ code: 'too_many_attempts', message: lockOutMessage() });
    expect((await change('demo12345')).statusCode).toBe(429);
    const login = await new TestBrowser(ctx.app).open();
    expect(
      (await login.post('/api/v1/auth/login', { login: 'member@demo.konter.id', password: 'demo12345' })).statusCode,
    ).toBe(429);
    ctx.clock.advance(windowMs);
    const later = await member.post('/api/v1/deposit/transfer', {
      hp: '081234560002',
      amount: 10_000,
      password: 'demo12345',
    });
    expect(later.statusCode).not.toBe(429);
    expect(later.json().errors?.password).toBeUndefined();
  });

  it('[ACC-02] wrong passwords count against the account whether the phone or the e-mail is typed', async () => {
    atWindowStart();
    const user = await registeredUser(ctx);
    const browser = await new TestBrowser(ctx.app).open();
    const login = (name: string, password: string) => browser.post('/api/v1/auth/login', { login: name, password });
    // Nine wrong by phone (the phone's own limit of ten tries also counted the sign-up's login), one by e-mail…
    for (let i = 0; i < 9; i += 1) expect((await login(user.phone, 'salah-lagi')).statusCode).toBe(422);
    expect((await login(user.email, 'salah-lagi')).statusCode).toBe(422);
    // …and the account has used its ten, although the e-mail was typed twice only.
    const byEmail = await login(user.email, 'salah-lagi');
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toMatchObject({ code: 'too_many_attempts', message: lockOutMessage() });
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    // An unknown login answers like a known one until its own limit: nothing tells whether an account exists.
    const unknown = await login('0812999900001', 'salah-lagi');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe((await login(user.phone.replace(/^0812/, '0813'), 'x')).json().message);
    ctx.clock.advance(windowMs);
    expect((await login(user.email, user.password)).statusCode).not.toBe(429);
  });

  it('[ACC-05] twenty wrong passwords at once check at most ten; then the right one waits too', async () => {
    atWindowStart();
    const user = await registeredUser(ctx);
    const change = (old: string) =>
      user.browser.post('/api/v1/account/password', {
        old_password: old,
        password: 'baru-12345',
        password_confirmation: 'baru-12345',
      });
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => change('bukan-ini')))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect((await change(user.password)).statusCode).toBe(429);
  });

  it('[ACC-09] wrong phone codes count against the account too', async () => {
    atWindowStart();
    const user = await registeredUser(ctx);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await user.browser.post('/api/v1/account/pin/reset', {
            password: 'x',
            pin: '111111',
            pin_confirmation: '111111',
          })
        ).statusCode,
      ).toBe(422);
    }
    const verify = await user.browser.post('/api/v1/account/phone/verify', { code: '123456' });
    expect(verify.statusCode).toBe(429);
    expect(verify.json().code).toBe('too_many_attempts');
  });
});
