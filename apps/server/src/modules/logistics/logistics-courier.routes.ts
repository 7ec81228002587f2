import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingBody,
  bookingCodeBody,
  bookingSchema,
  cancelBody,
  confirmBookingBody,
  courierCodes,
  courierFeeBody,
  createOrderBody,
  feeResponseSchema,
  findBody,
  findSchema,
  manifestCloseBody,
  manifestSchema,
  manifestStatusSchema,
  mloPaths,
  orderSchema,
  pickupBody,
  pickupSchema,
  trackBody,
} from '@konter/shared/contracts/logistics';
import { apiBase } from '@konter/shared/contracts/site';
import { requireAuth } from '../../platform/auth.ts';
import { logisticsErrors } from './logistics.errors.ts';
import type { LogisticsService } from './logistics.service.ts';

/**
 * Spec §7's per-courier family (MLO-02, MLO-03): `mlo/transaction/{courier}` and `mlo/manifest/{courier}` are the
 * general calls with the courier taken from the path, answering what they answer under the same access rule (MLO-01:
 * `is_agen_mlo`, POS settings and that courier's own flag). One loop registers every courier's paths; a courier the
 * app does not know reads 'route not supported' (404), SAP Express's missing `track` the same (422, in the service).
 */
export function registerCourierRoutes(root: FastifyInstance, deps: { logistics: LogisticsService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { logistics } = deps;
  const config = { permission: 'mlo.agent', permissionMessage: 'mlo.forbidden' };
  const tags = ['logistics'];
  const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

  for (const courier of courierCodes) {
    const paths = mloPaths.courier(courier);
    app.get(paths.orders, { config, schema: { tags, response: data(z.array(orderSchema)) } }, async (request) => ({
      data: await logistics.orders(requireAuth(request), courier),
    }));
    app.post(
      paths.fee,
      { config, schema: { tags, body: courierFeeBody, response: data(feeResponseSchema) } },
      async (request) => ({ data: await logistics.fee(requireAuth(request), request.body, request.locale, courier) }),
    );
    app.post(
      paths.create,
      { config, schema: { tags, body: createOrderBody, response: data(orderSchema) } },
      async (request) => ({ data: await logistics.send(requireAuth(request), { ...request.body, courier }) }),
    );
    app.post(
      paths.cancel,
      { config, schema: { tags, body: cancelBody, response: data(orderSchema) } },
      async (request) => ({ data: await logistics.cancel(requireAuth(request), request.body.id, courier) }),
    );
    app.post(
      paths.track,
      { config, schema: { tags, body: trackBody, response: data(orderSchema) } },
      async (request) => ({ data: await logistics.track(requireAuth(request), request.body.awb, courier) }),
    );
    app.get(
      paths.manifests,
      { config, schema: { tags, response: data(z.array(manifestSchema)) } },
      async (request) => ({ data: await logistics.manifests(requireAuth(request), courier) }),
    );
    app.get(
      paths.manifestStatus,
      { config, schema: { tags, response: data(z.array(manifestStatusSchema)) } },
      async (request) => ({ data: await logistics.manifestStatuses(requireAuth(request), courier) }),
    );
    app.post(paths.manifestOpen, { config, schema: { tags, response: data(manifestSchema) } }, async (request) => ({
      data: await logistics.openManifest(requireAuth(request), courier),
    }));
    app.post(
      paths.manifestClose,
      { config, schema: { tags, body: manifestCloseBody, response: data(manifestSchema) } },
      async (request) => ({
        data: await logistics.closeManifest(requireAuth(request), request.body.manifest_id, courier),
      }),
    );
  }

  // SiCepat's extras (MLO-05); `get_destination` is every destination courier's (logistics.routes.ts).
  const sicepat = mloPaths.sicepat;
  app.post(
    sicepat.pickup,
    { config, schema: { tags, body: pickupBody, response: data(pickupSchema) } },
    async (request) => ({ data: await logistics.requestPickup(requireAuth(request), request.body.ids) }),
  );
  app.post(
    sicepat.booking,
    { config, schema: { tags, body: bookingBody, response: data(bookingSchema) } },
    async (request) => ({ data: await logistics.book(requireAuth(request), request.body) }),
  );
  app.post(
    sicepat.inquiry,
    { config, schema: { tags, body: bookingCodeBody, response: data(bookingSchema) } },
    async (request) => ({ data: await logistics.inquiry(requireAuth(request), request.body.booking_code) }),
  );
  app.post(
    sicepat.confirm,
    { config, schema: { tags, body: confirmBookingBody, response: data(orderSchema) } },
    async (request) => ({ data: await logistics.confirmBooking(requireAuth(request), request.body) }),
  );
  app.post(sicepat.find, { config, schema: { tags, body: findBody, response: data(findSchema) } }, async (request) => ({
    data: await logistics.find(requireAuth(request), request.body.reference),
  }));

  // Any other courier in those paths (the couriers' own paths above and `get_destination` match first).
  for (const family of ['transaction', 'manifest'] as const) {
    app.route({
      method: ['GET', 'POST'],
      url: `${apiBase}/mlo/${family}/:courier/:call`,
      config,
      schema: { hide: true },
      handler: async () => {
        throw logisticsErrors.unsupportedRoute();
      },
    });
  }
}
