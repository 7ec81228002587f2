import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MloOrder } from '@konter/shared/contracts/logistics';
import { mloOrders } from '../../db/schema/logistics.ts';
import { demoParcels } from '../../integrations/couriers/demo-parcels.ts';
import { jntSign } from '../../integrations/couriers/jnt-sign.ts';
import { expectLedgerClean, ledgerLegsOf } from '../../test/ledger-helpers.ts';
import { buyer, depositOf } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { recoverMloOrdersJob } from './logistics.jobs.ts';
import { bandung, mloAgentOf, parcel, receiver, sendParcel } from './logistics.fixtures.ts';
import { houseBalance, houseCodes } from '../ledger/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
});

const hour = 3_600_000;
const mloAgent = (options: Parameters<typeof mloAgentOf>[1] = {}) => mloAgentOf(ctx, options);
const send = sendParcel;

describe('access (MLO-01)', () => {
  it('[MLO-01] a member without the flag, an agent without settings or courier flags reads the permission message', async () => {
    for (const who of [
      await mloAgent({ agen: false }),
      await mloAgent({ role: 'member' }),
      await mloAgent({ settings: false }),
      await mloAgent({ flags: false }),
    ]) {
      const response = await who.browser.post('/api/v1/mlo/transaction/get_fee', {
        ...bandung,
        parcel,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Anda tidak memiliki izin untuk mengakses halaman ini');
      who.browser.locale = 'en';
      const english = await who.browser.get('/api/v1/mlo/transaction');
      expect(english.statusCode).toBe(403);
      expect(english.json().message).toBe("You don't have the permission to access this page");
    }
  });

  it('[MLO-01] the access check lists only the couriers whose flag the agent has', async () => {
    const who = await mloAgent();
    const access = (await who.browser.get('/api/v1/mlo/access')).json().data;
    expect(access).toMatchObject({ is_agen_mlo: true, settings_complete: true });
    expect(access.couriers.map((c: { code: string }) => c.code)).toEqual([
      'sicepat',
      'jnt-express',
      'jne-express',
      'ninja-xpress',
      'lion-parcel',
      'idexpress',
      'sap-express',
      'jnt-cargo',
    ]);
    const none = await mloAgent({ agen: false, settings: false });
    expect((await none.browser.get('/api/v1/mlo/access')).json().data).toMatchObject({
      is_agen_mlo: false,
      couriers: [],
    });
  });
});

describe('couriers (MLO-02, MLO-07)', () => {
  it('[MLO-02] quotes three couriers with services, prices and ETA; an unserved area says so', async () => {
    const who = await mloAgent();
    const fee = await who.browser.post('/api/v1/mlo/transaction/get_fee', { ...bandung, parcel });
    expect(fee.statusCode, fee.body).toBe(200);
    const quotes = fee.json().data.quotes as { courier: string; price: number; eta_days: string }[];
    expect(new Set(quotes.map((quote) => quote.courier))).toEqual(
      new Set([
        'sicepat',
        'jnt-express',
        'jne-express',
        'ninja-xpress',
        'lion-parcel',
        'idexpress',
        'sap-express',
        'jnt-cargo',
      ]),
    );
    expect(quotes.every((quote) => quote.price > 0 && quote.eta_days !== '')).toBe(true);
    who.browser.locale = 'en';
    const far = await who.browser.post('/api/v1/mlo/transaction/get_fee', { destination_postal_code: '33111', parcel });
    expect(far.json().data.quotes).toEqual([]);
    const why = Object.fromEntries(
      (far.json().data.unavailable as { courier: string; message: string }[]).map((entry) => [
        entry.courier,
        entry.message,
      ]),
    );
    expect(why['ninja-xpress']).toBe('The area is not served or not registered');
    // A list courier is asked by its own destination code, which a postal code alone does not name.
    expect(why.sicepat).toBe("Choose the destination from this courier's list");
  });

  it.each([
    ['sicepat', 'REG'],
    ['jnt-express', 'EZ'],
    ['jne-express', 'REG'],
    ['ninja-xpress', 'Standard'],
    ['lion-parcel', 'REGPACK'],
    ['idexpress', 'STD'],
    ['sap-express', 'UDRREG'],
    ['jnt-cargo', 'REG'],
  ] as const)('[MLO-02] %s: create, charge the fee, track to delivered on the clock', async (courier, service) => {
    const who = await mloAgent();
    const response = await send(who, courier, service);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json().data as MloOrder;
    expect(order).toMatchObject({ status: 'created', courier, selling_price: 20_000 });
    expect(order.awb).toBeTruthy();
    expect(order.margin).toBe(20_000 - order.fee);
    expect(await depositOf(who)).toBe(200_000 - order.fee);
    ctx.clock.advance(3 * hour);
    const picked = await who.browser.post('/api/v1/mlo/transaction/track', { awb: order.awb });
    expect(picked.json().data.status).toBe('picked_up');
    ctx.clock.advance(4 * 24 * hour);
    const delivered = (await who.browser.post('/api/v1/mlo/transaction/track', { awb: order.awb })).json().data;
    expect(delivered.status).toBe('delivered');
    expect(delivered.tracking.map((step: { status: string }) => step.status)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'delivered',
    ]);
    const list = (await who.browser.get(`/api/v1/mlo/transaction`)).json().data as MloOrder[];
    expect(list[0]?.id).toBe(order.id);
    const agent = await who.browser.get(`/api/v1/mlo/${courier}/agen`);
    expect(agent.statusCode, agent.body).toBe(200);
  });

  it("[MLO-07] the demo's seeded parcels are known to their couriers, settled as the seed left them", async () => {
    const adapters = ctx.simulators.couriers.adapters();
    for (const demo of demoParcels) {
      const tracked = await adapters[demo.courier]?.track(demo.awb);
      expect(tracked?.status, demo.awb).toBe(demo.status);
    }
  });

  it('[MLO-07] the AWB is required and an unknown one reads AWB not found', async () => {
    const who = await mloAgent();
    who.browser.locale = 'en';
    const empty = await who.browser.post('/api/v1/mlo/transaction/track', { awb: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.awb).toEqual(['Airway bill number is required']);
    const unknown = await who.browser.post('/api/v1/mlo/transaction/track', { awb: '000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('AWB not found');
  });

  it('[MLO-07] an unsupported service and an unserved area are refused before any charge', async () => {
    const who = await mloAgent();
    who.browser.locale = 'en';
    const service = await send(who, 'sicepat', 'NOPE');
    expect(service.statusCode).toBe(422);
    expect(service.json().errors.service).toEqual(['The shipping service or route is not supported']);
    // A courier without a destination list goes by the postal code; a list courier by its destination code.
    const area = await send(who, 'ninja-xpress', 'Standard', { receiver: { ...receiver, postal_code: '33111' } });
    expect(area.statusCode).toBe(422);
    expect(area.json().errors['receiver.postal_code']).toEqual(['The area is not served or not registered']);
    const code = await send(who, 'jne-express', 'REG', { destination_code: 'PKU10000' });
    expect(code.statusCode).toBe(422);
    expect(code.json().errors.destination_code).toEqual(['The area is not served or not registered']);
    expect(await depositOf(who)).toBe(200_000);
  });
});

describe('money', () => {
  it('[MLO-02] a cancel refunds the fee exactly once; a picked-up parcel cannot be cancelled', async () => {
    const who = await mloAgent();
    const order = (await send(who, 'jnt-express', 'EZ')).json().data as MloOrder;
    const cancelled = await who.browser.post('/api/v1/mlo/transaction/cancel', { id: order.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refunded: true });
    expect(await depositOf(who)).toBe(200_000);
    const again = await who.browser.post('/api/v1/mlo/transaction/cancel', { id: order.id });
    expect(again.statusCode).toBe(409);
    expect(await depositOf(who)).toBe(200_000);
    const later = (await send(who, 'sicepat', 'REG')).json().data as MloOrder;
    ctx.clock.advance(3 * hour);
    const refused = await who.browser.post('/api/v1/mlo/transaction/cancel', { id: later.id });
    expect(refused.statusCode).toBe(409);
    expect(await depositOf(who)).toBe(200_000 - later.fee);
  });

  it('[MLO-02] a parcel the courier cancels is refunded exactly once when tracked, however often and at once', async () => {
    const who = await mloAgent();
    const order = (await send(who, 'sicepat', 'REG')).json().data as MloOrder;
    expect(await depositOf(who)).toBe(200_000 - order.fee);
    // The courier cancels on its side (its own counter, its own reasons); the app learns it by tracking.
    const book = ctx.simulators.couriers.sicepat.book;
    const held = book.parcels.get(order.awb ?? '');
    expect(held && book.cancel(held)).toBe(true);
    const tracks = await Promise.all(
      [1, 2, 3, 4].map(() => who.browser.post('/api/v1/mlo/transaction/track', { awb: order.awb })),
    );
    for (const tracked of tracks) {
      expect(tracked.statusCode, tracked.body).toBe(200);
      expect(tracked.json().data).toMatchObject({ status: 'cancelled', refunded: true });
    }
    const again = (await who.browser.post('/api/v1/mlo/transaction/track', { awb: order.awb })).json().data;
    expect(again).toMatchObject({ status: 'cancelled', refunded: true });
    expect(again.tracking.map((step: { status: string }) => step.status)).toEqual(['created', 'cancelled']);
    expect(await depositOf(who)).toBe(200_000);
    const legs = await ledgerLegsOf(ctx, order.ref);
    expect(legs.filter((leg) => leg.kind === 'mlo_refund')).toHaveLength(2);
    // The agent's own cancel afterwards is refused and refunds nothing more.
    expect((await who.browser.post('/api/v1/mlo/transaction/cancel', { id: order.id })).statusCode).toBe(409);
    expect(await depositOf(who)).toBe(200_000);
  });

  it('[MLO-02] a courier rejection refunds at once', async () => {
    const who = await mloAgent();
    ctx.simulators.couriers.jne.book.nextCreate = 'reject';
    const order = (await send(who, 'jne-express', 'REG')).json().data as MloOrder;
    expect(order).toMatchObject({ status: 'rejected', refunded: true, awb: null });
    expect(await depositOf(who)).toBe(200_000);
  });

  it('[MLO-02] a create that timed out stays processing, then recovery asks the courier: made → created', async () => {
    const who = await mloAgent();
    ctx.simulators.couriers.sicepat.book.nextCreate = 'timeout';
    const order = (await send(who, 'sicepat', 'REG')).json().data as MloOrder;
    expect(order.status).toBe('processing');
    expect(await depositOf(who)).toBe(200_000 - order.fee);
    ctx.clock.advance(2 * 60_000);
    await ctx.queue.runNow(recoverMloOrdersJob, {});
    const after = (await who.browser.get(`/api/v1/mlo/transaction/${order.id}`)).json().data as MloOrder;
    expect(after.status).toBe('created');
    expect(after.awb).toMatch(/^0024/);
    expect(await depositOf(who)).toBe(200_000 - order.fee);
  });

  it('[MLO-02] a processing order the courier never made is refunded once by recovery, never guessed', async () => {
    const who = await mloAgent();
    const order = (await send(who, 'jnt-express', 'EZ')).json().data as MloOrder;
    // As if the courier had never received the create: put the order back to processing under another reference.
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx
        .update(mloOrders)
        .set({ status: 'processing', awb: null, ref: `${order.ref}X` })
        .where(and(eq(mloOrders.tenantId, who.tenantId), eq(mloOrders.id, order.id))),
    );
    ctx.clock.advance(2 * 60_000);
    await ctx.queue.runNow(recoverMloOrdersJob, {});
    await ctx.queue.runNow(recoverMloOrdersJob, {});
    const after = (await who.browser.get(`/api/v1/mlo/transaction/${order.id}`)).json().data as MloOrder;
    expect(after).toMatchObject({ status: 'rejected', refunded: true });
    expect(await depositOf(who)).toBe(200_000);
    const payable = await ctx.database.withTenant(who.tenantId, (tx) =>
      houseBalance(tx, who.tenantId, houseCodes.courierPayable),
    );
    expect(Number.isInteger(payable)).toBe(true);
  });
});

describe('manifests, SPK and customers', () => {
  it('[MLO-03] open, add parcels of its courier, close once, then it reads closed with its parcels', async () => {
    const who = await mloAgent();
    const first = (await send(who, 'sicepat', 'REG')).json().data as MloOrder;
    const other = (await send(who, 'jne-express', 'REG')).json().data as MloOrder;
    const opened = (await who.browser.post('/api/v1/mlo/manifest/open', { courier: 'sicepat' })).json().data;
    expect(opened.status).toBe('open');
    const added = await who.browser.post('/api/v1/mlo/manifest/add', { manifest_id: opened.id, order_id: first.id });
    expect(added.json().data.orders.map((o: MloOrder) => o.id)).toEqual([first.id]);
    const wrong = await who.browser.post('/api/v1/mlo/manifest/add', { manifest_id: opened.id, order_id: other.id });
    expect(wrong.statusCode).toBe(422);
    const closed = await who.browser.post('/api/v1/mlo/manifest/close', { manifest_id: opened.id });
    expect(closed.json().data).toMatchObject({ status: 'closed', code: opened.code });
    expect((await who.browser.post('/api/v1/mlo/manifest/close', { manifest_id: opened.id })).statusCode).toBe(409);
    const list = (await who.browser.get('/api/v1/mlo/manifest')).json().data;
    expect(list[0]).toMatchObject({ id: opened.id, status: 'closed' });
    expect((await who.browser.get(`/api/v1/mlo/transaction/${first.id}`)).json().data.manifest_code).toBe(opened.code);
  });

  it('[MLO-05] SiCepat SPK check lists the AWBs to collect and confirm marks it confirmed', async () => {
    const who = await mloAgent();
    const order = (await send(who, 'sicepat', 'REG')).json().data as MloOrder;
    const spk = [...ctx.simulators.couriers.sicepat.book.parcels.values()].find((p) => p.awb === order.awb)?.spk;
    const checked = await who.browser.post('/api/v1/mlo/spk/check', { spk });
    expect(checked.json().data.awbs).toContain(order.awb);
    expect(checked.json().data.confirmed).toBe(false);
    const confirmed = await who.browser.post('/api/v1/mlo/spk/confirm', { spk });
    expect(confirmed.json().data.confirmed).toBe(true);
    const unknown = await who.browser.post('/api/v1/mlo/spk/check', { spk: 'SPK0' });
    expect(unknown.statusCode).toBe(422);
  });

  it('[MLO-06] the customer address book keeps receivers saved with an order, and deletes them', async () => {
    const who = await mloAgent();
    await send(who, 'sicepat', 'REG', { save_customer: true });
    const list = (await who.browser.get('/api/v1/mlo/customer-address')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Siti Aminah', postal_code: '40135' });
    await who.browser.post('/api/v1/mlo/customer-address/delete', { id: list[0].id });
    expect((await who.browser.get('/api/v1/mlo/customer-address')).json().data).toEqual([]);
  });
});

describe("spec §7's names for the same calls", () => {
  it("[MLO-02][MLO-03] get_order, get_status, manifest/status and manifest/agen answer for the agent's own orders only", async () => {
    const who = await mloAgent();
    const order = (await send(who, 'sicepat', 'REG')).json().data as MloOrder;
    const got = await who.browser.post('/api/v1/mlo/transaction/get_order', { id: order.id });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data).toMatchObject({ id: order.id, awb: order.awb, status: 'created' });
    const status = await who.browser.post('/api/v1/mlo/transaction/get_status', { id: order.id });
    expect(status.json().data).toMatchObject({
      id: order.id,
      ref: order.ref,
      courier: 'sicepat',
      awb: order.awb,
      status: 'created',
      refunded: false,
    });
    const other = await mloAgent();
    who.browser.locale = 'en';
    expect((await other.browser.post('/api/v1/mlo/transaction/get_status', { id: order.id })).statusCode).toBe(404);
    const malformed = await who.browser.post('/api/v1/mlo/transaction/get_order', { id: 'nope' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.id).toBeDefined();

    const opened = (await who.browser.post('/api/v1/mlo/manifest/open', { courier: 'sicepat' })).json().data;
    await who.browser.post('/api/v1/mlo/manifest/add', { manifest_id: opened.id, order_id: order.id });
    const manifests = await who.browser.get('/api/v1/mlo/manifest/status');
    expect(manifests.statusCode, manifests.body).toBe(200);
    expect(manifests.json().data).toEqual([
      expect.objectContaining({ id: opened.id, code: opened.code, status: 'open', parcels: 1, courier: 'sicepat' }),
    ]);
    const agen = (await who.browser.get('/api/v1/mlo/manifest/agen')).json().data;
    expect(agen).toMatchObject({ sender_name: 'Konter Berkah', origin: { postal_code: '10110' } });
    expect(agen.couriers.map((courier: { code: string }) => courier.code)).toContain('sicepat');
    const member = await mloAgent({ agen: false });
    expect((await member.browser.get('/api/v1/mlo/manifest/status')).statusCode).toBe(403);
  });

  it("[MLO-06] Lion Parcel's commodities and IdExpress's waybill last status come from the courier", async () => {
    const who = await mloAgent();
    const commodities = await who.browser.get('/api/v1/mlo/lion-parcel/commodity');
    expect(commodities.statusCode, commodities.body).toBe(200);
    expect(commodities.json().data).toContainEqual({ code: 'CLOTHES', name: 'PAKAIAN' });

    const order = (await send(who, 'idexpress', 'STD')).json().data as MloOrder;
    ctx.clock.advance(3 * hour);
    const last = await who.browser.post('/api/v1/mlo/transaction/idexpress/get_waybill_last_status', {
      awb: order.awb,
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ awb: order.awb, status: 'picked_up' });
    expect(last.json().data.description).not.toBe('');

    who.browser.locale = 'en';
    const sicepat = (await send(who, 'sicepat', 'REG')).json().data as MloOrder;
    const notIdexpress = await who.browser.post('/api/v1/mlo/transaction/idexpress/get_waybill_last_status', {
      awb: sicepat.awb,
    });
    expect(notIdexpress.statusCode).toBe(404);
    expect(notIdexpress.json().message).toBe('AWB not found');
    const empty = await who.browser.post('/api/v1/mlo/transaction/idexpress/get_waybill_last_status', { awb: '' });
    expect(empty.json().errors.awb).toEqual(['Airway bill number is required']);

    ctx.simulators.couriers.lion.down = true;
    try {
      const down = await who.browser.get('/api/v1/mlo/lion-parcel/commodity');
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe('The courier cannot be reached, please try again later');
    } finally {
      ctx.simulators.couriers.lion.down = false;
    }
    const noLion = await mloAgent({ flags: false });
    expect((await noLion.browser.get('/api/v1/mlo/lion-parcel/commodity')).statusCode).toBe(403);
  });
});

describe('courier callbacks', () => {
  it('[MLO-02] J&T pushes each status change through the webhook inbox; a forged push is refused', async () => {
    const who = await mloAgent();
    const order = (await send(who, 'jnt-express', 'EZ')).json().data as MloOrder;
    const jnt = ctx.simulators.couriers.jnt;
    ctx.clock.advance(3 * hour);
    expect(await jnt.pushMoved()).toBeGreaterThanOrEqual(1);
    const picked = (await who.browser.get(`/api/v1/mlo/transaction/${order.id}`)).json().data as MloOrder;
    expect(picked.status).toBe('picked_up');
    const mine = jnt.pushes.filter((push) => push.awb === order.awb);
    expect(mine.at(-1)).toMatchObject({ statusCode: '100', answered: 200 });
    // A push without J&T's signature is refused.
    const form = {
      data_param: JSON.stringify({ awb: order.awb, orderid: order.ref, status_code: '200' }),
      data_sign: 'x',
    };
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/couriers/jnt-express',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(forged.statusCode).toBe(401);
    ctx.clock.advance(4 * 24 * hour);
    await jnt.pushMoved();
    const delivered = (await who.browser.get(`/api/v1/mlo/transaction/${order.id}`)).json().data as MloOrder;
    expect(delivered.status).toBe('delivered');
    expect(delivered.tracking.map((step) => step.status)).toEqual(['created', 'picked_up', 'delivered']);
  });

  it('[MLO-02] a J&T push that the parcel is cancelled refunds the fee once; its repeat changes nothing', async () => {
    const who = await mloAgent();
    const order = (await send(who, 'jnt-express', 'EZ')).json().data as MloOrder;
    const jnt = ctx.simulators.couriers.jnt;
    const held = jnt.book.parcels.get(order.awb ?? '');
    expect(held && jnt.book.cancel(held)).toBe(true);
    expect(await jnt.pushMoved()).toBeGreaterThanOrEqual(1);
    expect(jnt.pushes.filter((push) => push.awb === order.awb).at(-1)).toMatchObject({
      statusCode: '104',
      answered: 200,
    });
    const cancelled = (await who.browser.get(`/api/v1/mlo/transaction/${order.id}`)).json().data as MloOrder;
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: true });
    expect(await depositOf(who)).toBe(200_000);
    // The same push delivered again (J&T retries until it reads a 200) and then a track: still one refund.
    const data = JSON.stringify({ awb: order.awb, orderid: order.ref, status_code: '104', status: 'Order dibatalkan' });
    const repeat = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/couriers/jnt-express',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data_param: data, data_sign: jntSign(data, jnt.apiKey) }).toString(),
    });
    expect(repeat.statusCode).toBe(200);
    await who.browser.post('/api/v1/mlo/transaction/track', { awb: order.awb });
    expect(await depositOf(who)).toBe(200_000);
    expect((await ledgerLegsOf(ctx, order.ref)).filter((leg) => leg.kind === 'mlo_refund')).toHaveLength(2);
  });
});

