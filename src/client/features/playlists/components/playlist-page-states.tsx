import { ArrowLeft, ListX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { PageMessage } from '../../../components/ui/page-message';
import { Spinner } from '../../../components/ui/spinner';

/** The way back to "My Playlists". */
export function BackToPlaylistsLink({ variant = 'button' }: { variant?: 'button' | 'plain' }) {
  const { t } = useTranslation('playlists');
  return (
    <Link
      to="/playlists"
      className={
        variant === 'button'
          ? 'inline-flex items-center justify-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800'
          : 'inline-flex items-center gap-1.5 rounded-lg text-sm text-zinc-400 hover:text-zinc-100'
      }
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('detail.back')}
    </Link>
  );
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
