import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courierNames, type Manifest } from '@konter/shared/contracts/logistics';
import { isLocale, type Locale } from '@konter/shared/i18n/locales';
import { jakartaDateTime } from '@konter/shared/time/jakarta';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notices } from '../../../lib/notices.ts';
import { paperPrintCss, usePaperLengthMm } from '../../../lib/paper-print.ts';
import { columnsByPaperWidth } from '../../../lib/print-text.ts';
import { posMloEn } from '../../../locales/pos-mlo/en.ts';
import { posMloId } from '../../../locales/pos-mlo/id.ts';
import type { LabelBlock } from '../label-layout.ts';
import {
  layoutManifest,
  manifestLayouts,
  manifestWeightGrams,
  type ManifestAgent,
  type ManifestLayout,
  type ManifestWords,
} from '../manifest-layout.ts';
import { useMloText } from '../mlo-text.ts';
import { Barcode } from './barcode.tsx';
import { ThermalButtons } from './thermal-buttons.tsx';

type RollLayout = Exclude<ManifestLayout, 'a4'>;

/** The printable manifest carries this attribute: the print stylesheet keeps it alone on the paper. */
const marker = 'data-print-manifest';

/**
 * The manifest's printed words in `locale`, or in Indonesian where a thermal printer's code page cannot print it (a
 * Chinese reader's roll prints in Indonesian; the A4 sheet, printed by the browser, is in the reader's language).
 */
function manifestWords(text: (key: keyof typeof posMloId) => string, locale: Locale): ManifestWords {
  const numbers = locale === 'en' ? 'en-US' : locale === 'zh' ? 'zh-CN' : 'id-ID';
  return {
    heading: text('mlo.print.heading'),
    code: text('mlo.print.code'),
    agent: text('mlo.print.agent'),
    closedAt: text('mlo.print.closed_at'),
    parcels: text('mlo.print.parcels'),
    totalWeight: text('mlo.print.total_weight'),
    receiver: text('mlo.print.receiver'),
    awb: text('mlo.print.awb'),
    service: text('mlo.print.service'),
    weight: text('mlo.print.weight'),
    signAgent: text('mlo.print.sign_agent'),
    signCourier: text('mlo.print.sign_courier'),
    formatWeight: (grams) => `${(grams / 1000).toLocaleString(numbers, { maximumFractionDigits: 2 })} kg`,
    formatDate: (iso) => `${jakartaDateTime(new Date(iso)).slice(0, 16)} WIB`,
  };
}

/**
 * A thermal roll as it prints: the laid-out blocks at the roll's width (also on screen, in mm so the app's font size
 * leaves it alone), monospace sized so a line of `columns` characters fills the printable width.
 */
function RollPaper({ blocks, layout }: { blocks: LabelBlock[]; layout: RollLayout }) {
  const paperRef = useRef<HTMLElement>(null);
  const lengthMm = usePaperLengthMm(paperRef);
  const columns = columnsByPaperWidth[layout];
  const widthMm = Number(layout);
  return (
    <>
      <style>{paperPrintCss(marker, { kind: 'roll', widthMm, lengthMm })}</style>
      <article
        ref={paperRef}
        {...{ [marker]: '' }}
        data-testid="manifest-print"
        data-layout={layout}
        data-columns={columns}
        style={{ width: `${widthMm}mm`, fontSize: `calc((${widthMm}mm - 5mm) / ${(columns * 0.61).toFixed(2)})` }}
        className="mx-auto max-w-full shrink-0 overflow-hidden bg-white px-[2.5mm] py-[3mm] font-mono leading-[1.35] text-black shadow-md ring-1 ring-slate-200"
      >
        {blocks.map((block, index) =>
          block.kind === 'barcode' ? (
            <Barcode key={index} value={block.value} caption={false} className="my-1" />
          ) : (
            <p
              key={index}
              className={`whitespace-pre ${block.line.bold ? 'font-bold' : ''} ${
                block.line.size === 'large' ? 'text-[2em] leading-[1.2]' : ''
              } ${block.line.size === 'tall' ? 'my-[0.4em] origin-center scale-y-200' : ''}`}
            >
              {block.line.text || ' '}
            </p>
          ),
        )}
      </article>
    </>
  );
}

