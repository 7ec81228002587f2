import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { AccountIcon } from './account-icons.tsx';

/** The logout confirmation of ACC-03: one clear choice, the safe one second. */
export function LogoutConfirmation({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <Button onClick={onConfirm} disabled={pending} className="w-full">
        <AccountIcon name="logout" className="size-5" />
        {pending ? t('auth.logging_out') : t('auth.logout_confirm')}
      </Button>
      <Button variant="secondary" onClick={onCancel} className="w-full">
        {t('auth.logout_cancel')}
      </Button>
    </div>
  );
}
