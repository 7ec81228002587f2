import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourierCode, MloOrder } from '@konter/shared/contracts/logistics';
import type { WebhookRequest } from '../../platform/webhook-transport.ts';
import { expectLedgerClean, ledgerLegsOf } from '../../test/ledger-helpers.ts';
import { depositOf } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { mloAgentOf, sendParcel } from './logistics.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
});

const hour = 3_600_000;

/**
 * The couriers besides J&T Express whose public API pushes status changes, each with a push forged its own way: a
 * body changed under the courier's signature (Ninja's HMAC header, J&T Cargo's digest) or a wrong webhook token (Lion).
 */
const pushers: {
  code: CourierCode;
  name: string;
  service: string;
  forge(push: WebhookRequest): WebhookRequest;
}[] = [
  {
    code: 'ninja-xpress',
    name: 'Ninja Xpress',
    service: 'Standard',
    forge: (push) => ({ ...push, body: push.body.replace(/"status":"[^"]+"/, '"status":"Delivered"') }),
  },
  {
    code: 'lion-parcel',
    name: 'Lion Parcel',
    service: 'REGPACK',
    forge: (push) => ({ ...push, headers: { ...push.headers, authorization: 'Bearer guessed-token' } }),
  },
  {
    code: 'jnt-cargo',
    name: 'J&T Cargo',
    service: 'REG',
    forge: (push) => ({ ...push, body: push.body.replace(/Picked(\+|%20)Up/, 'Signed') }),
  },
];

function simulatorOf(code: CourierCode) {
  const found = ctx.simulators.couriers.pushers().find((pusher) => pusher.code === code);
  if (!found) throw new Error(`no pushing simulator for ${code}`);
  return found.simulator;
}

/** Delivers a push into the app as the courier would post it. */
async function deliver(push: WebhookRequest) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: new URL(push.url).pathname,
    headers: { ...push.headers, host: 'localhost' },
    payload: push.body,
  });
  return response.statusCode;
}

/** Sends the simulator's pushes through `deliver`, keeping a copy of each (`deliverNow` false: only kept). */
function recordPushes(code: CourierCode, deliverNow = true): WebhookRequest[] {
  const sent: WebhookRequest[] = [];
  simulatorOf(code).useTransport(async (push) => {
    sent.push(push);
    return { status: deliverNow ? await deliver(push) : 200 };
  });
  return sent;
}

async function orderOf(who: Awaited<ReturnType<typeof mloAgentOf>>, id: string): Promise<MloOrder> {
  return (await who.browser.get(`/api/v1/mlo/transaction/${id}`)).json().data as MloOrder;
}

describe.each(pushers)('$name status pushes (MLO-02)', ({ code, name, service, forge }) => {
  afterEach(() => {
    simulatorOf(code).useTransport(async (push) => ({ status: await deliver(push) }));
  });

  it(`[MLO-02] ${name} pushes each status change as the parcel moves on the clock; a forged push is refused`, async () => {
    const who = await mloAgentOf(ctx);
    const sent = (await sendParcel(who, code, service)).json().data as MloOrder;
    expect(sent.status).toBe('created');
    const simulator = simulatorOf(code);
    const pushes = recordPushes(code);

    ctx.clock.advance(3 * hour);
    expect(await simulator.pushMoved()).toBeGreaterThanOrEqual(1);
    expect((await orderOf(who, sent.id)).status).toBe('picked_up');
    expect(simulator.pushes.filter((push) => push.awb === sent.awb).at(-1)).toMatchObject({
      status: 'picked_up',
      answered: 200,
    });

    const genuine = pushes.find((push) => push.body.includes(sent.awb ?? '-'));
    if (!genuine) throw new Error('no push recorded for the parcel');
    expect(await deliver(forge(genuine))).toBe(401);
    expect((await orderOf(who, sent.id)).status).toBe('picked_up');

    ctx.clock.advance(6 * 24 * hour);
    await simulator.pushMoved();
    const delivered = await orderOf(who, sent.id);
    expect(delivered).toMatchObject({ status: 'delivered', refunded: false });
    expect(delivered.tracking.map((step) => step.status)).toEqual(['created', 'picked_up', 'delivered']);
    expect(await depositOf(who)).toBe(200_000 - sent.fee);
  });

  it(`[MLO-02] a ${name} push that the parcel is cancelled refunds the fee exactly once under repeated and concurrent pushes`, async () => {
    const who = await mloAgentOf(ctx);
    const sent = (await sendParcel(who, code, service)).json().data as MloOrder;
    expect(await depositOf(who)).toBe(200_000 - sent.fee);
    const simulator = simulatorOf(code);
    const held = simulator.book.parcels.get(sent.awb ?? '');
    expect(held && simulator.book.cancel(held)).toBe(true);
    // The courier's push is held back, then arrives six times at once, beside the agent's own track.
    const pushes = recordPushes(code, false);
    expect(await simulator.pushMoved()).toBeGreaterThanOrEqual(1);
    const cancelPush = pushes.find((push) => push.body.includes(sent.awb ?? '-'));
    if (!cancelPush) throw new Error('no cancel push recorded');
    const [track, ...answers] = await Promise.all([
      who.browser.post('/api/v1/mlo/transaction/track', { awb: sent.awb }),
      ...Array.from({ length: 6 }, () => deliver(cancelPush)),
    ]);
    expect(answers).toEqual(Array.from({ length: 6 }, () => 200));
    expect(track.statusCode, track.body).toBe(200);

    const cancelled = await orderOf(who, sent.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: true });
    expect(await depositOf(who)).toBe(200_000);
    // One refund: its two legs (the deposit back, the courier payable down).
    expect((await ledgerLegsOf(ctx, sent.ref)).filter((leg) => leg.kind === 'mlo_refund')).toHaveLength(2);
    // And once more later (a courier retries until it reads a 200): still one refund.
    expect(await deliver(cancelPush)).toBe(200);
    expect(await depositOf(who)).toBe(200_000);
  });
});

