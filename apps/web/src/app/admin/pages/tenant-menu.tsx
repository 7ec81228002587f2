import { AdminTenantMenu } from '../../../features/admin/components/admin-tenant-menu.tsx';

export function TenantMenuPage() {
  return <AdminTenantMenu />;
}
