import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { z } from 'zod';
import type {
  Account,
  Address,
  addressBody,
  changePasswordBody,
  Contact,
  contactBody,
  Device,
  pinResetBody,
  pinStoreBody,
  pinUpdateBody,
  UserSettings,
  userSettingsBody,
} from '@konter/shared/contracts/accounts';
import { userSettingsSchema } from '@konter/shared/contracts/accounts';
import type { Locale } from '@konter/shared/i18n/locales';
import { normalizeMsisdn } from '@konter/shared/phone/operators';
import { startOfJakartaDay } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import type { Providers } from '../../integrations/providers.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { imageSize } from '../../platform/image-size.ts';
import { clearAttempts, countAttempt } from '../../platform/rate-counter.ts';
import { hashSecret, numericCode, verifySecret, type PinHasher } from '../../platform/secrets.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { getHolderBalances } from '../ledger/index.ts';
import { otpMessage } from './accounts.emails.ts';
import { accountErrors } from './accounts.errors.ts';
import {
  commitWithoutWaitingForDisk,
  countOtpSendsSince,
  deleteContact,
  deleteOtp,
  findAccountById,
  findAccountByLogin,
  findContactDuplicate,
  findDeviceById,
  findPrimaryAddress,
  insertContact,
  insertOtp,
  latestOtp,
  listContacts,
  listDevices,
  liveSessionDeviceIds,
  lockAccountRow,
  revokeSessions,
  saveAddress,
  updateAccount,
  updateContact,
  updateDevice,
  updateOtp,
  type AccountRow,
  type AddressRow,
} from './accounts.repository.ts';
import { permissionsOf } from './permissions.ts';
import { checkAccountSecret, judgePinOnce, pinTryKeys } from './secret-checks.ts';

export const otpPolicy = { sendsPerDay: 3, sendsPerIpPerHour: 10, validForMs: 60_000, maxWrongTries: 5 } as const;
/**
 * ACC-04: most pixels an avatar's header may declare. A phone camera's photo is 12–50 MP but within the 2 MB file
 * limit a real photo stays far below 40 MP; decoding 40 MP takes 160 MB of RGBA, beyond that it is a decompression
 * bomb aimed at whatever renders it.
 */
export const avatarMaxMegapixels = 40;

export type AccountDeps = {
  database: Database;
  clock: Clock;
  providers: Providers;
  secret: string;
  /** Where the avatar goes (decision 029): the storage port, never the disk itself. */
  storage: FileStorage;
  pins: PinHasher;
  /** Domain events (decision 026): `account.deleted`. */
  events: DomainEvents;
};

export function toAccountResponse(
  account: AccountRow,
  balances: { deposit: number; cashback_wallet: number; agent_debt: number },
): Account {
  return {
    id: account.id,
    hp: account.phone,
    email: account.email,
    name: account.name,
    category: account.role,
    status: account.status,
    ...balances,
    email_notification: account.emailNotification,
    is_agen_mlo: account.isAgenMlo,
    ...account.courierFlags,
    avatar: account.avatarPath ? `/uploads/${account.avatarPath}` : null,
    referal_code: account.referralCode,
    permission: permissionsOf(account),
    font_size: userSettingsSchema.shape.font_size.catch('default').parse(account.fontSize),
    font_family: userSettingsSchema.shape.font_family.catch('system').parse(account.fontFamily),
    corner_roundness: userSettingsSchema.shape.corner_roundness.catch('normal').parse(account.cornerRoundness),
    display_preference: userSettingsSchema.shape.display_preference.catch('light').parse(account.displayPreference),
    user_permission_setting: account.userPermissionSetting,
    phone_verified_at: account.phoneVerifiedAt?.toISOString() ?? null,
    email_verified_at: account.emailVerifiedAt?.toISOString() ?? null,
    has_pin: account.pinHash !== null,
    developer_mode: account.developerMode,
  };
}

