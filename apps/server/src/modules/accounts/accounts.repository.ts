import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { queryText, type Db, type Tx } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import {
  accountTokens,
  accounts,
  addresses,
  contacts,
  devices,
  phoneOtps,
  sessions,
} from '../../db/schema/accounts.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OtpRow = typeof phoneOtps.$inferSelect;

export async function findAccountById(tx: Tx, tenantId: string, id: string): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, id)));
  return row ?? null;
}

/** Locks the account's row until the transaction ends (`for update`): serialises work on one account. */
export async function lockAccountRow(tx: Tx, tenantId: string, accountId: string): Promise<void> {
  await tx.execute(sql`select 1 from accounts where tenant_id = ${tenantId} and id = ${accountId} for update`);
}

/** This transaction's commit returns before its WAL reaches the disk (`set local`: only this transaction). */
export async function commitWithoutWaitingForDisk(tx: Tx): Promise<void> {
  await tx.execute(sql`set local synchronous_commit = off`);
}

export async function findAccountByLogin(
  tx: Tx,
  tenantId: string,
  login: { phone: string | null; email: string | null },
): Promise<AccountRow | null> {
  const conditions = [
    ...(login.phone ? [eq(accounts.phone, login.phone)] : []),
    ...(login.email ? [eq(accounts.email, login.email)] : []),
  ];
  if (conditions.length === 0) return null;
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), or(...conditions)))
    .limit(1);
  return row ?? null;
}

export async function findAccountByReferralCode(tx: Tx, tenantId: string, code: string): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.referralCode, code)));
  return row ?? null;
}

export async function emailOrPhoneTaken(
  tx: Tx,
  tenantId: string,
  email: string,
  phone: string,
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await tx
    .select({ email: accounts.email, phone: accounts.phone })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), or(eq(accounts.email, email), eq(accounts.phone, phone))));
  return { email: rows.some((row) => row.email === email), phone: rows.some((row) => row.phone === phone) };
}

export async function insertAccount(tx: Tx, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await tx.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export async function updateAccount(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof accounts.$inferInsert>,
): Promise<AccountRow | null> {
  const [row] = await tx
    .update(accounts)
    .set({ ...values, updatedAt: values.updatedAt ?? sql`now()` })
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, id)))
    .returning();
  return row ?? null;
}

// Devices and sessions

export async function findDevice(tx: Tx, tenantId: string, accountId: string, keyHash: string) {
  const [row] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.accountId, accountId), eq(devices.keyHash, keyHash)));
  return row ?? null;
}

export async function findDeviceById(tx: Tx, tenantId: string, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.accountId, accountId), eq(devices.id, id)));
  return row ?? null;
}

export async function findDeviceByRequest(tx: Tx, tenantId: string, requestId: string) {
  const [row] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.requestId, requestId)));
  return row ?? null;
}

export async function countTrustedDevices(tx: Tx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.accountId, accountId), eq(devices.status, 'trusted')));
  return Number(row?.n ?? 0);
}

export async function upsertDevice(
  tx: Tx,
  values: typeof devices.$inferInsert & { tenantId: string; accountId: string; keyHash: string },
): Promise<DeviceRow> {
  const [row] = await tx
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({
      target: [devices.tenantId, devices.accountId, devices.keyHash],
      set: {
        status: values.status,
        label: values.label,
        ip: values.ip,
        requestId: values.requestId ?? null,
        requestExpiresAt: values.requestExpiresAt ?? null,
        decidedAt: values.decidedAt ?? null,
        lastActivityAt: values.lastActivityAt ?? null,
      },
    })
    .returning();
  if (!row) throw new Error('device upsert returned nothing');
  return row;
}

export async function updateDevice(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<typeof devices.$inferInsert>,
  onlyWhenStatus?: DeviceRow['status'],
): Promise<DeviceRow | null> {
  const [row] = await tx
    .update(devices)
    .set(values)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        eq(devices.id, id),
        ...(onlyWhenStatus ? [eq(devices.status, onlyWhenStatus)] : []),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listDevices(tx: Tx, tenantId: string, accountId: string): Promise<DeviceRow[]> {
  return tx
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.accountId, accountId)))
    .orderBy(desc(devices.createdAt));
}

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(values);
}

export async function findLiveSession(
  tx: Tx | Db,
  tenantId: string,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<{ session: SessionRow; account: AccountRow } | null> {
  const [row] = await queryText<{ session: Record<string, unknown>; account: Record<string, unknown> }>(
    tx,
    liveSessionText,
    [tenantId, tokenHash, now, idleSince],
  );
  const session = rowFromJson(sessions, row?.session ?? null);
  const account = rowFromJson(accounts, row?.account ?? null);
  return session && account ? { session, account } : null;
}

// Every authenticated request asks this (decision 028): a fixed text, prepared once per connection.
const liveSessionText = `
  select to_jsonb(s) as session, to_jsonb(a) as account
  from sessions s join accounts a on a.tenant_id = s.tenant_id and a.id = s.account_id
  where s.tenant_id = $1 and s.token_hash = $2 and s.revoked_at is null and s.expires_at > $3 and s.last_seen_at > $4`;

export async function touchSession(tx: Tx, tenantId: string, tokenHash: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)));
}

