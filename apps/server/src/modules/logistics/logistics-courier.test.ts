import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  courierCodes,
  courierFlagNames,
  mloPaths,
  type CourierFlagName,
  type MloOrder,
} from '@konter/shared/contracts/logistics';
import { accounts } from '../../db/schema/accounts.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { depositOf } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { bandung, mloAgentOf, parcel, receiver, sendParcel, type MloAgent } from './logistics.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
});

const hour = 3_600_000;
/** An account's courier flags with only `flag` granted. */
const only = (flag: CourierFlagName) =>
  Object.fromEntries(courierFlagNames.map((name) => [name, name === flag])) as Record<CourierFlagName, boolean>;
let keys = 0;
const order = (service: string) => ({
  request_key: `courier-path-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`,
  service,
  receiver,
  parcel,
  item_description: 'Pakaian',
  item_value: 150_000,
  selling_price: 20_000,
});

describe('per-courier paths (MLO-02, MLO-03)', () => {
  it('[MLO-02] every courier quotes and lists under its own path, as the general calls answer for it', async () => {
    const who = await mloAgentOf(ctx);
    for (const courier of courierCodes) {
      const paths = mloPaths.courier(courier);
      const fee = await who.browser.post(paths.fee, { ...bandung, parcel });
      expect(fee.statusCode, `${courier} ${fee.body}`).toBe(200);
      const general = await who.browser.post(mloPaths.fee, {
        couriers: [courier],
        ...bandung,
        parcel,
      });
      expect(fee.json().data).toEqual(general.json().data);
      expect(fee.json().data.quotes.length).toBeGreaterThan(0);
      const list = await who.browser.get(paths.orders);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data).toEqual([]);
      const manifests = await who.browser.get(paths.manifestStatus);
      expect(manifests.json().data).toEqual([]);
    }
  });

  it('[MLO-02] [MLO-03] create_order, track, cancel and the manifest calls under the courier path', async () => {
    const who = await mloAgentOf(ctx);
    const paths = mloPaths.courier('jne-express');
    const created = await who.browser.post(paths.create, order('REG'));
    expect(created.statusCode, created.body).toBe(200);
    const parcelOrder = created.json().data as MloOrder;
    expect(parcelOrder).toMatchObject({ courier: 'jne-express', status: 'created', selling_price: 20_000 });
    expect(await depositOf(who)).toBe(200_000 - parcelOrder.fee);
    const other = (await sendParcel(who, 'sicepat', 'REG')).json().data as MloOrder;

    const listed = (await who.browser.get(paths.orders)).json().data as MloOrder[];
    expect(listed.map((row) => row.id)).toEqual([parcelOrder.id]);

    const opened = await who.browser.post(paths.manifestOpen, {});
    expect(opened.statusCode, opened.body).toBe(200);
    const manifest = opened.json().data;
    expect(manifest).toMatchObject({ courier: 'jne-express', status: 'open' });
    await who.browser.post(mloPaths.manifestAdd, { manifest_id: manifest.id, order_id: parcelOrder.id });
    // A manifest of another courier is not found under this one's path.
    const sicepatManifest = (await who.browser.post(mloPaths.courier('sicepat').manifestOpen, {})).json().data;
    const wrong = await who.browser.post(paths.manifestClose, { manifest_id: sicepatManifest.id });
    expect(wrong.statusCode).toBe(404);
    const closed = await who.browser.post(paths.manifestClose, { manifest_id: manifest.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    expect((await who.browser.get(paths.manifests)).json().data.map((m: { id: string }) => m.id)).toEqual([
      manifest.id,
    ]);
    expect((await who.browser.get(paths.manifestStatus)).json().data).toMatchObject([
      { id: manifest.id, status: 'closed', parcels: 1 },
    ]);

    // Another courier's order is not found under this path; the cancel under its own refunds once.
    expect((await who.browser.post(paths.cancel, { id: other.id })).statusCode).toBe(404);
    const cancelled = await who.browser.post(mloPaths.courier('sicepat').cancel, { id: other.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refunded: true });
    expect(await depositOf(who)).toBe(200_000 - parcelOrder.fee);

    ctx.clock.advance(3 * hour);
    const tracked = await who.browser.post(paths.track, { awb: parcelOrder.awb });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data.status).toBe('picked_up');
    // Another courier's AWB is not found under this path.
    expect((await who.browser.post(paths.track, { awb: other.awb })).statusCode).toBe(404);
  });

  it('[MLO-02] [MLO-07] SAP Express has no track, an unknown courier no path: the route is not supported', async () => {
    const who = await mloAgentOf(ctx);
    who.browser.locale = 'en';
    const sap = (await who.browser.post(mloPaths.courier('sap-express').create, order('UDRREG'))).json()
      .data as MloOrder;
    const track = await who.browser.post(mloPaths.courier('sap-express').track, { awb: sap.awb });
    expect(track.statusCode).toBe(422);
    expect(track.json().message).toBe('The shipping service or route is not supported');
    for (const [method, path] of [
      ['POST', mloPaths.courier('dhl').fee],
      ['POST', mloPaths.courier('dhl').track],
      ['GET', mloPaths.courier('dhl').orders],
      ['GET', mloPaths.courier('dhl').manifestStatus],
      ['POST', mloPaths.courier('dhl').manifestOpen],
    ] as const) {
      const response = await who.browser.request(method, path, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe('The shipping service or route is not supported');
    }
  });

  it("[MLO-01] a courier's path needs that courier's own flag, besides is_agen_mlo and the POS settings", async () => {
    const who = await mloAgentOf(ctx);
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx
        .update(accounts)
        .set({ courierFlags: only('sicepat') })
        .where(and(eq(accounts.tenantId, who.tenantId), eq(accounts.id, who.accountId))),
    );
    who.browser.locale = 'en';
    const paths = mloPaths.courier('jne-express');
    for (const [method, path, body] of [
      ['POST', paths.fee, { ...bandung, parcel }],
      ['POST', paths.create, order('REG')],
      ['GET', paths.orders, undefined],
      ['POST', paths.manifestOpen, {}],
      ['GET', paths.manifests, undefined],
    ] as const) {
      const response = await who.browser.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe("You don't have the permission to access this page");
    }
    expect((await who.browser.post(mloPaths.courier('sicepat').fee, { ...bandung, parcel })).statusCode).toBe(200);
    const none = await mloAgentOf(ctx, { agen: false });
    expect((await none.browser.get(mloPaths.courier('sicepat').orders)).statusCode).toBe(403);
  });
});

