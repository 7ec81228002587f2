import {
  billableKilograms,
  type Courier,
  type DestinationCapable,
  courierFetch,
  courierJsonOf,
  type CourierParcelStatus,
  CourierRefused,
  CourierUnreachable,
  type SpkCapable,
} from './courier.ts';
import { regionOf } from './regions.ts';

export type SicepatConfig = { trackingUrl: string; pickupUrl: string; apiKey: string };

const statusOfCode: Record<string, CourierParcelStatus> = {
  PICKREQ: 'created',
  PICK: 'picked_up',
  IN: 'in_transit',
  OUT: 'in_transit',
  ANT: 'in_transit',
  DELIVERED: 'delivered',
  RETUR: 'returned',
  CANCEL: 'cancelled',
};

/** `YYYY-MM-DD HH:mm` Jakarta time, as SiCepat prints it. */
function fromJakarta(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}:00+07:00`);
}

type Wrapped<T> = { sicepat?: { status?: { code?: number; description?: string } } & T };
type PickupAnswer<T> = { status?: string; datas?: T; error_message?: string | null };

/** SiCepat (MLO-02, MLO-05): tariff and tracking on its tracking host, pickups and SPK on its pickup host. */
export function createSicepatCourier(config: SicepatConfig): Courier & SpkCapable & DestinationCapable {
  const get = async <T>(path: string, query: Record<string, string>): Promise<Wrapped<T>> => {
    const url = `${config.trackingUrl}${path}?${new URLSearchParams(query).toString()}`;
    const response = await courierFetch(url, { headers: { 'api-key': config.apiKey } });
    return courierJsonOf<Wrapped<T>>(response, 'SiCepat');
  };
  const post = async <T>(path: string, body: object): Promise<PickupAnswer<T>> => {
    const response = await courierFetch(`${config.pickupUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_key: config.apiKey, ...body }),
    });
    return courierJsonOf<PickupAnswer<T>>(response, 'SiCepat');
  };
  const destinationCode = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `no SiCepat destination for ${postalCode}`);
    return region;
  };

  return {
    code: 'sicepat',
    /** `GET /customer/destination`: every destination SiCepat serves, with its `destination_code`. */
    async destinations() {
      const answer = await get<{
        results?: { destination_code: string; subdistrict: string; city: string; province: string }[];
      }>('/customer/destination', {});
      const rows = answer.sicepat?.results;
      if (answer.sicepat?.status?.code !== 200 || !rows) throw new CourierUnreachable('SiCepat destinations missing');
      return rows.map((row) => ({
        code: row.destination_code,
        name: row.subdistrict,
        city: row.city,
        province: row.province,
      }));
    },
    async fee({ origin, destination, parcel }) {
      const from = destinationCode(origin.postalCode);
      const to = destinationCode(destination.postalCode);
      const answer = await get<{
        results?: { service: string; description: string; tariff: number; etd: string }[];
      }>('/customer/tariff', {
        origin: from.sicepat.slice(0, 3),
        destination: to.sicepat,
        weight: String(billableKilograms(parcel)),
      });
      if (answer.sicepat?.status?.code !== 200) {
        throw new CourierRefused('area_not_served', answer.sicepat?.status?.description ?? 'no tariff');
      }
      return (answer.sicepat.results ?? []).map((result) => ({
        service: result.service,
        name: result.description,
        price: result.tariff,
        etaDays: result.etd.replace(/\s*hari$/, ''),
      }));
    },
    async createOrder(order) {
      const origin = destinationCode(order.sender.postalCode);
      const destination = destinationCode(order.receiver.postalCode);
      const answer = await post<{ receipt_number: string; totalprice: number }[]>('/api/partner/requestpickuppackage', {
        reference_number: order.reference,
        pickup_merchant_name: order.sender.name,
        pickup_address: order.sender.address,
        pickup_city: order.sender.city,
        pickup_merchant_phone: order.sender.phone,
        PackageList: [
          {
            origin_code: origin.sicepat.slice(0, 3),
            delivery_type: order.service,
            parcel_category: 'Normal',
            parcel_content: order.itemDescription,
            parcel_qty: 1,
            parcel_uom: order.packaging,
            parcel_value: order.itemValue,
            total_weight: order.parcel.weightGrams / 1000,
            parcel_length: order.parcel.lengthCm,
            parcel_width: order.parcel.widthCm,
            parcel_height: order.parcel.heightCm,
            shipper_name: order.sender.name,
            shipper_address: order.sender.address,
            shipper_phone: order.sender.phone,
            recipient_name: order.receiver.name,
            recipient_address: order.receiver.address,
            recipient_phone: order.receiver.phone,
            recipient_zip: order.receiver.postalCode,
            destination_code: destination.sicepat,
          },
        ],
      });
      const created = answer.datas?.[0];
      if (answer.status !== '200' || !created) {
        const message = answer.error_message ?? 'rejected';
        if (/delivery type/i.test(message)) throw new CourierRefused('unsupported_service', message);
        if (/destination/i.test(message)) throw new CourierRefused('area_not_served', message);
        throw new CourierRefused('rejected', message);
      }
      return { awb: created.receipt_number, price: created.totalprice };
    },
    async cancel(awb) {
      const answer = await post('/api/partner/cancelpickup', { receipt_number: awb });
      if (answer.status === '404') throw new CourierRefused('awb_not_found', 'AWB not found');
      if (answer.status !== '200') throw new CourierRefused('not_cancelable', answer.error_message ?? 'not cancelable');
    },
    async track(awb) {
      const answer = await get<{
        result?: {
          waybill_number: string;
          reference_number?: string;
          track_history: { date_time: string; status: string; city: string }[];
        };
      }>('/customer/waybill', { waybill: awb });
      const result = answer.sicepat?.result;
      if (answer.sicepat?.status?.code !== 200 || !result) return null;
      const history = result.track_history.map((step) => ({
        at: fromJakarta(step.date_time),
        status: statusOfCode[step.status] ?? 'in_transit',
        description: `${step.status} ${step.city}`.trim(),
      }));
      return {
        awb: result.waybill_number,
        reference: result.reference_number ?? null,
        status: history.at(-1)?.status ?? 'created',
        history,
      };
    },
    async findByReference(reference) {
      const answer = await post<{ receipt_number: string }[]>('/api/partner/findpickup', {
        reference_number: reference,
      });
      if (answer.status === '404') return null;
      const found = answer.datas?.[0];
      if (answer.status !== '200' || !found) throw new CourierUnreachable('SiCepat find answered no result');
      return { awb: found.receipt_number };
    },
    async list() {
      const answer = await post<{ receipt_number: string; reference_number: string; status: string }[]>(
        '/api/partner/pickuplist',
        {},
      );
      return (answer.datas ?? []).map((row) => ({
        awb: row.receipt_number,
        reference: row.reference_number,
        status: statusOfCode[row.status] ?? 'in_transit',
      }));
    },
    async agentInfo() {
      const answer = await post<{ partner_id: string; partner_name: string; branch: string }>(
        '/api/partner/profile',
        {},
      );
      if (!answer.datas) throw new CourierUnreachable('SiCepat profile missing');
      return { agentId: answer.datas.partner_id, name: answer.datas.partner_name, branch: answer.datas.branch };
    },
    async spkCheck(spk) {
      const answer = await post<{ spk_number: string; confirmed: boolean; receipt_numbers: string[] }>(
        '/api/partner/spk/check',
        { spk_number: spk },
      );
      if (answer.status !== '200' || !answer.datas) return null;
      return { spk: answer.datas.spk_number, confirmed: answer.datas.confirmed, awbs: answer.datas.receipt_numbers };
    },
    async spkConfirm(spk) {
      const answer = await post('/api/partner/spk/confirm', { spk_number: spk });
      return answer.status === '200';
    },
  };
}
