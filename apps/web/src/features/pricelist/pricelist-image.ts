import type { StatusTone } from '@konter/shared/ppob/product-status';

/**
 * The price list as a picture to send to customers (CAT-04 download): planned and drawn by pure functions on the
 * few canvas calls below, so a test can draw on a recorder instead of a real canvas.
 *
 * Sized for phones: 1080 px wide (the width chat apps keep), product names at 34 px, so on a 390 px screen the
 * names read at about 12 px before zooming. Long lists are split into pages at most `maxPageHeight` tall, which keeps
 * every canvas well under the 16.7 million pixel limit of iOS Safari.
 */
export type CanvasTextContext = {
  font: string;
  fillStyle: string | CanvasGradient | CanvasPattern;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
};

export type PricelistImageRow = {
  name: string;
  code: string;
  /** Formatted ('Rp 10.250'). */
  price: string;
  status: string;
  tone: StatusTone;
};

export type PricelistImageInput = {
  brandName: string;
  /** 'Daftar Harga Pulsa'. */
  title: string;
  /** 'Telkomsel · 24 produk'. */
  subtitle: string;
  /** 'Diperbarui 2 Jan 2026, 10.04 WIB'. */
  date: string;
  columns: { product: string; price: string };
  footer: string;
  /** 'Halaman 1 dari 2'. */
  pageLabel: (page: number, pages: number) => string;
  groups: { name: string; rows: PricelistImageRow[] }[];
  colors: { brand: string; brandForeground: string };
};

export const imageSize = {
  width: 1080,
  padding: 56,
  headerHeight: 248,
  tableHeadHeight: 72,
  groupHeight: 72,
  footerHeight: 120,
  nameLineHeight: 44,
  detailLineHeight: 38,
  rowPadding: 18,
  priceColumn: 330,
  maxNameLines: 2,
  maxPageHeight: 6000,
} as const;

const family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", Arial, sans-serif';
export const imageFonts = {
  brand: `700 52px ${family}`,
  title: `700 40px ${family}`,
  subtitle: `400 30px ${family}`,
  head: `700 26px ${family}`,
  group: `700 32px ${family}`,
  name: `600 34px ${family}`,
  price: `700 36px ${family}`,
  detail: `400 28px ${family}`,
  status: `600 28px ${family}`,
  footer: `400 26px ${family}`,
} as const;

const toneColor: Record<StatusTone, string> = {
  success: '#047857',
  warning: '#b45309',
  danger: '#b91c1c',
  info: '#0369a1',
  neutral: '#475569',
};

const ink = '#0f172a';
const muted = '#475569';
const faint = '#f1f5f9';
const zebra = '#f8fafc';

export type PlannedItem =
  | { kind: 'group'; name: string; y: number; height: number }
  | { kind: 'row'; row: PricelistImageRow; nameLines: string[]; y: number; height: number; stripe: boolean };

export type PlannedPage = { number: number; height: number; items: PlannedItem[] };

