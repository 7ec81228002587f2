import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { notices } from '../../../lib/notices.ts';
import { columnsByPaperWidth } from '../../../lib/print-text.ts';
import type { LabelPaper } from '../label-escpos.ts';
import { labelToText, layoutShippingLabel, type LabelOrder, type LabelWords } from '../label-layout.ts';
import { ThermalButtons } from './thermal-buttons.tsx';

/** Languages a thermal printer's code page and the PDF's fonts can print; a Chinese reader's label prints in Indonesian. */
const latinLocales: readonly Locale[] = ['id', 'en'];

/** The words on the printed label, in a language the printer can print. */
function useLabelWords(): LabelWords {
  const { i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'id';
  const locale = latinLocales.includes(current) ? current : 'id';
  return useMemo(() => {
    const t = i18n.getFixedT(locale);
    const numbers = locale === 'en' ? 'en-US' : 'id-ID';
    return {
      to: t('pos.label.to'),
      from: t('pos.label.from'),
      weight: t('pos.label.weight'),
      contents: t('pos.label.contents'),
      cod: t('pos.label.cod'),
      nonCod: t('pos.label.non_cod'),
      ref: t('pos.label.ref'),
      formatWeight: (grams) => `${(grams / 1000).toLocaleString(numbers, { maximumFractionDigits: 2 })} kg`,
      formatMoney: (amount) => formatRupiah(amount),
    };
  }, [i18n, locale]);
}

/**
 * What can be done with a shipping label (MLO-06): print it on A6 through the browser's dialog, download it as an
 * A6 PDF, or send it to a 58 or 80 mm thermal printer over Bluetooth or USB where the browser can, with a preview of
 * what the thermal printer prints.
 */
export function LabelActions({ order }: { order: LabelOrder }) {
  const { t } = useTranslation();
  const id = useId();
  const words = useLabelWords();
  const [paper, setPaper] = useState<LabelPaper>('58');
  const [busy, setBusy] = useState(false);
  const columns = columnsByPaperWidth[paper];
  const blocks = useMemo(() => layoutShippingLabel(order, columns, words), [order, columns, words]);
  const name = order.awb ?? order.ref;

  const downloadPdf = async () => {
    setBusy(true);
    try {
      const { buildLabelPdf } = await import('../label-pdf.ts');
      buildLabelPdf(order, words).save(`label-${name}.pdf`);
    } catch {
      notices.showSnackbar('error', t('pos.label.pdf_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={() => window.print()}>{t('pos.label.print_a6')}</Button>
        <Button variant="secondary" onClick={() => void downloadPdf()} disabled={busy}>
          {busy ? t('pos.loading') : t('pos.label.pdf_a6')}
        </Button>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('pos.label.paper')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['58', '80'] as const).map((width) => (
            <label
              key={width}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-brand-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name={`${id}-paper`}
                value={width}
                checked={paper === width}
                onChange={() => setPaper(width)}
                className="sr-only"
              />
              {t('pos.label.paper_mm', { mm: width })}
            </label>
          ))}
        </div>
      </fieldset>
      <ThermalButtons
        encode={({ encodeLabelEscPos }) => encodeLabelEscPos(blocks, paper)}
        printed={t('pos.label.printed')}
        failed={t('pos.label.thermal_failed')}
      />
      <details className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-slate-800">
          {t('pos.label.thermal_preview', { mm: paper })}
        </summary>
        <pre
          className="mt-2 overflow-x-auto bg-slate-50 p-2 font-mono text-[11px] leading-snug text-slate-900"
          data-testid="thermal-preview"
          data-columns={columns}
        >
          {labelToText(blocks, columns)}
        </pre>
      </details>
    </div>
  );
}
