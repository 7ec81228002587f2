import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { loginBody, registerBody, resetPasswordBody } from '@konter/shared/contracts/accounts';
import type { Locale } from '@konter/shared/i18n/locales';
import { normalizeMsisdn } from '@konter/shared/phone/operators';
import type { Database, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldErrors } from '../../platform/field-errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { countAttempt } from '../../platform/rate-counter.ts';
import { dummySecretHash, hashSecret, newToken, sha256, verifySecret } from '../../platform/secrets.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { sendEmailJob } from '../notifications/index.ts';
import { resetEmail, verificationEmail } from './accounts.emails.ts';
import { accountErrors } from './accounts.errors.ts';
import {
  consumeToken,
  countTrustedDevices,
  emailOrPhoneTaken,
  findAccountById,
  findAccountByLogin,
  findAccountByReferralCode,
  findDevice,
  findDeviceByRequest,
  findLiveSession,
  insertAccount,
  insertSession,
  insertToken,
  revokeSessions,
  touchSession,
  updateAccount,
  updateDevice,
  upsertDevice,
  type AccountRow,
} from './accounts.repository.ts';
import { permissionsOf } from './permissions.ts';
import { checkAccountSecret } from './secret-checks.ts';

const minute = 60_000;
const day = 24 * 60 * minute;
export const sessionPolicy = {
  /** A session unused this long ends (a phone left alone for two weeks logs in again). */
  idleMs: 14 * day,
  /** No session lives longer than this, however active. */
  absoluteMs: 60 * day,
  /** last_seen_at is written at most this often, to keep reads cheap. */
  touchEveryMs: 5 * minute,
} as const;
export const deletedAccountRecoveryMs = 7 * day;
export const loginApprovalWindowMs = 10 * minute;
const verifyTokenMs = day;
const resetTokenMs = 60 * minute;

export type ClientInfo = { ip: string; userAgent: string; deviceKey: string; origin: string; locale: Locale };

export type AuthDeps = {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  /** Logins per address per 15 minutes, registrations per address per hour (config LOGIN/REGISTER_LIMIT_PER_IP). */
  limitsPerIp: { login: number; register: number };
  /** Logins naming one account per 15 minutes (LOGIN_LIMIT_PER_ACCOUNT). */
  loginLimitPerAccount: number;
};

export type LoginOutcome =
  | { status: 'authenticated'; sessionToken: string; accountId: string; restored: boolean }
  | { status: 'approval_required'; requestId: string };

