import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * What an account without spreadsheet access (XLS-01) reads in place of the spreadsheet top-up or its history: why,
 * and the way to the prepaid screens (NAV-18's prepaid index), instead of being sent there without a word.
 */
export function BulkAccessRefused({ backHref }: { backHref: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="bulk-refused-title"
      className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      data-testid="excel-refused"
    >
      <Icon name="alert" className="size-7 text-amber-700" />
      <h2 id="bulk-refused-title" className="text-lg font-bold">
        {t('excel.not_allowed_title')}
      </h2>
      <p className="leading-relaxed">{t('excel.not_allowed_body')}</p>
      <ButtonLink to={backHref} variant="secondary">
        {t('excel.not_allowed_back')}
      </ButtonLink>
    </section>
  );
}
