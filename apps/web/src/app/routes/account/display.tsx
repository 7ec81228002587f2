import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { DisplaySettingsForm } from '../../../features/accounts/components/display-settings-form.tsx';
import { PushSettings } from '../../../features/notifications/components/push-settings.tsx';

/** `/account/display`: the account's display preference (ACC-12, PLT-14) and this browser's push (NTF-03). */
export function DisplayPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('acc.display')} description={t('acc.display_intro')}>
      <DisplaySettingsForm />
      <PushSettings />
    </PageFrame>
  );
}
