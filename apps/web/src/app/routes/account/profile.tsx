import { useTranslation } from 'react-i18next';
import { Card, PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { AvatarUpload, ProfileForm } from '../../../features/accounts/components/profile-form.tsx';

/** `/account/profile`: personal info and photo (ACC-05). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <PageFrame title={t('acc.profile')} description={t('acc.profile_intro')}>
      <Card>
        <AvatarUpload account={account} />
      </Card>
      <Card>
        <ProfileForm account={account} />
      </Card>
    </PageFrame>
  );
}
