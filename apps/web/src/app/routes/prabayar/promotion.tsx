import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { usePromotion } from '../../../features/ppob/api/promotion.ts';
import { PrepaidFrame } from '../../../features/ppob/components/prepaid-frame.tsx';
import { PromotionList } from '../../../features/ppob/components/promotion-list.tsx';

/** `/prabayar/promotion` (NAV-07, CAT-03, TRX-07): the promo items with how many were sold. */
export function PromotionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const promotion = usePromotion();
  return (
    <PrepaidFrame
      title={params.get('title') ?? t('prepaid.title.promotion')}
      description={t('prepaid.promotion_intro')}
    >
      {promotion.data ? (
        <PromotionList products={promotion.data} />
      ) : promotion.isError ? (
        <InlineNotice kind="error">{t('prepaid.catalogue_failed')}</InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </PrepaidFrame>
  );
}
