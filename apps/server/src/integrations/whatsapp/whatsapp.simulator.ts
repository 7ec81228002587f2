import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { listenOnLoopback } from '../simulators/simulator-http.ts';

/** `from`: the phone number id of the account that sent it (the installation's or a tenant's own). */
export type SentWhatsApp = {
  id: string;
  from: string;
  to: string;
  /** A text message's body; a template message's parameters, one a line. */
  body: string;
  sentAt: string;
  /** A template message (`type: "template"`): its name, language and body parameters. */
  template?: { name: string; language: string; parameters: string[] };
};

/** Recipients ending in these digits are undeliverable in the simulator, as an unreachable number is upstream. */
export const undeliverableSuffix = '9999';

/**
 * A template message as the Cloud API takes it: a template name (lower case, digits, underscores), a language code
 * and the body component's text parameters. Null for anything the API would refuse.
 */
function readTemplate(template: unknown): SentWhatsApp['template'] | null {
  const value = template as { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
  if (typeof value?.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(value.name)) return null;
  if (typeof value.language?.code !== 'string') return null;
  const components = Array.isArray(value.components) ? (value.components as unknown[]) : [];
  const parameters: string[] = [];
  for (const component of components) {
    const { type, parameters: list } = component as { type?: unknown; parameters?: unknown };
    if (type !== 'body' || !Array.isArray(list)) return null;
    for (const parameter of list as { type?: unknown; text?: unknown }[]) {
      // The API refuses an empty parameter, and one with a new line or a tab.
      if (parameter.type !== 'text' || typeof parameter.text !== 'string' || !/^[^\n\t]+$/.test(parameter.text)) {
        return null;
      }
      parameters.push(parameter.text);
    }
  }
  return { name: value.name, language: value.language.code, parameters };
}

/**
 * Stands in for the WhatsApp Business Cloud API on loopback: same path, bearer token check, response and error
 * shapes. Keeps an outbox that the demo shows at /dev/whatsapp so a person can read their code.
 */
export class WhatsAppSimulator {
  readonly outbox: SentWhatsApp[] = [];
  readonly token: string;
  readonly phoneNumberId = '100000000000001';
  #app: FastifyInstance | null = null;
  #baseUrl = '';
  readonly #clock: Clock;
  /** Every account's token and its sending number: the installation's and the ones `addAccount` opened. */
  readonly #accounts = new Map<string, string>();

  /** `clock`: the app's, so a message's time reads like the app's own times. */
  constructor(clock: Clock, token = 'simulator-token') {
    this.#clock = clock;
    this.token = token;
    this.#accounts.set(token, this.phoneNumberId);
  }

  /** Opens another business account (a tenant's own, issue 17): its token sends from its number only. */
  addAccount(token: string, phoneNumberId: string): void {
    this.#accounts.set(token, phoneNumberId);
  }

  /** The number the request's token may use, or the refusal the API gives. */
  #numberOf(authorization: string | undefined): string | null {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
    return this.#accounts.get(token) ?? null;
  }

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    const invalidToken = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
    const unsupported = { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } };
    app.get<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId',
      async (request, reply) => {
        const number = this.#numberOf(request.headers.authorization);
        if (number === null) return reply.status(401).send(invalidToken);
        if (request.params.phoneNumberId !== number) return reply.status(400).send(unsupported);
        return { id: number, display_phone_number: '+62 811-0000-0001', verified_name: 'Konter Simulator' };
      },
    );
    app.post<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId/messages',
      async (request, reply) => {
        const number = this.#numberOf(request.headers.authorization);
        if (number === null) return reply.status(401).send(invalidToken);
        if (request.params.phoneNumberId !== number) {
          return reply.status(400).send({
            error: { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100 },
          });
        }
        const body = request.body as {
          to?: unknown;
          type?: unknown;
          text?: { body?: unknown };
          template?: { name?: unknown; language?: { code?: unknown }; components?: unknown };
        } | null;
        const invalid = () =>
          reply.status(400).send({ error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } });
        if (typeof body?.to !== 'string') return invalid();
        let text: string;
        let template: SentWhatsApp['template'];
        if (body.type === 'text' && typeof body.text?.body === 'string') {
          text = body.text.body;
        } else if (body.type === 'template') {
          template = readTemplate(body.template) ?? undefined;
          if (!template) return invalid();
          text = template.parameters.join('\n');
        } else {
          return invalid();
        }
        if (body.to.endsWith(undeliverableSuffix)) {
          return reply.status(400).send({
            error: { message: 'Message Undeliverable', type: 'OAuthException', code: 131026 },
          });
        }
        const id = `wamid.${randomBytes(12).toString('base64url')}`;
        this.outbox.unshift({
          id,
          from: number,
          to: body.to,
          body: text,
          sentAt: this.#clock.now().toISOString(),
          ...(template ? { template } : {}),
        });
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
    this.#baseUrl = baseUrl;
    return baseUrl;
  }

  get baseUrl(): string {
    return this.#baseUrl;
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
