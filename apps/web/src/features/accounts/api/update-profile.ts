import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Account } from '@konter/shared/contracts/accounts';
import { accountPaths, accountSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const profileResponse = z.object({ data: accountSchema, message: z.string() });

/** POST account/profile {name} (ACC-05); the phone number is permanent and never sent. */
export async function updateProfile(name: string): Promise<{ account: Account; message: string }> {
  const { data, message } = await apiClient.post(accountPaths.profile, { name }, { schema: profileResponse });
  return { account: data, message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ account }) => queryClient.setQueryData(accountKeys.me, account),
  });
}
