import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Receipt, ReceiptSettings } from '@konter/shared/contracts/transactions';
import { receiptSettingsSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { receiptKeys } from './keys.ts';

const savedResponse = z.object({ data: receiptSettingsSchema, message: z.string() });

/**
 * POST receipt/settings with only the settings that change (RCP-02). The server answers with all of them and its
 * message; a 422 carries the field that was refused (show_address while no address is set, RCP-03).
 */
export async function saveReceiptSettings(
  body: Partial<ReceiptSettings>,
): Promise<{ settings: ReceiptSettings; message: string }> {
  const { data, message } = await apiClient.post(transactionPaths.receiptSettings, body, { schema: savedResponse });
  return { settings: data, message };
}

/**
 * Saves; receipts already loaded take the change at once (the open receipt changes width as the toggle moves) and
 * get their old settings back if the server refuses.
 */
export function useSaveReceiptSettings() {
  const queryClient = useQueryClient();
  const applyToReceipts = (change: Partial<ReceiptSettings>) =>
    queryClient.setQueriesData<Receipt>({ queryKey: receiptKeys.receipts }, (current) =>
      current ? { ...current, settings: { ...current.settings, ...change } } : current,
    );
  return useMutation({
    mutationFn: saveReceiptSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: receiptKeys.receipts });
      const before = queryClient.getQueriesData<Receipt>({ queryKey: receiptKeys.receipts });
      applyToReceipts(change);
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, receipt] of context?.before ?? []) queryClient.setQueryData(key, receipt);
    },
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(receiptKeys.settings, settings);
      applyToReceipts(settings);
    },
  });
}
