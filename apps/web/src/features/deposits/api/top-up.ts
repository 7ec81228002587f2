import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Deposit } from '@konter/shared/contracts/deposits';
import { depositPaths, depositSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';
import { depositKeys } from './deposit-settings.ts';

/** How often a pending top-up is asked for its status, so payment shows up without reloading (DEP-06, DEP-07). */
export const topUpPollMs = 3000;

const topUpResponse = z.object({ data: depositSchema });

/**
 * GET deposit/topup/{code}. Quiet (no global loading indicator, alerts kept): while pending it repeats every
 * few seconds and must neither flash the indicator nor wipe a message the person is reading.
 */
export async function fetchTopUp(code: string): Promise<Deposit> {
  const { data } = await apiClient.get(depositPaths.topupByCode(code), {
    schema: topUpResponse,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

/**
 * A top-up with its live status: polled while pending, left alone once paid, expired or failed. `onPaid` runs
 * once when the top-up is (or becomes) paid, e.g. to reload the balances.
 */
export function useTopUp(
  code: string | null,
  { enabled = true, onPaid }: { enabled?: boolean; onPaid?: (deposit: Deposit) => void } = {},
) {
  const query = useQuery({
    queryKey: depositKeys.topUp(code ?? ''),
    queryFn: () => fetchTopUp(code ?? ''),
    enabled: enabled && code !== null,
    staleTime: 0,
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? topUpPollMs : false),
    // A phone that slept or switched to the payment app comes back to a fresh status at once.
    refetchOnWindowFocus: true,
  });
  const paidSeen = useRef<string | null>(null);
  const latestOnPaid = useRef(onPaid);
  useEffect(() => {
    latestOnPaid.current = onPaid;
  }, [onPaid]);
  const deposit = query.data;
  useEffect(() => {
    if (deposit?.status !== 'paid' || paidSeen.current === deposit.code) return;
    paidSeen.current = deposit.code;
    latestOnPaid.current?.(deposit);
  }, [deposit]);
  return query;
}
