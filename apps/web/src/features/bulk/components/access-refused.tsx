import { ButtonLink } from '../../../components/ui/button.tsx';
import { RefusalNotice } from '../../../components/ui/refusal-notice.tsx';
import { useBulkText } from '../bulk-text.ts';

/**
 * What an account without spreadsheet access (XLS-01) reads in place of the spreadsheet top-up or its history: why,
 * and the way to the prepaid screens (NAV-18's prepaid index), instead of being sent there without a word.
 */
export function BulkAccessRefused({ backHref }: { backHref: string }) {
  const { t } = useBulkText();
  return (
    <RefusalNotice
      title={t('excel.not_allowed_title')}
      testId="excel-refused"
      action={
        <ButtonLink to={backHref} variant="secondary">
          {t('excel.not_allowed_back')}
        </ButtonLink>
      }
    >
      {t('excel.not_allowed_body')}
    </RefusalNotice>
  );
}
