import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { formatNumber } from '@konter/shared/money';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useExcelAccess } from '../../../features/catalogue/api/check-excel.ts';
import { PrepaidFrame } from '../../../features/catalogue/components/prepaid-frame.tsx';

/**
 * `/prabayar/topupByExcel` (NAV-18): the spreadsheet top-up. Access is checked once per session; without it (or
 * when the check fails) the member goes back to the prepaid index. The upload itself lives in the report and
 * upload centre.
 */
export function TopUpByExcelPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const access = useExcelAccess();
  const index = location.pathname.startsWith('/webapp/') ? '/webapp/prabayar' : '/prabayar';

  if (access.isError || access.data?.excelAccess === false) return <Navigate to={index} replace />;
  if (!access.data) return <LoadingText label={t('app.loading')} />;
  return (
    <PrepaidFrame title={params.get('title') ?? t('prepaid.title.topupByExcel')}>
      <section
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        data-testid="excel-allowed"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand/10 text-brand">
          <Icon name="sheet" className="size-7" />
        </span>
        <h2 className="text-lg font-bold text-slate-900">{t('prepaid.excel_title')}</h2>
        <p className="text-sm leading-relaxed text-slate-700">{t('prepaid.excel_coming')}</p>
        <p className="text-sm text-slate-700">
          {t('prepaid.excel_limit', { limit: formatNumber(access.data.excelTrxLimit) })}
        </p>
        <ButtonLink to="/pricelist/pulsa" variant="secondary" className="self-start">
          <Icon name="tag" className="size-5" />
          {t('prepaid.excel_pricelist')}
        </ButtonLink>
      </section>
    </PrepaidFrame>
  );
}
