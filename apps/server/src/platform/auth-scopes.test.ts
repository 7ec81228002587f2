import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthScope, requireAuth, type AuthContext } from './auth.ts';
import { AppError, registerErrorHandling } from './errors.ts';
import type { Tenant } from './tenancy.ts';

/** Who asks; `deviceId` here says which scope's authenticator proved it. */
const principal = (provedBy: 'cookie' | 'key'): AuthContext => ({
  accountId: '00000000-0000-4000-8000-000000000001',
  tenantId: '00000000-0000-4000-8000-000000000002',
  role: 'agent',
  status: 'active',
  permissions: ['transaction.create'],
  channel: 'web',
  sessionTokenHash: '',
  deviceId: provedBy,
});

let app: FastifyInstance;
const consulted = { web: 0, api: 0 };

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    request.tenant = { id: principal('cookie').tenantId } as Tenant;
  });
  // The web app's scope: a cookie and a CSRF header.
  await registerAuthScope(
    app,
    {
      authenticator: {
        authenticate: async (request) => {
          consulted.web += 1;
          return request.headers.cookie === 'session=ok' ? principal('cookie') : null;
        },
      },
      csrf: (scoped) =>
        scoped.addHook('onRequest', async (request) => {
          if (request.method !== 'GET' && request.headers['x-csrf-token'] !== 'token') {
            throw new AppError('csrf_token_invalid');
          }
        }),
    },
    (scoped) => {
      scoped.post('/api/v1/probe', async (request) => ({ provedBy: requireAuth(request).deviceId }));
    },
  );
  // A second scope as the reseller API's will be: a key header, no cookie, no CSRF.
  await registerAuthScope(
    app,
    {
      authenticator: {
        authenticate: async (request) => {
          consulted.api += 1;
          return request.headers['x-api-key'] === 'key' ? principal('key') : null;
        },
      },
      csrf: null,
    },
    (scoped) => {
      scoped.post('/api/h2h/probe', async (request) => ({ provedBy: requireAuth(request).deviceId }));
    },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('route scopes', () => {
  it('[PLT-02][PLT-04] each scope authenticates its own routes its own way, and only its own', async () => {
    const api = await app.inject({ method: 'POST', url: '/api/h2h/probe', headers: { 'x-api-key': 'key' } });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ provedBy: 'key' });
    // No CSRF in the API scope, and a cookie proves nothing there.
    const cookieOnly = await app.inject({ method: 'POST', url: '/api/h2h/probe', headers: { cookie: 'session=ok' } });
    expect(cookieOnly.statusCode).toBe(401);

    const withoutCsrf = await app.inject({ method: 'POST', url: '/api/v1/probe', headers: { cookie: 'session=ok' } });
    expect(withoutCsrf.statusCode).toBe(403);
    const web = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { cookie: 'session=ok', 'x-csrf-token': 'token' },
    });
    expect(web.statusCode).toBe(200);
    expect(web.json()).toEqual({ provedBy: 'cookie' });
    // A key proves nothing in the web scope.
    const keyOnly = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { 'x-api-key': 'key', 'x-csrf-token': 'token' },
    });
    expect(keyOnly.statusCode).toBe(401);
    expect(consulted).toEqual({ web: 2, api: 2 });
  });
});
