import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentKind, ContentLocale, ContentStatus } from '@konter/shared/contracts/content';
import type { Tx } from '../../db/client.ts';
import { contentPages } from '../../db/schema/content.ts';
import { products } from '../../db/schema/ppob-catalogue.ts';

export type ContentRow = typeof contentPages.$inferSelect;

export type ContentFields = {
  kind: ContentKind;
  slug: string;
  locale: ContentLocale;
  title: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  status: ContentStatus;
};

export async function listContent(tx: Tx, tenantId: string): Promise<ContentRow[]> {
  return tx
    .select()
    .from(contentPages)
    .where(eq(contentPages.tenantId, tenantId))
    .orderBy(asc(contentPages.kind), asc(contentPages.slug), asc(contentPages.locale));
}

export async function findContentById(tx: Tx, tenantId: string, id: string): Promise<ContentRow | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.id, id)));
  return row ?? null;
}

export async function findContentBySlug(
  tx: Tx,
  tenantId: string,
  key: { kind: ContentKind; slug: string; locale: ContentLocale },
): Promise<ContentRow | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.tenantId, tenantId),
        eq(contentPages.kind, key.kind),
        eq(contentPages.slug, key.slug),
        eq(contentPages.locale, key.locale),
      ),
    );
  return row ?? null;
}

/** The published pages of a kind in the given locales (the visitor's and the Indonesian fallback), newest first. */
export async function listPublished(
  tx: Tx,
  tenantId: string,
  kind: ContentKind,
  locales: ContentLocale[],
): Promise<ContentRow[]> {
  return tx
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.tenantId, tenantId),
        eq(contentPages.kind, kind),
        eq(contentPages.status, 'published'),
        inArray(contentPages.locale, locales),
      ),
    )
    .orderBy(desc(contentPages.publishedAt), asc(contentPages.slug));
}

export async function insertContent(tx: Tx, tenantId: string, fields: ContentFields, now: Date): Promise<ContentRow> {
  const [row] = await tx
    .insert(contentPages)
    .values({
      tenantId,
      ...fields,
      publishedAt: fields.status === 'published' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('content insert returned no row');
  return row;
}

export async function updateContent(
  tx: Tx,
  tenantId: string,
  id: string,
  fields: ContentFields,
  publishedAt: Date | null,
  now: Date,
): Promise<ContentRow | null> {
  const [row] = await tx
    .update(contentPages)
    .set({ ...fields, publishedAt, updatedAt: now })
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteContent(tx: Tx, tenantId: string, id: string): Promise<ContentRow | null> {
  const [row] = await tx
    .delete(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.id, id)))
    .returning();
  return row ?? null;
}

/**
 * What the public pages' cache keys on: the tenant's content rows and catalogue rows, counted and summed by their
 * row versions (`xmin`, which every insert, update and delete changes). Any edit, deletion or price sync gives a new
 * stamp, and the pages render anew, even when the clock has not moved.
 */
export async function publicVersionStamp(tx: Tx, tenantId: string): Promise<string> {
  const rowVersions = sql<string>`count(*)::text || ':' || coalesce(sum((xmin::text)::bigint), 0)::text`;
  const [pages] = await tx.select({ stamp: rowVersions }).from(contentPages).where(eq(contentPages.tenantId, tenantId));
  const [prices] = await tx.select({ stamp: rowVersions }).from(products).where(eq(products.tenantId, tenantId));
  return `${pages?.stamp}|${prices?.stamp}`;
}
