import '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountPaths,
  accountSchema,
  accountSearchResponse,
  addressBody,
  addressSchema,
  changePasswordBody,
  contactBody,
  contactSchema,
  deleteAccountBody,
  deviceSchema,
  emailBody,
  loginBody,
  loginRequestStatusSchema,
  loginResponseSchema,
  messageResponseSchema,
  otpVerifyBody,
  pinResetBody,
  pinStoreBody,
  pinUpdateBody,
  pinVerifyBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  tokenBody,
  userSettingsBody,
  userSettingsSchema,
} from '@konter/shared/contracts/accounts';
import { apiBase } from '@konter/shared/contracts/site';
import { requireAuth } from '../../platform/auth.ts';
import { accountErrors } from './accounts.errors.ts';
import type { AccountService } from './account.service.ts';
import { sessionPolicy, type AuthService, type ClientInfo } from './auth.service.ts';
import { hostCookieName, secureCookies } from '../../platform/cookies.ts';
import { newToken } from '../../platform/secrets.ts';
import { requireTenant } from '../../platform/tenancy.ts';

export const sessionCookieName = (request: FastifyRequest) => hostCookieName(request, 'konter_session');
const deviceCookieName = (request: FastifyRequest) => hostCookieName(request, 'konter_device');

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: Math.floor(sessionPolicy.absoluteMs / 1000),
  });
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), { path: '/', secure: secureCookies(request) });
}

/** The long-lived device cookie that makes "this browser" recognisable to the trusted-device rule. */
function deviceKeyOf(request: FastifyRequest, reply: FastifyReply): string {
  const name = deviceCookieName(request);
  const existing = request.cookies[name];
  if (existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing)) return existing;
  const key = newToken(32);
  reply.setCookie(name, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: 2 * 365 * 24 * 60 * 60,
  });
  request.cookies[name] = key;
  return key;
}

function clientOf(request: FastifyRequest, reply: FastifyReply): ClientInfo {
  return {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    deviceKey: deviceKeyOf(request, reply),
    origin: `${request.protocol}://${request.host}`,
    locale: request.locale,
  };
}

const idParams = z.object({ id: z.uuid() });
const message = (request: FastifyRequest, key: string) => ({ message: request.t(key) });

