import {
  credentialProviders,
  providerSecretSchemas,
  type CredentialProvider,
  type CredentialTestResult,
  type ProviderCredentials,
  type ProviderSecrets,
  type SetProviderCredentialBody,
} from '@konter/shared/contracts/admin-credentials';
import { depositPaths } from '@konter/shared/contracts/deposits';
import { transactionPaths } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';
import { translate } from '@konter/shared/i18n/messages';
import { formatRupiah } from '@konter/shared/money';
import type { Database, Tx } from '../../db/client.ts';
import type { AccountCheck } from '../../integrations/account-check.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { countAttempt } from '../../platform/rate-counter.ts';
import { zodIssuesToFieldErrors } from '../../platform/validation-messages.ts';
import type { AuditService } from '../audit/index.ts';
import type { ProviderAccounts } from '../tenants/index.ts';
import { adminErrors } from './admin.errors.ts';

export type AdminCredentialsDeps = {
  database: Database;
  clock: Clock;
  audit: AuditService;
  accounts: Pick<ProviderAccounts, 'accounts' | 'set' | 'remove' | 'summaries'>;
  check: AccountCheck;
  /** Whether CREDENTIALS_KEY is set (decision 027): without it no tenant can have an account of its own. */
  keyConfigured: boolean;
  /**
   * Runs in the transaction that sets or removes a Digiflazz account (decision 039): the composition root queues a
   * catalogue sync, so the tenant's products follow its supplier account at once rather than at the next half hour.
   */
  onSupplierChanged?: (tx: Tx) => Promise<void>;
};

/** Each test calls a provider on the admin's behalf: a few a minute are plenty, and keep keys from being guessed. */
const checksPerMinute = 10;

const providerNames: Record<CredentialProvider, string> = {
  digiflazz: 'Digiflazz',
  midtrans: 'Midtrans',
  xendit: 'Xendit',
  bank_feed: 'Moota',
  whatsapp: 'WhatsApp Business',
};

/** The secrets for `provider`, each refusal under `secrets.<field>` as the form names it. */
function checkedSecrets<Provider extends CredentialProvider>(
  provider: Provider,
  secrets: Record<string, string>,
): ProviderSecrets[Provider] {
  const parsed = providerSecretSchemas[provider].safeParse(secrets);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['secrets', ...issue.path] }));
    throw new AppError('validation_failed', { fieldErrors: zodIssuesToFieldErrors(issues, 'secrets') });
  }
  return parsed.data as ProviderSecrets[Provider];
}

/**
 * The tenant's own provider accounts in the back office (issue 17, ADM-01, decision 027): read masked, set, removed
 * (back to the installation's accounts) and tested. Secrets go from the request to the sealed column and to the
 * provider only: never into a response, an audit row or a log. Every change is audited in its own transaction.
 */
export function createAdminCredentialsService(deps: AdminCredentialsDeps) {
  const { database, clock, audit, accounts, check, keyConfigured } = deps;

  const recordIn = (tx: Tx, admin: Principal, details: Record<string, unknown>) =>
    audit.record(tx, admin.tenantId, 'admin.tenant.credentials', details, admin.accountId);

  /** The stored keys to test; what is missing or no longer opens under the key is said, not thrown. */
  async function storedSecrets<Provider extends CredentialProvider>(
    tenantId: string,
    provider: Provider,
  ): Promise<ProviderSecrets[Provider] | 'none' | 'unreadable'> {
    const summary = (await accounts.summaries(tenantId)).find((item) => item.provider === provider);
    if (!summary) return 'none';
    if (!keyConfigured) throw adminErrors.credentialsKeyMissing();
    // Sealed under another key (the installation's changed): the admin saves the keys again.
    if (summary.hints === null) return 'unreadable';
    const [account] = await accounts.accounts(tenantId, provider);
    return account ? account.secrets : 'none';
  }

  return {
    /** `origin`: where the admin reads this (the tenant's own host), to name the callback addresses. */
    async list(tenant: { id: string; slug: string }, origin: string): Promise<ProviderCredentials> {
      const tenantId = tenant.id;
      const summaries = await accounts.summaries(tenantId);
      const callbackPaths: Partial<Record<CredentialProvider, string>> = {
        digiflazz: transactionPaths.webhookDigiflazzTenant(tenant.slug),
        xendit: `${depositPaths.webhookXendit}/${tenant.slug}`,
      };
      return {
        key_configured: keyConfigured,
        providers: credentialProviders.map((provider) => {
          const own = summaries.find((summary) => summary.provider === provider);
          return {
            provider,
            own: own !== undefined,
            label: own?.label ?? null,
            hints: own?.hints ?? {},
            readable: own ? own.hints !== null : true,
            updated_at: own ? own.updatedAt.toISOString() : null,
            callback_url: callbackPaths[provider] ? `${origin}${callbackPaths[provider]}` : null,
          };
        }),
      };
    },

    /** The tenant's one account with `provider` from now on (a supplier's other labels are replaced too). */
    async set(admin: Principal, provider: CredentialProvider, body: SetProviderCredentialBody): Promise<void> {
      const secrets = checkedSecrets(provider, body.secrets);
      if (!keyConfigured) throw adminErrors.credentialsKeyMissing();
      await accounts.set(admin.tenantId, provider, body.label, secrets, {
        only: true,
        alsoInTx: async (tx) => {
          await recordIn(tx, admin, { provider, label: body.label, change: 'set' });
          if (provider === 'digiflazz') await deps.onSupplierChanged?.(tx);
        },
      });
    },

    /** Back to the installation's account; removing what is not there changes nothing and records nothing. */
    async remove(admin: Principal, provider: CredentialProvider): Promise<void> {
      await accounts.remove(admin.tenantId, provider, async (tx, labels) => {
        await recordIn(tx, admin, { provider, label: labels.join(', '), change: 'removed' });
        if (provider === 'digiflazz') await deps.onSupplierChanged?.(tx);
      });
    },

    /**
     * "Test connection": the keys given (so the admin tests before saving), else the stored ones. The answer is in the
     * admin's language; a refusal by the provider is an answer, not an error.
     */
    async test(
      admin: Principal,
      provider: CredentialProvider,
      given: Record<string, string> | undefined,
      locale: Locale,
    ): Promise<CredentialTestResult> {
      const secrets = given ? checkedSecrets(provider, given) : await storedSecrets(admin.tenantId, provider);
      const name = providerNames[provider];
      if (secrets === 'none' || secrets === 'unreadable') {
        const code = secrets === 'none' ? 'no_account' : 'unreadable';
        return { ok: false, code, reason: translate(locale, `admin.credentials_check_${code}`, { provider: name }) };
      }
      const decision = await database.withTenant(admin.tenantId, (tx) =>
        countAttempt(tx, admin.tenantId, `credentials-check:${admin.accountId}`, {
          limit: checksPerMinute,
          windowMs: 60_000,
          now: clock.now(),
        }),
      );
      if (!decision.allowed) throw adminErrors.tooManyChecks(decision.retryAfterSeconds);
      const outcome = await check(provider, secrets);
      if (!outcome.ok) {
        const code = outcome.failure;
        return { ok: false, code, reason: translate(locale, `admin.credentials_check_${code}`, { provider: name }) };
      }
      const detail =
        outcome.balance === null
          ? translate(locale, 'admin.credentials_check_ok', { provider: name })
          : translate(locale, 'admin.credentials_check_ok_balance', {
              provider: name,
              balance: formatRupiah(outcome.balance),
            });
      return { ok: true, detail };
    },
  };
}

export type AdminCredentialsService = ReturnType<typeof createAdminCredentialsService>;
