import { createHash } from 'node:crypto';
import {
  billableKilograms,
  type Courier,
  courierFetch,
  courierJsonOf,
  type CourierParcelStatus,
  CourierRefused,
  CourierUnreachable,
} from './courier.ts';
import type { Clock } from '../../platform/clock.ts';
import { regionOf } from './regions.ts';

export type IdexpressConfig = { baseUrl: string; appId: string; secret: string };

/** IDexpress's `operationType` of a tracking event in the app's words; anything between pickup and arrival moves. */
const statusOfOperation: Record<string, CourierParcelStatus> = {
  '00': 'created',
  '01': 'picked_up',
  '02': 'in_transit',
  '03': 'in_transit',
  '04': 'in_transit',
  '05': 'delivered',
  '06': 'returned',
  '09': 'cancelled',
};

type IdexpressAnswer<T> = { code?: number; message?: string; data?: T | null };
type IdexpressWaybill = {
  waybillNo: string;
  orderNo: string;
  lastStatus?: { operationType: string; description: string };
  details?: { operationType: string; operationTime: string; description: string }[];
};

/** IDexpress's error codes that mean "this area" or "this product" (the rest is a plain refusal). */
const refusalOfCode: Record<number, 'area_not_served' | 'unsupported_service' | 'awb_not_found' | 'not_cancelable'> = {
  1_001: 'area_not_served',
  1_002: 'unsupported_service',
  1_004: 'awb_not_found',
  1_005: 'not_cancelable',
};

/**
 * IDexpress (MLO-02, its waybill last status MLO-06). No public specification of IDexpress's partner API could be
 * found: the calls are modelled on the fields its partner documentation and integrations name, and stay in this one
 * file so the real paths can replace these. Every call is a signed POST (`appId`, `timestamp`, `sign` = MD5 of app id,
 * timestamp, body and secret); answers are `{ code, message, data }` with `code` 0 for success; the sender's city and
 * the recipient's district are regency codes; `expressType` is the product (STD, IDL); `waybillNo` the AWB and
 * `orderNo` our reference. A Jakarta wall-clock event time is read as WIB.
 */
export function createIdexpressCourier(
  config: IdexpressConfig,
  clock: Clock,
): Courier & {
  lastStatus(awb: string): Promise<{ status: CourierParcelStatus; description: string } | null>;
} {
  const call = async <T>(path: string, payload: object): Promise<IdexpressAnswer<T>> => {
    const body = JSON.stringify(payload);
    // The signed timestamp is the app's time (decision 018); IDexpress checks it is recent.
    const timestamp = String(clock.now().getTime());
    const sign = createHash('md5').update(`${config.appId}${timestamp}${body}${config.secret}`).digest('hex');
    const response = await courierFetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { appId: config.appId, timestamp, sign, 'content-type': 'application/json' },
      body,
    });
    const json = await courierJsonOf<IdexpressAnswer<T>>(response, 'IDexpress');
    if (response.status === 401)
      throw new CourierRefused('rejected', json.message ?? 'IDexpress refused the signature');
    if (response.status !== 200) throw new CourierUnreachable(`IDexpress answered ${response.status}`);
    return json;
  };
  const ok = <T>(json: IdexpressAnswer<T>): T => {
    if (json.code === 0 && json.data !== undefined) return json.data as T;
    const reason = refusalOfCode[json.code ?? -1] ?? 'rejected';
    throw new CourierRefused(reason, json.message ?? 'IDexpress refused');
  };
  const cityOf = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `IDexpress does not serve ${postalCode}`);
    return region.idexpress;
  };
  const atOf = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}+07:00`);

  return {
    code: 'idexpress',
    async fee({ origin, destination, parcel }) {
      const rows = ok(
        await call<{ expressType: string; expressName: string; fee: number; estimatedDays: string }[]>(
          '/open/v1/fee/standard',
          {
            senderCityId: cityOf(origin.postalCode),
            recipientDistrictId: cityOf(destination.postalCode),
            weight: billableKilograms(parcel),
          },
        ),
      );
      return rows.map((row) => ({
        service: row.expressType,
        name: `IDexpress ${row.expressName}`,
        price: row.fee,
        etaDays: row.estimatedDays,
      }));
    },
    async createOrder(order) {
      const data = ok(
        await call<{ waybillNo: string }>('/open/v1/waybill/create', {
          orderNo: order.reference,
          expressType: order.service,
          // 00: the courier picks the parcel up at the counter.
          serviceType: '00',
          senderName: order.sender.name,
          senderPhone: order.sender.phone,
          senderAddress: order.sender.address,
          senderCityId: cityOf(order.sender.postalCode),
          recipientName: order.receiver.name,
          recipientPhone: order.receiver.phone,
          recipientAddress: order.receiver.address,
          recipientDistrictId: cityOf(order.receiver.postalCode),
          recipientPostCode: order.receiver.postalCode,
          weight: order.parcel.weightGrams / 1000,
          length: order.parcel.lengthCm,
          width: order.parcel.widthCm,
          height: order.parcel.heightCm,
          itemName: order.itemDescription,
          itemValue: order.itemValue,
          codFlag: 0,
          remark: order.packaging,
        }),
      );
      return { awb: data.waybillNo, price: 0 };
    },
    async cancel(awb) {
      ok(await call('/open/v1/waybill/cancel', { waybillNo: awb }));
    },
    async track(awb) {
      const [waybill] = ok(await call<IdexpressWaybill[]>('/open/v1/waybill/track', { waybillNos: [awb] }));
      if (!waybill) return null;
      const history = (waybill.details ?? []).map((step) => ({
        at: atOf(step.operationTime),
        status: statusOfOperation[step.operationType] ?? 'in_transit',
        description: step.description,
      }));
      return {
        awb: waybill.waybillNo,
        reference: waybill.orderNo,
        status: statusOfOperation[waybill.lastStatus?.operationType ?? ''] ?? history.at(-1)?.status ?? 'created',
        history,
      };
    },
    async lastStatus(awb) {
      const answer = await call<IdexpressWaybill>('/open/v1/waybill/last-status', { waybillNo: awb });
      if (answer.code === 1_004) return null;
      const waybill = ok(answer);
      const last = waybill.lastStatus;
      return last
        ? { status: statusOfOperation[last.operationType] ?? 'in_transit', description: last.description }
        : null;
    },
    async findByReference(reference) {
      const waybill = ok(
        await call<IdexpressWaybill | null>('/open/v1/waybill/query-by-order', { orderNo: reference }),
      );
      return waybill && waybill.orderNo === reference ? { awb: waybill.waybillNo } : null;
    },
    async list() {
      const rows = ok(await call<IdexpressWaybill[]>('/open/v1/waybill/list', {}));
      return rows.map((row) => ({
        awb: row.waybillNo,
        reference: row.orderNo,
        status: statusOfOperation[row.lastStatus?.operationType ?? ''] ?? 'in_transit',
      }));
    },
    async agentInfo() {
      const info = ok(
        await call<{ partnerId: string; partnerName: string; branchName: string }>('/open/v1/partner/info', {}),
      );
      return { agentId: info.partnerId, name: info.partnerName, branch: info.branchName };
    },
  };
}
