import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mloAdminPaths, mloGrantSchema, type MloGrant, type MloGrantBody } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const response = z.object({ data: mloGrantSchema });

/** GET admin/mlo/accounts/:id: an account's POS MLO flag and courier flags (the back office, admin.manage). */
export function useMloGrant(accountId: string) {
  return useQuery({
    queryKey: mloKeys.grant(accountId),
    queryFn: async (): Promise<MloGrant> =>
      (await apiClient.get(mloAdminPaths.grant(accountId), { schema: response, loading: false })).data,
    enabled: accountId !== '',
  });
}

/** PUT admin/mlo/accounts/:id: only the changed flags are sent; the server audits before → after. */
export function useSetMloGrant(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MloGrantBody): Promise<MloGrant> =>
      (await apiClient.put(mloAdminPaths.grant(accountId), body, { schema: response })).data,
    onSuccess: (grant) => client.setQueryData(mloKeys.grant(accountId), grant),
  });
}
