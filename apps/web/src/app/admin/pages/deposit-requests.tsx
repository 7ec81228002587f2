import { AdminDepositRequests } from '../../../features/admin/components/admin-deposit-requests.tsx';

export function DepositRequestsPage() {
  return <AdminDepositRequests />;
}
