import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@konter/shared/contracts/accounts';
import { accountPaths } from '@konter/shared/contracts/accounts-constants';
import { apiClient } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** Every query of this feature starts with 'account', so logging out removes them all in one call. */
export const accountKeys = {
  all: ['account'] as const,
  me: ['account', 'me'] as const,
  devices: ['account', 'devices'] as const,
  contacts: ['account', 'contacts'] as const,
  address: ['account', 'address'] as const,
  settings: ['account', 'settings'] as const,
};

/**
 * GET account (ACC-04). A background load: no global indicator, and a form's error alert stays where it is. The
 * schema is fetched alongside the request rather than imported, to keep zod out of the landing page's download.
 */
export async function fetchAccount(): Promise<Account> {
  const [{ accountResponseSchema }, payload] = await Promise.all([
    import('./account-response.ts'),
    apiClient.get(accountPaths.account, { loading: false, clearAlerts: false }),
  ]);
  return accountResponseSchema.parse(payload).data;
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me, queryFn: fetchAccount });
}

/** The logged-in account; idle (no request) while logged out. */
export function useAccount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...accountQueryOptions(), enabled: loggedIn });
}
