import { randomUUID } from 'node:crypto';
import type { CredentialProvider, ProviderSecrets } from '@konter/shared/contracts/admin-credentials';
import type { Clock } from '../platform/clock.ts';
import { BankMutationFeedError, listBankFeedAccounts } from './bank/bank-mutations.adapter.ts';
import { createDigiflazzSupplier } from './digiflazz/digiflazz.adapter.ts';
import { createMidtransGateway, type MidtransGatewayConfig } from './midtrans/midtrans.adapter.ts';
import { ProviderError } from './payments/provider-error.ts';
import { fetchWhatsAppNumber, WhatsAppError, whatsAppInvalidTokenCode } from './whatsapp/whatsapp.adapter.ts';
import { createXenditGateway } from './xendit/xendit.adapter.ts';

/** What a provider said to an account's keys: it answered them (with the balance where it has one), or why not. */
export type AccountCheckOutcome =
  | { ok: true; balance: number | null }
  | { ok: false; failure: 'unauthorized' | 'unreachable' | 'timeout' | 'rejected' };

/** Calls the provider once with the given keys, through its adapter, against the installation's host for it. */
export type AccountCheck = <Provider extends CredentialProvider>(
  provider: Provider,
  secrets: ProviderSecrets[Provider],
) => Promise<AccountCheckOutcome>;

/** Where each provider is reached: the real hosts in production, the loopback simulators otherwise. */
export type AccountCheckHosts = {
  midtrans: Pick<MidtransGatewayConfig, 'snapBaseUrl' | 'coreBaseUrl' | 'isProduction'>;
  xendit: { baseUrl: string };
  digiflazz: { baseUrl: string };
  bank_feed: { baseUrl: string };
  whatsapp: { baseUrl: string };
};

/** An admin waits on the button: a provider silent this long is reported as not answering. */
const defaultTimeoutMs = 10_000;

class CheckTimedOut extends Error {}

/**
 * The back office's "test connection" (issue 17): one harmless call per provider that needs a valid key and changes
 * nothing. Digiflazz: the balance check (`cek-saldo`). Midtrans: the status of an order id that cannot exist, which a
 * good key gets as 404 and a wrong one as 401. Xendit: the cash balance. Bank feed: the bank accounts the token reads. WhatsApp: the sending number's
 * details, which sends nothing. The adapters' own timeouts are longer than
 * the check's, so a silent provider reads as a timeout rather than as unreachable.
 */
export function createAccountCheck(
  hosts: AccountCheckHosts,
  clock: Clock,
  options: { timeoutMs?: number } = {},
): AccountCheck {
  const checkTimeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const adapterTimeoutMs = checkTimeoutMs + 5_000;
  const calls: { [Provider in CredentialProvider]: (secrets: ProviderSecrets[Provider]) => Promise<number | null> } = {
    digiflazz: (secrets) =>
      createDigiflazzSupplier(
        { name: 'account-check', baseUrl: hosts.digiflazz.baseUrl, ...secrets, timeoutMs: adapterTimeoutMs },
        clock,
      ).balance(),
    midtrans: async (secrets) => {
      const gateway = createMidtransGateway({ ...hosts.midtrans, ...secrets, timeoutMs: adapterTimeoutMs }, clock);
      await gateway.fetchStatus(`konter-connection-check-${randomUUID()}`, '');
      return null;
    },
    xendit: (secrets) =>
      createXenditGateway({ baseUrl: hosts.xendit.baseUrl, ...secrets, timeoutMs: adapterTimeoutMs }, clock).balance(),
    bank_feed: async (secrets) => {
      await listBankFeedAccounts({
        baseUrl: hosts.bank_feed.baseUrl,
        token: secrets.accessToken,
        timeoutMs: adapterTimeoutMs,
      });
      return null;
    },
    whatsapp: async (secrets) => {
      await fetchWhatsAppNumber({
        baseUrl: hosts.whatsapp.baseUrl,
        token: secrets.accessToken,
        phoneNumberId: secrets.phoneNumberId,
        timeoutMs: adapterTimeoutMs,
      });
      return null;
    },
  };

  return async (provider, secrets) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new CheckTimedOut()), checkTimeoutMs);
    });
    try {
      const balance = await Promise.race([calls[provider](secrets), timeout]);
      return { ok: true, balance };
    } catch (error) {
      return { ok: false, failure: failureOf(error) };
    } finally {
      clearTimeout(timer);
    }
  };
}

function failureOf(error: unknown): 'unauthorized' | 'unreachable' | 'timeout' | 'rejected' {
  if (error instanceof CheckTimedOut) return 'timeout';
  if (error instanceof BankMutationFeedError) {
    if (error.code === 'unauthorized') return 'unauthorized';
    return error.code === 'unavailable' && (error.httpStatus === null || error.httpStatus >= 500)
      ? 'unreachable'
      : 'rejected';
  }
  if (error instanceof WhatsAppError) {
    const refusedToken = error.code === whatsAppInvalidTokenCode || error.httpStatus === 401;
    if (refusedToken) return 'unauthorized';
    return error.httpStatus !== undefined && error.httpStatus >= 500 ? 'unreachable' : 'rejected';
  }
  if (!(error instanceof ProviderError)) return 'unreachable';
  switch (error.code) {
    case 'unauthorized':
      return 'unauthorized';
    case 'timeout':
      return 'timeout';
    case 'unavailable':
      return 'unreachable';
    default:
      return 'rejected';
  }
}
