import { useParams } from 'react-router';
import { AdminAccountDetailView } from '../../../features/admin/components/admin-account-detail.tsx';

export function AccountPage() {
  const { accountId = '' } = useParams();
  return <AdminAccountDetailView key={accountId} accountId={accountId} />;
}
