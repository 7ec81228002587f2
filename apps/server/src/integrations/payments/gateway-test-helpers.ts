import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Clock, FakeClock } from '../../platform/clock.ts';
import type { GatewayChargeRequest, PaymentGateway } from './payment-gateway.ts';

/**
 * Charge requests for a gateway test: each has a fresh reference (`prefix` + a random part + a counter) and expires
 * `expiresInMs` after it is made by `clock`; the rest comes from `defaults`, then from a call's own overrides.
 */
export function chargeRequests(
  defaults: Pick<GatewayChargeRequest, 'amount' | 'method' | 'customer'> & { prefix: string; expiresInMs: number },
  clock: Clock,
): (overrides?: Partial<GatewayChargeRequest>) => GatewayChargeRequest {
  let sequence = 0;
  const run = randomUUID().slice(0, 8).toUpperCase();
  return (overrides = {}) => {
    sequence += 1;
    return {
      reference: `${defaults.prefix}${run}${sequence}`,
      amount: defaults.amount,
      method: defaults.method,
      customer: { ...defaults.customer },
      expiresAt: new Date(clock.now().getTime() + defaults.expiresInMs),
      returnUrls: {
        finish: 'http://shop.localhost/midtrans/finish',
        unfinish: 'http://shop.localhost/midtrans/unfinish',
        error: 'http://shop.localhost/midtrans/error',
      },
      description: 'Deposit Konter Demo',
      ...overrides,
    };
  };
}

/** Posts to a simulator's action URL (pay, fail, expire…) as JSON, without following its redirect. */
export function postSimulatorAction(url: string, body: object = {}, accept = 'application/json'): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
}

/**
 * A charge left unpaid expires at the provider when the app's clock reaches its expiry and not a second before,
 * whatever the date on the machine: pending, then expired, notified once, and no longer payable.
 */
export async function expectExpiryOnTheAppClock(options: {
  clock: FakeClock;
  gateway: PaymentGateway;
  request: GatewayChargeRequest;
  providerRef: string;
  /** Waits until the simulator has nothing in flight. */
  idle: () => Promise<void>;
  received: () => { headers: Record<string, string | string[] | undefined>; body: unknown }[];
  /** Tries to pay at the simulator; answers the HTTP status. */
  pay: () => Promise<number>;
}): Promise<void> {
  const { clock, gateway, request, providerRef } = options;
  const notifications = () =>
    options
      .received()
      .map(({ headers, body }) => gateway.verifyNotification(headers, body))
      .filter((notification) => notification?.reference === request.reference);
  clock.set(new Date(request.expiresAt.getTime() - 1_000));
  await options.idle();
  expect(await gateway.fetchStatus(request.reference, providerRef)).toMatchObject({ status: 'pending' });
  expect(notifications()).toEqual([]);
  clock.set(request.expiresAt);
  await options.idle();
  expect(await gateway.fetchStatus(request.reference, providerRef)).toMatchObject({ status: 'expired' });
  expect(notifications()).toMatchObject([{ status: 'expired', paidAmount: null }]);
  expect(await options.pay()).toBe(409);
}
