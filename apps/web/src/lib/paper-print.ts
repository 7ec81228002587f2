import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

const mmPerPx = 25.4 / 96;

/**
 * The height of a printed roll document in millimetres, kept current as it changes (a status arriving, a setting).
 * The document is drawn at its paper width on screen too, so its screen height is its printed length.
 */
export function usePaperLengthMm(ref: RefObject<HTMLElement | null>): number | null {
  const [length, setLength] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      setLength(height > 0 ? Math.ceil(height * mmPerPx) + 2 : null);
    };
    measure();
    window.addEventListener('beforeprint', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.removeEventListener('beforeprint', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return length;
}

/** How a document prints: on a thermal roll `width` mm wide (as long as the document), or on A4 sheets. */
export type PaperPage = { kind: 'roll'; widthMm: number; lengthMm: number | null } | { kind: 'a4' };

/**
 * The print stylesheet of a page whose printable document carries the attribute `marker` (e.g.
 * `data-print-receipt`): everything but the document removed, text pure black. On a roll: a page one roll wide and as
 * long as the document (no margins, no page breaks), the document at the roll's width in monospace; on A4: the
 * document across the sheet inside 12 mm margins. `:has()` keeps the document's ancestors while flattening their
 * padding, so nothing else takes up paper. `extra`: the document's own print rules, added inside.
 */
export function paperPrintCss(marker: string, page: PaperPage, extra = ''): string {
  const doc = `[${marker}]`;
  const size =
    page.kind === 'a4' ? 'A4' : page.lengthMm ? `${page.widthMm}mm ${page.lengthMm}mm` : `${page.widthMm}mm 297mm`;
  const sheet =
    page.kind === 'a4'
      ? `width: auto !important; max-width: none !important; margin: 0 !important; box-shadow: none !important;
    border-radius: 0 !important;`
      : `width: ${page.widthMm}mm !important; max-width: none !important; margin: 0 !important; box-shadow: none !important;
    border: 0 !important; border-radius: 0 !important; break-inside: avoid;
    font-family: ui-monospace, 'DejaVu Sans Mono', 'Courier New', monospace !important;`;
  return `@media print {
  @page { size: ${size}; margin: ${page.kind === 'a4' ? '12mm' : '0'}; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; min-height: 0 !important; }
  body *:not(:has(${doc})):not(${doc}):not(${doc} *) { display: none !important; }
  body *:has(${doc}) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; max-width: none !important; min-height: 0 !important;
    width: auto !important; background: #fff !important;
  }
  ${doc} {
    ${sheet}
  }
  ${doc}, ${doc} * { color: #000 !important; background: transparent !important; }
${extra}}`;
}
