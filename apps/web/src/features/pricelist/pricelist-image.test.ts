import { describe, expect, it } from 'vitest';
import type { CanvasTextContext, PricelistImageInput, PricelistImageRow } from './pricelist-image.ts';
import { drawPricelistImagePage, fitText, imageSize, planPricelistImages, wrapText } from './pricelist-image.ts';

type TextCall = { text: string; x: number; y: number; font: string; fillStyle: string; textAlign: string };

/** A canvas stand-in that records what is drawn; text is 0.55 em per character wide. */
function recorder() {
  const texts: TextCall[] = [];
  const rects: { x: number; y: number; width: number; height: number; fillStyle: string }[] = [];
  const ctx: CanvasTextContext = {
    font: '10px sans-serif',
    fillStyle: '#000000',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect(x, y, width, height) {
      rects.push({ x, y, width, height, fillStyle: String(this.fillStyle) });
    },
    fillText(text, x, y) {
      texts.push({ text, x, y, font: this.font, fillStyle: String(this.fillStyle), textAlign: this.textAlign });
    },
    measureText(text) {
      const size = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10);
      return { width: text.length * size * 0.55 };
    },
  };
  return { ctx, texts, rects };
}

const row = (index: number, overrides: Partial<PricelistImageRow> = {}): PricelistImageRow => ({
  name: `Telkomsel ${index}.000`,
  code: `TSEL${index}`,
  price: `Rp ${index}.250`,
  status: 'Tersedia',
  tone: 'success',
  ...overrides,
});

const input = (groups: PricelistImageInput['groups']): PricelistImageInput => ({
  brandName: 'Pulsa Murah',
  title: 'Daftar Harga Pulsa',
  subtitle: '3 produk',
  date: 'Diperbarui 2 Jan 2026, 10.04 WIB',
  columns: { product: 'Produk', price: 'Harga' },
  footer: 'Harga dapat berubah sewaktu-waktu.',
  pageLabel: (page, pages) => `Halaman ${page} dari ${pages}`,
  groups,
  colors: { brand: '#1d4ed8', brandForeground: '#ffffff' },
});

function drawAll(data: PricelistImageInput) {
  const { ctx, texts, rects } = recorder();
  const pages = planPricelistImages(ctx, data);
  const perPage = pages.map((page) => {
    const start = texts.length;
    drawPricelistImagePage(ctx, data, page, pages.length);
    return texts.slice(start).map((call) => call.text);
  });
  return { pages, perPage, texts, rects };
}

describe('price list image', () => {
  it('[CAT-04] draws the brand, the family, the date and every row with its code, price and status', () => {
    const data = input([
      { name: 'Telkomsel', rows: [row(10), row(25, { status: 'Stok kosong', tone: 'danger' })] },
      { name: 'Indosat', rows: [row(5, { name: 'Indosat 5.000', code: 'ISAT5' })] },
    ]);
    const { pages, perPage, texts } = drawAll(data);
    expect(pages).toHaveLength(1);
    const drawn = perPage[0] ?? [];
    expect(drawn).toEqual(
      expect.arrayContaining(['Pulsa Murah', 'Daftar Harga Pulsa', 'Diperbarui 2 Jan 2026, 10.04 WIB']),
    );
    expect(drawn).toEqual(expect.arrayContaining(['Telkomsel', 'Indosat', 'PRODUK', 'HARGA']));
    for (const item of data.groups.flatMap((group) => group.rows)) {
      expect(drawn).toContain(item.name);
      expect(drawn).toContain(item.code);
      expect(drawn).toContain(item.price);
    }
    expect(drawn.filter((text) => text === 'Tersedia')).toHaveLength(2);
    // The status is coloured by its tone; prices right-aligned at the right margin.
    expect(texts.find((call) => call.text === 'Stok kosong')?.fillStyle).toBe('#b91c1c');
    const price = texts.find((call) => call.text === 'Rp 10.250');
    expect(price?.textAlign).toBe('right');
    expect(price?.x).toBe(imageSize.width - imageSize.padding);
    // One page: no page number.
    expect(drawn.some((text) => text.startsWith('Halaman'))).toBe(false);
  });

  it('[CAT-04] rows sit below each other inside the page, in list order', () => {
    const data = input([{ name: 'Telkomsel', rows: [row(1), row(2), row(3)] }]);
    const { pages, texts } = drawAll(data);
    const page = pages[0];
    if (!page) throw new Error('no page');
    const ys = ['TSEL1', 'TSEL2', 'TSEL3'].map((code) => texts.find((call) => call.text === code)?.y ?? -1);
    expect(ys[0]).toBeGreaterThan(imageSize.headerHeight);
    expect(ys[1]).toBeGreaterThan(ys[0] ?? 0);
    expect(ys[2]).toBeGreaterThan(ys[1] ?? 0);
    expect(ys[2]).toBeLessThan(page.height - imageSize.footerHeight);
  });

  it('[CAT-04] a long list is split into pages that stay phone-sized; every row is drawn exactly once', () => {
    const rows = Array.from({ length: 150 }, (_, index) => row(index + 1));
    const data = input([
      { name: 'Telkomsel', rows: rows.slice(0, 100) },
      { name: 'Indosat', rows: rows.slice(100).map((item) => ({ ...item, code: item.code.replace('TSEL', 'ISAT') })) },
    ]);
    const { pages, perPage } = drawAll(data);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.height).toBeLessThanOrEqual(imageSize.maxPageHeight);
      // Under the 16.7 megapixel canvas limit of iOS Safari.
      expect(page.height * imageSize.width).toBeLessThan(16_777_216);
    }
    const allCodes = data.groups.flatMap((group) => group.rows.map((item) => item.code));
    const drawnCodes = perPage.flat().filter((text) => /^(TSEL|ISAT)\d+$/.test(text));
    expect(drawnCodes).toEqual(allCodes);
    // Each page carries the header and its number; a page continuing a group repeats the group's name on top.
    perPage.forEach((texts, index) => {
      expect(texts).toContain('Pulsa Murah');
      expect(texts).toContain(`Halaman ${index + 1} dari ${pages.length}`);
      expect(pages[index]?.items[0]?.kind).toBe('group');
    });
  });

  it('never leaves a group name alone at the bottom of a page', () => {
    const rows = Array.from({ length: 60 }, (_, index) => row(index + 1));
    const data = input([
      { name: 'A', rows: rows.slice(0, 45) },
      { name: 'B', rows: rows.slice(45) },
    ]);
    const { pages } = drawAll(data);
    for (const page of pages) expect(page.items.at(-1)?.kind).toBe('row');
  });

  it('wraps long product names onto two lines and ends the rest with an ellipsis', () => {
    const { ctx } = recorder();
    ctx.font = '34px sans-serif';
    const name = 'Telkomsel Data Flash 10 GB + 5 GB Malam + Unlimited YouTube dan Instagram 30 Hari Semua Zona';
    const lines = wrapText(ctx, name, 400, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(400);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(wrapText(ctx, 'Pulsa 5.000', 400, 2)).toEqual(['Pulsa 5.000']);
    expect(fitText(ctx, 'Supercalifragilisticexpialidocious', 200).endsWith('…')).toBe(true);
  });

  it('an empty list still makes one page with its header', () => {
    const { pages, perPage } = drawAll(input([]));
    expect(pages).toHaveLength(1);
    expect(perPage[0]).toContain('Daftar Harga Pulsa');
  });
});
