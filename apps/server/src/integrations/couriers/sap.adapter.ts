import {
  billableKilograms,
  type Courier,
  courierFetch,
  courierJsonOf,
  type CourierParcelStatus,
  CourierRefused,
  CourierUnreachable,
} from './courier.ts';
import { regionOf } from './regions.ts';

/** SAP Express keeps two hosts: the API (tariff, pickup) and the tracking one. */
export type SapConfig = { baseUrl: string; trackingUrl: string; apiKey: string; customerCode: string };

/** SAP Express's `rowstate_name` of a tracking row in the app's words; every manifest and hub step is on its way. */
function statusOfRowstate(name: string): CourierParcelStatus {
  const upper = name.toUpperCase();
  if (upper === 'ENTRI') return 'created';
  if (upper === 'PICKUP') return 'picked_up';
  if (upper.includes('RETURN')) return 'returned';
  if (upper.startsWith('POD')) return 'delivered';
  if (upper === 'CANCEL') return 'cancelled';
  return 'in_transit';
}

type SapAnswer<T> = { status?: string; msg?: string; data?: T };
type SapRow = {
  awb_no: string;
  reference_no: string;
  rowstate_name: string;
  description?: string;
  create_date?: string;
};

/**
 * SAP Express (MLO-02): an `api_key` header on every call; the published tariff (`POST /master/shipment_cost/publish`,
 * district codes and the customer code, one price per service type for the first kilogram band), the pickup order
 * (`POST /shipment/pickup/single_push`, our reference as `reference_no`, dimensions as `volumetric` H×W×L) and the
 * tracking host's rows by AWB or reference (the app uses them to move its orders; the agent's POS has no SAP tracking
 * screen, MLO-02). Refusals answer `status: 'fail'` with a `msg`. Cancel, list and the customer profile follow the
 * same shapes (no public description of them was found).
 */
export function createSapCourier(config: SapConfig): Courier {
  const call = async <T>(
    base: string,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; json: T }> => {
    const response = await courierFetch(`${base}${path}`, {
      method,
      headers: { api_key: config.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: await courierJsonOf<T>(response, 'SAP Express') };
  };
  const districtOf = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `SAP Express does not serve ${postalCode}`);
    return region.sap;
  };
  const refusalOf = (msg: string) => {
    if (/district|origin|destination/i.test(msg)) return new CourierRefused('area_not_served', msg);
    if (/service/i.test(msg)) return new CourierRefused('unsupported_service', msg);
    return new CourierRefused('rejected', msg || 'rejected');
  };
  const rows = async (path: string): Promise<SapRow[]> => {
    const { status, json } = await call<SapRow[] | SapAnswer<unknown>>(config.trackingUrl, 'GET', path);
    if (status !== 200) throw new CourierUnreachable(`SAP Express tracking answered ${status}`);
    return Array.isArray(json) ? json : [];
  };

  return {
    code: 'sap-express',
    async fee({ origin, destination, parcel }) {
      const { status, json } = await call<
        SapAnswer<never> & {
          price_detail?: {
            service_type_code: string;
            service_type_name: string;
            price: number;
            sla: number;
            minimum_kilo: number;
          }[];
        }
      >(config.baseUrl, 'POST', '/master/shipment_cost/publish', {
        origin: districtOf(origin.postalCode),
        destination: districtOf(destination.postalCode),
        weight: billableKilograms(parcel),
        customer_code: config.customerCode,
      });
      if (json.status === 'fail') throw refusalOf(json.msg ?? '');
      if (status !== 200 || !json.price_detail) throw new CourierUnreachable(`SAP Express tariff answered ${status}`);
      return json.price_detail
        .filter((row) => Number(row.minimum_kilo) === 1)
        .map((row) => ({
          service: row.service_type_code,
          name: `SAP ${row.service_type_name.charAt(0)}${row.service_type_name.slice(1).toLowerCase()}`,
          price: row.price,
          etaDays: String(Math.round(row.sla)),
        }));
    },
    async createOrder(order) {
      const { status, json } = await call<SapAnswer<{ awb_no?: string }>>(
        config.baseUrl,
        'POST',
        '/shipment/pickup/single_push',
        {
          customer_code: config.customerCode,
          reference_no: order.reference,
          pickup_name: order.sender.name,
          pickup_phone: order.sender.phone,
          pickup_address: order.sender.address,
          pickup_district_code: districtOf(order.sender.postalCode),
          service_type_code: order.service,
          shipment_type_code: 'SHTPC',
          quantity: 1,
          weight: billableKilograms(order.parcel),
          volumetric: `${order.parcel.heightCm}x${order.parcel.widthCm}x${order.parcel.lengthCm}`,
          insurance_flag: 0,
          cod_flag: 1,
          cod_value: 0,
          item_value: order.itemValue,
          shipper_name: order.sender.name,
          shipper_phone: order.sender.phone,
          shipper_address: order.sender.address,
          destination_district_code: districtOf(order.receiver.postalCode),
          receiver_name: order.receiver.name,
          receiver_phone: order.receiver.phone,
          receiver_address: order.receiver.address,
          description_item: order.itemDescription,
        },
      );
      if (json.status === 'fail') throw refusalOf(json.msg ?? '');
      const awb = json.data?.awb_no;
      if (status === 200 && awb) return { awb, price: 0 };
      throw new CourierUnreachable(`SAP Express pickup answered ${status}`);
    },
    async cancel(awb) {
      const { status, json } = await call<SapAnswer<unknown>>(config.baseUrl, 'POST', '/shipment/pickup/cancel', {
        awb_no: awb,
      });
      if (status === 404) throw new CourierRefused('awb_not_found', json.msg ?? 'AWB not found');
      if (json.status !== 'success') throw new CourierRefused('not_cancelable', json.msg ?? 'not cancelable');
    },
    async track(awb) {
      const found = await rows(`/shipment/tracking/awb?awb_no=${encodeURIComponent(awb)}`);
      const last = found.at(-1);
      if (!last || last.awb_no !== awb) return null;
      return {
        awb,
        reference: last.reference_no,
        status: statusOfRowstate(last.rowstate_name),
        history: found.map((row) => ({
          at: new Date(`${(row.create_date ?? '').replace(' ', 'T')}+07:00`),
          status: statusOfRowstate(row.rowstate_name),
          description: row.description ?? row.rowstate_name,
        })),
      };
    },
    async findByReference(reference) {
      const found = await rows(`/shipment/tracking/reference?reference_no=${encodeURIComponent(reference)}`);
      const last = found.at(-1);
      return last && last.reference_no === reference ? { awb: last.awb_no } : null;
    },
    async list() {
      const { json } = await call<SapAnswer<SapRow[]>>(config.baseUrl, 'GET', '/shipment/pickup/list');
      return (json.data ?? []).map((row) => ({
        awb: row.awb_no,
        reference: row.reference_no,
        status: statusOfRowstate(row.rowstate_name),
      }));
    },
    async agentInfo() {
      const { status, json } = await call<
        SapAnswer<{ customer_code: string; customer_name: string; branch_name: string }>
      >(config.baseUrl, 'GET', `/master/customer/get?customer_code=${encodeURIComponent(config.customerCode)}`);
      if (status !== 200 || !json.data) throw new CourierUnreachable('SAP Express customer missing');
      return { agentId: json.data.customer_code, name: json.data.customer_name, branch: json.data.branch_name };
    },
  };
}
