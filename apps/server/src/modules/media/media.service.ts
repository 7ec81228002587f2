import { randomBytes } from 'node:crypto';
import type { MediaInput, MediaSize, PricelistMedia } from '@konter/shared/contracts/media';
import {
  defaultMediaCustomization,
  mediaBackgroundMaxBytes,
  mediaCustomizationSchema,
  mediaInputSchema,
  mediaMaxSellingPrice,
} from '@konter/shared/contracts/media';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { imageSize } from '../../platform/image-size.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { CatalogueService } from '../ppob/index.ts';
import type { Tenant } from '../tenants/index.ts';
import { mediaErrors } from './media.errors.ts';
import { normaliseBackground, renderPricelistPicture } from './media.renderer.ts';
import {
  deleteMedia,
  findMediaOf,
  insertMedia,
  listMediaOf,
  updateMedia,
  type MediaFields,
  type MediaRow,
} from './media.repository.ts';

/** A decoded background costs width × height × 4 bytes: a forged header declaring more is refused before decoding. */
export const mediaMaxMegapixels = 40;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The name an upload answers; the key adds the tenant and the account, so nobody names another agent's file. */
const backgroundNamePattern = /^\d{1,16}-[0-9a-f]{16}\.jpg$/;

export type MediaServiceDeps = {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  catalogue: Pick<CatalogueService, 'adjustedPrices'>;
};

/** What the agent sells each product for unless they type another price: their own price, else what they pay. */
type CatalogueEntry = { name: string; defaultPrice: number };

