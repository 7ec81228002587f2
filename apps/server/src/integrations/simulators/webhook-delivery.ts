import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../platform/clock.ts';
import {
  fetchTransport,
  postWebhook,
  type WebhookRequest,
  type WebhookTransport,
} from '../../platform/webhook-transport.ts';

/**
 * The transport and the single attempt are the platform's outbound webhook primitive (platform/webhook-delivery.ts,
 * decision 026): the simulators post the way the app does. Their retries stay here, in memory: a simulator stands in
 * for an outside provider, so it must not need the app's database or job queue, and it imitates that provider's own
 * retry policy (fixed, fast delays) and signature (Midtrans in the body, Xendit's token, Digiflazz's X-Hub-Signature),
 * not the app's.
 */
export { fetchTransport, type WebhookRequest, type WebhookTransport } from '../../platform/webhook-transport.ts';

/** Providers retry a webhook that did not get a 2xx; the simulators do the same, faster. */
export type WebhookRetryPolicy = { attempts: number; delayMs: number; timeoutMs: number };

export const defaultWebhookRetry: Readonly<WebhookRetryPolicy> = { attempts: 5, delayMs: 2_000, timeoutMs: 5_000 };

/** What every delivery attempt records about itself. */
export type WebhookAttempt = { url: string; attempt: number; at: string };

/** How an attempt ended. */
export type WebhookOutcome = {
  /** The receiver's HTTP status; null when it could not be reached. */
  httpStatus: number | null;
  ok: boolean;
  error: string | null;
};

/** A delivery attempt as a simulator keeps it: the provider's own `Fields`, the attempt and its outcome. */
export type WebhookDelivery<Fields extends object> = Fields & WebhookAttempt & WebhookOutcome;

/** A webhook to deliver, and how each of its attempts is recorded (the provider's fields around the attempt's). */
export type OutgoingWebhook<Fields extends object> = WebhookRequest & {
  record: (attempt: WebhookAttempt) => Fields & WebhookAttempt;
};

/** How many attempts `deliveries` keeps, newest last. */
const keptDeliveries = 500;

/**
 * The webhook side of a provider simulator: posts through a transport, retries what did not get a 2xx after
 * `delayMs`, records every attempt, and keeps track of background work so that `idle` can wait for it and `stop` can
 * cut the waits between retries short.
 */
export class WebhookDeliverer<Fields extends object> {
  /** Every delivery attempt, oldest first (the last 500). */
  readonly deliveries: WebhookDelivery<Fields>[] = [];
  readonly #inFlight = new Set<Promise<unknown>>();
  readonly #stopping = new AbortController();
  readonly #retry: WebhookRetryPolicy;
  readonly #clock: Clock;
  #transport: WebhookTransport;

  constructor(options: {
    /** Stamps each attempt: the provider's clock, which is the app's in development and tests. */
    clock: Clock;
    retry?: Partial<WebhookRetryPolicy> | undefined;
    transport?: WebhookTransport | undefined;
  }) {
    this.#clock = options.clock;
    const retry = { ...defaultWebhookRetry, ...options.retry };
    this.#retry = { ...retry, attempts: Math.max(1, retry.attempts) };
    this.#transport = options.transport ?? this.#fetchTransport();
  }

  /** Delivers later webhooks through `transport` (null: real HTTP again). */
  useTransport(transport: WebhookTransport | null): void {
    this.#transport = transport ?? this.#fetchTransport();
  }

  /** Aborted by `stop`: for other waits of the simulator that should end with it. */
  get signal(): AbortSignal {
    return this.#stopping.signal;
  }

  /** Starts delivering in the background; resolves with the first attempt while retries go on. */
  dispatch(webhook: OutgoingWebhook<Fields>): Promise<WebhookDelivery<Fields>> {
    return new Promise((resolve) => {
      void this.track(this.#deliver(webhook, resolve));
    });
  }

  /** Delivers with retries; resolves with every attempt once the last one is done. */
  deliver(webhook: OutgoingWebhook<Fields>): Promise<WebhookDelivery<Fields>[]> {
    return this.track(this.#deliver(webhook, () => undefined));
  }

  /** Counts `work` (a delivery, or anything that leads to one) until it settles: `idle` waits for it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.#inFlight.add(work);
    void work.finally(() => this.#inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /** Resolves once no tracked work is left: nothing is being delivered or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  /** Gives up the retries still waiting (and whatever else waits on `signal`), then waits for the rest. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await this.idle();
  }

  #fetchTransport(): WebhookTransport {
    return fetchTransport(() => this.#retry.timeoutMs);
  }

  async #deliver(
    webhook: OutgoingWebhook<Fields>,
    onFirstAttempt: (delivery: WebhookDelivery<Fields>) => void,
  ): Promise<WebhookDelivery<Fields>[]> {
    const attempts: WebhookDelivery<Fields>[] = [];
    for (let attempt = 1; attempt <= this.#retry.attempts; attempt += 1) {
      if (attempt > 1) {
        try {
          await sleep(this.#retry.delayMs, undefined, { signal: this.#stopping.signal });
        } catch {
          break;
        }
      }
      const delivery = await this.#post(webhook, attempt);
      attempts.push(delivery);
      this.deliveries.push(delivery);
      this.deliveries.splice(0, Math.max(0, this.deliveries.length - keptDeliveries));
      if (attempt === 1) onFirstAttempt(delivery);
      if (delivery.ok) break;
    }
    return attempts;
  }

  async #post(webhook: OutgoingWebhook<Fields>, attempt: number): Promise<WebhookDelivery<Fields>> {
    const { url, headers, body } = webhook;
    const fields = webhook.record({ url, attempt, at: this.#clock.now().toISOString() });
    const { statusCode, ok, error } = await postWebhook(this.#transport, { url, headers, body });
    return { ...fields, httpStatus: statusCode, ok, error };
  }
}
