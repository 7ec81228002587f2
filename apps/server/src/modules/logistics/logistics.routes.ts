import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessSchema,
  agentInfoSchema,
  cancelBody,
  commoditySchema,
  courierCodes,
  customerBody,
  customerDeleteBody,
  customerSchema,
  destinationBody,
  destinationCouriers,
  destinationListSchema,
  feeBody,
  feeResponseSchema,
  manifestAddBody,
  manifestAgentSchema,
  manifestCloseBody,
  manifestOpenBody,
  manifestSchema,
  manifestStatusSchema,
  mloAdminPaths,
  mloGrantBody,
  mloGrantSchema,
  mloPaths,
  orderIdBody,
  orderSchema,
  orderStatusSchema,
  posSettingsSchema,
  sendBody,
  spkBody,
  spkSchema,
  trackBody,
  waybillLastStatusSchema,
} from '@konter/shared/contracts/logistics';
import { regionSchema, regionSearchBody } from '@konter/shared/contracts/regions';
import { requireAuth } from '../../platform/auth.ts';
import { requireTenant } from '../../platform/tenancy.ts';
import type { LogisticsService } from './logistics.service.ts';
import { registerLogisticsReportRoutes } from './logistics-report.routes.ts';
import { registerCn23Routes } from './cn23.routes.ts';
import { registerCourierRoutes } from './logistics-courier.routes.ts';
import { logisticsErrors } from './logistics.errors.ts';

/**
 * POS MLO (spec §7 `mlo/*`). Every route but the access check needs the `is_agen_mlo` grant (a 403 in the words of
 * MLO-01); the service also checks the POS settings and the courier's own flag.
 */
