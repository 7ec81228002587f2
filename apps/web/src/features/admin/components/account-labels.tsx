import type { AdminAccountSummary } from '@konter/shared/contracts/admin';
import { useAdminText } from './admin-text.ts';
import { Badge } from './admin-ui.tsx';

export function AccountRole({ role }: { role: AdminAccountSummary['role'] }) {
  const { t } = useAdminText();
  return <span>{t(`admin.role.${role}`)}</span>;
}

export function AccountStatus({ status }: { status: AdminAccountSummary['status'] }) {
  const { t } = useAdminText();
  return (
    <Badge tone={status === 'active' ? 'green' : status === 'inactive' ? 'amber' : 'slate'}>
      {t(`admin.status.${status}`)}
    </Badge>
  );
}
