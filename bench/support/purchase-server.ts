/**
 * The application server as `npm start` runs it (same `startRuntime`, same `buildApp`, listening on HTTP), started
 * by the purchase benchmarks in a process of its own. Two differences, both about the supplier side that the
 * benchmarks do not measure: the simulated suppliers answer success at once instead of pending-then-callback, and
 * the job workers only run when `BENCH_WORKERS=true` (otherwise dispatch jobs are committed and wait in the queue).
 * Prints `listening <port>` on stdout when ready; stops on SIGTERM.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';
import { startRuntime } from '../../apps/server/src/runtime.ts';

const config = loadConfig();
const log = createLogger(config);
const runtime = await startRuntime(config, systemClock, log, { supplierOutcome: 'success' });
if (process.env.BENCH_WORKERS === 'true') await runtime.queue.work();
const app = await buildApp({ config, ...runtime, clock: systemClock, logger: log });
await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
runtime.simulators?.pointWebhooksAt(`http://127.0.0.1:${port}`);
process.stdout.write(`listening ${port}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await runtime.queue.stop(2_000);
    await runtime.simulators?.stop();
    await runtime.database.close();
    process.exit(0);
  })();
});
