import type { GatewayChargeRequest } from './payment-gateway.ts';

/**
 * Charge requests for a gateway test: each has a fresh reference (`prefix` + time + a counter) and expires
 * `expiresInMs` after it is made; the rest comes from `defaults`, then from a call's own overrides.
 */
export function chargeRequests(
  defaults: Pick<GatewayChargeRequest, 'amount' | 'method' | 'customer'> & { prefix: string; expiresInMs: number },
): (overrides?: Partial<GatewayChargeRequest>) => GatewayChargeRequest {
  let sequence = 0;
  return (overrides = {}) => {
    sequence += 1;
    return {
      reference: `${defaults.prefix}${Date.now().toString(36).toUpperCase()}${sequence}`,
      amount: defaults.amount,
      method: defaults.method,
      customer: { ...defaults.customer },
      expiresAt: new Date(Date.now() + defaults.expiresInMs),
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
