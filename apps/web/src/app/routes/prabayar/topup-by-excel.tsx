import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useBulkSettings } from '../../../features/bulk/api/bulk-settings.ts';
import { BulkAccessRefused } from '../../../features/bulk/components/access-refused.tsx';
import { BulkUploadFlow } from '../../../features/bulk/components/bulk-upload-flow.tsx';
import { useBulkText } from '../../../features/bulk/bulk-text.ts';
import { useExcelAccess } from '../../../features/ppob/api/check-excel.ts';
import { PrepaidFrame } from '../../../features/ppob/components/prepaid-frame.tsx';
import { receiptPaths } from '../../../features/receipts/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';

/** The upload on screen lives in the URL, so a reload (or the history's link) comes back to it. */
export const uploadParam = 'upload';

/**
 * `/prabayar/topupByExcel` (NAV-18, XLS-01..XLS-04): the spreadsheet top-up. Access is checked once per session;
 * without it the page says why and links to the prepaid index (a silent redirect left members wondering); a failed
 * check sends to the prepaid index. Then: the uploads left open, template, upload, the per-row check, the PIN, the
 * live progress and each row's transaction.
 */
export function TopUpByExcelPage() {
  const { t } = useBulkText();
  const { t: appT } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const access = useExcelAccess();
  const allowed = access.data?.excelAccess === true;
  const settings = useBulkSettings(allowed);
  const webapp = location.pathname.startsWith('/webapp/');
  const index = webapp ? '/webapp/prabayar' : '/prabayar';
  const uploadId = params.get(uploadParam);

  const title = params.get('title') ?? appT('prepaid.title.topupByExcel');

  if (access.isError) return <Navigate to={index} replace />;
  if (access.data?.excelAccess === false) {
    return (
      <PrepaidFrame title={title}>
        <BulkAccessRefused backHref={index} />
      </PrepaidFrame>
    );
  }
  if (!allowed) return <LoadingText label={appT('app.loading')} />;

  const setUpload = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(uploadParam, id);
        else next.delete(uploadParam);
        return next;
      },
      { replace: id === null },
    );

  return (
    <PrepaidFrame title={title} description={t('excel.intro')}>
      <div className="flex flex-col gap-4" data-testid="excel-allowed">
        {settings.isError && (
          <InlineNotice kind="error">
            {isApiError(settings.error) ? settings.error.message : appT('internal_error')}
          </InlineNotice>
        )}
        {!settings.data && !settings.isError && <LoadingText label={appT('app.loading')} />}
        {settings.data && (
          <BulkUploadFlow
            uploadId={uploadId}
            settings={settings.data}
            onUploaded={(id) => setUpload(id)}
            onReset={() => setUpload(null)}
            uploadHref={(id) => {
              const next = new URLSearchParams(params);
              next.set(uploadParam, id);
              return `${location.pathname}?${next.toString()}`;
            }}
            receiptHref={receiptPaths.receipt}
            aside={
              <ButtonLink to="/pricelist/pulsa" variant="secondary">
                <Icon name="tag" className="size-5" />
                {t('excel.pricelist_link')}
              </ButtonLink>
            }
          />
        )}
        <ButtonLink to="/report/uploads" variant="ghost" className="self-start">
          <Icon name="list" className="size-5" />
          {t('excel.history_link')}
        </ButtonLink>
      </div>
    </PrepaidFrame>
  );
}
