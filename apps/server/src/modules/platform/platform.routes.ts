import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPlatformTenantBody,
  platformPaths,
  platformPermission,
  platformTenantResponse,
  platformTenantsResponse,
} from '@konter/shared/contracts/platform';
import { requireAuth } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { logoMaxBytes } from '../tenants/index.ts';
import { platformErrors } from './platform.errors.ts';
import type { PlatformService } from './platform.service.ts';

const owner = { permission: platformPermission } as const;
const idParams = z.object({ id: z.uuid() });

/**
 * `/api/v1/platform/*` (decision 034): a scope of its own inside the web app's (cookie session, CSRF), answering only
 * on the platform tenant's hosts (elsewhere it does not exist: 404, before any login is read) and only to an account
 * holding `platform.manage`, which no tenant admin can grant.
 */
export function registerPlatformRoutes(root: FastifyInstance, deps: { platform: PlatformService }): void {
  const service = deps.platform;
  // Loaded in order with the scope's other routes; a plugin registered inside a plugin needs no await.
  void root.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!request.tenant?.platform) throw new AppError('not_found');
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.get(
      platformPaths.tenants,
      { config: owner, schema: { tags: ['platform'], response: { 200: platformTenantsResponse } } },
      async () => ({ data: await service.list() }),
    );
    app.post(
      platformPaths.tenants,
      {
        config: owner,
        schema: { tags: ['platform'], body: createPlatformTenantBody, response: { 201: platformTenantResponse } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.create(requireAuth(request), request.body) }),
    );
    app.post(
      platformPaths.logo(':id'),
      {
        config: owner,
        schema: {
          tags: ['platform'],
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: platformTenantResponse },
        },
      },
      async (request) => {
        const who = requireAuth(request);
        const file = await request.file({ limits: { fileSize: logoMaxBytes + 1, files: 1 } }).catch(() => undefined);
        if (!file) throw platformErrors.logoInvalid();
        const data = await file.toBuffer().catch(() => null);
        if (!data || file.file.truncated) throw platformErrors.logoInvalid();
        return { data: await service.setLogo(who, request.params.id, { mimetype: file.mimetype, data }) };
      },
    );
    // The owner's screen shows an uploaded logo from here: the tenant's own hosts are another origin.
    app.get(
      platformPaths.logo(':id'),
      { config: owner, schema: { tags: ['platform'], params: idParams, hide: true } },
      async (request, reply) => {
        const file = await service.logoFile(request.params.id);
        if (!file) throw platformErrors.logoNotStored();
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );
    app.post(
      platformPaths.suspend(':id'),
      { config: owner, schema: { tags: ['platform'], params: idParams, response: { 200: platformTenantResponse } } },
      async (request) => ({ data: await service.suspend(requireAuth(request), request.params.id) }),
    );
    app.post(
      platformPaths.resume(':id'),
      { config: owner, schema: { tags: ['platform'], params: idParams, response: { 200: platformTenantResponse } } },
      async (request) => ({ data: await service.resume(requireAuth(request), request.params.id) }),
    );
  });
}
