import nodemailer from 'nodemailer';

export type EmailMessage = { to: string; subject: string; text: string; html: string };

export type EmailSender = { send(message: EmailMessage): Promise<{ messageId: string }> };

/**
 * Sends e-mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example:587). In development and tests the URL
 * points at the built-in SMTP simulator on loopback.
 */
export function createSmtpSender(options: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: String(info.messageId) };
    },
  };
}
