import type { Role } from '@konter/shared/contracts/accounts';
import type { Tx } from '../../db/client.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { findAccountByLogin, insertAccount, updateAccount } from './accounts.repository.ts';
import { uniqueReferralCode } from './auth.service.ts';

export type FirstAdmin = { name: string; phone: string; email: string; password: string };

async function insertStaff(
  tx: Tx,
  tenantId: string,
  person: FirstAdmin,
  now: Date,
  access: { role: Role; grants: string[] },
): Promise<{ id: string }> {
  const account = await insertAccount(tx, {
    tenantId,
    name: person.name,
    email: person.email,
    phone: person.phone,
    passwordHash: await hashSecret(person.password),
    role: access.role,
    grants: access.grants,
    referralCode: await uniqueReferralCode(tx, tenantId),
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { id: account.id };
}

/**
 * A new tenant's first admin (decision 034), written in the transaction that creates the tenant, so a tenant never
 * exists without someone who can run it. The platform owner typed its e-mail, so it counts as verified; the phone is
 * verified by the admin like any account's, and the PIN is set on the first purchase screen.
 */
export async function insertFirstAdmin(
  tx: Tx,
  tenantId: string,
  admin: FirstAdmin,
  now: Date,
): Promise<{ id: string }> {
  return insertStaff(tx, tenantId, admin, now, { role: 'admin', grants: [] });
}

/**
 * The platform owner (decision 034): an account of the platform tenant holding `permission`, which no admin can
 * grant. Only the CLI calls this. An account already there with the phone or e-mail gets the grant (its password is
 * left as it is); otherwise a member with the grant is created.
 */
export async function grantPlatformOwner(
  tx: Tx,
  tenantId: string,
  owner: FirstAdmin,
  permission: string,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const existing = await findAccountByLogin(tx, tenantId, { phone: owner.phone, email: owner.email });
  if (existing) {
    const grants = [...new Set([...existing.grants, permission])].sort();
    await updateAccount(tx, tenantId, existing.id, { grants, status: 'active', updatedAt: now });
    return { id: existing.id, created: false };
  }
  return { ...(await insertStaff(tx, tenantId, owner, now, { role: 'member', grants: [permission] })), created: true };
}
