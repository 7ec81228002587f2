import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { createdKeySchema, developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { developerKeys } from './keys.ts';

const createdResponse = z.object({ data: createdKeySchema });

/** POST developer/keys: a new (or rotated) key, in this answer only. */
export async function createKey(mode: 'production' | 'development') {
  return (await apiClient.post(developerPaths.keys, { mode }, { schema: createdResponse })).data;
}

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.settings }),
  });
}
