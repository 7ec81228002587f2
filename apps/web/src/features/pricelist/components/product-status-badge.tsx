import { useTranslation } from 'react-i18next';
import type { ProductStatusView, StatusTone } from '@konter/shared/ppob/product-status';

const tone: Record<StatusTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A product's state as a small coloured label (CAT-05, CAT-06); the text, not the colour, carries the meaning. */
export function ProductStatusBadge({ view }: { view: ProductStatusView }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={view.kind}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone[view.tone]}`}
    >
      {t(view.label, view.params)}
    </span>
  );
}
