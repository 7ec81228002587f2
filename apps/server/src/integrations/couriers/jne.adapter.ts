import {
  billableKilograms,
  type Courier,
  type DestinationCapable,
  courierFetch,
  courierJsonOf,
  type CourierParcelStatus,
  CourierRefused,
  CourierUnreachable,
} from './courier.ts';
import { regionOf } from './regions.ts';

export type JneConfig = { baseUrl: string; username: string; apiKey: string; branch: string; customer: string };

const statusOfCode: Record<string, CourierParcelStatus> = {
  OP: 'created',
  PU: 'picked_up',
  IP: 'in_transit',
  D: 'delivered',
  RT: 'returned',
  CX: 'cancelled',
};

/** JNE (MLO-02): form posts with username and api_key to its tracing API. */
export function createJneCourier(config: JneConfig): Courier & DestinationCapable {
  const post = async <T>(path: string, fields: Record<string, string | number>): Promise<T> => {
    const body = new URLSearchParams({ username: config.username, api_key: config.apiKey });
    for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
    const response = await courierFetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    return courierJsonOf<T>(response, 'JNE');
  };
  const codeOf = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `no JNE destination for ${postalCode}`);
    return region;
  };
  /** JNE's tariff code of the destination the agent picked from its list; only without one, the postal code's. */
  const destinationOf = (code: string | undefined, postalCode: string) => code ?? codeOf(postalCode).jne;

  return {
    code: 'jne-express',
    /** `get_destination`: JNE's destination list, each with the tariff code (`CGK10000`) its price and cnote calls take. */
    async destinations() {
      const answer = await post<{
        detail?: { city_code: string; city_name: string; district?: string; province: string }[];
        error?: string;
      }>('/tracing/api/dest', {});
      if (!answer.detail) throw new CourierUnreachable(`JNE destinations: ${answer.error ?? 'missing'}`);
      return answer.detail.map((row) => ({
        code: row.city_code,
        name: row.district ?? row.city_name,
        city: row.city_name,
        province: row.province,
      }));
    },
    async fee({ origin, destination, parcel }) {
      const answer = await post<{
        price?: { service_display: string; service_code: string; price: string; etd_from: string; etd_thru: string }[];
        error?: string;
      }>('/tracing/api/pricedev', {
        from: codeOf(origin.postalCode).jne,
        thru: destinationOf(destination.code, destination.postalCode),
        weight: billableKilograms(parcel),
      });
      if (!answer.price) throw new CourierRefused('area_not_served', answer.error ?? 'no price');
      return answer.price.map((row) => ({
        service: row.service_display,
        name: `JNE ${row.service_display}`,
        price: Number(row.price),
        etaDays: row.etd_from === row.etd_thru ? row.etd_from : `${row.etd_from} - ${row.etd_thru}`,
      }));
    },
    async createOrder(order) {
      const answer = await post<{ detail?: { status: string; cnote_no?: string; reason?: string }[] }>(
        '/tracing/api/generatecnote',
        {
          OLSHOP_BRANCH: config.branch,
          OLSHOP_CUST: config.customer,
          OLSHOP_ORDERID: order.reference,
          OLSHOP_SHIPPER_NAME: order.sender.name,
          OLSHOP_SHIPPER_ADDR1: order.sender.address,
          OLSHOP_SHIPPER_CITY: order.sender.city,
          OLSHOP_SHIPPER_ZIP: order.sender.postalCode,
          OLSHOP_SHIPPER_PHONE: order.sender.phone,
          OLSHOP_RECEIVER_NAME: order.receiver.name,
          OLSHOP_RECEIVER_ADDR1: order.receiver.address,
          OLSHOP_RECEIVER_CITY: order.receiver.city,
          OLSHOP_RECEIVER_ZIP: order.receiver.postalCode,
          OLSHOP_RECEIVER_PHONE: order.receiver.phone,
          OLSHOP_QTY: 1,
          OLSHOP_WEIGHT: order.parcel.weightGrams / 1000,
          OLSHOP_LENGTH: order.parcel.lengthCm,
          OLSHOP_WIDTH: order.parcel.widthCm,
          OLSHOP_HEIGHT: order.parcel.heightCm,
          OLSHOP_GOODSDESC: order.itemDescription,
          OLSHOP_GOODSVALUE: order.itemValue,
          OLSHOP_GOODSTYPE: 2,
          OLSHOP_INS_FLAG: 'N',
          OLSHOP_ORIG: codeOf(order.sender.postalCode).jne,
          OLSHOP_DEST: destinationOf(order.destinationCode, order.receiver.postalCode),
          OLSHOP_SERVICE: order.service,
          OLSHOP_COD_FLAG: 'N',
        },
      );
      const row = answer.detail?.[0];
      if (row?.status !== 'sukses' || !row.cnote_no) {
        const reason = row?.reason ?? 'rejected';
        if (/service/i.test(reason)) throw new CourierRefused('unsupported_service', reason);
        if (/destination/i.test(reason)) throw new CourierRefused('area_not_served', reason);
        throw new CourierRefused('rejected', reason);
      }
      // JNE does not answer the price with the cnote: the service reads it from the order's quote.
      return { awb: row.cnote_no, price: 0 };
    },
    async cancel(awb) {
      const answer = await post<{ status: boolean; error?: string }>('/tracing/api/cancelcnote', { cnote_no: awb });
      if (answer.status) return;
      throw new CourierRefused(
        /not found/i.test(answer.error ?? '') ? 'awb_not_found' : 'not_cancelable',
        answer.error ?? '',
      );
    },
    async track(awb) {
      const answer = await post<{
        cnote?: { cnote_no: string; reference_number?: string };
        history?: { date: string; desc: string; code: string }[];
      }>(`/tracing/api/list/v1/cnote/${encodeURIComponent(awb)}`, {});
      if (!answer.cnote || !answer.history) return null;
      const history = answer.history.map((step) => ({
        at: new Date(`${step.date.replace(' ', 'T')}:00+07:00`),
        status: statusOfCode[step.code] ?? 'in_transit',
        description: step.desc,
      }));
      return {
        awb: answer.cnote.cnote_no,
        reference: answer.cnote.reference_number ?? null,
        status: history.at(-1)?.status ?? 'created',
        history,
      };
    },
    async findByReference(reference) {
      const answer = await post<{ status: boolean; cnote_no?: string; error?: string }>(
        `/tracing/api/list/v1/orderid/${encodeURIComponent(reference)}`,
        {},
      );
      if (answer.status && answer.cnote_no) return { awb: answer.cnote_no };
      if (/not found/i.test(answer.error ?? '')) return null;
      throw new CourierUnreachable(`JNE order search: ${answer.error ?? 'no answer'}`);
    },
    async list() {
      const answer = await post<{ cnotes?: { cnote_no: string; order_id: string; code: string }[] }>(
        '/tracing/api/list/v1/cnotes',
        {},
      );
      return (answer.cnotes ?? []).map((row) => ({
        awb: row.cnote_no,
        reference: row.order_id,
        status: statusOfCode[row.code] ?? 'in_transit',
      }));
    },
    async agentInfo() {
      const answer = await post<{ status: boolean; cust_no?: string; cust_name?: string; branch?: string }>(
        '/tracing/api/account',
        {},
      );
      if (!answer.status) throw new CourierUnreachable('JNE account missing');
      return { agentId: answer.cust_no ?? '', name: answer.cust_name ?? '', branch: answer.branch ?? '' };
    },
  };
}
