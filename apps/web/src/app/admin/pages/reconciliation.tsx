import { AdminReconciliation } from '../../../features/admin/components/admin-reconciliation.tsx';

export function ReconciliationPage() {
  return <AdminReconciliation />;
}
