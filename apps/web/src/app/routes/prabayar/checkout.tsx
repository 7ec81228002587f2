import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { familyDefinition, familyOfRoute } from '@konter/shared/ppob/families';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useFamilyCatalogue } from '../../../features/ppob/api/catalogue.ts';
import { FamilyPurchase } from '../../../features/ppob/components/family-purchase.tsx';
import { PrepaidFrame } from '../../../features/ppob/components/prepaid-frame.tsx';
import { LivePurchaseStatus } from '../../../features/ppob/components/purchase-status-card.tsx';
import { useContactSource } from './use-contact-source.ts';
import { usePaySources } from './use-pay-sources.ts';
import { usePurchasePage } from './use-purchase-page.ts';

/**
 * `/checkout/{type}/{operator}/{link}` (NAV-09): the one-page checkout of one product (a shared link, a promo item):
 * the product, the number, pay.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { type = '', operator = '', link = '' } = useParams();
  const family = familyOfRoute(type);
  const title = t('prepaid.title.checkout');
  if (!family) {
    return (
      <PrepaidFrame title={title}>
        <NoProduct />
      </PrepaidFrame>
    );
  }
  return <Checkout key={`${family}/${link}`} family={family} operator={operator} code={link} />;
}

function NoProduct({ family }: { family?: PurchasableFamily }) {
  const { t } = useTranslation();
  return (
    <InlineNotice kind="error">
      <span className="block">{t('trx.no_product')}</span>
      <Link
        to={family ? `/prabayar/${familyDefinition(family).route}` : '/prabayar'}
        className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
      >
        {t('prepaid.see_all_products')}
      </Link>
    </InlineNotice>
  );
}

function Checkout({ family, operator, code }: { family: PurchasableFamily; operator: string; code: string }) {
  const { t } = useTranslation();
  const page = usePurchasePage();
  const { data: account } = useAccount();
  const catalogue = useFamilyCatalogue(family);
  const contacts = useContactSource();
  const paySources = usePaySources(account);
  const products = catalogue.data?.products ?? [];
  const product =
    products.find((candidate) => candidate.code === code && candidate.operator === operator) ??
    products.find((candidate) => candidate.code === code);

  if (!account) return null;
  return (
    <PrepaidFrame title={page.titleOverride ?? t('prepaid.title.checkout')}>
      {account.developer_mode && <InlineNotice kind="warning">{t('trx.developer_mode')}</InlineNotice>}
      {page.refId ? (
        <div className="mx-auto w-full max-w-xl">
          <LivePurchaseStatus
            refId={page.refId}
            onFinal={page.onFinal}
            onBuyAgain={(transaction) => page.buyAgain(transaction.destination)}
          />
        </div>
      ) : catalogue.data && product ? (
        <FamilyPurchase
          family={family}
          catalogue={catalogue.data}
          owner={account.id}
          balance={account.deposit}
          paySources={paySources}
          contacts={contacts}
          fixedProduct={product}
          initialDestination={page.initialDestination}
          onPurchased={page.onPurchased}
          onCatalogueStale={() => void catalogue.refetch()}
        />
      ) : catalogue.data ? (
        <NoProduct family={family} />
      ) : catalogue.isError ? (
        <InlineNotice kind="error">{t('prepaid.catalogue_failed')}</InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </PrepaidFrame>
  );
}
