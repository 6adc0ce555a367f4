import { Music, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { Playlist, PlaylistTrack } from '../../../../shared/schemas/playlists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { RetryButton } from '../../../components/ui/retry-button';
import { toast } from '../../../lib/notify';
import { usePlayer } from '../../../lib/player/player-context';
import type { usePlaylistTracks } from '../api/playlist-queries';
import { useMovePlaylistTrack, useRemovePlaylistTrack } from '../api/playlist-track-mutations';
import { isPendingTrack, playableSongs } from '../lib/playlist-cache';
import { requestFailureMessage } from '../lib/playlist-rules';
import { PlaylistTrackRow } from './playlist-track-row';
import { Button } from '../../../components/ui/button';
import { VirtualTrackList, type RenderTrack } from './virtual-track-list';
import { Card } from '../../../components/ui/card';

interface PlaylistTracksProps {
  playlist: Playlist;
  /** The playlist's songs, a page at a time. */
  tracks: ReturnType<typeof usePlaylistTracks>;
  onAddSongs: () => void;
}

/**
 * The playlist's songs in order, loaded page by page as the list scrolls. Drag a handle (or
 * Space, arrows, Space on it) to move a song: it moves at once and is saved; it snaps back if
 * saving fails. Remove asks first.
 */
export function PlaylistTracks({ playlist, tracks, onAddSongs }: PlaylistTracksProps) {
  const { t } = useTranslation('playlists');
  const { play, currentSong, isPlaying } = usePlayer();
  const { mutate: move } = useMovePlaylistTrack();
  const { mutate: removeTrack } = useRemovePlaylistTrack();
  const [toRemove, setToRemove] = useState<PlaylistTrack | null>(null);
  const [removed, setRemoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { items } = tracks;
  const songs = useMemo(() => playableSongs(items), [items]);
  // Songs still being added have no server id yet: nothing can be placed after them.
  const settled = items.length > 1 && !items.some(isPendingTrack);
  const canDrag = useCallback(
    (track: PlaylistTrack) => settled && track.audioFile !== null,
    [settled],
  );

  const handlePlay = useCallback((song: AudioFile) => play(song, songs), [play, songs]);
  const handleMove = (trackId: string, afterTrackId: string | null) =>
    move(
      { playlistId: playlist.id, trackId, afterTrackId },
      {
        onError: (error) =>
          toast.error(t('toast.orderFailed'), {
            description: requestFailureMessage(error, t('toast.tryAgain')),
          }),
      },
    );

  const renderTrack = useCallback<RenderTrack>(
    (track, index, drag, dragging) => {
      const current = track.audioFile !== null && currentSong?.id === track.audioFileId;
      return (
        <PlaylistTrackRow
          track={track}
          index={index}
          current={current}
          playing={current && isPlaying}
          drag={drag}
          dragging={dragging}
          publicLink={playlist.isPublic}
          onPlay={handlePlay}
          onRemove={setToRemove}
        />
      );
    },
    [currentSong, isPlaying, handlePlay, playlist.isPublic],
  );

  const removingTitle = toRemove?.audioFile?.title ?? t('track.unavailable');
  const handleConfirmRemove = () => {
    if (!toRemove) return;
    removeTrack(
      { playlistId: playlist.id, track: toRemove },
      {
        onSuccess: () => toast.success(t('toast.songRemoved'), { description: removingTitle }),
        onError: (error) =>
          toast.error(t('toast.removeFailed'), {
            description: requestFailureMessage(error, t('toast.tryAgain')),
          }),
      },
    );
    setRemoved(true);
    setToRemove(null);
  };

  let body;
  if (tracks.isPending) {
    body = (
      <p role="status" className="px-2 py-6 text-sm text-zinc-400">
        {t('detail.songsLoading')}
      </p>
    );
  } else if (tracks.isError && items.length === 0) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 px-2 py-4">
        <p className="text-sm text-red-300">{t('detail.songsFailed')}</p>
        <RetryButton
          label={t('loadError.retry')}
          retrying={tracks.isFetching}
          onRetry={() => void tracks.refetch()}
        />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyPanel
        icon={Music}
        title={t('detail.emptyTitle')}
        body={t('detail.emptyBody')}
        action={
          <Button onClick={onAddSongs}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('detail.addSongs')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <VirtualTrackList
          tracks={items}
          total={tracks.total ?? items.length}
          labelledBy="playlist-songs-heading"
          canDrag={canDrag}
          onMove={handleMove}
          onNearEnd={tracks.loadMore}
          renderTrack={renderTrack}
        />
        <NamespacedListFooter
          list={tracks}
          namespace="playlists"
          keyPrefix="songList"
          autoLoad={false}
        />
      </>
    );
  }

  return (
    <Card as="section" padding="responsive" aria-labelledby="playlist-songs-heading">
      <h2
        id="playlist-songs-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-3 text-base font-semibold text-zinc-100 focus:outline-none"
      >
        {t('detail.songsHeading')}
      </h2>
      {body}
      <ConfirmDialog
        icon={Trash2}
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={t('removeDialog.title')}
        body={t('removeDialog.body', { title: removingTitle, name: playlist.name })}
        labels={{ confirm: t('removeDialog.confirm'), pending: t('removeDialog.confirm') }}
        pending={false}
        onConfirm={handleConfirmRemove}
        // The removed row (and its button) is gone: the list's heading takes the focus.
        onCloseAutoFocus={
          removed
            ? () => {
                setRemoved(false);
                heading.current?.focus();
              }
            : undefined
        }
      />
    </Card>
  );
}
