import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing, and WebAssembly (the camera scan's barcode decoder: 1.07 MB, about a third of it
 * over the wire compressed); images and fonts are compressed already.
 */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
// Below this, the headers and the decoder cost more than the bytes saved.
const minimumBytes = 1024;
// Quality 11 saves another 7% but takes five times as long (about 14 s against 3 s for the whole app on the
// 2-core development machine), and every `npm start` and e2e run builds.
const brotliQuality = 9;

async function* builtFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds the manifest for tooling; it is never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* builtFiles(full);
    } else if (compressible.test(entry.name) && entry.name !== 'index.html') {
      yield full;
    }
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text file, so the server sends them with @fastify/static's
 * `preCompressed` (app.ts) instead of compressing on every request or sending the raw bytes: on a slow phone link
 * the landing page's JavaScript is then about a quarter of its size. index.html is left out: the server renders it
 * per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'konter-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // closeBundle: after Vite has copied public/ as well.
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of builtFiles(outDir)) {
        if ((await stat(file)).size < minimumBytes) continue;
        work.push(
          readFile(file).then(async (content) => {
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}
