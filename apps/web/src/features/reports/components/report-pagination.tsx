import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { reportPerPage } from '../report-filters.ts';
import { ReportIcon } from './report-icons.tsx';

/** Previous / next over the pages of a report, with where the reader is. */
export function ReportPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / reportPerPage));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('reports.pagination')} className="flex items-center justify-between gap-2">
      <Button
        variant="secondary"
        aria-label={t('reports.previous')}
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        <ReportIcon name="chevronLeft" className="size-5" />
        <span className="hidden sm:inline">{t('reports.previous')}</span>
      </Button>
      <p className="text-sm text-slate-700">{t('reports.page', { page, pages })}</p>
      <Button
        variant="secondary"
        aria-label={t('reports.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <span className="hidden sm:inline">{t('reports.next')}</span>
        <ReportIcon name="chevronRight" className="size-5" />
      </Button>
    </nav>
  );
}
