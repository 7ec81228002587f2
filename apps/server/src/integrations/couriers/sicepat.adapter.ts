import {
  billableKilograms,
  type Courier,
  type CourierBooking,
  type CourierOrder,
  type DestinationCapable,
  type SicepatExtras,
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

/** One parcel in SiCepat's `PackageList` (requestpickuppackage's and the booking's). */
type SicepatPackage = {
  origin_code: string;
  delivery_type: string;
  parcel_category: string;
  parcel_content: string;
  parcel_qty: number;
  parcel_uom: string;
  parcel_value: number;
  total_weight: number;
  parcel_length: number;
  parcel_width: number;
  parcel_height: number;
  shipper_name: string;
  shipper_address: string;
  shipper_phone: string;
  recipient_name: string;
  recipient_address: string;
  recipient_city: string;
  recipient_phone: string;
  recipient_zip: string;
  destination_code: string;
};
type SicepatBooking = {
  booking_code: string;
  delivery_type: string;
  totalprice: number;
  expired_at: string;
  receipt_number: string | null;
  PackageList: SicepatPackage[];
};

/**
 * SiCepat (MLO-02, MLO-05): tariff and tracking on its tracking host, pickups, SPK, bookings and pickup requests on
 * its pickup host.
 */
export function createSicepatCourier(config: SicepatConfig): Courier & SpkCapable & DestinationCapable & SicepatExtras {
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
  const regionCode = (postalCode: string) => {
    const region = regionOf(postalCode);
    if (!region) throw new CourierRefused('area_not_served', `no SiCepat destination for ${postalCode}`);
    return region.sicepat;
  };
  /** The `destination_code` of SiCepat's list the agent picked; only without one, the postal code's. */
  const destinationOf = (code: string | undefined, postalCode: string) => code ?? regionCode(postalCode);
  const packageOf = (order: Omit<CourierOrder, 'reference' | 'booking'>): SicepatPackage => ({
    origin_code: regionCode(order.sender.postalCode).slice(0, 3),
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
    recipient_city: order.receiver.city,
    recipient_phone: order.receiver.phone,
    recipient_zip: order.receiver.postalCode,
    destination_code: destinationOf(order.destinationCode, order.receiver.postalCode),
  });
  const refusalOf = (message: string) => {
    if (/delivery type/i.test(message)) return new CourierRefused('unsupported_service', message);
    if (/destination/i.test(message)) return new CourierRefused('area_not_served', message);
    return new CourierRefused('rejected', message);
  };
  const bookingOf = (booking: SicepatBooking): CourierBooking => {
    const item = booking.PackageList[0];
    if (!item) throw new CourierUnreachable('SiCepat booking without its package');
    return {
      code: booking.booking_code,
      service: booking.delivery_type,
      price: booking.totalprice,
      expiresAt: fromJakarta(booking.expired_at),
      awb: booking.receipt_number,
      receiver: {
        name: item.recipient_name,
        phone: item.recipient_phone,
        address: item.recipient_address,
        city: item.recipient_city,
        postalCode: item.recipient_zip,
      },
      parcel: {
        weightGrams: Math.round(item.total_weight * 1000),
        lengthCm: item.parcel_length,
        widthCm: item.parcel_width,
        heightCm: item.parcel_height,
      },
      itemDescription: item.parcel_content,
      itemValue: item.parcel_value,
      destinationCode: item.destination_code || null,
    };
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
      const answer = await get<{
        results?: { service: string; description: string; tariff: number; etd: string }[];
      }>('/customer/tariff', {
        origin: regionCode(origin.postalCode).slice(0, 3),
        destination: destinationOf(destination.code, destination.postalCode),
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
    /** A plain order is a pickup request package; one that confirms a booking is the booking's confirm (MLO-05). */
    async createOrder(order) {
      const answer = order.booking
        ? await post<{ receipt_number: string; totalprice: number }[]>('/api/partner/booking/confirm', {
            booking_code: order.booking,
            reference_number: order.reference,
          })
        : await post<{ receipt_number: string; totalprice: number }[]>('/api/partner/requestpickuppackage', {
            reference_number: order.reference,
            pickup_merchant_name: order.sender.name,
            pickup_address: order.sender.address,
            pickup_city: order.sender.city,
            pickup_merchant_phone: order.sender.phone,
            PackageList: [packageOf(order)],
          });
      const created = answer.datas?.[0];
      if (answer.status !== '200' || !created) throw refusalOf(answer.error_message ?? 'rejected');
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
    /** A pickup request for parcels already created: SiCepat answers its request number and the SPK collecting them. */
    async requestPickup(awbs) {
      const answer = await post<{ request_number: string; spk_number: string; receipt_numbers: string[] }>(
        '/api/partner/requestpickup',
        { receipt_numbers: awbs },
      );
      if (answer.status === '404') throw new CourierRefused('awb_not_found', answer.error_message ?? 'not found');
      if (answer.status !== '200' || !answer.datas) {
        throw new CourierRefused('not_cancelable', answer.error_message ?? 'pickup refused');
      }
      return {
        requestNumber: answer.datas.request_number,
        spk: answer.datas.spk_number,
        awbs: answer.datas.receipt_numbers,
      };
    },
    /** A booking: SiCepat prices the parcel and holds it under a booking code until it expires or is confirmed. */
    async book(order) {
      const answer = await post<SicepatBooking>('/api/partner/booking', {
        pickup_merchant_name: order.sender.name,
        pickup_address: order.sender.address,
        pickup_city: order.sender.city,
        pickup_merchant_phone: order.sender.phone,
        PackageList: [packageOf(order)],
      });
      if (answer.status !== '200' || !answer.datas) throw refusalOf(answer.error_message ?? 'rejected');
      return bookingOf(answer.datas);
    },
    async inquiry(code) {
      const answer = await post<SicepatBooking>('/api/partner/booking/inquiry', { booking_code: code });
      if (answer.status === '404') return null;
      if (answer.status !== '200' || !answer.datas) throw new CourierUnreachable('SiCepat inquiry answered no booking');
      return bookingOf(answer.datas);
    },
    async spkConfirm(spk) {
      const answer = await post('/api/partner/spk/confirm', { spk_number: spk });
      return answer.status === '200';
    },
  };
}