describe('the back office grants POS MLO (MLO-01, ADM-01)', () => {
  it('[MLO-01][ADM-01] an admin grants the MLO flag and one courier; the agent then sees that courier only; audited', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const who = await mloAgent({ agen: false, flags: false });
    const url = `/api/v1/admin/mlo/accounts/${who.accountId}`;
    const before = (await admin.browser.get(url)).json().data;
    expect(before).toMatchObject({ is_agen_mlo: false, courier_flags: { sicepat: false, lion_parcel: false } });
    expect(before.couriers.map((courier: { code: string }) => courier.code)).toContain('lion-parcel');
    expect((await who.browser.get('/api/v1/mlo/access')).json().data.is_agen_mlo).toBe(false);

    const granted = await admin.browser.request('PUT', url, {
      is_agen_mlo: true,
      courier_flags: { lion_parcel: true },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.courier_flags).toMatchObject({ lion_parcel: true, sicepat: false });
    const access = (await who.browser.get('/api/v1/mlo/access')).json().data;
    expect(access.is_agen_mlo).toBe(true);
    expect(access.couriers.map((courier: { code: string }) => courier.code)).toEqual(['lion-parcel']);

    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.account.mlo')).json().data;
    expect(audit[0].details).toMatchObject({
      target: who.accountId,
      before: { is_agen_mlo: false },
      after: { is_agen_mlo: true, courier_flags: { lion_parcel: true } },
    });
  });

  it('[MLO-01][ADM-01] refuses a member (403), an empty change and an unknown flag (422), an unknown account (404)', async () => {
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const who = await mloAgent({ agen: false });
    const url = `/api/v1/admin/mlo/accounts/${who.accountId}`;
    expect((await who.browser.request('PUT', url, { is_agen_mlo: true })).statusCode).toBe(403);
    expect((await admin.browser.request('PUT', url, {})).statusCode).toBe(422);
    const unknown = await admin.browser.request('PUT', url, { courier_flags: { pos_indonesia: true } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toBeDefined();
    const missing = await admin.browser.request(
      'PUT',
      '/api/v1/admin/mlo/accounts/00000000-0000-4000-8000-000000000000',
      {
        is_agen_mlo: true,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect((await who.browser.get('/api/v1/mlo/access')).json().data.is_agen_mlo).toBe(false);
  });
});
