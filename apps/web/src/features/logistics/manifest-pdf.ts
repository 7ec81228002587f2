import { jsPDF } from 'jspdf';
import { courierNames, type Manifest } from '@konter/shared/contracts/logistics';
import { toPrinterText } from '../../lib/print-text.ts';
import { drawCode128 } from './label-pdf.ts';
import { manifestWeightGrams, type ManifestAgent, type ManifestWords } from './manifest-layout.ts';

/** A4 portrait in mm. */
export const a4 = { width: 210, height: 297 } as const;
const margin = 12;
/** Room kept at the foot of every page for its footer (the manifest's code and the page number). */
const footerMm = 14;
const ptToMm = 0.3528;
/** The columns of the parcel table: number, AWB barcode, receiver, service, weight (right-aligned at the margin). */
const columns = { number: margin, awb: 20, receiver: 104, service: 162, weightRight: a4.width - margin } as const;
const awbWidth = columns.receiver - columns.awb - 4;
const receiverWidth = columns.service - columns.receiver - 3;
const rowMm = 20;
const awbBarMm = 10;

/**
 * A closed manifest (MLO-03) as an A4 PDF to download: the courier, the heading and the manifest's code as a Code 128
 * barcode; who hands it over, when, how many parcels and their weight; a table with a row per parcel (its AWB as a
 * barcode with the number under it, receiver and city, service, weight) that goes on over as many pages as it needs,
 * its header repeated; the two signatures of the hand-over; the code and page number at the foot of each page. The
 * words are the page's (Indonesian or English: the built-in PDF fonts draw Latin text only, like the thermal print).
 */
export function buildManifestPdf(
  manifest: Manifest,
  agent: ManifestAgent,
  words: ManifestWords,
  { compress = true } = {},
): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress });
  const courier = courierNames[manifest.courier];
  const bottom = a4.height - footerMm;
  let y = margin;

  const font = (size: number, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    return size * ptToMm * 1.25;
  };
  /** Text at (x, baseline y), through the printable-character filter. */
  const write = (text: string, x: number, baseline: number, align: 'left' | 'right' | 'center' = 'left') =>
    doc.text(toPrinterText(text), x, baseline, { align });
  const lines = (text: string, width: number, max: number): string[] => {
    const all = doc.splitTextToSize(toPrinterText(text), width) as string[];
    return all.length > max ? [...all.slice(0, max - 1), `${all[max - 1] ?? ''}...`] : all;
  };
  const rule = (at: number, weight = 0.3) => {
    doc.setLineWidth(weight);
    doc.line(margin, at, a4.width - margin, at);
  };
  const tableHeader = () => {
    const line = font(9, true);
    write('No.', columns.number, y + line);
    write(words.awb, columns.awb, y + line);
    write(words.receiver, columns.receiver, y + line);
    write(words.service, columns.service, y + line);
    write(words.weight, columns.weightRight, y + line, 'right');
    y += line + 1.5;
    rule(y, 0.5);
  };
  const newPage = () => {
    doc.addPage('a4', 'portrait');
    y = margin;
    const line = font(10, true);
    write(`${courier} - ${words.heading} ${manifest.code}`, margin, y + line);
    y += line + 3;
  };

  // The header: courier and heading on the left, the manifest's code as a barcode on the right.
  const courierLine = font(20, true);
  write(courier, margin, y + courierLine);
  const headingLine = font(12, true);
  write(words.heading, margin, y + courierLine + headingLine);
  const codeCenter = a4.width - margin - 42;
  drawCode128(doc, manifest.code, { centerX: codeCenter, y, maxWidth: 84, height: 13 });
  const codeLine = font(10, true);
  write(manifest.code, codeCenter, y + 13 + codeLine, 'center');
  y += Math.max(courierLine + headingLine, 13 + codeLine) + 3;
  rule(y, 0.8);
  y += 2;

  // What is handed over, two facts a row.
  const facts = [
    agent ? [words.agent, `${agent.name} - ${agent.phone}`] : null,
    manifest.closed_at ? [words.closedAt, words.formatDate(manifest.closed_at)] : null,
    [words.parcels, String(manifest.orders.length)],
    [words.totalWeight, words.formatWeight(manifestWeightGrams(manifest))],
  ].filter((fact): fact is [string, string] => fact !== null);
  const half = (a4.width - 2 * margin) / 2;
  facts.forEach(([term, value], index) => {
    const x = margin + (index % 2) * half;
    const line = font(10);
    write(`${term}:`, x, y + line);
    font(10, true);
    write(value, x + doc.getTextWidth(`${toPrinterText(term)}: `), y + line);
    if (index % 2 === 1 || index === facts.length - 1) y += line + 1;
  });
  y += 4;

  tableHeader();
  manifest.orders.forEach((order, index) => {
    if (y + rowMm > bottom) {
      newPage();
      tableHeader();
    }
    const top = y + 2;
    const line = font(10, true);
    write(`${index + 1}.`, columns.number, top + line);
    if (order.awb) {
      drawCode128(doc, order.awb, {
        centerX: columns.awb + awbWidth / 2,
        y: top,
        maxWidth: awbWidth,
        height: awbBarMm,
      });
      const awbLine = font(9, true);
      write(order.awb, columns.awb + awbWidth / 2, top + awbBarMm + awbLine, 'center');
    } else {
      write(order.ref, columns.awb, top + line);
    }
    let receiverY = top;
    const nameLine = font(10, true);
    for (const text of lines(order.receiver.name, receiverWidth, 2))
      write(text, columns.receiver, (receiverY += nameLine));
    const cityLine = font(9);
    for (const text of lines(`${order.receiver.city} ${order.receiver.postal_code}`, receiverWidth, 2))
      write(text, columns.receiver, (receiverY += cityLine));
    const serviceLine = font(10);
    write(order.service, columns.service, top + serviceLine);
    write(words.formatWeight(order.parcel.weight_grams), columns.weightRight, top + serviceLine, 'right');
    y += rowMm;
    rule(y, 0.2);
  });

  // The hand-over: both signatures together, on a new page when they do not fit.
  const signatureMm = 34;
  if (y + 6 + signatureMm > bottom) newPage();
  y += 6;
  [words.signAgent, words.signCourier].forEach((title, index) => {
    const x = margin + index * half;
    const line = font(10, true);
    for (const [offset, text] of lines(title, half - 8, 2).entries()) write(text, x, y + line * (offset + 1));
    doc.setLineWidth(0.3);
    doc.line(x, y + signatureMm - 4, x + half - 8, y + signatureMm - 4);
  });

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const line = font(8);
    write(`${manifest.code} - ${page}/${pages}`, a4.width / 2, a4.height - footerMm / 2 + line / 2, 'center');
  }
  return doc;
}
