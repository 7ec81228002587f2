import { pushPendingExpiryMs, pushRenewalDays } from '@konter/shared/contracts/notification-count';

/**
 * This browser's push registration (spec §4, NTF-03): 0 none, 1 pending (a subscribe under way; given up after 10 s,
 * so a permission prompt left open or a push service that never answers does not block a new try), 2 registered
 * (renewed with a new `account/token` once it is 7 days old). Kept in localStorage per browser.
 */
export type PushRegistrationState = 0 | 1 | 2;
export type PushRegistration = { state: PushRegistrationState; at: number; endpoint: string | null };

export const noRegistration: PushRegistration = { state: 0, at: 0, endpoint: null };
const storageKey = 'konter.push-registration';
const renewalMs = pushRenewalDays * 24 * 60 * 60_000;

/** The state as it stands at `now`: a pending registration older than the expiry counts as none. */
export function currentState(registration: PushRegistration, now: number): PushRegistrationState {
  if (registration.state === 1 && now - registration.at >= pushPendingExpiryMs) return 0;
  return registration.state;
}

/** A registered browser sends its subscription again once it is this old (the server renews it). */
export function needsRenewal(registration: PushRegistration, now: number): boolean {
  return registration.state === 2 && now - registration.at >= renewalMs;
}

export function pending(now: number): PushRegistration {
  return { state: 1, at: now, endpoint: null };
}

export function registered(endpoint: string, now: number): PushRegistration {
  return { state: 2, at: now, endpoint };
}

export function readRegistration(storage: Pick<Storage, 'getItem'> = localStorage): PushRegistration {
  try {
    const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<PushRegistration> | null;
    if (!value || ![0, 1, 2].includes(value.state ?? -1) || typeof value.at !== 'number') return noRegistration;
    return {
      state: value.state as PushRegistrationState,
      at: value.at,
      endpoint: typeof value.endpoint === 'string' ? value.endpoint : null,
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
