/**
 * One load phase with autocannon (pinned in package.json): `connections` keep-alive connections, each sending its
 * next request as soon as the previous one answered, for `seconds`. `next` builds every request, so each one can
 * carry another account's session and a fresh idempotency key.
 */
import autocannon from 'autocannon';
import type { Figures } from './figures.ts';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

export async function httpLoad(options: {
  label: string;
  origin: string;
  connections: number;
  seconds: number;
  next: () => LoadRequest;
  /** Collects a few bodies of failed requests, so a failing run says why (costs body parsing on every reply). */
  keepFailures?: boolean;
}): Promise<Figures & { failures: string[] }> {
  const failures: string[] = [];
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        // Keeps autocannon's own fields (host and port) and replaces method, path, headers and body.
        setupRequest: (request) => ({ ...request, ...options.next() }),
        ...(options.keepFailures
          ? {
              onResponse: (status: number, body: string) => {
                if (status >= 300 && failures.length < 5) failures.push(`${status} ${body.slice(0, 200)}`);
              },
            }
          : {}),
      },
    ],
  });
  const ok = result['2xx'];
  return {
    label: options.label,
    connections: options.connections,
    seconds: result.duration,
    ok,
    failed: result.non2xx + result.errors + result.timeouts,
    rps: ok / result.duration,
    p50: ok > 0 ? result.latency.p50 : Number.NaN,
    p99: ok > 0 ? result.latency.p99 : Number.NaN,
    failures,
  };
}
