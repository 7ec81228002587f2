import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCredentialsPaths,
  credentialProviderParams,
  credentialTestResultSchema,
  providerCredentialsSchema,
  setProviderCredentialBody,
  testProviderCredentialBody,
} from '@konter/shared/contracts/admin-credentials';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { AdminCredentialsService } from './admin-credentials.service.ts';

const admin = { permission: 'admin.manage' } as const;

/** The address the admin reads the back office at: the tenant's own host, where its providers call back. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const listResponse = { 200: z.object({ data: providerCredentialsSchema }) };
const testResponse = { 200: z.object({ data: credentialTestResultSchema }) };

/** The tenant's own provider accounts (issue 17, ADM-01, decision 027); every answer is the masked list. */
export function registerAdminCredentialsRoutes(
  root: FastifyInstance,
  deps: { credentials: AdminCredentialsService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { credentials } = deps;

  app.get(
    adminCredentialsPaths.list,
    { config: admin, schema: { tags: ['admin'], response: listResponse } },
    async (request) => ({ data: await credentials.list(requireTenant(request), originOf(request)) }),
  );
  app.put(
    adminCredentialsPaths.provider,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: credentialProviderParams,
        body: setProviderCredentialBody,
        response: listResponse,
      },
    },
    async (request) => {
      const who = requireAuth(request);
      await credentials.set(who, request.params.provider, request.body);
      return { data: await credentials.list(requireTenant(request), originOf(request)) };
    },
  );
  app.delete(
    adminCredentialsPaths.provider,
    { config: admin, schema: { tags: ['admin'], params: credentialProviderParams, response: listResponse } },
    async (request) => {
      const who = requireAuth(request);
      await credentials.remove(who, request.params.provider);
      return { data: await credentials.list(requireTenant(request), originOf(request)) };
    },
  );
  app.post(
    adminCredentialsPaths.test,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: credentialProviderParams,
        body: testProviderCredentialBody,
        response: testResponse,
      },
    },
    async (request) => ({
      data: await credentials.test(requireAuth(request), request.params.provider, request.body.secrets, request.locale),
    }),
  );
}
