import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Transaction, TransactionStatus } from '@konter/shared/contracts/transactions';
import { isFinalStatus } from '@konter/shared/contracts/transactions';
import { useRealtimeEvents } from './realtime.ts';

/** How often a transaction still in process is read again when no realtime event has settled it. */
export const livePollMs = 5000;

export type LiveTransactionOptions<T> = {
  /** Null: nothing to follow yet (the query is off). */
  refId: string | null;
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** The followed transaction's status in what the query read. */
  statusOf: (data: T) => TransactionStatus;
  /** What a `transaction.updated` event of this transaction makes of what is on screen. */
  withTransaction: (current: T, transaction: Transaction) => T;
  /** Read the whole of it again after an event, for what the event does not carry (a receipt's other parts). */
  readAgainAfterEvent?: boolean;
  /** Keep reading every few seconds while nothing was read yet (a purchase just made may not be readable at once). */
  pollBeforeFirstRead?: boolean;
  refetchOnWindowFocus?: boolean;
  /** Runs once when the transaction is (or becomes) final, e.g. to reload the balance a refund changed. */
  onFinal?: (data: T) => void;
};

/**
 * One query about one transaction that follows its status live (TRX-06): a `transaction.updated` event of the
 * account changes it the moment the supplier answers, and while it is still processing it is also read again every
 * few seconds, in case the event stream is down. The purchase status cards, the bill payment status and both
 * receipts follow their transaction through this hook.
 */
export function useLiveTransaction<T>(options: LiveTransactionOptions<T>) {
  const { refId, queryKey, statusOf, withTransaction, onFinal } = options;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: options.queryFn,
    enabled: refId !== null,
    staleTime: 0,
    refetchInterval: (current) => {
      const data = current.state.data;
      if (data === undefined) return options.pollBeforeFirstRead ? livePollMs : false;
      return isFinalStatus(statusOf(data)) ? false : livePollMs;
    },
    ...(options.refetchOnWindowFocus === undefined ? {} : { refetchOnWindowFocus: options.refetchOnWindowFocus }),
  });
  const final = query.data !== undefined && isFinalStatus(statusOf(query.data));

  useRealtimeEvents(
    (event) => {
      if (event.type !== 'transaction.updated' || refId === null || event.transaction.ref_id !== refId) return;
      const current = queryClient.getQueryData<T>(queryKey);
      if (current !== undefined) queryClient.setQueryData<T>(queryKey, withTransaction(current, event.transaction));
      if (current === undefined || options.readAgainAfterEvent) void queryClient.invalidateQueries({ queryKey });
    },
    refId !== null && !final,
  );

  const latestOnFinal = useRef(onFinal);
  useEffect(() => {
    latestOnFinal.current = onFinal;
  }, [onFinal]);
  const settled = useRef<string | null>(null);
  const data = query.data;
  useEffect(() => {
    if (data === undefined || refId === null || !isFinalStatus(statusOf(data)) || settled.current === refId) return;
    settled.current = refId;
    latestOnFinal.current?.(data);
  }, [data, refId, statusOf]);

  return query;
}
