import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PaymentErrorView } from '../../../features/deposits/components/gateway-return.tsx';
import { depositCodeOrNull } from '../../../features/deposits/last-top-up.ts';
import { withQueryKey } from '../../../lib/overlay-query.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** Marks the reloaded page, so the failed-payment page refreshes once rather than every ten seconds forever. */
export const refreshedQueryKey = 'refreshed';

/**
 * `/midtrans/error` (DEP-07, NAV-04): the payment failed. After a visible countdown the page reloads itself once
 * (§4), showing the top-up's state as the server then knows it.
 */
export function PaymentErrorPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  // Only the order the provider names: the last top-up of this device may be another one, already paid.
  const code = depositCodeOrNull(params.get('order_id'));
  const refreshed = params.has(refreshedQueryKey);
  const reload = useCallback(() => {
    window.location.replace(`${location.pathname}${withQueryKey(location.search, refreshedQueryKey, '1')}`);
  }, [location.pathname, location.search]);
  return (
    <PaymentErrorView
      code={code}
      loggedIn={loggedIn}
      refreshSeconds={refreshed ? null : undefined}
      onRefresh={reload}
    />
  );
}
