import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRegistration, registered, writeRegistration } from './push-registration.ts';
import { usePushRenewal } from './use-push-renewal.ts';

const browser = vi.hoisted(() => ({
  currentSubscription: vi.fn<() => Promise<PushSubscriptionJSON | null>>(),
  refreshSubscription: vi.fn<() => Promise<{ subscription: PushSubscriptionJSON; replaced: string } | null>>(),
}));
const api = vi.hoisted(() => ({
  registerDeviceToken: vi.fn(async (_subscription: PushSubscriptionJSON) => ({ id: 's1', renewed_at: '' })),
  unregisterEndpoint: vi.fn(async (_endpoint: string) => undefined),
}));
vi.mock('./browser-push.ts', () => browser);
vi.mock('../api/push.ts', () => api);

const hour = 60 * 60_000;
const day = 24 * hour;
const start = Date.parse('2026-11-22T03:00:00.000Z');
const keys = { p256dh: 'p', auth: 'a' };
const oldEndpoint = 'https://push.example/old';
const newEndpoint = 'https://push.example/new';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: start });
  vi.stubGlobal('Notification', { permission: 'granted' });
  localStorage.clear();
  for (const mock of [...Object.values(browser), ...Object.values(api)]) mock.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('push token refresh (NTF-03)', () => {
  it('[NTF-03] a subscription within an hour of its expiry is replaced: the new one registered, the old endpoint forgotten', async () => {
    writeRegistration(registered(oldEndpoint, start - day, start + 30 * 60_000));
    browser.currentSubscription.mockResolvedValue({ endpoint: oldEndpoint, expirationTime: start + 30 * 60_000, keys });
    browser.refreshSubscription.mockResolvedValue({
      subscription: { endpoint: newEndpoint, expirationTime: start + 30 * day, keys },
      replaced: oldEndpoint,
    });
    renderHook(() => usePushRenewal(true));
    await vi.waitFor(() => expect(readRegistration().endpoint).toBe(newEndpoint));
    expect(api.registerDeviceToken).toHaveBeenCalledWith({
      endpoint: newEndpoint,
      expirationTime: start + 30 * day,
      keys,
    });
    expect(api.unregisterEndpoint).toHaveBeenCalledWith(oldEndpoint);
    expect(readRegistration()).toEqual({ state: 2, at: start, endpoint: newEndpoint, expiresAt: start + 30 * day });
  });

  it('[NTF-03] a subscription still more than an hour from its expiry is left alone until its last hour, when a page left open renews it', async () => {
    writeRegistration(registered(oldEndpoint, start - day, start + 3 * hour));
    browser.currentSubscription.mockResolvedValue({ endpoint: oldEndpoint, expirationTime: start + 3 * hour, keys });
    browser.refreshSubscription.mockResolvedValue({
      subscription: { endpoint: newEndpoint, expirationTime: null, keys },
      replaced: oldEndpoint,
    });
    renderHook(() => usePushRenewal(true));
    await vi.advanceTimersByTimeAsync(2 * hour - 1_000);
    expect(browser.currentSubscription).not.toHaveBeenCalled();
    expect(api.registerDeviceToken).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(readRegistration().endpoint).toBe(newEndpoint));
    expect(browser.refreshSubscription).toHaveBeenCalledTimes(1);
    expect(api.unregisterEndpoint).toHaveBeenCalledWith(oldEndpoint);
    // Without an expiry, the next renewal is the 7-day one.
    expect(readRegistration().expiresAt).toBeNull();
  });

  it('[NTF-03] the 7-day renewal of a subscription without an expiry sends the same one again', async () => {
    writeRegistration(registered(oldEndpoint, start - 7 * day));
    browser.currentSubscription.mockResolvedValue({ endpoint: oldEndpoint, expirationTime: null, keys });
    renderHook(() => usePushRenewal(true));
    await vi.waitFor(() => expect(readRegistration().at).toBe(start));
    expect(browser.refreshSubscription).not.toHaveBeenCalled();
    expect(api.registerDeviceToken).toHaveBeenCalledWith({ endpoint: oldEndpoint, expirationTime: null, keys });
    expect(api.unregisterEndpoint).not.toHaveBeenCalled();
  });
});
