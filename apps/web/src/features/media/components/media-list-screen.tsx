import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaPaths } from '@konter/shared/contracts/media';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText, PageFrame } from '../../../components/ui/page-frame.tsx';
import { notices } from '../../../lib/notices.ts';
import { useDeleteMedia, useMediaList } from '../api/media.ts';
import { useMediaText } from '../media-catalogue.ts';

export const mediaListPath = '/media/content-creation';
export const mediaCreatePath = '/media/content-creation/create';
export const mediaEditPath = (id: string) => `/media/content-creation/edit/${id}`;

/** NAV-14 `/media/content-creation`: the agent's saved pricelist pictures, each with its edit, download and delete. */
export function MediaListScreen() {
  const { t } = useMediaText();
  const { t: tApp } = useTranslation();
  const list = useMediaList();
  const remove = useDeleteMedia();
  const [confirming, setConfirming] = useState<string | null>(null);

  const onDelete = async (id: string) => {
    try {
      const answer = (await remove.mutateAsync(id)) as { message?: string };
      notices.showSnackbar('success', answer.message ?? t('media.delete'));
    } catch {
      // The API client has shown the reason.
    }
    setConfirming(null);
  };

  return (
    <PageFrame title={tApp('title.media')} description={t('media.intro')}>
      <ButtonLink to={mediaCreatePath} className="self-start">
        {t('media.new')}
      </ButtonLink>
      {list.isPending && <LoadingText label={t('media.loading')} />}
      {list.isError && <InlineNotice kind="error">{t('media.load_failed')}</InlineNotice>}
      {list.data?.length === 0 && <p className="text-slate-600">{t('media.empty')}</p>}
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.data?.map((media) => (
          <li key={media.id} data-media-id={media.id}>
            <Card className="flex flex-col gap-3">
              <img
                src={mediaPaths.backgroundFile(media.image)}
                alt=""
                className="aspect-[3/2] w-full rounded-lg object-cover ring-1 ring-slate-200"
              />
              <div className="min-w-0">
                <p className="font-bold break-words text-slate-900">{media.top_text || '—'}</p>
                <p className="text-sm text-slate-600">{t('media.items_count', { count: media.items.length })}</p>
              </div>
              {confirming === media.id ? (
                <div className="flex flex-wrap items-center gap-2">
                  <p className="basis-full font-semibold text-slate-900">{t('media.delete_confirm')}</p>
                  <Button onClick={() => void onDelete(media.id)} disabled={remove.isPending}>
                    {t('media.delete_yes')}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    {t('media.cancel')}
                  </Button>
                </div>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <ButtonLink to={mediaEditPath(media.id)} variant="secondary">
                    {t('media.edit')}
                  </ButtonLink>
                  <a
                    href={mediaPaths.image(media.id, 'story')}
                    download="pricelist-story.png"
                    className="inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
                  >
                    {t('media.download')}
                  </a>
                  <Button variant="ghost" onClick={() => setConfirming(media.id)}>
                    {t('media.delete')}
                  </Button>
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
