import { z } from 'zod';
import { defineJob } from '../../platform/queue.ts';

const emailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1),
  html: z.string().min(1),
});
export type EmailPayload = z.infer<typeof emailPayload>;

/** Sends one e-mail after the transaction that asked for it commits; retried with backoff when SMTP fails. */
export const sendEmailJob = defineJob({
  name: 'notify.email',
  schema: emailPayload,
  retryLimit: 5,
  retryDelaySeconds: 10,
  async handler(payload, { providers, log }) {
    const { messageId } = await providers.email.send(payload);
    log.info({ messageId, subject: payload.subject }, 'email sent');
  },
});
