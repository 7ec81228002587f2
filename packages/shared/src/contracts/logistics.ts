import { z } from 'zod';
import { digits, regex, required, ruleMessage } from '../validation/rules.ts';
import { areaCodeSchema, regionSearchBody } from './regions.ts';
import { apiBase } from './site.ts';

/**
 * POS MLO (parcel logistics, spec §1, §7 `mlo/*`): the couriers an agent can send with. A courier is listed only where
 * the server has an adapter for it; the account's own flag per courier (§3) uses the underscore spelling.
 */
export const courierCodes = [
  'sicepat',
  'jnt-express',
  'jne-express',
  'ninja-xpress',
  'lion-parcel',
  'idexpress',
  'sap-express',
  'jnt-cargo',
] as const;
export type CourierCode = (typeof courierCodes)[number];
export const courierFlagOf: Record<CourierCode, string> = {
  sicepat: 'sicepat',
  'jnt-express': 'jnt_express',
  'jne-express': 'jne_express',
  'ninja-xpress': 'ninja_xpress',
  'lion-parcel': 'lion_parcel',
  idexpress: 'idexpress',
  'sap-express': 'sap_express',
  'jnt-cargo': 'jnt_cargo',
};
export const courierNames: Record<CourierCode, string> = {
  sicepat: 'SiCepat',
  'jnt-express': 'J&T Express',
  'jne-express': 'JNE Express',
  'ninja-xpress': 'Ninja Xpress',
  'lion-parcel': 'Lion Parcel',
  idexpress: 'IDexpress',
  'sap-express': 'SAP Express',
  'jnt-cargo': 'J&T Cargo',
};

/** Every courier flag an account carries (§3), adapter or not: the admin grants them one by one (MLO-01). */
export const courierFlagNames = [
  'sicepat',
  'idexpress',
  'ninja_xpress',
  'sap_express',
  'jnt_cargo',
  'jnt_express',
  'jne_express',
  'lion_parcel',
] as const;
export type CourierFlagName = (typeof courierFlagNames)[number];

/** The back office's grant of POS MLO to an account (ADM-01 "couriers"). */
export const mloAdminPaths = {
  grant: (accountId: string) => `${apiBase}/admin/mlo/accounts/${accountId}`,
} as const;

export const mloGrantSchema = z.object({
  is_agen_mlo: z.boolean(),
  courier_flags: z.record(z.enum(courierFlagNames), z.boolean()),
  /** The couriers this installation has an adapter for: only their flags let the agent send. */
  couriers: z.array(z.object({ code: z.enum(courierCodes), name: z.string(), flag: z.enum(courierFlagNames) })),
});
export type MloGrant = z.infer<typeof mloGrantSchema>;

export const mloGrantBody = z
  .object({
    is_agen_mlo: z.boolean().optional(),
    courier_flags: z.partialRecord(z.enum(courierFlagNames), z.boolean()).optional(),
  })
  .refine(
    (body) => body.is_agen_mlo !== undefined || body.courier_flags !== undefined,
    ruleMessage('validation.required'),
  );
export type MloGrantBody = z.infer<typeof mloGrantBody>;

