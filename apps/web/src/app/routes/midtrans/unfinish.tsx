import { useSearchParams } from 'react-router';
import { PaymentUnfinishView } from '../../../features/deposits/components/gateway-return.tsx';
import { depositCodeOrNull } from '../../../features/deposits/last-top-up.ts';

/** `/midtrans/unfinish` (DEP-07, NAV-04): the payment page was left before paying. */
export function PaymentUnfinishPage() {
  const [params] = useSearchParams();
  return <PaymentUnfinishView code={depositCodeOrNull(params.get('order_id'))} />;
}
