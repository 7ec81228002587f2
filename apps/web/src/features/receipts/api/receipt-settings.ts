import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import { receiptSettingsSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { receiptKeys } from './keys.ts';

const settingsResponse = z.object({ data: receiptSettingsSchema });

/** GET receipt/settings (RCP-02): how the account's receipts are printed. */
export async function fetchReceiptSettings(): Promise<ReceiptSettings> {
  const { data } = await apiClient.get(transactionPaths.receiptSettings, { schema: settingsResponse });
  return data;
}

export function useReceiptSettings() {
  return useQuery({ queryKey: receiptKeys.settings, queryFn: fetchReceiptSettings });
}
