import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { billableKilograms, type CourierParcelStatus } from './courier.ts';
import { jntSign } from './jnt-sign.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { destinationByCode, destinationsOf } from './destination-book.ts';
import { regionByCode } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

export const jntStatusCode: Record<CourierParcelStatus, string> = {
  created: '101',
  picked_up: '100',
  in_transit: '102',
  delivered: '200',
  returned: '401',
  cancelled: '104',
};
const jntStatusText: Record<CourierParcelStatus, string> = {
  created: 'Manifes',
  picked_up: 'Paket telah diterima',
  in_transit: 'Paket akan dikirimkan ke kota tujuan',
  delivered: 'Paket telah diterima oleh penerima',
  returned: 'Paket dikembalikan ke pengirim',
  cancelled: 'Order dibatalkan',
};

const services = [
  { name: 'EZ', base: 9_500, perZone: 2_000, etaDays: 2 },
  { name: 'JSD', base: 15_000, perZone: 3_000, etaDays: 1 },
];

/**
 * Stands in for J&T Express Indonesia's partner API on loopback, in its documented shapes: tariff
 * (`POST /jandt_track/inquiry.action`, form `data` + `sign`, answer `{ is_success, content }` with `content` a JSON
 * text), orders (`POST /jts-idn-ecommerce-api/api/order/create|cancel`, form `data_param` + `data_sign`, answer
 * `{ success, desc, detail }`) and tracking (`POST /jandt-order-ws/trace/trackAction!tracking.action`, JSON with
 * Basic auth, answer `{ awb, orderid, history }` or `{ error_id, error_message }`). The order query by `orderid`,
 * the order list and the account profile are not public: modelled on the order API's shape.
 */
export class JntSimulator extends CourierSimulatorBase {
  readonly username = 'KONTERSIM';

