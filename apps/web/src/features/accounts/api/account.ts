import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Account } from '@konter/shared/contracts/accounts';
import { accountPaths, accountSchema } from '@konter/shared/contracts/accounts';
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

const accountResponse = z.object({ data: accountSchema });

/** GET account (ACC-04). A background load: no global indicator, and a form's error alert stays where it is. */
export async function fetchAccount(): Promise<Account> {
  const { data } = await apiClient.get(accountPaths.account, {
    schema: accountResponse,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me, queryFn: fetchAccount });
}

/** The logged-in account; idle (no request) while logged out. */
export function useAccount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...accountQueryOptions(), enabled: loggedIn });
}
