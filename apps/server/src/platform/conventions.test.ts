import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiHeaders } from '@konter/shared/contracts/site';
import { errorEnvelopeSchema } from '@konter/shared/errors/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, TestBrowser, type TestContext } from '../test/test-app.ts';
import { AppError } from './errors.ts';

let ctx: TestContext;
let probeCalls = 0;

const probeBody = z.object({
  name: z.string().min(3),
  amount: z.number().int().multipleOf(1000),
  email: z.email().optional(),
});

beforeAll(async () => {
  ctx = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '40' },
    webScopeRoutes(app) {
      // Probe routes standing in for any state-changing API route of a module, in the web app's scope.
      const config = { auth: 'public' as const };
      app
        .withTypeProvider<ZodTypeProvider>()
        .post('/api/v1/probe', { config, schema: { body: probeBody } }, async () => {
          probeCalls += 1;
          return { ok: true };
        });
      app.get('/api/v1/probe/crash', { config }, async () => {
        throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "postgres"');
      });
      app.get('/api/v1/probe/forbidden', { config }, async () => {
        throw new AppError('unauthorized_access');
      });
      app.get('/api/v1/probe/private', async () => ({ secret: true }));
      app.get('/api/v1/probe/admin', { config: { permission: 'admin.manage' } }, async () => ({ secret: true }));
    },
  });
});
afterAll(() => ctx.close());

describe('CSRF and the XMLHttpRequest marker', () => {
  it('[PLT-02] rejects a state-changing request without a CSRF token and runs nothing', async () => {
    const before = probeCalls;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { host: 'localhost', [apiHeaders.requestedWith]: apiHeaders.requestedWithValue },
      payload: { name: 'Budi', amount: 1000 },
    });
    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ code: 'csrf_token_invalid' });
    expect(probeCalls).toBe(before);
  });

  it('[PLT-02] rejects a token that belongs to another browser', async () => {
    const alice = await new TestBrowser(ctx.app).open();
    const mallory = await new TestBrowser(ctx.app).open();
    mallory.csrfToken = alice.csrfToken;
    const response = await mallory.post('/api/v1/probe', { name: 'Budi', amount: 1000 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_token_invalid');
  });

  it('[PLT-02] rejects a valid token without the XMLHttpRequest marker', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: {
        host: 'localhost',
        [apiHeaders.csrf]: browser.csrfToken,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: { name: 'Budi', amount: 1000 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('[PLT-02] accepts the token from the page meta tag with its cookie and the marker', async () => {
    const browser = new TestBrowser(ctx.app);
    const page = await browser.get('/auth/login');
    const token = /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)?.[1];
    expect(token).toBeTruthy();
    browser.csrfToken = token ?? '';
    const response = await browser.post('/api/v1/probe', { name: 'Budi', amount: 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('[PLT-02] reading data needs no token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/site/bootstrap',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the error envelope', () => {
  it('[PLT-03] returns 422 with translated messages keyed by field, and changes nothing', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const before = probeCalls;
    const response = await browser.post('/api/v1/probe', { name: 'Bu', amount: 1500, email: 'nope' });
    expect(response.statusCode).toBe(422);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual({
      name: ['Nama minimal 3 karakter.'],
      amount: ['Nominal harus kelipatan 1000.'],
      email: ['Email harus berupa alamat email yang valid.'],
    });
    expect(body.message).toBe('Nama minimal 3 karakter.');
    expect(probeCalls).toBe(before);
  });

  it.each([
    ['en', 'The name field is required.'],
    ['zh', '姓名 为必填项。'],
    ['id', 'Nama wajib diisi.'],
  ])('[PLT-03][PLT-09] translates field errors to %s', async (locale, expected) => {
    const browser = await new TestBrowser(ctx.app).open();
    browser.locale = locale;
    const response = await browser.post('/api/v1/probe', { amount: 1000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual([expected]);
  });

  it('[PLT-09] picks the language from Accept-Language when the web sends none', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { host: 'localhost', 'accept-language': 'en-US,en;q=0.9' },
      payload: {},
    });
    expect(response.json().message).toBe('This page has expired. Reload the page and try again.');
  });

  it('[PLT-03] answers malformed JSON with a 400 envelope, not a 500', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
        [apiHeaders.csrf]: browser.csrfToken,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: '{"name": "Budi",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('bad_request');
  });

  it('[PLT-03] answers an unsupported content type with 415 in the envelope', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: {
        host: 'localhost',
        'content-type': 'application/x-konter',
        [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
        [apiHeaders.csrf]: browser.csrfToken,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('[PLT-03] hides internal error details on a 500', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/probe/crash',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Terjadi kesalahan', code: 'internal_error' });
    expect(response.body).not.toContain('10.0.0.5');
    expect(response.body).not.toContain('stack');
  });

  it('[PLT-05] a forbidden action answers 403 with the Unauthorized Access! message', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/probe/forbidden',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Unauthorized Access!', code: 'unauthorized_access' });
  });

  it('[PLT-03] an unknown API path answers 404 in the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});

describe('login and permissions', () => {
  it('[NAV-06][PLT-04] an API route needs a login unless it is marked public', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/probe/private', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not Authenticated, Please Login!', code: 'not_authenticated' });
  });

  it('[ACC-14] a route that names a permission refuses an account without it with 403', async () => {
    const browser = await new TestBrowser(ctx.app).open();
    const login = await browser.post('/api/v1/auth/login', { login: '081234560001', password: 'demo12345' });
    expect(login.statusCode).toBe(200);
    expect((await browser.get('/api/v1/probe/private')).statusCode).toBe(200);
    const admin = await browser.get('/api/v1/probe/admin');
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Unauthorized Access!');
  });
});

describe('OpenAPI', () => {
  it('[PLT-02] documents the routes from their schemas', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/docs/json',
      headers: { host: 'unknown.example' },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/site/bootstrap']));
  });
});
