import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { CourierParcelStatus } from './courier.ts';
import { billableKilograms } from './courier.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { allRegions, regionByCode } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

/** SiCepat's status codes as its tracking answers them. */
export const sicepatStatus: Record<CourierParcelStatus, string> = {
  created: 'PICKREQ',
  picked_up: 'PICK',
  in_transit: 'IN',
  delivered: 'DELIVERED',
  returned: 'RETUR',
  cancelled: 'CANCEL',
};

const services = [
  { service: 'REG', description: 'Layanan Reguler', base: 9_000, perZone: 2_000, etaDays: 2, etd: '1 - 2 hari' },
  { service: 'BEST', description: 'Besok Sampai Tujuan', base: 14_000, perZone: 3_000, etaDays: 1, etd: '1 hari' },
  { service: 'GOKIL', description: 'Cargo', base: 6_000, perZone: 1_500, etaDays: 4, etd: '3 - 4 hari' },
];

/**
 * Stands in for SiCepat's partner APIs on loopback, in their published shapes: the tracking host
 * (`GET /customer/tariff`, `/customer/destination`, `/customer/waybill`, key in the `api-key` header, answers wrapped
 * in `{ sicepat: { status, results|result } }`) and the pickup host (`POST /api/partner/requestpickuppackage`,
 * `cancelpickup`, `auth_key` in the body, answers `{ status: '200', datas, error_message }`). Finding a pickup by
 * reference, the pickup list, the partner profile and the SPK check/confirm are not public: they are modelled on the
 * pickup host's shape.
 */
export class SicepatSimulator extends CourierSimulatorBase {
  /** SPK numbers the agent confirmed (handed the parcels to the courier). */
  readonly confirmedSpk = new Set<string>();

  constructor(clock: Clock, apiKey = 'sicepat-sim-key') {
    super(clock, '0024', apiKey);
  }

  protected routes(app: FastifyInstance): void {
    const wrap = (code: number, description: string, rest: object = {}) => ({
      sicepat: { status: { code, description }, ...rest },
    });
    const keyed = (headers: Record<string, unknown>) => headers['api-key'] === this.apiKey;
    const authed = (body: unknown) => (body as { auth_key?: string } | null)?.auth_key === this.apiKey;

    app.get('/customer/destination', async (request, reply) => {
      if (!keyed(request.headers)) return reply.status(401).send(wrap(401, 'Unauthorized'));
      return wrap(200, 'OK', {
        results: allRegions().map((region) => ({
          destination_code: region.sicepat,
          subdistrict: region.city,
          city: region.city,
          province: region.province,
        })),
      });
    });

    app.get('/customer/tariff', async (request, reply) => {
      if (!keyed(request.headers)) return reply.status(401).send(wrap(401, 'Unauthorized'));
      const query = request.query as { origin?: string; destination?: string; weight?: string };
      const destination = regionByCode('sicepat', query.destination ?? '');
      const weight = Number(query.weight);
      if (!destination) return wrap(400, 'Destination not found');
      if (!Number.isInteger(weight) || weight < 1) return wrap(400, 'Invalid weight');
      return wrap(200, 'OK', {
        results: services.map((service) => ({
          service: service.service,
          description: service.description,
          tariff: simulatedTariff(service.base, service.perZone, destination.zone, weight),
          etd: service.etd,
        })),
      });
    });

    app.get('/customer/waybill', async (request, reply) => {
      if (!keyed(request.headers)) return reply.status(401).send(wrap(401, 'Unauthorized'));
      const parcel = this.book.parcels.get((request.query as { waybill?: string }).waybill ?? '');
      if (!parcel) return wrap(400, 'Data not found');
      const history = this.book.historyOf(parcel).map((step) => ({
        date_time: this.jakarta(step.at),
        status: sicepatStatus[step.status],
        city: regionByCode('sicepat', parcel.destinationCode)?.city ?? '',
      }));
      return wrap(200, 'OK', {
        result: {
          waybill_number: parcel.awb,
          reference_number: parcel.reference,
          service: parcel.service,
          totalprice: parcel.price,
          last_status: history.at(-1),
          track_history: history,
        },
      });
    });

    app.post('/api/partner/requestpickuppackage', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const body = request.body as {
        reference_number?: string;
        PackageList?: {
          delivery_type?: string;
          destination_code?: string;
          total_weight?: number;
          parcel_length?: number;
          parcel_width?: number;
          parcel_height?: number;
        }[];
      };
      const item = body.PackageList?.[0];
      const destination = regionByCode('sicepat', item?.destination_code ?? '');
      if (!body.reference_number || !item) return { status: '400', datas: [], error_message: 'Invalid request' };
      if (!destination) return { status: '400', datas: [], error_message: 'Destination code not found' };
      const service = services.find((entry) => entry.service === item.delivery_type);
      if (!service) return { status: '400', datas: [], error_message: 'Delivery type not available' };
      const existing = this.book.byReference(body.reference_number);
      if (existing) return this.#pickupAnswer(existing);
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return { status: '400', datas: [], error_message: 'Pickup request rejected' };
      }
      const kilograms = billableKilograms({
        weightGrams: (item.total_weight ?? 1) * 1000,
        lengthCm: item.parcel_length ?? 1,
        widthCm: item.parcel_width ?? 1,
        heightCm: item.parcel_height ?? 1,
      });
      const parcel = this.book.add({
        reference: body.reference_number,
        service: service.service,
        price: simulatedTariff(service.base, service.perZone, destination.zone, kilograms),
        destinationCode: destination.sicepat,
        etaDays: service.etaDays,
        detail: body as Record<string, unknown>,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return this.#pickupAnswer(parcel);
    });

    app.post('/api/partner/cancelpickup', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const parcel = this.book.parcels.get((request.body as { receipt_number?: string }).receipt_number ?? '');
      if (!parcel) return { status: '404', error_message: 'Receipt number not found' };
      if (!this.book.cancel(parcel)) return { status: '400', error_message: 'Paket sudah di pickup' };
      return { status: '200', datas: [{ receipt_number: parcel.awb, status: 'CANCEL' }], error_message: null };
    });

