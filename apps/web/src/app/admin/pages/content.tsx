import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AdminContentEditor } from '../../../features/content/components/admin-content-editor.tsx';

/** `/admin/content` in the back office's shell. */
export function AdminContentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('title.admin_content')} description={t('content.admin.intro')} width="full">
      <AdminContentEditor />
    </PageFrame>
  );
}
