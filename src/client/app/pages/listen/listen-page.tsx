import { Link2Off } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlayerBar } from '../../shell/player-bar';
import {
  isDeadLink,
  useSharedPlaylist,
  useSharedTracks,
} from '../../../features/listen/api/shared-playlist';
import {
  PublicPageFrame,
  PublicPageLoadFailed,
  PublicPageUnavailable,
} from '../../../components/public-page-states';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import {
  EmptyPlaylistMessage,
  ListenSkeleton,
  SongsLoadFailed,
  SongsSkeleton,
} from '../../../features/listen/components/listen-states';
import { PlaylistHero } from '../../../features/listen/components/playlist-hero';
import { SharedTrackList } from '../../../features/listen/components/shared-track-list';
import { sharedPlayerTracks } from '../../../features/listen/shared-player-tracks';

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
    () => (playlist ? sharedPlayerTracks(playlist, pages.items, token) : []),
    [playlist, pages.items, token],
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
            <NamespacedListFooter list={pages} namespace="listen" autoLoad={false} />
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
    content = <PublicPageUnavailable ns="listen" icon={Link2Off} />;
  } else if (shared.isError) {
    title = t('loadFailed.title');
    content = (
      <PublicPageLoadFailed
        ns="listen"
        onRetry={() => void shared.refetch()}
        retrying={shared.isFetching}
      />
    );
  } else {
    title = t('pageTitle');
    content = <ListenSkeleton />;
  }

  return (
    // The fixed player bar publishes --player-height: the page makes room so it covers nothing.
    <PublicPageFrame title={title} className="pb-[var(--player-height,0px)]" after={<PlayerBar />}>
      {content}
    </PublicPageFrame>
  );
}
