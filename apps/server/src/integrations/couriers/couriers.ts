import type { CourierCode } from '@konter/shared/contracts/logistics';
import type { Clock } from '../../platform/clock.ts';
import type { CallbackCapable, Courier, SpkCapable } from './courier.ts';
import { createJneCourier } from './jne.adapter.ts';
import { JneSimulator } from './jne.simulator.ts';
import { createJntCourier } from './jnt.adapter.ts';
import { JntSimulator } from './jnt.simulator.ts';
import { createSicepatCourier } from './sicepat.adapter.ts';
import { SicepatSimulator } from './sicepat.simulator.ts';

/** The couriers that have an adapter, by code; SiCepat also checks and confirms SPKs (MLO-05). */
export type Couriers = Partial<Record<CourierCode, Courier>> & {
  sicepat?: Courier & SpkCapable;
  'jnt-express'?: Courier & CallbackCapable;
};

export type CourierSimulators = {
  sicepat: SicepatSimulator;
  jnt: JntSimulator;
  jne: JneSimulator;
  adapters(): Couriers;
  /** Every simulator's parcel book, by courier code (tests and the dev page move or break them). */
  books(): Record<CourierCode, SicepatSimulator['book']>;
  stop(): Promise<void>;
};

export async function startCourierSimulators(clock: Clock): Promise<CourierSimulators> {
  const sicepat = new SicepatSimulator(clock);
  const jnt = new JntSimulator(clock);
  const jne = new JneSimulator(clock);
  await Promise.all([sicepat.start(), jnt.start(), jne.start()]);
  return {
    sicepat,
    jnt,
    jne,
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
    }),
    books: () => ({ sicepat: sicepat.book, 'jnt-express': jnt.book, 'jne-express': jne.book }),
    async stop() {
      await Promise.all([sicepat.stop(), jnt.stop(), jne.stop()]);
    },
  };
}
