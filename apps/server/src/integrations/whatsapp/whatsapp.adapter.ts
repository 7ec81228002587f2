import { z } from 'zod';

export type WhatsAppSender = { sendText(toLocalPhone: string, body: string): Promise<{ messageId: string }> };

export class WhatsAppError extends Error {
  readonly code: number | undefined;
  constructor(message: string, code?: number) {
    super(message);
    this.code = code;
  }
}

const sendResponse = z.object({
  messages: z.array(z.object({ id: z.string() })).min(1),
});
const errorResponse = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) });

/** '0812…' → '62812…', the international form the WhatsApp Cloud API expects. */
export function toWhatsAppNumber(localPhone: string): string {
  return localPhone.startsWith('0') ? `62${localPhone.slice(1)}` : localPhone.replace(/^\+/, '');
}

/**
 * Speaks the WhatsApp Business Cloud API: `POST {base}/{version}/{phone-number-id}/messages` with a bearer token.
 * `baseUrl` is https://graph.facebook.com in production and the loopback simulator in development and tests.
 */
export function createWhatsAppSender(options: {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  apiVersion?: string;
  timeoutMs?: number;
}): WhatsAppSender {
  const version = options.apiVersion ?? 'v21.0';
  return {
    async sendText(toLocalPhone, body) {
      const response = await fetch(`${options.baseUrl}/${version}/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: toWhatsAppNumber(toLocalPhone),
          type: 'text',
          text: { preview_url: false, body },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const json: unknown = await response.json().catch(() => ({}));
      if (!response.ok) {
        const parsed = errorResponse.safeParse(json);
        throw new WhatsAppError(
          parsed.success ? parsed.data.error.message : `WhatsApp API answered ${response.status}`,
          parsed.success ? parsed.data.error.code : undefined,
        );
      }
      const [message] = sendResponse.parse(json).messages;
      return { messageId: message?.id ?? '' };
    },
  };
}
