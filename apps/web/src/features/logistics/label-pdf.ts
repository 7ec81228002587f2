import { jsPDF } from 'jspdf';
import { toPrinterText } from '../../lib/print-text.ts';
import { code128Bars } from './code128.ts';
import type { LabelOrder, LabelWords } from './label-layout.ts';

/** A6 portrait, the size of the label printers' and couriers' own stickers (105 × 148 mm). */
export const a6 = { width: 105, height: 148 } as const;
const margin = 5;
/** The barcode's height, and the quiet zone a scanner needs each side (in modules). */
const barcodeHeightMm = 18;
const quietModules = 10;
/** The widest module drawn: a short code is not stretched beyond what a handheld scanner reads comfortably. */
const maxModuleMm = 0.5;

/**
 * `value` as Code 128 bars, each a filled rectangle (sharp at any printer resolution), `height` mm tall from `y`,
 * centred on `centerX` and as wide as `maxWidth` allows with the quiet zones each side. Returns the bars' width.
 */
export function drawCode128(
  doc: jsPDF,
  value: string,
  { centerX, y, maxWidth, height }: { centerX: number; y: number; maxWidth: number; height: number },
): number {
  const { bars, modules } = code128Bars(value);
  const module = Math.min(maxModuleMm, maxWidth / (modules + 2 * quietModules));
  const left = centerX - (modules * module) / 2;
  doc.setFillColor(0, 0, 0);
  for (const bar of bars) doc.rect(left + bar.x * module, y, bar.width * module, height, 'F');
  return modules * module;
}

/**
 * The shipping label (MLO-06) as an A6 PDF: courier and service, the AWB's Code 128 drawn as bars (sharp at any
 * printer resolution), the receiver large, the sender, then weight, contents and COD. Text goes through the same
 * printable-character filter as the thermal print: the built-in PDF fonts cannot draw other scripts.
 */
export function buildLabelPdf(order: LabelOrder, words: LabelWords, { compress = true } = {}): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a6', orientation: 'portrait', compress });
  const inner = a6.width - 2 * margin;
  let y = margin;
  const text = (value: string, size: number, bold = false, align: 'left' | 'center' | 'right' = 'left') => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(toPrinterText(value), inner) as string[];
    const lineMm = size * 0.3528 * 1.2;
    for (const line of lines) {
      y += lineMm;
      const x = align === 'center' ? a6.width / 2 : align === 'right' ? a6.width - margin : margin;
      doc.text(line, x, y - lineMm * 0.2, { align });
    }
  };
  const rule = (weight = 0.3) => {
    y += 1.5;
    doc.setLineWidth(weight);
    doc.line(margin, y, a6.width - margin, y);
    y += 1;
  };
  const row = (label: string, value: string, size = 9, bold = false) => {
    doc.setFontSize(size);
    const lineMm = size * 0.3528 * 1.2;
    y += lineMm;
    doc.setFont('helvetica', 'normal');
    doc.text(toPrinterText(label), margin, y - lineMm * 0.2);
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.text(toPrinterText(value), a6.width - margin, y - lineMm * 0.2, { align: 'right' });
  };

  doc.setLineWidth(0.6);
  doc.rect(margin / 2, margin / 2, a6.width - margin, a6.height - margin);
  text(order.courier_name.toUpperCase(), 18, true);
  y -= 18 * 0.3528 * 1.2;
  text(order.service, 14, true, 'right');
  rule(0.6);

  if (order.awb) {
    y += 2;
    drawCode128(doc, order.awb, { centerX: a6.width / 2, y, maxWidth: inner, height: barcodeHeightMm });
    y += barcodeHeightMm;
    text(order.awb, 13, true, 'center');
  } else {
    text(order.ref, 12, true, 'center');
  }
  rule();

  text(words.to.toUpperCase(), 8, true);
  text(order.receiver.name, 13, true);
  text(order.receiver.phone, 10);
  text(order.receiver.address, 10);
  text(`${order.receiver.city} ${order.receiver.postal_code}`, 11, true);
  rule();
  text(words.from.toUpperCase(), 7, true);
  text(`${order.sender.name} - ${order.sender.phone}`, 8);
  text(`${order.sender.address}, ${order.sender.city} ${order.sender.postal_code}`, 8);
  rule();
  row(words.weight, words.formatWeight(order.parcel.weight_grams));
  row(words.contents, order.item_description);
  row(words.cod, order.cod_amount ? words.formatMoney(order.cod_amount) : words.nonCod, 12, true);
  row(words.ref, order.ref, 8);
  return doc;
}