export const mloPaths = {
  access: `${apiBase}/mlo/access`,
  settings: `${apiBase}/mlo/settings`,
  fee: `${apiBase}/mlo/transaction/get_fee`,
  orders: `${apiBase}/mlo/transaction`,
  send: `${apiBase}/mlo/transaction/send`,
  cancel: `${apiBase}/mlo/transaction/cancel`,
  order: (id: string) => `${apiBase}/mlo/transaction/${id}`,
  track: `${apiBase}/mlo/transaction/track`,
  agent: (courier: string) => `${apiBase}/mlo/${courier}/agen`,
  manifests: `${apiBase}/mlo/manifest`,
  manifestOpen: `${apiBase}/mlo/manifest/open`,
  manifestAdd: `${apiBase}/mlo/manifest/add`,
  manifestClose: `${apiBase}/mlo/manifest/close`,
  manifest: (id: string) => `${apiBase}/mlo/manifest/${id}`,
  spkCheck: `${apiBase}/mlo/spk/check`,
  spkConfirm: `${apiBase}/mlo/spk/confirm`,
  customers: `${apiBase}/mlo/customer-address`,
  customerDelete: `${apiBase}/mlo/customer-address/delete`,
  /** The region search of the shop's data (`search_key`) for the book, under POS MLO's access rule. */
  customerRegion: `${apiBase}/mlo/customer-address/region`,
  // Spec §7's names for calls the routes above also make.
  getOrder: `${apiBase}/mlo/transaction/get_order`,
  getStatus: `${apiBase}/mlo/transaction/get_status`,
  manifestStatus: `${apiBase}/mlo/manifest/status`,
  manifestAgent: `${apiBase}/mlo/manifest/agen`,
  lionCommodities: `${apiBase}/mlo/lion-parcel/commodity`,
  idexpressLastStatus: `${apiBase}/mlo/transaction/idexpress/get_waybill_last_status`,
  /** Spec §7 `get_destination` (SiCepat, J&T, JNE, Lion Parcel): the courier's own destination list. */
  destinations: (courier: string) => `${apiBase}/mlo/transaction/${courier}/get_destination`,
  /**
   * Spec §7's per-courier family (MLO-02, MLO-03): the general calls with the courier named by the path instead of the
   * body, answering as they do.
   */
  courier: (courier: string) => ({
    orders: `${apiBase}/mlo/transaction/${courier}`,
    fee: `${apiBase}/mlo/transaction/${courier}/get_fee`,
    create: `${apiBase}/mlo/transaction/${courier}/create_order`,
    cancel: `${apiBase}/mlo/transaction/${courier}/cancel`,
    track: `${apiBase}/mlo/transaction/${courier}/track`,
    manifests: `${apiBase}/mlo/manifest/${courier}`,
    manifestStatus: `${apiBase}/mlo/manifest/${courier}/status`,
    manifestOpen: `${apiBase}/mlo/manifest/${courier}/open`,
    manifestClose: `${apiBase}/mlo/manifest/${courier}/close`,
  }),
  /** SiCepat's extras (MLO-05). */
  sicepat: {
    pickup: `${apiBase}/mlo/transaction/sicepat/pickup`,
    inquiry: `${apiBase}/mlo/transaction/sicepat/get_inquiry`,
    booking: `${apiBase}/mlo/transaction/sicepat/booking_order`,
    confirm: `${apiBase}/mlo/transaction/sicepat/confirm_order`,
    find: `${apiBase}/mlo/transaction/sicepat/find`,
  },
} as const;

/** The couriers whose per-courier family has no `track` (spec §7: SAP Express); asking reads 'route not supported'. */
export const untrackedCouriers: readonly CourierCode[] = ['sap-express'];

const text = (max: number) => z.string().trim().min(1).max(max);
const postalCode = z.string().check(required(), digits(5));
const phone = z.string().check(required(), regex(/^(\+62|62|0)8\d{7,12}$/));

export const partySchema = z.object({
  name: text(80),
  phone,
  address: text(200),
  city: text(60),
  postal_code: postalCode,
});
export type Party = z.infer<typeof partySchema>;

export const parcelSchema = z.object({
  weight_grams: z.number().int().min(1).max(50_000),
  length_cm: z.number().int().min(1).max(200),
  width_cm: z.number().int().min(1).max(200),
  height_cm: z.number().int().min(1).max(200),
});
export type Parcel = z.infer<typeof parcelSchema>;

/** What the counter needs before any parcel: where parcels leave from, who sends them, how they are packed (MLO-01). */
export const posSettingsSchema = z.object({
  origin: partySchema,
  sender_name: text(80),
  sender_phone: phone,
  default_packaging: z.enum(['plastic', 'box', 'bubble_wrap', 'wood']),
});
export type PosSettings = z.infer<typeof posSettingsSchema>;

export const accessSchema = z.object({
  is_agen_mlo: z.boolean(),
  settings_complete: z.boolean(),
  /** Couriers this agent may use: flag granted and an adapter present. */
  couriers: z.array(z.object({ code: z.enum(courierCodes), name: z.string() })),
  settings: posSettingsSchema.nullable(),
});
export type MloAccess = z.infer<typeof accessSchema>;

/** The couriers whose destination list the app asks for (MLO-05 SiCepat destination, MLO-06 J&T, JNE, Lion). */
export const destinationCouriers = ['sicepat', 'jnt-express', 'jne-express', 'lion-parcel'] as const;
export type DestinationCourier = (typeof destinationCouriers)[number];
export const isDestinationCourier = (code: CourierCode): code is DestinationCourier =>
  (destinationCouriers as readonly CourierCode[]).includes(code);
/**
 * `refresh`: ask the courier again now instead of the tenant's cached copy. `search_key`: only the destinations whose
 * code, district, city or province holds every word typed (at most 50), for the agent's searchable list.
 */
export const destinationBody = z.object({
  refresh: z.boolean().optional(),
  search_key: regionSearchBody.shape.search_key.optional(),
});
/** One destination of a courier's own list: its code (what its tariff and orders take), district, city, province. */
export const destinationSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
});
export type Destination = z.infer<typeof destinationSchema>;
export const destinationListSchema = z.object({
  courier: z.enum(destinationCouriers),
  fetched_at: z.string(),
  destinations: z.array(destinationSchema),
});
export type DestinationList = z.infer<typeof destinationListSchema>;
/** A destination code of a courier's list, as the agent picked it. */
const destinationCode = z.string().trim().min(1).max(80);

