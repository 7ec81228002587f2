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
      // Building a zod schema has no side effect, but the bundler cannot know it: without this, importing one
      // constant from a contract module (a path, a list of names) keeps every schema of that module and zod with it.
      treeshake: { manualPureFunctions: ['z'] },
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
    restoreMocks: true,
  },
});
