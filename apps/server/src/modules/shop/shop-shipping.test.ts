import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  shippingCostResponse,
  shopAddressSchema,
  shopOrderSchema,
  shopPaths,
  shopProductSchema,
  shopDeliverySettingsSchema,
  shopRegionSchema,
  type ShopDeliverySettings,
} from '@konter/shared/contracts/shop';
import { courierCodes } from '@konter/shared/contracts/logistics';
import { demoLogin, registeredUser } from '../../test/accounts-helpers.ts';
import { accountIdByPhone, expectLedgerClean, fund } from '../../test/ledger-helpers.ts';
import { createTestApp, tenantIdBySlug, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let tenantId: string;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
  tenantId = await tenantIdBySlug(ctx.database, 'konter-pulsa');
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

async function buyer() {
  const user = await registeredUser(ctx);
  const accountId = await accountIdByPhone(ctx, tenantId, user.phone);
  return { ...user, accountId };
}

async function product(browser: TestBrowser, slug: string) {
  return shopProductSchema.parse((await browser.post(shopPaths.productDetail, { slug })).json().data);
}

async function depositOf(browser: TestBrowser): Promise<number> {
  return (await browser.get('/api/v1/account')).json().data.deposit as number;
}

async function regionOf(browser: TestBrowser, searchKey: string) {
  const answer = await browser.post(shopPaths.region, { search_key: searchKey });
  expect(answer.statusCode).toBe(200);
  return shopRegionSchema.array().parse(answer.json().data);
}

const bandung = {
  name: 'Siti Rahma',
  phone: '081298765432',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  postcode: '40132',
  detail: 'Jl. Dago No. 12, RT 01/RW 02',
};

describe('the region search (SHP-04)', () => {
  it('[SHP-04] finds real districts by any part of their name, city or province, for a guest too', async () => {
    const visitor = await new TestBrowser(ctx.app).open();
    const coblong = await regionOf(visitor, 'coblong');
    expect(coblong).toEqual([{ code: '32.73.02', province: 'Jawa Barat', city: 'Kota Bandung', district: 'Coblong' }]);
    // Several words narrow it: every word must appear in the district, the city or the province.
    const menteng = await regionOf(visitor, 'menteng jakarta pusat');
    expect(menteng.map((region) => `${region.district}, ${region.city}`)).toEqual([
      'Menteng, Kota Administrasi Jakarta Pusat',
    ]);
    // All cities: a district far from Java is found as well.
    expect((await regionOf(visitor, 'jayapura selatan'))[0]).toMatchObject({ province: 'Papua' });
    expect(await regionOf(visitor, 'zzqx tidak ada')).toEqual([]);
    const tooShort = await visitor.post(shopPaths.region, { search_key: 'ab' });
    expect(tooShort.statusCode).toBe(422);
    expect(Object.keys(tooShort.json().errors)).toEqual(['search_key']);
  });
});

describe('the address book (SHP-04)', () => {
  it('[SHP-04][SHP-06] adds, lists, picks, updates and deletes; the names come from the district code; one primary', async () => {
    const user = await buyer();
    const [coblong] = await regionOf(user.browser, 'coblong bandung');
    const [menteng] = await regionOf(user.browser, 'menteng jakarta pusat');
    const home = {
      name: 'Siti Rahma',
      phone: '081298765432',
      area_code: coblong?.code,
      sub_district: 'Dago',
      postcode: '40135',
      detail: 'Jl. Dago No. 12, RT 01/RW 02',
    };
    const first = await user.browser.post(shopPaths.addressAdd, home);
    expect(first.statusCode).toBe(200);
    expect(shopAddressSchema.array().parse(first.json().data)).toMatchObject([
      { province: 'Jawa Barat', city: 'Kota Bandung', district: 'Coblong', sub_district: 'Dago', primary: true },
    ]);
    const office = { ...home, area_code: menteng?.code, postcode: '10310', detail: 'Jl. Cikini Raya No. 5' };
    const both = shopAddressSchema.array().parse((await user.browser.post(shopPaths.addressAdd, office)).json().data);
    expect(both.map((address) => [address.district, address.primary])).toEqual([
      ['Coblong', true],
      ['Menteng', false],
    ]);
    const officeId = both[1]!.id;

    const picked = (await user.browser.post(shopPaths.addressPick, { id: officeId })).json().data;
    expect(
      picked.map((address: { district: string; primary: boolean }) => [address.district, address.primary]),
    ).toEqual([
      ['Menteng', true],
      ['Coblong', false],
    ]);
    expect((await user.browser.get(shopPaths.addressActive)).json().data).toMatchObject({ id: officeId });

    const updated = await user.browser.post(shopPaths.addressUpdate, {
      ...office,
      id: officeId,
      detail: 'Jl. Cikini Raya No. 7',
    });
    expect(updated.json().data[0]).toMatchObject({ id: officeId, detail: 'Jl. Cikini Raya No. 7', primary: true });

    // A made-up region, an incomplete form: each message under its field, nothing saved.
    const madeUp = await user.browser.post(shopPaths.addressAdd, { ...home, area_code: '99.99.99' });
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().errors.area_code).toEqual(['Pilih kecamatan dari hasil pencarian wilayah.']);
    const incomplete = await user.browser.post(shopPaths.addressAdd, { ...home, postcode: '401', detail: '' });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['detail', 'postcode']);

    // Deleting the primary address makes the one left the primary.
    const left = (await user.browser.post(shopPaths.addressDelete, { id: officeId })).json().data;
    expect(left).toMatchObject([{ district: 'Coblong', primary: true }]);
    const gone = await user.browser.post(shopPaths.addressDelete, { id: officeId });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Alamat tidak ditemukan. Muat ulang halaman.');

    // Another account never sees nor touches it.
    const other = await buyer();
    expect((await other.browser.get(shopPaths.addressList)).json().data).toEqual([]);
    expect((await other.browser.post(shopPaths.addressPick, { id: left[0].id })).statusCode).toBe(404);
  });

  it('[SHP-04] two picks at once leave exactly one primary address', async () => {
    const user = await buyer();
    const [coblong] = await regionOf(user.browser, 'coblong bandung');
    const address = {
      name: 'Budi',
      phone: '081298765433',
      area_code: coblong?.code,
      postcode: '40132',
      detail: 'Jl. Dago No. 1',
    };
    for (let i = 0; i < 3; i += 1)
      await user.browser.post(shopPaths.addressAdd, { ...address, detail: `Jl. Dago No. ${i + 1}` });
    const all = shopAddressSchema.array().parse((await user.browser.get(shopPaths.addressList)).json().data);
    const answers = await Promise.all(
      all.slice(1).map((one) => user.browser.post(shopPaths.addressPick, { id: one.id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const after = shopAddressSchema.array().parse((await user.browser.get(shopPaths.addressList)).json().data);
    expect(after.filter((one) => one.primary)).toHaveLength(1);
  });
});

describe('courier rates at checkout (SHP-04, SHP-03)', () => {
  it('[SHP-04] quotes every courier’s services from the shop’s origin; farther and heavier costs more; an unserved area says so', async () => {
    const visitor = await new TestBrowser(ctx.app).open();
    const cost = async (postcode: string, weight: number) => {
      const answer = await visitor.post(shopPaths.cost, { postcode, weight });
      expect(answer.statusCode).toBe(200);
      return shippingCostResponse.parse(answer.json()).data;
    };
    const near = await cost('40132', 500);
    expect(new Set(near.rates.map((rate) => rate.courier))).toEqual(new Set(courierCodes));
    expect(near.rates.map((rate) => rate.price)).toEqual(
      [...near.rates.map((rate) => rate.price)].sort((a, b) => a - b),
    );
    expect(near.unavailable).toEqual([]);
    const priceOf = (rates: typeof near.rates, courier: string, service: string) =>
      rates.find((rate) => rate.courier === courier && rate.service === service)?.price ?? 0;
    const jne = near.rates.find((rate) => rate.courier === 'jne-express');
    expect(jne).toBeDefined();
    const far = await cost('90111', 500);
    const heavy = await cost('40132', 5_000);
    expect(priceOf(far.rates, 'jne-express', jne!.service)).toBeGreaterThan(jne!.price);
    expect(priceOf(heavy.rates, 'jne-express', jne!.service)).toBeGreaterThan(jne!.price);

    const nowhere = await cost('33111', 500);
    expect(nowhere.rates).toEqual([]);
    expect(nowhere.unavailable.map((item) => item.message)).toEqual(
      courierCodes.map(() => 'Area tidak terjangkau atau belum terdaftar'),
    );
    visitor.locale = 'en';
    const english = await visitor.post(shopPaths.cost, { postcode: '33111', weight: 500 });
    expect(english.json().data.unavailable[0].message).toMatch(/not served/i);
    const custom = await (await buyer()).browser.post(shopPaths.costCustom, {});
    expect(custom.json().data).toEqual([{ service: 'Kurir toko', fee: 15_000 }]);
  });

  it('[SHP-03][SHP-04] pays with the courier’s own price asked again at payment; a service the route lacks and an unserved area are refused before money moves', async () => {
    const user = await buyer();
    await fund(ctx, tenantId, user.accountId, 300_000);
    const charger = await product(user.browser, 'charger-20w-usb-c');
    const [line] = (await user.browser.post(shopPaths.cartAdd, { product_id: charger.id, quantity: 2 })).json().data;
    const quoted = shippingCostResponse.parse(
      (await user.browser.post(shopPaths.cost, { postcode: '40132', weight: charger.weight * 2 })).json(),
    ).data.rates;
    const chosen = quoted.find((rate) => rate.courier === 'jnt-express')!;

    const wrongService = await user.browser.post(shopPaths.cartPay, {
      item_ids: [line.id],
      address: bandung,
      shipping: { courier: 'jnt-express', service: 'NOPE' },
      request_id: 'ship-wrong-01',
    });
    expect(wrongService.statusCode).toBe(422);
    expect(wrongService.json().errors.shipping).toEqual(['Layanan atau rute pengiriman tidak didukung']);
    const unserved = await user.browser.post(shopPaths.cartPay, {
      item_ids: [line.id],
      address: { ...bandung, postcode: '33111' },
      shipping: { courier: chosen.courier, service: chosen.service },
      request_id: 'ship-nowhere-1',
    });
    expect(unserved.statusCode).toBe(422);
    expect(unserved.json().errors['address.postcode']).toEqual(['Area tidak terjangkau atau belum terdaftar']);
    expect(await depositOf(user.browser)).toBe(300_000);
    expect((await product(user.browser, 'charger-20w-usb-c')).stock).toBe(charger.stock);

    const paid = await user.browser.post(shopPaths.cartPay, {
      item_ids: [line.id],
      address: bandung,
      shipping: { courier: chosen.courier, service: chosen.service },
      request_id: 'ship-jnt-0001',
    });
    expect(paid.statusCode).toBe(200);
    const order = shopOrderSchema.parse(paid.json().data);
    expect(order).toMatchObject({
      delivery_fee: chosen.price,
      shipping_service: `${chosen.courier_name} ${chosen.service_name}`,
      total: charger.price * 2 + chosen.price,
    });
    expect(await depositOf(user.browser)).toBe(300_000 - order.total);
  });

  it('[SHP-03] the same payment sent twice at once answers one order twice and pays once', async () => {
    const user = await buyer();
    await fund(ctx, tenantId, user.accountId, 100_000);
    const cable = await product(user.browser, 'kabel-data-usb-c-1m');
    const [line] = (await user.browser.post(shopPaths.cartAdd, { product_id: cable.id, quantity: 1 })).json().data;
    const body = { item_ids: [line.id], address: bandung, request_id: 'twice-at-once-1' };
    const answers = await Promise.all([
      user.browser.post(shopPaths.cartPay, body),
      user.browser.post(shopPaths.cartPay, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    expect(await depositOf(user.browser)).toBe(100_000 - answers[0]!.json().data.total);
  });
});

describe('the seller’s delivery settings (ADM-01 shop, couriers)', () => {
  const admin = demoLogin(() => ctx, '081234560009');

  it('[ADM-01][SHP-04] the seller sets the own delivery, where parcels leave from and which couriers buyers see; audited; bad input changes nothing', async () => {
    const seller = await admin();
    const read = async () => {
      const answer = await seller.get(shopPaths.adminSettings);
      expect(answer.statusCode).toBe(200);
      return shopDeliverySettingsSchema.parse(answer.json().data);
    };
    const before = await read();
    expect(before).toMatchObject({ flat_delivery_fee: 15_000, delivery_service_name: 'Kurir toko' });
    expect(before.couriers).toEqual([...courierCodes]);
    expect(before.available_couriers.map((courier) => courier.code)).toEqual([...courierCodes]);
    const { available_couriers: _available, ...body } = before;
    const save = (changes: Partial<Omit<ShopDeliverySettings, 'available_couriers'>>) =>
      seller.request('PUT', shopPaths.adminSettings, { ...body, ...changes });

    // A postcode that is not five digits is refused under its field; nothing changes.
    const refused = await save({ origin: { ...body.origin, postal_code: '4013' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['origin.postal_code']).toEqual(['Kode pos terdiri dari 5 angka.']);
    expect(await read()).toEqual(before);

    const saved = await save({
      flat_delivery_fee: 9_000,
      delivery_service_name: 'Antar sendiri',
      origin: { ...body.origin, city: 'Kota Bandung', postal_code: '40132' },
      couriers: ['jne-express', 'sicepat'],
    });
    expect(saved.statusCode).toBe(200);
    expect(shopDeliverySettingsSchema.parse(saved.json().data)).toMatchObject({
      flat_delivery_fee: 9_000,
      couriers: ['sicepat', 'jne-express'],
    });
    // Buyers see only the offered couriers, priced from the new origin, and the seller's own delivery at its fee.
    const visitor = await new TestBrowser(ctx.app).open();
    const quoted = shippingCostResponse.parse(
      (await visitor.post(shopPaths.cost, { postcode: '40132', weight: 500 })).json(),
    ).data;
    expect(new Set(quoted.rates.map((rate) => rate.courier))).toEqual(new Set(['jne-express', 'sicepat']));
    const custom = await (await buyer()).browser.post(shopPaths.costCustom, {});
    expect(custom.json().data).toEqual([{ service: 'Antar sendiri', fee: 9_000 }]);
    // A member may not read or change them.
    const member = await buyer();
    expect((await member.browser.get(shopPaths.adminSettings)).statusCode).toBe(403);
    expect((await member.browser.request('PUT', shopPaths.adminSettings, body)).statusCode).toBe(403);
    const trail = (await seller.get('/api/v1/admin/audit?action=admin.shop.settings')).json().data as {
      action: string;
      details: { before: { flat_delivery_fee: number }; after: { flat_delivery_fee: number; couriers: string[] } };
    }[];
    expect(trail.map((event) => event.action)).toEqual(['admin.shop.settings']);
    expect(trail[0]?.details.before.flat_delivery_fee).toBe(15_000);
    expect(trail[0]?.details.after).toMatchObject({ flat_delivery_fee: 9_000, couriers: ['sicepat', 'jne-express'] });

    // Back as it was, for the other tests of this file.
    expect((await save(body)).statusCode).toBe(200);
    expect(await read()).toEqual(before);
  });
});
