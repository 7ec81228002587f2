import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@konter/shared/errors/envelope';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => ctx.close());

it('[PLT-06] answers 429 with the message the web shows, after the limit, until the window passes', async () => {
  const call = () => ctx.app.inject({ method: 'GET', url: '/api/v1/site/bootstrap', headers: { host: 'localhost' } });
  for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
  const limited = await call();
  expect(limited.statusCode).toBe(429);
  expect(errorEnvelopeSchema.parse(limited.json())).toEqual({
    message: 'Gagal Mendapatkan Data. Coba Dalam Waktu 1 Menit.',
    code: 'too_many_requests',
  });
  expect(limited.headers['retry-after']).toBeDefined();
});

it('[PLT-06] health checks are never rate limited', async () => {
  for (let i = 0; i < 6; i += 1) {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
  }
});

it("[PLT-06] the web app's built files are never rate limited: a screen's scripts always load", async () => {
  for (let i = 0; i < 6; i += 1) {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app.js', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
  }
});
