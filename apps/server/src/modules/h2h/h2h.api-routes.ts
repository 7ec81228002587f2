import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registerAuthScope } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import {
  H2hRefusal,
  balanceRequest,
  depositRequest,
  h2hResponseCodes,
  plnInquiryRequest,
  priceListRequest,
  transactionRequest,
  type H2hRc,
} from './h2h.protocol.ts';
import { normalizeIp, type H2hCaller, type H2hService } from './h2h.service.ts';

/** The reseller API's paths: Digiflazz's own, so only the base URL changes in the reseller's software. */
export const h2hPaths = {
  balance: '/v1/cek-saldo',
  priceList: '/v1/price-list',
  transaction: '/v1/transaction',
  plnInquiry: '/v1/inquiry-pln',
  deposit: '/v1/deposit',
  docs: '/developer/docs',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    h2hCall: { caller: H2hCaller | null; refId: string | null; rc: string | null; started: number } | null;
  }
}

/**
 * The reseller API's scope (decision 024): no cookie, no CSRF. Digiflazz's protocol carries its proof inside the
 * JSON body (`username`, `sign` = md5(username + key + a suffix that depends on the call) and answers a refusal as
 * an `rc`, not as a 401: so each route proves its caller itself, through `h2h.authenticate`, and the scope's routes
 * are public to the session authenticator (which it has none of). Every call is logged with its key's owner and
 * mode (never the key) after the answer is sent.
 */
export async function registerH2hApi(app: FastifyInstance, deps: { h2h: H2hService }): Promise<void> {
  const { h2h } = deps;
  // The resellers' documentation (docs/reseller-api.md), on every site's host.
  const docs = new URL('../../../../../docs/reseller-api.md', import.meta.url);
  app.get(
    h2hPaths.docs,
    { config: { auth: 'public', tenant: 'optional' }, schema: { hide: true } },
    async (_request, reply) => {
      const text = await readFile(docs, 'utf8').catch(() => null);
      if (text === null) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=300').send(text);
    },
  );
  app.addHook('onClose', () => h2h.drainCallLog());
  await registerAuthScope(app, { authenticator: { authenticate: async () => null }, csrf: null }, (scoped) => {
    scoped.decorateRequest('h2hCall', null);
    scoped.addHook('onRequest', async (request) => {
      request.h2hCall = { caller: null, refId: null, rc: null, started: performance.now() };
    });
    scoped.addHook('onResponse', async (request, reply) => {
      const call = request.h2hCall;
      if (!call || !request.tenant) return;
      const tenantId = request.tenant.id;
      const endpoint = request.routeOptions.url ?? request.url;
      await h2h
        .logCall(tenantId, {
          caller: call.caller,
          endpoint,
          refId: call.refId,
          rc: call.rc,
          // The address as the allowlist reads it (an IPv4 client of a dual-stack socket without its ::ffff: prefix).
          ip: normalizeIp(request.ip),
          httpStatus: reply.statusCode,
          durationMs: Math.round(performance.now() - call.started),
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'h2h call log failed'));
    });
    scoped.setErrorHandler(async (error, request, reply) => {
      // The site's per-address limit (too_many_requests) is Digiflazz's "try again in a minute".
      const limited = error instanceof AppError && error.code === 'too_many_requests';
      const rc: H2hRc = error instanceof H2hRefusal ? error.rc : limited ? '85' : '40';
      const httpStatus =
        error instanceof H2hRefusal
          ? error.httpStatus
          : limited
            ? 429
            : error instanceof AppError && error.status >= 500
              ? 500
              : 400;
      if (!(error instanceof H2hRefusal) && !(error instanceof AppError) && !isClientError(error)) {
        request.log.error({ err: error }, 'h2h call failed');
        return answer(request, reply, 500, { rc: '42', message: h2hResponseCodes['42'], status: 'Gagal' });
      }
      return answer(request, reply, httpStatus, { rc, message: h2hResponseCodes[rc], status: 'Gagal' });
    });

    const route = <T extends z.ZodType>(
      path: string,
      schema: T,
      suffixOf: (body: z.output<T>) => string,
      handle: (
        request: FastifyRequest,
        caller: H2hCaller,
        body: z.output<T>,
      ) => Promise<{ httpStatus: number; data: unknown }>,
    ) => {
      scoped.post(path, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
        const parsed = schema.safeParse(request.body);
        if (!parsed.success) throw new H2hRefusal('40');
        const body = parsed.data as z.output<T> & { username: string; sign: string; ref_id?: string };
        if (request.h2hCall && body.ref_id) request.h2hCall.refId = body.ref_id;
        const caller = await h2h.authenticate(requireTenant(request), {
          username: body.username,
          sign: body.sign,
          suffix: suffixOf(body),
          ip: request.ip,
        });
        if (request.h2hCall) request.h2hCall.caller = caller;
        const { httpStatus, data } = await handle(request, caller, body);
        const rc = (data as { rc?: unknown }).rc;
        // An answer without an rc (the balance, the price list) is a success: the log reads it as rc 00.
        if (request.h2hCall) request.h2hCall.rc = typeof rc === 'string' ? rc : httpStatus === 200 ? '00' : null;
        return reply.status(httpStatus).send({ data });
      });
    };

    route(
      h2hPaths.balance,
      balanceRequest,
      () => 'depo',
      async (request, caller) => ({
        httpStatus: 200,
        data: await h2h.balance(requireTenant(request), caller),
      }),
    );
    route(
      h2hPaths.priceList,
      priceListRequest,
      () => 'pricelist',
      async (request, caller, body) => ({
        httpStatus: 200,
        data: await h2h.priceList(requireTenant(request), caller, body.cmd),
      }),
    );
    route(
      h2hPaths.transaction,
      transactionRequest,
      (body) => body.ref_id,
      async (request, caller, body) => h2h.transaction(requireTenant(request), caller, body),
    );
    route(
      h2hPaths.plnInquiry,
      plnInquiryRequest,
      (body) => body.customer_no,
      async (request, caller, body) => ({
        httpStatus: 200,
        data: await h2h.inquiryPln(requireTenant(request), caller, body.customer_no),
      }),
    );
    route(
      h2hPaths.deposit,
      depositRequest,
      () => 'deposit',
      async (request, caller, body) => ({
        httpStatus: 200,
        data: await h2h.depositRequest(requireTenant(request), caller, body),
      }),
    );
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  httpStatus: number,
  data: { rc: H2hRc; message: string; status: 'Gagal' },
) {
  if (request.h2hCall) request.h2hCall.rc = data.rc;
  return reply.status(httpStatus).send({ data });
}
