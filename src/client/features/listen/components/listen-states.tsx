import { ListMusic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { RetryButton } from '../../../components/ui/retry-button';
import { LoadingShape } from '../../../components/ui/loading-shape';

/** The page's shape while the playlist loads: cover, title lines and a few song rows. */
export function ListenSkeleton() {
  const { t } = useTranslation('listen');
  return (
    <LoadingShape label={t('loading')}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end" aria-hidden>
        <div className="h-32 w-32 rounded-2xl bg-zinc-800 sm:h-40 sm:w-40" />
        <div className="flex-1 space-y-3">
          <div className="h-3 w-28 rounded bg-zinc-800" />
          <div className="h-9 w-2/3 rounded bg-zinc-800" />
          <div className="h-4 w-40 rounded bg-zinc-800" />
          <div className="h-11 w-32 rounded-full bg-zinc-800" />
        </div>
      </div>
      <SongRowsShape />
    </LoadingShape>
  );
}

function SongRowsShape() {
  return (
    <ul className="mt-10 space-y-2" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="h-14 rounded-xl bg-zinc-800/60" />
      ))}
    </ul>
  );
}

/** The songs' shape while their first page loads (the playlist itself is shown). */
export function SongsSkeleton() {
  const { t } = useTranslation('listen');
  return (
    <LoadingShape label={t('songsLoading')}>
      <SongRowsShape />
    </LoadingShape>
  );
}

/** The playlist is shown but its songs failed to load: Retry in place. */
export function SongsLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('listen');
  return (
    <div role="alert" className="mt-10 flex flex-wrap items-center gap-3">
      <p className="text-sm text-red-300">{t('songsFailed')}</p>
      <RetryButton label={t('more.retry')} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/** A public playlist with no song its owner may still play. */
export function EmptyPlaylistMessage() {
  const { t } = useTranslation('listen');
  return (
    <div className="mt-10">
      <EmptyPanel icon={ListMusic} titleAs="h2" title={t('empty.title')} body={t('empty.body')} />
    </div>
  );
}
