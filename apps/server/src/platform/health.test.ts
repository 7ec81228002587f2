import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthResponseSchema } from '@konter/shared/contracts/site';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('[PLT-01] health reports the database and the queue', async () => {
  const response = await ctx.app.inject({ url: '/api/v1/health' });
  expect(response.statusCode).toBe(200);
  expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: 'up', queue: 'up' });
});

it('[PLT-01] health answers 503 when the queue has stopped', async () => {
  await ctx.queue.stop(1_000);
  const response = await ctx.app.inject({ url: '/api/v1/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'degraded', database: 'up', queue: 'down' });
});
