import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { adjustPriceHref } from '../../../features/pricelist/components/adjust-price-screen.tsx';
import { PricelistScreen } from '../../../features/pricelist/components/pricelist-screen.tsx';
import { defaultPricelistFamily, familyOfPricelistType } from '@konter/shared/ppob/pricelist-address';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

/** Roles that keep their own selling prices (the adjust-price screen). */
export const adjustPriceRoles = ['agent', 'master'] as const;

/**
 * `/pricelist/{type}` (CAT-04): the public price list of a family. Logged-in agents also get a link to their own
 * selling prices.
 */
export function PricelistPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const preferences = useSitePreferences();
  const { data: account } = useAccount();
  const family = familyOfPricelistType(type);
  // The route's loader already forwards unknown types; this keeps the component safe on its own.
  if (!family) return <Navigate to={`/pricelist/${defaultPricelistFamily}`} replace />;
  const agent = account && (adjustPriceRoles as readonly string[]).includes(account.category);
  return (
    <PricelistScreen
      family={family}
      tenant={preferences.tenant}
      aside={
        agent ? (
          <ButtonLink to={adjustPriceHref(family)} variant="secondary" className="self-start sm:self-auto">
            {t('pricelist.adjust_link')}
          </ButtonLink>
        ) : null
      }
    />
  );
}
