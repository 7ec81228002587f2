import { AdminCatalogue } from '../../../features/admin/components/admin-catalogue.tsx';

export function CataloguePage() {
  return <AdminCatalogue />;
}
