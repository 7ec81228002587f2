// Playwright global setup: unless KONTER_E2E_BASE_URL points at a server already running, build the web app if
// stale and start the real server; the workers read the address from the environment (see fixtures.ts).
import { buildWebIfStale, startApp } from './app-server.ts';

export const baseUrlEnv = 'KONTER_E2E_BASE_URL';

async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[baseUrlEnv]) {
    console.log(`e2e: using the server at ${process.env[baseUrlEnv]}`);
    return undefined;
  }
  buildWebIfStale();
  const app = await startApp();
  process.env[baseUrlEnv] = app.baseUrl;
  return async () => {
    await app.stop();
    console.log('e2e: server stopped');
  };
}

// Playwright loads global setup through its default export.
export default globalSetup;
