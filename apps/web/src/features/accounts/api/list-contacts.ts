import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Contact } from '@konter/shared/contracts/accounts';
import { accountPaths, contactSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

const contactsResponse = z.object({ data: z.object({ data: z.array(contactSchema) }) });

/** GET account/contact: the favourite contacts, listed in `data.data` (ACC-06). */
export async function fetchContacts(): Promise<Contact[]> {
  const { data } = await apiClient.get(accountPaths.contacts, { schema: contactsResponse });
  return data.data;
}

export function useContacts() {
  return useQuery({ queryKey: accountKeys.contacts, queryFn: fetchContacts });
}
