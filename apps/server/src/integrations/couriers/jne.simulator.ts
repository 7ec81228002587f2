import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { billableKilograms, type CourierParcelStatus } from './courier.ts';
import { simulatedTariff } from './parcel-book.ts';
import { destinationByCode, destinationsOf } from './destination-book.ts';
import { regionByCode } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

export const jneStatus: Record<CourierParcelStatus, { code: string; desc: string }> = {
  created: { code: 'OP', desc: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER' },
  picked_up: { code: 'PU', desc: 'PICKED UP BY COURIER' },
  in_transit: { code: 'IP', desc: 'SHIPMENT FORWARDED TO DESTINATION' },
  delivered: { code: 'D', desc: 'DELIVERED' },
  returned: { code: 'RT', desc: 'RETURN TO SHIPPER' },
  cancelled: { code: 'CX', desc: 'CANCELLED' },
};

const services = [
  { code: 'REG23', display: 'REG', base: 10_000, perZone: 2_000, from: 1, thru: 2 },
  { code: 'YES23', display: 'YES', base: 18_000, perZone: 3_500, from: 1, thru: 1 },
  { code: 'OKE23', display: 'OKE', base: 8_000, perZone: 1_500, from: 2, thru: 3 },
];

/**
 * Stands in for JNE's partner API (apiv2.jne.co.id) on loopback in its documented shapes: every call a form post
 * with `username` and `api_key`; tariff `POST /tracing/api/pricedev` (`from`, `thru`, `weight` → `{ price: [...] }`),
 * airway bill `POST /tracing/api/generatecnote` (`OLSHOP_*` fields → `{ detail: [{ status, cnote_no }] }`), tracking
 * `POST /tracing/api/list/v1/cnote/:awb` (`{ cnote, history }`, or `{ status: false, error: 'Cnote No. Not Found.' }`).
 * Cancelling a cnote, the search by order id, the list and the account are not public: modelled on the same shape.
 */
export class JneSimulator extends CourierSimulatorBase {
  readonly username = 'KONTERSIM';

  constructor(clock: Clock, apiKey = 'jne-sim-key') {
    super(clock, '', apiKey);
  }

  protected routes(app: FastifyInstance): void {
    const authed = (body: unknown) => {
      const fields = body as Record<string, string> | null;
      return fields?.username === this.username && fields.api_key === this.apiKey;
    };
    const unauthorized = { status: false, error: 'Invalid username or api key.' };

    app.post('/tracing/api/dest', async (request) => {
      if (!authed(request.body)) return unauthorized;
      return {
        detail: destinationsOf('jne').map((entry) => ({
          city_code: entry.code,
          city_name: entry.city,
          district: entry.district,
          province: entry.province,
        })),
      };
    });

    app.post('/tracing/api/pricedev', async (request) => {
      if (!authed(request.body)) return unauthorized;
      const body = request.body as Record<string, string>;
      const from = regionByCode('jne', body.from ?? '');
      const thru = destinationByCode('jne', body.thru ?? '')?.region;
      if (!from || !thru) return { status: false, error: 'Price Not Found.' };
      const weight = Number(body.weight);
      return {
        price: services.map((service) => ({
          origin_name: from.city,
          destination_name: thru.city,
          service_display: service.display,
          service_code: service.code,
          goods_type: 'Document/Paket',
          currency: 'IDR',
          price: String(simulatedTariff(service.base, service.perZone, thru.zone, weight)),
          etd_from: String(service.from),
          etd_thru: String(service.thru),
          times: 'D',
        })),
      };
    });

    app.post('/tracing/api/generatecnote', async (request, reply) => {
      if (!authed(request.body)) return unauthorized;
      const body = request.body as Record<string, string>;
      const fail = (reason: string) => ({ detail: [{ status: 'Error', reason }] });
      const area = destinationByCode('jne', body.OLSHOP_DEST ?? '');
      if (!area) return fail('Destination code is not valid');
      const destination = { ...area.region, jne: area.code };
      const service = services.find((entry) => entry.display === body.OLSHOP_SERVICE);
      if (!service) return fail('Service is not available for this route');
      const orderId = body.OLSHOP_ORDERID ?? '';
      const existing = this.book.byReference(orderId);
      if (existing) return { detail: [{ status: 'sukses', cnote_no: existing.awb }] };
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return fail('Order rejected');
      }
      const kilograms = billableKilograms({
        weightGrams: Number(body.OLSHOP_WEIGHT) * 1000,
        lengthCm: Number(body.OLSHOP_LENGTH ?? 1),
        widthCm: Number(body.OLSHOP_WIDTH ?? 1),
        heightCm: Number(body.OLSHOP_HEIGHT ?? 1),
      });
      const parcel = this.book.add({
        reference: orderId,
        service: service.display,
        price: simulatedTariff(service.base, service.perZone, destination.zone, kilograms),
        destinationCode: destination.jne,
        etaDays: service.thru,
        detail: body,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return { detail: [{ status: 'sukses', cnote_no: parcel.awb }] };
    });

    app.post('/tracing/api/list/v1/cnote/:awb', async (request) => {
      if (!authed(request.body)) return unauthorized;
      const parcel = this.book.parcels.get((request.params as { awb: string }).awb);
      if (!parcel) return { status: false, error: 'Cnote No. Not Found.' };
      const status = this.book.statusOf(parcel);
      return {
        cnote: {
          cnote_no: parcel.awb,
          reference_number: parcel.reference,
          cnote_services_code: parcel.service,
          pod_status: jneStatus[status].desc,
          amount: String(parcel.price),
        },
        history: this.book.historyOf(parcel).map((step) => ({
          date: this.jakarta(step.at),
          desc: jneStatus[step.status].desc,
          code: jneStatus[step.status].code,
        })),
      };
    });

    app.post('/tracing/api/cancelcnote', async (request) => {
      if (!authed(request.body)) return unauthorized;
      const parcel = this.book.parcels.get((request.body as Record<string, string>).cnote_no ?? '');
      if (!parcel) return { status: false, error: 'Cnote No. Not Found.' };
      if (!this.book.cancel(parcel)) return { status: false, error: 'Cnote already picked up.' };
      return { status: true, cnote_no: parcel.awb };
    });

    app.post('/tracing/api/list/v1/orderid/:orderId', async (request) => {
      if (!authed(request.body)) return unauthorized;
      const parcel = this.book.byReference((request.params as { orderId: string }).orderId);
      if (!parcel) return { status: false, error: 'Order ID Not Found.' };
      return { status: true, cnote_no: parcel.awb };
    });

    app.post('/tracing/api/list/v1/cnotes', async (request) => {
      if (!authed(request.body)) return unauthorized;
      return {
        cnotes: [...this.book.parcels.values()].reverse().map((parcel) => ({
          cnote_no: parcel.awb,
          order_id: parcel.reference,
          code: jneStatus[this.book.statusOf(parcel)].code,
        })),
      };
    });

    app.post('/tracing/api/account', async (request) => {
      if (!authed(request.body)) return unauthorized;
      return { status: true, cust_no: '80000001', cust_name: 'Konter Demo', branch: 'CGK000' };
    });
  }
}