    app.post('/api/partner/findpickup', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const parcel = this.book.byReference((request.body as { reference_number?: string }).reference_number ?? '');
      return parcel ? this.#pickupAnswer(parcel) : { status: '404', datas: [], error_message: 'Data not found' };
    });

    app.post('/api/partner/pickuplist', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      return {
        status: '200',
        datas: [...this.book.parcels.values()].reverse().map((parcel) => ({
          receipt_number: parcel.awb,
          reference_number: parcel.reference,
          status: sicepatStatus[this.book.statusOf(parcel)],
        })),
        error_message: null,
      };
    });

    app.post('/api/partner/profile', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      return { status: '200', datas: { partner_id: 'SIM-KONTER', partner_name: 'Konter Demo', branch: 'CGK' } };
    });

    app.post('/api/partner/spk/check', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const spk = (request.body as { spk_number?: string }).spk_number ?? '';
      const parcels = [...this.book.parcels.values()].filter((parcel) => parcel.spk === spk && !parcel.cancelledAt);
      if (parcels.length === 0) return { status: '404', datas: null, error_message: 'SPK not found' };
      return {
        status: '200',
        datas: {
          spk_number: spk,
          confirmed: this.confirmedSpk.has(spk),
          receipt_numbers: parcels.map((parcel) => parcel.awb),
        },
        error_message: null,
      };
    });

    app.post('/api/partner/spk/confirm', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const spk = (request.body as { spk_number?: string }).spk_number ?? '';
      if (![...this.book.parcels.values()].some((parcel) => parcel.spk === spk)) {
        return { status: '404', error_message: 'SPK not found' };
      }
      this.confirmedSpk.add(spk);
      return { status: '200', error_message: null };
    });
  }

  #pickupAnswer(parcel: SimParcel) {
    return {
      status: '200',
      datas: [
        {
          receipt_number: parcel.awb,
          reference_number: parcel.reference,
          totalprice: parcel.price,
          spk_number: parcel.spk,
        },
      ],
      error_message: null,
    };
  }
}