export function registerAccountRoutes(
  root: FastifyInstance,
  services: { auth: AuthService; account: AccountService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { auth, account } = services;
  const publicRoute = { auth: 'public' as const };

  // Authentication (public)

  app.post(
    accountPaths.register,
    { config: publicRoute, schema: { tags: ['auth'], body: registerBody, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await auth.register(requireTenant(request), request.body, clientOf(request, reply));
      return reply.status(201).send(message(request, 'account.registered'));
    },
  );

  app.post(
    accountPaths.verifyEmail,
    { config: publicRoute, schema: { tags: ['auth'], body: tokenBody, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.verifyEmail(requireTenant(request), request.body.token);
      return message(request, 'account.email_verified');
    },
  );

  app.post(
    accountPaths.resendVerification,
    { config: publicRoute, schema: { tags: ['auth'], body: emailBody, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await auth.resendVerification(requireTenant(request), request.body.email, clientOf(request, reply));
      return message(request, 'account.link_sent');
    },
  );

  app.post(
    accountPaths.login,
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponseSchema, 202: loginResponseSchema } },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const outcome = await auth.login(tenant, request.body, clientOf(request, reply));
      if (outcome.status === 'approval_required') {
        return reply.status(202).send({
          status: 'approval_required',
          requestId: outcome.requestId,
          message: request.t('account.approval_required'),
        });
      }
      setSessionCookie(request, reply, outcome.sessionToken);
      return {
        status: 'authenticated' as const,
        account: await account.getById(tenant.id, outcome.accountId),
        restored: outcome.restored,
      };
    },
  );

  app.get(
    `${apiBase}/auth/login-requests/:id`,
    {
      config: publicRoute,
      schema: { tags: ['auth'], params: idParams, response: { 200: loginRequestStatusSchema } },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const status = await auth.loginRequestStatus(tenant, request.params.id, deviceKeyOf(request, reply));
      reply.header('cache-control', 'no-store');
      if (status.status !== 'approved') return { status: status.status };
      setSessionCookie(request, reply, status.sessionToken);
      return { status: 'approved' as const, account: await account.getById(tenant.id, status.accountId) };
    },
  );

  app.post(
    accountPaths.forgotPassword,
    { config: publicRoute, schema: { tags: ['auth'], body: emailBody, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await auth.forgotPassword(requireTenant(request), request.body.email, clientOf(request, reply));
      return message(request, 'account.link_sent');
    },
  );

  app.post(
    accountPaths.resetPassword,
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.resetPassword(requireTenant(request), request.body);
      return message(request, 'account.password_reset_done');
    },
  );

  app.post(
    accountPaths.logout,
    { config: { auth: 'optional' }, schema: { tags: ['auth'], response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth);
      clearSessionCookie(request, reply);
      return message(request, 'account.logged_out');
    },
  );

  // The account (login required)

  app.get(
    accountPaths.account,
    { schema: { tags: ['account'], response: { 200: z.object({ data: accountSchema }) } } },
    async (request) => ({
      data: await account.get(requireAuth(request)),
    }),
  );

  app.get(
    accountPaths.search,
    {
      schema: {
        tags: ['account'],
        querystring: z.object({ hp: z.string().trim().min(8).max(20) }),
        response: { 200: z.object({ data: accountSearchResponse }) },
      },
    },
    async (request) => ({ data: await account.search(requireAuth(request), request.query.hp) }),
  );

  app.post(
    accountPaths.profile,
    {
      schema: {
        tags: ['account'],
        body: profileBody,
        response: { 200: z.object({ data: accountSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await account.updateProfile(requireAuth(request), request.body.name),
      message: request.t('account.saved'),
    }),
  );

  app.post(
    accountPaths.avatar,
    {
      schema: {
        tags: ['account'],
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: accountSchema }) },
      },
    },
    async (request) => {
      const who = requireAuth(request);
      const file = await request.file({ limits: { fileSize: 2 * 1024 * 1024 + 1, files: 1 } }).catch(() => undefined);
      if (!file) throw accountErrors.avatarInvalid();
      const data = await file.toBuffer().catch(() => null);
      if (!data || file.file.truncated) throw accountErrors.avatarInvalid();
      return { data: await account.saveAvatar(who, { mimetype: file.mimetype, data }) };
    },
  );

  app.post(
    accountPaths.password,
    { schema: { tags: ['account'], body: changePasswordBody, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.changePassword(requireAuth(request), request.body);
      return message(request, 'account.password_changed');
    },
  );

  app.get(
    accountPaths.address,
    { schema: { tags: ['account'], response: { 200: z.object({ data: addressSchema.nullable() }) } } },
    async (request) => ({ data: await account.getAddress(requireAuth(request)) }),
  );

  app.post(
    accountPaths.address,
    {
      schema: {
        tags: ['account'],
        body: addressBody,
        response: { 200: z.object({ data: addressSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await account.saveAddress(requireAuth(request), request.body),
      message: request.t('account.saved'),
    }),
  );

  app.post(
    accountPaths.userSettingsGet,
    { schema: { tags: ['account'], response: { 200: z.object({ data: userSettingsSchema }) } } },
    async (request) => ({ data: await account.getSettings(requireAuth(request)) }),
  );

  // ACC-12: `account/setting` and `account/user-settings/set` both save the display preferences.
  for (const path of [accountPaths.setting, accountPaths.userSettingsSet]) {
    app.post(
      path,
      {
        schema: {
          tags: ['account'],
          body: userSettingsBody,
          response: { 200: z.object({ data: userSettingsSchema, message: z.string() }) },
        },
      },
      async (request) => ({
        data: await account.saveSettings(requireAuth(request), request.body),
        message: request.t('account.saved'),
      }),
    );
  }

  app.get(
    accountPaths.contacts,
    {
      schema: { tags: ['contacts'], response: { 200: z.object({ data: z.object({ data: z.array(contactSchema) }) }) } },
    },
    async (request) => ({ data: { data: await account.listContacts(requireAuth(request)) } }),
  );

  app.post(
    accountPaths.contactAdd,
    { schema: { tags: ['contacts'], body: contactBody, response: { 201: z.object({ data: contactSchema }) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await account.addContact(requireAuth(request), request.body) }),
  );

  app.post(
    `${apiBase}/account/contact/:id/edit`,
    {
      schema: {
        tags: ['contacts'],
        params: idParams,
        body: contactBody,
        response: { 200: z.object({ data: contactSchema }) },
      },
    },
    async (request) => ({ data: await account.editContact(requireAuth(request), request.params.id, request.body) }),
  );

  app.post(
    `${apiBase}/account/contact/:id/delete`,
    { schema: { tags: ['contacts'], params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.deleteContact(requireAuth(request), request.params.id);
      return message(request, 'account.saved');
    },
  );

  app.delete(
    accountPaths.deleteAccount,
    { schema: { tags: ['account'], body: deleteAccountBody, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await account.deleteAccount(requireAuth(request), request.body.password);
      clearSessionCookie(request, reply);
      return message(request, 'account.deleted');
    },
  );

  app.get(
    accountPaths.devices,
    { schema: { tags: ['devices'], response: { 200: z.object({ data: z.array(deviceSchema) }) } } },
    async (request) => {
      const list = await account.listDevices(requireAuth(request));
      return { data: list };
    },
  );

  for (const action of ['accept', 'reject', 'revoke', 'unblock'] as const) {
    app.post(
      `${apiBase}/account/device/:id/${action}`,
      { schema: { tags: ['devices'], params: idParams, response: { 200: messageResponseSchema } } },
      async (request) => {
        await account.decideDevice(requireAuth(request), request.params.id, action);
        return message(
          request,
          action === 'accept'
            ? 'account.device_accepted'
            : action === 'reject'
              ? 'account.device_rejected'
              : action === 'unblock'
                ? 'account.device_unblocked'
                : 'account.device_revoked',
        );
      },
    );
  }

  app.post(
    accountPaths.pinStore,
    { schema: { tags: ['pin'], body: pinStoreBody, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.storePin(requireAuth(request), request.body);
      return message(request, 'account.pin_saved');
    },
  );
  app.post(
    accountPaths.pinVerify,
    { schema: { tags: ['pin'], body: pinVerifyBody, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.verifyPin(requireAuth(request), request.body.pin);
      return message(request, 'account.pin_verified');
    },
  );
  app.post(
    accountPaths.pinUpdate,
    { schema: { tags: ['pin'], body: pinUpdateBody, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.updatePin(requireAuth(request), request.body);
      return message(request, 'account.pin_saved');
    },
  );
  app.post(
    accountPaths.pinReset,
    { schema: { tags: ['pin'], body: pinResetBody, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.resetPin(requireAuth(request), request.body);
      return message(request, 'account.pin_saved');
    },
  );

  app.post(
    accountPaths.phoneSendOtp,
    { schema: { tags: ['account'], response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.sendPhoneOtp(requireTenant(request), requireAuth(request), request.locale, request.ip);
      return message(request, 'account.otp_sent');
    },
  );
  app.post(
    accountPaths.phoneVerify,
    { schema: { tags: ['account'], body: otpVerifyBody, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.verifyPhoneOtp(requireAuth(request), request.body.code);
      return message(request, 'account.phone_verified');
    },
  );
}