/** "Chrome on Android" from a User-Agent, for the device list. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /SamsungBrowser/.test(userAgent)
        ? 'Samsung Internet'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : /okhttp|Dalvik/i.test(userAgent)
                ? 'Android app'
                : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'unknown system';
  return `${browser} on ${os}`;
}

export async function uniqueReferralCode(tx: Tx, tenantId: string): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const bytes = randomBytes(8);
    const code = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    if (!(await findAccountByReferralCode(tx, tenantId, code))) return code;
  }
}

export function createAuthService(deps: AuthDeps) {
  const { database, clock, queue } = deps;

  async function limit(tx: Tx, tenantId: string, key: string, max: number, windowMs: number): Promise<void> {
    const decision = await countAttempt(tx, tenantId, key, { limit: max, windowMs, now: clock.now() });
    if (!decision.allowed) throw accountErrors.tooManyAttempts(decision.retryAfterSeconds);
  }

  /** Counts an attempt in a transaction of its own, so a failed request still counts. */
  async function limitCommitted(tenantId: string, key: string, max: number, windowMs: number): Promise<void> {
    await database.withTenant(tenantId, (tx) => limit(tx, tenantId, key, max, windowMs));
  }

  async function sendVerification(tx: Tx, tenant: Tenant, account: AccountRow, client: ClientInfo): Promise<void> {
    const token = newToken();
    await insertToken(tx, {
      tenantId: tenant.id,
      tokenHash: sha256(token),
      accountId: account.id,
      purpose: 'verify_email',
      expiresAt: new Date(clock.now().getTime() + verifyTokenMs),
      createdAt: clock.now(),
    });
    const link = `${client.origin}/auth/verify-email?token=${token}`;
    await queue.enqueue(
      tx,
      sendEmailJob,
      verificationEmail(client.locale, account.email, { name: account.name, brand: tenant.brandName }, link),
    );
  }

  async function startSession(tx: Tx, tenantId: string, accountId: string, deviceId: string): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await insertSession(tx, {
      tenantId,
      tokenHash: sha256(token),
      accountId,
      deviceId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionPolicy.absoluteMs),
    });
    return token;
  }

  async function createAccount(
    tenant: Tenant,
    body: z.output<typeof registerBody>,
    client: ClientInfo,
    placed: { referredBy: string; role: 'agent' | 'member' } | null,
  ): Promise<{ id: string }> {
    const passwordHash = await hashSecret(body.password);
    return database.withTenant(tenant.id, async (tx) => {
      const taken = await emailOrPhoneTaken(tx, tenant.id, body.email, body.phone);
      const fieldErrors: FieldErrors = {};
      if (taken.email) fieldErrors.email = [{ key: 'account.email_taken' }];
      if (taken.phone) fieldErrors.phone = [{ key: 'account.phone_taken' }];
      let referredBy: string | null = placed?.referredBy ?? null;
      if (!placed && body.referral_code) {
        const referrer = await findAccountByReferralCode(tx, tenant.id, body.referral_code);
        if (!referrer || referrer.status !== 'active')
          fieldErrors.referral_code = [{ key: 'account.referral_invalid' }];
        else referredBy = referrer.id;
      }
      if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
      const account = await insertAccount(tx, {
        tenantId: tenant.id,
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash,
        ...(placed ? { role: placed.role } : {}),
        referralCode: await uniqueReferralCode(tx, tenant.id),
        referredBy,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      await queue.events.emit(tx, {
        type: 'account.registered',
        tenantId: tenant.id,
        accountId: account.id,
        at: clock.now().toISOString(),
        referredBy,
      });
      await sendVerification(tx, tenant, account, client);
      return { id: account.id };
    });
  }

  return {
    /** ACC-01: a new account, unverified until the e-mail link is opened. */
    async register(tenant: Tenant, body: z.output<typeof registerBody>, client: ClientInfo): Promise<void> {
      await limitCommitted(tenant.id, `register:ip:${client.ip}`, deps.limitsPerIp.register, 60 * minute);
      await createAccount(tenant, body, client, null);
    },

    /**
     * AGT-05: a master agent registers an agent under itself from the Agent Center. The same rules as ACC-01 (taken
     * e-mail or phone, the verification e-mail); the upline is the master, whatever referral code was typed.
     */
    async registerDownline(
      tenant: Tenant,
      upline: { accountId: string },
      body: z.output<typeof registerBody>,
      client: ClientInfo,
      role: 'agent' | 'member',
    ): Promise<{ id: string }> {
      await limitCommitted(tenant.id, `register:upline:${upline.accountId}`, 30, 60 * minute);
      return createAccount(tenant, body, client, { referredBy: upline.accountId, role });
    },

    async verifyEmail(tenant: Tenant, token: string): Promise<void> {
      await database.withTenant(tenant.id, async (tx) => {
        const accountId = await consumeToken(tx, tenant.id, sha256(token), 'verify_email', clock.now());
        if (!accountId) throw accountErrors.verificationInvalid();
        await updateAccount(tx, tenant.id, accountId, { emailVerifiedAt: clock.now() });
      });
    },

    /** Same answer whether or not the address is registered (no account enumeration). */
    async resendVerification(tenant: Tenant, email: string, client: ClientInfo): Promise<void> {
      await limitCommitted(tenant.id, `resend:ip:${client.ip}`, 10, 60 * minute);
      await database.withTenant(tenant.id, async (tx) => {
        const account = await findAccountByLogin(tx, tenant.id, { phone: null, email });
        if (account && !account.emailVerifiedAt && account.status !== 'deleted') {
          await sendVerification(tx, tenant, account, client);
        }
      });
    },

    /**
     * ACC-02/ACC-08/ACC-10: password check, restore of a recently deleted account, and the trusted-device rule:
     * the first device is trusted; another one waits for approval from a trusted device.
     */
    async login(tenant: Tenant, body: z.output<typeof loginBody>, client: ClientInfo): Promise<LoginOutcome> {
      const phone = normalizeMsisdn(body.login);
      const email = body.login.includes('@') ? body.login.toLowerCase() : null;
      await limitCommitted(tenant.id, `login:ip:${client.ip}`, deps.limitsPerIp.login, 15 * minute);
      await limitCommitted(
        tenant.id,
        `login:id:${(email ?? phone ?? body.login).slice(0, 100)}`,
        deps.loginLimitPerAccount,
        15 * minute,
      );
      const account = await database.withTenant(tenant.id, (tx) =>
        findAccountByLogin(tx, tenant.id, { phone: email ? null : phone, email }),
      );
      // Once the login names an account, its wrong tries count against the account, whichever phone or e-mail was
      // typed, in the limit its other secrets share. An unknown login costs the same hash, so timing tells nothing.
      const passwordOk = account
        ? await checkAccountSecret(deps, tenant.id, account.id, () => verifySecret(body.password, account.passwordHash))
        : await verifySecret(body.password, await dummySecretHash()).then(() => false);
      if (!account || !passwordOk) throw accountErrors.loginFailed();
      const now = clock.now();
      let restored = false;
      if (account.status === 'deleted') {
        const deletedAt = account.deletedAt?.getTime() ?? 0;
        if (now.getTime() - deletedAt > deletedAccountRecoveryMs) throw accountErrors.deletedContactCs();
        restored = true;
      }
      if (!account.emailVerifiedAt) throw accountErrors.emailNotVerified();

      return database.withTenant(tenant.id, async (tx) => {
        if (restored) await updateAccount(tx, tenant.id, account.id, { status: 'active', deletedAt: null });
        const keyHash = sha256(client.deviceKey);
        const label = deviceLabel(client.userAgent);
        const existing = await findDevice(tx, tenant.id, account.id, keyHash);
        if (existing?.status === 'blocked') throw accountErrors.deviceBlocked();
        const trusted = existing?.status === 'trusted' || (await countTrustedDevices(tx, tenant.id, account.id)) === 0;
        if (trusted) {
          const device = await upsertDevice(tx, {
            tenantId: tenant.id,
            accountId: account.id,
            keyHash,
            label,
            ip: client.ip,
            status: 'trusted',
            decidedAt: existing?.decidedAt ?? now,
            lastActivityAt: now,
            createdAt: now,
          });
          const sessionToken = await startSession(tx, tenant.id, account.id, device.id);
          return { status: 'authenticated', sessionToken, accountId: account.id, restored };
        }
        const requestId = randomUUID();
        await upsertDevice(tx, {
          tenantId: tenant.id,
          accountId: account.id,
          keyHash,
          label,
          ip: client.ip,
          status: 'pending',
          requestId,
          requestExpiresAt: new Date(now.getTime() + loginApprovalWindowMs),
          lastActivityAt: now,
          createdAt: now,
        });
        // The trusted devices are told (inbox and an urgent push) so someone is there to approve it in time.
        await queue.events.emit(tx, {
          type: 'device.login-requested',
          tenantId: tenant.id,
          accountId: account.id,
          at: now.toISOString(),
          requestId,
          device: label,
          ip: client.ip,
          expiresAt: new Date(now.getTime() + loginApprovalWindowMs).toISOString(),
        });
        return { status: 'approval_required', requestId };
      });
    },

    /**
     * The waiting device asks how its login request went. Only the device that made the request (same device
     * cookie) learns it, and an approval turns into exactly one session.
     */
    async loginRequestStatus(
      tenant: Tenant,
      requestId: string,
      deviceKey: string,
    ): Promise<
      { status: 'pending' | 'rejected' | 'expired' } | { status: 'approved'; sessionToken: string; accountId: string }
    > {
      return database.withTenant(tenant.id, async (tx) => {
        const device = await findDeviceByRequest(tx, tenant.id, requestId);
        if (!device || device.keyHash !== sha256(deviceKey)) throw accountErrors.deviceNotFound();
        if (device.status === 'blocked') return { status: 'rejected' };
        if (device.status === 'trusted') {
          const claimed = await updateDevice(
            tx,
            tenant.id,
            device.id,
            { requestId: null, requestExpiresAt: null },
            'trusted',
          );
          if (!claimed) return { status: 'expired' };
          const sessionToken = await startSession(tx, tenant.id, device.accountId, device.id);
          return { status: 'approved', sessionToken, accountId: device.accountId };
        }
        if (device.status !== 'pending' || !device.requestExpiresAt || device.requestExpiresAt <= clock.now()) {
          return { status: 'expired' };
        }
        return { status: 'pending' };
      });
    },

    async logout(auth: AuthContext): Promise<void> {
      await database.withTenant(auth.tenantId, (tx) =>
        revokeSessions(tx, auth.tenantId, { accountId: auth.accountId, tokenHash: auth.sessionTokenHash }, clock.now()),
      );
    },

    /** ACC-03: the same answer whether or not an account has that e-mail. */
    async forgotPassword(tenant: Tenant, email: string, client: ClientInfo): Promise<void> {
      await limitCommitted(tenant.id, `forgot:ip:${client.ip}`, 10, 60 * minute);
      await database.withTenant(tenant.id, async (tx) => {
        const account = await findAccountByLogin(tx, tenant.id, { phone: null, email });
        if (!account || account.status === 'deleted') return;
        const token = newToken();
        await insertToken(tx, {
          tenantId: tenant.id,
          tokenHash: sha256(token),
          accountId: account.id,
          purpose: 'reset_password',
          expiresAt: new Date(clock.now().getTime() + resetTokenMs),
          createdAt: clock.now(),
        });
        const link = `${client.origin}/auth/reset-password?token=${token}`;
        await queue.enqueue(
          tx,
          sendEmailJob,
          resetEmail(client.locale, account.email, { name: account.name, brand: tenant.brandName }, link),
        );
      });
    },

    /** A reset ends every session: whoever knew the old password is out. */
    async resetPassword(tenant: Tenant, body: z.output<typeof resetPasswordBody>): Promise<void> {
      const passwordHash = await hashSecret(body.password);
      await database.withTenant(tenant.id, async (tx) => {
        const accountId = await consumeToken(tx, tenant.id, sha256(body.token), 'reset_password', clock.now());
        if (!accountId) throw accountErrors.verificationInvalid();
        const account = await findAccountById(tx, tenant.id, accountId);
        await updateAccount(tx, tenant.id, accountId, {
          passwordHash,
          passwordChangedAt: clock.now(),
          // Opening the link proves the mailbox is theirs.
          emailVerifiedAt: account?.emailVerifiedAt ?? clock.now(),
        });
        await revokeSessions(tx, tenant.id, { accountId }, clock.now());
      });
    },

    /** Implements the platform's Authenticator: the live session of this cookie, if any. */
    async authenticate(tenant: Tenant, sessionToken: string | undefined): Promise<AuthContext | null> {
      if (!sessionToken || sessionToken.length > 100) return null;
      const tokenHash = sha256(sessionToken);
      const now = clock.now();
      // One statement, by the token's hash within this tenant (decision 028); a write only every few minutes.
      const found = await database.lookup((db) =>
        findLiveSession(db, tenant.id, tokenHash, now, new Date(now.getTime() - sessionPolicy.idleMs)),
      );
      if (!found || found.account.status === 'deleted') return null;
      if (now.getTime() - found.session.lastSeenAt.getTime() > sessionPolicy.touchEveryMs) {
        await database.withTenant(tenant.id, async (tx) => {
          await touchSession(tx, tenant.id, tokenHash, now);
          await updateDevice(tx, tenant.id, found.session.deviceId, { lastActivityAt: now });
        });
      }
      return {
        accountId: found.account.id,
        tenantId: tenant.id,
        role: found.account.role,
        status: found.account.status,
        permissions: permissionsOf(found.account),
        channel: 'web',
        sessionTokenHash: tokenHash,
        deviceId: found.session.deviceId,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
