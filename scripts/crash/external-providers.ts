/**
 * The supplier and the payment gateway live outside the server, as the real ones do: they keep their transactions
 * and keep retrying their callbacks while the server is killed and restarted. So the two Digiflazz accounts and
 * Midtrans are simulated in the crash script's own process and the server is pointed at them through its ordinary
 * configuration (SUPPLIERS, MIDTRANS_*). Everything else (e-mail, WhatsApp, Xendit, bank feed) stays simulated inside
 * the server: the crash checks do not use it.
 */
import { transactionPaths } from '@konter/shared/contracts/transactions';
import { depositPaths } from '@konter/shared/contracts/deposits';
import { DigiflazzSimulator } from '../../apps/server/src/integrations/digiflazz/digiflazz.simulator.ts';
import { MidtransSimulator } from '../../apps/server/src/integrations/midtrans/midtrans.simulator.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';

/** A real provider retries for hours; a minute of 1-second retries outlasts every kill and database restart here. */
const retry = { attempts: 120, delayMs: 1_000, timeoutMs: 5_000 };

export type ExternalProviders = {
  suppliers: DigiflazzSimulator[];
  midtrans: MidtransSimulator;
  /** The server's environment for these providers. */
  env: Record<string, string>;
  /** Where callbacks and notifications go: the server's fixed port, the same after every restart. */
  pointAt(origin: string): void;
  /** Callbacks and notifications whose last attempt failed, with the error (the latest few hundred are kept). */
  undelivered(): string[];
  /**
   * Resolves once no notification (and, unless `suppliers: false`, no supplier callback or pending supplier
   * transaction) is waiting, or after `timeoutMs`; true when idle.
   */
  idle(timeoutMs: number, options?: { suppliers: boolean }): Promise<boolean>;
  stop(): Promise<void>;
};

export async function startExternalProviders(): Promise<ExternalProviders> {
  // They stand in for providers on the internet, beside a server that runs on the system clock: so do they.
  const clock = systemClock;
  const suppliers = [
    new DigiflazzSimulator({ clock, defaultOutcome: 'pending-success', callbackDelayMs: 2_000, balance: 1e12, retry }),
    // The second, dearer account of the demo (the seeded catalogue routes to 'digiflazz-a' first).
    new DigiflazzSimulator({
      clock,
      defaultOutcome: 'pending-success',
      callbackDelayMs: 2_000,
      balance: 1e12,
      priceAdjustment: 150,
      retry,
    }),
  ];
  const midtrans = new MidtransSimulator({ clock, retry });
  await Promise.all([midtrans.start(), ...suppliers.map((supplier) => supplier.start())]);
  const names = suppliers.map((_, index) => `digiflazz-${'ab'[index] ?? index}`);
  const gateway = midtrans.gatewayConfig();
  return {
    suppliers,
    midtrans,
    env: {
      SUPPLIERS: JSON.stringify(suppliers.map((supplier, index) => supplier.supplierConfig(names[index]))),
      MIDTRANS_SERVER_KEY: gateway.serverKey,
      MIDTRANS_CLIENT_KEY: gateway.clientKey,
      MIDTRANS_SNAP_URL: gateway.snapBaseUrl,
      MIDTRANS_CORE_URL: gateway.coreBaseUrl,
    },
    pointAt(origin) {
      // 127.0.0.1: callbacks carry no tenant host, as from the providers' servers.
      const base = origin.replace('localhost', '127.0.0.1');
      midtrans.setNotificationUrl(`${base}${depositPaths.webhookMidtrans}`);
      suppliers.forEach((supplier, index) =>
        supplier.setCallbackUrl(`${base}${transactionPaths.webhookDigiflazz(names[index] ?? '')}`),
      );
    },
    undelivered() {
      const last = new Map<string, { ok: boolean; error: string | null }>();
      for (const delivery of midtrans.deliveries) last.set(`midtrans ${delivery.orderId}`, delivery);
      suppliers.forEach((supplier, index) => {
        for (const delivery of supplier.deliveries)
          last.set(`${names[index]} ${delivery.refId} ${delivery.event}`, delivery);
      });
      return [...last].filter(([, delivery]) => !delivery.ok).map(([key, delivery]) => `${key}: ${delivery.error}`);
    },
    async idle(timeoutMs, options = { suppliers: true }) {
      const waits = [midtrans.idle(), ...(options.suppliers ? suppliers.map((supplier) => supplier.idle()) : [])];
      const all = Promise.all(waits).then(() => true);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      return Promise.race([all, late]).finally(() => clearTimeout(timer));
    },
    async stop() {
      await Promise.all([midtrans.stop(), ...suppliers.map((supplier) => supplier.stop())]);
    },
  };
}
