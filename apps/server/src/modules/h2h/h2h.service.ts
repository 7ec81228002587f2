import { isIP } from 'node:net';
import { purchasableFamilies } from '@konter/shared/ppob/families';
import type { Database } from '../../db/client.ts';
import type { H2hKeyMode } from '../../db/schema/h2h.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { enqueueWebhook } from '../../platform/webhook-delivery.ts';
import { postWebhook, type WebhookTransport } from '../../platform/webhook-transport.ts';
import { permissions, permissionsOf, findAccountById } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { getHolderBalances } from '../ledger/index.ts';
import type { CatalogueService, PurchasesService } from '../ppob/index.ts';
import {
  deriveKey,
  h2hSign,
  hubSignature,
  keyHash,
  keyHint,
  newCallbackSecret,
  newSalt,
  newUsername,
  sameSign,
} from './h2h.keys.ts';
import {
  H2hRefusal,
  h2hResponseCodes,
  sandboxNumbers,
  transactionData,
  type H2hRc,
  type H2hStatus,
  type H2hTransactionData,
  type TransactionRequest,
} from './h2h.protocol.ts';
import {
  addIp,
  decideIp,
  deleteIp,
  ensureCredentials,
  findApiPurchase,
  findCaller,
  findCredentials,
  findIp,
  findSandbox,
  insertCall,
  insertSandbox,
  listCalls,
  listDeliveries,
  listIps,
  setCallback,
  setKey,
  settleSandbox,
  type ApiPurchase,
  type CredentialsRow,
} from './h2h.repository.ts';
import { settleSandboxJob } from './h2h.jobs.ts';
/** Who calls the reseller API: the account as an `api` principal, and which of its keys signed. */
export type H2hCaller = {
  principal: Principal;
  mode: H2hKeyMode;
  username: string;
  /** Names the key in logs and limits without being it: account and mode. */
  keyId: string;
};

/** The subscriber name of a reseller's callbacks in `webhook_deliveries`. */
export const callbackSubscriber = (accountId: string) => `h2h:${accountId}`;

/** The request key of a purchase made through the API: the reseller's ref_id is its idempotency key. */
const requestKeyOf = (refId: string) => `h2h:${refId}`;

/** An address a production callback may go to: http(s), a host name or a public IP (no loopback, private, link-local). */
export function callbackUrlProblem(url: string, production: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'developer.invalid_webhook_format';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'developer.invalid_webhook_format';
  if (parsed.username || parsed.password) return 'developer.invalid_webhook_format';
  if (!production) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return 'developer.invalid_webhook_format';
  }
  if (isIP(host) && !isPublicIp(host)) return 'developer.invalid_webhook_format';
  return null;
}

function isPublicIp(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    if (a === 10 || a === 127 || a === 0 || a >= 224) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    return true;
  }
  const lower = ip.toLowerCase();
  if (lower === '::1' || lower === '::') return false;
  if (lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')) return false;
  if (lower.startsWith('::ffff:')) return isPublicIp(lower.slice(7));
  return true;
}

