import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import {
  CourierRefused,
  CourierUnreachable,
  type Courier,
  type CourierOrder,
  type DestinationCapable,
} from './courier.ts';
import { createIdexpressCourier } from './idexpress.adapter.ts';
import { createJntCargoCourier } from './jnt-cargo.adapter.ts';
import { JntCargoSimulator } from './jnt-cargo.simulator.ts';
import { IdexpressSimulator } from './idexpress.simulator.ts';
import { createLionCourier } from './lion.adapter.ts';
import { LionSimulator } from './lion.simulator.ts';
import { createNinjaCourier } from './ninja.adapter.ts';
import { NinjaSimulator } from './ninja.simulator.ts';
import type { ParcelBook } from './parcel-book.ts';
import { createSapCourier } from './sap.adapter.ts';
import { SapSimulator } from './sap.simulator.ts';

const clock = new FakeClock('2026-11-24T03:00:00.000Z');
const ninjaSimulator = new NinjaSimulator(clock);
const lionSimulator = new LionSimulator(clock);
const idexpressSimulator = new IdexpressSimulator(clock);
const sapSimulator = new SapSimulator(clock);
const jntCargoSimulator = new JntCargoSimulator(clock);
const simulators = [ninjaSimulator, lionSimulator, idexpressSimulator, sapSimulator, jntCargoSimulator];
const adapters: Record<string, Courier> = {};
const idexpress = () =>
  createIdexpressCourier(
    {
      baseUrl: idexpressSimulator.baseUrl,
      appId: idexpressSimulator.appId,
      secret: idexpressSimulator.apiKey,
    },
    clock,
  );
beforeAll(async () => {
  await Promise.all(simulators.map((simulator) => simulator.start()));
  adapters.ninja = createNinjaCourier({
    baseUrl: ninjaSimulator.baseUrl,
    clientId: ninjaSimulator.clientId,
    clientSecret: ninjaSimulator.apiKey,
  });
  adapters.lion = createLionCourier({
    baseUrl: lionSimulator.baseUrl,
    username: lionSimulator.username,
    password: lionSimulator.apiKey,
  });
  adapters.idexpress = idexpress();
  adapters.sap = createSapCourier({
    baseUrl: sapSimulator.baseUrl,
    trackingUrl: sapSimulator.baseUrl,
    apiKey: sapSimulator.apiKey,
    customerCode: sapSimulator.customerCode,
  });
  adapters.jntCargo = jntCargo();
});
const jntCargo = (privateKey = jntCargoSimulator.apiKey) =>
  createJntCargoCourier(
    {
      baseUrl: jntCargoSimulator.baseUrl,
      apiAccount: jntCargoSimulator.apiAccount,
      privateKey,
      customerCode: jntCargoSimulator.customerCode,
    },
    clock,
  );
afterAll(() => Promise.all(simulators.map((simulator) => simulator.stop())));

const day = 24 * 3_600_000;
const sender = {
  name: 'Konter Demo',
  phone: '081234560006',
  address: 'Jl. Kebon Jeruk 1',
  city: 'JAKARTA',
  postalCode: '12950',
};
const parcel = { weightGrams: 1_200, lengthCm: 20, widthCm: 15, heightCm: 10 };

type Case = {
  name: string;
  adapter: () => Courier;
  book: ParcelBook;
  services: string[];
  service: string;
  /** The first service's price for 2 billable kg to Bandung (one zone away). */
  bandungPrice: number;
  deliveredAfterDays: number;
};
const cases: Case[] = [
  {
    name: 'Ninja Xpress',
    adapter: () => adapters.ninja as Courier,
    book: ninjaSimulator.book,
    services: ['Standard', 'Express'],
    service: 'Standard',
    bandungPrice: (9_000 + 1_800) * 2,
    deliveredAfterDays: 3,
  },
  {
    name: 'Lion Parcel',
    adapter: () => adapters.lion as Courier,
    book: lionSimulator.book,
    services: ['REGPACK', 'ONEPACK', 'JAGOPACK'],
    service: 'REGPACK',
    bandungPrice: (8_500 + 1_700) * 2,
    deliveredAfterDays: 4,
  },
  {
    name: 'IDexpress',
    adapter: () => adapters.idexpress as Courier,
    book: idexpressSimulator.book,
    services: ['STD', 'IDL'],
    service: 'STD',
    bandungPrice: (9_500 + 1_900) * 2,
    deliveredAfterDays: 3,
  },
  {
    name: 'SAP Express',
    adapter: () => adapters.sap as Courier,
    book: sapSimulator.book,
    services: ['UDRREG', 'UDRONS', 'DRGREG'],
    service: 'UDRREG',
    bandungPrice: (9_000 + 2_000) * 2,
    deliveredAfterDays: 3,
  },
  {
    name: 'J&T Cargo',
    adapter: () => adapters.jntCargo as Courier,
    book: jntCargoSimulator.book,
    services: ['REG'],
    service: 'REG',
    // Cargo bills at least 10 kg.
    bandungPrice: (4_000 + 900) * 10,
    deliveredAfterDays: 4,
  },
];

