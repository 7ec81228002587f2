import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText, PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useMedia } from '../../../features/media/api/media.ts';
import { MediaEditor } from '../../../features/media/components/media-editor.tsx';
import { mediaListPath, MediaListScreen } from '../../../features/media/components/media-list-screen.tsx';

/** Agents and masters sell at their own prices; others are told so instead of meeting the server's 403. */
function AgentsOnly({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  if (!account) return null;
  if (!account.permission?.includes('agent.transactions')) {
    return (
      <PageFrame title={t('title.media')}>
        <InlineNotice kind="warning">{t('pricelist.adjust.agents_only')}</InlineNotice>
        <ButtonLink to="/pricelist/pulsa" variant="secondary" className="self-start">
          {t('pricelist.title')}
        </ButtonLink>
      </PageFrame>
    );
  }
  return <>{children}</>;
}

/** NAV-14 `/media/content-creation`. */
export function MediaListPage() {
  return (
    <AgentsOnly>
      <MediaListScreen />
    </AgentsOnly>
  );
}

/** NAV-14 `/media/content-creation/create`. */
export function MediaCreatePage() {
  return (
    <AgentsOnly>
      <MediaEditor />
    </AgentsOnly>
  );
}

/** NAV-14 `/media/content-creation/edit/{id}`: a picture that is not the agent's reads as not found. */
export function MediaEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const media = useMedia(id);
  return (
    <AgentsOnly>
      {media.data ? (
        <MediaEditor key={media.data.id} media={media.data} />
      ) : media.isError ? (
        <PageFrame title={t('title.media_edit')}>
          <InlineNotice kind="error">{media.error.message}</InlineNotice>
          <ButtonLink to={mediaListPath} variant="secondary" className="self-start">
            {t('title.media')}
          </ButtonLink>
        </PageFrame>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </AgentsOnly>
  );
}
