import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type AdminAccountDetail, type UpdateAccountBody } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { accountDetailResponse } from './account-detail.ts';
import { adminKeys } from './keys.ts';

/** PATCH admin/accounts/:id: role, status and grants; the server audits before → after. */
export async function updateAccount(id: string, body: UpdateAccountBody): Promise<AdminAccountDetail> {
  const { data } = await apiClient.patch(adminPaths.account(id), body, { schema: accountDetailResponse });
  return data;
}

export function useUpdateAccount(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => updateAccount(id, body),
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.account(id), detail);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
