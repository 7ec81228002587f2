import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { TestBrowser, type TestContext } from './test-app.ts';

let counter = 0;
/** Four digits of this worker's own, so accounts made by files that share a database do not collide. */
const workerDigits = String(randomInt(10_000)).padStart(4, '0');

/** A unique, valid Telkomsel number for a new test account. */
export function freshPhone(): string {
  counter += 1;
  return `0812${workerDigits}${String(counter).padStart(4, '0')}`;
}

export async function waitForMail(ctx: TestContext, email: string, count = 1) {
  await expect
    .poll(() => ctx.simulators.smtp.to(email).length, { timeout: 15_000, interval: 100 })
    .toBeGreaterThanOrEqual(count);
  const [latest] = ctx.simulators.smtp.to(email);
  if (!latest) throw new Error('no mail');
  return latest;
}

export function linkToken(text: string): string {
  const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no token link in: ${text}`);
  return token;
}

/** Registers, verifies from the mailbox and logs in: a ready account with its own browser. */
export async function registeredUser(ctx: TestContext, host = 'localhost') {
  const phone = freshPhone();
  const email = `user${phone}@example.com`;
  const browser = await new TestBrowser(ctx.app, host).open();
  const registered = await browser.post('/api/v1/auth/register', {
    name: 'Siti Aminah',
    email,
    phone,
    password: 'rahasia123',
    password_confirmation: 'rahasia123',
  });
  expect(registered.statusCode).toBe(201);
  const mail = await waitForMail(ctx, email);
  expect((await browser.post('/api/v1/auth/verify-email', { token: linkToken(mail.text) })).statusCode).toBe(200);
  const login = await browser.post('/api/v1/auth/login', { login: phone, password: 'rahasia123' });
  expect(login.statusCode).toBe(200);
  return { browser, phone, email, password: 'rahasia123' };
}

/** Posts one file as a browser's FormData does (one multipart field), with `browser`'s session and CSRF token. */
export function postMultipartFile(
  ctx: TestContext,
  browser: TestBrowser,
  url: string,
  file: { field: string; name: string; type: string; data: Buffer },
  locale?: string,
) {
  const boundary = '----konterupload';
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: browser.ip,
    headers: {
      host: browser.host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': browser.csrfToken,
      ...(locale ? { 'x-locale': locale } : {}),
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** A valid PNG of one pixel. */
export const onePixelPng = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Posts an avatar as the browser's multipart form does, as `user`. */
export function uploadAvatar(
  ctx: TestContext,
  user: Awaited<ReturnType<typeof registeredUser>>,
  name: string,
  type: string,
  data: Buffer,
  locale = 'id',
) {
  return postMultipartFile(ctx, user.browser, '/api/v1/account/avatar', { field: 'avatar', name, type, data }, locale);
}

/**
 * A demo account's browser, logged in once per test file and kept: a second browser of the same account would be a
 * new device waiting for approval (`ctx` is read when first asked, after the file's `beforeAll`).
 */
export function demoLogin(context: () => TestContext, phone: string, password = 'demo12345') {
  let browser: TestBrowser | null = null;
  return async (): Promise<TestBrowser> => {
    if (browser) return browser;
    const opened = await new TestBrowser(context().app).open();
    const login = await opened.post('/api/v1/auth/login', { login: phone, password });
    expect(login.statusCode).toBe(200);
    browser = opened;
    return browser;
  };
}
