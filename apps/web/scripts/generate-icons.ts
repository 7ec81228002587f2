/**
 * Writes the PWA icons in public/icons/ (run: `npx node apps/web/scripts/generate-icons.ts`). Drawn by hand and
 * PNG-encoded with zlib, so no image tool is needed; the output is committed, so this runs only when the mark
 * changes. The per-tenant logo is the server's business; these are the app's own icons.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const outDir = join(import.meta.dirname, '../public/icons');
const background: [number, number, number] = [0x0d, 0x7a, 0x5f];
const foreground: [number, number, number] = [0xff, 0xff, 0xff];

type Point = [number, number];

/** The letter K in a unit box: a stem and two arms, each a thick stroke. */
const stem = { x0: 0.06, x1: 0.3, y0: 0, y1: 1 };
const arms: Array<[Point, Point]> = [
  [
    [0.24, 0.6],
    [0.9, 0.02],
  ],
  [
    [0.42, 0.44],
    [0.94, 0.98],
  ],
];
const armHalfWidth = 0.12;

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideK(x: number, y: number): boolean {
  if (y < 0 || y > 1) return false;
  if (x >= stem.x0 && x <= stem.x1) return true;
  return arms.some(([a, b]) => distanceToSegment([x, y], a, b) <= armHalfWidth) && x <= 1;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

function render(size: number, { glyphScale, cornerRadius }: { glyphScale: number; cornerRadius: number }): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  const glyphSize = glyphScale;
  const glyphOffset = (1 - glyphSize) / 2;
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    row[0] = 0; // filter: none
    for (let px = 0; px < size; px += 1) {
      let shape = 0;
      let glyph = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!insideRoundedSquare(x, y, cornerRadius)) continue;
          shape += 1;
          if (insideK((x - glyphOffset) / glyphSize + 0.02, (y - glyphOffset) / glyphSize)) glyph += 1;
        }
      }
      const total = samples * samples;
      const mix = shape === 0 ? 0 : glyph / shape;
      const offset = 1 + px * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        row[offset + channel] = Math.round((background[channel] ?? 0) * (1 - mix) + (foreground[channel] ?? 0) * mix);
      }
      row[offset + 3] = Math.round((shape / total) * 255);
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="#0d7a5f"/>
  <g transform="translate(22 22) scale(56)" fill="none" stroke="#fff" stroke-width="0.24">
    <path d="M0.2 0V1" stroke-linecap="butt"/>
    <path d="M0.26 0.6L0.92 0.02M0.44 0.44L0.96 0.98"/>
  </g>
</svg>
`;

writeFileSync(join(outDir, 'icon-192.png'), render(192, { glyphScale: 0.56, cornerRadius: 0.22 }));
writeFileSync(join(outDir, 'icon-512.png'), render(512, { glyphScale: 0.56, cornerRadius: 0.22 }));
// Maskable: full bleed, the mark inside the central 80% safe zone that launchers may crop to a circle.
writeFileSync(join(outDir, 'icon-maskable-512.png'), render(512, { glyphScale: 0.44, cornerRadius: 0 }));
writeFileSync(join(outDir, 'icon.svg'), svg);
console.log(`icons written to ${outDir}`);
