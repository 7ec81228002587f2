import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { AccountPage, Card } from '../../../features/accounts/components/account-page.tsx';
import { AvatarUpload, ProfileForm } from '../../../features/accounts/components/profile-form.tsx';

/** `/account/profile`: personal info and photo (ACC-05). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <AccountPage title={t('acc.profile')} description={t('acc.profile_intro')}>
      <Card>
        <AvatarUpload account={account} />
      </Card>
      <Card>
        <ProfileForm account={account} />
      </Card>
    </AccountPage>
  );
}
