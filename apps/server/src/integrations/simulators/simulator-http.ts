import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A simulator action that cannot run (unknown, no longer pending, not offered): `httpStatus` is its answer. */
export class SimulatorActionError extends Error {
  readonly httpStatus: number;

  constructor(httpStatus: number, message: string) {
    super(message);
    this.httpStatus = httpStatus;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Lets the simulator's pages post plain HTML forms: an url-encoded body arrives as an object of strings. */
export function acceptHtmlForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** Listens on 127.0.0.1 (`port` 0: any free one) and returns the base URL. */
export async function listenOnLoopback(app: FastifyInstance, port: number): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The user name of an HTTP Basic `Authorization` header (the API key, for the gateways); null without one. */
export function basicAuthUser(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator < 0 ? null : decoded.slice(0, separator);
}

/**
 * A hosted payment page of a gateway simulator: a card on a `background` page, with the amount, a list of details,
 * a method picker and full-width buttons coloured by `buttonStyles` (e.g. `.pay{background:#16a34a}`).
 */
export function paymentPage(
  title: string,
  body: string,
  colours: { background: string; buttonStyles: string },
): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:${colours.background};color:#0f172a}` +
    `main{max-width:28rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.25rem;` +
    `box-shadow:0 1px 3px rgba(0,0,0,.1)}h1{font-size:1rem;color:#64748b;margin:0 0 .5rem}` +
    `.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;` +
    `gap:.25rem 1rem;margin:0 0 1rem}dt{color:#64748b}dd{margin:0;word-break:break-all}label{display:block;` +
    `margin-bottom:.25rem}select{width:100%;padding:.6rem;margin-bottom:1rem;font-size:1rem}button{display:block;` +
    `width:100%;padding:.8rem;margin:.5rem 0;font-size:1rem;border:0;border-radius:.5rem;color:#fff;cursor:pointer}` +
    `${colours.buttonStyles}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}
