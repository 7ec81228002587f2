import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import { paperPrintCss } from '../../../lib/paper-print.ts';

export { usePaperLengthMm } from '../../../lib/paper-print.ts';

/**
 * The print stylesheet of the receipt page, present only while it is open: a page one roll wide and as long as the
 * receipt (no margins, no page breaks on a thermal roll), everything but the receipt removed, text pure black.
 * `:has()` keeps the receipt's ancestors while flattening their padding, so nothing else takes up paper.
 */
export function receiptPrintCss(paperWidth: ReceiptSettings['paper_width'], lengthMm: number | null): string {
  // The status badge prints as a plain outlined word.
  return paperPrintCss(
    'data-print-receipt',
    { kind: 'roll', widthMm: Number(paperWidth), lengthMm },
    `  [data-print-receipt] .receipt-status { box-shadow: none !important; border: 1px solid #000; }
  [data-print-receipt] .receipt-status > span { display: none !important; }
`,
  );
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
