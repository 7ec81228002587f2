import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Account } from '@konter/shared/contracts/accounts';
import { accountPaths, accountSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The server's rule, checked before uploading so a phone on a slow line does not send 5 MB to hear "no". */
export function isAcceptableAvatar(file: { type: string; size: number }): boolean {
  return (avatarTypes as readonly string[]).includes(file.type) && file.size > 0 && file.size <= avatarMaxBytes;
}

const avatarResponse = z.object({ data: accountSchema });

/** POST account/avatar, multipart field `avatar` (jpg/png/webp, at most 2 MB). */
export async function uploadAvatar(file: File): Promise<Account> {
  const form = new FormData();
  form.append('avatar', file);
  const { data } = await apiClient.post(accountPaths.avatar, form, { schema: avatarResponse });
  return data;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (account) => queryClient.setQueryData(accountKeys.me, account),
  });
}
