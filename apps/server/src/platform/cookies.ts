import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Production always runs behind https: its cookies are Secure whatever a request says of its protocol. */
    alwaysSecureCookies: boolean;
  }
}

export function registerCookiePolicy(app: FastifyInstance, options: { alwaysSecure: boolean }): void {
  app.decorate('alwaysSecureCookies', options.alwaysSecure);
}

/**
 * Whether the cookies set for this request are Secure: it came over https (directly, or through a proxy trusted with
 * TRUST_PROXY), or the app runs in production. A Secure cookie also takes the __Host- prefix, which pins it to this
 * exact host, so a sibling subdomain cannot plant one.
 */
export function secureCookies(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.alwaysSecureCookies;
}

/** The cookie's name for this request: `__Host-name` when it is Secure, `name` on plain http in development. */
export function hostCookieName(request: FastifyRequest, name: string): string {
  return secureCookies(request) ? `__Host-${name}` : name;
}
