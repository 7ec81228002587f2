import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { useRealtimeEvents } from '../../../lib/realtime.ts';
import { catalogueKeys } from '../api/catalogue.ts';
import { isFinalStatus, useTransaction } from '../api/transaction.ts';

/**
 * A transaction with its live status (TRX-06): realtime events of the account update it the moment the supplier
 * answers; while it is still processing it is also read again every few seconds, in case the event stream is down.
 * `onFinal` runs once when it is (or becomes) final, e.g. to reload the balance a refund changed.
 */
export function useLiveTransaction(refId: string | null, onFinal?: (transaction: Transaction) => void) {
  const queryClient = useQueryClient();
  const query = useTransaction(refId);
  const final = query.data !== undefined && isFinalStatus(query.data.status);

  useRealtimeEvents(
    (event) => {
      if (event.type !== 'transaction.updated' || refId === null || event.transaction.ref_id !== refId) return;
      queryClient.setQueryData(catalogueKeys.transaction(refId), event.transaction);
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