export async function revokeSessions(
  tx: Tx,
  tenantId: string,
  filter: { accountId: string; deviceId?: string; exceptTokenHash?: string; tokenHash?: string },
  now: Date,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.accountId, filter.accountId),
        isNull(sessions.revokedAt),
        ...(filter.deviceId ? [eq(sessions.deviceId, filter.deviceId)] : []),
        ...(filter.tokenHash ? [eq(sessions.tokenHash, filter.tokenHash)] : []),
        ...(filter.exceptTokenHash ? [ne(sessions.tokenHash, filter.exceptTokenHash)] : []),
      ),
    );
}

export async function liveSessionDeviceIds(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ deviceId: sessions.deviceId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return rows.map((row) => row.deviceId);
}

// E-mail tokens

export async function insertToken(tx: Tx, values: typeof accountTokens.$inferInsert): Promise<void> {
  await tx.insert(accountTokens).values(values);
}

/** Marks a live token used and returns its account; single use even under concurrent clicks. */
export async function consumeToken(
  tx: Tx,
  tenantId: string,
  tokenHash: string,
  purpose: 'verify_email' | 'reset_password',
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tenantId, tenantId),
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId ?? null;
}

// Phone OTP

export async function countOtpSendsSince(tx: Tx, tenantId: string, accountId: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(phoneOtps)
    .where(and(eq(phoneOtps.tenantId, tenantId), eq(phoneOtps.accountId, accountId), gt(phoneOtps.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertOtp(tx: Tx, values: typeof phoneOtps.$inferInsert): Promise<OtpRow> {
  const [row] = await tx.insert(phoneOtps).values(values).returning();
  if (!row) throw new Error('otp insert returned nothing');
  return row;
}

export async function deleteOtp(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(phoneOtps).where(and(eq(phoneOtps.tenantId, tenantId), eq(phoneOtps.id, id)));
}

export async function latestOtp(tx: Tx, tenantId: string, accountId: string): Promise<OtpRow | null> {
  const [row] = await tx
    .select()
    .from(phoneOtps)
    .where(and(eq(phoneOtps.tenantId, tenantId), eq(phoneOtps.accountId, accountId)))
    .orderBy(desc(phoneOtps.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateOtp(tx: Tx, tenantId: string, id: string, values: Partial<typeof phoneOtps.$inferInsert>) {
  await tx
    .update(phoneOtps)
    .set(values)
    .where(and(eq(phoneOtps.tenantId, tenantId), eq(phoneOtps.id, id)));
}

// Contacts and address

export async function listContacts(tx: Tx, tenantId: string, accountId: string): Promise<ContactRow[]> {
  return tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.accountId, accountId)))
    .orderBy(contacts.name);
}

export async function insertContact(tx: Tx, values: typeof contacts.$inferInsert): Promise<ContactRow | null> {
  const [row] = await tx
    .insert(contacts)
    .values(values)
    .onConflictDoNothing({ target: [contacts.tenantId, contacts.accountId, contacts.type, contacts.number] })
    .returning();
  return row ?? null;
}

export async function findContactDuplicate(
  tx: Tx,
  tenantId: string,
  accountId: string,
  contact: { type: string; number: string },
  exceptId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        eq(contacts.accountId, accountId),
        eq(contacts.type, contact.type),
        eq(contacts.number, contact.number),
        ne(contacts.id, exceptId),
      ),
    );
  return Boolean(row);
}

export async function updateContact(
  tx: Tx,
  tenantId: string,
  accountId: string,
  id: string,
  values: { number: string; name: string; type: string },
): Promise<ContactRow | null> {
  const [row] = await tx
    .update(contacts)
    .set(values)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.accountId, accountId), eq(contacts.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteContact(tx: Tx, tenantId: string, accountId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.accountId, accountId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

export async function findPrimaryAddress(tx: Tx, tenantId: string, accountId: string): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.tenantId, tenantId), eq(addresses.accountId, accountId)))
    .orderBy(desc(addresses.isPrimary), desc(addresses.createdAt))
    .limit(1);
  return row ?? null;
}

export async function saveAddress(
  tx: Tx,
  tenantId: string,
  accountId: string,
  existingId: string | null,
  values: Omit<typeof addresses.$inferInsert, 'tenantId' | 'accountId' | 'id'>,
): Promise<AddressRow> {
  if (existingId) {
    const [row] = await tx
      .update(addresses)
      .set(values)
      .where(and(eq(addresses.tenantId, tenantId), eq(addresses.id, existingId)))
      .returning();
    if (row) return row;
  }
  const [row] = await tx
    .insert(addresses)
    .values({ tenantId, accountId, ...values })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

/** The names of the tenant's accounts among `ids` (anything that is not an account id is skipped), in one read. */
export async function namesOf(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => /^[0-9a-f-]{36}$/.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), inArray(accounts.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
