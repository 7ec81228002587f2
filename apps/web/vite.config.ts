/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// `npm run dev` passes the API server's origin; the default matches `npm start`.
const apiOrigin = process.env.KONTER_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: bench/web-size.ts reads which chunks the landing route pulls in from it.
    manifest: true,
    rolldownOptions: {
      // No `treeshake.manualPureFunctions: ['z']` (it was here for zod's schemas): it applies to every module, and
      // the barcode decoder's Emscripten glue names its type registration `z`, so its calls were dropped and the
      // decoder failed with "unbound types" in the built app only. It saved 0.4 KiB of the first load by then.
      output: {
        // The libraries every page needs get one chunk of their own: it changes only when they are upgraded, so
        // returning visitors on slow connections keep it cached across app deploys. Only these: a catch-all
        // node_modules group would pull libraries used by a single lazy page into the first load. zod is not one of
        // them: the shell parses with zod/mini (contracts/site.ts), and classic zod loads with the first form.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiOrigin, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiOrigin, changeOrigin: false } },
  },
  test: {
    name: 'web',
    root,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The files of a worker share one module graph and one happy-dom window (most of the web project's time, 206 s
    // against 62 s, went to importing React and building a window again for each of 97 files). What a file could leave
    // behind is undone: the setup file empties storage, cookies and the document before each file, and mocks and
    // stubbed globals are restored after each test. Checked with shuffled file orders (decision 047).
    isolate: false,
    // The root config's two workers, named again: Vitest refuses to run a project that is not isolated beside others in
    // one run unless they agree on the number of workers.
    maxWorkers: 2,
    restoreMocks: true,
    unstubGlobals: true,
    // In CI (.ci/run sets CI) a failed screen test runs once more, as the journeys do (playwright.config.ts): one
    // test of 607 failed once in a full run on a loaded machine and passed in every run after, shuffled or not. A
    // test that fails twice still fails the run, and the report lists the retried ones.
    retry: process.env.CI ? 1 : 0,
    // A screen test types, clicks and downloads through happy-dom: 1 to 3 s on a quiet machine, and more than
    // Vitest's 5 s default on a loaded two-core one (a report page timed out so while other work ran beside it).
    testTimeout: 20_000,
  },
});
