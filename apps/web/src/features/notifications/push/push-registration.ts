import { pushPendingExpiryMs, pushRenewalDays, pushTokenRefreshMs } from '@konter/shared/contracts/notification-count';

/**
 * This browser's push registration (spec §4, NTF-03): 0 none, 1 pending (a subscribe under way; given up after 10 s,
 * so a permission prompt left open or a push service that never answers does not block a new try), 2 registered
 * (renewed with a new `account/token` once it is 7 days old, and refreshed within an hour of its subscription's expiry
 * when the push service gave it one). Kept in localStorage per browser.
 */
export type PushRegistrationState = 0 | 1 | 2;
export type PushRegistration = {
  state: PushRegistrationState;
  at: number;
  endpoint: string | null;
  /** The subscription's `expirationTime` (ms), or null: most push services give none. */
  expiresAt: number | null;
};

export const noRegistration: PushRegistration = { state: 0, at: 0, endpoint: null, expiresAt: null };
const storageKey = 'konter.push-registration';
const renewalMs = pushRenewalDays * 24 * 60 * 60_000;

/** The state as it stands at `now`: a pending registration older than the expiry counts as none. */
export function currentState(registration: PushRegistration, now: number): PushRegistrationState {
  if (registration.state === 1 && now - registration.at >= pushPendingExpiryMs) return 0;
  return registration.state;
}

/** NTF-03: a subscription that expires within the hour (or has expired) is replaced by a new one. */
export function expiresSoon(expirationTime: number | null | undefined, now: number): boolean {
  return typeof expirationTime === 'number' && expirationTime - now <= pushTokenRefreshMs;
}

/**
 * A registered browser sends its subscription again once it is this old (the server renews it), or once the
 * subscription it registered is within an hour of its expiry.
 */
export function needsRenewal(registration: PushRegistration, now: number): boolean {
  if (registration.state !== 2) return false;
  return now - registration.at >= renewalMs || expiresSoon(registration.expiresAt, now);
}

/** When a registered browser next needs its renewal (the page left open that long checks again then). */
export function renewalDueAt(registration: PushRegistration): number | null {
  if (registration.state !== 2) return null;
  const byAge = registration.at + renewalMs;
  return registration.expiresAt === null ? byAge : Math.min(byAge, registration.expiresAt - pushTokenRefreshMs);
}

export function pending(now: number): PushRegistration {
  return { state: 1, at: now, endpoint: null, expiresAt: null };
}

export function registered(endpoint: string, now: number, expiresAt: number | null = null): PushRegistration {
  return { state: 2, at: now, endpoint, expiresAt };
}

export function readRegistration(storage: Pick<Storage, 'getItem'> = localStorage): PushRegistration {
  try {
    const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<PushRegistration> | null;
    if (!value || ![0, 1, 2].includes(value.state ?? -1) || typeof value.at !== 'number') return noRegistration;
    return {
      state: value.state as PushRegistrationState,
      at: value.at,
      endpoint: typeof value.endpoint === 'string' ? value.endpoint : null,
      expiresAt: typeof value.expiresAt === 'number' ? value.expiresAt : null,
    };
  } catch {
    return noRegistration;
  }
}

export function writeRegistration(
  registration: PushRegistration,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(storageKey, JSON.stringify(registration));
  } catch {
    // Private mode or a full storage: push still works, the page only asks again next time.
  }
}
