import { z } from 'zod';
import { apiBase } from './site.ts';

/**
 * A tenant's own provider accounts in the back office (issue 17, ADM-01, decision 027): which providers it has its
 * own account with, their labels and masked hints of the secrets (never a secret), and a "test connection" that
 * calls the provider with the keys the admin typed or the stored ones.
 */
export const adminCredentialsPaths = {
  list: `${apiBase}/admin/tenant/credentials`,
  provider: `${apiBase}/admin/tenant/credentials/:provider`,
  test: `${apiBase}/admin/tenant/credentials/:provider/test`,
} as const;

/** The providers a tenant may hold its own account with (the `tenant_provider_credentials.provider` column's list). */
export const credentialProviders = ['digiflazz', 'midtrans', 'xendit', 'bank_feed', 'whatsapp'] as const;
export type CredentialProvider = (typeof credentialProviders)[number];

/** A pasted key's stray spaces are never part of it; no provider issues a key near this long. */
const secret = z.string().trim().min(1).max(500);

/** The secret fields each provider's account has (the server stores only these, sealed); anything else is dropped. */
export const providerSecretSchemas = {
  digiflazz: z.object({ username: secret, apiKey: secret, webhookSecret: secret }),
  midtrans: z.object({ serverKey: secret, clientKey: secret }),
  xendit: z.object({ secretKey: secret, callbackToken: secret }),
  /** The bank mutation service's personal access token: the poller reads the tenant's accounts with it. */
  bank_feed: z.object({ accessToken: secret }),
  /** The WhatsApp Business Cloud API's access token and the sending number's id: the tenant's messages go from it. */
  whatsapp: z.object({ accessToken: secret, phoneNumberId: secret }),
} satisfies Record<CredentialProvider, z.ZodType>;
export type ProviderSecrets = { [Provider in CredentialProvider]: z.output<(typeof providerSecretSchemas)[Provider]> };

/** The form's fields per provider, in the order the screen shows them. */
export const providerSecretFields = {
  digiflazz: ['username', 'apiKey', 'webhookSecret'],
  midtrans: ['serverKey', 'clientKey'],
  xendit: ['secretKey', 'callbackToken'],
  bank_feed: ['accessToken'],
  whatsapp: ['accessToken', 'phoneNumberId'],
} as const satisfies { [Provider in CredentialProvider]: readonly (keyof ProviderSecrets[Provider])[] };

export const credentialProviderParams = z.object({ provider: z.enum(credentialProviders) });

export const providerCredentialSchema = z.object({
  provider: z.enum(credentialProviders),
  /** false: the tenant uses the installation's account. */
  own: z.boolean(),
  label: z.string().nullable(),
  /** Per secret field, a masked hint (`••••a1b2`): enough to recognise a key, never enough to use it. */
  hints: z.record(z.string(), z.string()),
  /** false when the stored value does not open under the installation's key (the key changed): save it again. */
  readable: z.boolean(),
  updated_at: z.string().nullable(),
  /**
   * Where the provider must call this tenant back, to paste into the provider's own dashboard (Digiflazz's bill
   * callbacks, Xendit's invoices); null where the app sends the address with each request or nothing calls back.
   */
  callback_url: z.string().nullable(),
});
export type ProviderCredential = z.infer<typeof providerCredentialSchema>;

export const providerCredentialsSchema = z.object({
  /** false: CREDENTIALS_KEY is not set, so no tenant can have an account of its own (decision 027). */
  key_configured: z.boolean(),
  providers: z.array(providerCredentialSchema),
});
export type ProviderCredentials = z.infer<typeof providerCredentialsSchema>;

/** The secrets are checked against the provider's schema by the server, so each refusal names its field. */
const secretsBody = z.record(z.string(), z.string().max(500));

export const setProviderCredentialBody = z.object({
  label: z.string().trim().min(2).max(60),
  secrets: secretsBody,
});
export type SetProviderCredentialBody = z.infer<typeof setProviderCredentialBody>;

/** Without secrets the stored account is tested. */
export const testProviderCredentialBody = z.object({ secrets: secretsBody.optional() }).default({});
export type TestProviderCredentialBody = z.infer<typeof testProviderCredentialBody>;

export const credentialTestFailures = [
  'unauthorized',
  'unreachable',
  'timeout',
  'rejected',
  'no_account',
  'unreadable',
] as const;
export type CredentialTestFailure = (typeof credentialTestFailures)[number];

/** What "test connection" found, in the admin's language. */
export const credentialTestResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), detail: z.string() }),
  z.object({ ok: z.literal(false), code: z.enum(credentialTestFailures), reason: z.string() }),
]);
export type CredentialTestResult = z.infer<typeof credentialTestResultSchema>;
