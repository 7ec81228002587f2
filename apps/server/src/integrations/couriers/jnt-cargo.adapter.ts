import type { Clock } from '../../platform/clock.ts';
import {
  type CallbackCapable,
  type Courier,
  courierFetch,
  courierJsonOf,
  type CourierParcelStatus,
  CourierRefused,
  CourierUnreachable,
  sameSecret,
} from './courier.ts';
import { jntCargoDigest } from './jnt-cargo-sign.ts';
import { regionOf } from './regions.ts';

export type JntCargoConfig = { baseUrl: string; apiAccount: string; privateKey: string; customerCode: string };

/** J&T Cargo's scan types as its trace answers them, in the app's words. */
export const jntCargoStatusOfScan: Record<string, CourierParcelStatus> = {
  'Order Created': 'created',
  'Picked Up': 'picked_up',
  Departure: 'in_transit',
  Arrival: 'in_transit',
  Signed: 'delivered',
  'Return Signed': 'returned',
  Cancelled: 'cancelled',
};

/** The open platform's answer: `code` "1" is success; anything else names the refusal in `msg`. */
type Answer<T> = { code?: string; msg?: string; data?: T };

/** J&T Cargo bills at least this many kilograms a parcel (cargo: heavy goods), the larger of actual and volumetric. */
export const jntCargoMinimumKilograms = 10;

/**
 * J&T Cargo (MLO-02), J&T's heavy-parcel line: its open platform takes a form with `bizContent` (the JSON of the
 * call) and three headers, `apiAccount`, `digest` (base64 of md5(bizContent + private key)) and `timestamp`, and
 * answers `{ code, msg, data }` with code "1" on success. Tariff (`spmComCost/getComCost`), orders
 * (`order/addOrder`, `order/cancelOrder`, `order/getOrders` by our `txlogisticId`), tracking (`logistics/trace` by
 * `billCode`) and the customer profile. Modelled on J&T's open platform conventions; J&T Cargo publishes no
 * specification openly, so the field names follow J&T's, and only a configured account proves them.
 */
