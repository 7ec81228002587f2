import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { depositPaths, depositRequestSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export type DepositRequest = z.infer<typeof depositRequestSchema>;
export type DepositRequestStatus = DepositRequest['status'];

const requestsResponse = z.object({ data: z.array(depositRequestSchema) });

/** GET admin/deposit/requests (DEP-10): the agents' deposit requests (cash or bank deposits to confirm). */
export async function fetchDepositRequests(status: DepositRequestStatus | ''): Promise<DepositRequest[]> {
  const { data } = await apiClient.get(depositPaths.adminRequests, {
    query: status ? { status } : {},
    schema: requestsResponse,
    loading: false,
  });
  return data;
}

export function useDepositRequests(status: DepositRequestStatus | '') {
  return useQuery({
    queryKey: adminKeys.depositRequests(status),
    queryFn: () => fetchDepositRequests(status),
    staleTime: 0,
  });
}
