import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { plnCheckSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { apiClient } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue.ts';

export type PlnCustomer = z.infer<typeof plnCheckSchema>;

const plnCheckResponse = z.object({ data: plnCheckSchema });

/** POST prabayar/pln-check (TRX-10): the customer name and power of a meter. A failure never blocks the purchase. */
export async function checkPlnMeter(meter: string): Promise<PlnCustomer> {
  const { data } = await apiClient.post(
    transactionPaths.plnCheck,
    { meter },
    { schema: plnCheckResponse, loading: false, clearAlerts: false },
  );
  return data;
}

/** Checks the meter once it is long enough; idle with null. */
export function usePlnCheck(meter: string | null) {
  return useQuery({
    queryKey: catalogueKeys.pln(meter ?? ''),
    queryFn: () => checkPlnMeter(meter ?? ''),
    enabled: meter !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
