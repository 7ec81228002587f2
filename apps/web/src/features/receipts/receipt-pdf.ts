import { jsPDF } from 'jspdf';
import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import { toPrinterText } from './escpos.ts';
import type { PrintLine } from './receipt-layout.ts';
import { columnsByPaperWidth } from './receipt-layout.ts';

const mmPerPt = 25.4 / 72;
/** Courier's advance is 0.6 em: what makes `columns` characters fill the printable width exactly. */
const courierAdvance = 0.6;
const lineHeightFactor = 1.2;
const marginMm: Record<ReceiptSettings['paper_width'], number> = { '58': 2.5, '80': 4 };

export type PdfLogo = { dataUrl: string; width: number; height: number };

/**
 * The receipt as a PDF one thermal roll wide (58 or 80 mm) and exactly as long as its lines: the same lines, in the
 * same monospace columns, as the thermal printer prints, so a PDF sent to a printer app comes out the same.
 */
export function buildReceiptPdf(
  lines: readonly PrintLine[],
  paperWidth: ReceiptSettings['paper_width'],
  { logo = null, compress = true }: { logo?: PdfLogo | null; compress?: boolean } = {},
): jsPDF {
  const width = Number(paperWidth);
  const margin = marginMm[paperWidth];
  const columns = columnsByPaperWidth[paperWidth];
  const fontPt = (width - 2 * margin) / (columns * courierAdvance * mmPerPt);
  const lineMm = (line: PrintLine) => fontPt * lineHeightFactor * mmPerPt * (line.size === 'normal' ? 1 : 2);

  const logoWidth = logo ? Math.min(width - 2 * margin, 24) : 0;
  const logoHeight = logo ? (logo.height / Math.max(1, logo.width)) * logoWidth : 0;
  const contentHeight = lines.reduce((sum, line) => sum + lineMm(line), 0);
  const height = Math.max(40, 2 * margin + (logo ? logoHeight + 2 : 0) + contentHeight);

  // jsPDF orders the two sides by the orientation: a receipt shorter than it is wide is a landscape page.
  const orientation = height >= width ? 'portrait' : 'landscape';
  const doc = new jsPDF({ unit: 'mm', format: [width, height], orientation, compress });
  let y = margin;
  if (logo) {
    try {
      doc.addImage(logo.dataUrl, (width - logoWidth) / 2, y, logoWidth, logoHeight);
    } catch {
      // A format jsPDF cannot embed (SVG, WebP): the receipt is still complete without its logo.
    }
    y += logoHeight + 2;
  }
  for (const line of lines) {
    const step = lineMm(line);
    y += step;
    if (line.text.trim() === '') continue;
    doc.setFont('courier', line.bold ? 'bold' : 'normal');
    doc.setFontSize(line.size === 'normal' ? fontPt : fontPt * 2);
    // Double height keeps the width of a normal character, as the printer's own double-height mode does.
    const horizontalScale = line.size === 'tall' ? 0.5 : 1;
    // Baseline a fifth of the line above its bottom: the descenders stay inside the line.
    doc.text(toPrinterText(line.text), margin, y - step * 0.2, { horizontalScale });
  }
  return doc;
}

/** A logo on the receipt (RCP-02) as a data URL for the PDF, or null when it cannot be loaded (it is optional). */
export async function loadPdfLogo(url: string): Promise<PdfLogo | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('logo')));
      reader.onerror = () => reject(new Error('logo'));
      reader.readAsDataURL(blob);
    });
    const size = await new Promise<{ width: number; height: number }>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('logo'));
      image.src = dataUrl;
    });
    return { dataUrl, ...size };
  } catch {
    return null;
  }
}
