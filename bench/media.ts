/**
 * Pricelist image drawing time (issue 22, MED-01): the server draws each picture on request, so a download waits for
 * it. Draws a typical picture (a 3:2 photo background, 12 nominals, Latin and Chinese text) at each size after one
 * warm-up (the first drawing loads the fonts), and prints the median and worst of `runs` drawings against the
 * 150 ms target; exits 1 when a size's median is over.
 *
 *   npm run bench:media [-- --runs 20]
 */
import { createCanvas } from '@napi-rs/canvas';
import { defaultMediaCustomization, mediaSizes } from '@konter/shared/contracts/media';
import { renderPricelistPicture } from '../apps/server/src/modules/media/index.ts';

const targetMs = 150;
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 15;

const photo = createCanvas(1800, 1200);
const paint = photo.getContext('2d');
const gradient = paint.createLinearGradient(0, 0, 1800, 1200);
gradient.addColorStop(0, '#0ea5e9');
gradient.addColorStop(1, '#f97316');
paint.fillStyle = gradient;
paint.fillRect(0, 0, 1800, 1200);
// A stored background is the upload scaled down and kept as a JPEG (media.renderer.ts normaliseBackground).
const background = await photo.encode('jpeg', 88);
const items = Array.from({ length: 12 }, (_, index) => ({
  name: `Telkomsel ${(index + 1) * 5}.000 话费`,
  code: `tsel${(index + 1) * 5}`,
  sellingPrice: (index + 1) * 5_000 + 1_500,
}));

let failed = false;
for (const size of mediaSizes) {
  const draw = () =>
    renderPricelistPicture({
      background,
      backgroundKey: 'bench/background.jpg',
      topText: 'Konter Berkah — Daftar Harga Pulsa',
      bottomText: 'WA 0812-3456-0080 · Jl. Merdeka 10, Bandung · 欢迎光临',
      textColor: '#ffffff',
      items,
      customization: defaultMediaCustomization,
      size,
    });
  await draw();
  const times: number[] = [];
  let bytes = 0;
  // CPU time too: on a machine shared with other work, wall time measures the queue for a core as much as the
  // drawing; the process's CPU time per drawing is what a core of its own would take (Skia encodes on the caller's
  // thread pool, so it is counted).
  const cpuStart = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    bytes = (await draw()).length;
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const worst = times[times.length - 1] ?? 0;
  const over = median > targetMs;
  failed ||= over;
  console.log(
    `${size.padEnd(8)} median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms, CPU ${cpuMs.toFixed(1)} ms per` +
      ` drawing, ${(bytes / 1024).toFixed(0)} KiB` +
      ` (target ≤ ${targetMs} ms${over ? ': OVER' : ''})`,
  );
}
process.exitCode = failed ? 1 : 0;
