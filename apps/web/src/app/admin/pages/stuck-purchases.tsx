import { AdminStuckPurchases } from '../../../features/admin/components/admin-stuck-purchases.tsx';

export function StuckPurchasesPage() {
  return <AdminStuckPurchases />;
}
