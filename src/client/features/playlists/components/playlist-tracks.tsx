import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Music, Plus } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { Playlist, PlaylistTrack } from '../../../../shared/schemas/playlists';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { usePlayer } from '../../player/player-context';
import { useRemovePlaylistTrack, useReorderPlaylist } from '../api/playlist-track-mutations';
import { isPendingTrack, movedId, playableSongs } from '../lib/playlist-cache';
import { requestFailureMessage } from '../lib/playlist-rules';
import { PlaylistTrackRow } from './playlist-track-row';
import { cardClass, primaryButtonClass } from './playlist-styles';
import { useTrackDragAnnouncements } from './use-track-drag-announcements';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];

interface PlaylistTracksProps {
  playlist: Playlist;
  onAddSongs: () => void;
}

/**
 * The playlist's songs in order. Drag a handle (or Space, arrows, Space on it) to reorder:
 * the new order shows at once and is saved; it snaps back if saving fails. Remove asks first.
 */
export function PlaylistTracks({ playlist, onAddSongs }: PlaylistTracksProps) {
  const { t } = useTranslation('playlists');
  const { play, currentSong, isPlaying } = usePlayer();
  const { mutate: reorder } = useReorderPlaylist();
  const { mutate: removeTrack } = useRemovePlaylistTrack();
  const [toRemove, setToRemove] = useState<PlaylistTrack | null>(null);
  const [removed, setRemoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { tracks } = playlist;
  const songs = useMemo(() => playableSongs(tracks), [tracks]);
  const ids = useMemo(() => tracks.map((track) => track.id), [tracks]);
  // Songs still being added have no server id yet: an order naming them would be refused.
  const sortable = tracks.length > 1 && !tracks.some(isPendingTrack);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useTrackDragAnnouncements(tracks);

  const handlePlay = useCallback((song: AudioFile) => play(song, songs), [play, songs]);
  const handleRequestRemove = useCallback((track: PlaylistTrack) => setToRemove(track), []);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(
      { playlistId: playlist.id, trackIds: movedId(ids, String(active.id), String(over.id)) },
      {
        onError: (error) =>
          toast.error(t('toast.orderFailed'), {
            description: requestFailureMessage(error, t('toast.tryAgain')),
          }),
      },
    );
  };

  const removingTitle = toRemove?.audioFile?.title ?? t('track.unavailable');
  const handleConfirmRemove = () => {
    if (!toRemove) return;
    removeTrack(
      { playlistId: playlist.id, trackId: toRemove.id },
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

  return (
    <section aria-labelledby="playlist-songs-heading" className={cardClass}>
      <h2
        id="playlist-songs-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-3 text-base font-semibold text-zinc-100 focus:outline-none"
      >
        {t('detail.songsHeading')}
      </h2>
      {tracks.length === 0 ? (
        <EmptyPanel
          icon={Music}
          title={t('detail.emptyTitle')}
          body={t('detail.emptyBody')}
          action={
            <button type="button" onClick={onAddSongs} className={primaryButtonClass}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('detail.addSongs')}
            </button>
          }
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={MODIFIERS}
          accessibility={accessibility}
          onDragEnd={handleDragEnd}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol aria-labelledby="playlist-songs-heading" className="space-y-1">
              {tracks.map((track, index) => {
                const current = track.audioFile !== null && currentSong?.id === track.audioFileId;
                return (
                  <PlaylistTrackRow
                    key={track.id}
                    track={track}
                    index={index}
                    current={current}
                    playing={current && isPlaying}
                    sortable={sortable}
                    onPlay={handlePlay}
                    onRemove={handleRequestRemove}
                  />
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <ConfirmDeleteDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={t('removeDialog.title')}
        body={t('removeDialog.body', { title: removingTitle, name: playlist.name })}
        labels={{
          cancel: t('removeDialog.cancel'),
          confirm: t('removeDialog.confirm'),
          pending: t('removeDialog.confirm'),
        }}
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
    </section>
  );
}
