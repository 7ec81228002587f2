import path from 'node:path';
import type { ProviderSecrets } from '@konter/shared/contracts/admin-credentials';
import { depositPaths } from '@konter/shared/contracts/deposits';
import { transactionPaths } from '@konter/shared/contracts/transactions';
import type { AppConfig } from '../config/env.ts';
import type { Clock } from '../platform/clock.ts';
import { createBankMutationFeed, mootaApiUrl } from './bank/bank-mutations.adapter.ts';
import { BankMutationSimulator } from './bank/bank-mutations.simulator.ts';
import { createSmtpSender, type EmailSender } from './email/email.adapter.ts';
import { SmtpSimulator } from './email/email.simulator.ts';
import { createAccountCheck, type AccountCheck } from './account-check.ts';
import { createProviderErrorReporting, type ProviderErrorListener } from './provider-error-reporting.ts';
import { createDigiflazzSupplier, digiflazzApiUrl } from './digiflazz/digiflazz.adapter.ts';
import { DigiflazzSimulator } from './digiflazz/digiflazz.simulator.ts';
import { createMidtransGateway } from './midtrans/midtrans.adapter.ts';
import { MidtransSimulator } from './midtrans/midtrans.simulator.ts';
import type { BankMutationFeed, PaymentGateway } from './payments/payment-gateway.ts';
import { tenantSupplierName, type Supplier } from './payments/supplier.ts';
import { createFcmSender, type NativePushSender } from './native-push/fcm.adapter.ts';
import { FcmSimulator } from './native-push/fcm.simulator.ts';
import { createWebPushSender, type WebPushSender } from './web-push/web-push.adapter.ts';
import { WebPushSimulator } from './web-push/web-push.simulator.ts';
import { createWhatsAppSender, type WhatsAppSender } from './whatsapp/whatsapp.adapter.ts';
import { WhatsAppSimulator } from './whatsapp/whatsapp.simulator.ts';
import { createLiveChatEmbed, tawkDefaults, type LiveChatEmbed } from './live-chat/live-chat.ts';
import { LiveChatSimulator } from './live-chat/live-chat.simulator.ts';
import { createXenditGateway } from './xendit/xendit.adapter.ts';
import { XenditSimulator } from './xendit/xendit.simulator.ts';
import { createS3Storage } from './s3/s3-storage.adapter.ts';
import { createLocalStorage, type FileStorage } from '../platform/storage.ts';
import {
  configuredCouriers,
  startCourierSimulators,
  type CourierSimulators,
  type Couriers,
} from './couriers/couriers.ts';

export type Gateways = { midtrans: PaymentGateway; xendit: PaymentGateway };

/** A tenant's own gateway accounts (decision 027); a provider it has none for uses the installation's. */
export type TenantGatewayAccounts = {
  /** Its path segment in the webhook URLs, `/api/v1/webhooks/<provider>/<slug>`. */
  slug: string;
  /** The tenant's first host: the origin Midtrans is told to notify (over https) when no simulator runs. */
  host: string | null;
  midtrans: { serverKey: string; clientKey: string } | null;
  xendit: { secretKey: string; callbackToken: string } | null;
};

/** A tenant's own Digiflazz buyer account (decision 039): purchases, checks, price lists and callbacks go through it. */
export type TenantSupplierAccount = Pick<TenantGatewayAccounts, 'slug' | 'host'> & {
  digiflazz: { username: string; apiKey: string; webhookSecret: string };
};

/** Where a tenant's accounts come from (the tenants module, given by the composition root); null: no tenant. */
export type TenantAccountSource = (tenantId: string) => Promise<TenantGatewayAccounts | null>;

/** The providers a tenant's own account replaces the installation's for, beside the gateways (issue 17). */
export type OwnAccountProvider = 'bank_feed' | 'whatsapp';

/** A tenant's own account with one of them (the tenants module, given by the composition root); null: it has none. */
export type OwnAccountSource = <Provider extends OwnAccountProvider>(
  tenantId: string,
  provider: Provider,
) => Promise<ProviderSecrets[Provider] | null>;

