import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { testConfig } from '../../test/test-app.ts';
import { connectProviders, type Providers, type Simulators } from '../providers.ts';
import { NinjaSimulator } from './ninja.simulator.ts';

const clock = new FakeClock('2026-11-24T03:00:00.000Z');
// A Ninja Xpress account the app knows only from its configuration: another host, other credentials.
const account = new NinjaSimulator(clock, 'own-account-secret');
let providers: Providers;
let simulators: Simulators | null;
beforeAll(async () => {
  await account.start();
  const config = testConfig({
    COURIERS: JSON.stringify({
      'ninja-xpress': { baseUrl: account.baseUrl, clientId: account.clientId, clientSecret: 'own-account-secret' },
    }),
  });
  ({ providers, simulators } = await connectProviders(config, clock));
});
afterAll(async () => {
  await simulators?.stop();
  await account.stop();
});

describe('couriers from the configuration', () => {
  it('[MLO-02] a configured courier account replaces its simulator; the others stay simulated', async () => {
    const info = await providers.couriers['ninja-xpress']?.agentInfo();
    expect(info?.name).toBe('Konter Demo');
    expect(account.tokensMinted).toBe(1);
    expect(simulators?.couriers.ninja.tokensMinted).toBe(0);
    expect(Object.keys(providers.couriers).sort()).toEqual([
      'idexpress',
      'jne-express',
      'jnt-cargo',
      'jnt-express',
      'lion-parcel',
      'ninja-xpress',
      'sap-express',
      'sicepat',
    ]);
  });
});
