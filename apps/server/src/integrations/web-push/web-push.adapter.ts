import webpush from 'web-push';
import type { VapidKeys } from '../../config/env.ts';

/** What a browser's PushManager gave: its push service's endpoint and the keys to encrypt for it (RFC 8291). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the push service no longer knows the subscription (404/410, RFC 8030 §7.3): the app forgets it. */
export type PushResult = { status: number; gone: boolean };

export type PushMessageOptions = {
  /** Seconds the push service keeps the message for an offline device (RFC 8030 §5.2). */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces a message with the same topic the service still holds (RFC 8030 §5.4). */
  topic?: string;
};

export type WebPushSender = {
  /** The application server key browsers subscribe with (the VAPID public key, base64url). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushResult>;
};

/** A push service's refusal other than "gone": worth trying again later (a 429 or 5xx), or a request it rejects. */
export class PushDeliveryError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Sends Web Push messages (RFC 8030): the payload encrypted for the subscription (aes128gcm, RFC 8291) and the request
 * signed with the installation's VAPID key (RFC 8292), both by the `web-push` package; the request itself goes out
 * with fetch, so an http endpoint (the loopback simulator) works as well as a browser's https one.
 *
 * `allowEndpoint` guards development and tests: with the simulators on, only their endpoints are called, so a real
 * browser's subscription made while trying the app never reaches the internet.
 */
export function createWebPushSender(options: {
  vapid: VapidKeys;
  timeoutMs?: number;
  allowEndpoint?: (endpoint: string) => boolean;
}): WebPushSender {
  const { vapid } = options;
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, message) {
      if (options.allowEndpoint && !options.allowEndpoint(target.endpoint)) {
        throw new PushDeliveryError(0, 'push endpoint outside the simulators (not called in development)');
      }
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: message.ttlSeconds,
          contentEncoding: 'aes128gcm',
          ...(message.urgency ? { urgency: message.urgency } : {}),
          ...(message.topic ? { topic: message.topic } : {}),
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const text = await response.text().catch(() => '');
      if (response.status === 404 || response.status === 410) return { status: response.status, gone: true };
      if (!response.ok)
        throw new PushDeliveryError(response.status, `push service answered ${response.status}: ${text}`);
      return { status: response.status, gone: false };
    },
  };
}
