import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DestinationResolution, FeeResponse, MloCustomer, MloOrder } from '@konter/shared/contracts/logistics';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { depositOf } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { bandung, mloAgentOf, parcel, receiver, sendParcel } from './logistics.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
});

const feePath = '/api/v1/mlo/transaction/get_fee';
const listCouriers = ['sicepat', 'jnt-express', 'jne-express', 'lion-parcel'] as const;
/** Coblong (Kota Bandung) in each list courier's own words. */
const coblong = {
  sicepat: 'BDO10001',
  'jnt-express': 'COBLONG',
  'jne-express': 'BDO10001',
  'lion-parcel': 'COBLONG, BANDUNG',
} as const;

async function quote(who: Awaited<ReturnType<typeof mloAgentOf>>, body: object) {
  const response = await who.browser.post(feePath, { parcel, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as FeeResponse;
}
const resolutionOf = (fee: FeeResponse, courier: string) =>
  fee.destinations.find((entry) => entry.courier === courier) as DestinationResolution;

describe("the couriers' own destinations in quotes and orders (MLO-05, MLO-06)", () => {
  it('[MLO-05][MLO-06] the receiver district is matched to each list courier destination, which its simulator prices', async () => {
    const who = await mloAgentOf(ctx);
    const fee = await quote(who, bandung);
    for (const courier of listCouriers) {
      expect(resolutionOf(fee, courier), courier).toMatchObject({
        match: 'matched',
        destination: { code: coblong[courier], name: 'COBLONG', city: 'BANDUNG', province: 'JAWA BARAT' },
      });
      expect(fee.quotes.some((entry) => entry.courier === courier)).toBe(true);
    }
    // The couriers without a list go by the postal code and name no destination.
    expect(fee.destinations.map((entry) => entry.courier).sort()).toEqual([...listCouriers].sort());
    expect(fee.quotes.some((entry) => entry.courier === 'ninja-xpress')).toBe(true);
    expect(fee.unavailable).toEqual([]);
  });

  it('[MLO-05] a postal code alone names no list courier destination: those quote nothing and ask for a choice', async () => {
    const who = await mloAgentOf(ctx);
    who.browser.locale = 'en';
    const fee = await quote(who, { destination_postal_code: '40135' });
    for (const courier of listCouriers) {
      expect(resolutionOf(fee, courier)).toEqual({ courier, match: 'unmatched', destination: null, candidates: [] });
      expect(fee.quotes.some((entry) => entry.courier === courier)).toBe(false);
      expect(fee.unavailable).toContainEqual({ courier, message: "Choose the destination from this courier's list" });
    }
    expect(fee.quotes.some((entry) => entry.courier === 'idexpress')).toBe(true);
  });

  it('[MLO-06] a district the list does not hold, in a city it serves, is a choice among that city, never a guess', async () => {
    const who = await mloAgentOf(ctx);
    // Kabupaten Bandung's Cileunyi: its city reads "BANDUNG" too, but no courier lists the district.
    const fee = await quote(who, { destination_postal_code: '40375', destination_area_code: '32.04.05' });
    const sicepat = resolutionOf(fee, 'sicepat');
    expect(sicepat.match).toBe('ambiguous');
    expect(sicepat.destination).toBeNull();
    expect(sicepat.candidates.map((entry) => entry.name)).toContain('COBLONG');
    expect(sicepat.candidates.every((entry) => entry.city === 'BANDUNG')).toBe(true);
    // A city the couriers do not serve (Kota Bogor) matches nothing.
    const bogor = await quote(who, { destination_postal_code: '16121', destination_area_code: '32.71.01' });
    expect(resolutionOf(bogor, 'jne-express')).toMatchObject({ match: 'unmatched', candidates: [] });
  });

  it('[MLO-05] the picked destination code is what the simulators price: far away costs more, an unknown one is refused', async () => {
    const who = await mloAgentOf(ctx);
    who.browser.locale = 'en';
    const near = await quote(who, { ...bandung, couriers: ['sicepat'] });
    // The agent picks a Jayapura destination from the list for the same postal code: SiCepat prices that code.
    const far = await quote(who, { ...bandung, couriers: ['sicepat'], destination_codes: { sicepat: 'DJJ10000' } });
    expect(resolutionOf(far, 'sicepat')).toMatchObject({
      match: 'picked',
      destination: { code: 'DJJ10000', name: 'JAYAPURA UTARA', city: 'JAYAPURA' },
    });
    const priceOf = (fee: FeeResponse) => fee.quotes.find((entry) => entry.service === 'REG')?.price ?? 0;
    expect(priceOf(far)).toBeGreaterThan(priceOf(near));
    const unknown = await quote(who, { ...bandung, destination_codes: { 'lion-parcel': 'NOWHERE, NOWHERE' } });
    expect(unknown.unavailable).toContainEqual({
      courier: 'lion-parcel',
      message: 'The area is not served or not registered',
    });
    expect(unknown.quotes.some((entry) => entry.courier === 'lion-parcel')).toBe(false);
    expect(unknown.quotes.some((entry) => entry.courier === 'sicepat')).toBe(true);
  });

  it.each(listCouriers)(
    '[MLO-05][MLO-06] %s: the order carries the picked destination code to the courier and keeps it',
    async (courier) => {
      const who = await mloAgentOf(ctx);
      const service = { sicepat: 'REG', 'jnt-express': 'EZ', 'jne-express': 'REG', 'lion-parcel': 'REGPACK' }[courier];
      const picked = {
        sicepat: 'BDO10008',
        'jnt-express': 'BANDUNG WETAN',
        'jne-express': 'BDO10008',
        'lion-parcel': 'BANDUNG WETAN, BANDUNG',
      }[courier];
      const response = await sendParcel(who, courier, service, { destination_code: picked });
      expect(response.statusCode, response.body).toBe(200);
      const order = response.json().data as MloOrder;
      expect(order.destination).toEqual({
        code: picked,
        name: 'BANDUNG WETAN',
        city: 'BANDUNG',
        province: 'JAWA BARAT',
      });
      expect(await depositOf(who)).toBe(200_000 - order.fee);
      const book = ctx.simulators.couriers.books()[courier];
      expect(book.parcels.get(order.awb ?? '')?.destinationCode).toBe(picked);
    },
  );

  it('[MLO-06] without a picked code the order matches the receiver district; an unclear one is refused before any charge', async () => {
    const who = await mloAgentOf(ctx);
    who.browser.locale = 'en';
    const matched = (await sendParcel(who, 'jne-express', 'REG')).json().data as MloOrder;
    expect(matched.destination?.code).toBe('BDO10001');
    const charged = await depositOf(who);
    // Only a city: Bandung holds thirty of JNE's destinations.
    const { area_code: _area, ...cityOnly } = receiver;
    const unclear = await sendParcel(who, 'jne-express', 'REG', { receiver: cityOnly });
    expect(unclear.statusCode).toBe(422);
    expect(unclear.json().errors.destination_code).toEqual(["Choose the destination from this courier's list"]);
    const unknown = await sendParcel(who, 'sicepat', 'REG', { destination_code: 'XXX99999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.destination_code).toEqual(['The area is not served or not registered']);
    const district = await sendParcel(who, 'sicepat', 'REG', { receiver: { ...receiver, area_code: '99.99.99' } });
    expect(district.statusCode).toBe(422);
    expect(district.json().errors['receiver.area_code']).toEqual(['Choose a district from the region search.']);
    expect(await depositOf(who)).toBe(charged);
    // A courier without a list ignores the receiver's district and goes by the postal code.
    const ninja = (await sendParcel(who, 'ninja-xpress', 'Standard')).json().data as MloOrder;
    expect(ninja).toMatchObject({ status: 'created', destination: null });
  });

  it('[MLO-05] a SiCepat booking is priced for its destination code and confirmed to it', async () => {
    const who = await mloAgentOf(ctx);
    const booked = await who.browser.post('/api/v1/mlo/transaction/sicepat/booking_order', {
      service: 'REG',
      receiver,
      destination_code: 'BDO10008',
      parcel,
      item_description: 'Sepatu',
      item_value: 300_000,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.destination_code).toBe('BDO10008');
    const confirmed = await who.browser.post('/api/v1/mlo/transaction/sicepat/confirm_order', {
      booking_code: booked.json().data.booking_code,
      selling_price: 20_000,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json().data as MloOrder).destination?.code).toBe('BDO10008');
  });

  it("[MLO-05][MLO-06] get_destination searches the courier's list by the words typed", async () => {
    const who = await mloAgentOf(ctx);
    const found = await who.browser.post('/api/v1/mlo/transaction/lion-parcel/get_destination', {
      search_key: 'wetan bandung',
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.destinations).toEqual([
      { code: 'BANDUNG WETAN, BANDUNG', name: 'BANDUNG WETAN', city: 'BANDUNG', province: 'JAWA BARAT' },
    ]);
    const whole = await who.browser.post('/api/v1/mlo/transaction/lion-parcel/get_destination', {});
    expect(whole.json().data.destinations.length).toBeGreaterThan(100);
    const short = await who.browser.post('/api/v1/mlo/transaction/lion-parcel/get_destination', { search_key: 'ab' });
    expect(short.statusCode).toBe(422);
  });
});

describe("the customer address book on the shop's region data (MLO-06)", () => {
  it('[MLO-06] an entry is saved with its district code and names; an unknown code is refused under its field', async () => {
    const who = await mloAgentOf(ctx);
    who.browser.locale = 'en';
    const regions = await who.browser.post('/api/v1/mlo/customer-address/region', { search_key: 'genteng surabaya' });
    expect(regions.statusCode, regions.body).toBe(200);
    expect(regions.json().data).toContainEqual({
      code: '35.78.07',
      district: 'Genteng',
      city: 'Kota Surabaya',
      province: 'Jawa Timur',
    });
    const entry = { name: 'Budi Santoso', phone: '081322223333', address: 'Jl. Pemuda 8', postal_code: '60271' };
    const saved = await who.browser.post('/api/v1/mlo/customer-address', { ...entry, area_code: '35.78.07' });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const area_code of ['99.99.99', '3578', '']) {
      const refused = await who.browser.post('/api/v1/mlo/customer-address', { ...entry, area_code });
      expect(refused.statusCode, area_code).toBe(422);
      expect(refused.json().errors.area_code).toEqual(['Choose a district from the region search.']);
    }
    const list = (await who.browser.get('/api/v1/mlo/customer-address')).json().data as MloCustomer[];
    expect(list).toEqual([
      {
        id: expect.any(String),
        ...entry,
        city: 'Kota Surabaya',
        area_code: '35.78.07',
        province: 'Jawa Timur',
        district: 'Genteng',
        destinations: {},
      },
    ]);
    // Its district is matched to each list courier's destination when quoting for it.
    const fee = await quote(who, { destination_postal_code: '60271', destination_area_code: '35.78.07' });
    expect(resolutionOf(fee, 'sicepat').destination).toMatchObject({ name: 'GENTENG', city: 'SURABAYA' });
  });

  it('[MLO-06] a receiver saved with an order keeps its district and the destination picked for that courier', async () => {
    const who = await mloAgentOf(ctx);
    await sendParcel(who, 'sicepat', 'REG', { save_customer: true, destination_code: 'BDO10008' });
    await sendParcel(who, 'jnt-express', 'EZ', { save_customer: true });
    const [saved] = (await who.browser.get('/api/v1/mlo/customer-address')).json().data as MloCustomer[];
    expect(saved).toMatchObject({
      name: 'Siti Aminah',
      area_code: '32.73.02',
      district: 'Coblong',
      province: 'Jawa Barat',
      destinations: {
        sicepat: { code: 'BDO10008', name: 'BANDUNG WETAN' },
        'jnt-express': { code: 'COBLONG', name: 'COBLONG' },
      },
    });
    const regions = await who.browser.post('/api/v1/mlo/customer-address/region', { search_key: 'co' });
    expect(regions.statusCode).toBe(422);
    const outsider = await mloAgentOf(ctx, { agen: false, settings: false });
    expect(
      (await outsider.browser.post('/api/v1/mlo/customer-address/region', { search_key: 'coblong' })).statusCode,
    ).toBe(403);
  });
});