export function toAddress(row: AddressRow): Address {
  const address = {
    id: row.id,
    province: row.province,
    city: row.city,
    district: row.district,
    sub_district: row.subDistrict,
    postcode: row.postcode,
    detail: row.detail,
    primary: row.isPrimary,
  };
  const incomplete = [
    address.province,
    address.city,
    address.district,
    address.sub_district,
    address.postcode,
    address.detail,
  ].some((value) => value.trim() === '');
  return { ...address, incomplete };
}

export function createAccountService(deps: AccountDeps) {
  const { database, clock, providers } = deps;

  async function loadAccount(tx: Tx, auth: AuthContext): Promise<AccountRow> {
    const account = await findAccountById(tx, auth.tenantId, auth.accountId);
    if (!account) throw accountErrors.notRegistered();
    return account;
  }

  function otpHash(otpId: string, code: string): string {
    return createHmac('sha256', deps.secret).update(`otp:${otpId}:${code}`).digest('base64url');
  }

  /** Judges a PIN (decision 028); refuses with 'maximum PIN attempts' (429) once the window's tries are used up. */
  async function checkPin(tx: Tx, account: AccountRow, pin: string, wrong: () => Error) {
    if (!account.pinHash) throw accountErrors.pinNotSet();
    const verdict = await judgePinOnce(tx, deps, account, pin);
    // The wrong try must count even though the request fails: it is committed by the caller's handling below.
    if (verdict === 'wrong') throw Object.assign(wrong(), { commitAttempt: true });
  }

  /** Runs work in a tenant transaction, but keeps a counted wrong PIN even when the work throws for it. */
  async function withPinCheck<T>(auth: AuthContext, work: (tx: Tx) => Promise<T>): Promise<T> {
    let counted: Error | null = null;
    const result = await database.withTenant(auth.tenantId, async (tx) => {
      try {
        return await work(tx);
      } catch (error) {
        if (error instanceof Error && (error as { commitAttempt?: boolean }).commitAttempt) {
          counted = error;
          return null as T;
        }
        throw error;
      }
    });
    if (counted) throw counted;
    return result;
  }

  return {
    async get(auth: AuthContext): Promise<Account> {
      return database.withTenant(auth.tenantId, async (tx) => {
        const account = await loadAccount(tx, auth);
        return toAccountResponse(account, await getHolderBalances(tx, auth.tenantId, account.id));
      });
    },

    async getById(tenantId: string, accountId: string): Promise<Account> {
      return database.withTenant(tenantId, async (tx) => {
        const account = await findAccountById(tx, tenantId, accountId);
        if (!account) throw accountErrors.notRegistered();
        return toAccountResponse(account, await getHolderBalances(tx, tenantId, account.id));
      });
    },

    /** ACC-13: a registered number of this tenant, for deposit transfer. */
    async search(auth: AuthContext, hp: string): Promise<{ hp: string; name: string }> {
      const phone = normalizeMsisdn(hp);
      if (!phone) throw accountErrors.notRegistered();
      return database.withTenant(auth.tenantId, async (tx) => {
        const account = await findAccountByLogin(tx, auth.tenantId, { phone, email: null });
        if (!account || account.status !== 'active') throw accountErrors.notRegistered();
        return { hp: account.phone, name: account.name };
      });
    },

    async updateProfile(auth: AuthContext, name: string): Promise<Account> {
      return database.withTenant(auth.tenantId, async (tx) => {
        const account = await updateAccount(tx, auth.tenantId, auth.accountId, { name, updatedAt: clock.now() });
        if (!account) throw accountErrors.notRegistered();
        return toAccountResponse(account, await getHolderBalances(tx, auth.tenantId, account.id));
      });
    },

    async saveAvatar(auth: AuthContext, file: { mimetype: string; data: Buffer }): Promise<Account> {
      const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[file.mimetype];
      const magicOk =
        (file.mimetype === 'image/jpeg' && file.data[0] === 0xff && file.data[1] === 0xd8) ||
        (file.mimetype === 'image/png' && file.data.subarray(0, 4).toString('hex') === '89504e47') ||
        (file.mimetype === 'image/webp' && file.data.subarray(8, 12).toString('ascii') === 'WEBP');
      if (!extension || !magicOk || file.data.length > 2 * 1024 * 1024) throw accountErrors.avatarInvalid();
      // The header's pixel size, before anything (a browser, a resizer) decodes it: a forged one is refused.
      const format = ({ jpg: 'jpeg', png: 'png', webp: 'webp' } as const)[extension as 'jpg' | 'png' | 'webp'];
      const size = imageSize(format, file.data);
      if (!size) throw accountErrors.avatarInvalid();
      if (size.width * size.height > avatarMaxMegapixels * 1_000_000) {
        throw accountErrors.avatarTooManyPixels(avatarMaxMegapixels);
      }
      const relative = path.posix.join(
        'avatars',
        auth.tenantId,
        `${auth.accountId}-${clock.now().getTime()}.${extension}`,
      );
      await deps.storage.put(relative, file.data, file.mimetype);
      return database.withTenant(auth.tenantId, async (tx) => {
        const account = await updateAccount(tx, auth.tenantId, auth.accountId, { avatarPath: relative });
        if (!account) throw accountErrors.notRegistered();
        return toAccountResponse(account, await getHolderBalances(tx, auth.tenantId, account.id));
      });
    },

    /** ACC-05: old password right, new one different; every other session ends. */
    async changePassword(auth: AuthContext, body: z.output<typeof changePasswordBody>): Promise<void> {
      const account = await database.withTenant(auth.tenantId, (tx) => loadAccount(tx, auth));
      const right = await checkAccountSecret(deps, auth.tenantId, auth.accountId, () =>
        verifySecret(body.old_password, account.passwordHash),
      );
      if (!right) throw accountErrors.oldPasswordWrong();
      if (body.old_password === body.password) throw accountErrors.passwordSame();
      const passwordHash = await hashSecret(body.password);
      await database.withTenant(auth.tenantId, async (tx) => {
        await updateAccount(tx, auth.tenantId, auth.accountId, { passwordHash, passwordChangedAt: clock.now() });
        await revokeSessions(
          tx,
          auth.tenantId,
          { accountId: auth.accountId, exceptTokenHash: auth.sessionTokenHash },
          clock.now(),
        );
      });
    },

    async getAddress(auth: AuthContext): Promise<Address | null> {
      return database.withTenant(auth.tenantId, async (tx) => {
        const row = await findPrimaryAddress(tx, auth.tenantId, auth.accountId);
        return row ? toAddress(row) : null;
      });
    },

    async saveAddress(auth: AuthContext, body: z.output<typeof addressBody>): Promise<Address> {
      return database.withTenant(auth.tenantId, async (tx) => {
        const existing = await findPrimaryAddress(tx, auth.tenantId, auth.accountId);
        const row = await saveAddress(tx, auth.tenantId, auth.accountId, existing?.id ?? null, {
          province: body.province,
          city: body.city,
          district: body.district,
          subDistrict: body.sub_district,
          postcode: body.postcode,
          detail: body.detail,
          isPrimary: true,
        });
        return toAddress(row);
      });
    },

    async getSettings(auth: AuthContext): Promise<UserSettings> {
      const account = await database.withTenant(auth.tenantId, (tx) => loadAccount(tx, auth));
      return userSettingsSchema.parse({
        ...toAccountResponse(account, { deposit: 0, cashback_wallet: 0, agent_debt: 0 }),
        email_notification: account.emailNotification,
      });
    },

    async saveSettings(auth: AuthContext, body: z.output<typeof userSettingsBody>): Promise<UserSettings> {
      await database.withTenant(auth.tenantId, (tx) =>
        updateAccount(tx, auth.tenantId, auth.accountId, {
          ...(body.font_size ? { fontSize: body.font_size } : {}),
          ...(body.font_family ? { fontFamily: body.font_family } : {}),
          ...(body.corner_roundness ? { cornerRoundness: body.corner_roundness } : {}),
          ...(body.display_preference ? { displayPreference: body.display_preference } : {}),
          ...(body.email_notification === undefined ? {} : { emailNotification: body.email_notification }),
        }),
      );
      return this.getSettings(auth);
    },

    async listContacts(auth: AuthContext): Promise<Contact[]> {
      const rows = await database.withTenant(auth.tenantId, (tx) => listContacts(tx, auth.tenantId, auth.accountId));
      return rows.map((row) => ({ id: row.id, number: row.number, name: row.name, type: row.type }));
    },

    /** ACC-06: the same number and type twice is 'Contact is Duplicate'. */
    async addContact(auth: AuthContext, body: z.output<typeof contactBody>): Promise<Contact> {
      const row = await database.withTenant(auth.tenantId, (tx) =>
        insertContact(tx, { tenantId: auth.tenantId, accountId: auth.accountId, ...body, createdAt: clock.now() }),
      );
      if (!row) throw accountErrors.contactDuplicate();
      return { id: row.id, number: row.number, name: row.name, type: row.type };
    },

    async editContact(auth: AuthContext, id: string, body: z.output<typeof contactBody>): Promise<Contact> {
      return database.withTenant(auth.tenantId, async (tx) => {
        if (await findContactDuplicate(tx, auth.tenantId, auth.accountId, body, id))
          throw accountErrors.contactDuplicate();
        const row = await updateContact(tx, auth.tenantId, auth.accountId, id, body);
        if (!row) throw accountErrors.contactNotFound();
        return { id: row.id, number: row.number, name: row.name, type: row.type };
      });
    },

    async deleteContact(auth: AuthContext, id: string): Promise<void> {
      const deleted = await database.withTenant(auth.tenantId, (tx) =>
        deleteContact(tx, auth.tenantId, auth.accountId, id),
      );
      if (!deleted) throw accountErrors.contactNotFound();
    },

    /** ACC-10: only with a deposit balance of 0; restorable by logging in within 7 days. */
    async deleteAccount(auth: AuthContext, password: string): Promise<void> {
      const account = await database.withTenant(auth.tenantId, (tx) => loadAccount(tx, auth));
      const right = await checkAccountSecret(deps, auth.tenantId, auth.accountId, () =>
        verifySecret(password, account.passwordHash),
      );
      if (!right) throw accountErrors.wrongPassword();
      await database.withTenant(auth.tenantId, async (tx) => {
        const balances = await getHolderBalances(tx, auth.tenantId, auth.accountId);
        if (balances.deposit !== 0) throw accountErrors.balanceNotZero();
        await updateAccount(tx, auth.tenantId, auth.accountId, { status: 'deleted', deletedAt: clock.now() });
        await revokeSessions(tx, auth.tenantId, { accountId: auth.accountId }, clock.now());
        await deps.events.emit(tx, {
          type: 'account.deleted',
          tenantId: auth.tenantId,
          accountId: auth.accountId,
          at: clock.now().toISOString(),
        });
      });
    },

    async listDevices(auth: AuthContext): Promise<Device[]> {
      return database.withTenant(auth.tenantId, async (tx) => {
        const now = clock.now();
        const rows = await listDevices(tx, auth.tenantId, auth.accountId);
        const live = new Set(await liveSessionDeviceIds(tx, auth.tenantId, auth.accountId, now));
        return rows
          .filter((row) => row.status !== 'pending' || (row.requestExpiresAt && row.requestExpiresAt > now))
          .map((row) => ({
            id: row.id,
            device: row.label,
            from: row.ip,
            time: row.createdAt.toISOString(),
            last_activity: row.lastActivityAt?.toISOString() ?? null,
            trusted: row.status === 'trusted',
            state:
              row.id === auth.deviceId
                ? 'current'
                : row.status === 'pending'
                  ? 'new_login_attempt'
                  : row.status === 'blocked'
                    ? 'blocked'
                    : row.status === 'trusted' && live.has(row.id)
                      ? 'active'
                      : 'logged_out',
          }));
      });
    },

    /**
     * ACC-08: only a trusted device (a session exists only on one) decides on a pending login. A blocked device can
     * be unblocked: it is then like a signed-out one, so its next login asks for approval again (never trusted).
     */
    async decideDevice(
      auth: AuthContext,
      id: string,
      action: 'accept' | 'reject' | 'revoke' | 'unblock',
    ): Promise<void> {
      await database.withTenant(auth.tenantId, async (tx) => {
        const device = await findDeviceById(tx, auth.tenantId, auth.accountId, id);
        if (!device) throw accountErrors.deviceNotFound();
        const now = clock.now();
        if (action === 'revoke') {
          if (device.id === auth.deviceId || device.status !== 'trusted') throw accountErrors.deviceNotFound();
          await updateDevice(tx, auth.tenantId, device.id, { status: 'revoked', decidedAt: now });
          await revokeSessions(tx, auth.tenantId, { accountId: auth.accountId, deviceId: device.id }, now);
          return;
        }
        if (action === 'unblock') {
          if (device.status !== 'blocked') throw accountErrors.deviceNotFound();
          await updateDevice(tx, auth.tenantId, device.id, { status: 'revoked', decidedAt: now }, 'blocked');
          return;
        }
        if (device.status !== 'pending' || !device.requestExpiresAt || device.requestExpiresAt <= now) {
          throw accountErrors.deviceNotFound();
        }
        const updated = await updateDevice(
          tx,
          auth.tenantId,
          device.id,
          action === 'accept' ? { status: 'trusted', decidedAt: now } : { status: 'blocked', decidedAt: now },
          'pending',
        );
        if (!updated) throw accountErrors.deviceNotFound();
      });
    },

    async storePin(auth: AuthContext, body: z.output<typeof pinStoreBody>): Promise<void> {
      const pinHash = deps.pins.hash(body.pin);
      await database.withTenant(auth.tenantId, async (tx) => {
        const account = await loadAccount(tx, auth);
        if (account.pinHash) throw accountErrors.pinAlreadySet();
        await updateAccount(tx, auth.tenantId, auth.accountId, { pinHash });
      });
    },

    /** ACC-07: 'Kode PIN Salah'; after five wrong tries in 15 minutes, 429 'maximum PIN attempts'. */
    async verifyPin(auth: AuthContext, pin: string): Promise<void> {
      await withPinCheck(auth, async (tx) => {
        const account = await loadAccount(tx, auth);
        await checkPin(tx, account, pin, accountErrors.pinWrong);
        // A right PIN only cleared its own count, nothing worth waiting for the disk (every purchase asks for it): a
        // crash could at most bring back this window's earlier wrong tries. A wrong one still commits durably.
        await commitWithoutWaitingForDisk(tx);
      });
    },

    async updatePin(auth: AuthContext, body: z.output<typeof pinUpdateBody>): Promise<void> {
      const pinHash = deps.pins.hash(body.pin);
      await withPinCheck(auth, async (tx) => {
        const account = await loadAccount(tx, auth);
        await checkPin(tx, account, body.old_pin, accountErrors.oldPinWrong);
        await updateAccount(tx, auth.tenantId, auth.accountId, { pinHash });
      });
    },

    /**
     * A forgotten PIN is replaced after proving the password, under the account's shared limit: the session alone
     * can neither guess the password here nor clear a PIN lock-out.
     */
    async resetPin(auth: AuthContext, body: z.output<typeof pinResetBody>): Promise<void> {
      const account = await database.withTenant(auth.tenantId, (tx) => loadAccount(tx, auth));
      const right = await checkAccountSecret(deps, auth.tenantId, auth.accountId, () =>
        verifySecret(body.password, account.passwordHash),
      );
      if (!right) throw accountErrors.wrongPassword();
      const pinHash = deps.pins.hash(body.pin);
      await database.withTenant(auth.tenantId, async (tx) => {
        await updateAccount(tx, auth.tenantId, auth.accountId, { pinHash });
        await clearAttempts(tx, auth.tenantId, pinTryKeys(auth.accountId, clock.now()).pinTry.key);
      });
    },

    /**
     * ACC-09: a 6-digit code by WhatsApp, three sends per Jakarta day, valid 60 s. Sent right away (not queued) so
     * the person learns at once when the number cannot receive it; a failed send does not count.
     */
    async sendPhoneOtp(tenant: Tenant, auth: AuthContext, locale: Locale, ip: string): Promise<void> {
      const now = clock.now();
      // Besides three per account and day: one address cannot make many accounts send codes (SMS-pumping style).
      const perIp = await database.withTenant(auth.tenantId, (tx) =>
        countAttempt(tx, auth.tenantId, `otp:ip:${ip}`, {
          limit: otpPolicy.sendsPerIpPerHour,
          windowMs: 60 * 60_000,
          now,
        }),
      );
      if (!perIp.allowed) throw accountErrors.tooManyAttempts(perIp.retryAfterSeconds);
      const { otp, phone, code } = await database.withTenant(auth.tenantId, async (tx) => {
        const account = await loadAccount(tx, auth);
        if (account.phoneVerifiedAt) throw accountErrors.phoneAlreadyVerified();
        // Serialises concurrent sends for one account so the daily count cannot be overrun.
        await lockAccountRow(tx, auth.tenantId, auth.accountId);
        const sent = await countOtpSendsSince(tx, auth.tenantId, auth.accountId, startOfJakartaDay(now));
        if (sent >= otpPolicy.sendsPerDay) throw accountErrors.otpLimit();
        const newCode = numericCode(6);
        const row = await insertOtp(tx, {
          tenantId: auth.tenantId,
          accountId: auth.accountId,
          phone: account.phone,
          codeHash: 'pending',
          expiresAt: new Date(now.getTime() + otpPolicy.validForMs),
          createdAt: now,
        });
        await updateOtp(tx, auth.tenantId, row.id, { codeHash: otpHash(row.id, newCode) });
        return { otp: row, phone: account.phone, code: newCode };
      });
      try {
        const whatsapp = await providers.whatsappFor(auth.tenantId);
        await whatsapp.sendText(phone, otpMessage(locale, { code, brand: tenant.brandName }));
      } catch {
        await database.withTenant(auth.tenantId, (tx) => deleteOtp(tx, auth.tenantId, otp.id));
        throw accountErrors.otpSendFailed();
      }
    },

    async verifyPhoneOtp(auth: AuthContext, code: string): Promise<void> {
      const right = await checkAccountSecret(deps, auth.tenantId, auth.accountId, async (tx) => {
        const otp = await latestOtp(tx, auth.tenantId, auth.accountId);
        const now = clock.now();
        if (!otp || otp.usedAt || otp.expiresAt <= now || otp.failedAttempts >= otpPolicy.maxWrongTries) {
          return false;
        }
        if (otp.codeHash !== otpHash(otp.id, code)) {
          await updateOtp(tx, auth.tenantId, otp.id, { failedAttempts: otp.failedAttempts + 1 });
          return false;
        }
        await updateOtp(tx, auth.tenantId, otp.id, { usedAt: now });
        await updateAccount(tx, auth.tenantId, auth.accountId, { phoneVerifiedAt: now });
        return true;
      });
      if (!right) throw accountErrors.otpInvalid();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
