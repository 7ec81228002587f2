import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../test/accounts-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { sendDownload } from './file-download.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    workers: true,
    beforeReady: (app) => {
      const failing = (afterChunks: number) =>
        Readable.from(
          (async function* () {
            for (let chunk = 0; chunk < afterChunks; chunk += 1) yield `baris ${chunk}\r\n`;
            throw new Error('the database went away');
          })(),
        );
      app.get('/probe/download-fails-at-once', (_request, reply) =>
        sendDownload(reply, { contentType: 'text/csv', filename: 'a.csv', stream: failing(0) }),
      );
      app.get('/probe/download-fails-later', (_request, reply) =>
        sendDownload(reply, { contentType: 'text/csv', filename: 'b.csv', stream: failing(3) }),
      );
    },
  });
});
afterAll(() => ctx.close());

describe('control characters at the edge', () => {
  it('[PLT-03] a NUL or another control character in a filter is a field error, never a 500, on lists and exports', async () => {
    const user = await registeredUser(ctx);
    for (const path of [
      '/api/v1/report/prabayar?search=08%00123',
      '/api/v1/report/prabayar/export?format=csv&search=%00',
      '/api/v1/report/pascabayar?search=a%1bb',
      '/api/v1/prabayar/transactions?search=%00',
    ]) {
      const response = await user.browser.get(path);
      expect(response.statusCode, path).toBe(422);
      expect(response.json().errors.search, path).toEqual(['Pencarian berisi karakter yang tidak diizinkan.']);
    }
    user.browser.locale = 'en';
    const english = await user.browser.get('/api/v1/report/prabayar?search=%00');
    expect(english.json().errors.search).toEqual(['Search contains characters that are not allowed.']);
  });

  it('[PLT-03] a NUL in a JSON body is refused under its field; tabs and line breaks in text are kept', async () => {
    const user = await registeredUser(ctx);
    const login = await user.browser.post('/api/v1/auth/login', { login: `${user.phone}\u0000`, password: 'x' });
    expect(login.statusCode).toBe(422);
    expect(Object.keys(login.json().errors)).toEqual(['login']);
    const profile = await user.browser.get('/api/v1/account');
    expect(profile.statusCode).toBe(200);
    const nested = await user.browser.post('/api/v1/auth/login', { login: user.phone, password: 'a\u0007b' });
    expect(nested.json().errors.password).toEqual(['Password berisi karakter yang tidak diizinkan.']);
    const multiline = await user.browser.post('/api/v1/auth/login', { login: user.phone, password: 'a\tb\r\nc' });
    expect(multiline.json().errors?.password).not.toEqual(['Password berisi karakter yang tidak diizinkan.']);
  });
});

describe('file downloads', () => {
  it('[RPT-01] a file that cannot start answers an error, not a 200 with an empty file', async () => {
    const response = await ctx.app.inject({ url: '/probe/download-fails-at-once', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('[RPT-01] a file that fails half-way is cut off before its end: the download fails, it never looks complete', async () => {
    const response = ctx.app.inject({ url: '/probe/download-fails-later', headers: { host: 'localhost' } });
    await expect(response).rejects.toThrow(/destroyed before completion/);
  });
});
