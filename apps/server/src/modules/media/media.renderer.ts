import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { formatRupiah } from '@konter/shared/money';
import type { MediaCustomization, MediaSize } from '@konter/shared/contracts/media';
import { mediaDimensions } from '@konter/shared/contracts/media';

/**
 * MED-01: draws a pricelist picture on the server with Skia (@napi-rs/canvas), so a cheap phone only shows a PNG and
 * the preview is the very picture the download gives. The fonts ship with the app (Noto Sans for Latin text, Noto
 * Sans SC for Chinese), registered once per process from their npm packages, never from the system.
 */
export type MediaPicture = {
  background: Buffer | null;
  /** The background's storage key: a decoded background is kept for the next drawing of the same one. */
  backgroundKey?: string;
  topText: string;
  bottomText: string;
  textColor: string;
  items: { name: string; code: string; sellingPrice: number }[];
  customization: MediaCustomization;
  size: MediaSize;
};

const fontFamily = '"Noto Sans", "Noto Sans SC"';
let fontsReady = false;

function registerFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const register = (pkg: string, family: string, pattern: RegExp) => {
    const directory = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
    for (const file of readdirSync(directory)) {
      if (pattern.test(file)) GlobalFonts.registerFromPath(path.join(directory, file), family);
    }
  };
  register('@fontsource/noto-sans', 'Noto Sans', /^noto-sans-(latin|latin-ext)-(400|700)-normal\.woff2$/);
  register('@fontsource/noto-sans-sc', 'Noto Sans SC', /^noto-sans-sc-\d+-(400|700)-normal\.woff2$/);
  fontsReady = true;
}

