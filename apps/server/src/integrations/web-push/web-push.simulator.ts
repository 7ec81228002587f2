import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { decrypt } from 'http_ece';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { listenOnLoopback } from '../simulators/simulator-http.ts';
import type { PushTarget } from './web-push.adapter.ts';

/** One message the simulated push service accepted, decrypted as the browser would. */
export type ReceivedPush = {
  subscriptionId: string;
  /** The decrypted payload as text (the app sends JSON); empty for a subscription whose keys the simulator lacks. */
  payload: string;
  /** The message body as it came (RFC 8188 aes128gcm), base64url: what the subscriber's own keys decrypt. */
  encrypted: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID claims that signed it. */
  vapid: { aud: string; sub: string; publicKey: string };
  receivedAt: string;
};

type SimulatedSubscription = {
  id: string;
  /** The browser's side of the subscription; null when the subscriber made its keys itself (`openEndpoint`). */
  ecdh: ECDH | null;
  auth: Buffer | null;
  applicationServerKey: string;
  gone: boolean;
};

const maxVapidLifetimeSeconds = 24 * 60 * 60;

/**
 * Stands in for a browser's push service on loopback, speaking the Web Push protocol: `POST /push/<id>` with an
 * aes128gcm body (RFC 8291 / RFC 8188), a TTL header and VAPID authorization (`vapid t=<jwt>, k=<key>`, RFC 8292).
 * Like a real service it answers 201 when it accepts, 400 for a malformed request, 401/403 for a missing, wrong or
 * expired signature or a key other than the one subscribed with, 404 for an unknown and 410 for an expired
 * subscription. It also plays the browser: `subscribe` makes the key pair and auth secret a PushManager would, and
 * every accepted message is decrypted with them, so a test reads exactly what the user's device would show.
 */
export class WebPushSimulator {
  readonly received: ReceivedPush[] = [];
  readonly #subscriptions = new Map<string, SimulatedSubscription>();
  readonly #clock: Clock;
  /** The VAPID expiry's clock: the machine's, as web-push signs with it whatever time the app's clock shows. */
  readonly #signingClock: Clock;
  #app: FastifyInstance | null = null;
  #baseUrl: string | null = null;

  constructor(clock: Clock, signingClock: Clock = systemClock) {
    this.#clock = clock;
    this.#signingClock = signingClock;
  }

