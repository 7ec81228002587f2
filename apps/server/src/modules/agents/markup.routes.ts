import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downlineMarkupBody, downlineMarkupPaths, downlineMarkupSchema } from '@konter/shared/contracts/agents';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { MarkupService } from './markup.service.ts';

/** The agent's own markup for its downline: read it with the tenant's limits, set it within them. */
export function registerMarkupRoutes(root: FastifyInstance, markup: MarkupService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    downlineMarkupPaths.mine,
    { schema: { tags: ['agent'], response: { 200: z.object({ data: downlineMarkupSchema }) } } },
    async (request) => ({ data: await markup.mine(requireTenant(request), requireAuth(request)) }),
  );

  app.put(
    downlineMarkupPaths.mine,
    {
      schema: {
        tags: ['agent'],
        body: downlineMarkupBody,
        response: { 200: z.object({ data: downlineMarkupSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await markup.set(requireTenant(request), requireAuth(request), request.body),
      message: request.t('agent.markup_saved'),
    }),
  );
}
