import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

/** POST account/contact/{id}/delete (ACC-06). */
export async function deleteContact(id: string): Promise<string> {
  const { message } = await apiClient.post(accountPaths.contactDelete(id), undefined, {
    schema: messageResponseSchema,
  });
  return message;
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.contacts }),
  });
}