  get baseUrl(): string {
    if (!this.#baseUrl) throw new Error('start the push simulator first');
    return this.#baseUrl;
  }

  /** Whether an endpoint is one of this simulator's (the adapter calls no other while simulators run). */
  owns(endpoint: string): boolean {
    return this.#baseUrl !== null && endpoint.startsWith(`${this.#baseUrl}/push/`);
  }

  /** What `PushManager.subscribe({ applicationServerKey })` gives a page: an endpoint and the keys to encrypt for. */
  subscribe(applicationServerKey: string): PushTarget & { id: string } {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.#subscriptions.set(id, { id, ecdh, auth, applicationServerKey, gone: false });
    return {
      id,
      endpoint: `${this.baseUrl}/push/${id}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    };
  }

  /**
   * An endpoint for a subscriber that keeps its own keys (a browser under test, whose PushManager cannot reach a real
   * push service): messages are checked as any other (TTL, VAPID for `applicationServerKey`, aes128gcm) and kept
   * encrypted for it to decrypt.
   */
  openEndpoint(applicationServerKey: string): string {
    const id = randomUUID();
    this.#subscriptions.set(id, { id, ecdh: null, auth: null, applicationServerKey, gone: false });
    return `${this.baseUrl}/push/${id}`;
  }

  /** The subscription expires at the push service (the user cleared the site's data): it answers 410 from now on. */
  expire(endpoint: string): void {
    const subscription = this.#subscriptions.get(endpoint.split('/').pop() ?? '');
    if (subscription) subscription.gone = true;
  }

  /** Forgets it entirely: the service answers 404. */
  forget(endpoint: string): void {
    this.#subscriptions.delete(endpoint.split('/').pop() ?? '');
  }

  /** Messages for one endpoint, oldest first, their payloads parsed. */
  messagesFor(endpoint: string): (ReceivedPush & { data: unknown })[] {
    const id = endpoint.split('/').pop();
    return this.received
      .filter((message) => message.subscriptionId === id)
      .map((message) => ({ ...message, data: message.payload ? (JSON.parse(message.payload) as unknown) : null }));
  }

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    app.post<{ Params: { id: string } }>('/push/:id', async (request, reply) => {
      const subscription = this.#subscriptions.get(request.params.id);
      if (!subscription) return reply.status(404).send({ reason: 'NotFound' });
      if (subscription.gone) return reply.status(410).send({ reason: 'Gone' });
      const ttl = Number(request.headers.ttl);
      if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
        return reply.status(400).send({ reason: 'MissingTTL' });
      }
      const vapid = this.#checkVapid(String(request.headers.authorization ?? ''), subscription);
      if ('status' in vapid) return reply.status(vapid.status).send({ reason: vapid.reason });
      if (request.headers['content-encoding'] !== 'aes128gcm' || !Buffer.isBuffer(request.body)) {
        return reply.status(400).send({ reason: 'UnsupportedContentEncoding' });
      }
      if (request.body.length > 4096) return reply.status(413).send({ reason: 'PayloadTooLarge' });
      let payload = '';
      try {
        if (subscription.ecdh && subscription.auth) {
          payload = decrypt(request.body, {
            version: 'aes128gcm',
            privateKey: subscription.ecdh,
            authSecret: subscription.auth,
          }).toString('utf8');
        }
      } catch {
        return reply.status(400).send({ reason: 'DecryptionFailed' });
      }
      const urgency = request.headers.urgency;
      const topic = request.headers.topic;
      this.received.push({
        subscriptionId: subscription.id,
        payload,
        encrypted: request.body.toString('base64url'),
        ttl,
        urgency: typeof urgency === 'string' ? urgency : null,
        topic: typeof topic === 'string' ? topic : null,
        vapid,
        receivedAt: this.#clock.now().toISOString(),
      });
      this.received.splice(0, Math.max(0, this.received.length - 500));
      return reply.status(201).header('location', `${this.baseUrl}/message/${randomUUID()}`).send();
    });
    this.#baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    return this.#baseUrl;
  }

  /**
   * RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the JWT's aud is the endpoint's origin, exp at most 24 h
   * ahead, sub a contact. The expiry is checked on the signing clock (the machine's: web-push signs with it, whatever
   * clock a test sets for the app).
   */
  #checkVapid(
    header: string,
    subscription: SimulatedSubscription,
  ): ReceivedPush['vapid'] | { status: number; reason: string } {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header.trim());
    if (!match) return { status: 401, reason: 'MissingVapid' };
    const [jwt = '', key = ''] = [match[1], match[2]];
    if (key !== subscription.applicationServerKey) return { status: 403, reason: 'VapidKeyMismatch' };
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return { status: 401, reason: 'BadVapidKey' };
    const [head = '', body = '', signature = ''] = jwt.split('.');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return { status: 403, reason: 'BadVapidSignature' };
    const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    const now = Math.floor(this.#signingClock.now().getTime() / 1000);
    if (header_.alg !== 'ES256') return { status: 401, reason: 'BadVapidAlgorithm' };
    if (claims.aud !== this.baseUrl) return { status: 403, reason: 'BadVapidAudience' };
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + maxVapidLifetimeSeconds) {
      return { status: 403, reason: 'VapidExpired' };
    }
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
      return { status: 403, reason: 'BadVapidSubject' };
    }
    return { aud: claims.aud, sub: claims.sub, publicKey: key };
  }

  async stop(): Promise<void> {
    await this.#app?.close();
  }
}
