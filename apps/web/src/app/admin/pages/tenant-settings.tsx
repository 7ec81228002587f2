import { AdminTenantSettings } from '../../../features/admin/components/admin-tenant-settings.tsx';

export function TenantSettingsPage() {
  return <AdminTenantSettings />;
}
