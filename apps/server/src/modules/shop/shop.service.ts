import type { z } from 'zod';
import {
  shopCartLimits,
  type adminListQuery,
  type adminOrderStatusBody,
  type adminProductBody,
  type cartAddBody,
  type cartPayBody,
  type CartItem,
  type productListBody,
  type ShopOrder,
  type ShopOrderStatus,
  type ShopProduct,
  type transactionsBody,
} from '@konter/shared/contracts/shop';
import type { Database, Tx } from '../../db/client.ts';
import type { ShopOrderLine } from '../../db/schema/shop.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { holderCode, houseCodes, postTransfer } from '../ledger/index.ts';
import { shopErrors } from './shop.errors.ts';
import {
  addToCartLine,
  countCartLines,
  deleteCartLines,
  findCollection,
  findOrderByRequest,
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
    address: order.address,
    payment_detail: { method: 'deposit', paid_at: order.paidAt?.toISOString() ?? null },
    items_total: order.itemsTotal,
    delivery_fee: order.deliveryFee,
    coupon_discount: order.couponDiscount,
    total: order.total,
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

function orderNumber(now: Date, id: string): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `SHP${day}${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

export function createShopService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  async function cartView(tx: Tx, tenantId: string, accountId: string, ids?: string[]): Promise<CartItem[]> {
    const rows = await listCartRows(tx, tenantId, accountId, ids);
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
        if (!collection) throw shopErrors.productNotFound();
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

    async cart(principal: Principal): Promise<CartItem[]> {
      return database.withTenant(principal.tenantId, (tx) => cartView(tx, principal.tenantId, principal.accountId));
    },

    async addToCart(principal: Principal, items: z.output<typeof cartAddBody>[]): Promise<CartItem[]> {
      return database.withTenant(principal.tenantId, async (tx) => {
        for (const item of items) await addLine(tx, principal, item);
        return cartView(tx, principal.tenantId, principal.accountId);
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
     * SHP-03: pays the chosen cart lines from the deposit in one transaction: the stock of each line is taken by a
     * conditional update (two buyers of the last piece cannot both get it), the order written with its lines as
     * they are now, the deposit debited to the shop's sales account, the lines leave the cart. The same request id
     * answers the order it made, never a second payment.
     */
    async pay(tenant: Tenant, principal: Principal, body: z.output<typeof cartPayBody>): Promise<ShopOrder> {
      return database.withTenant(tenant.id, async (tx) => {
        const replay = await findOrderByRequest(tx, tenant.id, principal.accountId, body.request_id);
        if (replay) return toOrderView(replay);
        const lines = await cartView(tx, tenant.id, principal.accountId, body.item_ids);
        if (lines.length !== new Set(body.item_ids).size) throw shopErrors.cartItemNotFound();
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
        const deliveryFee = tenant.shopSettings.flatDeliveryFee;
        const now = clock.now();
        const id = crypto.randomUUID();
        const order = await insertOrder(tx, {
          tenantId: tenant.id,
          id,
          number: orderNumber(now, id),
          accountId: principal.accountId,
          requestId: body.request_id,
          status: 'pending',
          lines: orderLines,
          address: body.address,
          shippingService: tenant.shopSettings.deliveryServiceName,
          itemsTotal,
          deliveryFee,
          couponDiscount: 0,
          total: itemsTotal + deliveryFee,
          paidAt: now,
          createdAt: now,
          updatedAt: now,
        });
        // A concurrent request with the same id won the insert: this one changes nothing.
        if (!order) throw shopErrors.orderState();
        await postTransfer(tx, tenant.id, {
          idempotencyKey: `shop-order:${order.id}`,
          kind: 'shop.order',
          reference: order.number,
          at: now,
          legs: [
            { code: holderCode('deposit', principal.accountId), amount: -order.total },
            { code: houseCodes.shopSales, amount: order.total },
          ],
        });
        await deleteCartLines(tx, tenant.id, principal.accountId, body.item_ids);
        return toOrderView(order);
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

    async saveProduct(tenant: Tenant, id: string | null, body: z.output<typeof adminProductBody>) {
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
        const row = id
          ? await updateProduct(tx, tenant.id, id, fields, variants)
          : await insertProduct(tx, { ...fields, tenantId: tenant.id, createdAt: clock.now() }, variants);
        if (!row) throw id ? shopErrors.productNotFound() : shopErrors.slugTaken();
        const [saved] = await findProductsByIds(tx, tenant.id, [row.id]);
        if (!saved) throw shopErrors.productNotFound();
        return toProductView(saved);
      });
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
    async moveOrder(tenant: Tenant, id: string, body: z.output<typeof adminOrderStatusBody>): Promise<ShopOrder> {
      return database.withTenant(tenant.id, async (tx) => {
        const now = clock.now();
        const moved = await moveOrder(tx, tenant.id, id, movesTo[body.status], {
          status: body.status,
          updatedAt: now,
          ...(body.status === 'shipped' ? { receiptNumber: body.receipt_number } : {}),
          ...(body.status === 'cancelled' ? { cancelReason: body.cancel_reason } : {}),
        });
        if (!moved) throw shopErrors.orderState();
        if (body.status === 'cancelled' && moved.paidAt) {
          for (const line of moved.lines) await returnStock(tx, tenant.id, line);
          await postTransfer(tx, tenant.id, {
            idempotencyKey: `shop-refund:${moved.id}`,
            kind: 'shop.refund',
            reference: moved.number,
            at: now,
            legs: [
              { code: houseCodes.shopSales, amount: -moved.total },
              { code: holderCode('deposit', moved.accountId), amount: moved.total },
            ],
          });
        }
        return toOrderView(moved);
      });
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