describe.each(cases)('$name adapter against its simulator', (courier) => {
  let serial = 0;
  const orderOf = (postalCode = '40115', service = courier.service): CourierOrder => {
    serial += 1;
    return {
      reference: `MLO-${courier.name.slice(0, 4)}-${serial}`,
      service,
      sender,
      receiver: { name: 'Budi', phone: '081300000001', address: 'Jl. Asia Afrika 8', city: 'BANDUNG', postalCode },
      parcel,
      itemDescription: 'Baju',
      itemValue: 150_000,
      packaging: 'Kardus',
    };
  };

  it('[MLO-02] quotes every service for the billable weight, and refuses an area it does not serve', async () => {
    const quotes = await courier.adapter().fee({ origin: sender, destination: { postalCode: '40115' }, parcel });
    expect(quotes.map((quote) => quote.service)).toEqual(courier.services);
    // 1.2 kg is billed as 2 kg.
    expect(quotes[0]?.price).toBe(courier.bandungPrice);
    expect(quotes.every((quote) => quote.etaDays !== '')).toBe(true);
    await expect(
      courier.adapter().fee({ origin: sender, destination: { postalCode: '33000' }, parcel }),
    ).rejects.toMatchObject({ reason: 'area_not_served' });
  });

  it('[MLO-02] creates an order once per reference, tracks it to delivered on the clock, finds it by reference', async () => {
    const order = orderOf();
    const first = await courier.adapter().createOrder(order);
    expect((await courier.adapter().createOrder(order)).awb).toBe(first.awb);
    expect(await courier.adapter().findByReference(order.reference)).toEqual({ awb: first.awb });
    expect(await courier.adapter().findByReference('MLO-none')).toBeNull();
    expect((await courier.adapter().track(first.awb))?.status).toBe('created');
    clock.advance(7 * 3_600_000);
    expect((await courier.adapter().track(first.awb))?.status).toBe('in_transit');
    clock.advance(courier.deliveredAfterDays * day);
    const delivered = await courier.adapter().track(first.awb);
    expect(delivered).toMatchObject({ awb: first.awb, reference: order.reference, status: 'delivered' });
    expect(delivered?.history.map((step) => step.status)).toEqual(['created', 'picked_up', 'in_transit', 'delivered']);
    expect((await courier.adapter().list()).find((row) => row.awb === first.awb)?.status).toBe('delivered');
  });

  it('[MLO-02] a parcel to an area whose parcels come back ends returned', async () => {
    const order = await courier.adapter().createOrder(orderOf('99111'));
    clock.advance((courier.deliveredAfterDays + 1) * day);
    expect((await courier.adapter().track(order.awb))?.status).toBe('returned');
  });

  it('[MLO-02][MLO-07] cancels before pickup only, and says when an AWB is unknown (AWB not found)', async () => {
    const order = await courier.adapter().createOrder(orderOf());
    await courier.adapter().cancel(order.awb);
    expect((await courier.adapter().track(order.awb))?.status).toBe('cancelled');
    const later = await courier.adapter().createOrder(orderOf());
    clock.advance(3 * 3_600_000);
    await expect(courier.adapter().cancel(later.awb)).rejects.toMatchObject({ reason: 'not_cancelable' });
    await expect(courier.adapter().cancel('UNKNOWN0000000')).rejects.toMatchObject({ reason: 'awb_not_found' });
    expect(await courier.adapter().track('UNKNOWN0000000')).toBeNull();
  });

  it('[MLO-02] turns a refused order into the reason the agent is told, and a timeout into unreachable', async () => {
    await expect(courier.adapter().createOrder(orderOf('40115', 'SAMEDAY'))).rejects.toMatchObject({
      reason: 'unsupported_service',
    });
    courier.book.nextCreate = 'reject';
    const refused = await courier
      .adapter()
      .createOrder(orderOf())
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CourierRefused);
    expect((refused as CourierRefused).reason).toBe('rejected');
    courier.book.nextCreate = 'timeout';
    const lost = orderOf();
    await expect(courier.adapter().createOrder(lost)).rejects.toThrow(/504/);
    // The courier kept it: recovery finds it by our reference.
    expect(await courier.adapter().findByReference(lost.reference)).not.toBeNull();
  });

  it('[MLO-02] answers its account', async () => {
    expect((await courier.adapter().agentInfo()).name).toBe('Konter Demo');
  });
});

