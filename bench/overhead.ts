/**
 * Framework overhead (issue 7, benchmark 3): `GET /api/v1/health` of the real application server ÷ a bare
 * `node:http` server answering the same JSON, both in child processes, driven by the same autocannon load from
 * this process, alternating in rounds so that a change in the machine's load falls on both. A third server, bare
 * Node plus the health check's `select 1`, shows how much of the difference is the database round trip.
 *
 *   npm run bench:overhead [-- --connections 32] [-- --duration 5] [-- --rounds 3]
 */
import { sitePaths } from '@konter/shared/contracts/site';
import {
  createBenchDatabase,
  dropBenchDatabase,
  startAppServer,
  startChild,
  type RunningServer,
} from './support/bench-server.ts';
import { describe, loadAverage, numberOption, percentile, verdict, type Figures } from './support/figures.ts';
import { httpLoad } from './support/http-load.ts';

const connections = numberOption('connections', 32);
const seconds = numberOption('duration', 5);
const rounds = numberOption('rounds', 3);
const databaseName = 'konter_bench_overhead';

console.log(`bench:overhead: ${await loadAverage()} at start`);
const url = await createBenchDatabase(databaseName);
const servers: { name: string; server: RunningServer; runs: Figures[] }[] = [];
try {
  servers.push(
    { name: 'app (Fastify, full stack)', server: await startAppServer(url, { port: 3812, workers: false }), runs: [] },
    { name: 'bare node:http', server: await startChild('support/bare-server.ts', { PORT: '3813' }), runs: [] },
    {
      name: 'bare node:http + select 1',
      server: await startChild('support/bare-server.ts', { PORT: '3814', BENCH_PING_URL: url }),
      runs: [],
    },
  );
  for (const { server } of servers) {
    await httpLoad({
      label: 'warm-up',
      origin: server.origin,
      connections,
      seconds: 2,
      next: () => ({ method: 'GET', path: sitePaths.health, headers: {} }),
    });
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const entry of servers) {
      const figures = await httpLoad({
        label: `${entry.name}, round ${round}`,
        origin: entry.server.origin,
        connections,
        seconds,
        next: () => ({ method: 'GET', path: sitePaths.health, headers: {} }),
      });
      console.log(describe(figures));
      entry.runs.push(figures);
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
  await dropBenchDatabase(databaseName);
}

const median = (runs: Figures[]) =>
  percentile(
    runs.map((run) => run.rps),
    50,
  );
const [app, bare, ping] = servers.map((entry) => median(entry.runs));
console.log(
  `\nsummary (median of ${rounds} rounds of ${seconds} s, ${connections} connections; ${await loadAverage()} at end)`,
);
for (const entry of servers) console.log(`${entry.name.padEnd(28)} ${median(entry.runs).toFixed(0)} /s`);
if (app !== undefined && bare !== undefined && ping !== undefined) {
  console.log(`app ÷ bare node:http ${verdict(app / bare, { atLeast: 0.9 })}`);
  console.log(`app ÷ bare node:http + select 1 ${(app / ping).toFixed(2)}`);
}
