import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { fetchTransport, type WebhookTransport } from '../../platform/webhook-transport.ts';
import { acceptHtmlForms, listenOnLoopback } from '../simulators/simulator-http.ts';
import type { CourierParcelStatus } from './courier.ts';
import { loadDestinationBook } from './destination-book.ts';
import { ParcelBook, type SimParcel } from './parcel-book.ts';

/** One status push a simulator sent: the AWB, the courier's own code for the status, and the answer's HTTP status. */
export type SentPush = { awb: string; status: CourierParcelStatus; statusCode: string; answered: number | null };

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

  /** Where this courier pushes status changes (the partner's webhook URL); null: no push. */
  callbackUrl: string | null = null;
  #transport: WebhookTransport = fetchTransport(() => 5_000);
  /** Every push sent, with the answer's status (the demo's /dev/couriers and tests read it). */
  readonly pushes: SentPush[] = [];

  protected abstract routes(app: FastifyInstance): void;

  /**
   * The courier's status push for one parcel that moved, in its own shape and with its own proof (a signature or a
   * token); null for the couriers that do not push (the default).
   */
  protected pushOf(
    _parcel: SimParcel,
    _status: CourierParcelStatus,
  ): { statusCode: string; headers: Record<string, string>; body: string } | null {
    return null;
  }

  useTransport(transport: WebhookTransport | null): void {
    this.#transport = transport ?? fetchTransport(() => 5_000);
  }

  /**
   * The courier's status push: every parcel whose status moved on the clock since the last push is posted to
   * `callbackUrl`, one push a parcel, as the courier sends it. Returns how many parcels moved.
   */
  async pushMoved(): Promise<number> {
    if (!this.callbackUrl) return 0;
    const url = this.callbackUrl;
    const moved = this.book.sweep();
    for (const { parcel, status } of moved) {
      const push = this.pushOf(parcel, status);
      if (!push) continue;
      let answered: number | null;
      try {
        answered = (await this.#transport({ url, headers: push.headers, body: push.body })).status;
      } catch {
        answered = null;
      }
      this.pushes.push({ awb: parcel.awb, status, statusCode: push.statusCode, answered });
    }
    return moved.length;
  }

  async start(port = 0): Promise<string> {
    await loadDestinationBook();
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
