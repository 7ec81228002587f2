/**
 * The pixel size an image declares in its header (PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X), read without decoding
 * anything: a 2 MB file may declare 100,000 × 100,000 pixels, and whatever decodes it later (a browser, a resizer)
 * would need tens of gigabytes. Null when the header cannot be read.
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp';
export type ImageSize = { width: number; height: number };

export function imageSize(format: ImageFormat, data: Buffer): ImageSize | null {
  const size = format === 'png' ? pngSize(data) : format === 'jpeg' ? jpegSize(data) : webpSize(data);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

function pngSize(data: Buffer): ImageSize | null {
  // Signature (8), then the first chunk must be IHDR: length 13, type, width, height (big-endian).
  if (data.length < 24 || data.toString('hex', 0, 8) !== '89504e470d0a1a0a') return null;
  if (data.readUInt32BE(8) !== 13 || data.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Start-of-frame markers: C0–CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic conditioning). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(data: Buffer): ImageSize | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return null;
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(data: Buffer): ImageSize | null {
  if (data.length < 30 || data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    // Canvas width − 1 and height − 1, 24 bits little-endian each.
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L') {
    if (data[20] !== 0x2f) return null;
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height (2 bits of scale each).
    if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) return null;
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  return null;
}
