import { useAccount } from '../../../features/accounts/api/account.ts';
import { AdminMoney } from '../../../features/admin/components/admin-money.tsx';

/** The viewer's own id tells their own proposals apart: those wait for another admin. */
export function MoneyPage() {
  const account = useAccount();
  return <AdminMoney viewerId={account.data?.id ?? null} />;
}
