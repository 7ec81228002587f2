import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { refIdParam } from '@konter/shared/contracts/transactions';
import { catalogueKeys } from '../../../features/ppob/api/catalogue.ts';
import type { PurchaseResult } from '../../../features/ppob/api/purchase.ts';
import { withQueryKey } from '../../../lib/overlay-query.ts';
import { useRefreshBalances } from '../payment/use-refresh-balances.ts';

/** Navigation state of "buy again": the number just used. */
function destinationOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const destination: unknown = Reflect.get(state, 'destination');
  return typeof destination === 'string' ? destination : undefined;
}

/**
 * What a purchase page does around the feature: the title (the Android wrapper may set it with ?title=), the
 * result shown at ?ref=<ref id> (so a reload keeps it), the balance reloaded after buying and again once the
 * outcome is final (a failure is refunded), and "buy again" starting from the same number.
 */
export function usePurchasePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  const rawRef = params.get('ref');
  const refId = rawRef !== null && refIdParam.safeParse({ refId: rawRef }).success ? rawRef : null;

  const onPurchased = useCallback(
    ({ transaction }: PurchaseResult) => {
      queryClient.setQueryData(catalogueKeys.transaction(transaction.ref_id), transaction);
      refreshBalances();
      const search = withQueryKey(withQueryKey(location.search, 'dialog', null), 'ref', transaction.ref_id);
      // Replaces the confirmation's history entry: back from the result is the purchase screen.
      void navigate({ pathname: location.pathname, search }, { replace: true });
    },
    [queryClient, refreshBalances, navigate, location.pathname, location.search],
  );

  const buyAgain = useCallback(
    (destination: string | undefined) => {
      void navigate(
        { pathname: location.pathname, search: withQueryKey(location.search, 'ref', null) },
        { state: destination === undefined ? null : { destination } },
      );
    },
    [navigate, location.pathname, location.search],
  );

  return {
    titleOverride: params.get('title'),
    refId,
    initialDestination: destinationOf(location.state),
    onPurchased,
    onFinal: refreshBalances,
    buyAgain,
  };
}
