import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.ts';
import { h2hSign } from '../modules/h2h/index.ts';
import { buyer, type Buyer } from './purchase-helpers.ts';
import type { TestContext } from './test-app.ts';

/** A developer account of a tenant with a key of `mode`, its address approved by an admin of the same tenant. */
export async function developerWithKey(
  ctx: TestContext,
  options: { tenant?: 'konter' | 'mitra'; deposit?: number; approveIp?: string | null } = {},
) {
  const who = await buyer(ctx, {
    role: 'developer',
    deposit: options.deposit ?? 100_000,
    ...(options.tenant ? { tenant: options.tenant } : {}),
  });
  const keys = {} as Record<'production' | 'development', string>;
  let username = '';
  for (const mode of ['production', 'development'] as const) {
    const made = await who.browser.post('/api/v1/developer/keys', { mode });
    expect(made.statusCode, made.body).toBe(200);
    keys[mode] = made.json().data.key as string;
    username = made.json().data.username as string;
  }
  const ip = options.approveIp === undefined ? '127.0.0.1' : options.approveIp;
  if (ip) await approveIp(ctx, who, ip, options.tenant);
  return { who, username, keys };
}

export async function approveIp(ctx: TestContext, who: Buyer, ip: string, tenant?: 'konter' | 'mitra') {
  const added = await who.browser.post('/api/v1/developer/ips', { ip });
  expect(added.statusCode, added.body).toBe(200);
  const id = (added.json().data.ips as { id: string; ip: string }[]).find((row) => row.ip === ip)?.id;
  const admin = await buyer(ctx, { role: 'admin', ...(tenant ? { tenant } : {}) });
  const decided = await admin.browser.post(`/api/v1/admin/developer/ips/${id}/decide`, { status: 'approved' });
  expect(decided.statusCode, decided.body).toBe(200);
}

export type Developer = Awaited<ReturnType<typeof developerWithKey>>;

/** A Digiflazz-protocol call through app.inject, signed as the reseller's software signs it. */
export async function h2hCall(
  ctx: TestContext,
  dev: Developer,
  path: '/v1/cek-saldo' | '/v1/price-list' | '/v1/transaction' | '/v1/inquiry-pln' | '/v1/deposit',
  body: Record<string, unknown>,
  options: { mode?: 'production' | 'development'; host?: string; sign?: string; remoteAddress?: string } = {},
) {
  const suffixes: Record<string, string> = {
    '/v1/cek-saldo': 'depo',
    '/v1/price-list': 'pricelist',
    '/v1/deposit': 'deposit',
    '/v1/inquiry-pln': String(body.customer_no),
  };
  const suffix = suffixes[path] ?? String(body.ref_id);
  const key = dev.keys[options.mode ?? 'production'];
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { host: options.host ?? (dev.who.tenantId === ctx.tenantIds.mitra ? '127.0.0.1' : 'localhost') },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: { username: dev.username, ...body, sign: options.sign ?? h2hSign(dev.username, key, suffix) },
  });
}

/** A reseller's callback endpoint on loopback: records what arrives, answers `status` (200 by default). */
export async function callbackReceiver() {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    received,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Our ref_id (TRX…) of the purchase a reseller made with `resellerRef`. */
export async function ourRefOf(ctx: TestContext, who: Buyer, resellerRef: string): Promise<string> {
  const rows = await ctx.database.withTenant(who.tenantId, (tx) =>
    queryRows<{ ref_id: string }>(
      tx,
      sql`select ref_id from prepaid_transactions where account_id = ${who.accountId} and request_key = ${`h2h:${resellerRef}`}`,
    ),
  );
  const found = rows[0]?.ref_id;
  if (!found) throw new Error(`no purchase for ${resellerRef}`);
  return found;
}