describe('courier specifics', () => {
  it('[MLO-02] Ninja Xpress reuses one bearer token and mints a new one when the old is refused', async () => {
    const ninja = adapters.ninja as Courier;
    await ninja.agentInfo();
    const before = ninjaSimulator.tokensMinted;
    await ninja.agentInfo();
    await ninja.agentInfo();
    expect(ninjaSimulator.tokensMinted).toBe(before);
    ninjaSimulator.expireTokens();
    await ninja.agentInfo();
    expect(ninjaSimulator.tokensMinted).toBe(before + 1);
  });

  it('[MLO-06] Lion Parcel prices and books the route end picked from its own list; one it does not list is refused', async () => {
    const lion = adapters.lion as Courier & DestinationCapable;
    const listed = await lion.destinations();
    expect(listed).toContainEqual({
      code: 'BANDUNG WETAN, BANDUNG',
      name: 'BANDUNG WETAN',
      city: 'BANDUNG',
      province: 'JAWA BARAT',
    });
    // The postal code says Bandung; the picked code says Jayapura, and Lion prices (and sends) to Jayapura.
    const toBandung = await lion.fee({ origin: sender, destination: { postalCode: '40115' }, parcel });
    const toJayapura = await lion.fee({
      origin: sender,
      destination: { postalCode: '40115', code: 'JAYAPURA UTARA, JAYAPURA' },
      parcel,
    });
    expect(toJayapura[0]?.price).toBeGreaterThan(toBandung[0]?.price ?? 0);
    await expect(
      lion.fee({ origin: sender, destination: { postalCode: '40115', code: 'NOWHERE, NOWHERE' }, parcel }),
    ).rejects.toMatchObject({ reason: 'area_not_served' });
    const order = {
      reference: 'MLO-lion-picked',
      service: 'REGPACK',
      sender,
      receiver: { name: 'Budi', phone: '081300000001', address: 'Jl. Merdeka 1', city: 'BANDUNG', postalCode: '40115' },
      parcel,
      itemDescription: 'Baju',
      itemValue: 150_000,
      packaging: 'Kardus',
    };
    const created = await lion.createOrder({ ...order, destinationCode: 'BANDUNG WETAN, BANDUNG' });
    expect(lionSimulator.book.parcels.get(created.awb)?.destinationCode).toBe('BANDUNG WETAN, BANDUNG');
    await expect(
      lion.createOrder({ ...order, reference: 'MLO-lion-nowhere', destinationCode: 'NOWHERE, NOWHERE' }),
    ).rejects.toMatchObject({ reason: 'area_not_served' });
  });

  it('[MLO-06] Lion Parcel lists its commodities, and a wrong password is refused', async () => {
    const adapter = createLionCourier({
      baseUrl: lionSimulator.baseUrl,
      username: lionSimulator.username,
      password: lionSimulator.apiKey,
    });
    expect((await adapter.commodities()).map((row) => row.code)).toContain('GEN');
    const wrong = createLionCourier({
      baseUrl: lionSimulator.baseUrl,
      username: lionSimulator.username,
      password: 'x',
    });
    await expect(wrong.fee({ origin: sender, destination: { postalCode: '40115' }, parcel })).rejects.toBeInstanceOf(
      CourierRefused,
    );
  });

  it('[MLO-06] IDexpress answers a waybill last status, and refuses a request signed with another secret', async () => {
    const order = await idexpress().createOrder({
      reference: 'MLO-IDE-LAST',
      service: 'STD',
      sender,
      receiver: {
        name: 'Budi',
        phone: '081300000001',
        address: 'Jl. Asia Afrika 8',
        city: 'BANDUNG',
        postalCode: '40115',
      },
      parcel,
      itemDescription: 'Baju',
      itemValue: 150_000,
      packaging: 'Kardus',
    });
    expect(await idexpress().lastStatus(order.awb)).toEqual({ status: 'created', description: 'Pesanan telah dibuat' });
    clock.advance(3 * 3_600_000);
    expect((await idexpress().lastStatus(order.awb))?.status).toBe('picked_up');
    expect(await idexpress().lastStatus('IDE000')).toBeNull();
    const wrong = createIdexpressCourier(
      {
        baseUrl: idexpressSimulator.baseUrl,
        appId: idexpressSimulator.appId,
        secret: 'x',
      },
      clock,
    );
    await expect(wrong.agentInfo()).rejects.toBeInstanceOf(CourierRefused);
  });

  it('[MLO-02] J&T Cargo signs each call: another private key is refused, and nothing is assumed done', async () => {
    await expect(
      jntCargo('x').fee({ origin: sender, destination: { postalCode: '40115' }, parcel }),
    ).rejects.toBeInstanceOf(CourierUnreachable);
    const heavy = await jntCargo().fee({
      origin: sender,
      destination: { postalCode: '40115' },
      parcel: { weightGrams: 25_000, lengthCm: 60, widthCm: 40, heightCm: 40 },
    });
    // 25 kg actual, 24 kg volumetric (60 × 40 × 40 / 4000): 25 kg billed.
    expect(heavy[0]?.price).toBe((4_000 + 900) * 25);
  });

  it('[MLO-02] SAP Express refuses a wrong api key', async () => {
    const wrong = createSapCourier({
      baseUrl: sapSimulator.baseUrl,
      trackingUrl: sapSimulator.baseUrl,
      apiKey: 'x',
      customerCode: sapSimulator.customerCode,
    });
    await expect(wrong.fee({ origin: sender, destination: { postalCode: '40115' }, parcel })).rejects.toBeInstanceOf(
      CourierRefused,
    );
  });
});
