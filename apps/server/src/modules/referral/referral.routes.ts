import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAffiliateSchema,
  affiliateApplicationBody,
  affiliateDecisionBody,
  affiliateSchema,
  affiliateSettingsSchema,
  agentCenterReferralSchema,
  commissionReportSchema,
  payoutPaidBody,
  payoutSchema,
  referralCodeBody,
  referralPaths,
  referralSummarySchema,
  referralVisitBody,
  sendInvitationsBody,
} from '@konter/shared/contracts/referral';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { StoredFile } from '../../platform/storage.ts';
import { referralErrors } from './referral.errors.ts';
import { attachmentMaxBytes, type ReferralService } from './referral.service.ts';

const admin = { permission: 'admin.manage' };
/** Shown inline (the admin's queue draws it), never cached, never sniffed into another type. */
function sendAttachment(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Referral (REF-01), affiliate registration (REF-02/03), commissions and payouts (REF-04). */
export function registerReferralRoutes(root: FastifyInstance, deps: { referral: ReferralService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { referral } = deps;

  app.get(
    referralPaths.code,
    { schema: { tags: ['referral'], response: { 200: z.object({ data: referralSummarySchema }) } } },
    async (request) => ({
      data: await referral.summary(requireTenant(request), requireAuth(request), originOf(request)),
    }),
  );

  app.post(
    referralPaths.code,
    {
      schema: {
        tags: ['referral'],
        body: referralCodeBody,
        response: { 200: z.object({ data: referralSummarySchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await referral.changeCode(
        requireTenant(request),
        requireAuth(request),
        request.body.code,
        originOf(request),
      ),
      message: request.t('referral.code_saved'),
    }),
  );

  app.get(
    referralPaths.agentCenter,
    { schema: { tags: ['referral'], response: { 200: z.object({ data: agentCenterReferralSchema }) } } },
    async (request) => ({
      data: await referral.agentCenter(requireTenant(request), requireAuth(request), originOf(request)),
    }),
  );

  app.post(
    referralPaths.sendEmail,
    {
      schema: {
        tags: ['referral'],
        body: sendInvitationsBody,
        response: { 200: z.object({ data: z.object({ sent: z.number().int() }), message: z.string() }) },
      },
    },
    async (request) => {
      const result = await referral.sendInvitations(requireTenant(request), requireAuth(request), request.body.emails, {
        origin: originOf(request),
        locale: request.locale,
      });
      return { data: result, message: request.t('referral.invitations_sent', { count: result.sent }) };
    },
  );

  // Public: the register page reports a visit of a referral URL. No cookie is set or read (no consent needed).
  app.post(
    referralPaths.visit,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['referral'],
        body: referralVisitBody,
        response: { 200: z.object({ data: z.object({ counted: z.boolean() }) }) },
      },
    },
    async (request) => ({
      data: await referral.visit(requireTenant(request), request.body.code, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      }),
    }),
  );

  app.get(
    referralPaths.affiliate,
    { schema: { tags: ['referral'], response: { 200: z.object({ data: affiliateSchema }) } } },
    async (request) => ({ data: await referral.affiliate(requireTenant(request), requireAuth(request)) }),
  );

  app.post(
    referralPaths.affiliate,
    {
      schema: {
        tags: ['referral'],
        body: affiliateApplicationBody,
        response: { 200: z.object({ data: affiliateSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const affiliate = await referral.apply(requireTenant(request), requireAuth(request), request.body);
      return { data: affiliate, message: request.t('referral.application_saved') };
    },
  );

  // REF-02: the identity attachment (multipart, one file); its type is read from its content.
  app.post(
    referralPaths.affiliateAttachment,
    {
      schema: {
        tags: ['referral'],
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: affiliateSchema }) },
      },
    },
    async (request) => {
      const file = await request
        .file({ limits: { fileSize: attachmentMaxBytes + 1, files: 1 } })
        .catch(() => undefined);
      if (!file) throw referralErrors.attachmentMissing();
      const data = await file.toBuffer().catch(() => null);
      if (file.file.truncated) throw referralErrors.attachmentTooLarge();
      if (!data) throw referralErrors.attachmentMissing();
      return { data: await referral.saveAttachment(requireTenant(request), requireAuth(request), data) };
    },
  );

  // Only the owner (here) and admins (below) read it; `/uploads/` never serves it.
  app.get(referralPaths.affiliateAttachment, { schema: { tags: ['referral'] } }, async (request, reply) =>
    sendAttachment(reply, await referral.attachment(requireTenant(request), requireAuth(request).accountId)),
  );

  app.get(
    `${referralPaths.adminAffiliates}/:accountId/attachment`,
    { config: admin, schema: { tags: ['admin'], params: z.object({ accountId: z.uuid() }) } },
    async (request, reply) =>
      sendAttachment(reply, await referral.attachment(requireTenant(request), request.params.accountId)),
  );

  app.get(
    referralPaths.commissions,
    { schema: { tags: ['referral'], response: { 200: z.object({ data: commissionReportSchema }) } } },
    async (request) => ({ data: await referral.commissionReport(requireTenant(request), requireAuth(request)) }),
  );

  // --- admin ---

  app.get(
    referralPaths.adminAffiliates,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        querystring: z.object({ status: z.enum(['waiting', 'verified', 'rejected']).optional() }),
        response: { 200: z.object({ data: z.array(adminAffiliateSchema) }) },
      },
    },
    async (request) => ({ data: await referral.listAffiliates(requireTenant(request), request.query.status) }),
  );

  app.post(
    `${referralPaths.adminAffiliates}/:accountId/decide`,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: z.object({ accountId: z.uuid() }),
        body: affiliateDecisionBody,
        response: { 200: z.object({ data: affiliateSchema }) },
      },
    },
    async (request) => {
      const affiliate = await referral.decide(
        requireTenant(request),
        requireAuth(request),
        request.params.accountId,
        request.body,
      );
      return { data: affiliate };
    },
  );

  app.get(
    referralPaths.adminSettings,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: affiliateSettingsSchema }) } } },
    async (request) => ({ data: await referral.settings(requireTenant(request)) }),
  );

  app.post(
    referralPaths.adminSettings,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        body: affiliateSettingsSchema,
        response: { 200: z.object({ data: affiliateSettingsSchema }) },
      },
    },
    async (request) => ({
      data: await referral.saveSettings(requireTenant(request), requireAuth(request), request.body),
    }),
  );

  app.get(
    referralPaths.adminPayouts,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        querystring: z.object({
          period: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .optional(),
        }),
        response: { 200: z.object({ data: z.array(payoutSchema) }) },
      },
    },
    async (request) => ({
      data: await referral.listPayouts(
        requireTenant(request),
        request.query.period ? { period: request.query.period } : {},
      ),
    }),
  );

  app.post(
    referralPaths.adminPayoutRun,
    { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(payoutSchema) }) } } },
    async (request) => ({ data: await referral.runPayouts(requireTenant(request), requireAuth(request)) }),
  );

  app.get(referralPaths.adminPayoutExport, { config: admin, schema: { tags: ['admin'] } }, async (request, reply) => {
    const file = await referral.exportPayouts(requireTenant(request));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  app.post(
    `${referralPaths.adminPayouts}/:payoutId/paid`,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: z.object({ payoutId: z.uuid() }),
        body: payoutPaidBody,
        response: { 200: z.object({ data: payoutSchema }) },
      },
    },
    async (request) => ({
      data: await referral.markPaid(
        requireTenant(request),
        requireAuth(request),
        request.params.payoutId,
        request.body.transfer_reference,
      ),
    }),
  );
}
