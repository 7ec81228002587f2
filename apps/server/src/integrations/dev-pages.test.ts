import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the demo's courier page", () => {
  it('[MLO-02] moves the couriers’ clock only on a POST, never on a GET (a prefetch or a crawler changes nothing)', async () => {
    const book = ctx.simulators.couriers.books().sicepat;
    const before = book.aheadMs;
    const fetched = await ctx.app.inject({ method: 'GET', url: '/dev/couriers/advance?hours=72' });
    // The web app's page fallback answers it; the simulators did not move.
    expect(fetched.statusCode).not.toBe(303);
    expect(book.aheadMs).toBe(before);
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/couriers' });
    expect(page.body).toContain('<form method="post" action="/dev/couriers/advance?hours=72"');
    const moved = await ctx.app.inject({ method: 'POST', url: '/dev/couriers/advance?hours=72' });
    expect(moved.statusCode).toBe(303);
    expect(book.aheadMs - before).toBe(72 * 3_600_000);
    const refused = await ctx.app.inject({ method: 'POST', url: '/dev/couriers/advance?hours=-1' });
    expect(refused.statusCode).toBe(422);
  });
});