export function createMediaService(deps: MediaServiceDeps) {
  const { database, clock, storage, catalogue } = deps;
  const backgroundKey = (auth: Principal, name: string) => `media/${auth.tenantId}/${auth.accountId}/${name}`;

  async function catalogueOf(tenant: Tenant, auth: Principal): Promise<Map<string, CatalogueEntry>> {
    const rows = await catalogue.adjustedPrices(tenant, auth);
    return new Map(rows.map((row) => [row.code, { name: row.name, defaultPrice: row.selling_price ?? row.price }]));
  }

  /** MED-02 in the spec's order: image, nominals, selling prices, customization. */
  async function fieldsOf(tenant: Tenant, auth: Principal, input: MediaInput): Promise<MediaFields> {
    const body = mediaInputSchema.parse(input);
    if (!body.image) throw mediaErrors.imageEmpty();
    if (!backgroundNamePattern.test(body.image)) throw mediaErrors.imageEmpty();
    if (body.items.length === 0) throw mediaErrors.nominalEmpty();
    const products = await catalogueOf(tenant, auth);
    const items = body.items.map((item, index) => {
      if (!products.has(item.code)) throw mediaErrors.nominalUnknown(index);
      const price = item.selling_price;
      if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 1 || price > mediaMaxSellingPrice) {
        throw mediaErrors.sellingPriceInvalid(index);
      }
      return { code: item.code, sellingPrice: price };
    });
    const customization = mediaCustomizationSchema.safeParse(body.customization ?? defaultMediaCustomization);
    if (!customization.success) throw mediaErrors.customizationInvalid();
    if (!(await storage.get(backgroundKey(auth, body.image)))) throw mediaErrors.imageEmpty();
    return {
      image: body.image,
      topText: body.top_text,
      bottomText: body.bottom_text,
      textColor: body.text_color.toLowerCase(),
      items,
      customization: customization.data,
    };
  }

  function toMedia(row: MediaRow, products: Map<string, CatalogueEntry>): PricelistMedia {
    return {
      id: row.id,
      image: row.image,
      top_text: row.topText,
      bottom_text: row.bottomText,
      text_color: row.textColor,
      items: row.items.map((item) => ({
        code: item.code,
        name: products.get(item.code)?.name ?? item.code,
        selling_price: item.sellingPrice,
      })),
      customization: row.customization,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function render(
    auth: Principal,
    fields: MediaFields,
    products: Map<string, CatalogueEntry>,
    size: MediaSize,
  ): Promise<Buffer> {
    const key = backgroundKey(auth, fields.image);
    const background = await storage.get(key);
    return renderPricelistPicture({
      background: background?.body ?? null,
      backgroundKey: key,
      topText: fields.topText,
      bottomText: fields.bottomText,
      textColor: fields.textColor,
      // A product the catalogue no longer sells is left out rather than advertised.
      items: fields.items.flatMap((item) => {
        const product = products.get(item.code);
        return product ? [{ name: product.name, code: item.code, sellingPrice: item.sellingPrice }] : [];
      }),
      customization: fields.customization,
      size,
    });
  }

  function checkId(id: string): string {
    if (!uuidPattern.test(id)) throw mediaErrors.idInvalid();
    return id.toLowerCase();
  }

  return {
    /**
     * MED-01: a background, checked by its content (PNG or JPEG signature), its size (8 MB) and the pixels its
     * header declares, then decoded once and stored scaled down as a JPEG.
     */
    async uploadBackground(
      auth: Principal,
      file: { data: Buffer; truncated: boolean } | null,
    ): Promise<{ image: string; width: number; height: number }> {
      if (!file || file.data.length === 0) throw mediaErrors.imageEmpty();
      if (file.truncated || file.data.length > mediaBackgroundMaxBytes) throw mediaErrors.tooLarge();
      const data = file.data;
      const format =
        data.subarray(0, 8).toString('hex') === '89504e470d0a1a0a'
          ? 'png'
          : data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff
            ? 'jpeg'
            : null;
      if (!format) throw mediaErrors.invalidExtension();
      const declared = imageSize(format, data);
      if (!declared) throw mediaErrors.invalidExtension();
      if (declared.width * declared.height > mediaMaxMegapixels * 1_000_000) {
        throw mediaErrors.tooManyPixels(mediaMaxMegapixels);
      }
      const normalised = await normaliseBackground(data);
      if (!normalised) throw mediaErrors.invalidExtension();
      const name = `${clock.now().getTime()}-${randomBytes(8).toString('hex')}.jpg`;
      await storage.put(backgroundKey(auth, name), normalised.body, 'image/jpeg');
      return { image: name, width: normalised.width, height: normalised.height };
    },

    async background(auth: Principal, name: string): Promise<Buffer | null> {
      if (!backgroundNamePattern.test(name)) return null;
      return (await storage.get(backgroundKey(auth, name)))?.body ?? null;
    },

    async list(tenant: Tenant, auth: Principal): Promise<PricelistMedia[]> {
      const rows = await database.withTenant(auth.tenantId, (tx) => listMediaOf(tx, auth.tenantId, auth.accountId));
      const products = await catalogueOf(tenant, auth);
      return rows.map((row) => toMedia(row, products));
    },

    async get(tenant: Tenant, auth: Principal, id: string): Promise<PricelistMedia> {
      const mediaId = checkId(id);
      const row = await database.withTenant(auth.tenantId, (tx) =>
        findMediaOf(tx, auth.tenantId, auth.accountId, mediaId),
      );
      if (!row) throw mediaErrors.notFound();
      return toMedia(row, await catalogueOf(tenant, auth));
    },

    async create(tenant: Tenant, auth: Principal, input: MediaInput): Promise<PricelistMedia> {
      const fields = await fieldsOf(tenant, auth, input);
      const row = await database.withTenant(auth.tenantId, (tx) =>
        insertMedia(tx, auth.tenantId, auth.accountId, fields, clock.now()),
      );
      return toMedia(row, await catalogueOf(tenant, auth));
    },

    async update(tenant: Tenant, auth: Principal, id: string, input: MediaInput): Promise<PricelistMedia> {
      const mediaId = checkId(id);
      const fields = await fieldsOf(tenant, auth, input);
      const row = await database.withTenant(auth.tenantId, (tx) =>
        updateMedia(tx, auth.tenantId, auth.accountId, mediaId, fields, clock.now()),
      );
      if (!row) throw mediaErrors.notFound();
      return toMedia(row, await catalogueOf(tenant, auth));
    },

    async remove(auth: Principal, id: string): Promise<void> {
      const mediaId = checkId(id);
      const row = await database.withTenant(auth.tenantId, (tx) =>
        deleteMedia(tx, auth.tenantId, auth.accountId, mediaId),
      );
      if (!row) throw mediaErrors.notFound();
    },

    /** The live preview: the same drawing as the download, of what the editor holds now (nothing saved). */
    async preview(tenant: Tenant, auth: Principal, input: MediaInput, size: MediaSize): Promise<Buffer> {
      const fields = await fieldsOf(tenant, auth, input);
      return render(auth, fields, await catalogueOf(tenant, auth), size);
    },

    /** MED-01 download: a saved picture drawn again with the products' current names. */
    async image(tenant: Tenant, auth: Principal, id: string, size: MediaSize): Promise<Buffer> {
      const mediaId = checkId(id);
      const row = await database.withTenant(auth.tenantId, (tx) =>
        findMediaOf(tx, auth.tenantId, auth.accountId, mediaId),
      );
      if (!row) throw mediaErrors.notFound();
      return render(auth, row, await catalogueOf(tenant, auth), size);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
