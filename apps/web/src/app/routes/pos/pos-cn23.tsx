import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useCn23 } from '../../../features/logistics/api/cn23.ts';
import { Cn23Document } from '../../../features/logistics/components/cn23-document.tsx';

/** The browser's print of this page is the declaration alone on A4. */
const a4Print = '@media print { @page { size: A4; margin: 12mm; } }';

/** `/pos/cn23/:id`: the printable CN23 of one declaration (MLO-04). */
export function PosCn23Page() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const cn23 = useCn23(id);
  if (!cn23.data) return <LoadingText label={t('pos.loading')} />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-5 print:max-w-none print:p-0">
      <style>{a4Print}</style>
      <Cn23Document cn23={cn23.data} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('pos.print')}</Button>
        <ButtonLink to="/pos?tab=cn23" variant="secondary">
          {t('pos.tab.cn23')}
        </ButtonLink>
      </div>
    </div>
  );
}
