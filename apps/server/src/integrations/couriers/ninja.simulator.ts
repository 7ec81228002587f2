import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { billableKilograms, type CourierParcelStatus } from './courier.ts';
import { ninjaWebhookSignature } from './ninja.adapter.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { regionOf } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

export const ninjaStatusName: Record<CourierParcelStatus, string> = {
  created: 'Pending Pickup',
  picked_up: 'Picked Up, In Transit To Origin Hub',
  in_transit: 'In Transit to Next Sorting Hub',
  delivered: 'Delivered',
  returned: 'Returned to Sender',
  cancelled: 'Cancelled',
};

const services: Record<string, { base: number; perZone: number; etaDays: number }> = {
  Standard: { base: 9_000, perZone: 1_800, etaDays: 3 },
  Express: { base: 14_000, perZone: 2_800, etaDays: 1 },
};

const error = (code: number, title: string, message: string, reason?: string) => ({
  error: { code, title, message, details: reason ? [{ reason, message }] : [] },
});

type Body = Record<string, unknown>;
const record = (value: unknown): Body => (value && typeof value === 'object' ? (value as Body) : {});

/**
 * Stands in for Ninja Van's ninjaAPI (Indonesia: Ninja Xpress) on loopback in its documented shapes: OAuth2 client
 * credentials at `POST /{cc}/2.0/oauth/access_token` (`{ access_token, expires, token_type, expires_in }`; every other
 * call needs `Authorization: Bearer`, a stale or unknown token gets 401), orders at `POST /{cc}/4.1/orders` (the order
 * echoed with its `tracking_number`; a `merchant_order_number` already used answers the same order) and
 * `DELETE /{cc}/2.2/orders/{tracking}`, errors as `{ error: { code, title, message, details } }`. The tariff, the
 * tracking events, the order search and the shipper profile are modelled on the same shapes.
 */
export class NinjaSimulator extends CourierSimulatorBase {
  readonly clientId = 'konter-sim';
  readonly #tokens = new Map<string, number>();
  /** Tokens minted so far (a test checks the adapter reuses one). */
  tokensMinted = 0;
  /** How long a token lives, in seconds of the app's clock. */
  tokenSeconds = 3_600;

  constructor(clock: Clock, clientSecret = 'ninja-sim-secret') {
    super(clock, 'NVIDKON', clientSecret);
  }

  /**
   * Ninja's webhook: the order's new status as JSON (`id` of the event, `status`, `previous_status`, `tracking_id`,
   * `shipper_order_ref_no`, `timestamp`), signed in the `X-Ninjavan-Hmac-Sha256` header with the client secret.
   */
  protected override pushOf(parcel: SimParcel, status: CourierParcelStatus) {
    const body = JSON.stringify({
      shipper_id: 7_100_001,
      id: `${parcel.awb}-${status}`,
      status: ninjaStatusName[status],
      tracking_id: parcel.awb,
      shipper_order_ref_no: parcel.reference,
      timestamp: this.book.now().toISOString(),
    });
    return {
      statusCode: ninjaStatusName[status],
      headers: {
        'content-type': 'application/json',
        'x-ninjavan-hmac-sha256': ninjaWebhookSignature(body, this.apiKey),
      },
      body,
    };
  }

  /** Ends every token now: the next call with one gets 401 (the adapter must mint again). */
  expireTokens(): void {
    this.#tokens.clear();
  }

  protected routes(app: FastifyInstance): void {
    const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const until = this.#tokens.get(bearer);
      if (until !== undefined && until > this.clock.now().getTime()) return true;
      void reply.status(401).send(error(401, 'UNAUTHORIZED', 'Invalid or expired access token'));
      return false;
    };

    app.post('/:cc/2.0/oauth/access_token', async (request, reply) => {
      const body = record(request.body);
      if (
        body.client_id !== this.clientId ||
        body.client_secret !== this.apiKey ||
        body.grant_type !== 'client_credentials'
      )
        return reply.status(400).send(error(400, 'INVALID_CLIENT', 'Invalid client credentials'));
      const value = randomBytes(16).toString('hex');
      const now = this.clock.now().getTime();
      this.#tokens.set(value, now + this.tokenSeconds * 1000);
      this.tokensMinted += 1;
      return {
        access_token: value,
        expires: Math.floor(now / 1000) + this.tokenSeconds,
        token_type: 'bearer',
        expires_in: this.tokenSeconds,
      };
    });

