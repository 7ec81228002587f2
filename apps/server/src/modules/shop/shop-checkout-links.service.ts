import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  shopCheckoutLinkPolicy,
  shopCheckoutPagePath,
  shopGatewayMethods,
  type CartItem,
  type makeCartBody,
  type PublicCheckout,
  type publicPayBody,
  type ShopOrder,
  type ShopPaymentMethod,
} from '@konter/shared/contracts/shop';
import type { Locale } from '@konter/shared/i18n/locales';
import { normalizeMsisdn } from '@konter/shared/phone/operators';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { shopErrors } from './shop.errors.ts';
import {
  findCheckoutLinkByCode,
  findOrderByGuestToken,
  findOrderByRequest,
  insertCheckoutLink,
  type CouponBuyerKey,
  type ShopCheckoutLinkRow,
  type ShopCouponRow,
  type ShopOrderRow,
} from './shop.repository.ts';
import { sellerDelivery } from './shop-delivery.ts';
import { linesPayable } from './shop-lines.ts';
import type { OrderBuyer } from './shop.service.ts';

type LinkLineRow = { id: string; productId: string; variantId: string | null; quantity: number; notes: string };

/** The order-writing steps of the shop's service a link's payment goes through, the same as a member's. */
type CheckoutSteps = {
  database: Database;
  clock: Clock;
  view: (order: ShopOrderRow) => ShopOrder;
  /** Refuses a line the cart would refuse (product gone, variant missing, minimum, stock, cart maximum). */
  assertLine: (tx: Tx, tenantId: string, line: z.output<typeof makeCartBody>['items'][number]) => Promise<void>;
  linesView: (tx: Tx, tenantId: string, rows: LinkLineRow[]) => Promise<CartItem[]>;
  usableCoupon: (
    tx: Tx,
    tenantId: string,
    buyer: CouponBuyerKey,
    code: string,
    itemsTotal: number,
  ) => Promise<ShopCouponRow>;
  couponDiscount: (coupon: ShopCouponRow, itemsTotal: number) => number;
  deliveryOf: (
    tenant: Tenant,
    shipping: { courier: string; service: string } | null | undefined,
    postcode: string,
    weightGrams: number,
    locale: Locale,
  ) => Promise<{ service: string; fee: number }>;
  weightOf: (lines: CartItem[]) => number;
  writeOrder: (
    tx: Tx,
    tenant: Tenant,
    buyer: OrderBuyer,
    input: {
      request_id: string;
      address: z.output<typeof publicPayBody>['address'];
      coupon_code?: string | null | undefined;
      method: ShopPaymentMethod;
      weight: number;
      delivery: { service: string; fee: number };
      lines: () => Promise<CartItem[]>;
    },
  ) => Promise<{ order: ShopOrderRow; fresh: boolean }>;
  requestGatewayPayment: (
    tenant: Tenant,
    order: ShopOrderRow,
    payment: { customer: { name: string; email: string | null; phone: string }; returnUrl: string },
  ) => Promise<ShopOrderRow>;
};

/** Ten letters and digits: short enough for a WhatsApp message, too many to guess (62^10). */
function newLinkCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** A guest order's key: 24 random bytes, 32 URL-safe characters. */
function newGuestToken(): string {
  return randomBytes(24).toString('base64url');
}

function linkRows(link: ShopCheckoutLinkRow): LinkLineRow[] {
  return link.lines.map((line, index) => ({ id: String(index), ...line }));
}

/**
 * SHP-03: public checkout links. Anyone (a seller from the cart, a guest from the cart kept in the browser) turns
 * chosen lines into `/shop/checkout/{link}`; whoever opens it pays through a gateway as a guest, at the day's prices,
 * through the same steps as a member's order: stock and coupon held in one transaction, the gateway asked after,
 * a refusal compensated once. A guest follows the order by the token the payment answered.
 */
