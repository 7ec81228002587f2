import { createHmac } from 'node:crypto';
import {
  billableKilograms,
  type CallbackCapable,
  type Courier,
  courierFetch,
  courierJsonOf,
  type CourierParcelStatus,
  type CourierParty,
  CourierRefused,
  CourierUnreachable,
  sameSecret,
} from './courier.ts';
import { regionOf } from './regions.ts';

export type NinjaConfig = { baseUrl: string; clientId: string; clientSecret: string; countryCode?: string };

/** Ninja Xpress's own status names (its webhooks and tracking events) in the app's words. */
const statusOfName: Record<string, CourierParcelStatus> = {
  'Pending Pickup': 'created',
  'Picked Up, In Transit To Origin Hub': 'picked_up',
  'In Transit to Next Sorting Hub': 'in_transit',
  'On Vehicle for Delivery': 'in_transit',
  Delivered: 'delivered',
  'Returned to Sender': 'returned',
  Cancelled: 'cancelled',
};

/**
 * Ninja Van's webhook signature: the `X-Ninjavan-Hmac-Sha256` header is the base64 HMAC-SHA256 of the raw body,
 * keyed with the shipper's client secret.
 */
export function ninjaWebhookSignature(body: string, clientSecret: string): string {
  return createHmac('sha256', clientSecret).update(body).digest('base64');
}

/** The service levels Ninja Xpress Indonesia sells to shippers, as the app offers them. */
const serviceLevels = ['Standard', 'Express'] as const;

type NinjaError = { error?: { code?: number; title?: string; message?: string; details?: { reason?: string }[] } };

/**
 * Ninja Xpress (Ninja Van Indonesia, MLO-02): OAuth2 client credentials (`POST /{cc}/2.0/oauth/access_token`, a
 * bearer token cached to a minute before it expires and minted again on a 401), the tariff
 * (`POST /{cc}/1.0/public/price`), orders (`POST /{cc}/4.1/orders`, cancel `DELETE /{cc}/2.2/orders/{tracking}`) and
 * tracking events; postcodes name the areas, so there is no destination list to keep.
 */