/** Cuts `text` to fit `maxWidth`, ending in an ellipsis when anything was cut. */
function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end).trimEnd()}…`).width > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/**
 * Wraps on spaces, and between any two characters of a word too wide for a line (Chinese has no spaces); at most
 * `maxLines`, the last one ellipsised when text is left over.
 */
function wrapText(ctx: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = text.split(/(\s+)/).filter((token) => token.length > 0);
  const pieces: string[] = [];
  for (const token of tokens) {
    if (ctx.measureText(token).width <= maxWidth) pieces.push(token);
    else pieces.push(...Array.from(token));
  }
  let index = 0;
  for (; index < pieces.length; index += 1) {
    const piece = pieces[index] ?? '';
    const candidate = line + piece;
    if (ctx.measureText(candidate.trim()).width <= maxWidth || line.trim() === '') {
      line = candidate;
    } else {
      lines.push(line.trim());
      if (lines.length === maxLines) break;
      line = piece.trim() === '' ? '' : piece;
    }
  }
  if (lines.length < maxLines && line.trim()) {
    lines.push(line.trim());
    index = pieces.length;
  }
  if (index < pieces.length && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = fitText(ctx, `${lines[last]} ${pieces.slice(index).join('').trim()}`, maxWidth);
  }
  return lines;
}

/**
 * Decoded backgrounds of the last few drawings (at most 1920 px on a side, so about 10 MB each): an agent's live
 * preview draws the same one again at each change, and decoding it is a third of a drawing's time.
 */
const decoded = new Map<string, Image>();
const decodedMax = 4;

async function decodeBackground(data: Buffer, key: string | undefined): Promise<Image> {
  const cached = key ? decoded.get(key) : undefined;
  if (cached) return cached;
  const image = await loadImage(data);
  if (key) {
    decoded.set(key, image);
    const oldest = decoded.keys().next().value;
    if (decoded.size > decodedMax && oldest !== undefined) decoded.delete(oldest);
  }
  return image;
}

/** The background scaled to cover the whole picture, centred (what a phone's wallpaper does). */
async function drawBackground(ctx: SKRSContext2D, picture: MediaPicture, width: number, height: number) {
  ctx.fillStyle = '#0f172a';
  ctx.fillRect(0, 0, width, height);
  if (!picture.background) return;
  const image = await decodeBackground(picture.background, picture.backgroundKey);
  const scale = Math.max(width / image.width, height / image.height);
  const drawWidth = image.width * scale;
  const drawHeight = image.height * scale;
  ctx.drawImage(image, (width - drawWidth) / 2, (height - drawHeight) / 2, drawWidth, drawHeight);
}

export async function renderPricelistPicture(picture: MediaPicture): Promise<Buffer> {
  registerFonts();
  const { width, height } = mediaDimensions[picture.size];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  await drawBackground(ctx, picture, width, height);

  const { customization } = picture;
  const padding = 64;
  const textWidth = width - padding * 2;
  const centred = customization.align === 'center';
  const xOf = (left: number, boxWidth: number) => (centred ? left + boxWidth / 2 : left);
  ctx.textAlign = centred ? 'center' : 'left';
  ctx.textBaseline = 'top';

  // Top text: the shop's name or headline, up to two lines.
  let y = padding;
  ctx.fillStyle = picture.textColor;
  ctx.font = `700 64px ${fontFamily}`;
  for (const line of wrapText(ctx, picture.topText, textWidth, 2)) {
    ctx.fillText(line, xOf(padding, textWidth), y);
    y += 84;
  }

  // Bottom text (contact, address), up to three lines, measured first so the prices fill what is between.
  ctx.font = `400 38px ${fontFamily}`;
  const bottomLines = wrapText(ctx, picture.bottomText, textWidth, 3);
  const bottomHeight = bottomLines.length * 52;
  const bottomTop = height - padding - bottomHeight;

  const items = picture.items;
  const columns = customization.layout === 'grid' ? 2 : 1;
  const rows = Math.max(1, Math.ceil(items.length / columns));
  const inner = 24;
  const spaceTop = y + 16;
  const space = Math.max(0, bottomTop - 24 - spaceTop);
  const rowHeight = Math.min(columns === 2 ? 150 : 110, (space - inner * 2) / rows);
  // Type follows the space each row has, so 30 nominals still fit a square picture.
  const nameSize = Math.max(
    16,
    Math.min(columns === 2 ? 34 : 38, Math.floor(rowHeight * (columns === 2 ? 0.26 : 0.38))),
  );
  const priceSize = Math.max(
    18,
    Math.min(columns === 2 ? 44 : 42, Math.floor(rowHeight * (columns === 2 ? 0.32 : 0.42))),
  );
  const codeSize = Math.max(14, Math.floor(nameSize * 0.72));
  const columnWidth = (width - padding * 2 - (columns - 1) * 24) / columns;

  // The panel behind the prices keeps them readable on any photo; it holds the rows, centred in the space left.
  const panelHeight = Math.min(space, rows * rowHeight + inner * 2);
  const panelTop = spaceTop + (space - panelHeight) / 2;
  ctx.fillStyle = `rgba(0, 0, 0, ${customization.overlay / 100})`;
  ctx.beginPath();
  ctx.roundRect(padding / 2, panelTop, width - padding, panelHeight, 32);
  ctx.fill();
  const listTop = panelTop + inner;

  items.forEach((item, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const left = padding + column * (columnWidth + 24);
    const top = listTop + row * rowHeight;
    ctx.fillStyle = picture.textColor;
    if (columns === 1) {
      // Name on the left, price on the right, a hairline between rows.
      const priceText = formatRupiah(item.sellingPrice);
      ctx.font = `700 ${priceSize}px ${fontFamily}`;
      const priceWidth = ctx.measureText(priceText).width;
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(priceText, left + columnWidth - 8, top + rowHeight / 2);
      ctx.textAlign = 'left';
      ctx.font = `700 ${nameSize}px ${fontFamily}`;
      const nameWidth = columnWidth - priceWidth - 40;
      const nameY = customization.show_code ? top + rowHeight / 2 - codeSize * 0.6 : top + rowHeight / 2;
      ctx.fillText(fitText(ctx, item.name, nameWidth), left + 8, nameY);
      if (customization.show_code) {
        ctx.font = `400 ${codeSize}px ${fontFamily}`;
        ctx.fillText(fitText(ctx, item.code, nameWidth), left + 8, nameY + nameSize * 0.6 + codeSize * 0.6);
      }
      if (index < items.length - 1) {
        ctx.globalAlpha = 0.35;
        ctx.fillRect(left, top + rowHeight - 1, columnWidth, 2);
        ctx.globalAlpha = 1;
      }
      return;
    }
    // Grid: a card per nominal, name above, price below.
    ctx.globalAlpha = 0.12;
    ctx.beginPath();
    ctx.roundRect(left, top + 6, columnWidth, rowHeight - 12, 20);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.textAlign = centred ? 'center' : 'left';
    ctx.textBaseline = 'top';
    const x = centred ? left + columnWidth / 2 : left + 20;
    ctx.font = `700 ${nameSize}px ${fontFamily}`;
    ctx.fillText(fitText(ctx, item.name, columnWidth - 40), x, top + rowHeight * 0.16);
    ctx.font = `700 ${priceSize}px ${fontFamily}`;
    ctx.fillText(formatRupiah(item.sellingPrice), x, top + rowHeight * 0.5);
  });

  ctx.fillStyle = picture.textColor;
  ctx.textAlign = centred ? 'center' : 'left';
  ctx.textBaseline = 'top';
  ctx.font = `400 38px ${fontFamily}`;
  bottomLines.forEach((line, index) => ctx.fillText(line, xOf(padding, textWidth), bottomTop + index * 52));

  return canvas.encode('png');
}

/**
 * An upload made fit to draw: decoded once and scaled down to at most 1920 px on its longer side, stored as a JPEG,
 * so each later drawing decodes a small file. Null when the bytes do not decode as a picture.
 */
export async function normaliseBackground(
  data: Buffer,
): Promise<{ body: Buffer; width: number; height: number } | null> {
  try {
    const image = await loadImage(data);
    if (!image.width || !image.height) return null;
    const scale = Math.min(1, 1920 / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, 0, 0, width, height);
    return { body: await canvas.encode('jpeg', 88), width, height };
  } catch {
    return null;
  }
}
