import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountPaths, accountSearchResponse } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { depositKeys } from './deposit-settings.ts';

export type Receiver = z.infer<typeof accountSearchResponse>;

const receiverResponse = z.object({ data: accountSearchResponse });

/**
 * GET account/search?hp= (ACC-13): whose number this is, before deposit goes there (DEP-08). An unregistered
 * number is a 404 with the message 'Nomor tidak terdaftar.'. Quiet: it runs while the person types.
 */
export async function searchReceiver(hp: string): Promise<Receiver> {
  const { data } = await apiClient.get(accountPaths.search, {
    query: { hp },
    schema: receiverResponse,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/** Looks the number up once it is a complete phone number (`hp` normalised), or stays idle with null. */
export function useReceiver(hp: string | null) {
  return useQuery({
    queryKey: depositKeys.receiver(hp ?? ''),
    queryFn: () => searchReceiver(hp ?? ''),
    enabled: hp !== null,
    staleTime: 60_000,
    retry: false,
  });
}
