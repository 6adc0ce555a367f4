import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlayerBar } from '../player/components/player-bar';
import { isDeadLink, useSharedPlaylist, useSharedTracks } from './api/shared-playlist';
import { PublicPageHeader } from '../../components/public-page-header';
import { footerState, PagedListFooter } from '../../components/ui/paged-list-footer';
import {
  DeadLinkMessage,
  EmptyPlaylistMessage,
  ListenSkeleton,
  LoadFailedMessage,
  SongsLoadFailed,
  SongsSkeleton,
} from './components/listen-states';
import { PlaylistHero } from './components/playlist-hero';
import { SharedTrackList } from './components/shared-track-list';
import { sharedPlayerTracks } from './shared-player-tracks';

/**
 * /listen/:token, public: plays a shared playlist without an account. It stands alone (no app
 * shell), so it mounts the global player bar itself; the player's state lives in the provider.
 */
export function ListenPage() {
  const { t } = useTranslation('listen');
  const { token = '' } = useParams();
  const shared = useSharedPlaylist(token);
  const playlist = shared.data;
  const pages = useSharedTracks(token, playlist !== undefined);
  const tracks = useMemo(
    () => (playlist ? sharedPlayerTracks(playlist, pages.items) : []),
    [playlist, pages.items],
  );
  const dead =
    (shared.isError && isDeadLink(shared.error)) || (pages.isError && isDeadLink(pages.error));

  let title: string;
  let content: ReactNode;
  if (playlist && !dead) {
    title = playlist.name;
    content = (
      <>
        <PlaylistHero playlist={playlist} tracks={tracks} />
        {tracks.length > 0 ? (
          <>
            <SharedTrackList
              tracks={tracks}
              total={pages.total ?? tracks.length}
              onNearEnd={pages.loadMore}
            />
            <PagedListFooter
              {...footerState(pages)}
              autoLoad={false}
              labels={{
                more: t('more.show'),
                loading: t('more.loading'),
                failed: t('more.failed'),
                retry: t('more.retry'),
              }}
            />
          </>
        ) : pages.isPending ? (
          <SongsSkeleton />
        ) : pages.isError ? (
          <SongsLoadFailed onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
        ) : (
          <EmptyPlaylistMessage />
        )}
      </>
    );
  } else if (dead) {
    title = t('unavailable.title');
    content = <DeadLinkMessage />;
  } else if (shared.isError) {
    title = t('loadFailed.title');
    content = (
      <LoadFailedMessage onRetry={() => void shared.refetch()} retrying={shared.isFetching} />
    );
  } else {
    title = t('pageTitle');
    content = <ListenSkeleton />;
  }

  return (
    // The fixed player bar publishes --player-height: the page makes room so it covers nothing.
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.16),_transparent_55%)] pb-[var(--player-height,0px)]">
      <title>{`${title} · ${t('common:appName')}`}</title>
      <PublicPageHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 sm:py-14">{content}</main>
      <PlayerBar />
    </div>
  );
}
