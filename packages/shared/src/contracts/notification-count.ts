import { z } from 'zod/mini';
import { apiBase } from './site.ts';

/**
 * What the header asks at start-up (POST notification/unread): only the count. In zod/mini, since every page loads
 * it; the full contract is contracts/notifications.ts.
 */
export const notificationUnreadPath = `${apiBase}/notification/unread`;

export const unreadCountSchema = z.object({ unread: z.number() });
