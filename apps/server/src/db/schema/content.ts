import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentKind, ContentLocale, ContentStatus } from '@konter/shared/contracts/content';
import { createdAtColumn, idColumn, tenantIdColumn } from './columns.ts';

/**
 * CMS-01: a tenant's help pages, FAQ, blog posts and marketing pages, one row per page and locale (Markdown). The
 * public pages read the published rows, falling back to the Indonesian row when the visitor's locale has none.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    locale: text('locale').$type<ContentLocale>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'content_pages_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('content_pages_slug_uq').on(table.tenantId, table.kind, table.slug, table.locale),
    index('content_pages_updated_idx').on(table.tenantId, table.updatedAt),
  ],
);
