import { z } from 'zod';
import { regex } from '../validation/rules.ts';
import { apiBase } from './site.ts';

/**
 * CMS-01: the tenant's own content (help centre, FAQ, blog posts, marketing and agency pages), edited in the back
 * office as Markdown per locale, and rendered on the server as the public pages (/help/*, /blog/posts/*, /m/*,
 * /agency). Indonesian is the fallback: a page missing in the visitor's language shows its Indonesian text.
 */
export const contentKinds = ['help', 'blog', 'marketing'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentLocales = ['id', 'en', 'zh'] as const;
export type ContentLocale = (typeof contentLocales)[number];

export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** The help centre's sections (NAV-05); `privasi` also has subsections (`privasi/<sub>`). */
export const helpSections = [
  'cara-penggunaan',
  'panduan-keamanan',
  'privasi',
  'persyaratan',
  'faq',
  'hubungi-kami',
] as const;

/** Lower-case words joined by '-', and '/' for a subsection (privasi/cookie). */
export const contentSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

export const contentPaths = {
  adminList: `${apiBase}/admin/content`,
  adminItem: (id: string) => `${apiBase}/admin/content/${id}`,
  adminItemPattern: `${apiBase}/admin/content/:id`,
} as const;

export const contentPageInputSchema = z.object({
  kind: z.enum(contentKinds),
  slug: z.string().trim().min(1).max(120).check(regex(contentSlugPattern)),
  locale: z.enum(contentLocales),
  title: z.string().trim().min(1).max(200),
  body: z.string().max(100_000),
  seo_title: z.string().trim().max(70).default(''),
  seo_description: z.string().trim().max(200).default(''),
  status: z.enum(contentStatuses).default('draft'),
});
export type ContentPageInput = z.input<typeof contentPageInputSchema>;

export const contentPageSchema = z.object({
  id: z.string(),
  kind: z.enum(contentKinds),
  slug: z.string(),
  locale: z.enum(contentLocales),
  title: z.string(),
  body: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  status: z.enum(contentStatuses),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageListSchema = z.object({ data: z.array(contentPageSchema) });
export const contentPageResponseSchema = z.object({ data: contentPageSchema });
