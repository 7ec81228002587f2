import { useTranslation } from 'react-i18next';
import type { BulkRow } from '@konter/shared/contracts/bulk';

/**
 * The refused (and, once processed, failed) rows with their line numbers (XLS-04): cards on a phone, a table from
 * the small breakpoint up.
 */
export function RowErrors({ lines }: { lines: BulkRow[] }) {
  const { t } = useTranslation();
  const problems = lines.filter((line) => line.errors.length > 0 || line.failure);
  if (problems.length === 0) return null;
  const reasons = (line: BulkRow) => [
    ...line.errors.map((error) => error.message),
    ...(line.failure ? [line.failure] : []),
  ];
  return (
    <section aria-labelledby="row-errors-title" className="flex flex-col gap-2" data-testid="row-errors">
      <h3 id="row-errors-title" className="text-base font-bold text-slate-900">
        {t('excel.errors_title')} ({problems.length})
      </h3>
      <ul className="flex flex-col gap-2 sm:hidden">
        {problems.map((line) => (
          <li
            key={line.line}
            className="rounded-xl border border-red-200 bg-red-50/60 px-3 py-2.5 text-sm"
            data-line={line.line}
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-bold text-slate-900">{t('excel.line_n', { line: line.line })}</span>
              <span className="font-mono text-xs text-slate-600">{line.product_code || '—'}</span>
            </div>
            <p className="tabular-nums text-slate-800">{line.destination || '—'}</p>
            <ul className="mt-1 list-disc pl-5 text-red-800">
              {reasons(line).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl ring-1 ring-slate-200 sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t('excel.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t('excel.number')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t('excel.product')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t('excel.problem')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {problems.map((line) => (
              <tr key={line.line} data-line={line.line}>
                <td className="px-3 py-2 font-semibold whitespace-nowrap tabular-nums">{line.line}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{line.destination || '—'}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{line.product_code || '—'}</td>
                <td className="px-3 py-2 text-red-800">{reasons(line).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
