import { ListMusic } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistSummary } from '../../../shared/schemas/playlists';
import { EmptyPanel } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { NamespacedListFooter } from '../../components/ui/paged-list-footer';
import { usePlaylists } from './api/playlist-queries';
import { CreatePlaylistForm } from './components/create-playlist-form';
import { DeletePlaylistDialog } from './components/delete-playlist-dialog';
import { PlaylistCard, PlaylistGridSkeleton, playlistGridClass } from './components/playlist-card';

/**
 * /playlists: "My Playlists", a create form and the grid of the active profile's playlists,
 * newest first, a page at a time ("Show more playlists").
 */
export function PlaylistsPage() {
  const { t } = useTranslation('playlists');
  const playlists = usePlaylists();
  const [toDelete, setToDelete] = useState<PlaylistSummary | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const requestDelete = useCallback((playlist: PlaylistSummary) => setToDelete(playlist), []);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('page.title')} · ${t('common:appName')}`}</title>
      <header>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('page.subtitle')}</p>
      </header>
      <CreatePlaylistForm />
      <section aria-labelledby="playlists-list-heading" className="space-y-4">
        <h2
          id="playlists-list-heading"
          ref={listHeading}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-zinc-100 focus:outline-none"
        >
          {t('page.listHeading')}
          {playlists.data && playlists.data.length > 0 && (
            <span className="rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-medium text-zinc-300">
              {playlists.total ?? playlists.data.length}
            </span>
          )}
        </h2>
        {/* Cached playlists stay on screen while the list refetches (and if a refetch fails). */}
        {playlists.data ? (
          playlists.data.length === 0 ? (
            <EmptyPanel icon={ListMusic} title={t('empty.title')} body={t('empty.body')} />
          ) : (
            <>
              <ul aria-labelledby="playlists-list-heading" className={playlistGridClass}>
                {playlists.data.map((playlist) => (
                  <PlaylistCard key={playlist.id} playlist={playlist} onDelete={requestDelete} />
                ))}
              </ul>
              <NamespacedListFooter
                list={playlists}
                namespace="playlists"
                keyPrefix="playlistList"
                autoLoad={false}
              />
            </>
          )
        ) : playlists.isError ? (
          <ErrorState
            title={t('error.title')}
            body={t('error.body')}
            retryLabel={t('error.retry')}
            retrying={playlists.isFetching}
            onRetry={() => void playlists.refetch()}
          />
        ) : (
          <PlaylistGridSkeleton />
        )}
      </section>
      <DeletePlaylistDialog
        playlist={toDelete}
        onClose={() => setToDelete(null)}
        focusAfterDelete={() => listHeading.current?.focus()}
      />
    </div>
  );
}