export function createNinjaCourier(config: NinjaConfig): Courier & CallbackCapable {
  const country = config.countryCode ?? 'ID';
  let token: { value: string; validUntil: number } | null = null;

  const mintToken = async (): Promise<string> => {
    const response = await courierFetch(`${config.baseUrl}/${country}/2.0/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    const answer = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !answer.access_token) throw new CourierUnreachable(`Ninja token refused (${response.status})`);
    token = { value: answer.access_token, validUntil: performance.now() + ((answer.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  };

  const call = async <T>(method: string, path: string, body?: object): Promise<{ status: number; json: T }> => {
    const send = async (bearer: string) =>
      courierFetch(`${config.baseUrl}/${country}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    let response = await send(token && token.validUntil > performance.now() ? token.value : await mintToken());
    if (response.status === 401) response = await send(await mintToken());
    return { status: response.status, json: await courierJsonOf<T>(response, 'Ninja') };
  };

  const served = (postalCode: string) => {
    if (!regionOf(postalCode)) throw new CourierRefused('area_not_served', `Ninja does not serve ${postalCode}`);
    return postalCode;
  };
  const party = (who: CourierParty) => ({
    name: who.name,
    phone_number: who.phone,
    address: { address1: who.address, city: who.city, postcode: served(who.postalCode), country },
  });
  const refusalOf = (answer: NinjaError): CourierRefused => {
    const text = [answer.error?.message, ...(answer.error?.details ?? []).map((detail) => detail.reason)]
      .filter(Boolean)
      .join('; ');
    if (/postcode|not served|coverage/i.test(text)) return new CourierRefused('area_not_served', text);
    if (/service_level|service level/i.test(text)) return new CourierRefused('unsupported_service', text);
    return new CourierRefused('rejected', text || 'rejected');
  };

  return {
    code: 'ninja-xpress',
    /** Ninja's webhook (JSON, one status change of one order), proved by its HMAC header. */
    readCallback(push) {
      const signature = push.headers['x-ninjavan-hmac-sha256'];
      if (!sameSecret(signature, ninjaWebhookSignature(push.body, config.clientSecret))) return null;
      try {
        const event = JSON.parse(push.body) as {
          id?: string;
          status?: string;
          tracking_id?: string;
          shipper_order_ref_no?: string;
          timestamp?: string;
        };
        if (!event.tracking_id || !event.status) return null;
        return {
          awb: event.tracking_id,
          reference: event.shipper_order_ref_no ?? '',
          status: statusOfName[event.status] ?? 'in_transit',
          description: event.status,
          deliveryId: event.id ?? `${event.tracking_id}:${event.status}`,
        };
      } catch {
        return null;
      }
    },
    async fee({ origin, destination, parcel }) {
      const from = served(origin.postalCode);
      const to = served(destination.postalCode);
      const weight = billableKilograms(parcel);
      const quotes = await Promise.all(
        serviceLevels.map(async (level) => {
          const { status, json } = await call<{ data?: { total_fee?: number; eta_days?: string } } & NinjaError>(
            'POST',
            '/1.0/public/price',
            { weight, service_level: level, from: { postcode: from }, to: { postcode: to } },
          );
          if (status === 400) throw refusalOf(json);
          if (status !== 200 || json.data?.total_fee === undefined) throw new CourierUnreachable('Ninja price');
          return {
            service: level,
            name: `Ninja Xpress ${level}`,
            price: json.data.total_fee,
            etaDays: json.data.eta_days ?? '',
          };
        }),
      );
      return quotes;
    },
    async createOrder(order) {
      const { status, json } = await call<{ tracking_number?: string } & NinjaError>('POST', '/4.1/orders', {
        service_type: 'Parcel',
        service_level: order.service,
        reference: { merchant_order_number: order.reference },
        from: party(order.sender),
        to: party(order.receiver),
        parcel_job: {
          is_pickup_required: true,
          pickup_service_type: 'Scheduled',
          pickup_service_level: 'Standard',
          delivery_instructions: order.packaging,
          dimensions: {
            weight: order.parcel.weightGrams / 1000,
            length: order.parcel.lengthCm,
            width: order.parcel.widthCm,
            height: order.parcel.heightCm,
          },
          items: [{ item_description: order.itemDescription, quantity: 1, is_dangerous_good: false }],
          insured_value: order.itemValue,
        },
      });
      if (status === 200 && json.tracking_number) return { awb: json.tracking_number, price: 0 };
      if (status >= 400 && status < 500) throw refusalOf(json);
      throw new CourierUnreachable(`Ninja order answered ${status}`);
    },
    async cancel(awb) {
      const { status, json } = await call<NinjaError>('DELETE', `/2.2/orders/${encodeURIComponent(awb)}`);
      if (status === 200) return;
      if (status === 404) throw new CourierRefused('awb_not_found', json.error?.message ?? 'not found');
      throw new CourierRefused('not_cancelable', json.error?.message ?? 'not cancelable');
    },
    async track(awb) {
      const { status, json } = await call<{
        data?: {
          tracking_number: string;
          merchant_order_number?: string;
          events: { status: string; timestamp: string; description?: string }[];
        }[];
      }>('GET', `/1.0/orders/tracking-events?tracking_number=${encodeURIComponent(awb)}`);
      const found = json.data?.[0];
      if (status === 404 || !found) return null;
      const history = found.events.map((event) => ({
        at: new Date(event.timestamp),
        status: statusOfName[event.status] ?? 'in_transit',
        description: event.description ?? event.status,
      }));
      return {
        awb: found.tracking_number,
        reference: found.merchant_order_number ?? null,
        status: history.at(-1)?.status ?? 'created',
        history,
      };
    },
    async findByReference(reference) {
      const { status, json } = await call<{ data?: { tracking_number: string }[] }>(
        'GET',
        `/3.0/orders?merchant_order_number=${encodeURIComponent(reference)}`,
      );
      if (status !== 200) throw new CourierUnreachable(`Ninja order search answered ${status}`);
      const found = json.data?.[0];
      return found ? { awb: found.tracking_number } : null;
    },
    async list() {
      const { json } = await call<{
        data?: { tracking_number: string; merchant_order_number: string; status: string }[];
      }>('GET', '/3.0/orders');
      return (json.data ?? []).map((row) => ({
        awb: row.tracking_number,
        reference: row.merchant_order_number,
        status: statusOfName[row.status] ?? 'in_transit',
      }));
    },
    async agentInfo() {
      const { status, json } = await call<{ id?: number; name?: string; hub?: string }>('GET', '/1.0/shipper');
      if (status !== 200 || json.id === undefined) throw new CourierUnreachable('Ninja shipper missing');
      return { agentId: String(json.id), name: json.name ?? '', branch: json.hub ?? '' };
    },
  };
}
