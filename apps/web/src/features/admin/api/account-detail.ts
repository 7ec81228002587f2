import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminAccountDetailSchema, adminPaths, type AdminAccountDetail } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const accountDetailResponse = z.object({ data: adminAccountDetailSchema });

/** GET admin/accounts/:id: balances, access, devices and live sessions of one account. */
export async function fetchAccountDetail(id: string): Promise<AdminAccountDetail> {
  const { data } = await apiClient.get(adminPaths.account(id), { schema: accountDetailResponse, loading: false });
  return data;
}

export function useAccountDetail(id: string) {
  return useQuery({
    queryKey: adminKeys.account(id),
    queryFn: () => fetchAccountDetail(id),
    staleTime: 0,
    enabled: id !== '',
  });
}
