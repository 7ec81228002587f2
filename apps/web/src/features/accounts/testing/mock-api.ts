import { vi } from 'vitest';
import type { Account, Device } from '@konter/shared/contracts/accounts';

/**
 * Test doubles for the account API: a fetch stub that answers by `METHOD /api/v1/path`, and sample data in the
 * shapes of @konter/shared/contracts/accounts. Only tests import this file.
 */
export type ApiCall = { method: string; path: string; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs the global fetch the api client uses. A route may be one handler or a list used in turn (the last one
 * repeats). Unknown routes answer 404 so a missing mock shows up as a failed call, not a hang.
 */
export function mockApi(routes: Record<string, ApiHandler | ApiHandler[]>) {
  const calls: ApiCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]),
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const queue = queues.get(`${method} ${url.pathname}`);
    const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!handler) return json(404, { message: `no mock for ${method} ${url.pathname}`, code: 'not_found' });
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export function sampleAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '0b9f9d7e-5a57-4b0e-9d43-3f4f6b7c1a01',
    hp: '081234560001',
    email: 'member@demo.konter.id',
    name: 'Demo Member',
    category: 'member',
    status: 'active',
    deposit: 150000,
    cashback_wallet: 2500,
    agent_debt: 0,
    email_notification: true,
    is_agen_mlo: false,
    sicepat: false,
    idexpress: false,
    ninja_xpress: false,
    sap_express: false,
    jnt_cargo: false,
    jnt_express: false,
    jne_express: false,
    lion_parcel: false,
    avatar: null,
    referal_code: 'DEMMEM01',
    permission: [],
    font_size: 'default',
    font_family: 'system',
    corner_roundness: 'normal',
    display_preference: 'light',
    user_permission_setting: {},
    phone_verified_at: null,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    has_pin: true,
    developer_mode: false,
    ...overrides,
  };
}

export function sampleDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: '5d0c6b1e-9a4f-4c55-8a0e-1f2e3d4c5b6a',
    device: 'Chrome on Android',
    from: '10.0.0.2',
    time: '2026-01-02T03:04:05.000Z',
    last_activity: '2026-01-02T03:04:05.000Z',
    state: 'current',
    trusted: true,
    ...overrides,
  };
}

export const accountResponse =
  (account: Account = sampleAccount()) =>
  () =>
    json(200, { data: account });
