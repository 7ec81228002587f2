import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { CourierParcelStatus } from './courier.ts';
import { billableKilograms } from './courier.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { destinationByCode, destinationsOf } from './destination-book.ts';
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

type PackageItem = Record<string, unknown> & {
  delivery_type?: string;
  destination_code?: string;
  total_weight?: number;
  parcel_length?: number;
  parcel_width?: number;
  parcel_height?: number;
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
 * reference, the pickup list, the partner profile, the SPK check/confirm, the booking (book, inquiry, confirm) and
 * the pickup request for created parcels are not public: they are modelled on the pickup host's shape.
 */
export class SicepatSimulator extends CourierSimulatorBase {
  /** SPK numbers the agent confirmed (handed the parcels to the courier). */
  readonly confirmedSpk = new Set<string>();
  /** Bookings by code: the package as booked, its price, until when it is held, and the AWB once confirmed. */
  readonly bookings = new Map<
    string,
    { item: Record<string, unknown>; service: string; price: number; expiresAt: Date; awb: string | null }
  >();
  /** Pickup requests by number, with the AWBs each asked for. */
  readonly pickupRequests = new Map<string, string[]>();
  /** How long a booking is held before it lapses. */
  static readonly bookingHeldMs = 24 * 3_600_000;

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
        results: destinationsOf('sicepat').map((entry) => ({
          destination_code: entry.code,
          subdistrict: entry.district,
          city: entry.city,
          province: entry.province,
        })),
      });
    });

    app.get('/customer/tariff', async (request, reply) => {
      if (!keyed(request.headers)) return reply.status(401).send(wrap(401, 'Unauthorized'));
      const query = request.query as { origin?: string; destination?: string; weight?: string };
      const destination = destinationByCode('sicepat', query.destination ?? '')?.region;
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
        city: destinationByCode('sicepat', parcel.destinationCode)?.city ?? '',
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
        PackageList?: PackageItem[];
      };
      const item = body.PackageList?.[0];
      if (!body.reference_number || !item) return { status: '400', datas: [], error_message: 'Invalid request' };
      const priced = this.#price(item);
      if ('error_message' in priced) return priced;
      const existing = this.book.byReference(body.reference_number);
      if (existing) return this.#pickupAnswer(existing);
      return this.#create(reply, body.reference_number, priced, body as Record<string, unknown>);
    });

    app.post('/api/partner/booking', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const item = (request.body as { PackageList?: PackageItem[] }).PackageList?.[0];
      if (!item) return { status: '400', datas: null, error_message: 'Invalid request' };
      const priced = this.#price(item);
      if ('error_message' in priced) return priced;
      const code = `BK${String(this.bookings.size + 1).padStart(6, '0')}${this.book.now().getTime().toString(36).toUpperCase()}`;
      const expiresAt = new Date(this.book.now().getTime() + SicepatSimulator.bookingHeldMs);
      this.bookings.set(code, { item, service: priced.service.service, price: priced.price, expiresAt, awb: null });
      return { status: '200', datas: this.#bookingAnswer(code), error_message: null };
    });

    app.post('/api/partner/booking/inquiry', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const code = (request.body as { booking_code?: string }).booking_code ?? '';
      const answer = this.#bookingAnswer(code);
      return answer ? { status: '200', datas: answer, error_message: null } : this.#noBooking;
    });

    app.post('/api/partner/booking/confirm', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const body = request.body as { booking_code?: string; reference_number?: string };
      const booking = this.bookings.get(body.booking_code ?? '');
      if (!booking || !body.reference_number) return this.#noBooking;
      const existing = this.book.byReference(body.reference_number);
      if (existing) return this.#pickupAnswer(existing);
      if (booking.awb) return { status: '400', datas: [], error_message: 'Booking already confirmed' };
      if (booking.expiresAt <= this.book.now()) return this.#noBooking;
      const priced = this.#price(booking.item);
      if ('error_message' in priced) return priced;
      const detail = { booking_code: body.booking_code, PackageList: [booking.item] };
      return this.#create(reply, body.reference_number, priced, detail, (awb) => {
        booking.awb = awb;
      });
    });

    app.post('/api/partner/requestpickup', async (request, reply) => {
      if (!authed(request.body)) return reply.status(401).send({ status: '401', error_message: 'Unauthorized' });
      const awbs = (request.body as { receipt_numbers?: string[] }).receipt_numbers ?? [];
      const parcels = awbs.map((awb) => this.book.parcels.get(awb));
      if (awbs.length === 0 || parcels.some((parcel) => !parcel)) {
        return { status: '404', datas: null, error_message: 'Receipt number not found' };
      }
      if (parcels.some((parcel) => parcel && this.book.statusOf(parcel) !== 'created')) {
        return { status: '400', datas: null, error_message: 'Paket sudah di pickup' };
      }
      const number = `PR${this.book.now().getTime().toString(36).toUpperCase()}${this.pickupRequests.size + 1}`;
      this.pickupRequests.set(number, awbs);
      return {
        status: '200',
        datas: { request_number: number, spk_number: parcels[0]?.spk ?? '', receipt_numbers: awbs },
        error_message: null,
      };
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

  readonly #noBooking = { status: '404', datas: null, error_message: 'Booking not found' };

  /** The tariff for one package as SiCepat prices it, or its refusal in the pickup host's words. */
  #price(item: PackageItem) {
    const entry = destinationByCode('sicepat', String(item.destination_code ?? ''));
    if (!entry) return { status: '400', datas: [], error_message: 'Destination code not found' };
    const destination = { ...entry.region, sicepat: entry.code };
    const service = services.find((entry) => entry.service === item.delivery_type);
    if (!service) return { status: '400', datas: [], error_message: 'Delivery type not available' };
    const kilograms = billableKilograms({
      weightGrams: Number(item.total_weight ?? 1) * 1000,
      lengthCm: Number(item.parcel_length ?? 1),
      widthCm: Number(item.parcel_width ?? 1),
      heightCm: Number(item.parcel_height ?? 1),
    });
    return { destination, service, price: simulatedTariff(service.base, service.perZone, destination.zone, kilograms) };
  }

  /** A new parcel (a pickup request package or a confirmed booking), refused or left unanswered as the test asks. */
  #create(
    reply: FastifyReply,
    reference: string,
    priced: { destination: { sicepat: string }; service: (typeof services)[number]; price: number },
    detail: Record<string, unknown>,
    created: (awb: string) => void = () => undefined,
  ) {
    if (this.book.nextCreate === 'reject') {
      this.book.nextCreate = 'ok';
      return { status: '400', datas: [], error_message: 'Pickup request rejected' };
    }
    const parcel = this.book.add({
      reference,
      service: priced.service.service,
      price: priced.price,
      destinationCode: priced.destination.sicepat,
      etaDays: priced.service.etaDays,
      detail,
    });
    created(parcel.awb);
    if (this.book.nextCreate === 'timeout') {
      this.book.nextCreate = 'ok';
      return reply.status(504).send('Gateway Timeout');
    }
    return this.#pickupAnswer(parcel);
  }

  #bookingAnswer(code: string) {
    const booking = this.bookings.get(code);
    if (!booking || (!booking.awb && booking.expiresAt <= this.book.now())) return null;
    return {
      booking_code: code,
      delivery_type: booking.service,
      totalprice: booking.price,
      expired_at: this.jakarta(booking.expiresAt),
      receipt_number: booking.awb,
      PackageList: [booking.item],
    };
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
