import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminPurchasePaths, refundResultSchema } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const refundResponse = z.object({ data: refundResultSchema });

/** POST admin/purchases/:ref/refund: refunds a stuck purchase once, through the settlement engine. */
export async function refundPurchase(refId: string, note: string) {
  const { data } = await apiClient.post(
    adminPurchasePaths.refund(encodeURIComponent(refId)),
    { note },
    {
      schema: refundResponse,
    },
  );
  return data;
}

export function useRefundPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ refId, note }: { refId: string; note: string }) => refundPurchase(refId, note),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