/** Every external provider the app talks to, behind its adapter. */
export type Providers = {
  email: EmailSender;
  /** The installation's WhatsApp Business account. */
  whatsapp: WhatsAppSender;
  /** The WhatsApp account a tenant's messages go from: its own where it has one, else the installation's (issue 17). */
  whatsappFor: (tenantId: string) => Promise<WhatsAppSender>;
  /** Web push (NTF-03): to browsers' push services, or only to the push simulator while simulators run. */
  push: WebPushSender;
  /**
   * Push to the Android wrapper (NTF-03): Firebase Cloud Messaging (FCM_*), or the FCM simulator while simulators
   * run; null when neither (an installation without the app): native tokens are then kept but not sent to.
   */
  nativePush: NativePushSender | null;
  /** The installation's gateway accounts (the simulators' in development and tests). */
  payments: Gateways;
  /**
   * The gateways of one tenant: its own accounts where it has them, with notifications sent to webhook URLs that
   * carry its slug, else the installation's (decision 027).
   */
  gatewaysFor: (tenantId: string) => Promise<Gateways>;
  /**
   * The mutation feed of one bank account of a tenant: read with the tenant's own token where it has one (issue 17),
   * else with the installation's; null when neither is configured.
   */
  bankFeedFor: (account: { tenantId: string; accountNumber: string }) => Promise<BankMutationFeed | null>;
  /** The installation's product suppliers in order of preference; purchases are routed to the best active one. */
  suppliers: Supplier[];
  /**
   * The suppliers of one tenant (decision 039): its own Digiflazz account alone (named `digiflazz@<slug>`, its
   * callbacks sent to `…/webhooks/digiflazz/tenants/<slug>`) when it has one, else the installation's `suppliers`.
   */
  suppliersFor: (tenantId: string) => Promise<Supplier[]>;
  /**
   * Listens to the errors of every tenant's provider calls (the adapters `gatewaysFor`, `suppliersFor`,
   * `bankFeedFor` and `whatsappFor` give): the dashboard counts them (issue 17).
   */
  onProviderError: (listener: ProviderErrorListener) => () => void;
  /** Where uploaded files live: S3-compatible storage when configured, else DATA_DIR/uploads (decision 029). */
  storage: FileStorage;
  /** Parcel couriers with an adapter (POS MLO); only these are offered to agents. */
  couriers: Couriers;
  /** The live chat widget's script and origins (PLT-11): Tawk.to's, or the simulator's while simulators run. */
  liveChat: LiveChatEmbed;
  /** The back office's "test connection" of a tenant's own account: its keys, the installation's host for them. */
  accountCheck: AccountCheck;
};

export type Simulators = {
  smtp: SmtpSimulator;
  whatsapp: WhatsAppSimulator;
  /** A browser's push service: subscriptions made with it receive, decrypt and verify the app's push messages. */
  push: WebPushSimulator;
  /** Firebase Cloud Messaging for the Android wrapper: its token endpoint, messages:send, and the phones' tokens. */
  fcm: FcmSimulator;
  midtrans: MidtransSimulator;
  xendit: XenditSimulator;
  bank: BankMutationSimulator;
  /** Two supplier accounts with different prices, so routing and failover can be seen. */
  suppliers: DigiflazzSimulator[];
  /** The parcel couriers' simulators (every adapted courier), their parcels moving on the app's clock. */
  couriers: CourierSimulators;
  /** A live chat widget speaking Tawk.to's page API; its conversations are at /dev/chat. */
  liveChat: LiveChatSimulator;
  /** Where the payment simulators deliver notifications: the app's own webhook routes. */
  pointWebhooksAt(appOrigin: string): void;
  /** The origin given to `pointWebhooksAt` (tenants' own accounts are notified there too); null before. */
  webhookOrigin(): string | null;
  stop(): Promise<void>;
};

/** The demo tenants' bank accounts, so "make a transfer" at /dev/bank lands where the matcher looks. */
const demoBankAccounts = [
  { accountNumber: '8720012345', bank: 'BCA', accountName: 'PT Konter Pulsa Nusantara' },
  { accountNumber: '034101000123307', bank: 'BRI', accountName: 'CV Mitra Cell' },
];

