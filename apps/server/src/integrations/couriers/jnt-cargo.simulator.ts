import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { CourierParcelStatus } from './courier.ts';
import { jntCargoMinimumKilograms } from './jnt-cargo.adapter.ts';
import { jntCargoDigest } from './jnt-cargo-sign.ts';
import { simulatedTariff, type SimParcel } from './parcel-book.ts';
import { regionByCode } from './regions.ts';
import { CourierSimulatorBase } from './simulator-base.ts';

const scanOf: Record<CourierParcelStatus, string> = {
  created: 'Order Created',
  picked_up: 'Picked Up',
  in_transit: 'Departure',
  delivered: 'Signed',
  returned: 'Return Signed',
  cancelled: 'Cancelled',
};
const descriptionOf: Record<CourierParcelStatus, string> = {
  created: 'Order dibuat',
  picked_up: 'Paket telah dijemput kurir J&T Cargo',
  in_transit: 'Paket berangkat dari gateway',
  delivered: 'Paket telah diterima',
  returned: 'Paket diterima kembali oleh pengirim',
  cancelled: 'Order dibatalkan',
};

const products = [
  { productType: 'REG', productName: 'J&T Cargo Reguler', base: 4_000, perZone: 900, etaDays: 4, eta: '3 - 5' },
];

/**
 * Stands in for J&T Cargo's open platform on loopback (`/webopenplatformapi/api/*`): every call a form with
 * `bizContent` and the `apiAccount`, `digest` (base64 md5 of bizContent + private key) and `timestamp` headers,
 * every answer `{ code, msg, data }` with code "1" on success. Cargo bills at least 10 kg a parcel.
 */
export class JntCargoSimulator extends CourierSimulatorBase {
  readonly apiAccount = '178337126125932605';
  readonly customerCode = 'J0086024173';

  /**
   * The open platform's trace push: a form with `bizContent` (the waybill's `billCode`, our `txlogisticId` and the
   * new scan in `details`), with the `apiAccount`, `digest` and `timestamp` headers of its requests.
   */
  protected override pushOf(parcel: SimParcel, status: CourierParcelStatus) {
    const bizContent = JSON.stringify({
      billCode: parcel.awb,
      txlogisticId: parcel.reference,
      details: [
        { scanType: scanOf[status], scanTime: `${this.jakarta(this.book.now())}:00`, desc: descriptionOf[status] },
      ],
    });
    return {
      statusCode: scanOf[status],
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        apiAccount: this.apiAccount,
        digest: jntCargoDigest(bizContent, this.apiKey),
        timestamp: String(this.book.now().getTime()),
      },
      body: new URLSearchParams({ bizContent }).toString(),
    };
  }

  constructor(clock: Clock, privateKey = 'jnt-cargo-sim-key') {
    super(clock, 'JTC', privateKey);
  }

  protected routes(app: FastifyInstance): void {
    const ok = (data: unknown) => ({ code: '1', msg: 'success', data });
    const fail = (code: string, msg: string) => ({ code, msg, data: null });
    /** The request's bizContent, or null when its headers do not prove the account. */
    const contentOf = (request: FastifyRequest): Record<string, unknown> | null => {
      const bizContent = String((request.body as Record<string, string> | null)?.bizContent ?? '');
      if (request.headers.apiaccount !== this.apiAccount) return null;
      if (request.headers.digest !== jntCargoDigest(bizContent, this.apiKey)) return null;
      try {
        const content = JSON.parse(bizContent) as Record<string, unknown>;
        return content.customerCode === this.customerCode ? content : null;
      } catch {
        return null;
      }
    };
    const refused = fail('145003050', 'Illegal signature');
    const base = '/webopenplatformapi/api';

    app.post(`${base}/spmComCost/getComCost`, async (request) => {
      const content = contentOf(request);
      if (!content) return refused;
      const to = regionByCode('jnt', String(content.receiveCity ?? ''));
      if (!to || !regionByCode('jnt', String(content.sendCity ?? ''))) return fail('999', 'Area not served');
      const kilograms = Math.max(jntCargoMinimumKilograms, Number(content.weight));
      return ok(
        products.map((product) => ({
          productType: product.productType,
          productName: product.productName,
          totalFee: String(simulatedTariff(product.base, product.perZone, to.zone, kilograms)),
          eta: product.eta,
        })),
      );
    });

    app.post(`${base}/order/addOrder`, async (request, reply) => {
      const content = contentOf(request);
      if (!content) return refused;
      const receiver = content.receiver as { city?: string } | undefined;
      const to = regionByCode('jnt', String(receiver?.city ?? ''));
      if (!to) return fail('999', 'Receiver city not served');
      const product = products.find((entry) => entry.productType === content.productType);
      if (!product) return fail('999', 'productType not supported');
      const reference = String(content.txlogisticId ?? '');
      // The same txlogisticId again (a retry) answers the order already made.
      const existing = this.book.byReference(reference);
      if (existing) return ok({ billCode: existing.awb, txlogisticId: reference, totalFee: String(existing.price) });
      if (this.book.nextCreate === 'reject') {
        this.book.nextCreate = 'ok';
        return fail('999', 'Order rejected');
      }
      const kilograms = Math.max(jntCargoMinimumKilograms, Number(content.weight));
      const parcel = this.book.add({
        reference,
        service: product.productType,
        price: simulatedTariff(product.base, product.perZone, to.zone, kilograms),
        destinationCode: to.jnt,
        etaDays: product.etaDays,
        detail: content,
      });
      if (this.book.nextCreate === 'timeout') {
        this.book.nextCreate = 'ok';
        return reply.status(504).send('Gateway Timeout');
      }
      return ok({ billCode: parcel.awb, txlogisticId: reference, totalFee: String(parcel.price) });
    });

    app.post(`${base}/order/cancelOrder`, async (request) => {
      const content = contentOf(request);
      if (!content) return refused;
      const parcel = this.book.parcels.get(String(content.billCode ?? ''));
      if (!parcel) return fail('999', 'billCode does not exist');
      if (!this.book.cancel(parcel)) return fail('999', 'Parcel already picked up, cannot cancel');
      return ok({ billCode: parcel.awb });
    });

    app.post(`${base}/order/getOrders`, async (request) => {
      const content = contentOf(request);
      if (!content) return refused;
      const reference = content.txlogisticId === undefined ? null : String(content.txlogisticId);
      const parcels = [...this.book.parcels.values()]
        .filter((parcel) => reference === null || parcel.reference === reference)
        .reverse();
      return ok(
        parcels.map((parcel) => ({
          billCode: parcel.awb,
          txlogisticId: parcel.reference,
          scanType: scanOf[this.book.statusOf(parcel)],
        })),
      );
    });

    app.post(`${base}/logistics/trace`, async (request) => {
      const content = contentOf(request);
      if (!content) return refused;
      const codes = String(content.billCodes ?? '').split(',');
      return ok(
        codes.flatMap((code) => {
          const parcel = this.book.parcels.get(code);
          if (!parcel) return [];
          return [
            {
              billCode: parcel.awb,
              txlogisticId: parcel.reference,
              details: this.book.historyOf(parcel).map((step) => ({
                scanTime: new Date(step.at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
                scanType: scanOf[step.status],
                desc: descriptionOf[step.status],
              })),
            },
          ];
        }),
      );
    });

    app.post(`${base}/customer/info`, async (request) => {
      const content = contentOf(request);
      if (!content) return refused;
      return ok({ customerCode: this.customerCode, customerName: 'Konter Demo', networkName: 'JTC JAKARTA BARAT' });
    });
  }
}
