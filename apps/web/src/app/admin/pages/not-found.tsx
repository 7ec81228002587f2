import { ButtonLink } from '../../../components/ui/button.tsx';
import { useAdminText } from '../../../features/admin/components/admin-text.ts';

export function AdminNotFoundPage() {
  const { t } = useAdminText();
  return (
    <div className="flex flex-col items-start gap-4 px-4 py-10 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.not_found')}</h1>
      <ButtonLink to="/admin">{t('admin.title')}</ButtonLink>
    </div>
  );
}