  /**
   * J&T's status push: a form with `data_param` (the JSON of awb, orderid, status_code, status, date_time) and
   * `data_sign`, signed like its requests.
   */
  protected override pushOf(parcel: SimParcel, status: CourierParcelStatus) {
    const data = JSON.stringify({
      awb: parcel.awb,
      orderid: parcel.reference,
      status_code: jntStatusCode[status],
      status: jntStatusText[status],
      date_time: this.jakarta(this.book.now()),
    });
    return {
      statusCode: jntStatusCode[status],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data_param: data, data_sign: jntSign(data, this.apiKey) }).toString(),
    };
  }

  constructor(clock: Clock, apiKey = 'jnt-sim-key') {
    super(clock, 'JP', apiKey);
  }

  protected routes(app: FastifyInstance): void {
    const signed = (body: Record<string, string>, field: string, signField: string) => {
      const data = body[field] ?? '';
      if (body[signField] !== jntSign(data, this.apiKey)) return null;
      try {
        return JSON.parse(data) as Record<string, unknown>;
      } catch {
        return null;
      }
    };

    app.post('/jandt_track/inquiry.action', async (request) => {
      const data = signed(request.body as Record<string, string>, 'data', 'sign');
      if (!data) return { is_success: 'false', message: 'sign error', content: null };
      const destination = destinationByCode('jnt', String(data.destAreaCode ?? ''))?.region;
      if (!destination || !regionByCode('jnt', String(data.sendSiteCode ?? ''))) {
        return { is_success: 'false', message: 'Area tujuan tidak ditemukan', content: null };
      }
      const weight = Number(data.weight);
      return {
        is_success: 'true',
        message: '',
        content: JSON.stringify(
          services.map((service) => ({
            name: service.name,
            productType: service.name,
            cost: String(simulatedTariff(service.base, service.perZone, destination.zone, weight)),
          })),
        ),
      };
    });

    const detailOf = (body: unknown) => {
      const data = signed(body as Record<string, string>, 'data_param', 'data_sign');
      const detail = (data?.detail as Record<string, unknown>[] | undefined)?.[0];
      if (!detail || detail.username !== this.username || detail.api_key !== this.apiKey) return null;
      return detail;
    };
    const failure = (reason: string) => ({
      success: false,
      desc: 'Request gagal',
      detail: [{ status: 'Error', reason }],
    });

    app.post('/jts-idn-ecommerce-api/api/order/create', async (request, reply) => {
      const detail = detailOf(request.body);
      if (!detail) return failure('Unauthorized');
      const area = destinationByCode('jnt', String(detail.destination_code ?? ''));
      if (!area) return failure('Kode area tujuan tidak valid');
      const destination = { ...area.region, jnt: area.code };
      const service = services.find((entry) => entry.name === detail.servicetype);
      if (!service) return failure('Servicetype tidak tersedia');
      const orderid = String(detail.orderid ?? '');
      const existing = this.book.byReference(orderid);
      if (existing) return failure('Order ID sudah ada');
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return failure('Order ditolak');
      }
      const kilograms = billableKilograms({
        weightGrams: Number(detail.weight) * 1000,
        lengthCm: Number(detail.length ?? 1),
        widthCm: Number(detail.width ?? 1),
        heightCm: Number(detail.height ?? 1),
      });
      const parcel = this.book.add({
        reference: orderid,
        service: service.name,
        price: simulatedTariff(service.base, service.perZone, destination.zone, kilograms),
        destinationCode: destination.jnt,
        etaDays: service.etaDays,
        detail,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return {
        success: true,
        desc: 'Request berhasil',
        detail: [
          {
            awb_no: parcel.awb,
            orderid,
            desCode: destination.jnt,
            etd: `${service.etaDays}`,
            status: 'Sukses',
            price: parcel.price,
          },
        ],
      };
    });

    app.post('/jts-idn-ecommerce-api/api/order/cancel', async (request) => {
      const detail = detailOf(request.body);
      if (!detail) return failure('Unauthorized');
      const parcel = this.book.parcels.get(String(detail.awb_no ?? ''));
      if (!parcel) return failure('AWB tidak ditemukan');
      if (!this.book.cancel(parcel)) return failure('Paket sudah diproses, tidak dapat dibatalkan');
      return {
        success: true,
        desc: 'Request berhasil',
        detail: [{ awb_no: parcel.awb, orderid: parcel.reference, status: 'Sukses' }],
      };
    });

    app.post('/jts-idn-ecommerce-api/api/order/query', async (request) => {
      const detail = detailOf(request.body);
      if (!detail) return failure('Unauthorized');
      const parcel = this.book.byReference(String(detail.orderid ?? ''));
      if (!parcel) return failure('Order tidak ditemukan');
      return {
        success: true,
        desc: 'Request berhasil',
        detail: [{ awb_no: parcel.awb, orderid: parcel.reference, status: 'Sukses' }],
      };
    });

    app.post('/jts-idn-ecommerce-api/api/order/list', async (request) => {
      const detail = detailOf(request.body);
      if (!detail) return failure('Unauthorized');
      return {
        success: true,
        desc: 'Request berhasil',
        detail: [...this.book.parcels.values()].reverse().map((parcel) => ({
          awb_no: parcel.awb,
          orderid: parcel.reference,
          status_code: jntStatusCode[this.book.statusOf(parcel)],
        })),
      };
    });

    app.post('/jts-idn-ecommerce-api/api/destination/list', async (request) => {
      if (!detailOf(request.body)) return failure('Unauthorized');
      return {
        success: true,
        desc: 'Request berhasil',
        detail: destinationsOf('jnt').map((entry) => ({
          destination_code: entry.code,
          district: entry.district,
          city: entry.city,
          province: entry.province,
        })),
      };
    });

    app.post('/jts-idn-ecommerce-api/api/account/profile', async (request) => {
      const detail = detailOf(request.body);
      if (!detail) return failure('Unauthorized');
      return {
        success: true,
        desc: 'Request berhasil',
        detail: [{ customer_code: this.username, name: 'Konter Demo', branch: 'JKT001' }],
      };
    });

    app.post('/jandt-order-ws/trace/trackAction!tracking.action', async (request, reply) => {
      const expected = `Basic ${Buffer.from(`${this.username}:${this.apiKey}`).toString('base64')}`;
      if (request.headers.authorization !== expected)
        return reply.status(401).send({ error_id: '401', error_message: 'Unauthorized' });
      const parcel = this.book.parcels.get(String((request.body as { awb?: string } | null)?.awb ?? ''));
      if (!parcel) return { error_id: '404', error_message: 'Data not found' };
      const city =
        destinationByCode('jnt', parcel.destinationCode)?.city ??
        regionByCode('jnt', parcel.destinationCode)?.city ??
        '';
      return {
        awb: parcel.awb,
        orderid: parcel.reference,
        detail: { services_code: parcel.service, actual_amount: parcel.price },
        history: this.book.historyOf(parcel).map((step) => ({
          date_time: this.jakarta(step.at),
          city_name: city,
          status: jntStatusText[step.status],
          status_code: jntStatusCode[step.status],
        })),
      };
    });
  }
}
