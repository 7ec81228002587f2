import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mediaBackgroundMaxBytes,
  mediaBackgroundResponseSchema,
  mediaImageQuery,
  mediaInputSchema,
  mediaPaths,
  pricelistMediaListSchema,
  pricelistMediaResponseSchema,
} from '@konter/shared/contracts/media';
import { messageResponseSchema } from '@konter/shared/contracts/accounts';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import { mediaErrors } from './media.errors.ts';
import type { MediaService } from './media.service.ts';

/** Agents' and masters' tool (they sell at their own prices); members get the permission's 403. */
const config = { permission: 'agent.transactions' } as const;
const idParams = z.object({ id: z.string().max(100) });

function sendPng(reply: FastifyReply, body: Buffer, filename?: string) {
  return reply
    .header('content-type', 'image/png')
    .header('content-disposition', filename ? `attachment; filename="${filename}"` : 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** MED-01/MED-02 and NAV-14: an agent's pricelist images, their backgrounds and the drawn PNGs. */
export function registerMediaRoutes(root: FastifyInstance, deps: { media: MediaService }): void {
  const { media } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();

  // The background: one file, its type read from its content; 8 MB (§9).
  app.post(
    mediaPaths.background,
    {
      config,
      schema: { tags: ['media'], consumes: ['multipart/form-data'], response: { 200: mediaBackgroundResponseSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const file = await request
        .file({ limits: { fileSize: mediaBackgroundMaxBytes + 1, files: 1 } })
        .catch(() => undefined);
      if (!file) return { data: await media.uploadBackground(auth, null) };
      const data = await file.toBuffer().catch(() => null);
      if (file.file.truncated) throw mediaErrors.tooLarge();
      return { data: await media.uploadBackground(auth, data ? { data, truncated: false } : null) };
    },
  );

  app.get(
    mediaPaths.backgroundFilePattern,
    { config, schema: { tags: ['media'], params: z.object({ key: z.string().max(100) }) } },
    async (request, reply) => {
      const body = await media.background(requireAuth(request), request.params.key);
      if (!body) throw mediaErrors.notFound();
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.get(
    mediaPaths.list,
    { config, schema: { tags: ['media'], response: { 200: pricelistMediaListSchema } } },
    async (request) => ({ data: await media.list(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    mediaPaths.list,
    { config, schema: { tags: ['media'], body: mediaInputSchema, response: { 201: pricelistMediaResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await media.create(requireTenant(request), requireAuth(request), request.body),
        message: request.t('media.saved'),
      }),
  );

  // Drawn from the editor's current state, nothing saved: the live preview.
  app.post(
    mediaPaths.preview,
    { config, schema: { tags: ['media'], body: mediaInputSchema, querystring: mediaImageQuery } },
    async (request, reply) =>
      sendPng(
        reply,
        await media.preview(requireTenant(request), requireAuth(request), request.body, request.query.size),
      ),
  );

  app.get(
    mediaPaths.itemPattern,
    { config, schema: { tags: ['media'], params: idParams, response: { 200: pricelistMediaResponseSchema } } },
    async (request) => ({
      data: await media.get(requireTenant(request), requireAuth(request), request.params.id),
    }),
  );

  app.put(
    mediaPaths.itemPattern,
    {
      config,
      schema: {
        tags: ['media'],
        params: idParams,
        body: mediaInputSchema,
        response: { 200: pricelistMediaResponseSchema },
      },
    },
    async (request) => ({
      data: await media.update(requireTenant(request), requireAuth(request), request.params.id, request.body),
      message: request.t('media.saved'),
    }),
  );

  app.delete(
    mediaPaths.itemPattern,
    { config, schema: { tags: ['media'], params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await media.remove(requireAuth(request), request.params.id);
      return { message: request.t('media.deleted') };
    },
  );

  app.get(
    mediaPaths.imagePattern,
    { config, schema: { tags: ['media'], params: idParams, querystring: mediaImageQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const { size } = request.query;
      const body = await media.image(requireTenant(request), requireAuth(request), id, size);
      return sendPng(reply, body, `pricelist-${size}.png`);
    },
  );
}
