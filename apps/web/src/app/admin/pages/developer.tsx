import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AdminDeveloperIps } from '../../../features/developer/components/admin-developer-ips.tsx';

/** `/admin/developer` in the back office's shell. */
export function AdminDeveloperPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('developer.admin_title')}>
      <AdminDeveloperIps />
    </PageFrame>
  );
}
