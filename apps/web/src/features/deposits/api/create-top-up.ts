import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { Deposit, TopUpBody } from '@konter/shared/contracts/deposits';
import { depositPaths, depositSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';

const topUpResponse = z.object({ data: depositSchema });

/** POST deposit/topup (DEP-03, DEP-06, DEP-07): a new top-up with its code, fee, expiry and how to pay it. */
export async function createTopUp(body: TopUpBody): Promise<Deposit> {
  const { data } = await apiClient.post(depositPaths.topup, body, { schema: topUpResponse });
  return data;
}

export function useCreateTopUp() {
  return useMutation({ mutationFn: createTopUp });
}
