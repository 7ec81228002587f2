import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addIpBody,
  adminIpSchema,
  apiCallSchema,
  createKeyBody,
  createdKeySchema,
  decideIpBody,
  deliverySchema,
  developerPaths,
  developerSettingsSchema,
  resendBody,
  testWebhookSchema,
  updateSettingsBody,
} from '@konter/shared/contracts/developer';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { H2hService } from './h2h.service.ts';

/** The developer's settings and the admin's IP approvals, in the web app's scope (cookie session, CSRF). */
export function registerDeveloperRoutes(root: FastifyInstance, deps: { h2h: H2hService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { h2h } = deps;
  const settings = { 200: z.object({ data: developerSettingsSchema }) };
  const developer = { permission: 'developer.api' };

  app.get(
    developerPaths.settings,
    { config: developer, schema: { tags: ['developer'], response: settings } },
    async (request) => ({
      data: await h2h.settings(requireTenant(request), requireAuth(request)),
    }),
  );

  app.post(
    developerPaths.updateSettings,
    { config: developer, schema: { tags: ['developer'], body: updateSettingsBody, response: settings } },
    async (request) => ({
      data: await h2h.updateSettings(requireTenant(request), requireAuth(request), request.body),
    }),
  );

  app.post(
    developerPaths.keys,
    {
      config: developer,
      schema: { tags: ['developer'], body: createKeyBody, response: { 200: z.object({ data: createdKeySchema }) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await h2h.createKey(requireTenant(request), requireAuth(request), request.body.mode) };
    },
  );

  app.post(
    developerPaths.ips,
    { config: developer, schema: { tags: ['developer'], body: addIpBody, response: settings } },
    async (request) => ({ data: await h2h.addIp(requireTenant(request), requireAuth(request), request.body.ip) }),
  );

  app.delete(
    `${developerPaths.ips}/:id`,
    { config: developer, schema: { tags: ['developer'], params: z.object({ id: z.uuid() }), response: settings } },
    async (request) => ({
      data: await h2h.removeIp(requireTenant(request), requireAuth(request), request.params.id),
    }),
  );

  app.get(
    developerPaths.calls,
    {
      config: developer,
      schema: { tags: ['developer'], response: { 200: z.object({ data: z.array(apiCallSchema) }) } },
    },
    async (request) => ({ data: await h2h.calls(requireTenant(request), requireAuth(request)) }),
  );

  app.get(
    developerPaths.deliveries,
    {
      config: developer,
      schema: { tags: ['developer'], response: { 200: z.object({ data: z.array(deliverySchema) }) } },
    },
    async (request) => ({ data: await h2h.deliveries(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    developerPaths.testWebhook,
    { config: developer, schema: { tags: ['developer'], response: { 200: z.object({ data: testWebhookSchema }) } } },
    async (request) => ({ data: await h2h.testWebhook(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    developerPaths.resend,
    {
      config: developer,
      schema: {
        tags: ['developer'],
        body: resendBody,
        response: { 200: z.object({ data: z.object({ delivery_id: z.string().nullable() }) }) },
      },
    },
    async (request) => ({
      data: await h2h.resendCallback(requireTenant(request), requireAuth(request), request.body.ref_id),
    }),
  );

  // DEV-02 / ADM-01: an admin approves (or rejects) each address a developer registered.
  app.get(
    developerPaths.adminIps,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(adminIpSchema) }) } },
    },
    async (request) => ({ data: await h2h.adminIps(requireTenant(request)) }),
  );

  app.post(
    `${developerPaths.adminIps}/:id/decide`,
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.uuid() }),
        body: decideIpBody,
        response: { 200: z.object({ data: z.array(adminIpSchema) }) },
      },
    },
    async (request) => ({
      data: await h2h.decideIp(requireTenant(request), requireAuth(request), request.params.id, request.body.status),
    }),
  );
}
