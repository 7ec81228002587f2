import type { Locale } from '@konter/shared/i18n/locales';
import { tenantSettingKeys, tenantSettingsSchema, type TenantSettingsInput } from '@konter/shared/tenants/settings';
import type { Database, Tx } from '../../db/client.ts';
import type { OwnAccountProvider, TenantGatewayAccounts, TenantSupplierAccount } from '../../integrations/providers.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChannelHandler } from '../../platform/realtime.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { openSecrets, sealSecrets } from './credential-cipher.ts';
import { TenantCache } from './tenants.cache.ts';
import {
  credentialProviders,
  deleteCredentials,
  findTenantByHost,
  findTenantById,
  findTenantBySlug,
  findHostOwners,
  findTenantRow,
  insertTenant,
  insertTenantHosts,
  listCredentials,
  listTenantHosts,
  notifyTenantChanged,
  replaceCredentials,
  replaceTenantHosts,
  tenantsChannel,
  toTenant,
  updateTenantRow,
  type CredentialProvider,
} from './tenants.repository.ts';
import { z } from 'zod';
import { providerSecretSchemas, type ProviderSecrets } from '@konter/shared/contracts/admin-credentials';

export type NewTenant = {
  slug: string;
  brandName: string;
  /** Host names without port; one already taken by another tenant stays with it. */
  hosts: string[];
  logoUrl?: string | null;
  locale?: Locale;
  agentDebtEnabled?: boolean;
  whitelistedEmail?: string | null;
  active?: boolean;
  /** The installation's own tenant (decision 034): only the seed and the CLI create it. */
  platform?: boolean;
  /** What the tenant sets; every field left out takes its default from the shared schemas. */
  settings?: TenantSettingsInput;
};

/** What may change after creation; a settings column given is replaced whole (its missing fields take defaults). */
export type TenantChanges = Partial<Omit<NewTenant, 'slug' | 'hosts' | 'platform'>>;

const slugSchema = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);

