import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import type { PrintLine } from './receipt-layout.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A self-contained HTML page of the receipt for the Android wrapper's printing (WebViews ignore window.print): the
 * laid-out lines in a monospace font, one roll wide, with no stylesheet or script of the app.
 */
export function receiptHtml(lines: readonly PrintLine[], paperWidth: ReceiptSettings['paper_width'], title: string) {
  const body = lines
    .map((line) => {
      const style = [
        line.bold ? 'font-weight:700' : '',
        line.size === 'tall' ? 'transform:scaleY(2);transform-origin:top;margin-bottom:1.2em' : '',
        line.size === 'large' ? 'font-size:2em' : '',
      ]
        .filter(Boolean)
        .join(';');
      return `<div${style ? ` style="${style}"` : ''}>${escapeHtml(line.text) || '&nbsp;'}</div>`;
    })
    .join('');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>@page{margin:0}body{margin:0;padding:2mm;width:${paperWidth}mm;` +
    `box-sizing:border-box;font:10px/1.2 monospace;white-space:pre;color:#000}</style></head>` +
    `<body>${body}</body></html>`
  );
}
