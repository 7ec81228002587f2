import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The database-free layer of outbound webhooks (decision 026): how one POST is sent, signed and judged. The app's
 * delivery job (platform/webhook-delivery.ts) and the provider simulators (integrations/simulators) both post
 * through it; nothing here needs the app's database or job queue.
 */

/** One webhook POST as a transport sends it. */
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };

/** How a webhook reaches its receiver: real HTTP by default; tests pass one that answers in process. */
export type WebhookTransport = (request: WebhookRequest) => Promise<{ status: number; body?: string }>;

/** Real HTTP. A redirect is not followed (as the providers do): a 3xx from the webhook URL counts as a failure. */
export function fetchTransport(timeoutMs: () => number): WebhookTransport {
  return async ({ url, headers, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs()),
    });
    // The first bytes of the reply, for a developer's webhook test; the rest is read and dropped.
    const text = await response.text().catch(() => '');
    return { status: response.status, body: text.slice(0, 512) };
  };
}

/** How one attempt ended. */
export type WebhookAttemptResult = {
  /** The receiver's HTTP status; null when it could not be reached (refused, timed out). */
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
};

/** Posts once; never throws: an unreachable receiver is an attempt that failed, with its error. */
export async function postWebhook(transport: WebhookTransport, request: WebhookRequest): Promise<WebhookAttemptResult> {
  // Elapsed time, not a date: measured on the monotonic timer, whatever clock the app runs on.
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const { status } = await transport(request);
    const ok = status >= 200 && status < 300;
    return { statusCode: status, ok, error: ok ? null : `HTTP ${status}`, durationMs: elapsed() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { statusCode: null, ok: false, error: message, durationMs: elapsed() };
  }
}

export const webhookSignatureHeader = 'konter-signature';
export const webhookDeliveryHeader = 'konter-delivery';
export const webhookAttemptHeader = 'konter-attempt';

/** `sha256=<hex>`: HMAC-SHA256 of the exact body with the subscriber's secret. */
export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** For receivers (and their tests): whether a signature header is the body's, in constant time. */
export function verifyWebhookSignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhook(secret, body));
  const received = Buffer.from(header.trim());
  return expected.length === received.length && timingSafeEqual(expected, received);
}
