import { AdminPeople } from '../../../features/admin/components/admin-people.tsx';

export function PeoplePage() {
  return <AdminPeople />;
}
