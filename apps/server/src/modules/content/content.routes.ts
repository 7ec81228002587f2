import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentPageInputSchema,
  contentPageListSchema,
  contentPaths,
  contentPageResponseSchema,
} from '@konter/shared/contracts/content';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { ContentService } from './content.service.ts';

/** CMS-01, ADM-01 "content": the back office's editor of help pages, FAQ, blog posts and marketing pages. */
export function registerContentAdminRoutes(app: FastifyInstance, deps: { content: ContentService }): void {
  const { content } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'admin.manage' } as const;

  api.get(
    contentPaths.adminList,
    { config, schema: { tags: ['admin'], summary: 'Every content page', response: { 200: contentPageListSchema } } },
    async (request) => ({ data: await content.list(requireTenant(request)) }),
  );

  api.post(
    contentPaths.adminList,
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Create a content page',
        body: contentPageInputSchema,
        response: { 201: contentPageResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await content.create(requireTenant(request), requireAuth(request), request.body) }),
  );

  api.put(
    contentPaths.adminItemPattern,
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Edit a content page',
        params: z.object({ id: z.uuid() }),
        body: contentPageInputSchema,
        response: { 200: contentPageResponseSchema },
      },
    },
    async (request) => ({
      data: await content.update(requireTenant(request), requireAuth(request), request.params.id, request.body),
    }),
  );

  api.delete(
    contentPaths.adminItemPattern,
    {
      config,
      schema: { tags: ['admin'], summary: 'Delete a content page', params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      await content.remove(requireTenant(request), requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
