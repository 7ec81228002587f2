import { isIP } from 'node:net';
import { normalizeMsisdn } from '@konter/shared/phone/operators';
import { topUpBody } from '@konter/shared/contracts/deposits';
import { inquiryBody, type PostpaidTransaction } from '@konter/shared/contracts/postpaid';
import { postpaidTypes } from '@konter/shared/contracts/postpaid-constants';
import { purchasableFamilies } from '@konter/shared/ppob/families';
import type { Database, Tx } from '../../db/client.ts';
import type { H2hKeyMode } from '../../db/schema/h2h.ts';
import { AnnouncedCache } from '../../platform/announced-cache.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { ChannelHandler } from '../../platform/realtime.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { enqueueWebhook } from '../../platform/webhook-delivery.ts';
import { postWebhook, type WebhookTransport } from '../../platform/webhook-transport.ts';
import { permissions, permissionsOf, findAccountById } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { getHolderBalances } from '../ledger/index.ts';
import type { DepositsService } from '../deposits/index.ts';
import type { CatalogueService, NameChecksService, PostpaidService, PurchasesService } from '../ppob/index.ts';
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
  postpaidData,
  sandboxBill,
  sandboxNumbers,
  sandboxPostpaidNumbers,
  transactionData,
  type H2hPostpaidData,
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
  h2hCallersChannel,
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
import { createCallLog } from './h2h.call-log.ts';
/** Who calls the reseller API: the account as an `api` principal, and which of its keys signed. */
export type H2hCaller = {
  principal: Principal;
  mode: H2hKeyMode;
  username: string;
  /** Names the key in logs and limits without being it: account and mode. */
  keyId: string;
};

