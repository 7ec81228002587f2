import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { shopImageLimits } from '@konter/shared/contracts/shop';
import { imageSize, type ImageFormat } from '../../platform/image-size.ts';
import { shopErrors } from './shop.errors.ts';

/** Most pixels an upload's header may declare before anything decodes it (as for avatars, ACC-04). */
export const shopImageMaxMegapixels = 40;

const formats: Record<string, ImageFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The format the bytes themselves say, whatever name or type the browser gave them. */
function formatOfContent(data: Buffer): ImageFormat | null {
  if (data[0] === 0xff && data[1] === 0xd8) return 'jpeg';
  if (data.subarray(0, 8).toString('hex') === '89504e470d0a1a0a') return 'png';
  if (data.subarray(0, 4).toString('ascii') === 'RIFF' && data.subarray(8, 12).toString('ascii') === 'WEBP') {
    return 'webp';
  }
  return null;
}

/**
 * An upload checked before it is decoded: a declared type the shop takes, content of that type, 8 MB (§9) and the
 * header's pixels. Throws the field error the admin reads under the picture field.
 */
export function checkProductImage(file: { mimetype: string; data: Buffer }): void {
  if (file.data.length > shopImageLimits.maxBytes) throw shopErrors.imageTooLarge();
  const declared = formats[file.mimetype];
  const format = formatOfContent(file.data);
  if (!declared || format !== declared) throw shopErrors.imageInvalid();
  const size = imageSize(format, file.data);
  if (!size) throw shopErrors.imageInvalid();
  if (size.width * size.height > shopImageMaxMegapixels * 1_000_000) {
    throw shopErrors.imageTooManyPixels(shopImageMaxMegapixels);
  }
}

async function scaled(image: Parameters<SKRSContext2D['drawImage']>[0], width: number, height: number, side: number) {
  const scale = Math.min(1, side / Math.max(width, height));
  const canvas = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode('webp', 78);
}

/**
 * The two pictures stored of an upload (decoded once): a large one for the product page and a small one for lists,
 * both WebP, so a cheap phone on a slow line downloads tens of kilobytes, not the camera's megabytes. Null when the
 * bytes do not decode.
 */
export async function productPictures(data: Buffer): Promise<{ large: Buffer; small: Buffer } | null> {
  try {
    const image = await loadImage(data);
    if (!image.width || !image.height) return null;
    return {
      large: await scaled(image, image.width, image.height, shopImageLimits.large),
      small: await scaled(image, image.width, image.height, shopImageLimits.small),
    };
  } catch {
    return null;
  }
}

/** The small picture's key beside a large one's (`….webp` → `….sm.webp`). */
export function thumbnailKey(key: string): string {
  return key.endsWith('.webp') ? `${key.slice(0, -'.webp'.length)}.sm.webp` : key;
}

/** A picture's file name as the API names it: the product, the moment and a random part, never a path. */
export const productImageNamePattern = /^[0-9a-f-]{36}-\d{1,16}-[0-9a-f]{8}\.webp$/;

/** What the demo draws on a product's picture: its colours and the shape of the thing. */
export type DemoPicture = {
  background: string;
  colour: string;
  shape: 'case' | 'cable' | 'charger' | 'sim' | 'voucher' | 'glass' | 'earphones' | 'powerbank' | 'memory' | 'holder';
};

/**
 * A simple drawing of a demo product (no text: the machine may have no fonts), square, at the large size: the seed
 * stores it through the same two sizes as an upload.
 */
