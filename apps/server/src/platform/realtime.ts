import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import {
  broadcastingAuthBody,
  broadcastingAuthSchema,
  transactionPaths,
  type RealtimeEvent,
} from '@konter/shared/contracts/transactions';
import type { Database, Tx } from '../db/client.ts';
import { requireAuth } from './auth.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

const channelName = 'konter_realtime';
const accountChannelPrefix = 'private-account';
const tokenLifetimeMs = 12 * 60 * 60_000;

type Envelope = { tenantId: string; accountId: string; event: RealtimeEvent };
type Listener = (event: RealtimeEvent) => void;
/** A payload of another channel; null when the connection was replaced and notifications may have been missed. */
export type ChannelHandler = (payload: string | null) => void;

/**
 * Queues an event for an account's realtime channel in the caller's transaction: PostgreSQL delivers a NOTIFY only
 * when the transaction commits, so nobody hears of a change that was rolled back, and a worker process's changes
 * reach the web process's streams.
 */
export async function publishEvent(tx: Tx, tenantId: string, accountId: string, event: RealtimeEvent): Promise<void> {
  const { channel, payload } = realtimeNotification(tenantId, accountId, event);
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The NOTIFY that `publishEvent` sends, for a statement that sends it itself (the ledger's one-statement transfer). */
export function realtimeNotification(
  tenantId: string,
  accountId: string,
  event: RealtimeEvent,
): { channel: string; payload: string } {
  const envelope: Envelope = { tenantId, accountId, event };
  return { channel: channelName, payload: JSON.stringify(envelope) };
}

/** Listens to the database's notifications and hands each to the streams of its account in this process. */
export class RealtimeHub {
  readonly #listeners = new Map<string, Set<Listener>>();
  /** Other channels listened to on the same connection (the tenants cache's), by name. */
  readonly #channels = new Map<string, Set<ChannelHandler>>();
  #connections = 0;
  readonly #log: FastifyBaseLogger;
  #client: pg.PoolClient | null = null;
  #stopped = false;
  /** Clients given back to the pool: a connection's late error after stop() must not give it back twice. */
  readonly #released = new WeakSet<pg.PoolClient>();

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  async start(database: Database): Promise<void> {
    await this.#listenOnPool(database.pool);
  }

  async #listenOnPool(pool: pg.Pool): Promise<void> {
    let client: pg.PoolClient | null = null;
    // A dying connection can report more than one error (and fail the LISTEN too): it is dropped, and a new listener
    // started, once.
    let lost = false;
    const drop = (error: unknown, message: string) => {
      if (lost) return;
      lost = true;
      this.#log.warn({ err: error }, message);
      if (client) this.#release(client, true);
      if (this.#client === client) this.#client = null;
      if (!this.#stopped) setTimeout(() => void this.#listenOnPool(pool), 1_000);
    };
    try {
      client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel === channelName && message.payload) this.#deliver(message.payload);
        else for (const handler of this.#channels.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      // The connection died (database restart): listen again on a fresh one.
      client.on('error', (error) => drop(error, 'realtime listener lost its connection'));
      await client.query(`LISTEN ${channelName}`);
      for (const channel of this.#channels.keys()) await client.query(`LISTEN ${channel}`);
      if (!lost) {
        this.#client = client;
        // What was announced while no connection listened is lost: each channel's handler hears so.
        if (this.#connections++ > 0) for (const handlers of this.#channels.values()) handlers.forEach((h) => h(null));
      }
    } catch (error) {
      drop(error, 'realtime listener could not connect; retrying');
    }
  }

  #release(client: pg.PoolClient, destroy: boolean): void {
    if (this.#released.has(client)) return;
    this.#released.add(client);
    client.release(destroy);
  }

  #deliver(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    const listeners = this.#listeners.get(`${envelope.tenantId}:${envelope.accountId}`);
    if (!listeners) return;
    for (const listener of listeners) listener(envelope.event);
  }

  /**
   * Hands every notification of another channel (a plain identifier) to `handler`, on this hub's one connection;
   * the channel stays listened to across reconnections.
   */
  async listen(channel: string, handler: ChannelHandler): Promise<void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const handlers = this.#channels.get(channel) ?? new Set<ChannelHandler>();
    const fresh = handlers.size === 0;
    handlers.add(handler);
    this.#channels.set(channel, handlers);
    if (fresh && this.#client) await this.#client.query(`LISTEN ${channel}`);
  }

  subscribe(tenantId: string, accountId: string, listener: Listener): () => void {
    const key = `${tenantId}:${accountId}`;
    const set = this.#listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.#listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(key);
    };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#client) {
      try {
        // Every channel: the connection goes back to the pool.
        await this.#client.query('UNLISTEN *');
      } catch {
        // the connection may already be gone
      }
      this.#release(this.#client, false);
      this.#client = null;
    }
  }
}

function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(`realtime:${text}`).digest('base64url');
}

/**
 * PLT-17: `broadcasting/auth` hands the logged-in account a signed, expiring token for its own channel only; the
 * event stream needs both that token and the same session. Events arrive as Server-Sent Events.
 */
export function registerRealtime(
  root: FastifyInstance,
  deps: {
    hub: RealtimeHub;
    secret: string;
    clock: Clock;
    /** The APIs' security headers: a hijacked stream writes its own head, so it sends them itself. */
    headers: Readonly<Record<string, string>>;
  },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<() => void>();

  app.post(
    transactionPaths.broadcastingAuth,
    {
      schema: {
        tags: ['realtime'],
        body: broadcastingAuthBody,
        response: { 200: z.object({ data: broadcastingAuthSchema }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const wanted = request.body.channel_name;
      const channel = `${accountChannelPrefix}.${auth.accountId}`;
      // A client may name its own channel in full or by its prefix; any other account's channel is refused.
      if (wanted !== accountChannelPrefix && wanted !== channel) throw new AppError('unauthorized_access');
      const expires = deps.clock.now().getTime() + tokenLifetimeMs;
      const token = `${expires}.${sign(deps.secret, `${auth.tenantId}:${channel}:${expires}`)}`;
      const url = `${transactionPaths.realtime}?channel=${encodeURIComponent(channel)}&token=${encodeURIComponent(token)}`;
      return { data: { channel, token, url } };
    },
  );

  app.get(
    transactionPaths.realtime,
    {
      schema: {
        tags: ['realtime'],
        querystring: z.object({ channel: z.string().max(100), token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { channel, token } = request.query;
      const [expiresText = '', signature = ''] = token.split('.');
      const expires = Number(expiresText);
      const expected = sign(deps.secret, `${auth.tenantId}:${channel}:${expiresText}`);
      const valid =
        channel === `${accountChannelPrefix}.${auth.accountId}` &&
        Number.isFinite(expires) &&
        expires > deps.clock.now().getTime() &&
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      if (!valid) throw new AppError('unauthorized_access');

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...deps.headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      const unsubscribe = deps.hub.subscribe(auth.tenantId, auth.accountId, (event) => {
        raw.write(`data: ${JSON.stringify(event)}\n\n`);
      });
      // A comment now and then keeps proxies and phones from closing an idle stream.
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 25_000);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );

  // Streams never go idle on their own: end them so a shutdown does not wait for the clients.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
}