/** One fixed window per key and process: cheap enough to sit in front of every call. */
class KeyRateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  allow(keyId: string, limit: number, now: number): boolean {
    const start = Math.floor(now / 60_000) * 60_000;
    const window = this.#windows.get(keyId);
    if (!window || window.start !== start) {
      if (this.#windows.size > 10_000) this.#windows.clear();
      this.#windows.set(keyId, { start, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  }
}

export function createH2hService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  purchases: PurchasesService;
  catalogue: CatalogueService;
  audit: AuditService;
  /** The installation's secret the keys are derived from. */
  keySecret: string;
  production: boolean;
  webhookTransport: () => WebhookTransport;
}) {
  const { database, clock, queue } = deps;
  const limiter = new KeyRateLimiter();

  const keyOf = (row: CredentialsRow, mode: H2hKeyMode): string | null => {
    const salt = mode === 'production' ? row.productionSalt : row.developmentSalt;
    return salt ? deriveKey(deps.keySecret, { tenantId: row.tenantId, accountId: row.accountId, mode }, salt) : null;
  };

  function assertDeveloper(principal: Principal) {
    if (!principal.permissions.includes(permissions.developerApi)) throw new AppError('unauthorized_access');
  }

  async function credentialsOf(tenant: Tenant, principal: Principal): Promise<CredentialsRow> {
    return database.withTenant(tenant.id, (tx) =>
      ensureCredentials(tx, {
        tenantId: tenant.id,
        accountId: principal.accountId,
        username: newUsername(),
        callbackSecret: newCallbackSecret(),
        at: clock.now(),
      }),
    );
  }

  async function lastSaldo(tenantId: string, accountId: string): Promise<number> {
    return database.withTenant(tenantId, async (tx) => (await getHolderBalances(tx, tenantId, accountId)).deposit);
  }

  async function enqueueCallback(
    tenantId: string,
    credentials: CredentialsRow,
    data: H2hTransactionData & { trx_id?: string },
  ): Promise<string | null> {
    if (!credentials.callbackUrl || !credentials.callbackSecret) return null;
    const { callbackUrl, callbackSecret } = credentials;
    return database.withTenant(tenantId, (tx) =>
      enqueueWebhook(tx, queue, {
        subscriber: callbackSubscriber(credentials.accountId),
        secret: callbackSecret,
        url: callbackUrl,
        body: JSON.stringify({ data }),
        tenantId,
        signature: { header: 'x-hub-signature', sign: hubSignature },
      }),
    );
  }

  const settingsView = (row: CredentialsRow, ips: Awaited<ReturnType<typeof listIps>>) => ({
    username: row.username,
    keys: {
      production: row.productionHint ? { hint: row.productionHint } : null,
      development: row.developmentHint ? { hint: row.developmentHint } : null,
    },
    callback_url: row.callbackUrl,
    callback_secret: row.callbackSecret ?? '',
    ips: ips.map((ip) => ({
      id: ip.id,
      ip: ip.ip,
      status: ip.status,
      created_at: ip.createdAt.toISOString(),
      decided_at: ip.decidedAt?.toISOString() ?? null,
    })),
  });

  /** A sandbox transaction as /v1/transaction answers it. */
  const sandboxData = (row: {
    refId: string;
    customerNo: string;
    buyerSkuCode: string;
    status: H2hStatus;
    rc: string;
    sn: string;
    price: number;
  }): H2hTransactionData => ({
    ref_id: row.refId,
    customer_no: row.customerNo,
    buyer_sku_code: row.buyerSkuCode,
    message: h2hResponseCodes[row.rc as H2hRc] ?? '',
    status: row.status,
    rc: row.rc as H2hRc,
    sn: row.sn,
    buyer_last_saldo: 0,
    price: row.price,
  });

  return {
    // --- the developer's settings (web scope) ----------------------------------------------------------------------

    async settings(tenant: Tenant, principal: Principal) {
      assertDeveloper(principal);
      const row = await credentialsOf(tenant, principal);
      const ips = await database.withTenant(tenant.id, (tx) => listIps(tx, tenant.id, principal.accountId));
      return settingsView(row, ips);
    },

    /** Makes (or rotates) a key; the key is in this answer only. */
    async createKey(tenant: Tenant, principal: Principal, mode: H2hKeyMode) {
      assertDeveloper(principal);
      const row = await credentialsOf(tenant, principal);
      const salt = newSalt();
      const key = deriveKey(deps.keySecret, { tenantId: tenant.id, accountId: row.accountId, mode }, salt);
      await database.withTenant(tenant.id, (tx) =>
        setKey(tx, tenant.id, row.accountId, mode, { salt, hash: keyHash(key), hint: keyHint(key), at: clock.now() }),
      );
      return { mode, key, username: row.username, hint: keyHint(key) };
    },

    async updateSettings(
      tenant: Tenant,
      principal: Principal,
      body: { callback_url: string | null; callback_secret?: string | undefined },
    ) {
      assertDeveloper(principal);
      const row = await credentialsOf(tenant, principal);
      const url = body.callback_url?.trim() || null;
      if (url) {
        const problem = callbackUrlProblem(url, deps.production);
        if (problem) throw fieldError('callback_url', problem);
      }
      await database.withTenant(tenant.id, (tx) =>
        setCallback(tx, tenant.id, row.accountId, {
          callbackUrl: url,
          callbackSecret: body.callback_secret?.trim() || row.callbackSecret || newCallbackSecret(),
          at: clock.now(),
        }),
      );
      return this.settings(tenant, principal);
    },

    async addIp(tenant: Tenant, principal: Principal, ip: string) {
      assertDeveloper(principal);
      if (!isIP(ip.trim())) throw fieldError('ip', 'developer.ip_invalid');
      const row = await credentialsOf(tenant, principal);
      await database.withTenant(tenant.id, (tx) =>
        addIp(tx, { tenantId: tenant.id, accountId: row.accountId, ip: ip.trim(), at: clock.now() }),
      );
      return this.settings(tenant, principal);
    },

    async removeIp(tenant: Tenant, principal: Principal, id: string) {
      assertDeveloper(principal);
      await database.withTenant(tenant.id, (tx) => deleteIp(tx, tenant.id, principal.accountId, id));
      return this.settings(tenant, principal);
    },

    async calls(tenant: Tenant, principal: Principal) {
      assertDeveloper(principal);
      const rows = await database.withTenant(tenant.id, (tx) => listCalls(tx, tenant.id, principal.accountId, 100));
      return rows.map((row) => ({
        id: row.id,
        endpoint: row.endpoint,
        key_mode: row.keyMode,
        ref_id: row.refId,
        rc: row.rc,
        ip: row.ip,
        http_status: row.httpStatus,
        duration_ms: row.durationMs,
        created_at: row.createdAt.toISOString(),
      }));
    },

    async deliveries(tenant: Tenant, principal: Principal) {
      assertDeveloper(principal);
      const rows = await database.withTenant(tenant.id, (tx) =>
        listDeliveries(tx, tenant.id, callbackSubscriber(principal.accountId), 100),
      );
      return rows.map((row) => ({
        id: row.id,
        delivery_id: row.deliveryId,
        url: row.url,
        attempt: row.attempt,
        status_code: row.statusCode,
        duration_ms: row.durationMs,
        error: row.error,
        outcome: row.outcome,
        attempted_at: row.attemptedAt.toISOString(),
        next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
      }));
    },

    /** Posts a signed sample now and says what came back (DEP-01's 'test webhook'). */
    async testWebhook(tenant: Tenant, principal: Principal) {
      assertDeveloper(principal);
      const row = await credentialsOf(tenant, principal);
      if (!row.callbackUrl || callbackUrlProblem(row.callbackUrl, deps.production)) {
        throw fieldError('callback_url', 'developer.invalid_webhook_format');
      }
      const body = JSON.stringify({
        data: {
          ...sandboxData({
            refId: 'test-webhook',
            customerNo: '087800001230',
            buyerSkuCode: 'xld10',
            status: 'Sukses',
            rc: '00',
            sn: '0000000000000000',
            price: 0,
          }),
          trx_id: 'test',
        },
      });
      let replyText = '';
      const transport = deps.webhookTransport();
      const capture: WebhookTransport = async (request) => {
        const answer = await transport(request);
        replyText = answer.body ?? '';
        return answer;
      };
      const result = await postWebhook(capture, {
        url: row.callbackUrl,
        body,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature': hubSignature(row.callbackSecret ?? '', body),
          'x-digiflazz-event': 'update',
        },
      });
      return {
        ok: result.statusCode === 200,
        status_code: result.statusCode,
        error: result.error,
        reply: replyText.slice(0, 200),
        duration_ms: result.durationMs,
      };
    },

    /** Sends the callback of a purchase's current state again (a replay of its delivery). */
    async resendCallback(tenant: Tenant, principal: Principal, refId: string) {
      assertDeveloper(principal);
      const row = await credentialsOf(tenant, principal);
      if (!row.callbackUrl) throw fieldError('callback_url', 'developer.invalid_webhook_format');
      const sandbox = await database.withTenant(tenant.id, (tx) => findSandbox(tx, tenant.id, row.accountId, refId));
      let data: H2hTransactionData;
      if (sandbox) {
        data = sandboxData(sandbox);
      } else {
        const purchase = await database.withTenant(tenant.id, (tx) =>
          findApiPurchase(tx, tenant.id, { accountId: row.accountId, requestKey: requestKeyOf(refId) }),
        );
        if (!purchase) throw new AppError('not_found', { messageKey: 'trx.not_found' });
        data = { ...apiPurchaseData(purchase, await lastSaldo(tenant.id, row.accountId)), trx_id: purchase.ref_id };
      }
      const deliveryId = await enqueueCallback(tenant.id, row, data);
      return { delivery_id: deliveryId };
    },

    // --- admin (DEV-02) ------------------------------------------------------------------------------------------

    async adminIps(tenant: Tenant) {
      const rows = await database.withTenant(tenant.id, (tx) => listIps(tx, tenant.id, null));
      return rows.map((ip) => ({
        id: ip.id,
        account_id: ip.accountId,
        ip: ip.ip,
        status: ip.status,
        created_at: ip.createdAt.toISOString(),
        decided_at: ip.decidedAt?.toISOString() ?? null,
      }));
    },

    async decideIp(tenant: Tenant, admin: Principal, id: string, status: 'approved' | 'rejected') {
      const now = clock.now();
      await database.withTenant(tenant.id, async (tx) => {
        const row = await findIp(tx, tenant.id, id);
        if (!row) throw new AppError('not_found');
        await decideIp(tx, tenant.id, id, { status, by: admin.accountId, at: now });
        await deps.audit.record(
          tx,
          tenant.id,
          'developer.ip.decide',
          {
            id,
            ip: row.ip,
            account_id: row.accountId,
            before: { status: row.status },
            after: { status },
          },
          admin.accountId,
        );
      });
      return this.adminIps(tenant);
    },

    // --- the reseller API (key scope) ----------------------------------------------------------------------------

    /**
     * Proves a call: the username's credentials, the signature md5(username + key + suffix) against either key (in
     * constant time), the caller's address against the approved list, the key's rate limit. Refusals are rc 41, 42
     * (unknown username or an account that may not use the API), 45 and 85.
     */
    async authenticate(
      tenant: Tenant,
      request: { username: string; sign: string; suffix: string; ip: string },
    ): Promise<H2hCaller> {
      const found = await database.withTenant(tenant.id, async (tx) => {
        const caller = await findCaller(tx, tenant.id, request.username);
        const account = caller ? await findAccountById(tx, tenant.id, caller.accountId) : null;
        return { caller, account };
      });
      const { caller, account } = found;
      if (!caller || !account) throw new H2hRefusal('42');
      let mode: H2hKeyMode | null = null;
      for (const candidate of ['production', 'development'] as const) {
        const key = keyOf(caller, candidate);
        if (key === null) continue;
        const hash = candidate === 'production' ? caller.productionHash : caller.developmentHash;
        if (hash !== keyHash(key)) continue; // derived under another secret: refused like a wrong key
        if (sameSign(request.sign, h2hSign(caller.username, key, request.suffix))) mode = candidate;
      }
      if (!mode) throw new H2hRefusal('41');
      if (!caller.approvedIps.includes(normalizeIp(request.ip))) throw new H2hRefusal('45');
      const principalPermissions = permissionsOf(account);
      if (account.status !== 'active' || !principalPermissions.includes(permissions.developerApi)) {
        throw new H2hRefusal('42');
      }
      const keyId = `${caller.accountId}:${mode}`;
      if (!limiter.allow(keyId, caller.rateLimitPerMinute, clock.now().getTime())) throw new H2hRefusal('85', 429);
      return {
        principal: {
          accountId: account.id,
          tenantId: tenant.id,
          role: account.role,
          status: account.status,
          permissions: principalPermissions,
          channel: 'api',
        },
        mode,
        username: caller.username,
        keyId,
      };
    },

    /** Logs a call (never its key or signature). */
    async logCall(
      tenantId: string,
      call: {
        caller: H2hCaller | null;
        endpoint: string;
        refId: string | null;
        rc: string | null;
        ip: string;
        httpStatus: number;
        durationMs: number;
      },
    ): Promise<void> {
      await database.withTenant(tenantId, (tx) =>
        insertCall(tx, {
          tenantId,
          accountId: call.caller?.principal.accountId ?? null,
          keyMode: call.caller?.mode ?? null,
          endpoint: call.endpoint,
          refId: call.refId,
          rc: call.rc,
          ip: call.ip,
          httpStatus: call.httpStatus,
          durationMs: call.durationMs,
          createdAt: clock.now(),
        }),
      );
    },

    async balance(tenant: Tenant, caller: H2hCaller) {
      if (caller.mode === 'development') return { deposit: 0 };
      return { deposit: await lastSaldo(tenant.id, caller.principal.accountId) };
    },

    /** The prepaid price list at the caller's own prices, in Digiflazz's shape; postpaid is not sold over the API yet. */
    async priceList(tenant: Tenant, caller: H2hCaller, cmd: 'prepaid' | 'pasca') {
      if (cmd === 'pasca') return [];
      const lists = await Promise.all(
        purchasableFamilies.map((family) => deps.catalogue.catalogue(tenant, caller.principal, family)),
      );
      return lists.flatMap((list) =>
        list.products.map((product) => ({
          product_name: product.name,
          category: list.family,
          brand: product.operator_name,
          type: 'Umum',
          seller_name: tenant.brandName,
          price: product.price,
          buyer_sku_code: product.code,
          buyer_product_status: product.status === 'active',
          seller_product_status: product.available,
          unlimited_stock: true,
          stock: 0,
          multi: true,
          start_cut_off: product.cut_off?.start ?? '0:0',
          end_cut_off: product.cut_off?.end ?? '0:0',
          desc: product.description,
        })),
      );
    },

    /**
     * A prepaid top-up (or, sent again with the same ref_id, its status). Production: the one purchase of every
     * channel with the reseller's ref_id as its idempotency key, so a resend answers the stored result and never
     * debits twice. Development: the documented test numbers, no money, no supplier.
     */
    async transaction(
      tenant: Tenant,
      caller: H2hCaller,
      request: TransactionRequest,
    ): Promise<{ httpStatus: number; data: H2hTransactionData }> {
      if (request.commands) throw new H2hRefusal('40'); // postpaid over the API: not offered yet
      if (caller.mode === 'development') return sandboxTransaction(tenant, caller, request);
      let placed;
      try {
        placed = await deps.purchases.placePurchase(
          tenant,
          caller.principal,
          replayBody(request.ref_id, { sku: request.buyer_sku_code, customerNo: request.customer_no }),
        );
      } catch (error) {
        throw refusalOf(error);
      }
      const saldo = await lastSaldo(tenant.id, caller.principal.accountId);
      return { httpStatus: 200, data: transactionData(request.ref_id, placed.transaction, saldo) };
    },

    /** The purchase.settled / purchase.returned subscriber: the reseller's callback, queued, never in the way. */
    async purchaseFinal(event: { tenantId: string; purchaseId: string; refId: string }): Promise<void> {
      const found = await database.withTenant(event.tenantId, async (tx) => {
        const purchase = await findApiPurchase(tx, event.tenantId, { id: event.purchaseId });
        const credentials = purchase ? await findCredentials(tx, event.tenantId, purchase.account_id) : null;
        const saldo = purchase ? (await getHolderBalances(tx, event.tenantId, purchase.account_id)).deposit : 0;
        return { purchase, credentials, saldo };
      });
      const { purchase, credentials } = found;
      if (!purchase || !credentials) return;
      await enqueueCallback(event.tenantId, credentials, {
        ...apiPurchaseData(purchase, found.saldo),
        trx_id: event.refId,
      });
    },

    /** Settles a pending sandbox transaction the way its test number says, and calls back (developer mode). */
    async settleSandbox(event: { tenantId: string; accountId: string; refId: string }): Promise<void> {
      const found = await database.withTenant(event.tenantId, async (tx) => {
        const row = await findSandbox(tx, event.tenantId, event.accountId, event.refId);
        if (!row) return null;
        const final = sandboxNumbers[row.customerNo]?.final ?? 'Sukses';
        const settled = await settleSandbox(tx, event, {
          status: final,
          rc: final === 'Sukses' ? '00' : '02',
          sn: final === 'Sukses' ? sandboxSerial(row.refId) : '',
          at: clock.now(),
        });
        return settled ? { settled, credentials: await findCredentials(tx, event.tenantId, event.accountId) } : null;
      });
      if (!found?.credentials) return;
      await enqueueCallback(event.tenantId, found.credentials, sandboxData(found.settled));
    },
  };

  async function sandboxTransaction(tenant: Tenant, caller: H2hCaller, request: TransactionRequest) {
    const behaviour = sandboxNumbers[request.customer_no];
    if (!behaviour) {
      return {
        httpStatus: 200,
        data: sandboxData({
          refId: request.ref_id,
          customerNo: request.customer_no,
          buyerSkuCode: request.buyer_sku_code,
          status: 'Gagal',
          rc: '54',
          sn: '',
          price: 0,
        }),
      };
    }
    const now = clock.now();
    const row = await database.withTenant(tenant.id, async (tx) => {
      const inserted = await insertSandbox(tx, {
        tenantId: tenant.id,
        accountId: caller.principal.accountId,
        refId: request.ref_id,
        buyerSkuCode: request.buyer_sku_code,
        customerNo: request.customer_no,
        status: behaviour.first,
        rc: behaviour.first === 'Sukses' ? '00' : behaviour.first === 'Pending' ? '03' : '02',
        sn: behaviour.first === 'Sukses' ? sandboxSerial(request.ref_id) : '',
        price: 0,
        createdAt: now,
        updatedAt: now,
      });
      if (inserted.buyerSkuCode !== request.buyer_sku_code || inserted.customerNo !== request.customer_no) {
        throw new H2hRefusal('49');
      }
      if (inserted.createdAt.getTime() === now.getTime() && inserted.status === 'Pending') {
        await queue.enqueue(
          tx,
          settleSandboxJob,
          { tenantId: tenant.id, accountId: caller.principal.accountId, refId: request.ref_id },
          { startAfterSeconds: 5 },
        );
      }
      return inserted;
    });
    return { httpStatus: 200, data: sandboxData(row) };
  }
}

