import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Contact, contactBody } from '@konter/shared/contracts/accounts';
import { accountPaths, contactSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const contactResponse = z.object({ data: contactSchema });

/** POST account/contact/{id}/edit; an answer carrying `errors` is a failure (the client throws for it). */
export async function editContact({ id, body }: { id: string; body: z.output<typeof contactBody> }): Promise<Contact> {
  const { data } = await apiClient.post(accountPaths.contactEdit(id), body, { schema: contactResponse });
  return data;
}

export function useEditContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.contacts }),
  });
}
