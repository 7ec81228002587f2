import { z } from 'zod';
import type { NameCheck } from '@konter/shared/contracts/transactions';
import { nameCheckBody, nameCheckSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';

const nameCheckResponse = z.object({ data: nameCheckSchema });

/** POST prabayar/name-check (TRX-09): starts the account-name check of an e-wallet or PLN number. */
export async function startNameCheck(body: z.input<typeof nameCheckBody>): Promise<NameCheck> {
  const { data } = await apiClient.post(transactionPaths.nameCheck, body, {
    schema: nameCheckResponse,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/** GET prabayar/name-check/{id}: a pending check, read again until it succeeds or fails. */
export async function fetchNameCheck(id: string): Promise<NameCheck> {
  const { data } = await apiClient.get(transactionPaths.nameCheckById(id), {
    schema: nameCheckResponse,
    loading: false,
    clearAlerts: false,
  });
  return data;
}
