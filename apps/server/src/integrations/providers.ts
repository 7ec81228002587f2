import type { AppConfig } from '../config/env.ts';
import { createSmtpSender, type EmailSender } from './email/email.adapter.ts';
import { SmtpSimulator } from './email/email.simulator.ts';
import { createWhatsAppSender, type WhatsAppSender } from './whatsapp/whatsapp.adapter.ts';
import { WhatsAppSimulator } from './whatsapp/whatsapp.simulator.ts';

/** Every external provider the app talks to, behind its adapter. */
export type Providers = { email: EmailSender; whatsapp: WhatsAppSender };

export type Simulators = {
  smtp: SmtpSimulator;
  whatsapp: WhatsAppSimulator;
  stop(): Promise<void>;
};

/**
 * Starts the loopback simulators for every provider whose real endpoint is not configured, and returns the
 * adapters pointed at the real hosts or the simulators. Production configures every provider and starts none.
 */
export async function connectProviders(
  config: AppConfig,
): Promise<{ providers: Providers; simulators: Simulators | null }> {
  const wantSimulators = config.simulators && (!config.smtpUrl || !config.whatsapp);
  const simulators = wantSimulators ? await startSimulators() : null;
  const smtpUrl = config.smtpUrl ?? simulators?.smtpUrl;
  const whatsapp = config.whatsapp ?? simulators?.whatsappConfig;
  if (!smtpUrl || !whatsapp) {
    throw new Error('Configure SMTP_URL and WHATSAPP_* or enable SIMULATORS.');
  }
  return {
    providers: {
      email: createSmtpSender({ url: smtpUrl, from: config.mailFrom }),
      whatsapp: createWhatsAppSender(whatsapp),
    },
    simulators,
  };
}

async function startSimulators() {
  const smtp = new SmtpSimulator();
  const whatsapp = new WhatsAppSimulator();
  const smtpUrl = await smtp.start();
  const whatsappUrl = await whatsapp.start();
  return {
    smtp,
    whatsapp,
    smtpUrl,
    whatsappConfig: { baseUrl: whatsappUrl, token: whatsapp.token, phoneNumberId: whatsapp.phoneNumberId },
    async stop() {
      await Promise.all([smtp.stop(), whatsapp.stop()]);
    },
  };
}