/**
 * `destination_area_code`: the receiver's district (the region search's code, MLO-06), which each list courier's
 * destination is matched to; `destination_codes`: the destinations the agent picked, by courier. A list courier with
 * neither quotes nothing and says its destination is to be chosen.
 */
export const feeBody = z.object({
  couriers: z.array(z.enum(courierCodes)).min(1).optional(),
  destination_postal_code: postalCode,
  destination_area_code: areaCodeSchema.optional(),
  destination_codes: z.partialRecord(z.enum(destinationCouriers), destinationCode).optional(),
  parcel: parcelSchema,
});
export type FeeBody = z.infer<typeof feeBody>;
/** `mlo/transaction/{courier}/get_fee`: the courier is the path's. */
export const courierFeeBody = feeBody.omit({ couriers: true });

export const quoteSchema = z.object({
  courier: z.enum(courierCodes),
  courier_name: z.string(),
  service: z.string(),
  service_name: z.string(),
  price: z.number().int(),
  eta_days: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;
/**
 * How a list courier's destination was found for a quote: `picked` by the agent, `matched` to the receiver's district,
 * `ambiguous` (several of the courier's destinations fit: the agent chooses among `candidates`) or `unmatched` (the
 * agent searches the courier's list).
 */
export const destinationMatches = ['picked', 'matched', 'ambiguous', 'unmatched'] as const;
export type DestinationMatch = (typeof destinationMatches)[number];
export const destinationResolutionSchema = z.object({
  courier: z.enum(destinationCouriers),
  match: z.enum(destinationMatches),
  destination: destinationSchema.nullable(),
  candidates: z.array(destinationSchema),
});
export type DestinationResolution = z.infer<typeof destinationResolutionSchema>;
export const feeResponseSchema = z.object({
  quotes: z.array(quoteSchema),
  /** Couriers that could not quote, with the reason in the reader's language. */
  unavailable: z.array(z.object({ courier: z.enum(courierCodes), message: z.string() })),
  /** Each list courier asked: the destination its quotes are for, or the choice left to the agent. */
  destinations: z.array(destinationResolutionSchema),
});
export type FeeResponse = z.infer<typeof feeResponseSchema>;

/** The receiver of a parcel; `area_code`: its district from the region search (MLO-06), optional. */
export const receiverSchema = partySchema.extend({ area_code: areaCodeSchema.optional() });

/**
 * `destination_code`: the receiver's destination in the courier's own list (SiCepat, J&T, JNE, Lion Parcel), as the
 * agent picked it; without one it is matched to the receiver's district or city, and an order whose destination is
 * not clear is refused under this field.
 */
export const sendBody = z.object({
  request_key: z.string().min(8).max(64),
  courier: z.enum(courierCodes),
  service: text(20),
  receiver: receiverSchema,
  destination_code: destinationCode.optional(),
  parcel: parcelSchema,
  item_description: text(100),
  item_value: z.number().int().min(0).max(1_000_000_000),
  /** What the agent charges the customer; the margin is this less the fee. */
  selling_price: z.number().int().min(0).max(100_000_000),
  save_customer: z.boolean().optional(),
});
export type SendBody = z.infer<typeof sendBody>;
/** `mlo/transaction/{courier}/create_order`: `send` with the courier taken from the path. */
export const createOrderBody = sendBody.omit({ courier: true });

export const orderStatuses = [
  'processing',
  'created',
  'picked_up',
  'in_transit',
  'delivered',
  'returned',
  'cancelled',
  'rejected',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const trackingEventSchema = z.object({ at: z.string(), status: z.string(), description: z.string() });
export const orderSchema = z.object({
  id: z.string(),
  ref: z.string(),
  courier: z.enum(courierCodes),
  courier_name: z.string(),
  service: z.string(),
  awb: z.string().nullable(),
  status: z.enum(orderStatuses),
  fee: z.number().int(),
  selling_price: z.number().int(),
  margin: z.number().int(),
  refunded: z.boolean(),
  sender: partySchema,
  receiver: partySchema,
  parcel: parcelSchema,
  packaging: z.string(),
  item_description: z.string(),
  manifest_code: z.string().nullable(),
  created_at: z.string(),
  tracking: z.array(trackingEventSchema),
  /** The destination of the courier's list the parcel was sent to (list couriers only). */
  destination: destinationSchema.nullable(),
});
export type MloOrder = z.infer<typeof orderSchema>;

export const cancelBody = z.object({ id: z.uuid() });
/** get_order and get_status: one of the agent's orders by its id. */
export const orderIdBody = z.object({ id: z.uuid() });
/** get_status: where an order stands, without its parties and steps. */
export const orderStatusSchema = z.object({
  id: z.string(),
  ref: z.string(),
  courier: z.enum(courierCodes),
  awb: z.string().nullable(),
  status: z.enum(orderStatuses),
  refunded: z.boolean(),
  updated_at: z.string(),
});
export type MloOrderStatus = z.infer<typeof orderStatusSchema>;
export const trackBody = z.object({ awb: z.string().trim().max(40) });

export const manifestSchema = z.object({
  id: z.string(),
  code: z.string(),
  courier: z.enum(courierCodes),
  status: z.enum(['open', 'closed']),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  orders: z.array(orderSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
export const manifestOpenBody = z.object({ courier: z.enum(courierCodes) });
/** mlo/manifest/status: each of the agent's manifests with its state and how many parcels it holds. */
export const manifestStatusSchema = z.object({
  id: z.string(),
  code: z.string(),
  courier: z.enum(courierCodes),
  status: z.enum(['open', 'closed']),
  parcels: z.number().int(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
/** mlo/manifest/agen: the agent as a manifest names it (the sender and the origin of the POS settings). */
export const manifestAgentSchema = z.object({
  sender_name: z.string(),
  sender_phone: z.string(),
  origin: partySchema,
  couriers: z.array(z.object({ code: z.enum(courierCodes), name: z.string() })),
});
export const manifestAddBody = z.object({ manifest_id: z.uuid(), order_id: z.uuid() });
export const manifestCloseBody = z.object({ manifest_id: z.uuid() });

/** SiCepat `pickup` (MLO-05): ask SiCepat to collect created parcels, by the agent's order ids. */
export const pickupBody = z.object({ ids: z.array(z.uuid()).min(1).max(50) });
export const pickupSchema = z.object({ request_number: z.string(), spk: z.string(), awbs: z.array(z.string()) });
/** SiCepat `booking_order`: SiCepat prices and holds the parcel under a booking code; nothing is charged yet. */
export const bookingBody = createOrderBody.omit({ request_key: true, selling_price: true, save_customer: true });
/** SiCepat `get_inquiry`: what SiCepat holds under a booking code. */
export const bookingCodeBody = z.object({ booking_code: z.string().trim().min(1).max(40) });
export const bookingSchema = z.object({
  booking_code: z.string(),
  service: z.string(),
  price: z.number().int(),
  expires_at: z.string(),
  /** Set once the booking is confirmed into an order. */
  awb: z.string().nullable(),
  receiver: partySchema,
  parcel: parcelSchema,
  item_description: z.string(),
  item_value: z.number().int(),
  /** SiCepat's destination code the booking was priced for. */
  destination_code: z.string().nullable(),
});
export type MloBooking = z.infer<typeof bookingSchema>;
export type BookingBody = z.infer<typeof bookingBody>;
/** SiCepat `confirm_order`: the booking becomes an order, charged like any other (confirming twice charges once). */
export const confirmBookingBody = bookingCodeBody.extend({
  selling_price: sendBody.shape.selling_price,
  save_customer: z.boolean().optional(),
});
/** SiCepat `find`: one of the agent's SiCepat orders found at SiCepat by our reference. */
export type ConfirmBookingBody = z.infer<typeof confirmBookingBody>;
export const findBody = z.object({ reference: z.string().trim().min(1).max(40) });
export const findSchema = z.object({ id: z.string(), reference: z.string(), awb: z.string() });

export const spkBody = z.object({ spk: z.string().trim().min(1).max(40) });
export const spkSchema = z.object({
  spk: z.string(),
  confirmed: z.boolean(),
  awbs: z.array(z.string()),
});

/** Lion Parcel's commodity list (`GET mlo/lion-parcel/commodity`, MLO-06). */
export const commoditySchema = z.object({ code: z.string(), name: z.string() });
/** IdExpress's last status of a waybill (`get_waybill_last_status`), in the app's words and the courier's. */
export const waybillLastStatusSchema = z.object({
  awb: z.string(),
  status: z.enum(orderStatuses),
  description: z.string(),
});

/**
 * A customer of the agent's address book (MLO-06): the receiver with its district of the shop's region data (code and
 * names; null on an entry saved before the region was asked) and, by courier, the destination last picked for it.
 */
export const customerSchema = partySchema.extend({
  id: z.string(),
  area_code: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  destinations: z.partialRecord(z.enum(destinationCouriers), destinationSchema),
});
export type MloCustomer = z.infer<typeof customerSchema>;
/** A new entry of the book: its district from the region search; the city is the district's. */
export const customerBody = partySchema.omit({ city: true }).extend({ area_code: areaCodeSchema });
export type CustomerBody = z.infer<typeof customerBody>;
export const customerDeleteBody = z.object({ id: z.uuid() });

export const agentInfoSchema = z.object({
  courier: z.enum(courierCodes),
  agent_id: z.string(),
  name: z.string(),
  branch: z.string(),
});
