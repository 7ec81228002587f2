import { AdminDashboardView } from '../../../features/admin/components/admin-dashboard.tsx';

export function DashboardPage() {
  return <AdminDashboardView />;
}
