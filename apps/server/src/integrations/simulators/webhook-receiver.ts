import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { WebhookRequest, WebhookTransport } from './webhook-delivery.ts';

export type ReceivedWebhook<Body> = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Body;
};

/** A stand-in for the app's webhook routes on loopback, for tests of the simulators and adapters. */
export type WebhookReceiver<Body> = {
  /** `http://127.0.0.1:<port>`: any path under it is received. */
  base: string;
  /** What arrived, oldest first. */
  received: ReceivedWebhook<Body>[];
  /** The statuses to answer with, used up in order; 200 once empty. */
  statuses: number[];
  /** Forgets what arrived and the statuses not used yet (between tests). */
  reset(): void;
  close(): Promise<void>;
};

async function listen<Body>(raw: boolean, bodyOf: (body: unknown) => Body): Promise<WebhookReceiver<Body>> {
  const received: ReceivedWebhook<Body>[] = [];
  const statuses: number[] = [];
  const app = Fastify({ logger: false });
  if (raw) {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }
  app.post('/*', async (request, reply) => {
    received.push({ path: request.url, headers: request.headers, body: bodyOf(request.body) });
    return reply.status(statuses.shift() ?? 200).send({ status: 'ok' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    received,
    statuses,
    reset() {
      received.length = 0;
      statuses.length = 0;
    },
    async close() {
      await app.close();
    },
  };
}

/** Records what arrives, with JSON bodies parsed, and answers with the status a test chooses. */
export function startWebhookReceiver(): Promise<WebhookReceiver<unknown>> {
  return listen(false, (body) => body);
}

/** The same, keeping each body as the raw text it arrived as (a signature covers it). */
export function startRawWebhookReceiver(): Promise<WebhookReceiver<string>> {
  return listen(true, String);
}

/** A transport that keeps every request in `seen` and answers 200, as an app tested with inject would. */
export function recordingTransport(): { seen: WebhookRequest[]; transport: WebhookTransport } {
  const seen: WebhookRequest[] = [];
  return {
    seen,
    transport: async (request) => {
      seen.push(request);
      return { status: 200 };
    },
  };
}
