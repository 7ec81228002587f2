import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminAccountSummarySchema, adminPaths, type AdminAccountSummary } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const searchResponse = z.object({ data: z.array(adminAccountSummarySchema) });

/** GET admin/accounts?q=: accounts by phone, e-mail or name (the newest first when q is empty). */
export async function searchAccounts(q: string): Promise<AdminAccountSummary[]> {
  const { data } = await apiClient.get(adminPaths.accounts, { query: { q }, schema: searchResponse, loading: false });
  return data;
}

export function useAccountSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.accounts(q),
    queryFn: () => searchAccounts(q),
    placeholderData: keepPreviousData,
  });
}
