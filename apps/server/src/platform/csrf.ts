import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiHeaders } from '@konter/shared/contracts/site';
import { hostCookieName, secureCookies } from './cookies.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes called by machines with their own authentication (webhooks, developer API). */
    csrf?: boolean;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function cookieName(request: FastifyRequest): string {
  // The __Host- prefix pins the cookie to this exact host over HTTPS, so a sibling subdomain cannot plant one.
  return hostCookieName(request, 'konter_csrf');
}

/**
 * Signed double-submit CSRF protection. A random value lives in an HttpOnly cookie; the page carries
 * HMAC(secret, value) in `<meta name="csrf-token">`, which only same-origin script can read and send back in the
 * `X-CSRF-TOKEN` header. Every state-changing `/api/` request must also carry the XMLHttpRequest marker.
 */
export class CsrfProtection {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  /** The token for this browser, setting its cookie first when it has none. */
  issue(request: FastifyRequest, reply: FastifyReply): string {
    const name = cookieName(request);
    let value = request.cookies[name];
    if (!value || !/^[A-Za-z0-9_-]{32,64}$/.test(value)) {
      value = randomBytes(24).toString('base64url');
      reply.setCookie(name, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies(request),
      });
      request.cookies[name] = value;
    }
    return this.#sign(value);
  }

  verify(request: FastifyRequest): boolean {
    const value = request.cookies[cookieName(request)];
    const header = request.headers[apiHeaders.csrf.toLowerCase()];
    const marker = request.headers[apiHeaders.requestedWith.toLowerCase()];
    if (!value || typeof header !== 'string' || marker !== apiHeaders.requestedWithValue) return false;
    const expected = Buffer.from(this.#sign(value));
    const given = Buffer.from(header);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  #sign(value: string): string {
    return createHmac('sha256', this.#secret).update(`csrf:${value}`).digest('base64url');
  }
}

export function registerCsrf(app: FastifyInstance, csrf: CsrfProtection): void {
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (request.routeOptions.config.csrf === false) return;
    if (!csrf.verify(request)) {
      request.log.warn({ url: request.url }, 'csrf token rejected');
      throw new AppError('csrf_token_invalid');
    }
  });
}