/** A caller as this process keeps it (decision 045): what `authenticate` decides on, and nothing else. */
type KnownCaller = {
  username: string;
  accountId: string;
  rateLimitPerMinute: number;
  approvedIps: string[];
  account: { id: string; role: Principal['role']; status: Principal['status']; permissions: readonly string[] };
  /** The keys whose stored hash they match, derived from the installation's secret. */
  keys: { mode: H2hKeyMode; key: string }[];
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
  postpaid: PostpaidService;
  nameChecks: NameChecksService;
  deposits: DepositsService;
  catalogue: CatalogueService;
  audit: AuditService;
  /** The installation's secret the keys are derived from. */
  keySecret: string;
  production: boolean;
  webhookTransport: () => WebhookTransport;
}) {
  const { database, clock, queue } = deps;
  const limiter = new KeyRateLimiter();
  const callLog = createCallLog(database);
  /**
   * The callers by tenant and username (null: no such username), each with the keys its stored hashes prove, derived
   * once per entry instead of on every call (decision 045). Cleared when `h2hCallersChannel` announces a change.
   */
  const callers = new AnnouncedCache<KnownCaller | null>(clock, { ttlMs: 30_000 });
  /**
   * A change of what a caller may do, made here: this process forgets its callers at once, so the next call sees it;
   * the tables' triggers announce it to the others.
   */
  async function changingCallers<T>(tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await database.withTenant(tenantId, work);
    } finally {
      callers.clear();
    }
  }

  const keyOf = (row: CredentialsRow, mode: H2hKeyMode): string | null => {
    const salt = mode === 'production' ? row.productionSalt : row.developmentSalt;
    return salt ? deriveKey(deps.keySecret, { tenantId: row.tenantId, accountId: row.accountId, mode }, salt) : null;
  };

  async function loadCaller(tenantId: string, username: string): Promise<KnownCaller | null> {
    const found = await database.lookup((db) => findCaller(db, tenantId, username));
    if (!found) return null;
    const { caller, account } = found;
    const keys: KnownCaller['keys'] = [];
    for (const mode of ['production', 'development'] as const) {
      const key = keyOf(caller, mode);
      const hash = mode === 'production' ? caller.productionHash : caller.developmentHash;
      // A key derived under another secret than this installation's is refused like a wrong key.
      if (key !== null && hash === keyHash(key)) keys.push({ mode, key });
    }
    return {
      username: caller.username,
      accountId: caller.accountId,
      rateLimitPerMinute: caller.rateLimitPerMinute,
      approvedIps: caller.approvedIps,
      account: { id: account.id, role: account.role, status: account.status, permissions: permissionsOf(account) },
      keys,
    };
  }

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
    data: (H2hTransactionData | H2hPostpaidData) & { trx_id?: string },
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

  /** A sandbox transaction as /v1/transaction answers it (a postpaid test number's with its bill). */
  const sandboxData = (row: {
    refId: string;
    customerNo: string;
    buyerSkuCode: string;
    status: H2hStatus;
    rc: string;
    sn: string;
    price: number;
  }): H2hTransactionData | H2hPostpaidData => {
    const type = sandboxPostpaidNumbers[row.customerNo] ? deps.postpaid.typeOfBiller(row.buyerSkuCode) : null;
    if (type) {
      const adminFee = deps.postpaid.billers(type).find((biller) => biller.code === row.buyerSkuCode)?.admin_fee ?? 0;
      return sandboxBill(
        { refId: row.refId, sku: row.buyerSkuCode, customerNo: row.customerNo, adminFee },
        { status: row.status, rc: row.rc as H2hRc, sn: row.sn },
      );
    }
    return sandboxPrepaidData(row);
  };
  const sandboxPrepaidData = (row: {
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
    /** Joins the callers' copy to the announcements (on the realtime hub's connection); a reconnection clears it too. */
    async listen(listen: (channel: string, handler: ChannelHandler) => Promise<void>): Promise<void> {
      await listen(h2hCallersChannel, () => callers.clear());
    },

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
      await changingCallers(tenant.id, (tx) =>
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
      await changingCallers(tenant.id, (tx) => deleteIp(tx, tenant.id, principal.accountId, id));
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
      let data: H2hTransactionData | H2hPostpaidData;
      const postpaid = sandbox
        ? null
        : await deps.postpaid.byRequestKey({ tenantId: tenant.id, accountId: row.accountId }, requestKeyOf(refId));
      if (sandbox) {
        data = sandboxData(sandbox);
      } else if (postpaid?.kind === 'postpaid' && postpaid.transaction.status !== 'inquiry') {
        const saldo = await lastSaldo(tenant.id, row.accountId);
        data = { ...postpaidData(refId, postpaid.transaction, saldo), trx_id: postpaid.transaction.ref_id };
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
      const { rows, owners } = await database.withTenant(tenant.id, async (tx) => {
        const ips = await listIps(tx, tenant.id, null);
        const found = new Map<string, { name: string; phone: string }>();
        for (const accountId of new Set(ips.map((ip) => ip.accountId))) {
          const account = await findAccountById(tx, tenant.id, accountId);
          if (account) found.set(accountId, { name: account.name, phone: account.phone });
        }
        return { rows: ips, owners: found };
      });
      return rows.map((ip) => ({
        id: ip.id,
        account_id: ip.accountId,
        account_name: owners.get(ip.accountId)?.name ?? '',
        account_phone: owners.get(ip.accountId)?.phone ?? '',
        ip: ip.ip,
        status: ip.status,
        created_at: ip.createdAt.toISOString(),
        decided_at: ip.decidedAt?.toISOString() ?? null,
      }));
    },

    async decideIp(tenant: Tenant, admin: Principal, id: string, status: 'approved' | 'rejected') {
      const now = clock.now();
      await changingCallers(tenant.id, async (tx) => {
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
      // Who is asking, before there is a principal: this process's copy, read by one statement naming its tenant.
      const caller = await callers.get(`${tenant.id}:${request.username}`, () =>
        loadCaller(tenant.id, request.username),
      );
      if (!caller) throw new H2hRefusal('42');
      let mode: H2hKeyMode | null = null;
      // Each of the caller's keys is compared, in constant time.
      for (const candidate of caller.keys) {
        if (sameSign(request.sign, h2hSign(caller.username, candidate.key, request.suffix))) mode = candidate.mode;
      }
      if (!mode) throw new H2hRefusal('41');
      if (!caller.approvedIps.includes(normalizeIp(request.ip))) throw new H2hRefusal('45');
      const { account } = caller;
      if (account.status !== 'active' || !account.permissions.includes(permissions.developerApi)) {
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
          permissions: account.permissions,
          channel: 'api',
        },
        mode,
        username: caller.username,
        keyId,
      };
    },

    /** Logs a call (never its key or signature), with the others answered meanwhile (decision 045). */
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
      await callLog.write(tenantId, {
        accountId: call.caller?.principal.accountId ?? null,
        keyMode: call.caller?.mode ?? null,
        endpoint: call.endpoint,
        refId: call.refId,
        rc: call.rc,
        ip: call.ip,
        httpStatus: call.httpStatus,
        durationMs: call.durationMs,
        createdAt: clock.now(),
      });
    },

    /** Waits for the calls not logged yet (the app is closing). */
    drainCallLog(): Promise<void> {
      return callLog.drain();
    },

    async balance(tenant: Tenant, caller: H2hCaller) {
      if (caller.mode === 'development') return { deposit: 0 };
      return { deposit: await lastSaldo(tenant.id, caller.principal.accountId) };
    },

    /**
     * `/v1/inquiry-pln`: the subscriber behind a prepaid PLN meter, through the web's own meter check. Developer mode
     * answers a fixed subscriber for any well-formed meter and asks no supplier.
     */
    async inquiryPln(tenant: Tenant, caller: H2hCaller, customerNo: string) {
      const meter = customerNo.replace(/[\s.-]/g, '');
      if (!/^\d{11,12}$/.test(meter)) throw new H2hRefusal('57');
      let found: { meter: string; customer_name: string; segment_power: string; subscriber_id: string };
      if (caller.mode === 'development') {
        found = { meter, customer_name: 'Nama Pelanggan Uji', segment_power: 'R1 /000000900', subscriber_id: meter };
      } else {
        try {
          found = await deps.nameChecks.plnCheck(meter);
        } catch (error) {
          if (error instanceof AppError && error.code === 'validation_failed') throw new H2hRefusal('54');
          throw error;
        }
      }
      return {
        message: h2hResponseCodes['00'],
        status: 'Sukses' as const,
        rc: '00' as const,
        customer_no: customerNo,
        meter_no: found.meter,
        subscriber_id: found.subscriber_id,
        name: found.customer_name,
        segment_power: found.segment_power,
      };
    },

    /**
     * `/v1/deposit`: a bank-transfer deposit request through the deposits module (its unique code and claim window),
     * answered as Digiflazz answers a deposit ticket: the bank, its account number, the amount to transfer (with the
     * unique code) and the request's code as the transfer's note. Developer mode answers a sample and keeps nothing.
     */
    async depositRequest(
      tenant: Tenant,
      caller: H2hCaller,
      body: { amount: number; bank: string; owner_name: string },
    ) {
      const wanted = body.bank.trim().toLowerCase();
      const bank = tenant.depositSettings.banks.find(
        (candidate) => candidate.code.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
      );
      if (!bank) throw new H2hRefusal('40');
      const answer = (amount: number, notes: string) => ({
        rc: '00' as const,
        bank: bank.name,
        payment_method: 'Bank Transfer',
        account_no: bank.accountNumber,
        notes,
        amount,
      });
      if (caller.mode === 'development') return answer(body.amount, 'SANDBOX');
      const parsed = topUpBody.safeParse({
        provider: 'bank',
        method: bank.code,
        amount: body.amount,
        holder_name: body.owner_name,
      });
      if (!parsed.success) throw new H2hRefusal('40');
      try {
        const deposit = await deps.deposits.createTopUp(tenant, caller.principal, parsed.data, '');
        return answer(deposit.charged, deposit.code);
      } catch (error) {
        if (error instanceof AppError && error.code === 'validation_failed') throw new H2hRefusal('40');
        throw error;
      }
    },

    /**
     * The price list in Digiflazz's shape: prepaid at the caller's own prices; postpaid as the billers the tenant
     * pays (the price of a bill is known at its inquiry: the list carries the admin fee, as Digiflazz's does).
     */
    async priceList(tenant: Tenant, caller: H2hCaller, cmd: 'prepaid' | 'pasca') {
      if (cmd === 'pasca') {
        return postpaidTypes.flatMap((type) =>
          deps.postpaid.billers(type).map((biller) => ({
            product_name: biller.name,
            category: 'Pascabayar',
            brand: type,
            seller_name: tenant.brandName,
            admin: biller.admin_fee,
            commission: 0,
            buyer_sku_code: biller.code,
            buyer_product_status: true,
            seller_product_status: true,
            desc: '-',
          })),
        );
      }
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
    ): Promise<{ httpStatus: number; data: H2hTransactionData | H2hPostpaidData }> {
      switch (request.commands) {
        case undefined:
          break;
        case 'inq-pasca':
        case 'pay-pasca':
        case 'status-pasca':
          if (caller.mode === 'development') return sandboxPostpaid(tenant, caller, request, request.commands);
          return postpaidTransaction(tenant, caller, request, request.commands);
        default:
          throw new H2hRefusal('40');
      }
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
      // The deposit after the debit comes with a new purchase; a resend's answer reads it.
      const saldo = placed.depositAfter ?? (await lastSaldo(tenant.id, caller.principal.accountId));
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
      const resellerRef = purchase.request_key.slice('h2h:'.length);
      if (purchase.kind === 'postpaid') {
        const postpaid = await deps.postpaid.byRequestKey(
          { tenantId: event.tenantId, accountId: purchase.account_id },
          purchase.request_key,
        );
        if (postpaid?.kind !== 'postpaid') return;
        await enqueueCallback(event.tenantId, credentials, {
          ...postpaidData(resellerRef, postpaid.transaction, found.saldo),
          trx_id: event.refId,
        });
        return;
      }
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
        const final =
          sandboxNumbers[row.customerNo]?.final ?? sandboxPostpaidNumbers[row.customerNo]?.final ?? 'Sukses';
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

  /** A postpaid answer that formed no payment (no bill, wrong number…): Gagal with the documented rc, as Digiflazz. */
  async function failedPostpaid(
    tenant: Tenant,
    caller: H2hCaller,
    request: TransactionRequest,
    rc: H2hRc,
    httpStatus = 200,
  ): Promise<{ httpStatus: number; data: H2hPostpaidData }> {
    const saldo = caller.mode === 'development' ? 0 : await lastSaldo(tenant.id, caller.principal.accountId);
    return {
      httpStatus,
      data: {
        ref_id: request.ref_id,
        customer_no: request.customer_no,
        customer_name: '',
        buyer_sku_code: request.buyer_sku_code,
        admin: 0,
        message: h2hResponseCodes[rc],
        status: 'Gagal',
        rc,
        sn: '',
        buyer_last_saldo: saldo,
        price: 0,
        selling_price: 0,
        periode: '',
        desc: {},
      },
    };
  }

  /**
   * Postpaid over the API (`commands` inq-pasca, pay-pasca, status-pasca), through the web's own postpaid service:
   * the inquiry is kept under the reseller's ref_id (request key `h2h:<ref_id>`), the payment reuses it, and a
   * payment sent again answers the first one (one debit). A ref_id is one transaction: another SKU or number is rc 49.
   */
  async function postpaidTransaction(
    tenant: Tenant,
    caller: H2hCaller,
    request: TransactionRequest,
    command: 'inq-pasca' | 'pay-pasca' | 'status-pasca',
  ): Promise<{ httpStatus: number; data: H2hPostpaidData }> {
    const owner = { tenantId: tenant.id, accountId: caller.principal.accountId };
    const key = requestKeyOf(request.ref_id);
    const answer = async (transaction: PostpaidTransaction) => ({
      httpStatus: 200,
      data: postpaidData(request.ref_id, transaction, await lastSaldo(tenant.id, owner.accountId)),
    });
    const existing = await deps.postpaid.byRequestKey(owner, key);
    if (existing?.kind === 'prepaid') throw new H2hRefusal('49');
    if (existing && !sameBill(existing.transaction, request)) throw new H2hRefusal('49');
    if (command === 'status-pasca') {
      if (!existing || existing.transaction.status === 'inquiry') throw new H2hRefusal('50');
      return answer(existing.transaction);
    }
    if (command === 'pay-pasca') {
      if (!existing) throw new H2hRefusal('50');
      try {
        const paid = await deps.postpaid.pay(tenant, caller.principal, { ref_id: existing.transaction.ref_id });
        return await answer(paid.transaction);
      } catch (error) {
        const rc = postpaidFailureRc(error);
        if (rc) return failedPostpaid(tenant, caller, request, rc, 400);
        throw refusalOf(error);
      }
    }
    // The same inquiry again answers the same bill (or, once paid, its payment).
    if (existing) return answer(existing.transaction);
    const type = deps.postpaid.typeOfBiller(request.buyer_sku_code);
    if (!type) throw new H2hRefusal('43');
    const parsed = inquiryBody.safeParse({
      type,
      product_code: request.buyer_sku_code,
      customer_no: request.customer_no,
      ...(request.amount === undefined ? {} : { amount: request.amount }),
    });
    if (!parsed.success) {
      const amountWrong = parsed.error.issues.some((issue) => issue.path[0] === 'amount');
      return failedPostpaid(tenant, caller, request, amountWrong ? '84' : '57');
    }
    try {
      await deps.postpaid.inquiry(tenant, caller.principal, parsed.data, { requestKey: key });
    } catch (error) {
      const rc = postpaidFailureRc(error);
      if (rc) return failedPostpaid(tenant, caller, request, rc);
      throw refusalOf(error);
    }
    const made = await deps.postpaid.byRequestKey(owner, key);
    if (made?.kind !== 'postpaid') throw new H2hRefusal('49');
    return answer(made.transaction);
  }

  /**
   * Developer mode's postpaid: the documented test numbers, whatever the biller; the bill is the number's own (the
   * same on every inquiry, nothing kept), a payment is kept as a sandbox transaction that settles as the number says.
   */
  async function sandboxPostpaid(
    tenant: Tenant,
    caller: H2hCaller,
    request: TransactionRequest,
    command: 'inq-pasca' | 'pay-pasca' | 'status-pasca',
  ): Promise<{ httpStatus: number; data: H2hPostpaidData }> {
    const behaviour = sandboxPostpaidNumbers[request.customer_no];
    const type = deps.postpaid.typeOfBiller(request.buyer_sku_code);
    if (!type) throw new H2hRefusal('43');
    const adminFee =
      deps.postpaid.billers(type).find((biller) => biller.code === request.buyer_sku_code)?.admin_fee ?? 0;
    const found = await database.withTenant(tenant.id, (tx) =>
      findSandbox(tx, tenant.id, caller.principal.accountId, request.ref_id),
    );
    if (found && (found.buyerSkuCode !== request.buyer_sku_code || found.customerNo !== request.customer_no)) {
      throw new H2hRefusal('49');
    }
    if (command === 'status-pasca') {
      if (!found) throw new H2hRefusal('50');
      return { httpStatus: 200, data: sandboxData(found) as H2hPostpaidData };
    }
    if (!behaviour) return failedPostpaid(tenant, caller, request, '54');
    if (behaviour.inquiry === 'Gagal') return failedPostpaid(tenant, caller, request, '02');
    if (command === 'inq-pasca') {
      if (found) return { httpStatus: 200, data: sandboxData(found) as H2hPostpaidData };
      return {
        httpStatus: 200,
        data: sandboxBill(
          { refId: request.ref_id, sku: request.buyer_sku_code, customerNo: request.customer_no, adminFee },
          { status: 'Sukses', rc: '00', sn: '' },
        ),
      };
    }
    const first = behaviour.pay;
    const bill = sandboxBill(
      { refId: request.ref_id, sku: request.buyer_sku_code, customerNo: request.customer_no, adminFee },
      { status: 'Sukses', rc: '00', sn: '' },
    );
    const now = clock.now();
    const row = await database.withTenant(tenant.id, async (tx) => {
      const inserted = await insertSandbox(tx, {
        tenantId: tenant.id,
        accountId: caller.principal.accountId,
        refId: request.ref_id,
        buyerSkuCode: request.buyer_sku_code,
        customerNo: request.customer_no,
        status: first,
        rc: first === 'Sukses' ? '00' : first === 'Pending' ? '03' : '02',
        sn: first === 'Sukses' ? sandboxSerial(request.ref_id) : '',
        price: bill.price,
        createdAt: now,
        updatedAt: now,
      });
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
    return { httpStatus: 200, data: sandboxData(row) as H2hPostpaidData };
  }

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

/** Whether a request names the bill a ref_id already holds: the same biller and customer number (however typed). */
function sameBill(transaction: PostpaidTransaction, request: TransactionRequest): boolean {
  if (transaction.product_code !== request.buyer_sku_code) return false;
  const typed = request.customer_no.replace(/[\s.-]/g, '');
  return [request.customer_no, typed, normalizeMsisdn(typed)].includes(transaction.destination);
}

/** The documented rc of a postpaid inquiry or payment the postpaid service turned down, by its message. */
const postpaidRcOfMessage: Record<string, H2hRc> = {
  'postpaid.already_paid': '60',
  'postpaid.bill_not_available': '60',
  'postpaid.no_offer': '60',
  'postpaid.paid_here': '60',
  'postpaid.being_paid': '60',
  'postpaid.wrong_number': '54',
  'postpaid.account_not_found': '54',
  'postpaid.number_format': '57',
  'postpaid.account_format': '57',
  'postpaid.transfer_amount': '84',
  'postpaid.inquiry_failed': '02',
  'postpaid.inquiry_expired': '02',
};

function postpaidFailureRc(error: unknown): H2hRc | null {
  if (!(error instanceof AppError) || error.code !== 'validation_failed') return null;
  for (const items of Object.values(error.fieldErrors ?? {})) {
    for (const item of items ?? []) {
      const rc = postpaidRcOfMessage[item.key];
      if (rc) return rc;
    }
  }
  return null;
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
      if (fields.includes('product_code') || fields.includes('type')) return new H2hRefusal('43');
      if (fields.includes('ref_id')) return new H2hRefusal('50');
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
