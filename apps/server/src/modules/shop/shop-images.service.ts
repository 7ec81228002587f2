import { shopImageLimits, type ShopProduct } from '@konter/shared/contracts/shop';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { AuditService } from '../audit/index.ts';
import { checkProductImage, productImageNamePattern, productPictures, thumbnailKey } from './shop-images.ts';
import { shopErrors } from './shop.errors.ts';
import {
  appendProductImage,
  findProductsByIds,
  lockProduct,
  setProductImages,
  type ProductWithVariants,
} from './shop.repository.ts';

/** Where a tenant's product pictures live: public on the tenant's own hosts (`/uploads/shop/<tenant>/…`). */
const imageKey = (tenantId: string, name: string) => `shop/${tenantId}/${name}`;

/**
 * SHP-01: the admin's pictures of a product, through the storage port (decision 029). An upload is checked by its
 * content before anything decodes it, decoded once and stored at two sizes; the product keeps the large one's key
 * (its first is the cover). Every change is in the audit trail.
 */
export function createShopImages(deps: {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  audit: AuditService;
  view: (product: ProductWithVariants) => ShopProduct;
}) {
  const { database, clock, storage, audit, view } = deps;

  async function reload(tenantId: string, productId: string): Promise<ShopProduct> {
    const [product] = await database.withTenant(tenantId, (tx) => findProductsByIds(tx, tenantId, [productId]));
    if (!product) throw shopErrors.productNotFound();
    return view(product);
  }

  /** A picture named by the API, checked against the product's list: never a key of another product or tenant. */
  function keyOf(tenantId: string, images: string[], name: string): string {
    const key = imageKey(tenantId, name);
    if (!productImageNamePattern.test(name) || !images.includes(key)) throw shopErrors.imageNotFound();
    return key;
  }

  return {
    async addProductImage(
      tenant: Tenant,
      actor: Principal,
      productId: string,
      file: { mimetype: string; data: Buffer } | null,
    ): Promise<ShopProduct> {
      if (!file) throw shopErrors.imageInvalid();
      checkProductImage(file);
      const [current] = await database.withTenant(tenant.id, (tx) => findProductsByIds(tx, tenant.id, [productId]));
      if (!current) throw shopErrors.productNotFound();
      if (current.images.length >= shopImageLimits.perProduct) throw shopErrors.imageLimit(shopImageLimits.perProduct);
      const pictures = await productPictures(file.data);
      if (!pictures) throw shopErrors.imageInvalid();
      const now = clock.now();
      const random = crypto.randomUUID().replaceAll('-', '').slice(0, 8);
      const name = `${productId}-${now.getTime()}-${random}.webp`;
      const key = imageKey(tenant.id, name);
      // The files first: a product never names a picture that is not stored. One left behind by a refusal below is
      // removed again.
      await storage.put(key, pictures.large, 'image/webp');
      await storage.put(thumbnailKey(key), pictures.small, 'image/webp');
      const added = await database.withTenant(tenant.id, async (tx) => {
        const row = await appendProductImage(tx, tenant.id, productId, key, shopImageLimits.perProduct, now);
        if (row) {
          await audit.record(
            tx,
            tenant.id,
            'shop.product_image_added',
            { id: productId, image: name },
            actor.accountId,
          );
        }
        return row;
      });
      if (!added) {
        await storage.delete(key);
        await storage.delete(thumbnailKey(key));
        throw shopErrors.imageLimit(shopImageLimits.perProduct);
      }
      return reload(tenant.id, productId);
    },

    async removeProductImage(tenant: Tenant, actor: Principal, productId: string, name: string): Promise<ShopProduct> {
      const key = await database.withTenant(tenant.id, async (tx) => {
        const product = await lockProduct(tx, tenant.id, productId);
        if (!product) throw shopErrors.productNotFound();
        const removed = keyOf(tenant.id, product.images, name);
        await setProductImages(
          tx,
          tenant.id,
          productId,
          product.images.filter((image) => image !== removed),
          clock.now(),
        );
        await audit.record(
          tx,
          tenant.id,
          'shop.product_image_removed',
          { id: productId, image: name },
          actor.accountId,
        );
        return removed;
      });
      // After the commit: a rolled-back removal keeps its files.
      await storage.delete(key);
      await storage.delete(thumbnailKey(key));
      return reload(tenant.id, productId);
    },

    /** The picture shown first: in the list, the cart and the top of the product page. */
    async coverProductImage(tenant: Tenant, actor: Principal, productId: string, name: string): Promise<ShopProduct> {
      await database.withTenant(tenant.id, async (tx) => {
        const product = await lockProduct(tx, tenant.id, productId);
        if (!product) throw shopErrors.productNotFound();
        const cover = keyOf(tenant.id, product.images, name);
        await setProductImages(
          tx,
          tenant.id,
          productId,
          [cover, ...product.images.filter((image) => image !== cover)],
          clock.now(),
        );
        await audit.record(tx, tenant.id, 'shop.product_image_cover', { id: productId, image: name }, actor.accountId);
      });
      return reload(tenant.id, productId);
    },
  };
}
