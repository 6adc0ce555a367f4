import { ListX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { BackLink, PageMessage } from '../../../components/ui/page-message';
import { Spinner } from '../../../components/ui/spinner';

/** The way back to "My Playlists". */
export function BackToPlaylistsLink({ look = 'button' }: { look?: 'button' | 'plain' }) {
  const { t } = useTranslation('playlists');
  return <BackLink to="/playlists" label={t('detail.back')} look={look} />;
}

/** While the playlist loads. */
export function PlaylistLoading() {
  const { t } = useTranslation('playlists');
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 px-4 py-24">
      <Spinner />
      <p className="text-sm text-zinc-400">{t('detail.loading')}</p>
    </div>
  );
}

/** An absent or deleted playlist, another profile's (404), or an id that names no playlist. */
export function PlaylistNotFound() {
  const { t } = useTranslation('playlists');
  return (
    <PageMessage
      icon={ListX}
      tone="muted"
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={<BackToPlaylistsLink />}
    />
  );
}

/** Any other failure (network, server): retry, or go back. */
export function PlaylistLoadError({
  retrying,
  onRetry,
}: {
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('playlists');
  return (
    <LoadErrorMessage
      icon={ListX}
      title={t('loadError.title')}
      body={t('loadError.body')}
      retryLabel={t('loadError.retry')}
      onRetry={onRetry}
      retrying={retrying}
      back={<BackToPlaylistsLink />}
    />
  );
}
