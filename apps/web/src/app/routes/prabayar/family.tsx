import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { familyOfRoute } from '@konter/shared/ppob/families';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useFamilyCatalogue } from '../../../features/ppob/api/catalogue.ts';
import { FamilyPurchase } from '../../../features/ppob/components/family-purchase.tsx';
import { PrepaidFrame } from '../../../features/ppob/components/prepaid-frame.tsx';
import { LivePurchaseStatus } from '../../../features/ppob/components/purchase-status-card.tsx';
import { familyTitles } from '../../../features/ppob/prepaid-menu.ts';
import { useContactSource } from './use-contact-source.ts';
import { usePaySources } from './use-pay-sources.ts';
import { usePurchasePage } from './use-purchase-page.ts';

/** `/prabayar/{family route}` (NAV-07, TRX-01..TRX-13): one family's purchase screen, then its live result. */
export function FamilyPage() {
  const location = useLocation();
  const segment = location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const family = familyOfRoute(segment);
  if (!family) return <Navigate to="/prabayar" replace />;
  // Keyed: moving to another family starts with a fresh form.
  return <FamilyScreen key={family} family={family} />;
}

function FamilyScreen({ family }: { family: PurchasableFamily }) {
  const { t } = useTranslation();
  const page = usePurchasePage();
  const { data: account } = useAccount();
  const catalogue = useFamilyCatalogue(family);
  const contacts = useContactSource();
  const paySources = usePaySources(account);
  const title = page.titleOverride ?? t(familyTitles[family]);

  if (!account) return null;
  return (
    <PrepaidFrame title={title}>
      {account.developer_mode && <InlineNotice kind="warning">{t('trx.developer_mode')}</InlineNotice>}
      {page.refId ? (
        <div className="mx-auto w-full max-w-xl">
          <LivePurchaseStatus
            refId={page.refId}
            onFinal={page.onFinal}
            onBuyAgain={(transaction) => page.buyAgain(transaction.destination)}
          />
        </div>
      ) : catalogue.data ? (
        <FamilyPurchase
          family={family}
          catalogue={catalogue.data}
          owner={account.id}
          balance={account.deposit}
          paySources={paySources}
          contacts={contacts}
          initialDestination={page.initialDestination}
          onPurchased={page.onPurchased}
          onCatalogueStale={() => void catalogue.refetch()}
        />
      ) : catalogue.isError ? (
        <InlineNotice kind="error">{t('prepaid.catalogue_failed')}</InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </PrepaidFrame>
  );
}
