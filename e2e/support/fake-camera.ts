// A video file Chromium's fake camera plays (`--use-file-for-fake-video-capture`): a Code 128 barcode on white,
// as a phone camera would see a number printed on a meter or a bill. Y4M (YUV 4:2:0), the format Chromium reads.
import { writeFileSync } from 'node:fs';
import { code128Bars } from '../../apps/web/src/features/logistics/code128.ts';

const width = 640;
const height = 480;

/** Writes a still picture of `text` as a Code 128 barcode to `file`, a few frames long (Chromium loops it). */
export function writeBarcodeVideo(file: string, text: string): void {
  const { bars, modules } = code128Bars(text);
  const moduleWidth = 3;
  const left = Math.floor((width - modules * moduleWidth) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 140; y < 340; y += 1) {
    for (const bar of bars) {
      luma.fill(16, y * width + left + bar.x * moduleWidth, y * width + left + (bar.x + bar.width) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}
