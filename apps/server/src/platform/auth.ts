import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@konter/shared/contracts/accounts';
import { AppError } from './errors.ts';

/**
 * Who acts, whatever proved it (decision 024): services take a Principal, so the same rules serve a person in the web
 * app (`web`, a cookie session), a reseller's server (`api`, a signed request) and the background work a person
 * started (`job`, e.g. the rows of a confirmed spreadsheet). The channel decides what else an action asks for: a
 * purchase on the web is confirmed with the PIN or password; a job was confirmed when it was started.
 */
export type Principal = {
  accountId: string;
  tenantId: string;
  role: Role;
  status: 'active' | 'inactive' | 'deleted';
  permissions: readonly string[];
  channel: 'web' | 'api' | 'job';
};

/** A principal proved by a cookie session (the web app's scope). */
export type AuthContext = Principal & {
  channel: 'web';
  sessionTokenHash: string;
  deviceId: string;
};

/** Implemented by the accounts module; the platform only knows this shape. */
export type Authenticator = {
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public': no login needed; 'optional': login read when present. Every other API route needs login. */
    auth?: 'public' | 'optional';
    /** A permission the account must hold (ACC-14), checked by name. */
    permission?: string;
    /**
     * The message key an account without `permission` reads (still a 403 `unauthorized_access`), when the generic
     * 'Unauthorized Access!' would not say who the route is for.
     */
    permissionMessage?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Reads the principal of every request of the scope it is registered in and enforces login and permissions per
 * route, so a handler never has to remember to: a route is protected unless it says `config: { auth: 'public' }`.
 */
export function registerAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.tenant) return;
    const config = request.routeOptions.config;
    if (config.auth === 'public') return;
    request.auth = await authenticator.authenticate(request, reply);
    if (config.auth === 'optional') return;
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    if (!request.auth) throw new AppError('not_authenticated');
    if (config.permission && !request.auth.permissions.includes(config.permission)) {
      throw new AppError(
        'unauthorized_access',
        config.permissionMessage ? { messageKey: config.permissionMessage } : {},
      );
    }
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('not_authenticated');
  return request.auth;
}

/**
 * A route scope (decision 024): an encapsulated Fastify plugin whose routes are authenticated one way, and only
 * those. The web app's scope reads a cookie session and checks the CSRF token of every state-changing request; the
 * reseller API's scope (issue 19) will read a signed request instead, with no cookie and no CSRF, from the same
 * function with its own authenticator and `csrf: null`. A route belongs to the scope it is registered in, not to a
 * URL pattern.
 */
export async function registerAuthScope(
  app: FastifyInstance,
  scope: { authenticator: Authenticator; csrf: ((scoped: FastifyInstance) => void) | null },
  routes: (scoped: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scoped) => {
    scope.csrf?.(scoped);
    registerAuth(scoped, scope.authenticator);
    await routes(scoped);
  });
}
