import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { refIdParam } from '@konter/shared/contracts/transactions';
import { postpaidKeys } from '../../../features/postpaid/api/keys.ts';
import { withQueryKey } from '../../../lib/overlay-query.ts';
import { useRefreshBalances } from '../payment/use-refresh-balances.ts';

/**
 * What a bill payment page does around the feature: the title (the Android wrapper may set it with ?title=), the
 * result shown at ?ref=<ref id> (so a reload keeps it), the balance reloaded after paying and again once the outcome
 * is final (a failure is refunded), and "pay another bill" starting from a fresh form.
 */
export function usePostpaidPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  const rawRef = params.get('ref');
  const refId = rawRef !== null && refIdParam.safeParse({ refId: rawRef }).success ? rawRef : null;

  const onPaid = useCallback(
    (transaction: PostpaidTransaction) => {
      queryClient.setQueryData(postpaidKeys.transaction(transaction.ref_id), transaction);
      refreshBalances();
      const search = withQueryKey(withQueryKey(location.search, 'dialog', null), 'ref', transaction.ref_id);
      // Replaces the confirmation's history entry: back from the result is the bill screen.
      void navigate({ pathname: location.pathname, search }, { replace: true });
    },
    [queryClient, refreshBalances, navigate, location.pathname, location.search],
  );

  const payAnother = useCallback(() => {
    void navigate({ pathname: location.pathname, search: withQueryKey(location.search, 'ref', null) });
  }, [navigate, location.pathname, location.search]);

  return { titleOverride: params.get('title'), refId, onPaid, onFinal: refreshBalances, payAnother };
}
