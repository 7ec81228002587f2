import { useEffect, useRef } from 'react';
import { z } from 'zod';
import {
  broadcastingAuthSchema,
  realtimeEventSchema,
  transactionPaths,
  type RealtimeEvent,
} from '@konter/shared/contracts/transactions';
import { apiClient } from './api-client.ts';

type Listener = (event: RealtimeEvent) => void;

const authResponse = z.object({ data: broadcastingAuthSchema });

/** The channel of the logged-in account (PLT-17); the server checks it belongs to the session. */
export const accountChannel = 'private-account';

/**
 * One Server-Sent Events connection per tab, shared by every screen that listens: opened with the first listener
 * (after authorising the channel), closed with the last. EventSource reconnects by itself after a drop; a refused
 * reconnect (the token expired) authorises again.
 */
class RealtimeConnection {
  readonly #listeners = new Set<Listener>();
  #source: EventSource | null = null;
  #opening = false;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    if (!this.#source && !this.#opening) void this.#open();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#close();
    };
  }

  async #open(): Promise<void> {
    if (typeof EventSource === 'undefined') return;
    this.#opening = true;
    try {
      const { data } = await apiClient.post(
        transactionPaths.broadcastingAuth,
        { channel_name: accountChannel },
        { schema: authResponse, loading: false, clearAlerts: false },
      );
      if (this.#listeners.size === 0) return;
      const source = new EventSource(data.url, { withCredentials: true });
      source.onmessage = (message: MessageEvent<string>) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(message.data);
        } catch {
          return;
        }
        const event = realtimeEventSchema.safeParse(parsed);
        if (!event.success) return;
        for (const listener of [...this.#listeners]) listener(event.data);
      };
      source.onerror = () => {
        // CLOSED means the server refused the stream (expired token, logged out): authorise again later.
        if (source.readyState === EventSource.CLOSED) {
          this.#source = null;
          this.#scheduleRetry();
        }
      };
      this.#source = source;
    } catch {
      this.#scheduleRetry();
    } finally {
      this.#opening = false;
    }
  }

  #scheduleRetry(): void {
    if (this.#retryTimer || this.#listeners.size === 0) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (!this.#source && this.#listeners.size > 0) void this.#open();
    }, 5_000);
  }

  #close(): void {
    this.#source?.close();
    this.#source = null;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
  }
}

const connection = new RealtimeConnection();

export function subscribeRealtime(listener: Listener): () => void {
  return connection.subscribe(listener);
}

/** Calls `handler` for every realtime event while the component is mounted (the latest handler, without resubscribing). */
export function useRealtimeEvents(handler: Listener, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeRealtime((event) => latest.current(event));
  }, [enabled]);
}
