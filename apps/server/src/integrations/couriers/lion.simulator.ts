import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { billableKilograms, type CourierParcelStatus } from './courier.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { destinationByCode, destinationsOf } from './destination-book.ts';
import { regionByCode } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

export const lionStatus: Record<CourierParcelStatus, { code: string; remarks: string }> = {
  created: { code: 'BKD', remarks: 'PAKETMU TELAH DIPROSES OLEH AGEN LION PARCEL' },
  picked_up: { code: 'PUP', remarks: 'PAKETMU TELAH DIJEMPUT KURIR' },
  in_transit: { code: 'STI', remarks: 'PAKETMU SAMPAI DI GUDANG LION PARCEL' },
  delivered: { code: 'POD', remarks: 'PAKETMU TELAH SAMPAI DI TUJUAN' },
  returned: { code: 'RTS', remarks: 'PAKETMU DIKEMBALIKAN KE PENGIRIM' },
  cancelled: { code: 'CNX', remarks: 'PENGIRIMAN DIBATALKAN' },
};

const products: Record<string, { base: number; perZone: number; sla: string; etaDays: number }> = {
  REGPACK: { base: 8_500, perZone: 1_700, sla: '2 - 4 Hari', etaDays: 4 },
  ONEPACK: { base: 16_000, perZone: 3_000, sla: '1 - 1 Hari', etaDays: 1 },
  JAGOPACK: { base: 6_500, perZone: 1_200, sla: '3 - 6 Hari', etaDays: 6 },
};

const commodities = [
  { commodity_code: 'GEN', commodity_name: 'GENERAL' },
  { commodity_code: 'CLOTHES', commodity_name: 'PAKAIAN' },
  { commodity_code: 'FOOD', commodity_name: 'MAKANAN KERING' },
  { commodity_code: 'ELEC', commodity_name: 'ELEKTRONIK' },
];

const fail = (reply: FastifyReply, status: number, en: string, id: string) =>
  reply.status(status).send({ message: { en, id } });

/**
 * Stands in for Lion Parcel's middleware API on loopback in its documented shapes: Basic authentication on every
 * call, the tariff (`GET /v3/tariff`, `{ result: [{ product, total_tariff, estimasi_sla }] }`), the booking
 * (`POST /client/booking`, `{ stt: {...} }`; an external reference already booked answers the same STT) and tracking
 * (`GET /v3/stt/track?q=`, `{ stts: [{ stt_no, status_code, history }] }`), errors as `{ message: { en, id } }`. The
 * cancel, the booking list, the client profile and the commodity list are modelled on the same shapes.
 */
export class LionSimulator extends CourierSimulatorBase {
  readonly username = 'konter-sim';

  /** The token this client set for Lion's webhook: Lion sends it as `Authorization: Bearer`. */
  readonly webhookToken = 'lion-sim-webhook-token';

