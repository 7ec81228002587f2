import { useParams } from 'react-router';
import { AdminAccountDetailView } from '../../../features/admin/components/admin-account-detail.tsx';
import { AdminMloGrant } from '../../../features/logistics/components/admin-mlo-grant.tsx';

export function AccountPage() {
  const { accountId = '' } = useParams();
  return (
    <AdminAccountDetailView key={accountId} accountId={accountId}>
      <AdminMloGrant accountId={accountId} />
    </AdminAccountDetailView>
  );
}
