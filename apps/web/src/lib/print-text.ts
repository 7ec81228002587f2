/**
 * Fixed-width text for thermal printers and the documents drawn like them (receipts, shipping labels): one printed
 * line, word wrapping, centring, and the characters a cheap printer can print.
 */

/**
 * One printed line. `tall` is double height (same characters per line), `large` double width and height (half as
 * many): the two sizes every ESC/POS printer has, so the PDF draws them the same way.
 */
export type PrintLine = { text: string; bold: boolean; size: 'normal' | 'tall' | 'large' };

/** Characters per line of a thermal printer's standard font (font A, 12×24 dots) on each paper width. */
export const columnsByPaperWidth = { '58': 32, '80': 48 } as const;

/** Blank lines fed before the cut, so the last line clears the cutter (or the tear bar of printers without one). */
export const feedBeforeCut = 4;

/**
 * Cheap thermal printers only know their built-in code page 437 reliably: accents are dropped ('é' → 'e') and
 * anything else that code page cannot print becomes '?', instead of the garbage a wrong code page would print.
 */
export function toPrinterText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Word-wraps `text` to `width` characters; a word longer than a line is cut. Keeps at least one (empty) line. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width) {
        if (current) {
          lines.push(current);
          current = '';
        }
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      if (!current) current = rest;
      else if (current.length + 1 + rest.length <= width) current = `${current} ${rest}`;
      else {
        lines.push(current);
        current = rest;
      }
    }
    lines.push(current);
  }
  return lines.length > 0 ? lines : [''];
}

export function centerText(text: string, width: number): string {
  const pad = Math.max(0, Math.floor((width - text.length) / 2));
  return `${' '.repeat(pad)}${text}`;
}

/**
 * 'Total' and 'Rp 12.000' on one line, the value against the right edge; when both do not fit, the label on its line
 * and the value wrapped under it, indented.
 */
export function labelValueLines(label: string, value: string, width: number): string[] {
  if (label.length + 1 + value.length <= width) {
    return [`${label}${' '.repeat(width - label.length - value.length)}${value}`];
  }
  return [label, ...wrapText(value, width - 2).map((line) => `  ${line}`)];
}
