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
import { regionOf } from './regions.ts';

export type LionConfig = {
  baseUrl: string;
  username: string;
  password: string;
  commodity?: string;
  /** The token Lion Parcel sends as `Authorization: Bearer` on its webhook (set with Lion); none: pushes refused. */
  webhookToken?: string;
};

/** Lion Parcel's status codes in the app's words; every code between booking and delivery is on its way. */
const statusOfCode: Record<string, CourierParcelStatus> = {
  SHPCRT: 'created',
  BKD: 'created',
  PUP: 'picked_up',
  STI: 'in_transit',
  'STI-DEST': 'in_transit',
  KONDISPATCH: 'in_transit',
  DEL: 'in_transit',
  POD: 'delivered',
  RTS: 'returned',
  CNX: 'cancelled',
};

type LionMessage = { message?: { en?: string; id?: string } | string };
const messageOf = (answer: LionMessage) =>
  typeof answer.message === 'string' ? answer.message : (answer.message?.en ?? answer.message?.id ?? '');

type LionStt = {
  stt_no: string;
  stt_no_ref_external?: string;
  status_code: string;
  history?: { datetime: string; status_code: string; remarks: string }[];
};

/**
 * Lion Parcel (MLO-02, its commodities MLO-06): Basic authentication on every call; the tariff
 * (`GET /v3/tariff?origin&destination&weight&commodity`, route ends written `DISTRICT, CITY`), the booking
 * (`POST /client/booking` with `{ stt: {...} }`, our reference as `stt_no_ref_external`) and tracking
 * (`GET /v3/stt/track?q=` an STT number or the external reference); errors carry `{ message: { en, id } }`.
 */
