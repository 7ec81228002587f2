import { useParams } from 'react-router';
import { AdminProductDetail } from '../../../features/admin/components/admin-product.tsx';

export function ProductPage() {
  const { code = '' } = useParams();
  return <AdminProductDetail key={code} code={code} />;
}
