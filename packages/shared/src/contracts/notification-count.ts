import { z } from 'zod/mini';
import { apiBase } from './site.ts';

/**
 * What the header asks at start-up (POST notification/unread): only the count. In zod/mini, since every page loads
 * it; the full contract is contracts/notifications.ts.
 */
export const notificationUnreadPath = `${apiBase}/notification/unread`;

export const unreadCountSchema = z.object({ unread: z.number() });

/**
 * Spec §4: a registration older than this is renewed by the page (a new `account/token`). Here, not in the full
 * contract, because the renewal check runs on every page.
 */
export const pushRenewalDays = 7;
/**
 * NTF-03: a subscription whose push service gave it an expiry (`PushSubscription.expirationTime`) is refreshed this
 * long before it (a new subscription, registered with `account/token`), so no push is lost to an expired token.
 */
export const pushTokenRefreshMs = 60 * 60_000;
/** Spec §4: a registration still pending (state 1) after this is given up and may be tried again. */
export const pushPendingExpiryMs = 10_000;
