import { z } from 'zod';

/**
 * A message template approved in the business account (Meta Cloud API `type: "template"`): the only kind of message
 * a business may start a conversation with outside the customer's 24-hour window. `parameters` fill the template
 * body's {{1}}, {{2}} … in order.
 */
export type WhatsAppTemplate = { name: string; language: string; parameters: string[] };

export type WhatsAppSender = {
  sendText(toLocalPhone: string, body: string): Promise<{ messageId: string }>;
  sendTemplate(toLocalPhone: string, template: WhatsAppTemplate): Promise<{ messageId: string }>;
};

export class WhatsAppError extends Error {
  readonly code: number | undefined;
  readonly httpStatus: number | undefined;
  constructor(message: string, code?: number, httpStatus?: number) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** The Graph API's code for an access token it does not accept (expired, revoked or wrong). */
export const whatsAppInvalidTokenCode = 190;

export type WhatsAppAccountConfig = {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  apiVersion?: string;
  timeoutMs?: number;
};

/** The Graph API's answer as JSON, or its refusal as a `WhatsAppError` (with the API's code where it gave one). */
async function graphJson(response: Response): Promise<unknown> {
  const json: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const parsed = errorResponse.safeParse(json);
    throw new WhatsAppError(
      parsed.success ? parsed.data.error.message : `WhatsApp API answered ${response.status}`,
      parsed.success ? parsed.data.error.code : undefined,
      response.status,
    );
  }
  return json;
}

const sendResponse = z.object({
  messages: z.array(z.object({ id: z.string() })).min(1),
});
const errorResponse = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) });
const phoneNumberResponse = z.object({ id: z.string(), display_phone_number: z.string().optional() });

/** '0812…' → '62812…', the international form the WhatsApp Cloud API expects. */
export function toWhatsAppNumber(localPhone: string): string {
  return localPhone.startsWith('0') ? `62${localPhone.slice(1)}` : localPhone.replace(/^\+/, '');
}

/**
 * Speaks the WhatsApp Business Cloud API: `POST {base}/{version}/{phone-number-id}/messages` with a bearer token.
 * `baseUrl` is https://graph.facebook.com in production and the loopback simulator in development and tests.
 */
export function createWhatsAppSender(options: WhatsAppAccountConfig): WhatsAppSender {
  const version = options.apiVersion ?? 'v21.0';
  const send = async (message: Record<string, unknown>) => {
    const response = await fetch(`${options.baseUrl}/${version}/${options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...message }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const [sent] = sendResponse.parse(await graphJson(response)).messages;
    return { messageId: sent?.id ?? '' };
  };
  return {
    sendText: (toLocalPhone, body) =>
      send({ to: toWhatsAppNumber(toLocalPhone), type: 'text', text: { preview_url: false, body } }),
    sendTemplate: (toLocalPhone, template) =>
      send({
        to: toWhatsAppNumber(toLocalPhone),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
        },
      }),
  };
}

/**
 * The sending number as the API knows it (`GET {base}/{version}/{phone-number-id}`): the back office's "test
 * connection" of a tenant's own account (issue 17), which sends nothing.
 */
export async function fetchWhatsAppNumber(
  options: WhatsAppAccountConfig,
): Promise<{ displayPhoneNumber: string | null }> {
  const version = options.apiVersion ?? 'v21.0';
  const response = await fetch(`${options.baseUrl}/${version}/${encodeURIComponent(options.phoneNumberId)}`, {
    headers: { authorization: `Bearer ${options.token}` },
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const number = phoneNumberResponse.safeParse(await graphJson(response));
  if (!number.success) throw new WhatsAppError('WhatsApp API answered an unreadable phone number');
  return { displayPhoneNumber: number.data.display_phone_number ?? null };
}
