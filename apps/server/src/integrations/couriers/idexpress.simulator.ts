import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { billableKilograms, type CourierParcelStatus } from './courier.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { regionByCode } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

/** IDexpress's operation types (its tracking `operationType`) for each step of a parcel, with its Indonesian text. */
export const idexpressStatus: Record<CourierParcelStatus, { code: string; description: string }> = {
  created: { code: '00', description: 'Pesanan telah dibuat' },
  picked_up: { code: '01', description: 'Paket telah di-pickup oleh kurir IDexpress' },
  in_transit: { code: '02', description: 'Paket sedang dikirim ke kota tujuan' },
  delivered: { code: '05', description: 'Paket telah diterima' },
  returned: { code: '06', description: 'Paket dikembalikan ke pengirim' },
  cancelled: { code: '09', description: 'Pesanan dibatalkan' },
};

/** The products IDexpress sells to shippers: Standard and iDlite (cheaper, slower), by `expressType`. */
const products: Record<string, { name: string; base: number; perZone: number; etaDays: number; sla: string }> = {
  STD: { name: 'Standard', base: 9_500, perZone: 1_900, etaDays: 3, sla: '2-3' },
  IDL: { name: 'iDlite', base: 7_000, perZone: 1_400, etaDays: 5, sla: '3-5' },
};

/** The request signature both sides compute: MD5 of the app id, the timestamp, the raw body and the secret. */
export function idexpressSign(appId: string, timestamp: string, body: string, secret: string): string {
  return createHash('md5').update(`${appId}${timestamp}${body}${secret}`).digest('hex');
}

const answer = (data: unknown) => ({ code: 0, message: 'success', data });
const fail = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.status(status).send({ code, message, data: null });

/**
 * Stands in for IDexpress's open API on loopback. No public specification of IDexpress's partner API could be found;
 * the shapes are modelled on the fields its partner documentation and integrations name: an `appId` with a signed
 * request (`timestamp`, `sign` = MD5 of app id, timestamp, body and secret), answers `{ code, message, data }` where
 * `code` 0 is success, `expressType` for the product, `waybillNo` for the AWB and `orderNo` for our reference, the
 * sender's city and the recipient's district as regency codes, and tracking events with an `operationType`. The
 * waybill's last status has its own call (MLO-06 "IdExpress waybill last status").
 */
export class IdexpressSimulator extends CourierSimulatorBase {
  readonly appId = 'konter-sim';

  constructor(clock: Clock, secret = 'idexpress-sim-secret') {
    super(clock, 'IDE', secret);
  }

  protected routes(app: FastifyInstance): void {
    // The signature covers the raw body: keep it as sent.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = String(body);
      try {
        done(null, body === '' ? {} : JSON.parse(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
      const headers = request.headers as Record<string, string | undefined>;
      const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      const expected = idexpressSign(this.appId, headers.timestamp ?? '', raw, this.apiKey);
      if (headers.appid === this.appId && headers.sign === expected) return true;
      void fail(reply, 401, 401, 'sign error');
      return false;
    };
    const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
    const waybillOf = (parcel: SimParcel) => {
      const status = this.book.statusOf(parcel);
      return {
        waybillNo: parcel.awb,
        orderNo: parcel.reference,
        expressType: parcel.service,
        totalFee: parcel.price,
        lastStatus: { operationType: idexpressStatus[status].code, description: idexpressStatus[status].description },
      };
    };
    const eventsOf = (parcel: SimParcel) =>
      this.book.historyOf(parcel).map((step) => ({
        operationType: idexpressStatus[step.status].code,
        operationTime: `${this.jakarta(step.at)}:00`,
        description: idexpressStatus[step.status].description,
      }));

    app.post('/open/v1/fee/standard', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const query = body(request);
      const origin = regionByCode('idexpress', String(query.senderCityId ?? ''));
      const destination = regionByCode('idexpress', String(query.recipientDistrictId ?? ''));
      if (!origin || !destination) return fail(reply, 200, 1_001, 'Destination is not in service area');
      const weight = Math.max(1, Math.ceil(Number(query.weight) || 1));
      return answer(
        Object.entries(products).map(([expressType, product]) => ({
          expressType,
          expressName: product.name,
          fee: simulatedTariff(product.base, product.perZone, destination.zone, weight),
          estimatedDays: product.sla,
        })),
      );
    });

    app.post('/open/v1/waybill/create', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const order = body(request);
      const reference = String(order.orderNo ?? '');
      const existing = this.book.byReference(reference);
      if (existing) return answer({ waybillNo: existing.awb, orderNo: reference });
      const product = products[String(order.expressType)];
      if (!product) return fail(reply, 200, 1_002, 'expressType is not supported');
      const destination = regionByCode('idexpress', String(order.recipientDistrictId ?? ''));
      if (!destination) return fail(reply, 200, 1_001, 'Destination is not in service area');
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return fail(reply, 200, 1_009, 'Order rejected');
      }
      const kilograms = billableKilograms({
        weightGrams: Number(order.weight ?? 1) * 1000,
        lengthCm: Number(order.length ?? 1),
        widthCm: Number(order.width ?? 1),
        heightCm: Number(order.height ?? 1),
      });
      const parcel = this.book.add({
        reference,
        service: String(order.expressType),
        price: simulatedTariff(product.base, product.perZone, destination.zone, kilograms),
        destinationCode: destination.idexpress,
        etaDays: product.etaDays,
        detail: order,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return answer({ waybillNo: parcel.awb, orderNo: reference });
    });

    app.post('/open/v1/waybill/cancel', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.parcels.get(String(body(request).waybillNo ?? ''));
      if (!parcel) return fail(reply, 200, 1_004, 'waybillNo does not exist');
      if (!this.book.cancel(parcel))
        return fail(reply, 200, 1_005, 'Waybill has been picked up and cannot be cancelled');
      return answer({ waybillNo: parcel.awb });
    });

    app.post('/open/v1/waybill/track', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const numbers = Array.isArray(body(request).waybillNos) ? (body(request).waybillNos as string[]) : [];
      return answer(
        numbers.flatMap((number) => {
          const parcel = this.book.parcels.get(number);
          return parcel ? [{ ...waybillOf(parcel), details: eventsOf(parcel) }] : [];
        }),
      );
    });

    app.post('/open/v1/waybill/last-status', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.parcels.get(String(body(request).waybillNo ?? ''));
      if (!parcel) return fail(reply, 200, 1_004, 'waybillNo does not exist');
      return answer(waybillOf(parcel));
    });

    app.post('/open/v1/waybill/query-by-order', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.byReference(String(body(request).orderNo ?? ''));
      return answer(parcel ? waybillOf(parcel) : null);
    });

    app.post('/open/v1/waybill/list', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return answer([...this.book.parcels.values()].reverse().map(waybillOf));
    });

    app.post('/open/v1/partner/info', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return answer({ partnerId: 'IDE-77001', partnerName: 'Konter Demo', branchName: 'DC JAKARTA BARAT' });
    });
  }
}
