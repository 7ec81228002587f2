/**
 * The overhead benchmark's baseline: a bare `node:http` server answering `GET /api/v1/health` with the app's JSON.
 * With `BENCH_PING_URL` set it also runs `select 1` on a pool of that database first, as the app's health does,
 * which separates what the database round trip costs from what the framework costs.
 * Prints `listening <port>` when ready; stops on SIGTERM.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const body = JSON.stringify({ status: 'ok', database: 'up', queue: 'up' });
const pool = process.env.BENCH_PING_URL ? new pg.Pool({ connectionString: process.env.BENCH_PING_URL, max: 10 }) : null;

const server = createServer((request, response) => {
  const answer = () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(body);
  };
  if (!pool) return answer();
  pool.query('select 1').then(answer, () => {
    response.writeHead(503).end();
  });
});
server.listen(Number(process.env.PORT ?? 0), () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool?.end();
  process.exit(0);
});
