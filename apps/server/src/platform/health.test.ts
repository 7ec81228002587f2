import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { healthResponseSchema } from '@konter/shared/contracts/site';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseCheckMs } from './health.ts';

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

it('[PLT-01] health checks within a second share one database ping, and a database that stops answering shows within a second', async () => {
  const ping = vi.spyOn(ctx.database, 'ping');
  try {
    ctx.clock.advance(databaseCheckMs);
    const burst = await Promise.all(Array.from({ length: 20 }, () => ctx.app.inject({ url: '/api/v1/health' })));
    expect(burst.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(ping).toHaveBeenCalledTimes(1);

    ctx.clock.advance(databaseCheckMs - 1);
    expect((await ctx.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    expect(ping).toHaveBeenCalledTimes(1);

    ping.mockRejectedValue(new Error('connection refused'));
    ctx.clock.advance(1);
    const down = await ctx.app.inject({ url: '/api/v1/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'degraded', database: 'down', queue: 'up' });
    expect(ping).toHaveBeenCalledTimes(2);

    ping.mockRestore();
    ctx.clock.advance(databaseCheckMs);
    expect((await ctx.app.inject({ url: '/api/v1/health' })).json()).toEqual({
      status: 'ok',
      database: 'up',
      queue: 'up',
    });
  } finally {
    ping.mockRestore();
  }
});

it('[PLT-01] health answers 503 when the queue has stopped', async () => {
  await ctx.queue.stop(1_000);
  const response = await ctx.app.inject({ url: '/api/v1/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'degraded', database: 'up', queue: 'down' });
});
