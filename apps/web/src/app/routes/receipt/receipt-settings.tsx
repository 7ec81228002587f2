import { useTranslation } from 'react-i18next';
import type { Address } from '@konter/shared/contracts/accounts';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useAddress } from '../../../features/accounts/api/get-address.ts';
import { ReceiptPageFrame } from '../../../features/receipts/components/receipt-page-frame.tsx';
import type { PreviewStore } from '../../../features/receipts/components/receipt-settings-form.tsx';
import { ReceiptSettingsScreen } from '../../../features/receipts/components/receipt-settings-form.tsx';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

/** The address as the server prints it, or null while it is incomplete: it cannot be printed yet (RCP-03). */
function addressLine(address: Address | null | undefined): string | null {
  if (!address || address.incomplete) return null;
  return [address.detail, address.sub_district, address.district, address.city, address.province, address.postcode]
    .map((part) => part.trim())
    .join(', ');
}

/** `/account/receipt-settings` (RCP-02, RCP-03): how receipts print, previewed with the account's own shop. */
export function ReceiptSettingsPage() {
  const { t } = useTranslation();
  const preferences = useSitePreferences();
  const { data: account } = useAccount();
  const { data: address } = useAddress();
  const store: PreviewStore = {
    name: account?.name ?? preferences.tenant.brandName,
    phone: account?.hp ?? '',
    address: addressLine(address),
    // As the server picks it: the account's own picture, else the site's logo.
    logo_url: account?.avatar ?? preferences.tenant.logoUrl,
  };
  return (
    <ReceiptPageFrame title={t('receipts.title.settings')} description={t('receipts.settings.intro')}>
      <ReceiptSettingsScreen store={store} />
    </ReceiptPageFrame>
  );
}