describe('SiCepat extras (MLO-05)', () => {
  const booking = { service: 'REG', receiver, parcel, item_description: 'Sepatu', item_value: 300_000 };
  const sicepatSim = () => ctx.simulators.couriers.sicepat;

  async function book(who: MloAgent) {
    const booked = await who.browser.post(mloPaths.sicepat.booking, booking);
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json().data as { booking_code: string; price: number; awb: string | null };
  }

  it('[MLO-05] booking holds a price without charging; inquiry reads it; confirm charges once and refunds once', async () => {
    const who = await mloAgentOf(ctx);
    const held = await book(who);
    expect(held.price).toBeGreaterThan(0);
    expect(held.awb).toBeNull();
    expect(await depositOf(who)).toBe(200_000);
    const inquiry = await who.browser.post(mloPaths.sicepat.inquiry, { booking_code: held.booking_code });
    expect(inquiry.statusCode, inquiry.body).toBe(200);
    const { area_code: _area, ...party } = receiver;
    expect(inquiry.json().data).toMatchObject({
      booking_code: held.booking_code,
      service: 'REG',
      receiver: party,
      parcel,
    });

    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        who.browser.post(mloPaths.sicepat.confirm, { booking_code: held.booking_code, selling_price: 25_000 }),
      ),
    );
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    const confirmed = first?.json().data as MloOrder;
    expect(second?.json().data.id).toBe(confirmed.id);
    expect(confirmed).toMatchObject({ courier: 'sicepat', status: 'created', fee: held.price, selling_price: 25_000 });
    expect(await depositOf(who)).toBe(200_000 - held.price);
    const after = (await who.browser.post(mloPaths.sicepat.inquiry, { booking_code: held.booking_code })).json().data;
    expect(after.awb).toBe(confirmed.awb);

    const cancel = await who.browser.post(mloPaths.courier('sicepat').cancel, { id: confirmed.id });
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', refunded: true });
    await who.browser.post(mloPaths.courier('sicepat').cancel, { id: confirmed.id });
    expect(await depositOf(who)).toBe(200_000);
  });

  it('[MLO-05] a booking SiCepat refuses on confirm is refunded at once; a lapsed one reads booking not found', async () => {
    const who = await mloAgentOf(ctx);
    who.browser.locale = 'en';
    const held = await book(who);
    sicepatSim().book.nextCreate = 'reject';
    const refused = await who.browser.post(mloPaths.sicepat.confirm, {
      booking_code: held.booking_code,
      selling_price: 0,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'rejected', refunded: true });
    expect(await depositOf(who)).toBe(200_000);

    const lapsed = await book(who);
    ctx.clock.advance(25 * hour);
    const late = await who.browser.post(mloPaths.sicepat.confirm, {
      booking_code: lapsed.booking_code,
      selling_price: 0,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.booking_code).toEqual(['Booking not found or expired']);
    expect(await depositOf(who)).toBe(200_000);
  });

  it('[MLO-05] pickup asks SiCepat to collect created parcels; find reads an order at SiCepat by our reference', async () => {
    const who = await mloAgentOf(ctx);
    who.browser.locale = 'en';
    const a = (await sendParcel(who, 'sicepat', 'REG')).json().data as MloOrder;
    const b = (await sendParcel(who, 'sicepat', 'BEST')).json().data as MloOrder;
    const jne = (await sendParcel(who, 'jne-express', 'REG')).json().data as MloOrder;
    const pickup = await who.browser.post(mloPaths.sicepat.pickup, { ids: [a.id, b.id] });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(pickup.json().data).toMatchObject({ awbs: [a.awb, b.awb] });
    expect(pickup.json().data.request_number).toBeTruthy();
    expect(sicepatSim().pickupRequests.get(pickup.json().data.request_number)).toEqual([a.awb, b.awb]);
    const notSicepat = await who.browser.post(mloPaths.sicepat.pickup, { ids: [jne.id] });
    expect(notSicepat.statusCode).toBe(422);
    expect(notSicepat.json().errors.ids).toEqual([
      'This parcel cannot be picked up (not a SiCepat parcel waiting for pickup)',
    ]);

    const found = await who.browser.post(mloPaths.sicepat.find, { reference: a.ref });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual({ id: a.id, reference: a.ref, awb: a.awb });
    expect((await who.browser.post(mloPaths.sicepat.find, { reference: jne.ref })).statusCode).toBe(404);
    const stranger = await mloAgentOf(ctx);
    expect((await stranger.browser.post(mloPaths.sicepat.find, { reference: a.ref })).statusCode).toBe(404);
  });

  it('[MLO-05] [MLO-01] the extras need the SiCepat flag', async () => {
    const who = await mloAgentOf(ctx);
    await ctx.database.withTenant(who.tenantId, (tx) =>
      tx
        .update(accounts)
        .set({ courierFlags: only('jne_express') })
        .where(and(eq(accounts.tenantId, who.tenantId), eq(accounts.id, who.accountId))),
    );
    for (const path of [mloPaths.sicepat.booking, mloPaths.sicepat.inquiry, mloPaths.sicepat.find]) {
      const body = path === mloPaths.sicepat.booking ? booking : { booking_code: 'BK1', reference: 'MLO1' };
      expect((await who.browser.post(path, body)).statusCode, path).toBe(403);
    }
  });
});
