import { randomBytes } from 'node:crypto';
import {
  courierCodes,
  courierFlagNames,
  courierFlagOf,
  courierNames,
  type CourierCode,
  type CustomerBody,
  type Destination,
  type DestinationCourier,
  type DestinationList,
  type DestinationResolution,
  isDestinationCourier,
  type MloCustomer,
  type MloGrant,
  type MloGrantBody,
  type FeeBody,
  type Manifest,
  type MloAccess,
  type MloOrder,
  type MloOrderStatus,
  type OrderStatus,
  type PosSettings,
  type Quote,
  type SendBody,
  type MloBooking,
  type BookingBody,
  type ConfirmBookingBody,
  untrackedCouriers,
} from '@konter/shared/contracts/logistics';
import type { Locale } from '@konter/shared/i18n/locales';
import { translate } from '@konter/shared/i18n/messages';
import type { Database, Tx } from '../../db/client.ts';
import type { TrackingEvent } from '../../db/schema/logistics.ts';
import {
  CourierRefused,
  CourierUnreachable,
  type CallbackCapable,
  type Courier,
  type CourierPush,
  type CourierParcelStatus,
  type CourierTracking,
  type CourierBooking,
} from '../../integrations/couriers/courier.ts';
import type { Couriers } from '../../integrations/couriers/couriers.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { storeThenProcess } from '../../platform/webhook-inbox.ts';
import { findAccountById, permissions } from '../accounts/index.ts';
import { regionByCode as districtOf, searchRegions } from '../shop/index.ts';
import type { AuditService } from '../audit/index.ts';
import { holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { logisticsErrors, refusalMessage } from './logistics.errors.ts';
import { createLogisticsReportService } from './logistics-report.service.ts';
import { createCn23Service } from './cn23.service.ts';
import { quoteShippingRates, type ShippingRatesRequest } from './logistics.rates.ts';
import { matchDestination, searchDestinations, type ReceiverArea } from './logistics.destinations.ts';
import {
  closeManifest,
  countManifests,
  deleteCustomer,
  findManifest,
  findOrder,
  findOrderByAwb,
  findOrderByCourierAwb,
  findOrderByRequestKey,
  findPosSettings,
  insertManifest,
  insertOrder,
  listCustomers,
  listManifests,
  listOrders,
  moveOrder,
  ordersOfManifests,
  saveCustomer,
  setManifest,
  setTracking,
  stuckOrders,
  upsertPosSettings,
  type ManifestRow,
  type OrderRow,
  lockMloGrant,
  updateMloGrant,
} from './logistics.repository.ts';

/** How long a tenant's copy of a courier's destination list is kept before the courier is asked again. */
export const destinationsKeptMs = 24 * 3_600_000;

/** How long a create may stay unanswered before recovery asks the courier what became of it. */
export const recoverAfterMs = 60_000;

export function toOrder(row: OrderRow, manifestCode: string | null = null): MloOrder {
  return {
    id: row.id,
    ref: row.ref,
    courier: row.courier,
    courier_name: courierNames[row.courier],
    service: row.service,
    awb: row.awb,
    status: row.status,
    fee: row.fee,
    selling_price: row.sellingPrice,
    margin: row.sellingPrice - row.fee,
    refunded: row.refundedAt !== null,
    sender: row.sender,
    receiver: row.receiver,
    parcel: {
      weight_grams: row.weightGrams,
      length_cm: row.lengthCm,
      width_cm: row.widthCm,
      height_cm: row.heightCm,
    },
    packaging: row.packaging,
    item_description: row.itemDescription,
    manifest_code: manifestCode,
    created_at: row.createdAt.toISOString(),
    tracking: row.tracking,
    destination: row.destination ?? null,
  };
}

function bookingOf(booking: CourierBooking): MloBooking {
  return {
    booking_code: booking.code,
    service: booking.service,
    price: booking.price,
    expires_at: booking.expiresAt.toISOString(),
    awb: booking.awb,
    receiver: {
      name: booking.receiver.name,
      phone: booking.receiver.phone,
      address: booking.receiver.address,
      city: booking.receiver.city,
      postal_code: booking.receiver.postalCode,
    },
    parcel: {
      weight_grams: booking.parcel.weightGrams,
      length_cm: booking.parcel.lengthCm,
      width_cm: booking.parcel.widthCm,
      height_cm: booking.parcel.heightCm,
    },
    item_description: booking.itemDescription,
    item_value: booking.itemValue,
    destination_code: booking.destinationCode,
  };
}

const statusOfParcel: Record<CourierParcelStatus, OrderStatus> = {
  created: 'created',
  picked_up: 'picked_up',
  in_transit: 'in_transit',
  delivered: 'delivered',
  returned: 'returned',
  cancelled: 'cancelled',
};

/** How far a parcel has come; a push reporting less than the order shows is stale. The final ones rank last. */
const progress: OrderStatus[] = ['processing', 'created', 'picked_up', 'in_transit'];
const rankOf = (status: OrderStatus) => (progress.includes(status) ? progress.indexOf(status) : progress.length);

/** The states in which a parcel still follows the courier's word; a settled order keeps its state. */
const movingStatuses: OrderStatus[] = ['created', 'picked_up', 'in_transit'];

function trackingOf(tracking: CourierTracking): TrackingEvent[] {
  return tracking.history.map((step) => ({
    at: step.at.toISOString(),
    status: statusOfParcel[step.status],
    description: step.description,
  }));
}

export function createLogisticsService(deps: {
  database: Database;
  clock: Clock;
  couriers: Couriers;
  audit: AuditService;
}) {
  const { database, clock, couriers, audit } = deps;
  /** Each tenant's copy of each courier's destination list (by `tenant:courier`), one request in flight at a time. */
  const destinationCache = new Map<string, Promise<DestinationList>>();

  /** The couriers this account may use: its own flag set and an adapter present (a courier without one is not listed). */
  async function accessOf(auth: Principal): Promise<MloAccess & { allowed: CourierCode[] }> {
    return database.withTenant(auth.tenantId, async (tx) => {
      const account = await findAccountById(tx, auth.tenantId, auth.accountId);
      const settings = await findPosSettings(tx, auth.tenantId, auth.accountId);
      const isAgen = auth.permissions.includes(permissions.mloAgent);
      const flags = (account?.courierFlags ?? {}) as Record<string, boolean>;
      const allowed = isAgen
        ? courierCodes.filter((code) => couriers[code] !== undefined && flags[courierFlagOf[code]] === true)
        : [];
      return {
        is_agen_mlo: isAgen,
        settings_complete: settings !== null,
        couriers: allowed.map((code) => ({ code, name: courierNames[code] })),
        settings: settings
          ? {
              origin: settings.origin,
              sender_name: settings.senderName,
              sender_phone: settings.senderPhone,
              default_packaging: settings.defaultPackaging as PosSettings['default_packaging'],
            }
          : null,
        allowed,
      };
    });
  }

  /** MLO-01: only an MLO agent with completed POS settings, and the courier's own flag when one is named. */
  async function requireAccess(auth: Principal, courier?: CourierCode) {
    const access = await accessOf(auth);
    if (!access.is_agen_mlo || !access.settings || access.allowed.length === 0) throw logisticsErrors.forbidden();
    if (courier && !access.allowed.includes(courier)) throw logisticsErrors.forbidden();
    return { ...access, settings: access.settings };
  }

  function courierOf(code: CourierCode): Courier {
    const courier = couriers[code];
    if (!courier) throw logisticsErrors.forbidden();
    return courier;
  }

  /**
   * A courier's destination list (spec §7 `get_destination`), asked of the courier and kept per tenant for a day
   * (`refresh` asks again now); one request in flight at a time. A courier that does not answer is 'courier
   * unavailable', and the failed request is not kept.
   */
  async function listOf(tenantId: string, code: DestinationCourier, refresh = false): Promise<DestinationList> {
    const courier = couriers[code];
    if (!courier) throw logisticsErrors.forbidden();
    const key = `${tenantId}:${code}`;
    const kept = refresh ? undefined : destinationCache.get(key);
    if (kept) {
      const list = await kept.catch(() => null);
      if (list && clock.now().getTime() - Date.parse(list.fetched_at) < destinationsKeptMs) return list;
    }
    const asked = courier.destinations().then((rows) => ({
      courier: code,
      fetched_at: clock.now().toISOString(),
      destinations: rows,
    }));
    destinationCache.set(key, asked);
    try {
      return await asked;
    } catch {
      if (destinationCache.get(key) === asked) destinationCache.delete(key);
      throw logisticsErrors.courierUnavailable();
    }
  }

  /** A district of the shop's region data (MLO-06) by its code; a code it does not hold is refused under `field`. */
  async function districtByCode(code: string, field: string) {
    const district = await districtOf(code);
    if (!district) throw logisticsErrors.areaUnknown(field);
    return district;
  }

  /**
   * The receiver's destination in a list courier's own list (MLO-05, MLO-06): the code the agent picked, asked of
   * the courier as it is (a code the courier does not know is its 'area not served'), else the entry matched to the
   * receiver's district and city; ambiguous or unknown places are left for the agent to choose, never guessed. A
   * courier whose list cannot be read is 'courier unavailable'.
   */
  async function resolveDestination(
    tenantId: string,
    courier: DestinationCourier,
    picked: string | undefined,
    area: ReceiverArea | null,
  ): Promise<DestinationResolution> {
    if (picked) {
      const list = await listOf(tenantId, courier).catch(() => null);
      const known = list?.destinations.find((entry) => entry.code === picked);
      const destination = known ?? { code: picked, name: picked, city: '', province: '' };
      return { courier, match: 'picked', destination, candidates: [] };
    }
    if (!area) return { courier, match: 'unmatched', destination: null, candidates: [] };
    const list = await listOf(tenantId, courier);
    return { courier, ...matchDestination(list.destinations, area) };
  }

  /**
   * An order's receiver with its district's names (when the region search named it) and, for a list courier, its
   * destination in that courier's list: picked, or matched to the district or city; otherwise the order is refused
   * under `destination_code` before anything is charged.
   */
  async function destinationOfReceiver(
    tenantId: string,
    body: Pick<SendBody, 'courier' | 'receiver' | 'destination_code'>,
  ): Promise<{ receiver: StoredReceiver; destination: Destination | null }> {
    const district = body.receiver.area_code
      ? await districtByCode(body.receiver.area_code, 'receiver.area_code')
      : null;
    const receiver: StoredReceiver = district
      ? { ...body.receiver, area_code: district.code, district: district.district, province: district.province }
      : body.receiver;
    if (!isDestinationCourier(body.courier)) return { receiver, destination: null };
    const area = { district: district?.district ?? null, city: district?.city ?? body.receiver.city };
    const resolved = await resolveDestination(tenantId, body.courier, body.destination_code, area);
    if (!resolved.destination) throw logisticsErrors.destinationRequired();
    return { receiver, destination: resolved.destination };
  }

  const toParcel = (parcel: FeeBody['parcel']) => ({
    weightGrams: parcel.weight_grams,
    lengthCm: parcel.length_cm,
    widthCm: parcel.width_cm,
    heightCm: parcel.height_cm,
  });
  const toParty = (party: PosSettings['origin']) => ({
    name: party.name,
    phone: party.phone,
    address: party.address,
    city: party.city,
    postalCode: party.postal_code,
  });

  async function refund(tx: Tx, row: OrderRow): Promise<void> {
    await postTransfer(tx, row.tenantId, {
      idempotencyKey: `mlo:${row.id}:refund`,
      kind: 'mlo_refund',
      reference: row.ref,
      at: clock.now(),
      legs: [
        { code: holderCode('deposit', row.accountId), amount: row.fee },
        { code: houseCodes.courierPayable, amount: -row.fee },
      ],
    });
  }

  /** Settles a processing order as refused by the courier: once (conditional update), refunded in the same step. */
  async function reject(row: OrderRow, reason: string): Promise<OrderRow | null> {
    return database.withTenant(row.tenantId, async (tx) => {
      const now = clock.now();
      const moved = await moveOrder(tx, row.tenantId, row.id, ['processing'], {
        status: 'rejected',
        failedReason: reason,
        refundedAt: now,
        updatedAt: now,
      });
      if (moved) await refund(tx, moved);
      return moved;
    });
  }

  /**
   * Takes the courier's word for a moving parcel, inside the caller's transaction. A parcel the courier reports
   * cancelled settles like the agent's own cancel: one conditional move (of two trackers or pushes only one sees its
   * row come back) and the refund with its ledger legs in the same transaction, keyed `mlo:<id>:refund`, so the fee
   * comes back exactly once. Any other status only moves the order and its steps.
   */
  async function followCourier(tx: Tx, row: OrderRow, status: OrderStatus, tracking: TrackingEvent[]): Promise<void> {
    const now = clock.now();
    if (status !== 'cancelled') {
      if (status === 'rejected' || status === 'processing') return;
      await setTracking(tx, row.tenantId, row.id, status, tracking, now);
      return;
    }
    const moved = await moveOrder(tx, row.tenantId, row.id, movingStatuses, {
      status: 'cancelled',
      refundedAt: now,
      tracking,
      updatedAt: now,
    });
    if (moved) await refund(tx, moved);
  }

  async function markCreated(row: OrderRow, awb: string): Promise<OrderRow | null> {
    return database.withTenant(row.tenantId, async (tx) => {
      const now = clock.now();
      return moveOrder(tx, row.tenantId, row.id, ['processing'], {
        status: 'created',
        awb,
        tracking: [{ at: now.toISOString(), status: 'created', description: 'Order created' }],
        updatedAt: now,
      });
    });
  }

  function sicepatOf() {
    const sicepat = couriers.sicepat;
    if (!sicepat) throw logisticsErrors.forbidden();
    return sicepat;
  }

  async function inquiryOf(code: string): Promise<CourierBooking> {
    let booking;
    try {
      booking = await sicepatOf().inquiry(code);
    } catch {
      throw logisticsErrors.courierUnavailable();
    }
    if (!booking) throw logisticsErrors.bookingNotFound();
    return booking;
  }

  async function manifestCodeOf(tx: Tx, tenantId: string, row: OrderRow): Promise<string | null> {
    if (!row.manifestId) return null;
    return (await findManifest(tx, tenantId, row.manifestId))?.code ?? null;
  }

  /** What the back office shows of an account's grant: the flag, every courier flag, the couriers with an adapter. */
  function grantOf(row: { isAgenMlo: boolean; courierFlags: Record<string, boolean> }): MloGrant {
    return {
      is_agen_mlo: row.isAgenMlo,
      courier_flags: Object.fromEntries(
        courierFlagNames.map((name) => [name, row.courierFlags[name] === true]),
      ) as MloGrant['courier_flags'],
      couriers: courierCodes
        .filter((code) => couriers[code] !== undefined)
        .map((code) => ({
          code,
          name: courierNames[code],
          flag: courierFlagOf[code] as MloGrant['couriers'][number]['flag'],
        })),
    };
  }

  /** The agent's manifests; `courier` (the per-courier family): that courier's only, its own flag required. */
  async function manifestsOf(auth: Principal, courier?: CourierCode): Promise<Manifest[]> {
    await requireAccess(auth, courier);
    return database.withTenant(auth.tenantId, async (tx) => {
      const all = await listManifests(tx, auth.tenantId, auth.accountId);
      const rows = courier ? all.filter((row) => row.courier === courier) : all;
      const orders = await ordersOfManifests(
        tx,
        auth.tenantId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toManifest(row, orders));
    });
  }

  return {
    async grant(tenantId: string, accountId: string): Promise<MloGrant> {
      return database.withTenant(tenantId, async (tx) => {
        const row = await lockMloGrant(tx, tenantId, accountId);
        if (!row || row.status === 'deleted') throw logisticsErrors.notFound();
        return grantOf(row);
      });
    },

    /** The admin grants or withdraws POS MLO and courier flags (MLO-01); audited before → after. */
    async setGrant(admin: Principal, accountId: string, change: MloGrantBody): Promise<MloGrant> {
      const tenantId = admin.tenantId;
      return database.withTenant(tenantId, async (tx) => {
        const row = await lockMloGrant(tx, tenantId, accountId);
        if (!row || row.status === 'deleted') throw logisticsErrors.notFound();
        const before = grantOf(row);
        const next = {
          isAgenMlo: change.is_agen_mlo ?? row.isAgenMlo,
          courierFlags: { ...before.courier_flags, ...change.courier_flags },
        };
        const after = grantOf(next);
        if (JSON.stringify(before) === JSON.stringify(after)) return after;
        await updateMloGrant(tx, tenantId, accountId, { ...next, updatedAt: clock.now() });
        await audit.record(
          tx,
          tenantId,
          'admin.account.mlo',
          {
            target: accountId,
            target_name: row.name,
            target_phone: row.phone,
            before: { is_agen_mlo: before.is_agen_mlo, courier_flags: before.courier_flags },
            after: { is_agen_mlo: after.is_agen_mlo, courier_flags: after.courier_flags },
          },
          admin.accountId,
        );
        return after;
      });
    },

    async access(auth: Principal): Promise<MloAccess> {
      const { allowed: _allowed, ...access } = await accessOf(auth);
      return access;
    },

    async saveSettings(auth: Principal, body: PosSettings): Promise<void> {
      if (!auth.permissions.includes(permissions.mloAgent)) throw logisticsErrors.forbidden();
      await database.withTenant(auth.tenantId, (tx) =>
        upsertPosSettings(tx, {
          tenantId: auth.tenantId,
          accountId: auth.accountId,
          origin: body.origin,
          senderName: body.sender_name,
          senderPhone: body.sender_phone,
          defaultPackaging: body.default_packaging,
          updatedAt: clock.now(),
        }),
      );
    },

    /**
     * Quotes every allowed courier (or the ones asked) at once; one that cannot quote says why. `courier` (the
     * per-courier `get_fee`): that courier only, its own flag required.
     */
    async fee(auth: Principal, body: FeeBody, locale: Locale, courier?: CourierCode) {
      const access = await requireAccess(auth, courier);
      const wanted = courier ? [courier] : body.couriers;
      const asked = wanted ? access.allowed.filter((code) => wanted.includes(code)) : access.allowed;
      const district = body.destination_area_code
        ? await districtByCode(body.destination_area_code, 'destination_area_code')
        : null;
      const area = district ? { district: district.district, city: district.city } : null;
      type Result = {
        code: CourierCode;
        quotes: Quote[];
        message: string | null;
        resolution: DestinationResolution | null;
      };
      const results = await Promise.all(
        asked.map(async (code): Promise<Result> => {
          const refused = (key: string, resolution: DestinationResolution | null = null): Result => ({
            code,
            quotes: [],
            message: translate(locale, key),
            resolution,
          });
          let resolution: DestinationResolution | null = null;
          if (isDestinationCourier(code)) {
            try {
              resolution = await resolveDestination(auth.tenantId, code, body.destination_codes?.[code], area);
            } catch {
              return refused('mlo.courier_unavailable');
            }
            if (!resolution.destination) return refused('mlo.destination_choose', resolution);
          }
          try {
            const services = await courierOf(code).fee({
              origin: toParty(access.settings.origin),
              destination: { postalCode: body.destination_postal_code, code: resolution?.destination?.code },
              parcel: toParcel(body.parcel),
            });
            return {
              code,
              resolution,
              quotes: services.map((service): Quote => ({
                courier: code,
                courier_name: courierNames[code],
                service: service.service,
                service_name: service.name,
                price: service.price,
                eta_days: service.etaDays,
              })),
              message: null,
            };
          } catch (error) {
            const key = error instanceof CourierRefused ? refusalMessage[error.reason] : 'mlo.courier_unavailable';
            return refused(key, resolution);
          }
        }),
      );
      return {
        quotes: results.flatMap((result) => result.quotes).sort((a, b) => a.price - b.price),
        unavailable: results.flatMap((result) =>
          result.message === null ? [] : [{ courier: result.code, message: result.message }],
        ),
        destinations: results.flatMap((result) => (result.resolution ? [result.resolution] : [])),
      };
    },

    /**
     * Creates an order: the price is the courier's own quote for the service (never the browser's), taken from the
     * deposit in the transaction that writes the order; then the courier is asked. A refusal refunds at once; no
     * answer leaves the order processing for recovery, which asks the courier by our reference. `booking` (SiCepat's
     * `confirm_order`): the order confirms that booking at the courier's price for it.
     */
    async send(auth: Principal, body: SendBody, booking?: { code: string; price: number }): Promise<MloOrder> {
      const access = await requireAccess(auth, body.courier);
      const courier = courierOf(body.courier);
      const sender = {
        ...access.settings.origin,
        name: access.settings.sender_name,
        phone: access.settings.sender_phone,
      };
      const existing = await database.withTenant(auth.tenantId, (tx) =>
        findOrderByRequestKey(tx, auth.tenantId, auth.accountId, body.request_key),
      );
      if (existing) return toOrder(existing);
      const { receiver, destination } = await destinationOfReceiver(auth.tenantId, body);
      let services;
      try {
        services = await courier.fee({
          origin: toParty(access.settings.origin),
          destination: { postalCode: body.receiver.postal_code, code: destination?.code },
          parcel: toParcel(body.parcel),
        });
      } catch (error) {
        if (error instanceof CourierRefused) {
          throw logisticsErrors.areaNotServed(destination ? 'destination_code' : 'receiver.postal_code');
        }
        throw logisticsErrors.courierUnavailable();
      }
      const service = services.find((entry) => entry.service === body.service);
      if (!service) throw logisticsErrors.unsupportedService();
      const price = booking?.price ?? service.price;
      const now = clock.now();
      const ref = `MLO${now.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
      const row = await database.withTenant(auth.tenantId, async (tx) => {
        const inserted = await insertOrder(tx, {
          tenantId: auth.tenantId,
          ref,
          accountId: auth.accountId,
          requestKey: body.request_key,
          courier: body.courier,
          service: service.service,
          status: 'processing',
          fee: price,
          sellingPrice: body.selling_price,
          sender,
          receiver,
          destination,
          weightGrams: body.parcel.weight_grams,
          lengthCm: body.parcel.length_cm,
          widthCm: body.parcel.width_cm,
          heightCm: body.parcel.height_cm,
          packaging: access.settings.default_packaging,
          itemDescription: body.item_description,
          itemValue: body.item_value,
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) return null;
        await postTransfer(tx, auth.tenantId, {
          idempotencyKey: `mlo:${inserted.id}:charge`,
          kind: 'mlo_fee',
          reference: ref,
          memo: `${courierNames[body.courier]} ${service.service}`,
          at: now,
          legs: [
            { code: holderCode('deposit', auth.accountId), amount: -price },
            { code: houseCodes.courierPayable, amount: price },
          ],
        });
        if (body.save_customer) {
          await saveCustomer(tx, {
            tenantId: auth.tenantId,
            accountId: auth.accountId,
            name: receiver.name,
            phone: receiver.phone,
            address: receiver.address,
            city: receiver.city,
            postalCode: receiver.postal_code,
            areaCode: receiver.area_code ?? null,
            province: receiver.province ?? null,
            district: receiver.district ?? null,
            destinations: destination && isDestinationCourier(body.courier) ? { [body.courier]: destination } : {},
            createdAt: now,
          });
        }
        return inserted;
      });
      if (!row) {
        const again = await database.withTenant(auth.tenantId, (tx) =>
          findOrderByRequestKey(tx, auth.tenantId, auth.accountId, body.request_key),
        );
        if (!again) throw new Error('order vanished after a request-key conflict');
        return toOrder(again);
      }
      try {
        const created = await courier.createOrder({
          reference: row.ref,
          service: row.service,
          sender: toParty(sender),
          receiver: toParty(body.receiver),
          parcel: toParcel(body.parcel),
          itemDescription: body.item_description,
          itemValue: body.item_value,
          packaging: row.packaging,
          destinationCode: destination?.code,
          booking: booking?.code,
        });
        return toOrder((await markCreated(row, created.awb)) ?? row);
      } catch (error) {
        if (error instanceof CourierRefused) {
          const settled = await reject(row, error.message);
          if (error.reason === 'unsupported_service') throw logisticsErrors.unsupportedService();
          if (error.reason === 'area_not_served') {
            throw logisticsErrors.areaNotServed(destination ? 'destination_code' : 'receiver.postal_code');
          }
          return toOrder(settled ?? row);
        }
        if (error instanceof CourierUnreachable) return toOrder(row);
        throw error;
      }
    },

    /** `courier` (the per-courier `cancel`): an order of another courier is not found there. */
    async cancel(auth: Principal, id: string, courier?: CourierCode): Promise<MloOrder> {
      const row = await database.withTenant(auth.tenantId, (tx) => findOrder(tx, auth.tenantId, id));
      if (!row || row.accountId !== auth.accountId || (courier && row.courier !== courier)) {
        throw logisticsErrors.notFound();
      }
      await requireAccess(auth, row.courier);
      if (row.status !== 'created' || !row.awb) throw logisticsErrors.notCancelable();
      try {
        await courierOf(row.courier).cancel(row.awb);
      } catch (error) {
        if (error instanceof CourierRefused) throw logisticsErrors.notCancelable();
        throw logisticsErrors.courierUnavailable();
      }
      const settled = await database.withTenant(auth.tenantId, async (tx) => {
        const now = clock.now();
        const moved = await moveOrder(tx, auth.tenantId, id, ['created'], {
          status: 'cancelled',
          refundedAt: now,
          tracking: [...row.tracking, { at: now.toISOString(), status: 'cancelled', description: 'Cancelled' }],
          updatedAt: now,
        });
        if (moved) await refund(tx, moved);
        // Null: the courier's own report of the cancel settled it first (tracking or a push), refund and all.
        return moved ?? (await findOrder(tx, auth.tenantId, id));
      });
      return toOrder(settled ?? row);
    },

    /**
     * MLO-07: the AWB is required and must be one of this agent's; the courier is asked for its latest state.
     * `courier` (the per-courier `track`, none for SAP Express): an AWB of another courier is not found there.
     */
    async track(auth: Principal, awb: string, courier?: CourierCode): Promise<MloOrder> {
      if (courier && untrackedCouriers.includes(courier)) throw logisticsErrors.unsupportedRoute(422);
      if (!awb.trim()) throw logisticsErrors.awbRequired();
      const row = await database.withTenant(auth.tenantId, (tx) =>
        findOrderByAwb(tx, auth.tenantId, auth.accountId, awb),
      );
      if (!row || (courier && row.courier !== courier)) throw logisticsErrors.awbNotFound();
      await requireAccess(auth, row.courier);
      const settled = ['delivered', 'returned', 'cancelled', 'rejected'];
      if (settled.includes(row.status)) {
        return database.withTenant(auth.tenantId, async (tx) =>
          toOrder(row, await manifestCodeOf(tx, auth.tenantId, row)),
        );
      }
      let tracking: CourierTracking | null;
      try {
        tracking = await courierOf(row.courier).track(awb);
      } catch {
        throw logisticsErrors.courierUnavailable();
      }
      if (!tracking) throw logisticsErrors.awbNotFound();
      const found = tracking;
      return database.withTenant(auth.tenantId, async (tx) => {
        await followCourier(tx, row, statusOfParcel[found.status], trackingOf(found));
        const fresh = (await findOrder(tx, auth.tenantId, row.id)) ?? row;
        return toOrder(fresh, await manifestCodeOf(tx, auth.tenantId, fresh));
      });
    },

    /** The agent's orders; `courier` (the per-courier list): that courier's only, its own flag required. */
    async orders(auth: Principal, courier?: CourierCode): Promise<MloOrder[]> {
      await requireAccess(auth, courier);
      return database.withTenant(auth.tenantId, async (tx) => {
        const all = await listOrders(tx, auth.tenantId, auth.accountId);
        const rows = courier ? all.filter((row) => row.courier === courier) : all;
        const manifests = await listManifests(tx, auth.tenantId, auth.accountId);
        const codes = new Map(manifests.map((manifest) => [manifest.id, manifest.code]));
        return rows.map((row) => toOrder(row, row.manifestId ? (codes.get(row.manifestId) ?? null) : null));
      });
    },

    async order(auth: Principal, id: string): Promise<MloOrder> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const row = await findOrder(tx, auth.tenantId, id);
        if (!row || row.accountId !== auth.accountId) throw logisticsErrors.notFound();
        return toOrder(row, await manifestCodeOf(tx, auth.tenantId, row));
      });
    },

    /** get_status (spec §7): where one of the agent's orders stands, as the app last heard from its courier. */
    async orderStatus(auth: Principal, id: string): Promise<MloOrderStatus> {
      await requireAccess(auth);
      const row = await database.withTenant(auth.tenantId, (tx) => findOrder(tx, auth.tenantId, id));
      if (!row || row.accountId !== auth.accountId) throw logisticsErrors.notFound();
      return {
        id: row.id,
        ref: row.ref,
        courier: row.courier,
        awb: row.awb,
        status: row.status,
        refunded: row.refundedAt !== null,
        updated_at: row.updatedAt.toISOString(),
      };
    },

    /** IdExpress's `get_waybill_last_status` (MLO-06): its last word on one of this agent's IdExpress parcels. */
    async idexpressLastStatus(auth: Principal, awb: string) {
      if (!awb.trim()) throw logisticsErrors.awbRequired();
      const row = await database.withTenant(auth.tenantId, (tx) =>
        findOrderByAwb(tx, auth.tenantId, auth.accountId, awb),
      );
      if (!row || row.courier !== 'idexpress') throw logisticsErrors.awbNotFound();
      await requireAccess(auth, 'idexpress');
      const idexpress = couriers.idexpress;
      if (!idexpress) throw logisticsErrors.forbidden();
      let last;
      try {
        last = await idexpress.lastStatus(awb);
      } catch {
        throw logisticsErrors.courierUnavailable();
      }
      if (!last) throw logisticsErrors.awbNotFound();
      return { awb, status: statusOfParcel[last.status], description: last.description };
    },

    /** Lion Parcel's commodity list (`mlo/lion-parcel/commodity`, MLO-06), straight from Lion Parcel. */
    async lionCommodities(auth: Principal) {
      await requireAccess(auth, 'lion-parcel');
      const lion = couriers['lion-parcel'];
      if (!lion) throw logisticsErrors.forbidden();
      try {
        return await lion.commodities();
      } catch {
        throw logisticsErrors.courierUnavailable();
      }
    },

    /**
     * Spec §7 `get_destination` (MLO-05, MLO-06): the courier's own destination list, asked of the courier and kept
     * per tenant for a day (`refresh` asks again now); `search_key`: only the entries holding every word typed, for
     * the agent's searchable list. A courier that does not answer is 'courier unavailable'.
     */
    async destinations(
      auth: Principal,
      code: DestinationCourier,
      options: { refresh?: boolean | undefined; search_key?: string | undefined } = {},
    ): Promise<DestinationList> {
      await requireAccess(auth, code);
      const list = await listOf(auth.tenantId, code, options.refresh ?? false);
      if (options.search_key === undefined) return list;
      return { ...list, destinations: searchDestinations(list.destinations, options.search_key) };
    },

    async agentInfo(auth: Principal, code: CourierCode) {
      await requireAccess(auth, code);
      try {
        const info = await courierOf(code).agentInfo();
        return { courier: code, agent_id: info.agentId, name: info.name, branch: info.branch };
      } catch {
        throw logisticsErrors.courierUnavailable();
      }
    },

    // MLO-03: manifests.
    manifests: manifestsOf,

    async manifest(auth: Principal, id: string): Promise<Manifest> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const row = await findManifest(tx, auth.tenantId, id);
        if (!row || row.accountId !== auth.accountId) throw logisticsErrors.notFound();
        return toManifest(row, await ordersOfManifests(tx, auth.tenantId, [row.id]));
      });
    },

    /** mlo/manifest/status: each manifest's state and parcel count, without the parcels themselves. */
    async manifestStatuses(auth: Principal, courier?: CourierCode) {
      const manifests = await manifestsOf(auth, courier);
      return manifests.map(({ orders, ...manifest }) => ({ ...manifest, parcels: orders.length }));
    },

    /** mlo/manifest/agen: the agent as its manifests name it, and the couriers it may open one for. */
    async manifestAgent(auth: Principal) {
      const access = await requireAccess(auth);
      return {
        sender_name: access.settings.sender_name,
        sender_phone: access.settings.sender_phone,
        origin: access.settings.origin,
        couriers: access.couriers,
      };
    },

    async openManifest(auth: Principal, courier: CourierCode): Promise<Manifest> {
      await requireAccess(auth, courier);
      return database.withTenant(auth.tenantId, async (tx) => {
        const now = clock.now();
        const number = (await countManifests(tx, auth.tenantId)) + 1;
        const day = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
        const row = await insertManifest(tx, {
          tenantId: auth.tenantId,
          code: `MNF${day}${String(number).padStart(4, '0')}`,
          accountId: auth.accountId,
          courier,
          status: 'open',
          createdAt: now,
        });
        return toManifest(row, []);
      });
    },

    async addToManifest(auth: Principal, manifestId: string, orderId: string): Promise<Manifest> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const manifest = await findManifest(tx, auth.tenantId, manifestId);
        if (!manifest || manifest.accountId !== auth.accountId) throw logisticsErrors.notFound();
        if (manifest.status !== 'open') throw logisticsErrors.manifestClosed();
        const order = await findOrder(tx, auth.tenantId, orderId);
        if (!order || order.accountId !== auth.accountId || order.courier !== manifest.courier) {
          throw logisticsErrors.notForManifest();
        }
        if (!(await setManifest(tx, auth.tenantId, orderId, manifestId))) throw logisticsErrors.notForManifest();
        return toManifest(manifest, await ordersOfManifests(tx, auth.tenantId, [manifestId]));
      });
    },

    /** `courier` (the per-courier `close`): a manifest of another courier is not found there. */
    async closeManifest(auth: Principal, manifestId: string, courier?: CourierCode): Promise<Manifest> {
      await requireAccess(auth, courier);
      return database.withTenant(auth.tenantId, async (tx) => {
        const manifest = await findManifest(tx, auth.tenantId, manifestId);
        if (!manifest || manifest.accountId !== auth.accountId || (courier && manifest.courier !== courier)) {
          throw logisticsErrors.notFound();
        }
        const closed = await closeManifest(tx, auth.tenantId, manifestId, clock.now());
        if (!closed) throw logisticsErrors.manifestClosed();
        return toManifest(closed, await ordersOfManifests(tx, auth.tenantId, [manifestId]));
      });
    },

    // MLO-05: SiCepat's SPK.
    async spk(auth: Principal, spk: string, confirm: boolean) {
      await requireAccess(auth, 'sicepat');
      const sicepat = couriers.sicepat;
      if (!sicepat) throw logisticsErrors.forbidden();
      try {
        if (confirm && !(await sicepat.spkConfirm(spk))) throw logisticsErrors.spkNotFound();
        const found = await sicepat.spkCheck(spk);
        if (!found) throw logisticsErrors.spkNotFound();
        return found;
      } catch (error) {
        if (error instanceof CourierUnreachable) throw logisticsErrors.courierUnavailable();
        throw error;
      }
    },

    /** SiCepat `pickup` (MLO-05): SiCepat is asked to collect the agent's created SiCepat parcels. */
    async requestPickup(auth: Principal, ids: string[]) {
      await requireAccess(auth, 'sicepat');
      const sicepat = sicepatOf();
      const rows = await database.withTenant(auth.tenantId, async (tx) => {
        const found = [];
        for (const id of ids) found.push(await findOrder(tx, auth.tenantId, id));
        return found;
      });
      const awbs = rows.map((row) => {
        const ok = row?.accountId === auth.accountId && row.courier === 'sicepat' && row.status === 'created';
        if (!ok || !row.awb) throw logisticsErrors.notForPickup();
        return row.awb;
      });
      try {
        const asked = await sicepat.requestPickup(awbs);
        return { request_number: asked.requestNumber, spk: asked.spk, awbs: asked.awbs };
      } catch (error) {
        if (error instanceof CourierRefused) throw logisticsErrors.notForPickup();
        throw logisticsErrors.courierUnavailable();
      }
    },

    /** SiCepat `booking_order` (MLO-05): SiCepat prices the parcel and holds it; nothing is charged until confirmed. */
    async book(auth: Principal, body: BookingBody): Promise<MloBooking> {
      const access = await requireAccess(auth, 'sicepat');
      const sicepat = sicepatOf();
      const { destination } = await destinationOfReceiver(auth.tenantId, { ...body, courier: 'sicepat' });
      try {
        return bookingOf(
          await sicepat.book({
            service: body.service,
            sender: toParty({
              ...access.settings.origin,
              name: access.settings.sender_name,
              phone: access.settings.sender_phone,
            }),
            receiver: toParty(body.receiver),
            parcel: toParcel(body.parcel),
            itemDescription: body.item_description,
            itemValue: body.item_value,
            packaging: access.settings.default_packaging,
            destinationCode: destination?.code,
          }),
        );
      } catch (error) {
        if (error instanceof CourierRefused && error.reason === 'unsupported_service') {
          throw logisticsErrors.unsupportedService();
        }
        if (error instanceof CourierRefused) throw logisticsErrors.areaNotServed('destination_code');
        throw logisticsErrors.courierUnavailable();
      }
    },

    /** SiCepat `get_inquiry` (MLO-05): SiCepat's word on a booking (unknown or lapsed: 'booking not found'). */
    async inquiry(auth: Principal, code: string): Promise<MloBooking> {
      await requireAccess(auth, 'sicepat');
      return bookingOf(await inquiryOf(code));
    },

    /**
     * SiCepat `confirm_order` (MLO-05): the booking becomes an order through `send` (the fee debited with the order in
     * one transaction, refunded once on cancel or refusal); the request key is the booking's, so confirming twice
     * gives the same order, charged once. The terms are SiCepat's for the booking, never the browser's.
     */
    async confirmBooking(auth: Principal, body: ConfirmBookingBody): Promise<MloOrder> {
      await requireAccess(auth, 'sicepat');
      const booking = await inquiryOf(body.booking_code);
      const terms = bookingOf(booking);
      return this.send(
        auth,
        {
          request_key: `sicepat-booking:${booking.code}`,
          courier: 'sicepat',
          service: terms.service,
          receiver: terms.receiver,
          parcel: terms.parcel,
          item_description: terms.item_description,
          item_value: terms.item_value,
          selling_price: body.selling_price,
          save_customer: body.save_customer,
          ...(terms.destination_code ? { destination_code: terms.destination_code } : {}),
        },
        { code: booking.code, price: booking.price },
      );
    },

    /** SiCepat `find` (MLO-05): one of the agent's SiCepat orders, found at SiCepat by our reference. */
    async find(auth: Principal, reference: string) {
      await requireAccess(auth, 'sicepat');
      const sicepat = sicepatOf();
      const rows = await database.withTenant(auth.tenantId, (tx) => listOrders(tx, auth.tenantId, auth.accountId));
      const row = rows.find((entry) => entry.ref === reference && entry.courier === 'sicepat');
      if (!row) throw logisticsErrors.notFound();
      let found;
      try {
        found = await sicepat.findByReference(reference);
      } catch {
        throw logisticsErrors.courierUnavailable();
      }
      if (!found) throw logisticsErrors.awbNotFound();
      return { id: row.id, reference, awb: found.awb };
    },

    // MLO-06: the customer address book, its districts from the shop's region data.
    async customers(auth: Principal): Promise<MloCustomer[]> {
      await requireAccess(auth);
      const rows = await database.withTenant(auth.tenantId, (tx) => listCustomers(tx, auth.tenantId, auth.accountId));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        address: row.address,
        city: row.city,
        postal_code: row.postalCode,
        area_code: row.areaCode,
        province: row.province,
        district: row.district,
        destinations: row.destinations,
      }));
    },

    /** A new entry of the book: its district's code checked against the region data, its names written from it. */
    async addCustomer(auth: Principal, body: CustomerBody) {
      await requireAccess(auth);
      const district = await districtByCode(body.area_code, 'area_code');
      await database.withTenant(auth.tenantId, (tx) =>
        saveCustomer(tx, {
          tenantId: auth.tenantId,
          accountId: auth.accountId,
          name: body.name,
          phone: body.phone,
          address: body.address,
          city: district.city,
          postalCode: body.postal_code,
          areaCode: district.code,
          province: district.province,
          district: district.district,
          createdAt: clock.now(),
        }),
      );
    },

    /** The shop's region search (SHP-04's data, `search_key`) for the book and the send screen, under MLO-01. */
    async searchRegions(auth: Principal, searchKey: string) {
      await requireAccess(auth);
      return searchRegions(searchKey);
    },

    async deleteCustomer(auth: Principal, id: string) {
      await requireAccess(auth);
      const deleted = await database.withTenant(auth.tenantId, (tx) =>
        deleteCustomer(tx, auth.tenantId, auth.accountId, id),
      );
      if (!deleted) throw logisticsErrors.notFound();
    },

    /**
     * A courier's status push (J&T Express, J&T Cargo, Ninja Xpress, Lion Parcel): proved by its adapter, stored once
     * in the webhook inbox (a repeat changes nothing), then the order's status and steps follow it; a cancelled
     * parcel settles like the agent's cancel, refunded once. A push for an AWB no tenant has is refused.
     */
    async handleCallback(code: CourierCode, request: CourierPush): Promise<'invalid' | 'unknown' | string> {
      const courier = couriers[code];
      const push = courier && 'readCallback' in courier ? (courier as CallbackCapable).readCallback(request) : null;
      if (!push) return 'invalid';
      const row = await database.withSystem((tx) => findOrderByCourierAwb(tx, code, push.awb));
      if (!row) return 'unknown';
      return database.withTenant(row.tenantId, (tx) =>
        storeThenProcess(
          tx,
          {
            provider: code,
            deliveryId: push.deliveryId,
            tenantId: row.tenantId,
            reference: push.awb,
            payload: { content_type: request.headers['content-type'] ?? null, body: request.body },
            receivedAt: clock.now(),
          },
          async () => {
            const fresh = await findOrder(tx, row.tenantId, row.id);
            if (!fresh) return 'missing';
            const status = statusOfParcel[push.status];
            // A late or out-of-order push never moves a parcel back; a final one (cancelled, returned) only moves a
            // parcel still on its way.
            if (!movingStatuses.includes(fresh.status)) return 'stale';
            if (rankOf(status) <= rankOf(fresh.status)) return 'stale';
            const event = { at: clock.now().toISOString(), status, description: push.description };
            await followCourier(tx, fresh, status, [...fresh.tracking, event]);
            return `status ${status}`;
          },
          () => clock.now(),
        ),
      );
    },

    /**
     * Orders whose create got no answer: the courier is asked by our reference. Found: it is created with the
     * courier's AWB; not found: the courier never made it, so it is rejected and refunded; no answer: asked again
     * on the next pass. Never settled by guessing.
     */
    async recover(): Promise<{ checked: number; created: number; rejected: number }> {
      const before = new Date(clock.now().getTime() - recoverAfterMs);
      const rows = await database.withSystem((tx) => stuckOrders(tx, before, 50));
      let created = 0;
      let rejected = 0;
      for (const row of rows) {
        const courier = couriers[row.courier];
        if (!courier) continue;
        try {
          const found = await courier.findByReference(row.ref);
          if (found) {
            if (await markCreated(row, found.awb)) created += 1;
          } else if (await reject(row, 'not found at the courier')) {
            rejected += 1;
          }
        } catch (error) {
          if (!(error instanceof CourierUnreachable)) throw error;
        }
      }
      return { checked: rows.length, created, rejected };
    },

    /** SHP-04: every courier's rates for one parcel, for the shop's checkout (no POS MLO access needed). */
    shippingRates: (request: ShippingRatesRequest, locale: Locale) => quoteShippingRates(couriers, request, locale),

    /** RPT-01 "MLO transaction" / MLO-06: the parcel reports of an agent and of the admin. */
    reports: createLogisticsReportService({ database, clock }),
    /** MLO-04: CN23 declarations and the duty simulation, behind the same access rule. */
    cn23: createCn23Service({ database, clock, audit, requireAccess, couriers }),
  };
}

function toManifest(row: ManifestRow, orders: OrderRow[]): Manifest {
  return {
    id: row.id,
    code: row.code,
    courier: row.courier,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    orders: orders.filter((order) => order.manifestId === row.id).map((order) => toOrder(order, row.code)),
  };
}

export type LogisticsService = ReturnType<typeof createLogisticsService>;

/** A receiver as an order keeps it: with its district's code and names when the region search named it. */
type StoredReceiver = SendBody['receiver'] & { district?: string; province?: string };