/** The A4 sheet: a header with the manifest's barcode and figures, a row per parcel with its AWB barcode, signatures. */
function A4Sheet({ manifest, agent, words }: { manifest: Manifest; agent: ManifestAgent; words: ManifestWords }) {
  const facts = [
    agent ? [words.agent, `${agent.name} · ${agent.phone}`] : null,
    manifest.closed_at ? [words.closedAt, words.formatDate(manifest.closed_at)] : null,
    [words.parcels, String(manifest.orders.length)],
    [words.totalWeight, words.formatWeight(manifestWeightGrams(manifest))],
  ].filter((fact): fact is string[] => fact !== null);
  return (
    <>
      <style>{paperPrintCss(marker, { kind: 'a4' })}</style>
      <article
        {...{ [marker]: '' }}
        data-testid="manifest-print"
        data-layout="a4"
        className="flex flex-col gap-3 border-2 border-black bg-white p-4 text-black"
      >
        <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-black pb-2">
          <div className="min-w-0">
            <h2 className="text-xl font-extrabold">{courierNames[manifest.courier]}</h2>
            <p className="font-semibold">{words.heading}</p>
          </div>
          <Barcode value={manifest.code} className="w-full max-w-xs" />
        </header>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="flex min-w-0 flex-wrap justify-between gap-x-2">
              <dt className="text-slate-700">{term}</dt>
              <dd className="font-semibold break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <ol className="flex flex-col">
          {manifest.orders.map((order, index) => (
            <li
              key={order.id}
              className="grid grid-cols-[2rem_minmax(0,1fr)] gap-2 border-t border-slate-400 py-2 break-inside-avoid"
            >
              <span className="font-bold">{index + 1}.</span>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                {order.awb ? (
                  <Barcode value={order.awb} className="w-64 max-w-full" />
                ) : (
                  <p className="font-mono">{order.ref}</p>
                )}
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words">
                    {words.receiver}: {order.receiver.name}
                  </p>
                  <p className="break-words">
                    {order.receiver.city} {order.receiver.postal_code}
                  </p>
                  <p>
                    {words.service}: {order.service} · {words.weight}: {words.formatWeight(order.parcel.weight_grams)}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <footer className="grid grid-cols-1 gap-6 border-t-2 border-black pt-3 text-sm sm:grid-cols-2">
          {[words.signAgent, words.signCourier].map((title) => (
            <div key={title} className="flex flex-col gap-12">
              <p className="font-semibold">{title}</p>
              <p className="border-b border-black" aria-hidden="true" />
            </div>
          ))}
        </footer>
      </article>
    </>
  );
}

/**
 * A closed manifest, printable (MLO-03) the way receipts are: on a 58 or 80 mm thermal roll or on A4 through the
 * browser's print, as an A4 PDF to download (built in the browser; jsPDF loads only when asked), and on a roll straight
 * to a Bluetooth or USB thermal printer where the browser can. The layout is the page's to choose (kept in the
 * address, so a reload prints the same).
 */
export function ManifestPrint({
  manifest,
  agent,
  layout,
  onLayout,
}: {
  manifest: Manifest;
  agent: ManifestAgent;
  layout: ManifestLayout;
  onLayout: (layout: ManifestLayout) => void;
}) {
  const { t: common, i18n } = useTranslation();
  const { t } = useMloText();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'id';
  const sheetWords = manifestWords(t, locale);
  const rollWords = useMemo(() => {
    const texts = locale === 'en' ? posMloEn : posMloId;
    return manifestWords((key) => texts[key], locale === 'en' ? 'en' : 'id');
  }, [locale]);
  const blocks = useMemo(
    () => (layout === 'a4' ? [] : layoutManifest(manifest, agent, columnsByPaperWidth[layout], rollWords)),
    [manifest, agent, layout, rollWords],
  );
  const [building, setBuilding] = useState(false);
  // The PDF's words are the roll's: its built-in fonts draw Latin text only.
  const downloadPdf = async () => {
    setBuilding(true);
    try {
      const { buildManifestPdf } = await import('../manifest-pdf.ts');
      buildManifestPdf(manifest, agent, rollWords).save(`manifest-${manifest.code}.pdf`);
    } catch {
      notices.showSnackbar('error', t('mlo.print.pdf_failed'));
    } finally {
      setBuilding(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 print:hidden">
        <ChoiceGroup
          legend={t('mlo.print.layout')}
          name="manifest-layout"
          options={manifestLayouts}
          value={layout}
          labelOf={(option) => t(`mlo.print.layout_${option}`)}
          onChange={onLayout}
          columns={3}
        />
        <div className="grid auto-cols-fr grid-flow-col gap-2">
          <Button onClick={() => window.print()}>{common('pos.print')}</Button>
          {manifest.status === 'closed' && (
            <Button variant="secondary" onClick={() => void downloadPdf()} disabled={building}>
              {building ? common('pos.loading') : t('mlo.print.pdf_a4')}
            </Button>
          )}
        </div>
        {layout !== 'a4' && (
          <ThermalButtons
            encode={({ encodeLabelEscPos }) => encodeLabelEscPos(blocks, layout)}
            printed={t('mlo.print.printed')}
            failed={t('mlo.print.thermal_failed')}
          />
        )}
      </div>
      {layout === 'a4' ? (
        <A4Sheet manifest={manifest} agent={agent} words={sheetWords} />
      ) : (
        <RollPaper blocks={blocks} layout={layout} />
      )}
    </div>
  );
}
