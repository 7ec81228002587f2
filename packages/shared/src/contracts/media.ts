import { z } from 'zod';
import { regex, required } from '../validation/rules.ts';
import { apiBase } from './site.ts';

/**
 * MED-01/MED-02: an agent's pricelist images. A background the agent uploads, a top and a bottom text, the text
 * colour, nominals picked from the live catalogue at the agent's own selling prices, and a layout; the server draws
 * the PNG (the preview is the same drawing), at the sizes WhatsApp status and Instagram use.
 */
export const mediaPaths = {
  list: `${apiBase}/media/pricelist`,
  item: (id: string) => `${apiBase}/media/pricelist/${encodeURIComponent(id)}`,
  itemPattern: `${apiBase}/media/pricelist/:id`,
  image: (id: string, size: MediaSize) => `${apiBase}/media/pricelist/${encodeURIComponent(id)}/image?size=${size}`,
  imagePattern: `${apiBase}/media/pricelist/:id/image`,
  preview: `${apiBase}/media/pricelist/preview`,
  background: `${apiBase}/media/backgrounds`,
  /** The uploaded background's file, read back by its owner (the editor shows it). */
  backgroundFile: (key: string) => `${apiBase}/media/backgrounds/${encodeURIComponent(key)}`,
  backgroundFilePattern: `${apiBase}/media/backgrounds/:key`,
} as const;

/** §5: .jpg, .png, .jpeg, at most 8 MB (checked by content, not by name); 3:2 recommended. */
export const mediaBackgroundMaxBytes = 8 * 1024 * 1024;

/** WhatsApp status and Instagram story 1080×1920 (9:16), Instagram feed 1080×1080 and 1080×1350 (4:5). */
export const mediaSizes = ['story', 'square', 'portrait'] as const;
export type MediaSize = (typeof mediaSizes)[number];
export const mediaDimensions: Record<MediaSize, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1350 },
};

export const mediaLayouts = ['list', 'grid'] as const;
export type MediaLayout = (typeof mediaLayouts)[number];
export const mediaAligns = ['left', 'center'] as const;

/** How the picture is laid out: the server refuses anything else as "customization invalid" (MED-02). */
export const mediaCustomizationSchema = z.strictObject({
  layout: z.enum(mediaLayouts),
  align: z.enum(mediaAligns),
  /** How dark the panel behind the prices is, in percent. */
  overlay: z.number().int().min(0).max(90),
  /** Whether the product code is printed under each name. */
  show_code: z.boolean(),
});
export type MediaCustomization = z.infer<typeof mediaCustomizationSchema>;
export const defaultMediaCustomization: MediaCustomization = {
  layout: 'list',
  align: 'left',
  overlay: 55,
  show_code: false,
};

export const mediaMaxItems = 30;
export const mediaMaxSellingPrice = 100_000_000;
export const mediaTextColorPattern = /^#[0-9a-fA-F]{6}$/;

/**
 * The body of create, edit and preview. Items and customization are typed loosely here on purpose: the service
 * checks them and answers the spec's own messages (selected nominal empty, selling price invalid, customization
 * invalid) under the field concerned.
 */
export const mediaInputSchema = z.object({
  /** The key an upload answered; empty or missing is "image empty". */
  image: z.string().max(200).default(''),
  top_text: z.string().trim().max(80).default(''),
  bottom_text: z.string().trim().max(120).default(''),
  text_color: z.string().trim().check(required(), regex(mediaTextColorPattern)).default('#ffffff'),
  items: z
    .array(z.object({ code: z.string().trim().min(1).max(40), selling_price: z.unknown() }))
    .max(mediaMaxItems)
    .default([]),
  customization: z.unknown().optional(),
});
export type MediaInput = z.input<typeof mediaInputSchema>;

export const mediaItemSchema = z.object({
  code: z.string(),
  /** The product's name in the live catalogue at the time of reading. */
  name: z.string(),
  selling_price: z.number().int(),
});

export const pricelistMediaSchema = z.object({
  id: z.string(),
  image: z.string(),
  top_text: z.string(),
  bottom_text: z.string(),
  text_color: z.string(),
  items: z.array(mediaItemSchema),
  customization: mediaCustomizationSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PricelistMedia = z.infer<typeof pricelistMediaSchema>;

export const pricelistMediaResponseSchema = z.object({ data: pricelistMediaSchema, message: z.string().optional() });
export const pricelistMediaListSchema = z.object({ data: z.array(pricelistMediaSchema) });
export const mediaBackgroundResponseSchema = z.object({
  data: z.object({ image: z.string(), width: z.number().int(), height: z.number().int() }),
});
export const mediaImageQuery = z.object({ size: z.enum(mediaSizes).default('story') });
export const mediaPreviewQuery = mediaImageQuery;