/**
 * Starts the loopback simulators for every provider whose real endpoint is not configured, and returns the
 * adapters pointed at the real hosts or at the simulators. Production configures every provider and starts none.
 */
export async function connectProviders(
  config: AppConfig,
  clock: Clock,
  options: {
    simulatorRetry?: { attempts: number; delayMs: number };
    /** How the supplier simulators settle an ordinary purchase: the demo goes pending, then calls back. */
    supplierOutcome?: 'success' | 'pending-success';
    /** The tenants' own gateway accounts; without it every tenant uses the installation's. */
    tenantAccounts?: TenantAccountSource;
    /** A tenant's own supplier account (null: it has none); without it every tenant uses the installation's. */
    tenantSupplier?: (tenantId: string) => Promise<TenantSupplierAccount | null>;
    /** The tenants' own bank feed and WhatsApp accounts; without it every tenant uses the installation's. */
    ownAccount?: OwnAccountSource;
  } = {},
): Promise<{ providers: Providers; simulators: Simulators | null }> {
  const simulators = config.simulators
    ? await startSimulators(clock, options.simulatorRetry, options.supplierOutcome ?? 'pending-success')
    : null;
  const real = config.providers;
  const smtpUrl = config.smtpUrl ?? simulators?.smtpUrl;
  const whatsapp = config.whatsapp ?? simulators?.whatsappConfig;
  const midtrans = real.midtrans ?? simulators?.midtrans.gatewayConfig();
  const xendit = real.xendit ?? simulators?.xendit.gatewayConfig();
  const fcm = config.fcm ?? simulators?.fcm.config();
  if (!smtpUrl || !whatsapp || !midtrans || !xendit) {
    throw new Error('Configure SMTP_URL, WHATSAPP_*, MIDTRANS_* and XENDIT_*, or enable SIMULATORS.');
  }
  const bankFeed = real.bankFeed;
  const payments: Gateways = {
    midtrans: createMidtransGateway(midtrans, clock),
    xendit: createXenditGateway(xendit, clock),
  };
  // One adapter per account and slug, built on first use: a tenant's requests share it until its keys change.
  const tenantGateways = new Map<string, PaymentGateway>();
  const adapter = (key: string, build: () => PaymentGateway) => {
    let gateway = tenantGateways.get(key);
    if (!gateway) {
      if (tenantGateways.size > 1_000) tenantGateways.clear();
      gateway = build();
      tenantGateways.set(key, gateway);
    }
    return gateway;
  };
  // Every adapter a tenant is given is its view of it, which reports the tenant's provider errors.
  const reporting = createProviderErrorReporting();
  const gatewaysFor = async (tenantId: string): Promise<Gateways> => {
    const gateways = await accountGatewaysFor(tenantId);
    return { midtrans: reporting.view(tenantId, gateways.midtrans), xendit: reporting.view(tenantId, gateways.xendit) };
  };
  const accountGatewaysFor = async (tenantId: string): Promise<Gateways> => {
    const accounts = options.tenantAccounts ? await options.tenantAccounts(tenantId) : null;
    if (!accounts) return payments;
    const origin = simulators?.webhookOrigin() ?? (accounts.host ? `https://${accounts.host}` : null);
    const own = accounts.midtrans;
    const ownXendit = accounts.xendit;
    return {
      midtrans: own
        ? adapter(`midtrans:${accounts.slug}:${own.serverKey}:${own.clientKey}`, () =>
            createMidtransGateway(
              {
                ...midtrans,
                ...own,
                ...(origin ? { notificationUrl: `${origin}${depositPaths.webhookMidtrans}/${accounts.slug}` } : {}),
              },
              clock,
            ),
          )
        : payments.midtrans,
      // Xendit has no per-invoice callback URL: the tenant sets `…/webhooks/xendit/<slug>` in its own dashboard.
      xendit: ownXendit
        ? adapter(`xendit:${ownXendit.secretKey}:${ownXendit.callbackToken}`, () =>
            createXenditGateway({ ...xendit, ...ownXendit }, clock),
          )
        : payments.xendit,
    };
  };
  const ownAccount: OwnAccountSource = async (tenantId, provider) =>
    options.ownAccount ? options.ownAccount(tenantId, provider) : null;
  const installationWhatsApp = createWhatsAppSender(whatsapp);
  // A tenant's own token is read at the installation's mutation service (the simulator's), else at Moota's.
  const bankFeedBaseUrl = bankFeed?.baseUrl ?? simulators?.bank.baseUrl ?? mootaApiUrl;
  const firstSupplier = real.suppliers[0] ?? simulators?.suppliers[0]?.supplierConfig();
  const suppliers = real.suppliers.length
    ? real.suppliers.map((supplier) => createDigiflazzSupplier(supplier, clock))
    : (simulators?.suppliers ?? []).map((simulator, index) =>
        createDigiflazzSupplier(simulator.supplierConfig(`digiflazz-${'ab'[index] ?? index}`), clock),
      );
  // A tenant's own account talks to the installation's first supplier host (Digiflazz, or its simulator), like the
  // back office's "test connection"; one adapter per account, built on first use, like the gateways'.
  const tenantSuppliers = new Map<string, Supplier>();
  const suppliersFor = async (tenantId: string): Promise<Supplier[]> =>
    (await accountSuppliersFor(tenantId)).map((supplier) => reporting.view(tenantId, supplier));
  const accountSuppliersFor = async (tenantId: string): Promise<Supplier[]> => {
    const accounts = options.tenantSupplier ? await options.tenantSupplier(tenantId) : null;
    if (!accounts) return suppliers;
    const own = accounts.digiflazz;
    const key = `${accounts.slug}:${own.username}:${own.apiKey}:${own.webhookSecret}`;
    let supplier = tenantSuppliers.get(key);
    if (!supplier) {
      if (tenantSuppliers.size > 1_000) tenantSuppliers.clear();
      const origin = simulators?.webhookOrigin() ?? (accounts.host ? `https://${accounts.host}` : null);
      supplier = createDigiflazzSupplier(
        {
          ...own,
          name: tenantSupplierName(accounts.slug),
          baseUrl: firstSupplier?.baseUrl ?? digiflazzApiUrl,
          ...(origin ? { callbackUrl: `${origin}${transactionPaths.webhookDigiflazzTenant(accounts.slug)}` } : {}),
        },
        clock,
      );
      tenantSuppliers.set(key, supplier);
    }
    return [supplier];
  };
  const accountCheck = createAccountCheck(
    {
      midtrans,
      xendit,
      digiflazz: { baseUrl: firstSupplier?.baseUrl ?? digiflazzApiUrl },
      bank_feed: { baseUrl: bankFeedBaseUrl },
      whatsapp: { baseUrl: whatsapp.baseUrl },
    },
    clock,
  );
  return {
    providers: {
      accountCheck,
      email: createSmtpSender({ url: smtpUrl, from: config.mailFrom }),
      whatsapp: installationWhatsApp,
      whatsappFor: async (tenantId) => {
        const own = await ownAccount(tenantId, 'whatsapp');
        return reporting.view(
          tenantId,
          own
            ? createWhatsAppSender({ ...whatsapp, token: own.accessToken, phoneNumberId: own.phoneNumberId })
            : installationWhatsApp,
        );
      },
      push: createWebPushSender({
        vapid: config.vapid,
        ...(simulators ? { allowEndpoint: (endpoint: string) => simulators.push.owns(endpoint) } : {}),
      }),
      nativePush: fcm ? createFcmSender(fcm, clock) : null,
      payments,
      gatewaysFor,
      suppliers,
      suppliersFor,
      bankFeedFor: async ({ tenantId, accountNumber }) => {
        const own = await ownAccount(tenantId, 'bank_feed');
        const feed = own
          ? createBankMutationFeed({ baseUrl: bankFeedBaseUrl, token: own.accessToken, accountNumber }, clock)
          : bankFeed
            ? createBankMutationFeed({ ...bankFeed, accountNumber }, clock)
            : simulators
              ? createBankMutationFeed(simulators.bank.feedConfig(accountNumber), clock)
              : null;
        return feed && reporting.view(tenantId, feed);
      },
      onProviderError: (listener) => reporting.onError(listener),
      storage: real.storageS3
        ? createS3Storage(real.storageS3)
        : createLocalStorage(path.join(config.dataDir, 'uploads')),
      // A courier with a real account (COURIERS) replaces its simulator; without either it is not offered.
      couriers: { ...simulators?.couriers.adapters(), ...configuredCouriers(real.couriers, clock) },
      liveChat: createLiveChatEmbed(
        config.liveChat ??
          (simulators
            ? { scriptUrl: `${simulators.liveChat.baseUrl}/{embedId}`, origins: [simulators.liveChat.baseUrl] }
            : tawkDefaults),
      ),
    },
    simulators,
  };
}

