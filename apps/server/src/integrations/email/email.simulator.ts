import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Clock } from '../../platform/clock.ts';

export type ReceivedEmail = {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

/**
 * A real SMTP server on loopback that keeps what it receives, so a person running the demo (or a test) can read
 * the verification and reset mails at /dev/mailbox. Accepts any login; keeps the last 200 messages.
 */
export class SmtpSimulator {
  readonly messages: ReceivedEmail[] = [];
  #server: SMTPServer | null = null;
  #nextId = 1;
  readonly #clock: Clock;
  port = 0;

  /** `clock`: the app's, so a message's time reads like the app's own times. */
  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async start(port = 0): Promise<string> {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((parsed) => {
              this.messages.unshift({
                id: this.#nextId++,
                from: parsed.from?.address ?? session.envelope.mailFrom?.toString() ?? '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: parsed.html ?? '',
                receivedAt: this.#clock.now().toISOString(),
              });
              this.messages.splice(200);
              callback();
            })
            .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
        });
      },
    });
    await new Promise<void>((resolve) => this.#server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.#server as unknown as { server: { address(): AddressInfo } }).server.address().port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages to one address, newest first. */
  to(address: string): ReceivedEmail[] {
    return this.messages.filter((message) => message.to.includes(address.toLowerCase()));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