export async function drawDemoPicture(picture: DemoPicture): Promise<Buffer> {
  const size = shopImageLimits.large;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, picture.background);
  gradient.addColorStop(1, '#ffffff');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = picture.colour;
  ctx.strokeStyle = picture.colour;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const rounded = (x: number, y: number, w: number, h: number, r: number) => {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
  };
  switch (picture.shape) {
    case 'case':
      rounded(250, 110, 300, 580, 56);
      ctx.fill();
      ctx.fillStyle = '#1e293b';
      rounded(290, 150, 110, 150, 28);
      ctx.fill();
      ctx.fillStyle = '#cbd5e1';
      for (const [x, y] of [
        [320, 190],
        [370, 190],
        [320, 255],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x, y, 18, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'cable':
      ctx.lineWidth = 26;
      ctx.beginPath();
      ctx.moveTo(200, 620);
      ctx.bezierCurveTo(120, 300, 680, 520, 600, 180);
      ctx.stroke();
      rounded(160, 600, 80, 120, 14);
      ctx.fill();
      rounded(560, 90, 80, 110, 30);
      ctx.fill();
      break;
    case 'charger':
      rounded(230, 260, 340, 380, 48);
      ctx.fill();
      ctx.fillStyle = '#475569';
      rounded(320, 140, 44, 130, 10);
      ctx.fill();
      rounded(436, 140, 44, 130, 10);
      ctx.fill();
      ctx.fillStyle = '#0f172a';
      rounded(360, 520, 80, 34, 17);
      ctx.fill();
      break;
    case 'sim':
      ctx.beginPath();
      ctx.moveTo(220, 160);
      ctx.lineTo(480, 160);
      ctx.lineTo(580, 260);
      ctx.lineTo(580, 640);
      ctx.lineTo(220, 640);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#facc15';
      rounded(300, 360, 200, 160, 20);
      ctx.fill();
      break;
    case 'voucher':
      rounded(120, 250, 560, 300, 36);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(120, 400, 40, 0, Math.PI * 2);
      ctx.arc(680, 400, 40, 0, Math.PI * 2);
      ctx.fill();
      ctx.setLineDash([18, 16]);
      ctx.lineWidth = 8;
      ctx.strokeStyle = '#ffffff';
      ctx.beginPath();
      ctx.moveTo(500, 270);
      ctx.lineTo(500, 530);
      ctx.stroke();
      break;
    case 'glass':
      // A screen protector: a clear pane with a glint, over a phone's outline.
      ctx.lineWidth = 14;
      rounded(240, 100, 320, 600, 48);
      ctx.stroke();
      ctx.globalAlpha = 0.35;
      rounded(262, 122, 276, 556, 36);
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 18;
      ctx.beginPath();
      ctx.moveTo(300, 330);
      ctx.lineTo(420, 200);
      ctx.moveTo(320, 420);
      ctx.lineTo(470, 260);
      ctx.stroke();
      break;
    case 'earphones':
      ctx.lineWidth = 14;
      ctx.beginPath();
      ctx.moveTo(280, 300);
      ctx.bezierCurveTo(280, 560, 400, 600, 400, 680);
      ctx.moveTo(520, 300);
      ctx.bezierCurveTo(520, 560, 400, 600, 400, 680);
      ctx.stroke();
      for (const x of [280, 520]) {
        ctx.beginPath();
        ctx.arc(x, 250, 62, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'powerbank':
      rounded(250, 130, 300, 540, 44);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      for (const [index, y] of [560, 490, 420].entries()) {
        ctx.globalAlpha = 1 - index * 0.25;
        rounded(330, y, 140, 44, 10);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      break;
    case 'memory':
      ctx.beginPath();
      ctx.moveTo(260, 180);
      ctx.lineTo(470, 180);
      ctx.lineTo(540, 250);
      ctx.lineTo(540, 620);
      ctx.lineTo(260, 620);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#facc15';
      for (let x = 290; x < 520; x += 46) {
        rounded(x, 200, 28, 80, 6);
        ctx.fill();
      }
      break;
    case 'holder':
      ctx.lineWidth = 30;
      ctx.beginPath();
      ctx.moveTo(400, 700);
      ctx.lineTo(400, 470);
      ctx.stroke();
      rounded(300, 660, 200, 60, 20);
      ctx.fill();
      rounded(250, 140, 300, 330, 40);
      ctx.fill();
      ctx.fillStyle = '#e2e8f0';
      rounded(285, 175, 230, 260, 24);
      ctx.fill();
      break;
  }
  return canvas.encode('png');
}
