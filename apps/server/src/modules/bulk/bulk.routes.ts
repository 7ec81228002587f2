import '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkConfirmBody,
  bulkIdParam,
  bulkMaxFileBytes,
  bulkPaths,
  bulkSettingsSchema,
  bulkUploadQuery,
  bulkUploadResponseSchema,
  bulkUploadSchema,
  bulkUploadsQuery,
  bulkUploadsResponseSchema,
} from '@konter/shared/contracts/bulk';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import { permissions } from '../accounts/index.ts';
import { bulkErrors } from './bulk.errors.ts';
import type { BulkService } from './bulk.service.ts';
import { spreadsheetContentType } from './bulk.spreadsheet.ts';

function sendFile(reply: FastifyReply, file: { body: Buffer; filename: string }) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return reply
    .header('content-type', spreadsheetContentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The spreadsheet top-up under /prabayar/excel (XLS-01..XLS-05). Every route needs the `bulk.excel` grant
 * (XLS-01: the same grant `prabayar/checkExcel` reports as excelAccess); others get 403.
 */
export function registerBulkRoutes(root: FastifyInstance, deps: { bulk: BulkService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { bulk } = deps;
  const config = { permission: permissions.bulkExcel };

  app.get(
    bulkPaths.settings,
    { config, schema: { tags: ['bulk'], response: { 200: z.object({ data: bulkSettingsSchema }) } } },
    async (request) => {
      const tenant = requireTenant(request);
      return { data: bulk.settings(tenant, await bulk.pinRequired(tenant, requireAuth(request))) };
    },
  );

  app.get(bulkPaths.template, { config, schema: { tags: ['bulk'] } }, async (request, reply) =>
    sendFile(reply, await bulk.template(requireTenant(request), requireAuth(request), request.locale)),
  );

  app.post(
    bulkPaths.upload,
    {
      config,
      schema: {
        tags: ['bulk'],
        consumes: ['multipart/form-data'],
        response: { 200: bulkUploadResponseSchema },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const auth = requireAuth(request);
      const file = await request.file({ limits: { fileSize: bulkMaxFileBytes, files: 1 } }).catch(() => undefined);
      if (!file) throw bulkErrors.fileRequired();
      const data = await file.toBuffer().catch(() => null);
      if (!data || file.file.truncated) throw bulkErrors.fileTooLarge(bulkMaxFileBytes / 1024 / 1024);
      const detail = await bulk.upload(tenant, auth, request.locale, { fileName: file.filename, data });
      return {
        data: detail,
        message: request.t('bulk.checked', { valid: detail.valid_rows, invalid: detail.invalid_rows }),
      };
    },
  );

  app.get(
    bulkPaths.uploads,
    { config, schema: { tags: ['bulk'], querystring: bulkUploadsQuery, response: { 200: bulkUploadsResponseSchema } } },
    async (request) => bulk.list(requireTenant(request), requireAuth(request), request.query),
  );

  app.get(
    bulkPaths.detail(':id'),
    {
      config,
      schema: {
        tags: ['bulk'],
        params: bulkIdParam,
        querystring: bulkUploadQuery,
        response: { 200: bulkUploadResponseSchema },
      },
    },
    async (request) => ({
      data: await bulk.detail(
        requireTenant(request),
        requireAuth(request),
        request.params.id,
        request.locale,
        request.query.lines,
      ),
    }),
  );

  app.get(
    bulkPaths.result(':id'),
    { config, schema: { tags: ['bulk'], params: bulkIdParam } },
    async (request, reply) =>
      sendFile(
        reply,
        await bulk.result(requireTenant(request), requireAuth(request), request.params.id, request.locale),
      ),
  );

  app.post(
    bulkPaths.confirm(':id'),
    {
      config,
      schema: {
        tags: ['bulk'],
        params: bulkIdParam,
        body: bulkConfirmBody,
        response: { 200: z.object({ data: bulkUploadSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await bulk.confirm(requireTenant(request), requireAuth(request), request.params.id, request.body),
      message: request.t('bulk.confirmed'),
    }),
  );

  app.post(
    bulkPaths.cancel(':id'),
    {
      config,
      schema: {
        tags: ['bulk'],
        params: bulkIdParam,
        response: { 200: z.object({ data: bulkUploadSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await bulk.cancel(requireTenant(request), requireAuth(request), request.params.id),
      message: request.t('bulk.canceled'),
    }),
  );
}
