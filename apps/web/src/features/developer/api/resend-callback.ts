import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { developerPaths } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';
import { developerKeys } from './keys.ts';

const resentResponse = z.object({ data: z.object({ delivery_id: z.string().nullable() }) });

/** POST developer/callbacks/resend: the callback of a purchase's current state, again (a replay). */
export async function resendCallback(refId: string) {
  return (await apiClient.post(developerPaths.resend, { ref_id: refId }, { schema: resentResponse })).data;
}

export function useResendCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendCallback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.deliveries }),
  });
}