/** The settings as they are written: checked whole by the shared schemas first, so a wrong value never lands. */
function settingsToStore(settings: TenantSettingsInput | undefined) {
  tenantSettingsSchema.parse(settings ?? {});
  const given = settings ?? {};
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

/**
 * The one way to create a tenant (the demo seed, tests, the platform owner's form): its row with brand and settings,
 * and its hosts, in one transaction; announced to every process. Idempotent by slug: an existing tenant is returned
 * as it is (with any new hosts added). The ledger's house accounts need no setup: they open with their first entry.
 */
export async function createTenant(
  database: Database,
  clock: Clock,
  input: NewTenant,
): Promise<{ tenant: Tenant; hosts: string[]; created: boolean }> {
  return database.withSystem((tx) => createTenantIn(tx, clock, input));
}

/**
 * `createTenant` inside the caller's system transaction, so a caller can create more with the tenant (its pricing,
 * its first admin: the platform module's provisioning) and keep all or nothing.
 */
export async function createTenantIn(
  tx: Tx,
  clock: Clock,
  input: NewTenant,
): Promise<{ tenant: Tenant; hosts: string[]; created: boolean }> {
  slugSchema.parse(input.slug);
  const stored = settingsToStore(input.settings);
  // The menu is written whole: it is content the admin edits, not a rule with a default.
  const menu = tenantSettingsSchema.shape.menu.parse(input.settings?.menu);
  const now = clock.now();
  const { row, created } = await insertTenant(tx, {
    slug: input.slug,
    brandName: input.brandName,
    logoUrl: input.logoUrl ?? null,
    ...(input.locale ? { locale: input.locale } : {}),
    agentDebtEnabled: input.agentDebtEnabled ?? false,
    whitelistedEmail: input.whitelistedEmail ?? null,
    active: input.active ?? true,
    ...(input.platform ? { platform: true } : {}),
    ...stored,
    menu,
    createdAt: now,
    updatedAt: now,
  });
  const hosts = await insertTenantHosts(
    tx,
    row.id,
    input.hosts.map((host) => host.trim().toLowerCase()),
  );
  await notifyTenantChanged(tx, row.id);
  return { tenant: toTenant(row), hosts, created };
}

/** The secret fields each provider's account has (the shared schemas the back office's form checks too). */
const secretSchemas = providerSecretSchemas satisfies Record<CredentialProvider, z.ZodType>;
export type { ProviderSecrets };
export type ProviderAccount<Provider extends CredentialProvider> = {
  label: string;
  secrets: ProviderSecrets[Provider];
};

class HostTaken extends Error {
  readonly host: string;
  constructor(host: string) {
    super(`host ${host} belongs to another tenant`);
    this.host = host;
  }
}

export class CredentialsKeyMissing extends Error {
  constructor() {
    super('CREDENTIALS_KEY is not set: tenants cannot have provider accounts of their own.');
  }
}

/**
 * A tenant's own provider accounts (decision 027), sealed with the installation's key; bound to the tenant and
 * provider, so a sealed value copied onto another row does not open. The secrets never go into a log.
 */
export function createProviderAccounts(deps: { database: Database; clock: Clock; key: Buffer | null }) {
  const { database, clock, key } = deps;
  const bindingOf = (tenantId: string, provider: CredentialProvider) => `${tenantId}:${provider}`;

  async function accounts<Provider extends CredentialProvider>(
    tenantId: string,
    provider: Provider,
  ): Promise<ProviderAccount<Provider>[]> {
    const rows = await database.withTenant(tenantId, (tx) => listCredentials(tx, tenantId, provider));
    if (rows.length === 0) return [];
    if (!key) throw new CredentialsKeyMissing();
    return rows.map((row) => {
      const opened = openSecrets(key, bindingOf(tenantId, provider), row.sealedSecrets);
      const secrets = opened ? secretSchemas[provider].safeParse(opened) : null;
      // A value that does not open under this key is an installation fault (the key changed): said loudly.
      if (!secrets?.success) throw new Error(`the ${provider} account '${row.label}' of a tenant does not open`);
      return { label: row.label, secrets: secrets.data as ProviderSecrets[Provider] };
    });
  }

  return {
    accounts,

    /**
     * Stores (or replaces) an account; a gateway keeps one account per tenant, a supplier one per label unless
     * `only` (the back office keeps one of each). `alsoInTx` runs in the same transaction (the back office's audit
     * row), so the change and its record commit or roll back together.
     */
    async set<Provider extends CredentialProvider>(
      tenantId: string,
      provider: Provider,
      label: string,
      secrets: ProviderSecrets[Provider],
      options: { only?: boolean; alsoInTx?: (tx: Tx) => Promise<void> } = {},
    ): Promise<void> {
      if (!key) throw new CredentialsKeyMissing();
      const checked = secretSchemas[provider].parse(secrets) as Record<string, string>;
      const sealedSecrets = sealSecrets(key, bindingOf(tenantId, provider), checked);
      const exclusive = options.only === true || provider !== 'digiflazz';
      await database.withTenant(tenantId, async (tx) => {
        await replaceCredentials(tx, { tenantId, provider, label, sealedSecrets }, clock.now(), exclusive);
        await options.alsoInTx?.(tx);
      });
    },

    /** Drops the tenant's accounts with `provider` (it uses the installation's again); false when it had none. */
    async remove(
      tenantId: string,
      provider: CredentialProvider,
      alsoInTx?: (tx: Tx, labels: string[]) => Promise<void>,
    ): Promise<boolean> {
      return database.withTenant(tenantId, async (tx) => {
        const labels = (await listCredentials(tx, tenantId, provider)).map((row) => row.label);
        if (labels.length === 0) return false;
        await deleteCredentials(tx, tenantId, provider);
        await alsoInTx?.(tx, labels);
        return true;
      });
    },

    /**
     * What the back office shows of each account: its label and a masked hint per secret field, never a secret.
     * A value that does not open under the key (it changed) is listed as unreadable rather than failing the page.
     */
    async summaries(tenantId: string): Promise<AccountSummary[]> {
      const rows = await database.withTenant(tenantId, async (tx) => {
        const lists = [];
        for (const provider of credentialProviders) lists.push(await listCredentials(tx, tenantId, provider));
        return lists;
      });
      return rows.flat().map((row) => {
        const opened = key ? openSecrets(key, bindingOf(tenantId, row.provider), row.sealedSecrets) : null;
        const secrets = opened ? secretSchemas[row.provider].safeParse(opened) : null;
        return {
          provider: row.provider,
          label: row.label,
          updatedAt: row.updatedAt,
          hints: secrets?.success ? maskSecrets(secrets.data) : null,
        };
      });
    },

    /** The tenant's own account with a provider it keeps one of (the bank feed, WhatsApp), or null: it has none. */
    async ownAccount<Provider extends OwnAccountProvider>(
      tenantId: string,
      provider: Provider,
    ): Promise<ProviderSecrets[Provider] | null> {
      const [account] = await accounts(tenantId, provider);
      return account?.secrets ?? null;
    },

    /** What `connectProviders` needs to build a tenant's gateways; null for a tenant that does not exist. */
    async gatewayAccounts(tenantId: string): Promise<TenantGatewayAccounts | null> {
      const tenant = await database.withSystem((tx) => findTenantById(tx, tenantId));
      if (!tenant) return null;
      const [midtrans, xendit, hosts] = await Promise.all([
        accounts(tenantId, 'midtrans'),
        accounts(tenantId, 'xendit'),
        database.withSystem((tx) => listTenantHosts(tx, tenantId)),
      ]);
      return {
        slug: tenant.slug,
        host: hosts[0] ?? null,
        midtrans: midtrans[0]?.secrets ?? null,
        xendit: xendit[0]?.secrets ?? null,
      };
    },

    /**
     * What `connectProviders` needs to build a tenant's own supplier (decision 039); null when it has none, found
     * with one read, as every purchase asks. The back office keeps one account; the first by label if more were.
     */
    async supplierAccount(tenantId: string): Promise<TenantSupplierAccount | null> {
      const [own] = await accounts(tenantId, 'digiflazz');
      if (!own) return null;
      return database.withSystem(async (tx) => {
        const tenant = await findTenantById(tx, tenantId);
        if (!tenant) return null;
        const [host] = await listTenantHosts(tx, tenantId);
        return { slug: tenant.slug, host: host ?? null, digiflazz: own.secrets };
      });
    },
  };
}
export type ProviderAccounts = ReturnType<typeof createProviderAccounts>;

export type AccountSummary = {
  provider: CredentialProvider;
  label: string;
  updatedAt: Date;
  /** Per secret field its masked hint; null when the stored value does not open under the key. */
  hints: Record<string, string> | null;
};

/**
 * `••••a1b2`: at most the last four characters and never more than a quarter of the secret, so a short one shows
 * nothing of itself and none can be guessed from its hint.
 */
export function maskSecret(value: string): string {
  const shown = Math.min(4, Math.floor(value.length / 4));
  return `••••${shown > 0 ? value.slice(-shown) : ''}`;
}

function maskSecrets(secrets: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(secrets).map(([field, value]) => [field, maskSecret(value)]));
}
export { credentialProviders };

