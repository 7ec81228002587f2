import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NameCheck } from '@konter/shared/contracts/transactions';
import { isApiError } from '../../../lib/api-client.ts';
import { useRealtimeEvents } from '../../../lib/realtime.ts';
import { catalogueKeys } from '../api/catalogue.ts';
import { fetchNameCheck, startNameCheck } from '../api/name-check.ts';

/** After this long a pending check offers to go on without it and notify later (TRX-09). */
export const nameCheckSlowMs = 8000;
/** A pending check is read again this often when no realtime event has settled it. */
export const nameCheckPollMs = 2000;

export type NameCheckRequest = {
  family: 'emoney' | 'listrik';
  /** The operator (wallet brand) the number belongs to: the check is per brand. */
  operator: string;
  productCode?: string;
  destination: string;
};

export type NameCheckState =
  | { status: 'idle' }
  | { status: 'pending'; slow: boolean }
  | { status: 'success'; name: string }
  | { status: 'failed'; message: string | null };

/**
 * The account-name check of an e-wallet (TRX-09): started once per number and brand, then pending until a realtime
 * event or a read says success or failed. After 8 s still pending, `slow` lets the screen offer to continue.
 */
export function useNameCheck(request: NameCheckRequest | null): NameCheckState {
  const queryClient = useQueryClient();
  const start = useQuery({
    queryKey: catalogueKeys.nameCheckStart(request?.family ?? '', request?.operator ?? '', request?.destination ?? ''),
    queryFn: () =>
      startNameCheck({
        family: request?.family ?? 'emoney',
        destination: request?.destination ?? '',
        ...(request?.productCode ? { product_code: request.productCode } : {}),
      }),
    enabled: request !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const started = start.data;
  const id = started?.id ?? null;
  const follow = useQuery({
    queryKey: catalogueKeys.nameCheck(id ?? ''),
    queryFn: () => fetchNameCheck(id ?? ''),
    enabled: id !== null,
    initialData: started,
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? nameCheckPollMs : false),
  });
  const check: NameCheck | undefined = follow.data ?? started;
  const pendingId = check?.status === 'pending' ? check.id : null;

  useRealtimeEvents((event) => {
    if (event.type !== 'name-check.updated' || event.check.id !== pendingId) return;
    queryClient.setQueryData(catalogueKeys.nameCheck(event.check.id), event.check);
  }, pendingId !== null);

  const [slowId, setSlowId] = useState<string | null>(null);
  useEffect(() => {
    if (pendingId === null) return;
    const timer = setTimeout(() => setSlowId(pendingId), nameCheckSlowMs);
    return () => clearTimeout(timer);
  }, [pendingId]);

  if (request === null) return { status: 'idle' };
  if (start.isError) {
    // The server's reason for a number it refused; anything else (no answer, a fault) is the generic failure.
    return {
      status: 'failed',
      message: isApiError(start.error) && start.error.status === 422 ? start.error.message : null,
    };
  }
  if (!check || check.status === 'pending') return { status: 'pending', slow: slowId !== null && slowId === pendingId };
  if (check.status === 'success' && check.name) return { status: 'success', name: check.name };
  return { status: 'failed', message: check.message };
}
