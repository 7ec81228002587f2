import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { billableKilograms, type CourierParcelStatus } from './courier.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { regionByCode } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

/** SAP Express's `rowstate_name` of a tracking row for each step of a parcel, with its description. */
export const sapStatus: Record<CourierParcelStatus, { rowstate: string; description: string }> = {
  created: { rowstate: 'ENTRI', description: 'SHIPMENT DATA ENTRY' },
  picked_up: { rowstate: 'PICKUP', description: 'SHIPMENT PICKED UP BY COURIER' },
  in_transit: { rowstate: 'MANIFEST OUTGOING', description: 'SHIPMENT IN TRANSIT TO DESTINATION' },
  delivered: { rowstate: 'POD - DELIVERED', description: 'SHIPMENT RECEIVED' },
  returned: { rowstate: 'POD - RETURN', description: 'SHIPMENT RETURNED TO SHIPPER' },
  cancelled: { rowstate: 'CANCEL', description: 'SHIPMENT CANCELLED' },
};

/** SAP Express's service types: air regular, one day service, land regular. */
const serviceTypes: Record<string, { name: string; base: number; perZone: number; etaDays: number }> = {
  UDRREG: { name: 'REGULAR', base: 9_000, perZone: 2_000, etaDays: 3 },
  UDRONS: { name: 'ONE DAY SERVICE', base: 17_000, perZone: 3_500, etaDays: 1 },
  DRGREG: { name: 'DARAT REGULER', base: 6_000, perZone: 1_100, etaDays: 5 },
};

const fail = (reply: FastifyReply, status: number, msg: string) => reply.status(status).send({ status: 'fail', msg });

/**
 * Stands in for SAP Express (PT Satria Antaran Prima, the "coresys" API) on loopback in the shapes its integrations
 * use: an `api_key` header; the published tariff (`POST /master/shipment_cost/publish` with origin and destination
 * district codes, weight and customer code, `{ price_detail: [{ service_type_code, service_type_name, price, sla,
 * minimum_kilo }] }`), the pickup order (`POST /shipment/pickup/single_push`, `{ status, msg, data: { awb_no,
 * reference_no } }`, `status: 'fail'` with `msg` when refused) and tracking by AWB or reference on the tracking host
 * (`GET /shipment/tracking/awb?awb_no=`, `/shipment/tracking/reference?reference_no=`, a list of rows with
 * `rowstate_name`). No public description of the cancel, the order list and the customer profile was found: they are
 * modelled on the same shapes.
 */
export class SapSimulator extends CourierSimulatorBase {
  readonly customerCode = 'CGK057057';

  constructor(clock: Clock, apiKey = 'sap-sim-key') {
    super(clock, 'SAP', apiKey);
  }

  protected routes(app: FastifyInstance): void {
    const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.headers.api_key === this.apiKey) return true;
      void fail(reply, 401, 'Invalid api key');
      return false;
    };
    const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
    const rowsOf = (parcel: SimParcel) =>
      this.book.historyOf(parcel).map((step) => ({
        awb_no: parcel.awb,
        reference_no: parcel.reference,
        tracking_doc_no: parcel.awb,
        rowstate_name: sapStatus[step.status].rowstate,
        description: sapStatus[step.status].description,
        create_date: `${this.jakarta(step.at)}:00`,
      }));

    app.post('/master/shipment_cost/publish', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const query = body(request);
      const origin = regionByCode('sap', String(query.origin ?? ''));
      const destination = regionByCode('sap', String(query.destination ?? ''));
      if (!origin || !destination) return fail(reply, 200, 'Origin or destination not found');
      const weight = Math.max(1, Math.ceil(Number(query.weight) || 1));
      return {
        status: 'success',
        price_detail: Object.entries(serviceTypes).map(([code, type]) => ({
          service_type_code: code,
          service_type_name: type.name,
          price: simulatedTariff(type.base, type.perZone, destination.zone, weight),
          sla: type.etaDays,
          minimum_kilo: 1,
        })),
      };
    });

    app.post('/shipment/pickup/single_push', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const order = body(request);
      const reference = String(order.reference_no ?? '');
      const existing = this.book.byReference(reference);
      if (existing)
        return {
          status: 'success',
          msg: 'Reference already exists',
          data: { awb_no: existing.awb, reference_no: reference },
        };
      const type = serviceTypes[String(order.service_type_code)];
      if (!type) return fail(reply, 200, 'Service type not found');
      const destination = regionByCode('sap', String(order.destination_district_code ?? ''));
      if (!destination) return fail(reply, 200, 'Destination district not found');
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return fail(reply, 200, 'Pickup request rejected');
      }
      const [height, width, length] = String(order.volumetric ?? '1x1x1')
        .split('x')
        .map(Number);
      const kilograms = billableKilograms({
        weightGrams: Number(order.weight ?? 1) * 1000,
        lengthCm: length || 1,
        widthCm: width || 1,
        heightCm: height || 1,
      });
      const parcel = this.book.add({
        reference,
        service: String(order.service_type_code),
        price: simulatedTariff(type.base, type.perZone, destination.zone, kilograms),
        destinationCode: destination.sap,
        etaDays: type.etaDays,
        detail: order,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return { status: 'success', msg: 'Success', data: { awb_no: parcel.awb, reference_no: reference } };
    });

    app.post('/shipment/pickup/cancel', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.parcels.get(String(body(request).awb_no ?? ''));
      if (!parcel) return fail(reply, 404, 'AWB not found');
      if (!this.book.cancel(parcel)) return fail(reply, 200, 'AWB already picked up');
      return { status: 'success', msg: 'Cancelled', data: { awb_no: parcel.awb } };
    });

    app.get('/shipment/tracking/awb', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.parcels.get(String((request.query as { awb_no?: string }).awb_no ?? ''));
      return parcel ? rowsOf(parcel) : [];
    });

    app.get('/shipment/tracking/reference', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.byReference(String((request.query as { reference_no?: string }).reference_no ?? ''));
      return parcel ? rowsOf(parcel) : [];
    });

    app.get('/shipment/pickup/list', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return {
        status: 'success',
        data: [...this.book.parcels.values()].reverse().map((parcel) => ({
          awb_no: parcel.awb,
          reference_no: parcel.reference,
          rowstate_name: sapStatus[this.book.statusOf(parcel)].rowstate,
        })),
      };
    });

    app.get('/master/customer/get', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return {
        status: 'success',
        data: { customer_code: this.customerCode, customer_name: 'Konter Demo', branch_name: 'CGK - JAKARTA' },
      };
    });
  }
}
