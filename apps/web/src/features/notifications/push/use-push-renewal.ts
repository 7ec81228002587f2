import { useEffect, useState } from 'react';
import {
  expiresSoon,
  needsRenewal,
  noRegistration,
  readRegistration,
  registered,
  renewalDueAt,
  writeRegistration,
} from './push-registration.ts';

/** The longest a timer waits (setTimeout's limit is about 24.8 days; a renewal is due within 7 anyway). */
const longestWaitMs = 2 ** 31 - 1;

/**
 * Spec §4 and NTF-03: once logged in, a registration 7 days old is sent again (`account/token`), so the server keeps a
 * current subscription, and a subscription within an hour of its `expirationTime` is replaced by a new one (sent, and
 * the old endpoint forgotten) before it stops working; a page left open checks again when that time comes. One whose
 * permission was withdrawn in the browser's settings goes back to state 0.
 */
export function usePushRenewal(enabled: boolean): void {
  // Bumped by the timer of a page left open until the next renewal is due.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled || typeof Notification === 'undefined') return;
    const registration = readRegistration();
    const now = Date.now();
    if (registration.state === 2 && Notification.permission !== 'granted') {
      writeRegistration(noRegistration);
      return;
    }
    if (!needsRenewal(registration, now)) {
      const due = renewalDueAt(registration);
      if (due === null) return;
      const timer = setTimeout(() => setRound((value) => value + 1), Math.min(longestWaitMs, Math.max(0, due - now)));
      return () => clearTimeout(timer);
    }
    void (async () => {
      // Loaded only when a renewal is due: the push client and its contract stay out of the first page's script.
      const [{ currentSubscription, refreshSubscription }, { registerDeviceToken, unregisterEndpoint }] =
        await Promise.all([import('./browser-push.ts'), import('../api/push.ts')]);
      let subscription = await currentSubscription();
      if (!subscription?.endpoint) return writeRegistration(noRegistration);
      let replaced: string | null = null;
      if (expiresSoon(subscription.expirationTime, now)) {
        const refreshed = await refreshSubscription();
        if (!refreshed?.subscription.endpoint) return writeRegistration(noRegistration);
        ({ subscription, replaced } = refreshed);
      }
      await registerDeviceToken(subscription);
      const endpoint = subscription.endpoint ?? '';
      if (replaced && replaced !== endpoint) await unregisterEndpoint(replaced).catch(() => undefined);
      const next = registered(endpoint, now, subscription.expirationTime ?? null);
      writeRegistration(next);
      // Look again when the next renewal falls due (never straight away: a push service whose subscriptions always
      // expire within the hour must not make this loop).
      if (!needsRenewal(next, Date.now())) setRound((value) => value + 1);
    })().catch(() => undefined);
    return undefined;
  }, [enabled, round]);
}