/**
 * Tenants as the app reads and changes them: by host (every request) and by id through this process's cache, which
 * every process clears when a change is announced on `tenantsChannel` (decision 027).
 */
export function createTenantsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const cache = new TenantCache(clock);

  return {
    /** Joins the cache to the announcements (on the realtime hub's connection); a reconnection clears it too. */
    async listen(listen: (channel: string, handler: ChannelHandler) => Promise<void>): Promise<void> {
      await listen(tenantsChannel, () => cache.clear());
    },

    /**
     * The tenant answering on `host`, or null; a suspended one too (`active` false), so the request hook can say it is
     * suspended rather than unknown (decision 034). It never reaches a route.
     */
    byHost(host: string): Promise<Tenant | null> {
      return cache.byHost(host, () => database.withSystem((tx) => findTenantByHost(tx, host)));
    },

    /** `byHost` when this process holds the answer already, without a promise; undefined when it must be loaded. */
    heldByHost(host: string): Tenant | null | undefined {
      return cache.heldByHost(host);
    },

    byId(id: string): Promise<Tenant | null> {
      return cache.byId(id, () => database.withSystem((tx) => findTenantById(tx, id)));
    },

    /** Uncached: the webhook URLs name the tenant by slug, and they are few. */
    bySlug(slug: string): Promise<Tenant | null> {
      return database.withSystem((tx) => findTenantBySlug(tx, slug));
    },

    create: (input: NewTenant) => createTenant(database, clock, input),

    /**
     * The settings columns as the row holds them (fields the tenant never chose are absent): a partial change merges
     * into these, so a default it did not choose keeps following the code (decision 027).
     */
    async storedSettings(id: string): Promise<TenantSettingsInput | null> {
      const row = await database.withSystem((tx) => findTenantRow(tx, id));
      if (!row) return null;
      return Object.fromEntries(tenantSettingKeys.map((key) => [key, row[key]])) as TenantSettingsInput;
    },

    /**
     * Changes a tenant and announces it: every process's cache drops it when the transaction commits. `alsoInTx` runs
     * in the same transaction with the changed tenant (the back office's audit row), so the change and its record
     * commit or roll back together.
     */
    async update(
      id: string,
      changes: TenantChanges,
      alsoInTx?: (tx: Tx, updated: Tenant) => Promise<void>,
    ): Promise<Tenant> {
      const { settings, ...fields } = changes;
      const stored = settingsToStore(settings);
      const row = await database.withSystem(async (tx) => {
        const updated = await updateTenantRow(tx, id, { ...fields, ...stored }, clock.now());
        if (updated) {
          await alsoInTx?.(tx, toTenant(updated));
          await notifyTenantChanged(tx, id);
        }
        return updated;
      });
      if (!row) throw new Error(`no tenant ${id}`);
      // This process does not wait for its own notification to arrive.
      cache.clear();
      return toTenant(row);
    },

    /** The host names the tenant answers on, sorted. */
    hosts(id: string): Promise<string[]> {
      return database.withSystem((tx) => listTenantHosts(tx, id));
    },

    /**
     * The tenant answers on exactly `hosts` (lower-case, without port) from the commit on, in every process. A host
     * another tenant answers on is never taken from it: the change is refused whole, naming that host.
     */
    async replaceHosts(
      id: string,
      hosts: string[],
      alsoInTx?: (tx: Tx, hosts: string[]) => Promise<void>,
    ): Promise<{ hosts: string[] } | { taken: string }> {
      const wanted = [...new Set(hosts.map((host) => host.trim().toLowerCase()))];
      const result = await database
        .withSystem(async (tx) => {
          const taken = (await findHostOwners(tx, wanted)).find((owner) => owner.tenantId !== id);
          if (taken) return { taken: taken.host };
          const now = await replaceTenantHosts(tx, id, wanted);
          // Another tenant took a host between the check and the insert: refused whole (the transaction rolls back).
          const lost = wanted.find((host) => !now.includes(host));
          if (lost) throw new HostTaken(lost);
          await alsoInTx?.(tx, now);
          await notifyTenantChanged(tx, id);
          return { hosts: now };
        })
        .catch((error: unknown) => {
          if (error instanceof HostTaken) return { taken: error.host };
          throw error;
        });
      cache.clear();
      return result;
    },

    /** Drops this process's cache (a change made behind the service's back, e.g. by plain SQL in a test). */
    invalidate(): void {
      cache.clear();
    },
  };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
