import { generateKeyPairSync, randomBytes, randomUUID, verify, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { acceptHtmlForms, listenOnLoopback } from '../simulators/simulator-http.ts';
import { fcmScope, jwtBearerGrant, type FcmConfig } from './fcm.adapter.ts';

/** One message FCM accepted for a device, as the device's FCM SDK would hand it to the app. */
export type ReceivedNativePush = {
  token: string;
  notification: { title: string | null; body: string | null } | null;
  data: Record<string, string>;
  android: { priority: string | null; ttl: string | null };
  /** Who was authorised to send it: the service account whose JWT grant gave the bearer token, and its scope. */
  auth: { clientEmail: string; scope: string };
  name: string;
  receivedAt: string;
};

type IssuedAccessToken = { clientEmail: string; scope: string; expiresAt: number };

const maxTtlSeconds = 28 * 24 * 60 * 60;
const maxPayloadBytes = 4096;
/** Data keys FCM keeps for itself. */
const reservedDataKey = /^(from|message_type|google\..*|gcm\..*)$/;

// One RSA key per process: making one costs tens of milliseconds, and every test app starts a simulator.
let processKey: { privateKey: string; publicKey: KeyObject } | null = null;
function simulatorKey() {
  if (!processKey) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    processKey = {
      privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey: pair.publicKey,
    };
  }
  return processKey;
}

/** The error body of Google's APIs (google.rpc.Status), with FCM's error code where FCM gives one. */
function googleError(reply: FastifyReply, code: number, status: string, message: string, fcmErrorCode?: string) {
  return reply.status(code).send({
    error: {
      code,
      message,
      status,
      ...(fcmErrorCode
        ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: fcmErrorCode }] }
        : {}),
    },
  });
}

const parseJsonPart = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Stands in for Firebase Cloud Messaging on loopback, speaking its public HTTP v1 protocol: the OAuth 2.0 token
 * endpoint of a service account (`POST /token`, grant type jwt-bearer, an RS256 JWT signed with the account's key,
 * answering an access token good for an hour) and `POST /v1/projects/{project}/messages:send` with that token as the
 * bearer. Like FCM it answers 401 UNAUTHENTICATED for a missing or expired access token, 403 PERMISSION_DENIED for
 * another project, 400 INVALID_ARGUMENT for a malformed message or a token it never issued, and 404 NOT_FOUND with
 * the FcmError UNREGISTERED for a token whose app was uninstalled (`unregister`). It also plays the phones:
 * `registerDevice` gives the token the FCM SDK would, and every accepted message is kept per token.
 */
export class FcmSimulator {
  readonly projectId = 'konter-simulator';
  readonly clientEmail = 'konter-push@konter-simulator.iam.gserviceaccount.com';
  readonly privateKeyId = randomBytes(20).toString('hex');
  readonly received: ReceivedNativePush[] = [];
  /** How many access tokens the token endpoint gave (a sender keeps one for its hour). */
  grants = 0;
  /** An FCM outage: messages:send answers 503 UNAVAILABLE while set. */
  unavailable = false;
  readonly #clock: Clock;
  readonly #devices = new Map<string, { registered: boolean }>();
  readonly #accessTokens = new Map<string, IssuedAccessToken>();
  #app: FastifyInstance | null = null;
  #baseUrl: string | null = null;

  /** `clock`: the app's; access tokens and JWTs expire on it, as the app's sender counts them on it too. */
  constructor(clock: Clock) {
    this.#clock = clock;
  }