/** The simulators run on the app's clock: their timestamps and expiries follow the time a test sets (decision 018). */
async function startSimulators(
  clock: Clock,
  retry: { attempts: number; delayMs: number } | undefined,
  supplierOutcome: 'success' | 'pending-success',
) {
  const smtp = new SmtpSimulator(clock);
  const whatsapp = new WhatsAppSimulator(clock);
  const push = new WebPushSimulator(clock);
  const fcm = new FcmSimulator(clock);
  const midtrans = new MidtransSimulator({ clock, ...(retry ? { retry } : {}) });
  const xendit = new XenditSimulator({ clock, ...(retry ? { retry } : {}) });
  const bank = new BankMutationSimulator({ clock, accounts: demoBankAccounts });
  const suppliers = [
    new DigiflazzSimulator({
      clock,
      defaultOutcome: supplierOutcome,
      callbackDelayMs: 2_000,
      ...(retry ? { retry } : {}),
    }),
    new DigiflazzSimulator({
      clock,
      priceAdjustment: 150,
      defaultOutcome: supplierOutcome,
      callbackDelayMs: 2_000,
      ...(retry ? { retry } : {}),
    }),
  ];
  const couriers = await startCourierSimulators(clock);
  const liveChat = new LiveChatSimulator(clock);
  const [smtpUrl, whatsappUrl] = await Promise.all([
    smtp.start(),
    whatsapp.start(),
    push.start(),
    fcm.start(),
    midtrans.start(),
    xendit.start(),
    bank.start(),
    liveChat.start(),
    ...suppliers.map((supplier) => supplier.start()),
  ]);
  let webhookOrigin: string | null = null;
  return {
    webhookOrigin: () => webhookOrigin,
    smtp,
    whatsapp,
    push,
    fcm,
    midtrans,
    xendit,
    bank,
    suppliers,
    couriers,
    liveChat,
    smtpUrl,
    whatsappConfig: { baseUrl: whatsappUrl, token: whatsapp.token, phoneNumberId: whatsapp.phoneNumberId },
    pointWebhooksAt(appOrigin: string) {
      webhookOrigin = appOrigin;
      midtrans.setNotificationUrl(`${appOrigin}${depositPaths.webhookMidtrans}`);
      xendit.setCallbackUrl(`${appOrigin}${depositPaths.webhookXendit}`);
      suppliers.forEach((supplier, index) =>
        supplier.setCallbackUrl(`${appOrigin}/api/v1/webhooks/digiflazz/digiflazz-${'ab'[index] ?? index}`),
      );
      for (const { code, simulator } of couriers.pushers()) {
        simulator.callbackUrl = `${appOrigin}/api/v1/webhooks/couriers/${code}`;
      }
    },
    async stop() {
      await Promise.all([
        smtp.stop(),
        whatsapp.stop(),
        push.stop(),
        fcm.stop(),
        midtrans.stop(),
        xendit.stop(),
        bank.stop(),
        ...suppliers.map((supplier) => supplier.stop()),
        couriers.stop(),
        liveChat.stop(),
      ]);
    },
  };
}
