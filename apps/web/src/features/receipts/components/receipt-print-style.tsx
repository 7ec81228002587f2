import type { RefObject } from 'react';
import { useEffect, useState } from 'react';
import type { ReceiptSettings } from '@konter/shared/contracts/transactions';

const mmPerPx = 25.4 / 96;

/**
 * The height of the printed receipt in millimetres, kept current as it changes (a status arriving, a setting). The
 * receipt is drawn at its paper width on screen too, so its screen height is its printed length.
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

/**
 * The print stylesheet of the receipt page, present only while it is open: a page one roll wide and as long as the
 * receipt (no margins, no page breaks on a thermal roll), everything but the receipt removed, text pure black.
 * `:has()` keeps the receipt's ancestors while flattening their padding, so nothing else takes up paper.
 */
export function receiptPrintCss(paperWidth: ReceiptSettings['paper_width'], lengthMm: number | null): string {
  const size = lengthMm ? `${paperWidth}mm ${lengthMm}mm` : `${paperWidth}mm 297mm`;
  return `@media print {
  @page { size: ${size}; margin: 0; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; min-height: 0 !important; }
  body *:not(:has([data-print-receipt])):not([data-print-receipt]):not([data-print-receipt] *) { display: none !important; }
  body *:has([data-print-receipt]) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; max-width: none !important; min-height: 0 !important;
    width: auto !important; background: #fff !important;
  }
  [data-print-receipt] {
    width: ${paperWidth}mm !important; max-width: none !important; margin: 0 !important; box-shadow: none !important;
    border: 0 !important; border-radius: 0 !important; break-inside: avoid;
    font-family: ui-monospace, 'DejaVu Sans Mono', 'Courier New', monospace !important;
  }
  [data-print-receipt], [data-print-receipt] * { color: #000 !important; background: transparent !important; }
  [data-print-receipt] .receipt-status { box-shadow: none !important; border: 1px solid #000; }
  [data-print-receipt] .receipt-status > span { display: none !important; }
}`;
}

export function ReceiptPrintStyle({
  paperWidth,
  lengthMm,
}: {
  paperWidth: ReceiptSettings['paper_width'];
  lengthMm: number | null;
}) {
  return <style data-receipt-print-style="">{receiptPrintCss(paperWidth, lengthMm)}</style>;
}
