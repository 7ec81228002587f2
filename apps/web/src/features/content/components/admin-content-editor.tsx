import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contentKinds,
  contentLocales,
  contentStatuses,
  type ContentKind,
  type ContentLocale,
  type ContentPage,
  type ContentStatus,
} from '@konter/shared/contracts/content';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError, type FieldErrors } from '../../../lib/api-client.ts';
import { useDeleteContentPage } from '../api/delete-content.ts';
import { useContentPages } from '../api/list-content.ts';
import { useSaveContentPage } from '../api/save-content.ts';

type Draft = {
  id: string | null;
  kind: ContentKind;
  slug: string;
  locale: ContentLocale;
  title: string;
  body: string;
  seo_title: string;
  seo_description: string;
  status: ContentStatus;
};

const emptyDraft: Draft = {
  id: null,
  kind: 'help',
  slug: '',
  locale: 'id',
  title: '',
  body: '',
  seo_title: '',
  seo_description: '',
  status: 'draft',
};

const draftOf = (page: ContentPage): Draft => ({
  id: page.id,
  kind: page.kind,
  slug: page.slug,
  locale: page.locale,
  title: page.title,
  body: page.body,
  seo_title: page.seo_title,
  seo_description: page.seo_description,
  status: page.status,
});

/** Where a page is public. */
export function publicPathOf(page: Pick<Draft, 'kind' | 'slug' | 'locale'>): string {
  const base =
    page.kind === 'help' ? `/help/${page.slug}` : page.kind === 'blog' ? `/blog/posts/${page.slug}` : `/m/${page.slug}`;
  const path = page.kind === 'marketing' && page.slug === 'agency' ? '/agency' : base;
  return page.locale === 'id' ? path : `${path}?lang=${page.locale}`;
}

const inputClass =
  'mt-1 block w-full min-h-12 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand focus:outline-2 focus:outline-brand';

function Field({ label, error, children }: { label: string; error?: string[] | undefined; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      {children}
      {error?.map((message) => (
        <span key={message} role="alert" className="mt-1 block text-sm text-red-700">
          {message}
        </span>
      ))}
    </label>
  );
}

/**
 * CMS-01, ADM-01 "content": the tenant's pages in one list, and the editor of one (kind, slug, locale, title,
 * Markdown text, SEO title and description, draft or published). Saving shows the public page's link; the public
 * page changes at once (its cache keys on the content).
 */
export function AdminContentEditor() {
  const { t } = useTranslation();
  const pages = useContentPages();
  const save = useSaveContentPage();
  const remove = useDeleteContentPage();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const formId = useId();

  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setNotice(null);
    const { id, ...input } = draft;
    try {
      const saved = await save.mutateAsync({ id, input });
      setDraft(draftOf(saved));
      setNotice(t('content.admin.saved'));
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.errors);
        setNotice(error.isValidation ? null : error.message);
      } else throw error;
    }
  }

  async function onDelete() {
    if (!draft.id) return;
    await remove.mutateAsync(draft.id);
    setDraft(emptyDraft);
    setNotice(t('content.admin.deleted'));
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <Card>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">{t('content.admin.pages')}</h2>
          <Button
            variant="secondary"
            type="button"
            onClick={() => {
              setDraft(emptyDraft);
              setErrors({});
              setNotice(null);
            }}
          >
            {t('content.admin.new')}
          </Button>
        </div>
        {pages.isError && <p className="mt-2 text-sm text-red-700">{t('content.admin.load_failed')}</p>}
        {pages.data && pages.data.length === 0 && <p className="mt-2 text-sm">{t('content.admin.empty')}</p>}
        <ul className="mt-3 flex max-h-[28rem] flex-col gap-1 overflow-y-auto lg:max-h-[40rem]">
          {pages.data?.map((page) => (
            <li key={page.id}>
              <button
                type="button"
                onClick={() => {
                  setDraft(draftOf(page));
                  setErrors({});
                  setNotice(null);
                }}
                aria-current={draft.id === page.id ? 'true' : undefined}
                className="flex min-h-11 w-full flex-col items-start rounded-lg px-2 py-1.5 text-left hover:bg-slate-100 aria-[current=true]:bg-brand/10"
              >
                <span className="text-sm font-semibold text-slate-900">{page.title}</span>
                <span className="text-xs text-slate-600">
                  {t(`content.admin.kind.${page.kind}`)} · {page.slug} · {page.locale.toUpperCase()} ·{' '}
                  {t(`content.admin.status.${page.status}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Card>

      <Card>
        <form id={formId} onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label={t('content.admin.kind')} error={errors.kind}>
              <select
                className={inputClass}
                value={draft.kind}
                onChange={(e) => set('kind', e.target.value as ContentKind)}
              >
                {contentKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`content.admin.kind.${kind}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('content.admin.locale')} error={errors.locale}>
              <select
                className={inputClass}
                value={draft.locale}
                onChange={(e) => set('locale', e.target.value as ContentLocale)}
              >
                {contentLocales.map((locale) => (
                  <option key={locale} value={locale}>
                    {locale.toUpperCase()}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('content.admin.status')} error={errors.status}>
              <select
                className={inputClass}
                value={draft.status}
                onChange={(e) => set('status', e.target.value as ContentStatus)}
              >
                {contentStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`content.admin.status.${status}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field label={t('content.admin.slug')} error={errors.slug}>
            <input className={inputClass} value={draft.slug} onChange={(e) => set('slug', e.target.value)} />
          </Field>
          <Field label={t('content.admin.title')} error={errors.title}>
            <input className={inputClass} value={draft.title} onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field label={t('content.admin.body')} error={errors.body}>
            <textarea
              className={`${inputClass} min-h-64 font-mono text-sm`}
              value={draft.body}
              onChange={(e) => set('body', e.target.value)}
            />
          </Field>
          <Field label={t('content.admin.seo_title')} error={errors.seo_title}>
            <input
              className={inputClass}
              value={draft.seo_title}
              maxLength={70}
              onChange={(e) => set('seo_title', e.target.value)}
            />
          </Field>
          <Field label={t('content.admin.seo_description')} error={errors.seo_description}>
            <textarea
              className={`${inputClass} min-h-20`}
              value={draft.seo_description}
              maxLength={200}
              onChange={(e) => set('seo_description', e.target.value)}
            />
          </Field>
          {notice && (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {notice}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {t('content.admin.save')}
            </Button>
            {draft.id && (
              <Button type="button" variant="secondary" onClick={onDelete} disabled={remove.isPending}>
                {t('content.admin.delete')}
              </Button>
            )}
            {draft.id && draft.status === 'published' && (
              <a
                className="font-semibold text-brand underline"
                href={publicPathOf(draft)}
                target="_blank"
                rel="noreferrer"
              >
                {t('content.admin.view')}
              </a>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