export function registerLogisticsRoutes(root: FastifyInstance, deps: { logistics: LogisticsService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { logistics } = deps;
  const config = { permission: 'mlo.agent', permissionMessage: 'mlo.forbidden' };
  const tags = ['logistics'];
  const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });
  const idParams = z.object({ id: z.uuid() });
  /** `mlo/transaction/:id`, `mlo/manifest/:id`: a segment that is neither an id nor a known courier is no route. */
  const idOrCourierParams = z.object({ id: z.string() });
  const idOf = (id: string) => {
    if (!z.uuid().safeParse(id).success) throw logisticsErrors.unsupportedRoute();
    return id;
  };

  app.get(mloPaths.access, { schema: { tags, response: data(accessSchema) } }, async (request) => ({
    data: await logistics.access(requireAuth(request)),
  }));
  app.put(
    mloPaths.settings,
    { config, schema: { tags, body: posSettingsSchema, response: data(z.object({ saved: z.boolean() })) } },
    async (request) => {
      await logistics.saveSettings(requireAuth(request), request.body);
      return { data: { saved: true } };
    },
  );
  app.post(
    mloPaths.fee,
    { config, schema: { tags, body: feeBody, response: data(feeResponseSchema) } },
    async (request) => ({ data: await logistics.fee(requireAuth(request), request.body, request.locale) }),
  );
  app.get(mloPaths.orders, { config, schema: { tags, response: data(z.array(orderSchema)) } }, async (request) => ({
    data: await logistics.orders(requireAuth(request)),
  }));
  app.post(
    mloPaths.send,
    { config, schema: { tags, body: sendBody, response: data(orderSchema) } },
    async (request) => ({
      data: await logistics.send(requireAuth(request), request.body),
    }),
  );
  app.post(
    mloPaths.cancel,
    { config, schema: { tags, body: cancelBody, response: data(orderSchema) } },
    async (request) => ({ data: await logistics.cancel(requireAuth(request), request.body.id) }),
  );
  app.post(
    mloPaths.track,
    { config, schema: { tags, body: trackBody, response: data(orderSchema) } },
    async (request) => ({ data: await logistics.track(requireAuth(request), request.body.awb) }),
  );
  app.get(
    `${mloPaths.orders}/:id`,
    { config, schema: { tags, params: idOrCourierParams, response: data(orderSchema) } },
    async (request) => ({ data: await logistics.order(requireAuth(request), idOf(request.params.id)) }),
  );
  // Spec §7's names for the same calls: get_order and get_status by the order's id.
  app.post(
    mloPaths.getOrder,
    { config, schema: { tags, body: orderIdBody, response: data(orderSchema) } },
    async (request) => ({ data: await logistics.order(requireAuth(request), request.body.id) }),
  );
  app.post(
    mloPaths.getStatus,
    { config, schema: { tags, body: orderIdBody, response: data(orderStatusSchema) } },
    async (request) => ({ data: await logistics.orderStatus(requireAuth(request), request.body.id) }),
  );
  app.post(
    mloPaths.idexpressLastStatus,
    { config, schema: { tags, body: trackBody, response: data(waybillLastStatusSchema) } },
    async (request) => ({ data: await logistics.idexpressLastStatus(requireAuth(request), request.body.awb) }),
  );
  app.get(
    mloPaths.lionCommodities,
    { config, schema: { tags, response: data(z.array(commoditySchema)) } },
    async (request) => ({ data: await logistics.lionCommodities(requireAuth(request)) }),
  );
  app.post(
    mloPaths.destinations(':courier'),
    {
      config,
      schema: {
        tags,
        params: z.object({ courier: z.enum(destinationCouriers) }),
        body: destinationBody,
        response: data(destinationListSchema),
      },
    },
    async (request) => ({
      data: await logistics.destinations(requireAuth(request), request.params.courier, request.body),
    }),
  );
  app.get(
    '/api/v1/mlo/:courier/agen',
    {
      config,
      schema: { tags, params: z.object({ courier: z.enum(courierCodes) }), response: data(agentInfoSchema) },
    },
    async (request) => ({ data: await logistics.agentInfo(requireAuth(request), request.params.courier) }),
  );

  app.get(
    mloPaths.manifests,
    { config, schema: { tags, response: data(z.array(manifestSchema)) } },
    async (request) => ({
      data: await logistics.manifests(requireAuth(request)),
    }),
  );
  app.get(
    mloPaths.manifestStatus,
    { config, schema: { tags, response: data(z.array(manifestStatusSchema)) } },
    async (request) => ({ data: await logistics.manifestStatuses(requireAuth(request)) }),
  );
  app.get(
    mloPaths.manifestAgent,
    { config, schema: { tags, response: data(manifestAgentSchema) } },
    async (request) => ({ data: await logistics.manifestAgent(requireAuth(request)) }),
  );
  app.get(
    `${mloPaths.manifests}/:id`,
    { config, schema: { tags, params: idOrCourierParams, response: data(manifestSchema) } },
    async (request) => ({ data: await logistics.manifest(requireAuth(request), idOf(request.params.id)) }),
  );
  app.post(
    mloPaths.manifestOpen,
    { config, schema: { tags, body: manifestOpenBody, response: data(manifestSchema) } },
    async (request) => ({ data: await logistics.openManifest(requireAuth(request), request.body.courier) }),
  );
  app.post(
    mloPaths.manifestAdd,
    { config, schema: { tags, body: manifestAddBody, response: data(manifestSchema) } },
    async (request) => ({
      data: await logistics.addToManifest(requireAuth(request), request.body.manifest_id, request.body.order_id),
    }),
  );
  app.post(
    mloPaths.manifestClose,
    { config, schema: { tags, body: manifestCloseBody, response: data(manifestSchema) } },
    async (request) => ({ data: await logistics.closeManifest(requireAuth(request), request.body.manifest_id) }),
  );

  app.post(
    mloPaths.spkCheck,
    { config, schema: { tags, body: spkBody, response: data(spkSchema) } },
    async (request) => ({
      data: await logistics.spk(requireAuth(request), request.body.spk, false),
    }),
  );
  app.post(
    mloPaths.spkConfirm,
    { config, schema: { tags, body: spkBody, response: data(spkSchema) } },
    async (request) => ({ data: await logistics.spk(requireAuth(request), request.body.spk, true) }),
  );

  // Couriers' status pushes (J&T Express, J&T Cargo, Ninja Xpress, Lion Parcel): no session, no CSRF, any host; each
  // courier's own proof (a signature over the raw body, or its webhook token) is checked by its adapter, so the body
  // is kept exactly as sent, form or JSON.
  void root.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
    scope.post<{ Params: { courier: string } }>(
      '/api/v1/webhooks/couriers/:courier',
      { config: { csrf: false, auth: 'public', tenant: 'optional' }, schema: { hide: true } },
      async (request, reply) => {
        const courier = courierCodes.find((code) => code === request.params.courier);
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
        );
        const body = typeof request.body === 'string' ? request.body : '';
        const outcome = courier ? await logistics.handleCallback(courier, { headers, body }) : 'unknown';
        if (outcome === 'invalid')
          return reply.status(401).send({ message: 'invalid signature', code: 'invalid_signature' });
        request.log.info({ courier, outcome }, 'courier status push');
        return { status: 'ok', outcome };
      },
    );
  });

  app.get(
    mloPaths.customers,
    { config, schema: { tags, response: data(z.array(customerSchema)) } },
    async (request) => ({
      data: await logistics.customers(requireAuth(request)),
    }),
  );
  app.post(
    mloPaths.customers,
    { config, schema: { tags, body: customerBody, response: data(z.object({ saved: z.boolean() })) } },
    async (request) => {
      await logistics.addCustomer(requireAuth(request), request.body);
      return { data: { saved: true } };
    },
  );
  app.post(
    mloPaths.customerRegion,
    { config, schema: { tags, body: regionSearchBody, response: data(z.array(regionSchema)) } },
    async (request) => ({ data: await logistics.searchRegions(requireAuth(request), request.body.search_key) }),
  );
  app.post(
    mloPaths.customerDelete,
    { config, schema: { tags, body: customerDeleteBody, response: data(z.object({ deleted: z.boolean() })) } },
    async (request) => {
      await logistics.deleteCustomer(requireAuth(request), request.body.id);
      return { data: { deleted: true } };
    },
  );

  registerCourierRoutes(root, { logistics });
  registerLogisticsReportRoutes(root, { reports: logistics.reports });
  registerCn23Routes(root, { cn23: logistics.cn23 });

  // The back office grants POS MLO and the courier flags (MLO-01, ADM-01 "couriers").
  const admin = { permission: 'admin.manage' };
  app.get(
    mloAdminPaths.grant(':id'),
    { config: admin, schema: { tags, params: idParams, response: data(mloGrantSchema) } },
    async (request) => ({ data: await logistics.grant(requireTenant(request).id, request.params.id) }),
  );
  app.put(
    mloAdminPaths.grant(':id'),
    { config: admin, schema: { tags, params: idParams, body: mloGrantBody, response: data(mloGrantSchema) } },
    async (request) => ({ data: await logistics.setGrant(requireAuth(request), request.params.id, request.body) }),
  );
}