describe('destination lists asked of the couriers (MLO-05, MLO-06)', () => {
  const lists = [
    { code: 'sicepat', simulator: () => ctx.simulators.couriers.sicepat, bandung: 'BDO10000' },
    { code: 'jnt-express', simulator: () => ctx.simulators.couriers.jnt, bandung: 'COBLONG' },
    { code: 'jne-express', simulator: () => ctx.simulators.couriers.jne, bandung: 'BDO10000' },
    { code: 'lion-parcel', simulator: () => ctx.simulators.couriers.lion, bandung: 'SUMUR BANDUNG, BANDUNG' },
  ] as const;

  it.each(lists)(
    '[MLO-05][MLO-06] $code: get_destination answers the courier list, kept per tenant for a day, refreshed on demand',
    async ({ code, simulator, bandung }) => {
      const who = await mloAgentOf(ctx);
      const url = `/api/v1/mlo/transaction/${code}/get_destination`;
      const first = await who.browser.post(url, { refresh: true });
      expect(first.statusCode, first.body).toBe(200);
      const list = first.json().data;
      expect(list.courier).toBe(code);
      expect(list.destinations).toContainEqual(
        expect.objectContaining({ code: bandung, city: 'BANDUNG', province: 'JAWA BARAT' }),
      );

      simulator().down = true;
      try {
        // The tenant's copy answers while the courier is down; a refresh, or the copy a day old, asks the courier.
        const kept = await who.browser.post(url, {});
        expect(kept.json().data.fetched_at).toBe(list.fetched_at);
        who.browser.locale = 'en';
        const refreshed = await who.browser.post(url, { refresh: true });
        expect(refreshed.statusCode).toBe(503);
        expect(refreshed.json().message).toBe('The courier cannot be reached, please try again later');
        // Another tenant has no copy of its own yet: it asks the courier.
        const other = await mloAgentOf(ctx, { tenant: 'mitra' });
        expect((await other.browser.post(url, {})).statusCode).toBe(503);
        simulator().down = false;
        ctx.clock.advance(25 * hour);
        const again = (await who.browser.post(url, {})).json().data;
        expect(Date.parse(again.fetched_at)).toBeGreaterThan(Date.parse(list.fetched_at));
      } finally {
        simulator().down = false;
      }
    },
  );

  it('[MLO-06] a courier without a destination list, or an agent without the courier flag, is refused', async () => {
    const who = await mloAgentOf(ctx);
    expect((await who.browser.post('/api/v1/mlo/transaction/ninja-xpress/get_destination', {})).statusCode).toBe(422);
    const noFlags = await mloAgentOf(ctx, { flags: false });
    expect((await noFlags.browser.post('/api/v1/mlo/transaction/sicepat/get_destination', {})).statusCode).toBe(403);
  });
});
