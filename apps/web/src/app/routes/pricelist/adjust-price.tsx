import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { adjustPriceFamilyOf, AdjustPriceScreen } from '../../../features/pricelist/components/adjust-price-screen.tsx';
import { PricelistFrame } from '../../../features/pricelist/components/pricelist-screen.tsx';
import { adjustPriceRoles } from './pricelist.tsx';

/**
 * `/account/adjust-price?family=` : agents and masters set the selling prices printed on their receipts. Other
 * accounts are told so instead of meeting the server's 403.
 */
export function AdjustPricePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: account } = useAccount();
  if (!account) return null;
  if (!(adjustPriceRoles as readonly string[]).includes(account.category)) {
    return (
      <PricelistFrame>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{t('pricelist.adjust.heading')}</h1>
        <InlineNotice kind="warning">{t('pricelist.adjust.agents_only')}</InlineNotice>
        <ButtonLink to="/pricelist/pulsa" variant="secondary" className="self-start">
          {t('pricelist.title')}
        </ButtonLink>
      </PricelistFrame>
    );
  }
  return <AdjustPriceScreen family={adjustPriceFamilyOf(params)} />;
}
