import type { ContentKind, ContentLocale, ContentPage, ContentPageInput } from '@konter/shared/contracts/content';
import { contentPageInputSchema } from '@konter/shared/contracts/content';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../tenants/index.ts';
import type { AuditService } from '../audit/index.ts';
import { contentErrors } from './content.errors.ts';
import {
  deleteContent,
  findContentById,
  findContentBySlug,
  insertContent,
  listContent,
  listPublished,
  publicVersionStamp,
  updateContent,
  type ContentFields,
  type ContentRow,
} from './content.repository.ts';

export function toContentPage(row: ContentRow): ContentPage {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    body: row.body,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

function fieldsOf(input: ContentPageInput): ContentFields {
  const parsed = contentPageInputSchema.parse(input);
  return {
    kind: parsed.kind,
    slug: parsed.slug,
    locale: parsed.locale,
    title: parsed.title,
    body: parsed.body,
    seoTitle: parsed.seo_title,
    seoDescription: parsed.seo_description,
    status: parsed.status,
  };
}

/** What the audit trail keeps of a page: everything but the body, of which a length and the first words. */
function auditView(row: ContentRow) {
  return {
    kind: row.kind,
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    status: row.status,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    body_length: row.body.length,
    body_start: row.body.slice(0, 200),
  };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'cause' in error
    ? isUniqueViolation((error as { cause: unknown }).cause)
    : (error as { code?: string } | null)?.code === '23505';

/**
 * CMS-01: the tenant's pages. Admins list, create, edit and delete them (each change in the audit trail, before →
 * after); the public pages read the published ones, the visitor's locale first and Indonesian as the fallback.
 */
export function createContentService(deps: { database: Database; clock: Clock; audit: AuditService }) {
  const { database, clock, audit } = deps;

  async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw contentErrors.slugTaken();
      throw error;
    }
  }

  return {
    async list(tenant: Tenant): Promise<ContentPage[]> {
      const rows = await database.withTenant(tenant.id, (tx) => listContent(tx, tenant.id));
      return rows.map(toContentPage);
    },

    async create(tenant: Tenant, actor: Principal, input: ContentPageInput): Promise<ContentPage> {
      const fields = fieldsOf(input);
      const row = await guardUnique(() =>
        database.withTenant(tenant.id, async (tx) => {
          const created = await insertContent(tx, tenant.id, fields, clock.now());
          await audit.record(
            tx,
            tenant.id,
            'content.created',
            { id: created.id, before: null, after: auditView(created) },
            actor.accountId,
          );
          return created;
        }),
      );
      return toContentPage(row);
    },

    async update(tenant: Tenant, actor: Principal, id: string, input: ContentPageInput): Promise<ContentPage> {
      const fields = fieldsOf(input);
      const row = await guardUnique(() =>
        database.withTenant(tenant.id, async (tx) => {
          const before = await findContentById(tx, tenant.id, id);
          if (!before) throw contentErrors.notFound();
          const now = clock.now();
          const publishedAt = fields.status === 'published' ? (before.publishedAt ?? now) : null;
          const after = await updateContent(tx, tenant.id, id, fields, publishedAt, now);
          if (!after) throw contentErrors.notFound();
          await audit.record(
            tx,
            tenant.id,
            'content.updated',
            { id, before: auditView(before), after: auditView(after) },
            actor.accountId,
          );
          return after;
        }),
      );
      return toContentPage(row);
    },

    async remove(tenant: Tenant, actor: Principal, id: string): Promise<void> {
      await database.withTenant(tenant.id, async (tx) => {
        const removed = await deleteContent(tx, tenant.id, id);
        if (!removed) throw contentErrors.notFound();
        await audit.record(
          tx,
          tenant.id,
          'content.deleted',
          { id, before: auditView(removed), after: null },
          actor.accountId,
        );
      });
    },

    /** One published page in the visitor's locale, else its Indonesian text; null when neither is published. */
    async published(
      tenant: Tenant,
      kind: ContentKind,
      slug: string,
      locale: ContentLocale,
    ): Promise<ContentRow | null> {
      return database.withTenant(tenant.id, async (tx) => {
        for (const candidate of locale === 'id' ? (['id'] as const) : ([locale, 'id'] as const)) {
          const row = await findContentBySlug(tx, tenant.id, { kind, slug, locale: candidate });
          if (row?.status === 'published') return row;
        }
        return null;
      });
    },

    /** Every published page of a kind, one per slug: the visitor's locale where it exists, else Indonesian. */
    async publishedList(tenant: Tenant, kind: ContentKind, locale: ContentLocale): Promise<ContentRow[]> {
      const rows = await database.withTenant(tenant.id, (tx) =>
        listPublished(tx, tenant.id, kind, locale === 'id' ? ['id'] : [locale, 'id']),
      );
      const bySlug = new Map<string, ContentRow>();
      for (const row of rows) {
        const seen = bySlug.get(row.slug);
        if (!seen || (seen.locale !== locale && row.locale === locale)) bySlug.set(row.slug, row);
      }
      return [...bySlug.values()];
    },

    /** Which locales a page is published in (for hreflang). */
    async publishedLocales(tenant: Tenant, kind: ContentKind, slug: string): Promise<ContentLocale[]> {
      const rows = await database.withTenant(tenant.id, (tx) => listPublished(tx, tenant.id, kind, ['id', 'en', 'zh']));
      return rows.filter((row) => row.slug === slug).map((row) => row.locale);
    },

    versionStamp(tenant: Tenant): Promise<string> {
      return database.withTenant(tenant.id, (tx) => publicVersionStamp(tx, tenant.id));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
