import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminPaths, flaggedItemSchema, type FlaggedItem } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const flaggedResponse = z.object({ data: z.array(flaggedItemSchema) });

/** GET admin/reconciliation: the items the code flagged for a person, newest first. */
export async function fetchFlaggedItems(): Promise<FlaggedItem[]> {
  const { data } = await apiClient.get(adminPaths.reconciliation, { schema: flaggedResponse, loading: false });
  return data;
}

export function useFlaggedItems() {
  return useQuery({ queryKey: adminKeys.reconciliation, queryFn: fetchFlaggedItems, staleTime: 0 });
}
