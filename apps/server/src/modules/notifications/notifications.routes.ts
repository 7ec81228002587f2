import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNotificationPaths,
  markAsReadBody,
  newsBody,
  newsSchema,
  notificationListSchema,
  notificationPaths,
  notificationSchema,
  periodParams,
  unreadSchema,
  deviceTokenBody,
  whatsappChannelsBody,
  whatsappChannelsSchema,
  notificationSettingsBody,
  notificationSettingsSchema,
  pushPaths,
  pushRegistrationSchema,
  pushStatusSchema,
  unsubscribeBody,
} from '@konter/shared/contracts/notifications';
import { apiBase } from '@konter/shared/contracts/site';
import { requireAuth } from '../../platform/auth.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { PushService } from './push.service.ts';

/** The inbox of spec §7 (NTF-01): a period's list, one notification, mark read, the unread list, delete all. */
export function registerNotificationRoutes(
  root: FastifyInstance,
  deps: { notifications: NotificationsService; push: PushService },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { notifications, push } = deps;
  const noStore = { 'cache-control': 'no-store' };

  // Web push (NTF-03): registered before `notification/:period` so `push` and `settings` are not read as periods.
  app.get(
    pushPaths.status,
    { schema: { tags: ['notification'], response: { 200: pushStatusSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await push.status(requireAuth(request)) };
    },
  );

  app.post(
    pushPaths.token,
    { schema: { tags: ['notification'], body: deviceTokenBody, response: { 200: pushRegistrationSchema } } },
    async (request) => {
      const userAgent = request.headers['user-agent'] ?? null;
      return { data: await push.register(requireAuth(request), request.body.device_token, request.locale, userAgent) };
    },
  );

  app.post(
    pushPaths.unsubscribe,
    {
      schema: {
        tags: ['notification'],
        body: unsubscribeBody,
        response: { 200: z.object({ data: z.object({ removed: z.number().int() }) }) },
      },
    },
    async (request) => ({ data: await push.unsubscribe(requireAuth(request), request.body.endpoint) }),
  );

  app.get(
    pushPaths.settings,
    { schema: { tags: ['notification'], response: { 200: notificationSettingsSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await push.settings(requireAuth(request)) };
    },
  );

  app.post(
    pushPaths.settings,
    {
      schema: {
        tags: ['notification'],
        body: notificationSettingsBody,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => ({ data: await push.saveSettings(requireAuth(request), request.body) }),
  );

  app.get(
    `${apiBase}/notification/:period`,
    { schema: { tags: ['notification'], params: periodParams, response: { 200: notificationListSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return notifications.list(requireAuth(request), request.params.period);
    },
  );

  app.get(
    `${apiBase}/notification/:period/:id`,
    {
      schema: {
        tags: ['notification'],
        params: periodParams.extend({ id: z.uuid() }),
        response: { 200: z.object({ data: notificationSchema }) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await notifications.get(requireAuth(request), request.params.id) };
    },
  );

  app.post(
    notificationPaths.markAsRead,
    {
      schema: {
        tags: ['notification'],
        body: markAsReadBody,
        response: { 200: z.object({ data: z.object({ unread: z.number().int() }) }) },
      },
    },
    async (request) => ({
      data: await notifications.markAsRead(requireAuth(request), request.body.id ?? null),
    }),
  );

  app.post(
    notificationPaths.unread,
    { schema: { tags: ['notification'], response: { 200: unreadSchema } } },
    async (request) => notifications.unread(requireAuth(request)),
  );

  app.post(
    notificationPaths.deleteAll,
    {
      schema: {
        tags: ['notification'],
        response: { 200: z.object({ data: z.object({ deleted: z.number().int(), unread: z.number().int() }) }) },
      },
    },
    async (request) => ({ data: await notifications.deleteAll(requireAuth(request)) }),
  );

  // Admin (admin.manage): news for the tenant's accounts, and what was sent with its delivery counts.
  app.post(
    adminNotificationPaths.news,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], body: newsBody, response: { 201: z.object({ data: newsSchema }) } },
    },
    async (request, reply) => {
      const news = await notifications.publishNews(requireAuth(request), request.body);
      return reply.status(201).send({ data: news });
    },
  );

  app.get(
    adminNotificationPaths.news,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(newsSchema) }) } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await notifications.listNews(requireAuth(request)) };
    },
  );

  app.get(
    adminNotificationPaths.whatsapp,
    {
      config: { permission: 'admin.manage' },
      schema: { tags: ['admin'], response: { 200: whatsappChannelsSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { data: await notifications.whatsappChannels(requireAuth(request)) };
    },
  );

  app.post(
    adminNotificationPaths.whatsapp,
    {
      config: { permission: 'admin.manage' },
      schema: {
        tags: ['admin'],
        body: whatsappChannelsBody,
        response: { 200: whatsappChannelsSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      data: await notifications.saveWhatsappChannels(requireAuth(request), request.body),
      message: request.t('notification.whatsapp_saved'),
    }),
  );
}
