import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bootstrapResponseSchema, sitePaths } from '@konter/shared/contracts/site';
import type { LiveChatEmbed } from '../../integrations/live-chat/live-chat.ts';
import type { CsrfProtection } from '../../platform/csrf.ts';
import { sitePreferencesOf } from '../../platform/site-preferences.ts';
import { requireTenant } from '../../platform/tenancy.ts';

/**
 * The preference object and CSRF token for clients that did not get them in the page: the Vite dev server and
 * the Android wrapper's first load.
 */
export function registerSiteRoutes(
  app: FastifyInstance,
  deps: { csrf: CsrfProtection; liveChat: LiveChatEmbed },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    sitePaths.bootstrap,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Tenant preferences and a CSRF token for this browser',
        response: { 200: bootstrapResponseSchema },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      reply.header('cache-control', 'no-store');
      return {
        preferences: sitePreferencesOf(tenant, request.locale, deps.liveChat),
        csrfToken: deps.csrf.issue(request, reply),
      };
    },
  );
}
