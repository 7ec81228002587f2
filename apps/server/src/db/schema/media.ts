import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaCustomization } from '@konter/shared/contracts/media';
import { createdAtColumn, idColumn, tenantIdColumn } from './columns.ts';

/**
 * MED-01: an agent's saved pricelist images. Only the choices are kept (background key, texts, nominals with the
 * agent's selling prices, layout): the picture is drawn again on each download, with the products' current names.
 */
export const pricelistMedia = pgTable(
  'pricelist_media',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    image: text('image').notNull(),
    topText: text('top_text').notNull().default(''),
    bottomText: text('bottom_text').notNull().default(''),
    textColor: text('text_color').notNull().default('#ffffff'),
    items: jsonb('items').$type<{ code: string; sellingPrice: number }[]>().notNull(),
    customization: jsonb('customization').$type<MediaCustomization>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'pricelist_media_pk', columns: [table.tenantId, table.id] }),
    index('pricelist_media_account_idx').on(table.tenantId, table.accountId, table.updatedAt),
  ],
);
