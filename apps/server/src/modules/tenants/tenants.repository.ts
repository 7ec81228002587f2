import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { parseTenantSettings, tenantSettingKeys } from '@konter/shared/tenants/settings';
import type { Db, Tx } from '../../db/client.ts';
import { tenantHosts, tenantProviderCredentials, tenants, type CredentialProvider } from '../../db/schema/tenants.ts';
import type { Tenant } from '../../platform/tenancy.ts';

// The providers a tenant may hold its own accounts with: the column's list, for the service to iterate.
export { credentialProviders, type CredentialProvider } from '../../db/schema/tenants.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
type Runner = Db | Tx;

/** The channel on which a change to a tenant is announced to every process (their caches drop it). */
export const tenantsChannel = 'konter_tenants';

/** A row as the code sees it: its settings parsed, every default filled in (decision 027). */
export function toTenant(row: TenantRow): Tenant {
  const settings = parseTenantSettings(
    Object.fromEntries(tenantSettingKeys.map((key) => [key, row[key]])) as Record<string, unknown>,
  );
  return { ...row, ...settings };
}

export async function findTenantByHost(runner: Runner, host: string): Promise<Tenant | null> {
  const [row] = await runner
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.host, host))
    .limit(1);
  return row ? toTenant(row.tenant) : null;
}

export async function findTenantById(runner: Runner, id: string): Promise<Tenant | null> {
  const [row] = await runner.select().from(tenants).where(eq(tenants.id, id));
  return row ? toTenant(row) : null;
}

/** The row as stored, settings unparsed: a change merges into what the tenant chose, not into the defaults. */
export async function findTenantRow(runner: Runner, id: string): Promise<TenantRow | null> {
  const [row] = await runner.select().from(tenants).where(eq(tenants.id, id));
  return row ?? null;
}

export async function findTenantBySlug(runner: Runner, slug: string): Promise<Tenant | null> {
  const [row] = await runner.select().from(tenants).where(eq(tenants.slug, slug));
  return row ? toTenant(row) : null;
}

export async function listTenants(runner: Runner, filter: { active?: boolean } = {}): Promise<Tenant[]> {
  const rows = await runner
    .select()
    .from(tenants)
    .where(filter.active === undefined ? undefined : eq(tenants.active, filter.active))
    .orderBy(asc(tenants.slug));
  return rows.map(toTenant);
}

/** Inserts the tenant unless its slug exists; returns the row either way. */
export async function insertTenant(tx: Tx, values: NewTenantRow): Promise<{ row: TenantRow; created: boolean }> {
  const [inserted] = await tx.insert(tenants).values(values).onConflictDoNothing({ target: tenants.slug }).returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx.select().from(tenants).where(eq(tenants.slug, values.slug));
  if (!existing) throw new Error(`tenant ${values.slug} neither inserted nor found`);
  return { row: existing, created: false };
}

/** Hosts already taken by another tenant are left to it; returns the hosts this tenant answers on now. */
export async function insertTenantHosts(tx: Tx, tenantId: string, hosts: string[]): Promise<string[]> {
  if (hosts.length > 0) {
    await tx
      .insert(tenantHosts)
      .values(hosts.map((host) => ({ host, tenantId })))
      .onConflictDoNothing({ target: tenantHosts.host });
  }
  return listTenantHosts(tx, tenantId);
}

/** Which tenant answers on each of `hosts` (hosts nobody has are absent). */
export async function findHostOwners(runner: Runner, hosts: string[]): Promise<{ host: string; tenantId: string }[]> {
  if (hosts.length === 0) return [];
  return runner
    .select({ host: tenantHosts.host, tenantId: tenantHosts.tenantId })
    .from(tenantHosts)
    .where(inArray(tenantHosts.host, hosts));
}

/** The tenant's hosts become exactly `hosts`; one another tenant holds is left to it (the caller checks the result). */
export async function replaceTenantHosts(tx: Tx, tenantId: string, hosts: string[]): Promise<string[]> {
  await tx.delete(tenantHosts).where(and(eq(tenantHosts.tenantId, tenantId), notInArray(tenantHosts.host, hosts)));
  return insertTenantHosts(tx, tenantId, hosts);
}

export async function listTenantHosts(runner: Runner, tenantId: string): Promise<string[]> {
  const rows = await runner
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(asc(tenantHosts.host));
  return rows.map((row) => row.host);
}

export async function updateTenantRow(
  tx: Tx,
  id: string,
  changes: Partial<Omit<NewTenantRow, 'id' | 'slug' | 'createdAt'>>,
  at: Date,
): Promise<TenantRow | null> {
  const [row] = await tx
    .update(tenants)
    .set({ ...changes, updatedAt: at })
    .where(eq(tenants.id, id))
    .returning();
  return row ?? null;
}

/** Queued in the caller's transaction: PostgreSQL delivers it on commit only, so no cache drops a rolled-back change. */
export async function notifyTenantChanged(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${tenantsChannel}, ${tenantId})`);
}

export type CredentialRow = typeof tenantProviderCredentials.$inferSelect;

export async function listCredentials(
  tx: Tx,
  tenantId: string,
  provider: CredentialProvider,
): Promise<CredentialRow[]> {
  return tx
    .select()
    .from(tenantProviderCredentials)
    .where(and(eq(tenantProviderCredentials.tenantId, tenantId), eq(tenantProviderCredentials.provider, provider)))
    .orderBy(asc(tenantProviderCredentials.label));
}

/** A gateway has one account per tenant: replaces whatever the tenant had for the provider. */
export async function replaceCredentials(
  tx: Tx,
  row: Omit<CredentialRow, 'createdAt' | 'updatedAt'>,
  at: Date,
  exclusive: boolean,
): Promise<void> {
  if (exclusive) {
    await tx
      .delete(tenantProviderCredentials)
      .where(
        and(eq(tenantProviderCredentials.tenantId, row.tenantId), eq(tenantProviderCredentials.provider, row.provider)),
      );
  }
  await tx
    .insert(tenantProviderCredentials)
    .values({ ...row, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [tenantProviderCredentials.tenantId, tenantProviderCredentials.provider, tenantProviderCredentials.label],
      set: { sealedSecrets: row.sealedSecrets, updatedAt: at },
    });
}

export async function deleteCredentials(tx: Tx, tenantId: string, provider: CredentialProvider): Promise<void> {
  await tx
    .delete(tenantProviderCredentials)
    .where(and(eq(tenantProviderCredentials.tenantId, tenantId), eq(tenantProviderCredentials.provider, provider)));
}
