import { createSign } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';

/** Google's FCM host; the HTTP v1 send call is `POST {apiUrl}/v1/projects/{projectId}/messages:send`. */
export const fcmApiUrl = 'https://fcm.googleapis.com';
/** Google's OAuth 2.0 token endpoint, where a service account's signed JWT is exchanged for an access token. */
export const googleTokenUri = 'https://oauth2.googleapis.com/token';
/** The OAuth scope FCM's send call needs. */
export const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';
export const jwtBearerGrant = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** The fields of a Firebase service account key (the JSON file the Firebase console gives) the adapter uses. */
export type FcmServiceAccount = {
  clientEmail: string;
  /** PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`), RS256. */
  privateKey: string;
  privateKeyId: string | null;
  tokenUri: string;
};

export type FcmConfig = { projectId: string; apiUrl: string; account: FcmServiceAccount };

/** One notification for one device: shown by Android itself (title, body); `data` goes to the app (strings only). */
export type NativePushMessage = {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
  /** Seconds FCM keeps the message for a device that is off (AndroidConfig.ttl). */
  ttlSeconds: number;
  /** `high` wakes a dozing phone at once (AndroidConfig.priority HIGH). */
  priority: 'normal' | 'high';
};

/** `gone`: FCM no longer knows the token (404, FcmError UNREGISTERED): the app forgets it. */
export type NativePushResult = { status: number; gone: boolean; name: string | null };

export type NativePushSender = { send(message: NativePushMessage): Promise<NativePushResult> };

/** FCM refused other than "gone": `status` 429/5xx (and 401, a stale access token) are worth another try later. */
export class NativePushDeliveryError extends Error {
  readonly status: number;
  readonly errorCode: string | null;
  constructor(status: number, errorCode: string | null, message: string) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The JWT a service account signs to ask for an access token (RFC 7523 as Google's token endpoint takes it). */
export function serviceAccountAssertion(account: FcmServiceAccount, nowSeconds: number): string {
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) };
  const claims = {
    iss: account.clientEmail,
    scope: fcmScope,
    aud: account.tokenUri,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.privateKey);
  return `${unsigned}.${base64url(signature)}`;
}

/** The FCM error code in an HTTP v1 error answer (`error.details[].errorCode` of the FcmError type), if any. */
function fcmErrorCode(answer: unknown): string | null {
  const details = (answer as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return null;
  for (const detail of details as { errorCode?: unknown }[]) {
    if (typeof detail.errorCode === 'string') return detail.errorCode;
  }
  return null;
}

/**
 * Sends notifications to Android devices through Firebase Cloud Messaging's HTTP v1 API: an access token from the
 * service account's JWT grant at its token URI (kept until a minute before it expires, on the app's clock), then
 * `messages:send` with it as the bearer. A 404 or UNREGISTERED is the token gone; a 401 drops the kept access token
 * (the next try asks for a new one).
 */
export function createFcmSender(config: FcmConfig, clock: Clock, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let access: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    const now = clock.now().getTime();
    if (access && access.expiresAt - 60_000 > now) return access.token;
    const response = await fetch(config.account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: jwtBearerGrant,
        assertion: serviceAccountAssertion(config.account, Math.floor(now / 1000)),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    } | null;
    if (!response.ok || typeof answer?.access_token !== 'string') {
      // A refused grant (a revoked key) is as retryable as an outage: the queue's backoff, then the log, tell ops.
      throw new NativePushDeliveryError(
        response.ok ? 502 : response.status >= 500 ? response.status : 503,
        null,
        `FCM token endpoint answered ${response.status}: ${String(answer?.error ?? '')}`,
      );
    }
    const expiresIn = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    access = { token: answer.access_token, expiresAt: now + expiresIn * 1000 };
    return access.token;
  }

  const sender: NativePushSender = {
    async send(message) {
      const bearer = await accessToken();
      const response = await fetch(
        `${config.apiUrl}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            message: {
              token: message.token,
              notification: { title: message.title, body: message.body },
              data: message.data,
              android: { priority: message.priority === 'high' ? 'HIGH' : 'NORMAL', ttl: `${message.ttlSeconds}s` },
            },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      const answer = (await response.json().catch(() => null)) as { name?: unknown } | null;
      const errorCode = fcmErrorCode(answer);
      if (response.status === 404 || errorCode === 'UNREGISTERED') {
        return { status: response.status, gone: true, name: null };
      }
      if (response.status === 401) access = null;
      if (!response.ok) {
        throw new NativePushDeliveryError(
          response.status,
          errorCode,
          `FCM answered ${response.status}${errorCode ? ` ${errorCode}` : ''}`,
        );
      }
      return { status: response.status, gone: false, name: typeof answer?.name === 'string' ? answer.name : null };
    },
  };
  return sender;
}
