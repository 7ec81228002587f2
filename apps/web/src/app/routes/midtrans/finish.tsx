import { useLocation, useSearchParams } from 'react-router';
import { PaymentFinishView } from '../../../features/deposits/components/gateway-return.tsx';
import { depositCodeOrNull, lastTopUp } from '../../../features/deposits/last-top-up.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useBalanceAfterPaid } from '../payment/use-refresh-balances.ts';

/**
 * `/midtrans/finish` (DEP-07, NAV-04): where a payment gateway sends the browser after paying. The order id comes
 * in the query (Midtrans); without it (Xendit) the last top-up opened on this device is shown.
 */
export function PaymentFinishPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const { onPaid, balance } = useBalanceAfterPaid();
  const code = depositCodeOrNull(params.get('order_id')) ?? lastTopUp();
  return (
    <PaymentFinishView
      code={code}
      loggedIn={loggedIn}
      balance={balance}
      onPaid={onPaid}
      returnPath={`${location.pathname}${location.search}`}
    />
  );
}
