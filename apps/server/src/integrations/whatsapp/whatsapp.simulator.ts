import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { listenOnLoopback } from '../simulators/simulator-http.ts';

export type SentWhatsApp = { id: string; to: string; body: string; sentAt: string };

/** Recipients ending in these digits are undeliverable in the simulator, as an unreachable number is upstream. */
export const undeliverableSuffix = '9999';

/**
 * Stands in for the WhatsApp Business Cloud API on loopback: same path, bearer token check, response and error
 * shapes. Keeps an outbox that the demo shows at /dev/whatsapp so a person can read their code.
 */
export class WhatsAppSimulator {
  readonly outbox: SentWhatsApp[] = [];
  readonly token: string;
  readonly phoneNumberId = '100000000000001';
  #app: FastifyInstance | null = null;
  readonly #clock: Clock;

  /** `clock`: the app's, so a message's time reads like the app's own times. */
  constructor(clock: Clock, token = 'simulator-token') {
    this.#clock = clock;
    this.token = token;
  }

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    app.post<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId/messages',
      async (request, reply) => {
        if (request.headers.authorization !== `Bearer ${this.token}`) {
          return reply.status(401).send({
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          });
        }
        if (request.params.phoneNumberId !== this.phoneNumberId) {
          return reply.status(400).send({
            error: { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100 },
          });
        }
        const body = request.body as { to?: unknown; type?: unknown; text?: { body?: unknown } } | null;
        if (typeof body?.to !== 'string' || body.type !== 'text' || typeof body.text?.body !== 'string') {
          return reply.status(400).send({ error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } });
        }
        if (body.to.endsWith(undeliverableSuffix)) {
          return reply.status(400).send({
            error: { message: 'Message Undeliverable', type: 'OAuthException', code: 131026 },
          });
        }
        const id = `wamid.${randomBytes(12).toString('base64url')}`;
        this.outbox.unshift({ id, to: body.to, body: body.text.body, sentAt: this.#clock.now().toISOString() });
        this.outbox.splice(200);
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        };
      },
    );
    const baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    return baseUrl;
  }

  /** Messages to a local number ('0812…'), newest first. */
  to(localPhone: string): SentWhatsApp[] {
    const international = localPhone.startsWith('0') ? `62${localPhone.slice(1)}` : localPhone;
    return this.outbox.filter((message) => message.to === international);
  }

  async stop(): Promise<void> {
    await this.#app?.close();
  }
}