export function createJntCargoCourier(config: JntCargoConfig, clock: Clock): Courier & CallbackCapable {
  async function call<T>(path: string, content: Record<string, unknown>): Promise<Answer<T>> {
    const bizContent = JSON.stringify({ customerCode: config.customerCode, ...content });
    const response = await courierFetch(`${config.baseUrl}/webopenplatformapi/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        apiAccount: config.apiAccount,
        digest: jntCargoDigest(bizContent, config.privateKey),
        timestamp: String(clock.now().getTime()),
      },
      body: new URLSearchParams({ bizContent }).toString(),
    });
    const answer = await courierJsonOf<Answer<T>>(response, 'J&T Cargo');
    // A refused signature is the account's fault, not the parcel's: nothing was done, so it reads as unreachable.
    if (answer.code === '145003050') throw new CourierUnreachable(`J&T Cargo refused the signature: ${answer.msg}`);
    return answer;
  }
  const cityOf = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `no J&T Cargo area for ${postalCode}`);
    return region.jnt;
  };
  const kilogramsOf = (parcel: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number }) => {
    const volumetric = (parcel.lengthCm * parcel.widthCm * parcel.heightCm) / 4000;
    return Math.max(jntCargoMinimumKilograms, Math.ceil(Math.max(parcel.weightGrams / 1000, volumetric)));
  };

  return {
    code: 'jnt-cargo',
    /**
     * The open platform's trace push: a form with `bizContent` (the JSON of `billCode`, `txlogisticId` and the new
     * `details`), signed like its requests: the `digest` header over bizContent with the private key, and `apiAccount`.
     */
    readCallback(push) {
      const bizContent = new URLSearchParams(push.body).get('bizContent') ?? '';
      if (!bizContent || push.headers.apiaccount !== config.apiAccount) return null;
      if (!sameSecret(push.headers.digest, jntCargoDigest(bizContent, config.privateKey))) return null;
      try {
        const trace = JSON.parse(bizContent) as {
          billCode?: string;
          txlogisticId?: string;
          details?: { scanType?: string; scanTime?: string; desc?: string }[];
        };
        const step = trace.details?.at(-1);
        if (!trace.billCode || !step?.scanType) return null;
        return {
          awb: trace.billCode,
          reference: trace.txlogisticId ?? '',
          status: jntCargoStatusOfScan[step.scanType] ?? 'in_transit',
          description: step.desc ?? step.scanType,
          deliveryId: `${trace.billCode}:${step.scanType}:${step.scanTime ?? ''}`,
        };
      } catch {
        return null;
      }
    },
    async fee({ origin, destination, parcel }) {
      const answer = await call<{ productType: string; productName: string; totalFee: string; eta: string }[]>(
        '/spmComCost/getComCost',
        {
          sendCity: cityOf(origin.postalCode),
          receiveCity: cityOf(destination.postalCode),
          weight: String(kilogramsOf(parcel)),
        },
      );
      if (answer.code !== '1' || !answer.data) throw new CourierRefused('area_not_served', answer.msg ?? 'no tariff');
      return answer.data.map((row) => ({
        service: row.productType,
        name: row.productName,
        price: Number(row.totalFee),
        etaDays: row.eta,
      }));
    },
    async createOrder(request) {
      const party = (who: typeof request.sender) => ({
        name: who.name,
        mobile: who.phone,
        city: cityOf(who.postalCode),
        address: who.address,
        postCode: who.postalCode,
      });
      const answer = await call<{ billCode?: string; txlogisticId?: string; totalFee?: string }>('/order/addOrder', {
        txlogisticId: request.reference,
        productType: request.service,
        orderType: '1',
        payType: 'PP_PM',
        sender: party(request.sender),
        receiver: party(request.receiver),
        weight: String(kilogramsOf(request.parcel)),
        length: request.parcel.lengthCm,
        width: request.parcel.widthCm,
        height: request.parcel.heightCm,
        goodsName: request.itemDescription,
        itemsValue: String(request.itemValue),
        packageType: request.packaging,
      });
      if (answer.code !== '1' || !answer.data?.billCode) {
        const reason = answer.msg ?? 'rejected';
        if (/productType/i.test(reason)) throw new CourierRefused('unsupported_service', reason);
        if (/city|area/i.test(reason)) throw new CourierRefused('area_not_served', reason);
        throw new CourierRefused('rejected', reason);
      }
      return { awb: answer.data.billCode, price: Number(answer.data.totalFee ?? 0) };
    },
    async cancel(awb) {
      const answer = await call('/order/cancelOrder', { billCode: awb, reason: 'Dibatalkan agen' });
      if (answer.code === '1') return;
      const reason = answer.msg ?? 'not cancelable';
      throw new CourierRefused(/not exist|tidak ditemukan/i.test(reason) ? 'awb_not_found' : 'not_cancelable', reason);
    },
    async track(awb) {
      const answer = await call<
        { billCode: string; txlogisticId?: string; details: { scanTime: string; scanType: string; desc: string }[] }[]
      >('/logistics/trace', { billCodes: awb });
      const found = answer.data?.find((row) => row.billCode === awb);
      if (answer.code !== '1' || !found || found.details.length === 0) return null;
      const history = found.details.map((step) => ({
        at: new Date(`${step.scanTime.replace(' ', 'T')}+07:00`),
        status: jntCargoStatusOfScan[step.scanType] ?? 'in_transit',
        description: step.desc,
      }));
      return { awb, reference: found.txlogisticId ?? null, status: history.at(-1)?.status ?? 'created', history };
    },
    async findByReference(reference) {
      const answer = await call<{ billCode: string; txlogisticId: string }[]>('/order/getOrders', {
        txlogisticId: reference,
      });
      if (answer.code !== '1') throw new CourierUnreachable(`J&T Cargo order query: ${answer.msg}`);
      const found = answer.data?.find((row) => row.txlogisticId === reference);
      return found ? { awb: found.billCode } : null;
    },
    async list() {
      const answer = await call<{ billCode: string; txlogisticId: string; scanType: string }[]>('/order/getOrders', {});
      if (answer.code !== '1') throw new CourierUnreachable(`J&T Cargo order list: ${answer.msg}`);
      return (answer.data ?? []).map((row) => ({
        awb: row.billCode,
        reference: row.txlogisticId,
        status: jntCargoStatusOfScan[row.scanType] ?? 'in_transit',
      }));
    },
    async agentInfo() {
      const answer = await call<{ customerCode: string; customerName: string; networkName: string }>(
        '/customer/info',
        {},
      );
      if (answer.code !== '1' || !answer.data) throw new CourierUnreachable('J&T Cargo profile missing');
      return { agentId: answer.data.customerCode, name: answer.data.customerName, branch: answer.data.networkName };
    },
  };
}
