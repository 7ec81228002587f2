import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCallSchema, developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { developerKeys } from './keys.ts';

const callsResponse = z.object({ data: z.array(apiCallSchema) });

/** GET developer/calls: the last calls of the reseller API, with the key's mode (never the key). */
export async function fetchApiCalls() {
  return (await apiClient.get(developerPaths.calls, { schema: callsResponse })).data;
}

export function useApiCalls() {
  return useQuery({ queryKey: developerKeys.calls, queryFn: fetchApiCalls });
}
