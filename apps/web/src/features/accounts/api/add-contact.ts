import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Contact, contactBody } from '@konter/shared/contracts/accounts';
import { accountPaths, contactSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const contactResponse = z.object({ data: contactSchema });

/** POST account/contact/add {number, name, type}; a duplicate is a field error on `number` (ACC-06). */
export async function addContact(body: z.output<typeof contactBody>): Promise<Contact> {
  const { data } = await apiClient.post(accountPaths.contactAdd, body, { schema: contactResponse });
  return data;
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.contacts }),
  });
}
