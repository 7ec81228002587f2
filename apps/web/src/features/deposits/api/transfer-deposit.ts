import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { depositPaths, transferBody, transferResultSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';

export type TransferResult = z.infer<typeof transferResultSchema>;

const transferResponse = z.object({ data: transferResultSchema, message: z.string() });

/** POST deposit/transfer (DEP-08): final once the server answers; there is no undo. */
export async function transferDeposit(
  body: z.output<typeof transferBody>,
): Promise<{ result: TransferResult; message: string }> {
  const { data, message } = await apiClient.post(depositPaths.transfer, body, { schema: transferResponse });
  return { result: data, message };
}

export function useTransferDeposit() {
  return useMutation({ mutationFn: transferDeposit });
}
