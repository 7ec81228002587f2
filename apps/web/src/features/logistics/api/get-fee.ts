import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { feeResponseSchema, mloPaths, type FeeBody } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';

const response = z.object({ data: feeResponseSchema });

/** POST mlo/transaction/get_fee: every courier's services, prices and ETA for one parcel. */
export async function getFee(body: FeeBody) {
  return (await apiClient.post(mloPaths.fee, body, { schema: response })).data;
}

export function useGetFee() {
  return useMutation({ mutationFn: getFee });
}
