import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  shopCartLimits,
  shopPaymentMethods,
  type CartCheckout,
  type ShopDeliverySettings,
  type shopDeliverySettingsBody,
  type ShopPaymentMethod,
  type addressBody,
  type adminCouponBody,
  type adminListQuery,
  type adminOrderStatusBody,
  type adminProductBody,
  type cartAddBody,
  type cartPayBody,
  type CartItem,
  type CartMergeAdjustment,
  type productListBody,
  type ShippingRate,
  type ShopCoupon,
  type ShopAddress,
  type ShopOrder,
  type ShopOrderStatus,
  type ShopProduct,
  type transactionsBody,
  type adminCollectionBody,
  type CollectionSummary,
  type ShopCollection,
} from '@konter/shared/contracts/shop';
import type { Database, Tx } from '../../db/client.ts';
import type { ShopOrderLine } from '../../db/schema/shop.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { sellerDelivery } from './shop-delivery.ts';
import { linesPayable } from './shop-lines.ts';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import type { FileStorage } from '../../platform/storage.ts';
import { holderCode, houseBalance, houseCodes, postTransfer } from '../ledger/index.ts';
import { findAccountById } from '../accounts/index.ts';
import type { GatewayPaymentRoute, Gateways } from '../deposits/index.ts';
import type {
  GatewayProvider,
  GatewayStatusReport,
  VerifiedNotification,
} from '../../integrations/payments/payment-gateway.ts';
import { ProviderError } from '../../integrations/payments/provider-error.ts';
import type { LogisticsService } from '../logistics/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import { courierCodes, courierNames } from '@konter/shared/contracts/logistics';
import { allCities, regionByCode, searchRegions } from './shop.regions.ts';
import type { AuditService } from '../audit/index.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { thumbnailKey } from './shop-images.ts';
import { createShopImages } from './shop-images.service.ts';
import { shopErrors } from './shop.errors.ts';
import { createCheckoutLinks } from './shop-checkout-links.service.ts';
import {
  claimCouponUse,
  countCouponUses,
  findCouponByCode,
  hasUsableCoupon,
  insertCoupon,
  insertCouponUse,
  listCoupons,
  releaseCouponUse,
  updateCoupon,
  type ShopCouponRow,
  addToCartLine,
  clearPrimaryAddress,
  countAddresses,
  countCartLines,
  deleteAddress,
  insertAddress,
  listAddresses,
  lockAddresses,
  lockPayRequest,
  findTenantOfPaymentReference,
  guestRefundsDue,
  lockOrderByPaymentReference,
  overdueGatewayOrders,
  updateOrder,
  updateAddress,
  type ShopAddressRow,
  deleteCartLines,
  findCollection,
  listCollections,
  insertCollection,
  updateCollection,
  deleteCollection,
  type ShopCollectionRow,
  findOrderById,
  findOrderByRequest,
  type CouponBuyerKey,
  type OrderBuyerKey,
  findProductBySlug,
  findProductsByIds,
  insertOrder,
  insertProduct,
  listCartRows,
  listCategories,
  listOrders,
  listProducts,
  moveOrder,
  returnStock,
  takeStock,
  updateCartLine,
  updateProduct,
  type ProductWithVariants,
  type ShopOrderRow,
} from './shop.repository.ts';

/** Which states an order may leave for each next state (SHP-05); a paid order starts at 'pending'. */
const movesTo: Record<Exclude<ShopOrderStatus, 'waiting_payment' | 'pending'>, readonly ShopOrderStatus[]> = {
  processed: ['pending'],
  shipped: ['pending', 'processed'],
  done: ['shipped'],
  cancelled: ['waiting_payment', 'pending', 'processed'],
};

export function toProductView(product: ProductWithVariants): ShopProduct {
  const variants = product.variants.map((variant) => ({
    id: variant.id,
    options: variant.options,
    price: variant.price,
    stock: variant.stock,
  }));
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    weight: product.weight,
    min_quantity: product.minQuantity,
    gross_price: product.grossPrice,
    price: variants.length ? Math.min(...variants.map((variant) => variant.price)) : product.price,
    stock: variants.length ? variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock,
    option_names: Object.keys(variants[0]?.options ?? {}),
    variants,
    images: product.images.map((key) => `/uploads/${key}`),
    thumbnails: product.images.map((key) => `/uploads/${thumbnailKey(key)}`),
    status: product.status,
  };
}

export function toOrderView(order: ShopOrderRow): ShopOrder {
  return {
    id: order.id,
    number: order.number,
    date: order.createdAt.toISOString(),
    status: order.status,
    cancel_reason: order.cancelReason,
    products: order.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      options: line.options,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      notes: line.notes,
    })),
    shipping_service: order.shippingService,
    receipt_number: order.receiptNumber,
    address: { ...order.address, sub_district: order.address.sub_district ?? '' },
    payment_detail: {
      method: order.paymentMethod,
      paid_at: order.paidAt?.toISOString() ?? null,
      reference: order.paymentReference,
      payment_url: order.paymentUrl,
      expires_at: order.paymentExpiresAt?.toISOString() ?? null,
    },
    items_total: order.itemsTotal,
    delivery_fee: order.deliveryFee,
    coupon_discount: order.couponDiscount,
    coupon_code: order.couponCode,
    total: order.total,
    guest: order.accountId === null,
    refund: guestRefundOf(order),
  };
}

/** A guest's refund as the guest reads it: sent through the gateway (when), or still owed. */
function guestRefundOf(order: ShopOrderRow): ShopOrder['refund'] {
  if (order.accountId !== null) return null;
  if (order.gatewayRefundedAt) {
    return { status: 'sent', amount: order.gatewayRefundAmount, at: order.gatewayRefundedAt.toISOString() };
  }
  return flagsOf(order.reviewFlag).includes('refund_due') ? { status: 'due', amount: null, at: null } : null;
}

/** ADM-01 "shop, couriers": the seller's delivery, where parcels leave from, and the couriers offered. */
function toDeliverySettings(tenant: Pick<Tenant, 'shopSettings'>): ShopDeliverySettings {
  const { origin } = tenant.shopSettings;
  return {
    flat_delivery_fee: tenant.shopSettings.flatDeliveryFee,
    delivery_service_name: tenant.shopSettings.deliveryServiceName,
    origin: {
      name: origin.name,
      phone: origin.phone,
      address: origin.address,
      city: origin.city,
      postal_code: origin.postalCode,
    },
    couriers: [...tenant.shopSettings.couriers],
    available_couriers: courierCodes.map((code) => ({ code, name: courierNames[code] })),
  };
}

/** The variant a cart line names, checked against its product: a product with variants sells only a variant. */
function chosenVariant(product: ProductWithVariants, variantId: string | null) {
  if (product.variants.length === 0) {
    if (variantId !== null) throw shopErrors.variantRequired();
    return null;
  }
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw shopErrors.variantRequired();
  return variant;
}

/**
 * Who pays an order: an account (from its deposit or through a gateway), or a guest through a checkout link (a
 * gateway only; the order is opened again by its token, a coupon's limit counts the guest's phone).
 */
export type OrderBuyer =
  | { kind: 'account'; accountId: string }
  | { kind: 'guest'; checkoutLinkId: string; phone: string; email: string | null; token: string };

function orderBuyerKey(buyer: OrderBuyer): OrderBuyerKey {
  return buyer.kind === 'account' ? { accountId: buyer.accountId } : { checkoutLinkId: buyer.checkoutLinkId };
}

function couponBuyerKey(buyer: OrderBuyer): CouponBuyerKey {
  return buyer.kind === 'account' ? { accountId: buyer.accountId } : { phone: buyer.phone };
}

/** The parcel's weight in grams: what the courier is asked to price. */
export function weightOf(lines: Pick<CartItem, 'product' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.product.weight * line.quantity, 0);
}

/**
 * Where money goes back to the buyer of an order: the account's deposit, or for a guest (no deposit) what the shop
 * owes guests, which the seller pays back by hand; the order is flagged `refund_due` for that.
 */
function refundCode(order: Pick<ShopOrderRow, 'accountId'>): string {
  return order.accountId ? holderCode('deposit', order.accountId) : houseCodes.shopGuestRefunds;
}

