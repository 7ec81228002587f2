import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminIpSchema, developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { developerKeys } from './keys.ts';

const ipsResponse = z.object({ data: z.array(adminIpSchema) });

/** GET admin/developer/ips (DEV-02): every address the developers registered, with its state. */
export async function fetchAdminIps() {
  return (await apiClient.get(developerPaths.adminIps, { schema: ipsResponse })).data;
}

export function useAdminIps() {
  return useQuery({ queryKey: developerKeys.adminIps, queryFn: fetchAdminIps });
}

/** POST admin/developer/ips/:id/decide: approve or reject (written to the audit trail). */
export async function decideIp(input: { id: string; status: 'approved' | 'rejected' }) {
  return (
    await apiClient.post(
      `${developerPaths.adminIps}/${input.id}/decide`,
      { status: input.status },
      { schema: ipsResponse },
    )
  ).data;
}

export function useDecideIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideIp,
    onSuccess: (rows) => queryClient.setQueryData(developerKeys.adminIps, rows),
  });
}
