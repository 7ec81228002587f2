import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { acceptHtmlForms, listenOnLoopback } from '../simulators/simulator-http.ts';
import { ParcelBook } from './parcel-book.ts';

/** What every courier simulator shares: a loopback HTTP server, its parcels on the app's clock, one API key. */
export abstract class CourierSimulatorBase {
  readonly book: ParcelBook;
  readonly apiKey: string;
  readonly clock: Clock;
  #app: FastifyInstance | null = null;
  baseUrl = '';
  /** While true every request is answered 503, as a courier that is down (tests of 'courier unavailable'). */
  down = false;

  constructor(clock: Clock, awbPrefix: string, apiKey: string) {
    this.clock = clock;
    this.book = new ParcelBook(clock, awbPrefix);
    this.apiKey = apiKey;
  }

  protected abstract routes(app: FastifyInstance): void;

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    acceptHtmlForms(app);
    app.addHook('onRequest', async (_request, reply) => {
      if (this.down) await reply.code(503).send({ message: 'Service Unavailable' });
    });
    this.routes(app);
    this.#app = app;
    this.baseUrl = await listenOnLoopback(app, port);
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await this.#app?.close();
    this.#app = null;
  }

  /** Jakarta wall time as the Indonesian couriers print it: `YYYY-MM-DD HH:mm`. */
  protected jakarta(at: Date): string {
    return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  }
}