  get baseUrl(): string {
    if (!this.#baseUrl) throw new Error('start the FCM simulator first');
    return this.#baseUrl;
  }

  /** The sender's configuration: this simulator's project, host and a service account key it trusts. */
  config(): FcmConfig {
    return {
      projectId: this.projectId,
      apiUrl: this.baseUrl,
      account: {
        clientEmail: this.clientEmail,
        privateKey: simulatorKey().privateKey,
        privateKeyId: this.privateKeyId,
        tokenUri: `${this.baseUrl}/token`,
      },
    };
  }

  /** What `FirebaseMessaging.getToken()` gives an app on a phone: a registration token for this project. */
  registerDevice(): string {
    const token = `${randomBytes(16).toString('base64url')}:APA91b${randomBytes(102).toString('base64url')}`;
    this.#devices.set(token, { registered: true });
    return token;
  }

  /** The app was uninstalled (or its data cleared): FCM answers UNREGISTERED (404) for the token from now on. */
  unregister(token: string): void {
    const device = this.#devices.get(token);
    if (device) device.registered = false;
  }

  messagesFor(token: string): ReceivedNativePush[] {
    return this.received.filter((message) => message.token === token);
  }

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    acceptHtmlForms(app);
    app.post('/token', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (form.grant_type !== jwtBearerGrant) {
        return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
      }
      const claims = this.#checkAssertion(String(form.assertion ?? ''));
      if (typeof claims === 'string') {
        return reply.status(400).send({ error: 'invalid_grant', error_description: claims });
      }
      const accessToken = `ya29.${randomBytes(48).toString('base64url')}`;
      this.#accessTokens.set(accessToken, {
        clientEmail: claims.iss,
        scope: claims.scope,
        expiresAt: this.#clock.now().getTime() + 3599_000,
      });
      this.grants += 1;
      return { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' };
    });
    // `::` is a literal colon in the route: the path is `/v1/projects/{project}/messages:send`.
    app.post<{ Params: { project: string } }>('/v1/projects/:project/messages::send', async (request, reply) => {
      if (this.unavailable) return googleError(reply, 503, 'UNAVAILABLE', 'The service is currently unavailable.');
      const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
      const access = this.#accessTokens.get(bearer);
      if (!access || access.expiresAt <= this.#clock.now().getTime()) {
        return googleError(
          reply,
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token.',
        );
      }
      if (!access.scope.split(' ').includes(fcmScope)) {
        return googleError(reply, 403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.');
      }
      if (request.params.project !== this.projectId) {
        return googleError(reply, 403, 'PERMISSION_DENIED', `Permission denied on project ${request.params.project}.`);
      }
      const message = (request.body as { message?: unknown } | null)?.message as Record<string, unknown> | undefined;
      const invalid = (text: string, code?: string) => googleError(reply, 400, 'INVALID_ARGUMENT', text, code);
      if (typeof message !== 'object' || message === null) return invalid('Request contains an invalid argument.');
      if ('topic' in message || 'condition' in message) return invalid('The simulator delivers to tokens only.');
      const token = message.token;
      if (typeof token !== 'string' || token === '') return invalid('Recipient of the message is not set.');
      const device = this.#devices.get(token);
      if (!device) {
        return invalid('The registration token is not a valid FCM registration token', 'INVALID_ARGUMENT');
      }
      if (!device.registered) {
        return googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
      }
      const data = (message.data ?? {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(data)) {
        if (typeof value !== 'string') return invalid(`Invalid value at 'message.data[${key}].value' (TYPE_STRING)`);
        if (reservedDataKey.test(key)) return invalid(`Invalid data payload key: ${key}`, 'INVALID_ARGUMENT');
      }
      const notification = message.notification as { title?: unknown; body?: unknown } | undefined;
      const android = (message.android ?? {}) as { priority?: unknown; ttl?: unknown };
      if (android.priority !== undefined && android.priority !== 'NORMAL' && android.priority !== 'HIGH') {
        return invalid(`Invalid value at 'message.android.priority'`);
      }
      if (android.ttl !== undefined) {
        const seconds = /^(\d+)(\.\d{1,9})?s$/.exec(String(android.ttl));
        if (!seconds || Number(seconds[1]) > maxTtlSeconds) return invalid(`Invalid value at 'message.android.ttl'`);
      }
      if (Buffer.byteLength(JSON.stringify({ data, notification })) > maxPayloadBytes) {
        return invalid('Message is too big', 'INVALID_ARGUMENT');
      }
      const name = `projects/${this.projectId}/messages/0:${randomUUID()}`;
      this.received.push({
        token,
        notification: notification
          ? {
              title: typeof notification.title === 'string' ? notification.title : null,
              body: typeof notification.body === 'string' ? notification.body : null,
            }
          : null,
        data: data as Record<string, string>,
        android: {
          priority: typeof android.priority === 'string' ? android.priority : null,
          ttl: typeof android.ttl === 'string' ? android.ttl : null,
        },
        auth: { clientEmail: access.clientEmail, scope: access.scope },
        name,
        receivedAt: this.#clock.now().toISOString(),
      });
      this.received.splice(0, Math.max(0, this.received.length - 500));
      return { name };
    });
    this.#baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    return this.#baseUrl;
  }

  /**
   * The service account's JWT (RFC 7523 as Google takes it): RS256 with the account's key, `iss` the account, `aud`
   * this token endpoint, a scope, issued now and good for at most an hour. Returns the claims, or why it is refused.
   */
  #checkAssertion(assertion: string): { iss: string; scope: string } | string {
    const [head = '', body = '', signature = '', ...rest] = assertion.split('.');
    if (!head || !body || !signature || rest.length > 0) return 'Invalid JWT.';
    const header = parseJsonPart(head);
    const claims = parseJsonPart(body);
    if (!header || !claims || header.alg !== 'RS256') return 'Invalid JWT.';
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${head}.${body}`),
      simulatorKey().publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'Invalid JWT Signature.';
    if (claims.iss !== this.clientEmail) return 'Invalid issuer: not a service account of this project.';
    if (claims.aud !== `${this.baseUrl}/token`) return 'Invalid JWT: audience is not this token endpoint.';
    const now = Math.floor(this.#clock.now().getTime() / 1000);
    const { iat, exp } = claims;
    if (typeof iat !== 'number' || typeof exp !== 'number' || iat > now + 60 || exp <= now || exp - iat > 3600) {
      return 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.';
    }
    if (typeof claims.scope !== 'string' || claims.scope === '') return 'Invalid JWT: no scope.';
    return { iss: claims.iss, scope: claims.scope };
  }

  async stop(): Promise<void> {
    await this.#app?.close();
  }
}