/** Cuts `text` to fit `maxWidth`, ending in an ellipsis when anything was cut. */
export function fitText(ctx: CanvasTextContext, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end).trimEnd()}…`).width > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Greedy word wrap into at most `maxLines` lines; the last line is ellipsised when the text does not fit. */
export function wrapText(ctx: CanvasTextContext, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    const word = words[index] ?? '';
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= maxWidth || !line) {
      line = candidate;
      index += 1;
    } else {
      lines.push(line);
      line = '';
    }
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === 0) return [''];
  // A single word wider than the column, or words left over after the last line, end in an ellipsis.
  const rest = words.slice(index).join(' ');
  return lines.map((current, position) =>
    fitText(ctx, position === lines.length - 1 && rest ? `${current} ${rest}` : current, maxWidth),
  );
}

function rowHeight(nameLines: number): number {
  return imageSize.rowPadding * 2 + nameLines * imageSize.nameLineHeight + imageSize.detailLineHeight;
}

/**
 * Splits the list into pages and measures every row. A group's name is repeated at the top of a page it continues
 * on, and never left alone at the bottom of a page.
 */
export function planPricelistImages(ctx: CanvasTextContext, input: PricelistImageInput): PlannedPage[] {
  const { width, padding, headerHeight, tableHeadHeight, groupHeight, footerHeight, priceColumn, maxPageHeight } =
    imageSize;
  const top = headerHeight + tableHeadHeight;
  const bottomLimit = maxPageHeight - footerHeight;
  const nameWidth = width - padding * 2 - priceColumn;
  const pages: PlannedPage[] = [];
  let items: PlannedItem[] = [];
  let y = top;
  const closePage = () => {
    pages.push({ number: pages.length + 1, height: y + footerHeight, items });
    items = [];
    y = top;
  };
  ctx.font = imageFonts.name;
  let stripe = false;
  for (const group of input.groups) {
    let groupShown = false;
    for (const row of group.rows) {
      const nameLines = wrapText(ctx, row.name, nameWidth, imageSize.maxNameLines);
      const height = rowHeight(nameLines.length);
      const needsGroup = !groupShown || y === top;
      // A group's name moves to the next page with its first row instead of staying alone at the bottom.
      if (y + (needsGroup ? groupHeight : 0) + height > bottomLimit && items.length > 0) closePage();
      if (!groupShown || y === top) {
        items.push({ kind: 'group', name: group.name, y, height: groupHeight });
        y += groupHeight;
        groupShown = true;
      }
      items.push({ kind: 'row', row, nameLines, y, height, stripe });
      stripe = !stripe;
      y += height;
    }
  }
  if (items.length > 0 || pages.length === 0) closePage();
  return pages;
}

/** Draws one planned page on a canvas of `imageSize.width` × `page.height`. */
export function drawPricelistImagePage(
  ctx: CanvasTextContext,
  input: PricelistImageInput,
  page: PlannedPage,
  pageCount: number,
): void {
  const { width, padding, headerHeight, tableHeadHeight, footerHeight, rowPadding, nameLineHeight } = imageSize;
  const right = width - padding;
  const textWidth = width - padding * 2;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, page.height);

  // Header band in the tenant's colour: brand, title, what is shown, when.
  ctx.fillStyle = input.colors.brand;
  ctx.fillRect(0, 0, width, headerHeight);
  ctx.fillStyle = input.colors.brandForeground;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.font = imageFonts.brand;
  ctx.fillText(fitText(ctx, input.brandName, textWidth), padding, 92);
  ctx.font = imageFonts.title;
  ctx.fillText(fitText(ctx, input.title, textWidth), padding, 150);
  ctx.font = imageFonts.subtitle;
  ctx.fillText(fitText(ctx, input.subtitle, textWidth), padding, 196);
  ctx.fillText(fitText(ctx, input.date, textWidth), padding, 232);

  // Column heads.
  ctx.fillStyle = faint;
  ctx.fillRect(0, headerHeight, width, tableHeadHeight);
  ctx.fillStyle = muted;
  ctx.font = imageFonts.head;
  ctx.textBaseline = 'middle';
  const headMiddle = headerHeight + tableHeadHeight / 2;
  ctx.fillText(input.columns.product.toUpperCase(), padding, headMiddle);
  ctx.textAlign = 'right';
  ctx.fillText(input.columns.price.toUpperCase(), right, headMiddle);

  for (const item of page.items) {
    if (item.kind === 'group') {
      ctx.fillStyle = input.colors.brand;
      ctx.fillRect(0, item.y + item.height - 4, width, 4);
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.font = imageFonts.group;
      ctx.fillText(fitText(ctx, item.name, textWidth), padding, item.y + item.height / 2);
      continue;
    }
    const { row } = item;
    if (item.stripe) {
      ctx.fillStyle = zebra;
      ctx.fillRect(0, item.y, width, item.height);
    }
    ctx.textBaseline = 'top';
    ctx.textAlign = 'left';
    ctx.fillStyle = ink;
    ctx.font = imageFonts.name;
    item.nameLines.forEach((line, index) => {
      ctx.fillText(line, padding, item.y + rowPadding + index * nameLineHeight);
    });
    const detailY = item.y + rowPadding + item.nameLines.length * nameLineHeight + 4;
    ctx.fillStyle = muted;
    ctx.font = imageFonts.detail;
    ctx.fillText(row.code, padding, detailY);

    ctx.textAlign = 'right';
    ctx.fillStyle = ink;
    ctx.font = imageFonts.price;
    ctx.fillText(row.price, right, item.y + rowPadding);
    ctx.fillStyle = toneColor[row.tone];
    ctx.font = imageFonts.status;
    ctx.fillText(fitText(ctx, row.status, imageSize.priceColumn + 120), right, detailY);
  }

  // Footer: the usual caveat and the page number.
  const footerTop = page.height - footerHeight;
  ctx.fillStyle = faint;
  ctx.fillRect(0, footerTop, width, footerHeight);
  ctx.fillStyle = muted;
  ctx.font = imageFonts.footer;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const footerMiddle = footerTop + footerHeight / 2;
  ctx.fillText(fitText(ctx, input.footer, textWidth - 260), padding, footerMiddle);
  if (pageCount > 1) {
    ctx.textAlign = 'right';
    ctx.fillText(input.pageLabel(page.number, pageCount), right, footerMiddle);
  }
}

export class ImageUnsupportedError extends Error {
  constructor() {
    super('This browser cannot draw on a canvas');
    this.name = 'ImageUnsupportedError';
  }
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageUnsupportedError())), 'image/png');
  });
}

/** Draws the pages on real canvases and returns them as PNG files (browser only). */
export async function renderPricelistImages(input: PricelistImageInput, doc: Document = document): Promise<Blob[]> {
  const measuring = doc.createElement('canvas').getContext('2d');
  if (!measuring) throw new ImageUnsupportedError();
  const pages = planPricelistImages(measuring, input);
  const blobs: Blob[] = [];
  for (const page of pages) {
    const canvas = doc.createElement('canvas');
    canvas.width = imageSize.width;
    canvas.height = page.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ImageUnsupportedError();
    drawPricelistImagePage(ctx, input, page, pages.length);
    blobs.push(await canvasToBlob(canvas));
  }
  return blobs;
}