export function createLionCourier(config: LionConfig): Courier &
  CallbackCapable &
  DestinationCapable & {
    commodities(): Promise<{ code: string; name: string }[]>;
  } {
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  const call = async <T>(method: string, path: string, body?: object): Promise<{ status: number; json: T }> => {
    const response = await courierFetch(`${config.baseUrl}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: await courierJsonOf<T>(response, 'Lion Parcel') };
  };
  /**
   * A route end as Lion names it (`DISTRICT, CITY`): the origin by the counter's postal code; the destination is the
   * one the agent picked from Lion's list, the postal code's only without one.
   */
  const routeOf = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `Lion Parcel does not serve ${postalCode}`);
    return region.lion;
  };
  const refusalOf = (text: string) => {
    if (/route|origin|destination|not found/i.test(text)) return new CourierRefused('area_not_served', text);
    if (/product/i.test(text)) return new CourierRefused('unsupported_service', text);
    return new CourierRefused('rejected', text || 'rejected');
  };
  const track = async (query: string): Promise<LionStt | null> => {
    const { status, json } = await call<{ stts?: LionStt[] } & LionMessage>(
      'GET',
      `/v3/stt/track?q=${encodeURIComponent(query)}`,
    );
    if (status === 404 || (status === 200 && !json.stts?.length)) return null;
    if (status !== 200) throw new CourierUnreachable(`Lion Parcel tracking answered ${status}`);
    return json.stts?.[0] ?? null;
  };
  const commodity = config.commodity ?? 'GEN';

  return {
    code: 'lion-parcel',
    /** Lion's webhook ("Webhook Collection"): the STT's state as JSON, with the client's webhook token as a bearer. */
    readCallback(push) {
      const bearer = /^Bearer (.+)$/.exec(push.headers.authorization ?? '')?.[1];
      if (!config.webhookToken || !sameSecret(bearer, config.webhookToken)) return null;
      try {
        const stt = JSON.parse(push.body) as {
          stt_no?: string;
          status_code?: string;
          external_id?: string;
          remarks?: string;
          updated_on?: string;
        };
        if (!stt.stt_no || !stt.status_code) return null;
        return {
          awb: stt.stt_no,
          reference: stt.external_id ?? '',
          status: statusOfCode[stt.status_code] ?? 'in_transit',
          description: stt.remarks ?? stt.status_code,
          deliveryId: `${stt.stt_no}:${stt.status_code}`,
        };
      } catch {
        return null;
      }
    },
    async fee({ origin, destination, parcel }) {
      const query = new URLSearchParams({
        origin: routeOf(origin.postalCode),
        destination: destination.code ?? routeOf(destination.postalCode),
        weight: String(billableKilograms(parcel)),
        commodity,
      });
      const { status, json } = await call<
        { result?: { product: string; total_tariff: number; estimasi_sla: string }[] } & LionMessage
      >('GET', `/v3/tariff?${query.toString()}`);
      if (status >= 400 && status < 500) throw refusalOf(messageOf(json));
      if (status !== 200 || !json.result) throw new CourierUnreachable(`Lion Parcel tariff answered ${status}`);
      return json.result.map((row) => ({
        service: row.product,
        name: `Lion Parcel ${row.product}`,
        price: row.total_tariff,
        etaDays: row.estimasi_sla.replace(/\s*hari$/i, ''),
      }));
    },
    async createOrder(order) {
      const { status, json } = await call<{ stt?: { stt_no: string }[] } & LionMessage>('POST', '/client/booking', {
        stt: {
          stt_no: '',
          stt_no_ref_external: order.reference,
          stt_goods_estimate_price: order.itemValue,
          stt_origin: routeOf(order.sender.postalCode),
          stt_destination: order.destinationCode ?? routeOf(order.receiver.postalCode),
          stt_sender_name: order.sender.name,
          stt_sender_phone: order.sender.phone,
          stt_sender_address: order.sender.address,
          stt_recipient_name: order.receiver.name,
          stt_recipient_address: order.receiver.address,
          stt_recipient_phone: order.receiver.phone,
          stt_insurance_type: 'free',
          stt_product_type: order.service,
          stt_commodity_code: commodity,
          stt_is_cod: false,
          stt_is_woodpacking: false,
          stt_pieces: [
            {
              stt_piece_length: order.parcel.lengthCm,
              stt_piece_width: order.parcel.widthCm,
              stt_piece_height: order.parcel.heightCm,
              stt_piece_gross_weight: order.parcel.weightGrams / 1000,
            },
          ],
        },
      });
      const stt = json.stt?.[0]?.stt_no;
      if ((status === 200 || status === 201) && stt) return { awb: stt, price: 0 };
      if (status >= 400 && status < 500) throw refusalOf(messageOf(json));
      throw new CourierUnreachable(`Lion Parcel booking answered ${status}`);
    },
    async cancel(awb) {
      const { status, json } = await call<LionMessage>('POST', '/client/booking/cancel', { stt_no: awb });
      if (status === 200) return;
      if (status === 404) throw new CourierRefused('awb_not_found', messageOf(json));
      throw new CourierRefused('not_cancelable', messageOf(json));
    },
    async track(awb) {
      const stt = await track(awb);
      if (!stt || stt.stt_no !== awb) return null;
      const history = (stt.history ?? []).map((step) => ({
        at: new Date(step.datetime),
        status: statusOfCode[step.status_code] ?? 'in_transit',
        description: step.remarks,
      }));
      return {
        awb: stt.stt_no,
        reference: stt.stt_no_ref_external ?? null,
        status: statusOfCode[stt.status_code] ?? 'in_transit',
        history,
      };
    },
    async findByReference(reference) {
      const stt = await track(reference);
      return stt && stt.stt_no_ref_external === reference ? { awb: stt.stt_no } : null;
    },
    async list() {
      const { json } = await call<{ stts?: LionStt[] }>('GET', '/client/booking');
      return (json.stts ?? []).map((row) => ({
        awb: row.stt_no,
        reference: row.stt_no_ref_external ?? '',
        status: statusOfCode[row.status_code] ?? 'in_transit',
      }));
    },
    async agentInfo() {
      const { status, json } = await call<{ client_id?: number; client_name?: string; branch?: string }>(
        'GET',
        '/client/profile',
      );
      if (status !== 200 || json.client_id === undefined) throw new CourierUnreachable('Lion Parcel client missing');
      return { agentId: String(json.client_id), name: json.client_name ?? '', branch: json.branch ?? '' };
    },
    /** `get_destination`: Lion's route ends, each written `DISTRICT, CITY` as its tariff and booking take them. */
    async destinations() {
      const { status, json } = await call<{
        data?: { route: string; district: string; city: string; province: string }[];
      }>('GET', '/v3/route/destination');
      if (status !== 200 || !json.data) throw new CourierUnreachable(`Lion Parcel destinations (${status})`);
      return json.data.map((row) => ({ code: row.route, name: row.district, city: row.city, province: row.province }));
    },
    async commodities() {
      const { status, json } = await call<{ data?: { commodity_code: string; commodity_name: string }[] }>(
        'GET',
        '/v3/commodity',
      );
      if (status !== 200) throw new CourierUnreachable(`Lion Parcel commodities answered ${status}`);
      return (json.data ?? []).map((row) => ({ code: row.commodity_code, name: row.commodity_name }));
    },
  };
}