export function createCheckoutLinks(steps: CheckoutSteps) {
  const { database, clock } = steps;

  async function openLink(tx: Tx, tenantId: string, code: string): Promise<ShopCheckoutLinkRow> {
    const link = await findCheckoutLinkByCode(tx, tenantId, code);
    if (!link) throw shopErrors.linkNotFound();
    if (link.expiresAt <= clock.now()) throw shopErrors.linkExpired();
    return link;
  }

  return {
    /** `public/make-cart`: the same product twice becomes one line; every line is checked as the cart checks it. */
    async makeCheckoutLink(tenant: Tenant, createdBy: string | null, body: z.output<typeof makeCartBody>) {
      const merged = new Map<string, z.output<typeof makeCartBody>['items'][number]>();
      for (const item of body.items) {
        const key = `${item.product_id}:${item.variant_id ?? ''}`;
        const earlier = merged.get(key);
        merged.set(key, earlier ? { ...earlier, quantity: earlier.quantity + item.quantity } : item);
      }
      return database.withTenant(tenant.id, async (tx) => {
        for (const item of merged.values()) await steps.assertLine(tx, tenant.id, item);
        const now = clock.now();
        const link = await insertCheckoutLink(tx, {
          tenantId: tenant.id,
          code: newLinkCode(),
          lines: [...merged.values()].map((item) => ({
            productId: item.product_id,
            variantId: item.variant_id,
            quantity: item.quantity,
            notes: item.notes,
          })),
          createdBy,
          expiresAt: new Date(now.getTime() + shopCheckoutLinkPolicy.ttlDays * 24 * 60 * 60_000),
          createdAt: now,
        });
        return { link: link.code, path: shopCheckoutPagePath(link.code), expires_at: link.expiresAt.toISOString() };
      });
    },

    /** `public/checkout/{link}`: the link's lines at today's prices and stock, and whether it can be paid. */
    async checkoutLink(tenant: Tenant, code: string): Promise<PublicCheckout> {
      return database.withTenant(tenant.id, async (tx) => {
        const link = await openLink(tx, tenant.id, code);
        const lines = await steps.linesView(tx, tenant.id, linkRows(link));
        return {
          link: link.code,
          shop_name: tenant.brandName,
          lines,
          items_total: lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0),
          weight: steps.weightOf(lines),
          payable: linesPayable(lines, link.lines.length),
          expires_at: link.expiresAt.toISOString(),
          seller_delivery: sellerDelivery(tenant),
        };
      });
    },

    /** `public/check-coupon`: what a coupon takes off the link's lines for this phone (nothing is counted yet). */
    async checkLinkCoupon(tenant: Tenant, body: { link: string; code: string; phone: string }) {
      return database.withTenant(tenant.id, async (tx) => {
        const link = await openLink(tx, tenant.id, body.link);
        const lines = await steps.linesView(tx, tenant.id, linkRows(link));
        const itemsTotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
        const phone = normalizeMsisdn(body.phone) || body.phone;
        const coupon = await steps.usableCoupon(tx, tenant.id, { phone }, body.code, itemsTotal);
        return { code: coupon.code, discount: steps.couponDiscount(coupon, itemsTotal), items_total: itemsTotal };
      });
    },

    /** `public/payment/channels`: a guest has no deposit, so the gateways' methods only. */
    linkPaymentChannels(): string[] {
      return [...shopGatewayMethods];
    },

    /**
     * `public/pay`: a guest's order from a link, through a gateway. The courier is asked before the transaction
     * (no network call while rows are locked); the lines are read again under the request's lock; the same request
     * id answers the order it made with its token, never a second order.
     */
    async payCheckoutLink(
      tenant: Tenant,
      body: z.output<typeof publicPayBody>,
      locale: Locale,
      returnBase: string,
    ): Promise<{ data: ShopOrder; token: string }> {
      const before = await database.withTenant(tenant.id, async (tx) => {
        const link = await openLink(tx, tenant.id, body.link);
        const replay = await findOrderByRequest(tx, tenant.id, { checkoutLinkId: link.id }, body.request_id);
        const lines = replay ? [] : await steps.linesView(tx, tenant.id, linkRows(link));
        return { link, replay, lines };
      });
      const { link } = before;
      if (before.replay?.guestToken) return { data: steps.view(before.replay), token: before.replay.guestToken };
      if (before.lines.length !== link.lines.length) throw shopErrors.linkUnpayable();
      const weight = steps.weightOf(before.lines);
      const delivery = await steps.deliveryOf(tenant, body.shipping, body.address.postcode, weight, locale);
      const buyer: OrderBuyer = {
        kind: 'guest',
        checkoutLinkId: link.id,
        phone: normalizeMsisdn(body.address.phone) || body.address.phone,
        email: body.email ?? null,
        token: newGuestToken(),
      };
      const written = await database.withTenant(tenant.id, (tx) =>
        steps.writeOrder(tx, tenant, buyer, {
          ...body,
          method: body.payment.method,
          weight,
          delivery,
          lines: async () => {
            const lines = await steps.linesView(tx, tenant.id, linkRows(link));
            if (lines.length !== link.lines.length) throw shopErrors.linkUnpayable();
            return lines;
          },
        }),
      );
      const token = written.order.guestToken ?? buyer.token;
      if (!written.fresh) return { data: steps.view(written.order), token };
      const order = await steps.requestGatewayPayment(tenant, written.order, {
        customer: { name: body.address.name, email: buyer.email, phone: body.address.phone },
        returnUrl: `${returnBase}${shopCheckoutPagePath(link.code, token)}`,
      });
      return { data: steps.view(order), token };
    },

    /** `public/order/{token}`: a guest's order, opened by the token only its payer received. */
    async guestOrder(tenant: Tenant, token: string): Promise<{ data: ShopOrder; token: string }> {
      const order = await database.withTenant(tenant.id, (tx) => findOrderByGuestToken(tx, tenant.id, token));
      if (!order) throw shopErrors.orderNotFound();
      return { data: steps.view(order), token };
    },
  };
}
