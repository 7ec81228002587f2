import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { useRealtimeEvents } from '../../../lib/realtime.ts';
import { postpaidKeys } from '../api/keys.ts';
import { isFinalStatus, usePostpaidTransaction } from '../api/transaction.ts';

/**
 * A bill payment with its live status: a `transaction.updated` event of the account settles it the moment the
 * supplier answers (the event carries the plain transaction, so the bill snapshot is kept); while it is processing
 * it is also read again every few seconds, in case the event stream is down. `onFinal` runs once when it is (or
 * becomes) final, e.g. to reload the balance a refund changed.
 */
export function useLivePostpaidTransaction(refId: string | null, onFinal?: (transaction: PostpaidTransaction) => void) {
  const queryClient = useQueryClient();
  const query = usePostpaidTransaction(refId);
  const final = query.data !== undefined && isFinalStatus(query.data.status);

  useRealtimeEvents(
    (event) => {
      if (event.type !== 'transaction.updated' || refId === null || event.transaction.ref_id !== refId) return;
      const key = postpaidKeys.transaction(refId);
      const current = queryClient.getQueryData<PostpaidTransaction>(key);
      if (current) queryClient.setQueryData<PostpaidTransaction>(key, { ...current, ...event.transaction });
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    refId !== null && !final,
  );

  const latestOnFinal = useRef(onFinal);
  useEffect(() => {
    latestOnFinal.current = onFinal;
  }, [onFinal]);
  const settled = useRef<string | null>(null);
  const transaction = query.data;
  useEffect(() => {
    if (!transaction || !isFinalStatus(transaction.status) || settled.current === transaction.ref_id) return;
    settled.current = transaction.ref_id;
    latestOnFinal.current?.(transaction);
  }, [transaction]);

  return query;
}