export type H2hService = ReturnType<typeof createH2hService>;

/** What the purchase is asked for: the same body every time for one ref_id, so a resend is a replay. */
function replayBody(refId: string, order: { sku: string; customerNo: string }) {
  return {
    product_code: order.sku,
    destination: order.customerNo,
    request_id: requestKeyOf(refId),
  } as Parameters<PurchasesService['placePurchase']>[2];
}

function apiPurchaseData(purchase: ApiPurchase, saldo: number): H2hTransactionData {
  return transactionData(
    purchase.request_key.slice('h2h:'.length),
    {
      status: purchase.status as never,
      failure_code: purchase.failure_code as never,
      destination: purchase.destination,
      product_code: purchase.product_code,
      serial_number: purchase.serial_number,
      price: Number(purchase.price),
    },
    saldo,
  );
}

function sandboxSerial(refId: string): string {
  let hash = 0;
  for (const char of refId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000;
  return `SANDBOX${String(hash).padStart(12, '0')}`;
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** A purchase the app refused before forming it, as the documented rc. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  switch (error.code) {
    case 'insufficient_balance':
      return new H2hRefusal('44');
    case 'developer_mode':
    case 'account_inactive':
    case 'unauthorized_access':
    case 'send_money_unverified':
    case 'product_needs_access':
      return new H2hRefusal('88');
    case 'validation_failed': {
      const fields = Object.keys(error.fieldErrors ?? {});
      if (fields.includes('request_id') || fields.includes('order_number')) return new H2hRefusal('49');
      if (fields.includes('product_code')) return new H2hRefusal('43');
      if (fields.includes('destination')) {
        const keys = (error.fieldErrors?.destination ?? []).map((item) => item.key);
        return new H2hRefusal(keys.includes('trx.daily_limit') ? '85' : '54');
      }
      return new H2hRefusal('40');
    }
    default:
      return error;
  }
}