    app.post('/:cc/1.0/public/price', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const body = record(request.body);
      const service = services[String(body.service_level)];
      if (!service) return reply.status(400).send(error(400, 'INVALID_REQUEST', 'Unknown service_level'));
      const from = regionOf(String(record(body.from).postcode ?? ''));
      const to = regionOf(String(record(body.to).postcode ?? ''));
      if (!from || !to) return reply.status(400).send(error(400, 'INVALID_REQUEST', 'Postcode is not served'));
      return {
        data: {
          total_fee: simulatedTariff(service.base, service.perZone, to.zone, Number(body.weight) || 1),
          eta_days: String(service.etaDays),
        },
      };
    });

    app.post('/:cc/4.1/orders', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const body = record(request.body);
      const reference = String(record(body.reference).merchant_order_number ?? '');
      const existing = this.book.byReference(reference);
      if (existing) return { ...body, tracking_number: existing.awb };
      const service = services[String(body.service_level)];
      if (!service)
        return reply.status(400).send(error(400, 'INVALID_REQUEST', 'Invalid service_level', 'service_level'));
      const to = record(record(body.to).address);
      const destination = regionOf(String(to.postcode ?? ''));
      if (!destination)
        return reply.status(400).send(error(400, 'INVALID_REQUEST', 'Postcode is not served', 'to.address.postcode'));
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return reply.status(400).send(error(400, 'ORDER_REJECTED', 'Order rejected by shipper configuration'));
      }
      const dimensions = record(record(body.parcel_job).dimensions);
      const kilograms = billableKilograms({
        weightGrams: Number(dimensions.weight ?? 1) * 1000,
        lengthCm: Number(dimensions.length ?? 1),
        widthCm: Number(dimensions.width ?? 1),
        heightCm: Number(dimensions.height ?? 1),
      });
      const parcel = this.book.add({
        reference,
        service: String(body.service_level),
        price: simulatedTariff(service.base, service.perZone, destination.zone, kilograms),
        // Postcodes name Ninja's areas; the parcel book reads a returned route from them.
        destinationCode: String(to.postcode),
        etaDays: service.etaDays,
        detail: body,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return { ...body, tracking_number: parcel.awb };
    });

    app.delete('/:cc/2.2/orders/:tracking', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.parcels.get((request.params as { tracking: string }).tracking);
      if (!parcel) return reply.status(404).send(error(404, 'NOT_FOUND', 'Order not found'));
      if (!this.book.cancel(parcel))
        return reply.status(400).send(error(400, 'INVALID_STATE', 'Order is not in a cancellable state'));
      return { trackingId: parcel.awb, status: 'Cancelled', updatedAt: this.book.now().toISOString() };
    });

    app.get('/:cc/1.0/orders/tracking-events', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parcel = this.book.parcels.get(String((request.query as Body).tracking_number ?? ''));
      if (!parcel) return reply.status(404).send(error(404, 'NOT_FOUND', 'Tracking number not found'));
      return {
        data: [
          {
            tracking_number: parcel.awb,
            merchant_order_number: parcel.reference,
            events: this.book.historyOf(parcel).map((step) => ({
              status: ninjaStatusName[step.status],
              timestamp: step.at.toISOString(),
              description: ninjaStatusName[step.status],
            })),
          },
        ],
      };
    });

    app.get('/:cc/3.0/orders', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const wanted = (request.query as Body).merchant_order_number;
      const parcels = [...this.book.parcels.values()]
        .filter((parcel) => wanted === undefined || parcel.reference === wanted)
        .reverse();
      return {
        data: parcels.map((parcel) => ({
          tracking_number: parcel.awb,
          merchant_order_number: parcel.reference,
          status: ninjaStatusName[this.book.statusOf(parcel)],
        })),
      };
    });

    app.get('/:cc/1.0/shipper', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return { id: 7_700_001, name: 'Konter Demo', hub: 'JKT-Kebon Jeruk' };
    });
  }
}