/** SHP-03: how long a gateway order holds its stock for the payment, as long as a gateway top-up's page stays open. */
export const shopPaymentPolicy = { gatewayExpiryMs: 24 * 60 * 60_000 } as const;

/** The reference prefix that routes a gateway notification to the shop instead of the deposits. */
const paymentReferencePrefix = 'SHOP';

/** A gateway order's reference: `SHOP` and ten characters, unique across tenants (the unique index decides). */
function newPaymentReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return paymentReferencePrefix + [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** `xendit:qris` → the gateway and its channel; null for the deposit. */
function gatewayOf(method: ShopPaymentMethod): { provider: GatewayProvider; channel: string } | null {
  if (method === 'deposit') return null;
  const [provider, channel] = method.split(':') as [GatewayProvider, string];
  return { provider, channel };
}

/** An order's review flags (`;`-separated, as deposits keep theirs). */
function flagsOf(existing: string | null): string[] {
  return (existing ?? '').split(';').filter((item) => item !== '');
}

/** Review flags with these added, each once. */
function withFlag(existing: string | null, ...added: string[]): string {
  const flags = flagsOf(existing);
  return [...flags, ...added.filter((flag) => !flags.includes(flag))].join(';');
}

/** Review flags without this one; null when none is left (nothing for a person to look at). */
function withoutFlag(existing: string | null, removed: string): string | null {
  const flags = flagsOf(existing).filter((flag) => flag !== removed);
  return flags.length > 0 ? flags.join(';') : null;
}

function orderNumber(now: Date, id: string): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `SHP${day}${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

export function toCollectionView(row: ShopCollectionRow): ShopCollection {
  return { id: row.id, slug: row.slug, title: row.title, product_ids: row.productIds };
}

export function toCouponView(row: ShopCouponRow): ShopCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    max_discount: row.maxDiscount,
    min_spend: row.minSpend,
    per_account_limit: row.perAccountLimit,
    total_limit: row.totalLimit,
    used_count: row.usedCount,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    active: row.active,
  };
}

/** What a coupon takes off the items (never the delivery): rounded down, within its cap and the items' total. */
export function couponDiscount(coupon: Pick<ShopCouponRow, 'kind' | 'value' | 'maxDiscount'>, itemsTotal: number) {
  const raw = coupon.kind === 'percent' ? Math.floor((itemsTotal * coupon.value) / 100) : coupon.value;
  return Math.min(raw, coupon.maxDiscount ?? raw, itemsTotal);
}

/** How many addresses one account may keep (SHP-04). */
export const shopAddressLimit = 20;

export function toAddressView(row: ShopAddressRow): ShopAddress {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    area_code: row.areaCode,
    province: row.province,
    city: row.city,
    district: row.district,
    sub_district: row.subDistrict,
    postcode: row.postcode,
    detail: row.detail,
    primary: row.isPrimary,
  };
}

export function createShopService(deps: {
  database: Database;
  clock: Clock;
  logistics: Pick<LogisticsService, 'shippingRates'>;
  storage: FileStorage;
  audit: AuditService;
  /** A tenant's payment gateways (the deposits' adapters: its own accounts or the installation's). */
  gatewaysFor: (tenantId: string) => Promise<Gateways>;
  /** Where the seller's delivery settings are written (the tenant's `shop_settings`, every process told). */
  tenants: Pick<TenantsService, 'update'>;
  events: DomainEvents;
}) {
  const { database, clock, logistics, gatewaysFor, events, audit, tenants } = deps;

  /**
   * SHP-05: tells a member's order's change to whoever listens (the inbox), in the transaction that made it, so the
   * news exists if and only if the change does. A guest's order has no account to tell.
   */
  async function announce(tx: Tx, order: ShopOrderRow): Promise<void> {
    if (!order.accountId || order.status === 'waiting_payment') return;
    await events.emit(tx, {
      type: 'shop.order-changed',
      tenantId: order.tenantId,
      accountId: order.accountId,
      at: order.updatedAt.toISOString(),
      orderId: order.id,
      number: order.number,
      status: order.status,
      total: order.total,
      shippingService: order.shippingService,
      receiptNumber: order.receiptNumber,
      cancelReason: order.cancelReason,
    });
  }

  /** What an unpaid or cancelled order held comes back: each line's stock and the coupon's use. */
  async function release(tx: Tx, tenantId: string, order: ShopOrderRow): Promise<void> {
    for (const line of order.lines) await returnStock(tx, tenantId, line);
    await releaseCouponUse(tx, tenantId, order.id);
  }

  /**
   * Cancels an order still waiting for its gateway payment and gives back what it held, exactly once: the move is
   * conditional on `waiting_payment`, so a second caller (the sweep, a failure notification, a retry) finds nothing.
   */
  async function cancelUnpaid(tx: Tx, tenantId: string, id: string, reason: string): Promise<ShopOrderRow | null> {
    const moved = await moveOrder(tx, tenantId, id, ['waiting_payment'], {
      status: 'cancelled',
      cancelReason: reason,
      updatedAt: clock.now(),
    });
    if (moved) await release(tx, tenantId, moved);
    return moved;
  }

  /**
   * SHP-03: what a gateway says about an order's payment, in the caller's transaction (the webhook inbox's, or the
   * sweep's). A payment moves a waiting order to `pending` once, the gateway's money from its clearing account into
   * the shop's sales; a duplicate finds it paid and changes nothing. Money that arrives for an order already
   * cancelled (expired, failed, or cancelled by the seller) is not lost: it goes to the buyer's deposit and the order
   * is flagged `paid_after_expiry` for a person, as a late top-up is. A short payment is flagged and not booked.
   */
  async function settlePayment(
    tx: Tx,
    tenantId: string,
    reference: string,
    report: Pick<GatewayStatusReport, 'status' | 'paidAmount' | 'paidAt'> &
      Pick<VerifiedNotification, 'reversal' | 'refundOutcome'>,
  ): Promise<string> {
    const order = await lockOrderByPaymentReference(tx, tenantId, reference);
    const gateway = order && gatewayOf(order.paymentMethod as ShopPaymentMethod);
    if (!order || !gateway) return 'unknown_order';
    const now = clock.now();
    const flag = (...names: string[]) =>
      updateOrder(tx, tenantId, order.id, { reviewFlag: withFlag(order.reviewFlag, ...names) });
    if (report.refundOutcome) return refundEnded(tx, order, gateway.provider, report.refundOutcome);
    if (report.reversal) {
      // The refund the shop asked for a guest (written before the gateway was asked, so this may overtake its answer).
      const ours = order.gatewayRefundAmount;
      if (report.reversal.kind === 'refund' && ours !== null && report.reversal.total <= ours)
        return 'refund_confirmed';
      // A refund or chargeback of the order's payment: the seller decides what becomes of the order.
      await flag(`reversal:${report.reversal.total}`);
      return 'flagged_reversal';
    }
    if (report.status !== 'paid') {
      if (order.status !== 'waiting_payment') return `ignored_${report.status}`;
      if (report.status === 'pending') return 'still_pending';
      const cancelled = await cancelUnpaid(
        tx,
        tenantId,
        order.id,
        report.status === 'expired' ? 'payment_expired' : 'payment_failed',
      );
      if (cancelled) await announce(tx, cancelled);
      return report.status;
    }
    if (order.paidAt || order.reviewFlag?.includes('paid_after_expiry')) return 'already_paid';
    const paid = report.paidAmount ?? order.total;
    if (paid < order.total) {
      if (!order.reviewFlag?.includes(`underpaid:${paid}`)) await flag(`underpaid:${paid}`);
      return 'flagged_underpaid';
    }
    const clearing = houseCodes.gatewayClearing(gateway.provider);
    if (order.status === 'waiting_payment') {
      const moved = await moveOrder(tx, tenantId, order.id, ['waiting_payment'], {
        status: 'pending',
        paidAt: report.paidAt ?? now,
        updatedAt: now,
        ...(paid > order.total ? { reviewFlag: withFlag(order.reviewFlag, `overpaid:${paid}`) } : {}),
      });
      if (!moved) return 'already_paid';
      await announce(tx, moved);
      await postTransfer(tx, tenantId, {
        idempotencyKey: `shop-order:${order.id}`,
        kind: 'shop.order',
        reference: order.number,
        at: now,
        legs: [
          { code: clearing, amount: -order.total },
          { code: houseCodes.shopSales, amount: order.itemsTotal + order.deliveryFee },
          ...(order.couponDiscount > 0 ? [{ code: houseCodes.shopCoupons, amount: -order.couponDiscount }] : []),
        ],
      });
      return 'paid';
    }
    await postTransfer(tx, tenantId, {
      idempotencyKey: `shop-late-payment:${order.id}`,
      kind: 'shop.late_payment',
      reference: order.number,
      at: now,
      legs: [
        { code: clearing, amount: -paid },
        { code: refundCode(order), amount: paid },
      ],
    });
    // A guest has no deposit: the money is owed back (refund_due), and the sweep sends it through the gateway.
    await flag('paid_after_expiry', ...(order.accountId ? [] : ['refund_due']));
    return 'paid_after_expiry';
  }

  /**
   * The end of a guest's refund the gateway called back (Xendit's refund.* callbacks, decision 038). A success of the
   * refund the shop asked for changes nothing; a failure undoes its booking (the debt is the guest's again, in
   * `house:shop_guest_refunds`) and leaves it to a person, flagged. A refund the shop never asked for (from the
   * gateway's dashboard) is a reversal for the seller to look at.
   */
  async function refundEnded(
    tx: Tx,
    order: ShopOrderRow,
    provider: GatewayProvider,
    outcome: NonNullable<VerifiedNotification['refundOutcome']>,
  ): Promise<string> {
    if (order.gatewayRefundAmount === null) {
      if (outcome.status === 'failed') return 'ignored_refund_failed';
      await updateOrder(tx, order.tenantId, order.id, {
        reviewFlag: withFlag(order.reviewFlag, `reversal:${outcome.amount}`),
      });
      return 'flagged_reversal';
    }
    if (outcome.status === 'succeeded') return 'refund_confirmed';
    const now = clock.now();
    if (order.gatewayRefundedAt) {
      await postTransfer(tx, order.tenantId, {
        idempotencyKey: `shop-guest-refund-failed:${order.id}`,
        kind: 'shop.guest_refund_failed',
        reference: order.number,
        at: now,
        legs: [
          { code: houseCodes.gatewayClearing(provider), amount: -order.gatewayRefundAmount },
          { code: houseCodes.shopGuestRefunds, amount: order.gatewayRefundAmount },
        ],
      });
    }
    await updateOrder(tx, order.tenantId, order.id, {
      gatewayRefundAmount: null,
      gatewayRefundRef: null,
      gatewayRefundedAt: null,
      reviewFlag: withFlag(order.reviewFlag, 'refund_due', 'gateway_refund_refused'),
      updatedAt: now,
    });
    return 'refund_failed';
  }

  /**
   * Asks the gateway for the payment of an order just written in `waiting_payment`, outside any transaction. The
   * order's payment reference is the gateway's key and a replay of the request answers the stored order without
   * asking again, so nothing is created twice. A refusal or no answer is compensated once: the order is cancelled
   * and its stock and coupon come back, and the buyer reads a translated error.
   */
  async function requestGatewayPayment(
    tenant: Tenant,
    order: ShopOrderRow,
    payment: {
      customer: { name: string; email: string | null; phone: string };
      /** Where the gateway's page sends the buyer back. */
      returnUrl: string;
      /** What else changes once the payment exists, in the transaction that stores it. */
      onCharged?: (tx: Tx) => Promise<void>;
    },
  ): Promise<ShopOrderRow> {
    const gateway = gatewayOf(order.paymentMethod as ShopPaymentMethod);
    if (!gateway || !order.paymentReference || !order.paymentExpiresAt) throw shopErrors.orderState();
    let charge: { providerRef: string; paymentUrl: string };
    try {
      charge = await (
        await gatewaysFor(tenant.id)
      )[gateway.provider].createCharge({
        reference: order.paymentReference,
        amount: order.total,
        method: gateway.channel,
        customer: payment.customer,
        expiresAt: order.paymentExpiresAt,
        returnUrls: { finish: payment.returnUrl, unfinish: payment.returnUrl, error: payment.returnUrl },
        description: `Order ${tenant.brandName} ${order.number}`,
      });
    } catch {
      await database.withTenant(tenant.id, (tx) => cancelUnpaid(tx, tenant.id, order.id, 'payment_failed'));
      throw shopErrors.paymentFailed();
    }
    const stored = await database.withTenant(tenant.id, async (tx) => {
      await updateOrder(tx, tenant.id, order.id, {
        paymentProviderRef: charge.providerRef,
        paymentUrl: charge.paymentUrl,
        updatedAt: clock.now(),
      });
      await payment.onCharged?.(tx);
      return findOrderById(tx, tenant.id, order.id);
    });
    return stored ?? { ...order, paymentProviderRef: charge.providerRef, paymentUrl: charge.paymentUrl };
  }

  /**
   * SHP-03: writes an order for lines in the caller's transaction, once per request id: the stock of each line is
   * taken by a conditional update (two buyers of the last piece cannot both get it), the coupon's use counted, the
   * order written with its lines as they are now. A deposit order is paid here, the deposit debited to the shop's
   * sales; a gateway order waits for its payment with what it took held. `lines` is read under the request's lock.
   */
  async function writeOrder(
    tx: Tx,
    tenant: Tenant,
    buyer: OrderBuyer,
    input: {
      request_id: string;
      address: z.output<typeof cartPayBody>['address'];
      coupon_code?: string | null | undefined;
      method: ShopPaymentMethod;
      weight: number;
      delivery: { service: string; fee: number };
      lines: () => Promise<CartItem[]>;
    },
  ): Promise<{ order: ShopOrderRow; fresh: boolean }> {
    const gateway = gatewayOf(input.method);
    if (buyer.kind === 'guest' && !gateway) throw shopErrors.orderState();
    const key = orderBuyerKey(buyer);
    await lockPayRequest(tx, tenant.id, key, input.request_id);
    const replay = await findOrderByRequest(tx, tenant.id, key, input.request_id);
    if (replay) return { order: replay, fresh: false };
    const lines = await input.lines();
    const orderLines: ShopOrderLine[] = [];
    for (const line of lines) {
      if (line.quantity < line.product.min_quantity) throw shopErrors.minQuantity(line.product.min_quantity);
      const taken = await takeStock(tx, tenant.id, {
        productId: line.product.id,
        variantId: line.variant?.id ?? null,
        quantity: line.quantity,
      });
      if (!taken) throw shopErrors.stockEmpty();
      orderLines.push({
        productId: line.product.id,
        variantId: line.variant?.id ?? null,
        name: line.product.name,
        options: line.variant?.options ?? {},
        quantity: line.quantity,
        unitPrice: line.unit_price,
        notes: line.notes,
      });
    }
    const itemsTotal = orderLines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    // The weight priced is the weight paid: lines changed since the quote are refused, not shipped unpriced.
    if (weightOf(lines) !== input.weight) throw shopErrors.cartItemNotFound();
    const now = clock.now();
    const id = crypto.randomUUID();
    // The coupon is checked, then its use counted by a conditional update; the buyer's count is read again once the
    // coupon's row is held, so neither two buyers nor two requests of one buyer can pass its limits.
    let discount = 0;
    let couponCode: string | null = null;
    if (input.coupon_code) {
      const couponKey = couponBuyerKey(buyer);
      const coupon = await usableCoupon(tx, tenant.id, couponKey, input.coupon_code, itemsTotal);
      const claimed = await claimCouponUse(tx, tenant.id, coupon.id);
      if (!claimed) throw shopErrors.couponUsedUp();
      if ((await countCouponUses(tx, tenant.id, coupon.id, couponKey)) >= claimed.perAccountLimit) {
        throw shopErrors.couponAccountLimit();
      }
      discount = couponDiscount(claimed, itemsTotal);
      couponCode = claimed.code;
      await insertCouponUse(tx, {
        tenantId: tenant.id,
        couponId: claimed.id,
        orderId: id,
        ...('accountId' in couponKey ? { accountId: couponKey.accountId } : { buyerPhone: couponKey.phone }),
        discount,
        createdAt: now,
      });
    }
    const order = await insertOrder(tx, {
      tenantId: tenant.id,
      id,
      number: orderNumber(now, id),
      accountId: buyer.kind === 'account' ? buyer.accountId : null,
      ...(buyer.kind === 'guest'
        ? { checkoutLinkId: buyer.checkoutLinkId, guestToken: buyer.token, buyerEmail: buyer.email }
        : {}),
      requestId: input.request_id,
      // A gateway order waits for its payment with its stock and coupon held; a deposit order is paid now.
      status: gateway ? 'waiting_payment' : 'pending',
      lines: orderLines,
      address: input.address,
      shippingService: input.delivery.service,
      itemsTotal,
      deliveryFee: input.delivery.fee,
      couponDiscount: discount,
      couponCode,
      total: itemsTotal + input.delivery.fee - discount,
      paidAt: gateway ? null : now,
      paymentMethod: input.method,
      paymentReference: gateway ? newPaymentReference() : null,
      paymentExpiresAt: gateway ? new Date(now.getTime() + shopPaymentPolicy.gatewayExpiryMs) : null,
      createdAt: now,
      updatedAt: now,
    });
    // Unreachable while the request lock is held; kept so a broken lock can never pay twice.
    if (!order) throw shopErrors.orderState();
    // A gateway's payment intent is written; the gateway is asked once this transaction has committed.
    if (gateway || buyer.kind !== 'account') return { order, fresh: true };
    await announce(tx, order);
    await postTransfer(tx, tenant.id, {
      idempotencyKey: `shop-order:${order.id}`,
      kind: 'shop.order',
      reference: order.number,
      at: now,
      legs: [
        { code: holderCode('deposit', buyer.accountId), amount: -order.total },
        { code: houseCodes.shopSales, amount: order.itemsTotal + order.deliveryFee },
        ...(order.couponDiscount > 0 ? [{ code: houseCodes.shopCoupons, amount: -order.couponDiscount }] : []),
      ],
    });
    return { order, fresh: true };
  }

  /**
   * The couriers' services for a parcel from the shop's origin to a postcode (SHP-04), cheapest first: of the
   * couriers the seller offers (ADM-01 "couriers") only.
   */
  async function rates(tenant: Tenant, postcode: string, weightGrams: number, locale: Locale) {
    const quoted = await logistics.shippingRates(
      { origin: tenant.shopSettings.origin, destinationPostalCode: postcode, weightGrams },
      locale,
    );
    const offered = new Set<string>(tenant.shopSettings.couriers);
    return {
      rates: quoted.quotes.filter((quote) => offered.has(quote.courier)) satisfies ShippingRate[],
      unavailable: quoted.unavailable
        .filter((item) => offered.has(item.courier))
        .map(({ courier, message, reason }) => ({ courier, message, reason })),
    };
  }

  /**
   * The delivery of a payment: the seller's flat fee when no courier is chosen, else the courier's own price for the
   * service asked again now (the browser's figure is never trusted). A route no courier serves, or a service the
   * courier no longer offers there, is refused before anything is taken.
   */
  async function deliveryOf(
    tenant: Tenant,
    shipping: { courier: string; service: string } | null | undefined,
    postcode: string,
    weightGrams: number,
    locale: Locale,
  ): Promise<{ service: string; fee: number }> {
    if (!shipping) return sellerDelivery(tenant);
    const quoted = await rates(tenant, postcode, weightGrams, locale);
    const rate = quoted.rates.find((item) => item.courier === shipping.courier && item.service === shipping.service);
    if (rate) return { service: `${rate.courier_name} ${rate.service_name}`, fee: rate.price };
    const refusal = quoted.unavailable.find((item) => item.courier === shipping.courier);
    if (refusal?.reason === 'area_not_served') throw shopErrors.areaNotServed();
    if (refusal?.reason === 'unavailable') throw shopErrors.courierUnavailable();
    throw shopErrors.unsupportedService();
  }

  /** SHP-03: a coupon this account may use on this items total now, or the reason it may not. */
  async function usableCoupon(tx: Tx, tenantId: string, buyer: CouponBuyerKey, code: string, itemsTotal: number) {
    const now = clock.now();
    const coupon = await findCouponByCode(tx, tenantId, code.trim().toUpperCase());
    if (!coupon || !coupon.active) throw shopErrors.couponNotFound();
    if (now < coupon.startsAt) throw shopErrors.couponNotStarted();
    if (now >= coupon.endsAt) throw shopErrors.couponExpired();
    if (itemsTotal < coupon.minSpend) throw shopErrors.couponMinSpend(formatRupiah(coupon.minSpend));
    if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) throw shopErrors.couponUsedUp();
    if ((await countCouponUses(tx, tenantId, coupon.id, buyer)) >= coupon.perAccountLimit) {
      throw shopErrors.couponAccountLimit();
    }
    return coupon;
  }

  async function addressFields(body: z.output<typeof addressBody>) {
    const region = await regionByCode(body.area_code);
    if (!region) throw shopErrors.areaRequired();
    return {
      name: body.name,
      phone: body.phone,
      areaCode: region.code,
      province: region.province,
      city: region.city,
      district: region.district,
      subDistrict: body.sub_district,
      postcode: body.postcode,
      detail: body.detail,
    };
  }

  async function cartView(tx: Tx, tenantId: string, accountId: string, ids?: string[]): Promise<CartItem[]> {
    return linesView(tx, tenantId, await listCartRows(tx, tenantId, accountId, ids));
  }

  /**
   * Lines (of a cart, or of a checkout link) at today's prices and stock. A line whose product or variant is gone
   * is left out, so a caller comparing counts knows.
   */
  async function linesView(
    tx: Tx,
    tenantId: string,
    rows: { id: string; productId: string; variantId: string | null; quantity: number; notes: string }[],
  ): Promise<CartItem[]> {
    const products = new Map(
      (await findProductsByIds(tx, tenantId, [...new Set(rows.map((row) => row.productId))])).map((p) => [p.id, p]),
    );
    return rows.flatMap((row) => {
      const product = products.get(row.productId);
      if (!product) return [];
      const variant = product.variants.find((candidate) => candidate.id === row.variantId) ?? null;
      if (row.variantId && !variant) return [];
      return [
        {
          id: row.id,
          product: {
            id: product.id,
            slug: product.slug,
            name: product.name,
            weight: product.weight,
            min_quantity: product.minQuantity,
            images: product.images.map((key) => `/uploads/${key}`),
            thumbnails: product.images.map((key) => `/uploads/${thumbnailKey(key)}`),
          },
          variant: variant && { id: variant.id, options: variant.options, price: variant.price, stock: variant.stock },
          quantity: row.quantity,
          notes: row.notes,
          unit_price: variant?.price ?? product.price,
          stock: variant?.stock ?? product.stock,
        },
      ];
    });
  }

  /** SHP-02/SHP-06: a line's quantity within the minimum, the stock and the cart's maximum. */
  function assertQuantity(product: ProductWithVariants, stock: number, quantity: number): void {
    if (quantity < product.minQuantity) throw shopErrors.minQuantity(product.minQuantity);
    if (stock <= 0) throw shopErrors.stockEmpty();
    if (quantity > stock) throw shopErrors.stockExceedsCartMax(stock);
    if (quantity > shopCartLimits.quantity) throw shopErrors.stockExceedsCartMax(shopCartLimits.quantity);
  }

  /** A line as the cart would take it on its own (SHP-06): what a checkout link is checked by. */
  async function assertLine(tx: Tx, tenantId: string, body: z.output<typeof cartAddBody>): Promise<void> {
    const [product] = await findProductsByIds(tx, tenantId, [body.product_id]);
    if (!product || product.status !== 'active') throw shopErrors.productNotFound();
    const variant = chosenVariant(product, body.variant_id);
    assertQuantity(product, variant?.stock ?? product.stock, body.quantity);
  }

  async function addLine(tx: Tx, principal: Principal, body: z.output<typeof cartAddBody>): Promise<void> {
    const [product] = await findProductsByIds(tx, principal.tenantId, [body.product_id]);
    if (!product || product.status !== 'active') throw shopErrors.productNotFound();
    const variant = chosenVariant(product, body.variant_id);
    const existing = (await listCartRows(tx, principal.tenantId, principal.accountId)).find(
      (row) => row.productId === product.id && row.variantId === (variant?.id ?? null),
    );
    if (!existing && (await countCartLines(tx, principal.tenantId, principal.accountId)) >= shopCartLimits.lines) {
      throw shopErrors.cartLimit(shopCartLimits.lines);
    }
    assertQuantity(product, variant?.stock ?? product.stock, (existing?.quantity ?? 0) + body.quantity);
    await addToCartLine(tx, {
      tenantId: principal.tenantId,
      accountId: principal.accountId,
      productId: product.id,
      variantId: variant?.id ?? null,
      quantity: body.quantity,
      notes: body.notes,
    });
  }

  return {
    // The product pictures (SHP-01): kept in a file of their own.
    ...createShopImages({ ...deps, view: toProductView }),

    async listProducts(tenant: Tenant, body: z.output<typeof productListBody>) {
      return database.withTenant(tenant.id, async (tx) => {
        const { rows, total } = await listProducts(tx, tenant.id, {
          q: body.q,
          category: body.category,
          minPrice: body.min_price,
          maxPrice: body.max_price,
          inStock: body.in_stock,
          sort: body.sort,
          page: body.page,
          perPage: body.per_page,
        });
        return { data: rows.map(toProductView), meta: { page: body.page, per_page: body.per_page, total } };
      });
    },

    async productDetail(tenant: Tenant, slug: string): Promise<ShopProduct> {
      const product = await database.withTenant(tenant.id, (tx) => findProductBySlug(tx, tenant.id, slug));
      if (!product || product.status !== 'active') throw shopErrors.productNotFound();
      return toProductView(product);
    },

    async categories(tenant: Tenant): Promise<string[]> {
      return database.withTenant(tenant.id, (tx) => listCategories(tx, tenant.id));
    },

    async collection(tenant: Tenant, slug: string) {
      return database.withTenant(tenant.id, async (tx) => {
        const collection = await findCollection(tx, tenant.id, slug);
        if (!collection) throw shopErrors.collectionNotFound();
        const products = await findProductsByIds(tx, tenant.id, collection.productIds);
        const order = new Map(collection.productIds.map((id, index) => [id, index]));
        return {
          slug: collection.slug,
          title: collection.title,
          products: products
            .filter((product) => product.status === 'active')
            .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
            .map(toProductView),
        };
      });
    },

    /** SHP-01: the collections a visitor can open, with how many of their products are on sale now. */
    async collections(tenant: Tenant): Promise<CollectionSummary[]> {
      return database.withTenant(tenant.id, async (tx) => {
        const rows = await listCollections(tx, tenant.id);
        const onSale = new Set(
          (await findProductsByIds(tx, tenant.id, [...new Set(rows.flatMap((row) => row.productIds))]))
            .filter((product) => product.status === 'active')
            .map((product) => product.id),
        );
        return rows
          .map((row) => ({
            slug: row.slug,
            title: row.title,
            product_count: row.productIds.filter((id) => onSale.has(id)).length,
          }))
          .filter((row) => row.product_count > 0);
      });
    },

    async adminCollections(tenant: Tenant): Promise<ShopCollection[]> {
      return database.withTenant(tenant.id, async (tx) => (await listCollections(tx, tenant.id)).map(toCollectionView));
    },

    /** ADM-01 "shop": a collection saved with its products in order; every product must be the shop's. */
    async saveCollection(
      tenant: Tenant,
      actor: Principal,
      id: string | null,
      body: z.output<typeof adminCollectionBody>,
    ): Promise<ShopCollection> {
      return database.withTenant(tenant.id, async (tx) => {
        const known = await findProductsByIds(tx, tenant.id, body.product_ids);
        if (known.length !== body.product_ids.length) throw shopErrors.collectionProductUnknown();
        const taken = await findCollection(tx, tenant.id, body.slug);
        if (taken && taken.id !== id) throw shopErrors.slugTaken();
        const before = id ? (await listCollections(tx, tenant.id)).find((one) => one.id === id) : undefined;
        const values = { slug: body.slug, title: body.title, productIds: body.product_ids };
        const row = id
          ? await updateCollection(tx, tenant.id, id, values)
          : await insertCollection(tx, { ...values, tenantId: tenant.id });
        if (!row) throw id ? shopErrors.collectionNotFound() : shopErrors.slugTaken();
        await audit.record(
          tx,
          tenant.id,
          'admin.shop.collection',
          {
            id: row.id,
            ...(before
              ? { before: { slug: before.slug, title: before.title, products: before.productIds.length } }
              : {}),
            after: { slug: row.slug, title: row.title, products: row.productIds.length },
          },
          actor.accountId,
        );
        return toCollectionView(row);
      });
    },

    async deleteCollection(tenant: Tenant, actor: Principal, id: string): Promise<void> {
      await database.withTenant(tenant.id, async (tx) => {
        const row = await deleteCollection(tx, tenant.id, id);
        if (!row) throw shopErrors.collectionNotFound();
        await audit.record(
          tx,
          tenant.id,
          'admin.shop.collection_delete',
          { id, before: { slug: row.slug, title: row.title } },
          actor.accountId,
        );
      });
    },

    async cart(principal: Principal): Promise<CartItem[]> {
      return database.withTenant(principal.tenantId, (tx) => cartView(tx, principal.tenantId, principal.accountId));
    },

    /** `cart/checkout` (SHP-03): the chosen lines as the checkout page shows them; nothing is held yet. */
    async cartCheckout(tenant: Tenant, principal: Principal, itemIds: string[]): Promise<CartCheckout> {
      return database.withTenant(tenant.id, async (tx) => {
        const lines = await cartView(tx, tenant.id, principal.accountId, itemIds);
        return {
          lines,
          items_total: lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0),
          weight: weightOf(lines),
          payable: linesPayable(lines, new Set(itemIds).size),
          seller_delivery: sellerDelivery(tenant),
        };
      });
    },

    /** `payment/channel` (SHP-03): a member pays from the deposit or through a gateway's channel. */
    paymentChannels(): ShopPaymentMethod[] {
      return [...shopPaymentMethods];
    },

    async addToCart(principal: Principal, items: z.output<typeof cartAddBody>[]): Promise<CartItem[]> {
      return database.withTenant(principal.tenantId, async (tx) => {
        for (const item of items) await addLine(tx, principal, item);
        return cartView(tx, principal.tenantId, principal.accountId);
      });
    },

    /**
     * SHP-02: a guest's localCart added to the account's cart at login, in one transaction. Unlike an add, a line
     * the shop cannot take as asked is not refused: it is added up to what the stock, the cart's maximum and its
     * number of lines allow (a quantity the guest asked for and the account's own add up), or left out, and the
     * answer says which and why.
     */
    async mergeCart(principal: Principal, items: z.output<typeof cartAddBody>[]) {
      const { tenantId, accountId } = principal;
      return database.withTenant(tenantId, async (tx) => {
        const adjusted: CartMergeAdjustment[] = [];
        const products = new Map(
          (await findProductsByIds(tx, tenantId, [...new Set(items.map((item) => item.product_id))])).map((p) => [
            p.id,
            p,
          ]),
        );
        for (const item of items) {
          const note = (reason: CartMergeAdjustment['reason'], added: number) =>
            adjusted.push({
              product_id: item.product_id,
              variant_id: item.variant_id,
              asked: item.quantity,
              added,
              reason,
            });
          const product = products.get(item.product_id);
          const variant =
            product && product.variants.length > 0
              ? product.variants.find((candidate) => candidate.id === item.variant_id)
              : null;
          const sellable =
            product?.status === 'active' && (product.variants.length === 0 ? item.variant_id === null : !!variant);
          if (!product || !sellable) {
            note('unavailable', 0);
            continue;
          }
          const rows = await listCartRows(tx, tenantId, accountId);
          const existing = rows.find((row) => row.productId === product.id && row.variantId === (variant?.id ?? null));
          if (!existing && rows.length >= shopCartLimits.lines) {
            note('lines', 0);
            continue;
          }
          const stock = variant?.stock ?? product.stock;
          const had = existing?.quantity ?? 0;
          const wanted = had + item.quantity;
          const target = Math.min(wanted, stock, shopCartLimits.quantity);
          if (target < product.minQuantity || target <= had) {
            note(stock <= had || stock < product.minQuantity ? 'stock' : 'minimum', 0);
            continue;
          }
          await addToCartLine(tx, {
            tenantId,
            accountId,
            productId: product.id,
            variantId: variant?.id ?? null,
            quantity: target - had,
            notes: item.notes,
          });
          if (target < wanted) note(target === stock ? 'stock' : 'limit', target - had);
        }
        return { data: await cartView(tx, tenantId, accountId), adjusted };
      });
    },

    async editCartLine(principal: Principal, id: string, change: { quantity: number; notes: string }) {
      return database.withTenant(principal.tenantId, async (tx) => {
        const [line] = await cartView(tx, principal.tenantId, principal.accountId, [id]);
        if (!line) throw shopErrors.cartItemNotFound();
        const [product] = await findProductsByIds(tx, principal.tenantId, [line.product.id]);
        if (!product) throw shopErrors.cartItemNotFound();
        assertQuantity(product, line.stock, change.quantity);
        await updateCartLine(tx, principal.tenantId, principal.accountId, id, change);
        return cartView(tx, principal.tenantId, principal.accountId);
      });
    },

    async removeCartLine(principal: Principal, id: string): Promise<CartItem[]> {
      return database.withTenant(principal.tenantId, async (tx) => {
        if ((await deleteCartLines(tx, principal.tenantId, principal.accountId, [id])) === 0) {
          throw shopErrors.cartItemNotFound();
        }
        return cartView(tx, principal.tenantId, principal.accountId);
      });
    },

    /**
     * SHP-03: pays the chosen cart lines, from the deposit in one transaction (`writeOrder`), or through a gateway:
     * the order is written waiting for its payment with its stock and coupon held, then the gateway is asked. The
     * same request id answers the order it made, never a second payment.
     */
    async pay(
      tenant: Tenant,
      principal: Principal,
      body: z.output<typeof cartPayBody>,
      locale: Locale = 'id',
      returnBase = '',
    ): Promise<ShopOrder> {
      const buyer: OrderBuyer = { kind: 'account', accountId: principal.accountId };
      const key = { accountId: principal.accountId };
      // The courier is asked before the transaction opens (no network call while rows are locked); a replay of a
      // paid request answers its order without asking anyone.
      const before = await database.withTenant(tenant.id, async (tx) => {
        // The cart before the replay: each statement reads what is committed when it starts, and a payment of the
        // same request committing in between takes the lines out of the cart. Read the other way round, this request
        // found neither its order nor its lines and answered "not found" (seen under load); this way, lines that are
        // gone mean the order is seen.
        const lines = await cartView(tx, tenant.id, principal.accountId, body.item_ids);
        const replay = await findOrderByRequest(tx, tenant.id, key, body.request_id);
        // Who the gateway names as its customer, read before any order exists to compensate.
        const account = replay ? null : await findAccountById(tx, tenant.id, principal.accountId);
        return { replay, lines, account };
      });
      if (before.replay) return toOrderView(before.replay);
      if (before.lines.length !== new Set(body.item_ids).size) throw shopErrors.cartItemNotFound();
      const weight = weightOf(before.lines);
      const delivery = await deliveryOf(tenant, body.shipping, body.address.postcode, weight, locale);
      const written = await database.withTenant(tenant.id, async (tx) => {
        const result = await writeOrder(tx, tenant, buyer, {
          ...body,
          method: body.payment.method,
          weight,
          delivery,
          lines: async () => {
            const lines = await cartView(tx, tenant.id, principal.accountId, body.item_ids);
            if (lines.length !== new Set(body.item_ids).size) throw shopErrors.cartItemNotFound();
            return lines;
          },
        });
        // A deposit order is paid: its lines leave the cart with the payment.
        if (result.fresh && !gatewayOf(body.payment.method)) {
          await deleteCartLines(tx, tenant.id, principal.accountId, body.item_ids);
        }
        return result;
      });
      if (!written.fresh || !gatewayOf(body.payment.method)) return toOrderView(written.order);
      const { account } = before;
      const own = `${returnBase}/shop/transaction/all`;
      const order = await requestGatewayPayment(tenant, written.order, {
        customer: {
          name: account?.name ?? body.address.name,
          email: account?.email ?? null,
          phone: body.address.phone,
        },
        returnUrl: own,
        // The lines leave the cart once the payment exists: a refused payment leaves them for another method.
        onCharged: (tx) => deleteCartLines(tx, tenant.id, principal.accountId, body.item_ids).then(() => undefined),
      });
      return toOrderView(order);
    },

    // SHP-03: public checkout links (make-cart, checkout/{link}, a guest's payment and order).
    ...createCheckoutLinks({
      database,
      clock,
      view: toOrderView,
      assertLine,
      linesView,
      usableCoupon,
      couponDiscount,
      deliveryOf,
      weightOf,
      writeOrder,
      requestGatewayPayment,
    }),

    /** SHP-03: the shop's gateway payments, for the deposits' webhook route to hand them over by reference. */
    gatewayPayments: {
      owns: (reference: string) => reference.startsWith(paymentReferencePrefix),
      tenantOf: (reference: string) => database.withSystem((tx) => findTenantOfPaymentReference(tx, reference)),
      handle: (tx: Tx, tenantId: string, notification: VerifiedNotification) =>
        settlePayment(tx, tenantId, notification.reference, notification),
    } satisfies GatewayPaymentRoute,

    /**
     * Sends guests' money back through the gateway they paid with (decision 038): what the ledger says the shop owes
     * the guest for the order (`house:shop_guest_refunds`, booked when the seller cancelled a paid order or a payment
     * came after expiry). The amount is written on the order before the gateway is asked, with a key of the order's
     * own, so a crash or no answer asks again for the same refund and never a second one; once the gateway accepts,
     * the debt leaves the shop's books towards the gateway and `refund_due` is cleared in one transaction. A refusal
     * (a channel that cannot refund, already refunded from the dashboard) leaves it to a person, flagged.
     */
    async refundGuests(): Promise<{ refunded: number; refused: number }> {
      const due = await database.withSystem((tx) => guestRefundsDue(tx, 50));
      let refunded = 0;
      let refused = 0;
      for (const { tenantId, id } of due) {
        const claimed = await database.withTenant(tenantId, async (tx) => {
          const order = await findOrderById(tx, tenantId, id);
          const gateway = order && gatewayOf(order.paymentMethod as ShopPaymentMethod);
          if (!order || !gateway || order.gatewayRefundedAt || !order.paymentReference || !order.paymentProviderRef) {
            return null;
          }
          const owed = await houseBalance(tx, tenantId, houseCodes.shopGuestRefunds, order.number);
          if (owed <= 0) return null;
          await updateOrder(tx, tenantId, id, { gatewayRefundAmount: owed });
          return { order, gateway, owed, reference: order.paymentReference, providerRef: order.paymentProviderRef };
        });
        if (!claimed) continue;
        const { order, gateway, owed } = claimed;
        let refund: { providerRefundId: string };
        try {
          refund = await (
            await gatewaysFor(tenantId)
          )[gateway.provider].refund({
            reference: claimed.reference,
            providerRef: claimed.providerRef,
            amount: owed,
            reason: order.cancelReason ?? 'Order cancelled',
            key: `shop-guest-refund-${order.id}`,
          });
        } catch (error) {
          // No answer: asked again on the next run, with the same key.
          if (!(error instanceof ProviderError) || error.code === 'unavailable') continue;
          await database.withTenant(tenantId, async (tx) => {
            // Read again: a notification may have flagged the order while the gateway was asked.
            const current = await lockOrderByPaymentReference(tx, tenantId, claimed.reference);
            await updateOrder(tx, tenantId, id, {
              gatewayRefundAmount: null,
              reviewFlag: withFlag(current?.reviewFlag ?? order.reviewFlag, 'gateway_refund_refused'),
            });
          });
          refused += 1;
          continue;
        }
        const booked = await database.withTenant(tenantId, async (tx) => {
          const now = clock.now();
          const current = await lockOrderByPaymentReference(tx, tenantId, claimed.reference);
          // The gateway called back the refund's failure before this booking: nothing went out, nothing to book.
          if (!current || current.gatewayRefundAmount === null) return false;
          await postTransfer(tx, tenantId, {
            idempotencyKey: `shop-guest-refund:${order.id}`,
            kind: 'shop.guest_refund',
            reference: order.number,
            at: now,
            legs: [
              { code: houseCodes.shopGuestRefunds, amount: -owed },
              { code: houseCodes.gatewayClearing(gateway.provider), amount: owed },
            ],
          });
          await updateOrder(tx, tenantId, id, {
            gatewayRefundRef: refund.providerRefundId,
            gatewayRefundedAt: now,
            reviewFlag: withoutFlag(current.reviewFlag, 'refund_due'),
            updatedAt: now,
          });
          return true;
        });
        if (booked) refunded += 1;
      }
      return { refunded, refused };
    },

    /**
     * SHP-03: gateway orders still waiting past their payment's expiry. The gateway is asked first (a payment whose
     * notification was lost moves the order on); the rest are cancelled, their stock and coupon given back once.
     */
    async expireOverdue(): Promise<{ checked: number; paid: number; expired: number }> {
      const overdue = await database.withSystem((tx) => overdueGatewayOrders(tx, clock.now(), 200));
      let paid = 0;
      let expired = 0;
      for (const order of overdue) {
        const gateway = gatewayOf(order.paymentMethod as ShopPaymentMethod);
        if (!gateway || !order.paymentReference) continue;
        let report: Pick<GatewayStatusReport, 'status' | 'paidAmount' | 'paidAt'> = {
          status: 'expired',
          paidAmount: null,
          paidAt: null,
        };
        if (order.paymentProviderRef) {
          const live = await (
            await gatewaysFor(order.tenantId)
          )[gateway.provider]
            .fetchStatus(order.paymentReference, order.paymentProviderRef)
            .catch(() => null);
          // No answer: the gateway is asked again on the next run rather than an order cancelled that may be paid.
          if (!live) continue;
          if (live.status === 'paid') report = live;
        }
        const reference = order.paymentReference;
        const outcome = await database.withTenant(order.tenantId, (tx) =>
          settlePayment(tx, order.tenantId, reference, report),
        );
        if (outcome === 'paid') paid += 1;
        if (outcome === 'expired') expired += 1;
      }
      return { checked: overdue.length, paid, expired };
    },

    /** `cart/check-coupon`: what the code takes off these lines now (nothing is counted until payment). */
    async checkCoupon(principal: Principal, code: string, itemIds: string[]) {
      return database.withTenant(principal.tenantId, async (tx) => {
        const lines = await cartView(tx, principal.tenantId, principal.accountId, itemIds);
        if (lines.length !== new Set(itemIds).size) throw shopErrors.cartItemNotFound();
        const itemsTotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
        const coupon = await usableCoupon(tx, principal.tenantId, { accountId: principal.accountId }, code, itemsTotal);
        return { code: coupon.code, discount: couponDiscount(coupon, itemsTotal), items_total: itemsTotal };
      });
    },

    /** `public/can-coupon`: whether any coupon can be used now, so checkout shows the coupon field only then. */
    async canCoupon(tenant: Tenant): Promise<boolean> {
      return database.withTenant(tenant.id, (tx) => hasUsableCoupon(tx, tenant.id, clock.now()));
    },

    async adminCoupons(tenant: Tenant): Promise<ShopCoupon[]> {
      return database.withTenant(tenant.id, async (tx) => (await listCoupons(tx, tenant.id)).map(toCouponView));
    },

    async saveCoupon(
      tenant: Tenant,
      actor: Principal,
      id: string | null,
      body: z.output<typeof adminCouponBody>,
    ): Promise<ShopCoupon> {
      const fields = {
        code: body.code,
        kind: body.kind,
        value: body.value,
        maxDiscount: body.kind === 'percent' ? body.max_discount : null,
        minSpend: body.min_spend,
        perAccountLimit: body.per_account_limit,
        totalLimit: body.total_limit,
        startsAt: new Date(body.starts_at),
        endsAt: new Date(body.ends_at),
        active: body.active,
      };
      return database.withTenant(tenant.id, async (tx) => {
        const taken = await findCouponByCode(tx, tenant.id, body.code);
        if (taken && taken.id !== id) throw shopErrors.couponCodeTaken();
        const row = id
          ? await updateCoupon(tx, tenant.id, id, fields)
          : await insertCoupon(tx, { ...fields, tenantId: tenant.id, createdAt: clock.now() });
        if (row === 'below_used') throw shopErrors.couponLimitBelowUsed();
        if (!row) throw id ? shopErrors.couponNotFound() : shopErrors.couponCodeTaken();
        const view = toCouponView(row);
        await audit.record(
          tx,
          tenant.id,
          'admin.shop.coupon',
          { id: row.id, code: view.code, after: { kind: view.kind, value: view.value, active: view.active } },
          actor.accountId,
        );
        return view;
      });
    },

    /** `location/all-cities` (SHP-04): every city and regency with its province. */
    async allCities() {
      return allCities();
    },

    async searchRegions(searchKey: string) {
      return searchRegions(searchKey);
    },

    async shippingCost(tenant: Tenant, postcode: string, weight: number, locale: Locale) {
      const quoted = await rates(tenant, postcode, weight, locale);
      return {
        rates: quoted.rates,
        unavailable: quoted.unavailable.map(({ courier, message }) => ({ courier, message })),
      };
    },

    async addresses(principal: Principal): Promise<ShopAddress[]> {
      return database.withTenant(principal.tenantId, async (tx) =>
        (await listAddresses(tx, principal.tenantId, principal.accountId)).map(toAddressView),
      );
    },

    /** The first address saved is the primary one; `primary` on a later one moves the flag to it. */
    async addAddress(principal: Principal, body: z.output<typeof addressBody>): Promise<ShopAddress[]> {
      const fields = await addressFields(body);
      const { tenantId, accountId } = principal;
      return database.withTenant(tenantId, async (tx) => {
        await lockAddresses(tx, tenantId, accountId);
        const count = await countAddresses(tx, tenantId, accountId);
        if (count >= shopAddressLimit) throw shopErrors.addressLimit(shopAddressLimit);
        const primary = body.primary || count === 0;
        if (primary) await clearPrimaryAddress(tx, tenantId, accountId);
        await insertAddress(tx, { ...fields, tenantId, accountId, isPrimary: primary, createdAt: clock.now() });
        return (await listAddresses(tx, tenantId, accountId)).map(toAddressView);
      });
    },

    async updateAddress(principal: Principal, id: string, body: z.output<typeof addressBody>): Promise<ShopAddress[]> {
      const fields = await addressFields(body);
      const { tenantId, accountId } = principal;
      return database.withTenant(tenantId, async (tx) => {
        await lockAddresses(tx, tenantId, accountId);
        if (body.primary) await clearPrimaryAddress(tx, tenantId, accountId);
        const row = await updateAddress(tx, tenantId, accountId, id, {
          ...fields,
          ...(body.primary ? { isPrimary: true } : {}),
        });
        if (!row) throw shopErrors.addressNotFound();
        return (await listAddresses(tx, tenantId, accountId)).map(toAddressView);
      });
    },

    async pickAddress(principal: Principal, id: string): Promise<ShopAddress[]> {
      const { tenantId, accountId } = principal;
      return database.withTenant(tenantId, async (tx) => {
        await lockAddresses(tx, tenantId, accountId);
        await clearPrimaryAddress(tx, tenantId, accountId);
        if (!(await updateAddress(tx, tenantId, accountId, id, { isPrimary: true })))
          throw shopErrors.addressNotFound();
        return (await listAddresses(tx, tenantId, accountId)).map(toAddressView);
      });
    },

    /** Deleting the primary address makes the oldest one left the primary, so checkout always starts with one. */
    async deleteAddress(principal: Principal, id: string): Promise<ShopAddress[]> {
      const { tenantId, accountId } = principal;
      return database.withTenant(tenantId, async (tx) => {
        await lockAddresses(tx, tenantId, accountId);
        const deleted = await deleteAddress(tx, tenantId, accountId, id);
        if (!deleted) throw shopErrors.addressNotFound();
        const left = await listAddresses(tx, tenantId, accountId);
        const [oldest] = [...left].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        if (deleted.isPrimary && oldest) {
          await updateAddress(tx, tenantId, accountId, oldest.id, { isPrimary: true });
          return (await listAddresses(tx, tenantId, accountId)).map(toAddressView);
        }
        return left.map(toAddressView);
      });
    },

    async orders(principal: Principal, body: z.output<typeof transactionsBody>) {
      return database.withTenant(principal.tenantId, async (tx) => {
        const { rows, total } = await listOrders(tx, principal.tenantId, {
          accountId: principal.accountId,
          ...(body.status === 'all' ? {} : { statuses: [body.status] }),
          page: body.page,
          perPage: body.per_page,
        });
        return { data: rows.map(toOrderView), meta: { page: body.page, per_page: body.per_page, total } };
      });
    },

    async orderCount(principal: Principal, statuses?: readonly ShopOrderStatus[]): Promise<number> {
      return database.withTenant(principal.tenantId, async (tx) => {
        const { total } = await listOrders(tx, principal.tenantId, {
          accountId: principal.accountId,
          ...(statuses ? { statuses } : {}),
          page: 1,
          perPage: 1,
        });
        return total;
      });
    },

    async adminProducts(tenant: Tenant, body: z.output<typeof adminListQuery>) {
      return database.withTenant(tenant.id, async (tx) => {
        const { rows, total } = await listProducts(tx, tenant.id, {
          q: body.q,
          sort: 'name',
          page: body.page,
          perPage: body.per_page,
          includeHidden: true,
        });
        return { data: rows.map(toProductView), meta: { page: body.page, per_page: body.per_page, total } };
      });
    },

    async saveProduct(tenant: Tenant, actor: Principal, id: string | null, body: z.output<typeof adminProductBody>) {
      const optionNames = body.variants.map((variant) => Object.keys(variant.options).sort().join('|'));
      if (new Set(optionNames).size > 1) throw shopErrors.variantRequired();
      const fields = {
        slug: body.slug,
        name: body.name,
        description: body.description,
        category: body.category,
        weight: body.weight,
        minQuantity: body.min_quantity,
        grossPrice: body.gross_price,
        price: body.price,
        stock: body.stock,
        status: body.status,
        updatedAt: clock.now(),
      };
      const variants = body.variants.map((variant) => ({
        options: variant.options,
        price: variant.price,
        stock: variant.stock,
      }));
      return database.withTenant(tenant.id, async (tx) => {
        const taken = await findProductBySlug(tx, tenant.id, body.slug);
        if (taken && taken.id !== id) throw shopErrors.slugTaken();
        const [before] = id ? await findProductsByIds(tx, tenant.id, [id]) : [];
        const row = id
          ? await updateProduct(tx, tenant.id, id, fields, variants)
          : await insertProduct(tx, { ...fields, tenantId: tenant.id, createdAt: clock.now() }, variants);
        if (!row) throw id ? shopErrors.productNotFound() : shopErrors.slugTaken();
        const [saved] = await findProductsByIds(tx, tenant.id, [row.id]);
        if (!saved) throw shopErrors.productNotFound();
        const summary = (product: ProductWithVariants) => ({
          slug: product.slug,
          price: product.price,
          stock: product.stock,
          status: product.status,
          variants: product.variants.length,
        });
        await audit.record(
          tx,
          tenant.id,
          'admin.shop.product',
          { id: saved.id, ...(before ? { before: summary(before) } : {}), after: summary(saved) },
          actor.accountId,
        );
        return toProductView(saved);
      });
    },

    /** ADM-01 "shop, couriers": the seller's delivery, where parcels leave from, and the couriers offered. */
    deliverySettings: toDeliverySettings,

    /** Saves them whole, audited before → after in the same transaction; every process reads them on commit. */
    async saveDeliverySettings(
      tenant: Tenant,
      actor: Principal,
      body: z.output<typeof shopDeliverySettingsBody>,
    ): Promise<ShopDeliverySettings> {
      const view = (settings: Pick<Tenant, 'shopSettings'>) => {
        const { available_couriers: _available, ...rest } = toDeliverySettings(settings);
        return rest;
      };
      const shopSettings = {
        flatDeliveryFee: body.flat_delivery_fee,
        deliveryServiceName: body.delivery_service_name,
        origin: {
          name: body.origin.name,
          phone: body.origin.phone,
          address: body.origin.address,
          city: body.origin.city,
          postalCode: body.origin.postal_code,
        },
        couriers: courierCodes.filter((code) => body.couriers.includes(code)),
      };
      const updated = await tenants.update(tenant.id, { settings: { shopSettings } }, (tx, changed) =>
        audit.record(
          tx,
          tenant.id,
          'admin.shop.settings',
          { before: view(tenant), after: view(changed) },
          actor.accountId,
        ),
      );
      return toDeliverySettings(updated);
    },

    async adminOrders(tenant: Tenant, body: z.output<typeof adminListQuery>) {
      return database.withTenant(tenant.id, async (tx) => {
        const { rows, total } = await listOrders(tx, tenant.id, {
          ...(body.status === 'all' ? {} : { statuses: [body.status] }),
          page: body.page,
          perPage: body.per_page,
        });
        return { data: rows.map(toOrderView), meta: { page: body.page, per_page: body.per_page, total } };
      });
    },

    /**
     * The seller moves an order on (SHP-05). A cancellation of a paid order refunds the deposit and gives the stock
     * back in the same transaction, once: the move is conditional on the order's state, so a second cancel finds
     * nothing to move.
     */
    async moveOrder(
      tenant: Tenant,
      actor: Principal,
      id: string,
      body: z.output<typeof adminOrderStatusBody>,
    ): Promise<ShopOrder> {
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const moved = await moveOrder(tx, tenant.id, id, movesTo[body.status], {
          status: body.status,
          updatedAt: now,
          ...(body.status === 'shipped' ? { receiptNumber: body.receipt_number } : {}),
          ...(body.status === 'cancelled' ? { cancelReason: body.cancel_reason } : {}),
        });
        if (!moved) throw shopErrors.orderState();
        await announce(tx, moved);
        await audit.record(
          tx,
          tenant.id,
          'admin.shop.order',
          {
            id: moved.number,
            after: {
              status: moved.status,
              ...(moved.receiptNumber ? { receipt: moved.receiptNumber } : {}),
              ...(moved.cancelReason ? { reason: moved.cancelReason } : {}),
            },
          },
          actor.accountId,
        );
        // An order cancelled while it waited for its gateway payment took no money: what it held comes back.
        if (body.status === 'cancelled' && !moved.paidAt) await release(tx, tenant.id, moved);
        if (body.status === 'cancelled' && moved.paidAt) {
          await postTransfer(tx, tenant.id, {
            idempotencyKey: `shop-refund:${moved.id}`,
            kind: 'shop.refund',
            reference: moved.number,
            at: now,
            legs: [
              { code: houseCodes.shopSales, amount: -(moved.itemsTotal + moved.deliveryFee) },
              ...(moved.couponDiscount > 0 ? [{ code: houseCodes.shopCoupons, amount: moved.couponDiscount }] : []),
              { code: refundCode(moved), amount: moved.total },
            ],
          });
          if (!moved.accountId) {
            await updateOrder(tx, tenant.id, moved.id, { reviewFlag: withFlag(moved.reviewFlag, 'refund_due') });
          }
          // The stock and the coupon's use come back with the money: the buyer may use the coupon again.
          await release(tx, tenant.id, moved);
        }
        return toOrderView(moved);
      });
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
