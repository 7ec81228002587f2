import type { CourierCode } from '@konter/shared/contracts/logistics';
import type { CourierAccounts } from '../../config/env.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CallbackCapable, Courier, DestinationCapable, SicepatExtras, SpkCapable } from './courier.ts';
import { holdDemoParcels } from './demo-parcels.ts';
import { createIdexpressCourier } from './idexpress.adapter.ts';
import { IdexpressSimulator } from './idexpress.simulator.ts';
import { createJntCargoCourier } from './jnt-cargo.adapter.ts';
import { JntCargoSimulator } from './jnt-cargo.simulator.ts';
import { createJneCourier } from './jne.adapter.ts';
import { JneSimulator } from './jne.simulator.ts';
import { createJntCourier } from './jnt.adapter.ts';
import { JntSimulator } from './jnt.simulator.ts';
import { createLionCourier } from './lion.adapter.ts';
import { LionSimulator } from './lion.simulator.ts';
import { createNinjaCourier } from './ninja.adapter.ts';
import { NinjaSimulator } from './ninja.simulator.ts';
import { createSapCourier } from './sap.adapter.ts';
import { SapSimulator } from './sap.simulator.ts';
import { createSicepatCourier } from './sicepat.adapter.ts';
import { SicepatSimulator } from './sicepat.simulator.ts';

/** The couriers that have an adapter, by code; SiCepat also checks and confirms SPKs, books and asks pickups (MLO-05). */
export type Couriers = Partial<Record<CourierCode, Courier>> & {
  sicepat?: Courier & SpkCapable & DestinationCapable & SicepatExtras;
  'jnt-express'?: Courier & CallbackCapable & DestinationCapable;
  'jne-express'?: Courier & DestinationCapable;
  'jnt-cargo'?: Courier & CallbackCapable;
  'ninja-xpress'?: Courier & CallbackCapable;
  idexpress?: Courier & { lastStatus: ReturnType<typeof createIdexpressCourier>['lastStatus'] };
  'lion-parcel'?: Courier &
    CallbackCapable &
    DestinationCapable & { commodities: ReturnType<typeof createLionCourier>['commodities'] };
};

export type CourierSimulators = {
  sicepat: SicepatSimulator;
  jnt: JntSimulator;
  jne: JneSimulator;
  ninja: NinjaSimulator;
  lion: LionSimulator;
  idexpress: IdexpressSimulator;
  sap: SapSimulator;
  jntCargo: JntCargoSimulator;
  adapters(): Couriers;
  /** Every simulator's parcel book, by courier code (tests and the dev page move or break them). */
  books(): Record<CourierCode, SicepatSimulator['book']>;
  /**
   * The simulators of the couriers that push status changes (J&T Express, J&T Cargo, Ninja Xpress, Lion Parcel), by
   * the courier code their webhook route takes.
   */
  pushers(): { code: CourierCode; simulator: JntSimulator | JntCargoSimulator | NinjaSimulator | LionSimulator }[];
  stop(): Promise<void>;
};

export async function startCourierSimulators(clock: Clock): Promise<CourierSimulators> {
  const sicepat = new SicepatSimulator(clock);
  const jnt = new JntSimulator(clock);
  const jne = new JneSimulator(clock);
  const ninja = new NinjaSimulator(clock);
  const lion = new LionSimulator(clock);
  const idexpress = new IdexpressSimulator(clock);
  const sap = new SapSimulator(clock);
  const jntCargo = new JntCargoSimulator(clock);
  await Promise.all([
    sicepat.start(),
    jnt.start(),
    jne.start(),
    ninja.start(),
    lion.start(),
    idexpress.start(),
    sap.start(),
    jntCargo.start(),
  ]);
  const books = () => ({
    sicepat: sicepat.book,
    'jnt-express': jnt.book,
    'jne-express': jne.book,
    'ninja-xpress': ninja.book,
    'lion-parcel': lion.book,
    idexpress: idexpress.book,
    'sap-express': sap.book,
    'jnt-cargo': jntCargo.book,
  });
  holdDemoParcels(books(), clock);
  const pushers = () => [
    { code: 'jnt-express' as const, simulator: jnt },
    { code: 'jnt-cargo' as const, simulator: jntCargo },
    { code: 'ninja-xpress' as const, simulator: ninja },
    { code: 'lion-parcel' as const, simulator: lion },
  ];
  return {
    sicepat,
    jnt,
    jne,
    ninja,
    lion,
    idexpress,
    sap,
    jntCargo,
    adapters: () => ({
      sicepat: createSicepatCourier({
        trackingUrl: sicepat.baseUrl,
        pickupUrl: sicepat.baseUrl,
        apiKey: sicepat.apiKey,
      }),
      'jnt-express': createJntCourier({ baseUrl: jnt.baseUrl, username: jnt.username, apiKey: jnt.apiKey }),
      'jne-express': createJneCourier({
        baseUrl: jne.baseUrl,
        username: jne.username,
        apiKey: jne.apiKey,
        branch: 'CGK000',
        customer: '80000001',
      }),
      'ninja-xpress': createNinjaCourier({
        baseUrl: ninja.baseUrl,
        clientId: ninja.clientId,
        clientSecret: ninja.apiKey,
      }),
      'lion-parcel': createLionCourier({
        baseUrl: lion.baseUrl,
        username: lion.username,
        password: lion.apiKey,
        webhookToken: lion.webhookToken,
      }),
      idexpress: createIdexpressCourier(
        { baseUrl: idexpress.baseUrl, appId: idexpress.appId, secret: idexpress.apiKey },
        clock,
      ),
      'sap-express': createSapCourier({
        baseUrl: sap.baseUrl,
        trackingUrl: sap.baseUrl,
        apiKey: sap.apiKey,
        customerCode: sap.customerCode,
      }),
      'jnt-cargo': createJntCargoCourier(
        {
          baseUrl: jntCargo.baseUrl,
          apiAccount: jntCargo.apiAccount,
          privateKey: jntCargo.apiKey,
          customerCode: jntCargo.customerCode,
        },
        clock,
      ),
    }),
    books,
    pushers,
    async stop() {
      await Promise.all(
        [sicepat, jnt, jne, ninja, lion, idexpress, sap, jntCargo].map((simulator) => simulator.stop()),
      );
    },
  };
}

/** The adapters of the couriers configured with real accounts (COURIERS), pointed at their own hosts. */
export function configuredCouriers(accounts: CourierAccounts, clock: Clock): Couriers {
  const couriers: Couriers = {};
  if (accounts.sicepat) couriers.sicepat = createSicepatCourier(accounts.sicepat);
  if (accounts['jnt-express']) couriers['jnt-express'] = createJntCourier(accounts['jnt-express']);
  if (accounts['jne-express']) couriers['jne-express'] = createJneCourier(accounts['jne-express']);
  if (accounts['ninja-xpress']) couriers['ninja-xpress'] = createNinjaCourier(accounts['ninja-xpress']);
  if (accounts['lion-parcel']) couriers['lion-parcel'] = createLionCourier(accounts['lion-parcel']);
  if (accounts.idexpress) couriers.idexpress = createIdexpressCourier(accounts.idexpress, clock);
  if (accounts['sap-express']) couriers['sap-express'] = createSapCourier(accounts['sap-express']);
  if (accounts['jnt-cargo']) couriers['jnt-cargo'] = createJntCargoCourier(accounts['jnt-cargo'], clock);
  return couriers;
}
