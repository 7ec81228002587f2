import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { depositPaths, transferHistoryItemSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';
import { depositKeys } from './deposit-settings.ts';

export type TransferHistoryItem = z.infer<typeof transferHistoryItemSchema>;

const transferHistoryResponse = z.object({ data: z.array(transferHistoryItemSchema) });

/** GET deposit/transfer/history (DEP-08): transfers sent and received; receiver_* is the other party. */
export async function fetchTransferHistory(): Promise<TransferHistoryItem[]> {
  const { data } = await apiClient.get(depositPaths.transferHistory, {
    query: { page: 1, per_page: 50 },
    schema: transferHistoryResponse,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

export function useTransferHistory() {
  return useQuery({ queryKey: depositKeys.transferHistory, queryFn: fetchTransferHistory, staleTime: 0 });
}