  /**
   * Lion's webhook: the STT as JSON (`stt_no`, `status_code`, `current_status`, `external_id`, `remarks`,
   * `updated_on`, ...) with the client's webhook token as a bearer.
   */
  protected override pushOf(parcel: SimParcel, status: CourierParcelStatus) {
    const body = JSON.stringify({
      stt_no: parcel.awb,
      external_id: parcel.reference,
      product: parcel.service,
      current_status: lionStatus[status].code,
      status_code: lionStatus[status].code,
      remarks: lionStatus[status].remarks,
      total_tariff: parcel.price,
      updated_on: this.book
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    });
    return {
      statusCode: lionStatus[status].code,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.webhookToken}` },
      body,
    };
  }

  constructor(clock: Clock, password = 'lion-sim-password') {
    super(clock, '88LP', password);
  }

  protected routes(app: FastifyInstance): void {
    const expected = `Basic ${Buffer.from(`${this.username}:${this.apiKey}`).toString('base64')}`;
    const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.headers.authorization === expected) return true;
      void fail(reply, 401, 'Unauthorized', 'Tidak memiliki akses');
      return false;
    };
    const sttOf = (parcel: SimParcel) => {
      const status = this.book.statusOf(parcel);
      return {
        stt_no: parcel.awb,
        stt_no_ref_external: parcel.reference,
        product_type: parcel.service,
        status_code: lionStatus[status].code,
        current_status: lionStatus[status].code,
        chargeable_total_tariff: parcel.price,
        history: this.book.historyOf(parcel).map((step, index) => ({
          row: index + 1,
          datetime: `${this.jakarta(step.at).replace(' ', 'T')}:00+07:00`,
          status_code: lionStatus[step.status].code,
          remarks: lionStatus[step.status].remarks,
        })),
      };
    };

    app.get('/v3/route/destination', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return {
        data: destinationsOf('lion').map((entry) => ({
          route: entry.code,
          district: entry.district,
          city: entry.city,
          province: entry.province,
        })),
      };
    });

    app.get('/v3/tariff', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const query = request.query as Record<string, string>;
      const origin = regionByCode('lion', query.origin ?? '');
      const destination = destinationByCode('lion', query.destination ?? '')?.region;
      if (!origin || !destination) return fail(reply, 422, 'Route not found', 'Rute tidak ditemukan');
      const weight = Math.max(1, Math.ceil(Number(query.weight) || 1));
      return {
        result: Object.entries(products).map(([product, tariff]) => ({
          product,
          commodity_code: query.commodity ?? 'GEN',
          total_tariff: simulatedTariff(tariff.base, tariff.perZone, destination.zone, weight),
          estimasi_sla: tariff.sla,
        })),
      };
    });

    app.post('/client/booking', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const stt = ((request.body as { stt?: Record<string, unknown> } | null)?.stt ?? {}) as Record<string, unknown>;
      const reference = String(stt.stt_no_ref_external ?? '');
      const existing = this.book.byReference(reference);
      if (existing) return { stt: [{ stt_no: existing.awb, stt_no_ref_external: reference }] };
      const product = products[String(stt.stt_product_type)];
      if (!product) return fail(reply, 422, 'Product type is not available', 'Jenis produk tidak tersedia');
      const area = destinationByCode('lion', String(stt.stt_destination ?? ''));
      const destination = area ? { ...area.region, lion: area.code } : null;
      if (!destination) return fail(reply, 422, 'Destination not found', 'Tujuan tidak ditemukan');
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return fail(reply, 422, 'Booking rejected', 'Booking ditolak');
      }
      const [piece] = Array.isArray(stt.stt_pieces) ? (stt.stt_pieces as Record<string, number>[]) : [];
      const kilograms = billableKilograms({
        weightGrams: (piece?.stt_piece_gross_weight ?? 1) * 1000,
        lengthCm: piece?.stt_piece_length ?? 1,
        widthCm: piece?.stt_piece_width ?? 1,
        heightCm: piece?.stt_piece_height ?? 1,
      });
      const parcel = this.book.add({
        reference,
        service: String(stt.stt_product_type),
        price: simulatedTariff(product.base, product.perZone, destination.zone, kilograms),
        destinationCode: destination.lion,
        etaDays: product.etaDays,
        detail: stt,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return { stt: [{ stt_no: parcel.awb, stt_no_ref_external: reference }] };
    });

    app.post('/client/booking/cancel', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.parcels.get(String((request.body as { stt_no?: string } | null)?.stt_no ?? ''));
      if (!parcel) return fail(reply, 404, 'STT not found', 'STT tidak ditemukan');
      if (!this.book.cancel(parcel))
        return fail(reply, 422, 'STT can no longer be cancelled', 'STT tidak dapat dibatalkan');
      return { stt_no: parcel.awb, status_code: lionStatus.cancelled.code };
    });

    app.get('/v3/stt/track', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const query = String((request.query as { q?: string }).q ?? '');
      const parcel = this.book.parcels.get(query) ?? this.book.byReference(query);
      if (!parcel) return fail(reply, 404, 'STT not found', 'STT tidak ditemukan');
      return { stts: [sttOf(parcel)] };
    });

    app.get('/client/booking', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return { stts: [...this.book.parcels.values()].reverse().map(sttOf) };
    });

    app.get('/client/profile', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return { client_id: 5_501, client_name: 'Konter Demo', branch: 'POS JAKARTA BARAT' };
    });

    app.get('/v3/commodity', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return { data: commodities };
    });
  }
}
