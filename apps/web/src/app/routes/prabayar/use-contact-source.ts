import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../features/accounts/api/account.ts';
import { fetchContacts } from '../../../features/accounts/api/list-contacts.ts';
import type { ContactSource } from '../../../features/ppob/components/contact-picker.tsx';

/**
 * The favourite contacts (ACC-06) for the purchase screens' picker, read only once the picker is first opened.
 * Accounts and catalogue meet here, in app/.
 */
export function useContactSource(): ContactSource {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ queryKey: accountKeys.contacts, queryFn: fetchContacts, enabled: wanted });
  return {
    contacts: query.data,
    loading: wanted && query.isPending,
    failed: query.isError,
    load: () => setWanted(true),
  };
}
