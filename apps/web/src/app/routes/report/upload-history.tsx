import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadingText, PageFrame } from '../../../components/ui/page-frame.tsx';
import { useBulkSettings } from '../../../features/bulk/api/bulk-settings.ts';
import { BulkAccessRefused } from '../../../features/bulk/components/access-refused.tsx';
import { UploadHistory } from '../../../features/bulk/components/upload-history.tsx';
import { useBulkText } from '../../../features/bulk/bulk-text.ts';
import { useExcelAccess } from '../../../features/ppob/api/check-excel.ts';

const uploadHistoryDays = 30;

/**
 * `/report/uploads` (XLS-05): the report centre's upload history. Only for accounts with spreadsheet access, like
 * the upload itself (NAV-18); others are told why, with the way to the prepaid index.
 */
export function UploadHistoryPage() {
  const { t } = useBulkText();
  const { t: appT } = useTranslation();
  const [params, setParams] = useSearchParams();
  const access = useExcelAccess();
  const settings = useBulkSettings(access.data?.excelAccess === true);
  const page = Math.max(1, Number(params.get('page')) || 1);

  if (access.isError) return <Navigate to="/prabayar" replace />;
  if (!access.data) return <LoadingText label={appT('app.loading')} />;
  if (!access.data.excelAccess) {
    return (
      <PageFrame title={appT('excel.title.uploads')}>
        <BulkAccessRefused backHref="/prabayar" />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={appT('excel.title.uploads')}
      description={t('excel.history_intro', { days: settings.data?.history_days ?? uploadHistoryDays })}
      width="wide"
    >
      <ButtonLink to="/prabayar/topupByExcel" className="self-start">
        <Icon name="sheet" className="size-5" />
        {t('excel.new_upload')}
      </ButtonLink>
      <UploadHistory
        page={page}
        onPage={(next) => setParams({ page: String(next) })}
        detailHref={(id) => `/prabayar/topupByExcel?upload=${id}`}
      />
    </PageFrame>
  );
}
