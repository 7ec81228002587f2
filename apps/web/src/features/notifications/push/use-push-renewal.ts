import { useEffect } from 'react';
import { needsRenewal, noRegistration, readRegistration, registered, writeRegistration } from './push-registration.ts';

/**
 * Spec §4: once logged in, a registration 7 days old is sent again (`account/token`), so the server keeps a current
 * subscription; one whose permission was withdrawn in the browser's settings goes back to state 0.
 */
export function usePushRenewal(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof Notification === 'undefined') return;
    const registration = readRegistration();
    const now = Date.now();
    if (registration.state === 2 && Notification.permission !== 'granted') {
      writeRegistration(noRegistration);
      return;
    }
    if (!needsRenewal(registration, now)) return;
    void (async () => {
      // Loaded only when a renewal is due: the push client and its contract stay out of the first page's script.
      const [{ currentSubscription }, { registerDeviceToken }] = await Promise.all([
        import('./browser-push.ts'),
        import('../api/push.ts'),
      ]);
      const subscription = await currentSubscription();
      if (!subscription?.endpoint) return writeRegistration(noRegistration);
      await registerDeviceToken(subscription);
      writeRegistration(registered(subscription.endpoint, now));
    })().catch(() => undefined);
  }, [enabled]);
}
