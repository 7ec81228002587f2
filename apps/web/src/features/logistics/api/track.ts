import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { mloPaths, orderSchema } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';

const response = z.object({ data: orderSchema });

/** POST mlo/transaction/track: the courier's latest word on an AWB (MLO-07: required, 'AWB not found'). */
export async function track(awb: string) {
  return (await apiClient.post(mloPaths.track, { awb }, { schema: response })).data;
}

export function useTrack() {
  return useMutation({ mutationFn: track });
}
