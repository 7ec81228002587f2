import {
  billableKilograms,
  type CallbackCapable,
  type Courier,
  type DestinationCapable,
  courierFetch,
  courierJsonOf,
  type CourierParcelStatus,
  CourierRefused,
  CourierUnreachable,
  sameSecret,
} from './courier.ts';
import { jntSign } from './jnt-sign.ts';
import { regionOf } from './regions.ts';

export type JntConfig = { baseUrl: string; username: string; apiKey: string };

const statusOfCode: Record<string, CourierParcelStatus> = {
  '101': 'created',
  '100': 'picked_up',
  '102': 'in_transit',
  '103': 'in_transit',
  '200': 'delivered',
  '401': 'returned',
  '104': 'cancelled',
};

type OrderAnswer = { success?: boolean; desc?: string; detail?: Record<string, unknown>[] };

/** J&T Express (MLO-02): signed form posts for tariff and orders, Basic-auth JSON for tracking. */
export function createJntCourier(config: JntConfig): Courier & CallbackCapable & DestinationCapable {
  const form = async (path: string, fields: Record<string, string>): Promise<unknown> => {
    const response = await courierFetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return courierJsonOf<unknown>(response, 'J&T');
  };
  const order = async (path: string, detail: Record<string, unknown>): Promise<OrderAnswer> => {
    const data = JSON.stringify({ detail: [{ username: config.username, api_key: config.apiKey, ...detail }] });
    return (await form(path, { data_param: data, data_sign: jntSign(data, config.apiKey) })) as OrderAnswer;
  };
  const areaOf = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `no J&T area for ${postalCode}`);
    return region;
  };
  /**
   * J&T names a destination by its district (`destAreaCode`, `destination_code` of its list), the one the agent
   * picked; only without one, the district the postal code's city is known by.
   */
  const destinationOf = (code: string | undefined, postalCode: string) =>
    code ?? areaOf(postalCode).lion.split(',')[0]?.trim() ?? '';
  const reasonOf = (answer: OrderAnswer) => String(answer.detail?.[0]?.reason ?? answer.desc ?? 'rejected');

  return {
    code: 'jnt-express',
    readCallback(push) {
      const fields = new URLSearchParams(push.body);
      const data = fields.get('data_param') ?? '';
      if (!data || !sameSecret(fields.get('data_sign') ?? undefined, jntSign(data, config.apiKey))) return null;
      try {
        const push = JSON.parse(data) as { awb?: string; orderid?: string; status_code?: string; status?: string };
        if (!push.awb || !push.status_code) return null;
        return {
          awb: push.awb,
          reference: push.orderid ?? '',
          status: statusOfCode[push.status_code] ?? 'in_transit',
          description: push.status ?? '',
          deliveryId: `${push.awb}:${push.status_code}`,
        };
      } catch {
        return null;
      }
    },
    async fee({ origin, destination, parcel }) {
      const data = JSON.stringify({
        weight: String(billableKilograms(parcel)),
        sendSiteCode: areaOf(origin.postalCode).jnt,
        destAreaCode: destinationOf(destination.code, destination.postalCode),
        cusName: config.username,
        productType: 'EZ',
      });
      const answer = (await form('/jandt_track/inquiry.action', { data, sign: jntSign(data, config.apiKey) })) as {
        is_success?: string;
        message?: string;
        content?: string | null;
      };
      if (answer.is_success !== 'true' || !answer.content) {
        throw new CourierRefused('area_not_served', answer.message ?? 'no tariff');
      }
      const eta: Record<string, string> = { EZ: '2 - 3', JSD: '1' };
      return (JSON.parse(answer.content) as { name: string; cost: string }[]).map((row) => ({
        service: row.name,
        name: row.name === 'EZ' ? 'Regular (EZ)' : 'J&T Super Delivery',
        price: Number(row.cost),
        etaDays: eta[row.name] ?? '2 - 4',
      }));
    },
    async createOrder(request) {
      const answer = await order('/jts-idn-ecommerce-api/api/order/create', {
        orderid: request.reference,
        shipper_name: request.sender.name,
        shipper_contact: request.sender.name,
        shipper_phone: request.sender.phone,
        shipper_addr: request.sender.address,
        origin_code: areaOf(request.sender.postalCode).jnt,
        receiver_name: request.receiver.name,
        receiver_phone: request.receiver.phone,
        receiver_addr: request.receiver.address,
        receiver_zip: request.receiver.postalCode,
        destination_code: destinationOf(request.destinationCode, request.receiver.postalCode),
        receiver_area: request.receiver.city,
        qty: 1,
        weight: request.parcel.weightGrams / 1000,
        length: request.parcel.lengthCm,
        width: request.parcel.widthCm,
        height: request.parcel.heightCm,
        goodsdesc: request.itemDescription,
        goodsvalue: request.itemValue,
        item_name: request.itemDescription,
        servicetype: request.service,
        expresstype: '1',
        cod: 0,
      });
      const created = answer.detail?.[0];
      if (!answer.success || typeof created?.awb_no !== 'string') {
        const reason = reasonOf(answer);
        if (/servicetype/i.test(reason)) throw new CourierRefused('unsupported_service', reason);
        if (/area/i.test(reason)) throw new CourierRefused('area_not_served', reason);
        throw new CourierRefused('rejected', reason);
      }
      return { awb: created.awb_no, price: Number(created.price ?? 0) };
    },
    async cancel(awb) {
      const answer = await order('/jts-idn-ecommerce-api/api/order/cancel', { awb_no: awb, remark: 'cancel' });
      if (answer.success) return;
      const reason = reasonOf(answer);
      throw new CourierRefused(/tidak ditemukan/i.test(reason) ? 'awb_not_found' : 'not_cancelable', reason);
    },
    async track(awb) {
      const response = await courierFetch(`${config.baseUrl}/jandt-order-ws/trace/trackAction!tracking.action`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${config.username}:${config.apiKey}`).toString('base64')}`,
        },
        body: JSON.stringify({ awb, eccompanyid: config.username }),
      });
      const answer = (await response.json()) as {
        awb?: string;
        orderid?: string;
        error_id?: string;
        history?: { date_time: string; status: string; status_code: string; city_name: string }[];
      };
      if (!answer.awb || !answer.history) return null;
      const history = answer.history.map((step) => ({
        at: new Date(`${step.date_time.replace(' ', 'T')}:00+07:00`),
        status: statusOfCode[step.status_code] ?? 'in_transit',
        description: `${step.status} ${step.city_name}`.trim(),
      }));
      return {
        awb: answer.awb,
        reference: answer.orderid ?? null,
        status: history.at(-1)?.status ?? 'created',
        history,
      };
    },
    async findByReference(reference) {
      const answer = await order('/jts-idn-ecommerce-api/api/order/query', { orderid: reference });
      const found = answer.detail?.[0];
      if (answer.success && typeof found?.awb_no === 'string') return { awb: found.awb_no };
      if (/tidak ditemukan/i.test(reasonOf(answer))) return null;
      throw new CourierUnreachable(`J&T order query: ${reasonOf(answer)}`);
    },
    async list() {
      const answer = await order('/jts-idn-ecommerce-api/api/order/list', {});
      return (answer.detail ?? []).map((row) => ({
        awb: String(row.awb_no),
        reference: String(row.orderid),
        status: statusOfCode[String(row.status_code)] ?? 'in_transit',
      }));
    },
    /** `get_destination`: J&T's area list, each with the `destination_code` its orders take. */
    async destinations() {
      const answer = await order('/jts-idn-ecommerce-api/api/destination/list', {});
      if (!answer.success || !answer.detail) throw new CourierUnreachable(`J&T destinations: ${reasonOf(answer)}`);
      return answer.detail.map((row) => ({
        code: String(row.destination_code),
        name: String(row.district ?? row.city),
        city: String(row.city),
        province: String(row.province),
      }));
    },
    async agentInfo() {
      const answer = await order('/jts-idn-ecommerce-api/api/account/profile', {});
      const row = answer.detail?.[0];
      if (!answer.success || !row) throw new CourierUnreachable('J&T profile missing');
      return { agentId: String(row.customer_code), name: String(row.name), branch: String(row.branch) };
    },
  };
}
