import { AlertTriangle, EyeOff, GripVertical, Loader2, X } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PlaylistTrack } from '../../../../shared/schemas/playlists';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { isPendingTrack } from '../lib/playlist-cache';
import type { DragHandle } from '../../../lib/use-sortable-row';
import { IconButton } from '../../../components/ui/icon-button';
import { SongQueueMenu } from '../../../components/song-queue-menu';

interface PlaylistTrackRowProps {
  track: PlaylistTrack;
  index: number;
  /** The player's current song (playing or paused). */
  current: boolean;
  playing: boolean;
  /** The drag handle's wiring, when the song can be moved now. */
  drag: DragHandle | undefined;
  /** The row is being dragged. */
  dragging: boolean;
  /** The playlist is public: songs its link leaves out carry a note. */
  publicLink: boolean;
  onPlay: (song: AudioFile) => void;
  onRemove: (track: PlaylistTrack) => void;
}

/**
 * One song of the playlist: drag handle, position, play/pause, title, artist and project,
 * duration, Play next / Add to queue, Remove. A song its owner can no longer play is greyed, says why, and can only go.
 * In a public playlist, a song the public link skips (issue 14) says so.
 * The list (virtual-track-list.tsx) places it and wires the handle.
 */
export const PlaylistTrackRow = memo(function PlaylistTrackRow({
  track,
  index,
  current,
  playing,
  drag,
  dragging,
  publicLink,
  onPlay,
  onRemove,
}: PlaylistTrackRowProps) {
  const { t } = useTranslation('playlists');
  const song = track.audioFile;
  const pending = isPendingTrack(track);
  const title = song?.title ?? t('track.unavailable');
  const origin =
    song &&
    [song.uploaderName, song.projectIsLibrary ? '' : song.projectName].filter(Boolean).join(' · ');

  return (
    <div
      className={`grid grid-cols-[1.5rem_1.75rem_2.25rem_minmax(0,1fr)_auto_2rem_2rem] items-center gap-2 rounded-lg px-2 py-2 transition-colors sm:gap-3 ${
        dragging
          ? 'relative z-10 bg-zinc-900 shadow-xl shadow-black/40 ring-1 ring-brand-500/50'
          : current
            ? 'bg-brand-600/10'
            : 'hover:bg-zinc-900'
      }`}
    >
      {drag ? (
        <IconButton
          look="drag"
          ref={drag.setActivatorNodeRef}
          {...drag.attributes}
          {...drag.listeners}
          label={t('track.reorder', { title })}
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </IconButton>
      ) : (
        <span aria-hidden />
      )}
      <span className="text-right text-sm tabular-nums text-zinc-500">{index + 1}</span>
      {pending ? (
        <span className="flex h-7 w-7 items-center justify-center" role="status">
          <Loader2 className="h-4 w-4 animate-spin text-zinc-400" aria-hidden />
          <span className="sr-only">{t('track.adding', { title })}</span>
        </span>
      ) : song ? (
        <PlayToggleButton
          label={playing ? t('track.pause', { title }) : t('track.play', { title })}
          playing={playing}
          current={current}
          onToggle={() => onPlay(song)}
          size="sm"
        />
      ) : (
        <span className="flex h-7 w-7 items-center justify-center text-amber-300">
          <AlertTriangle className="h-4 w-4" aria-hidden />
        </span>
      )}
      <div className={`min-w-0 ${song ? '' : 'opacity-70'}`}>
        <p
          className={`truncate text-sm font-medium ${current ? 'text-brand-200' : song ? 'text-zinc-100' : 'text-zinc-400 italic'}`}
          title={title}
        >
          {title}
        </p>
        <p className={`text-xs text-zinc-400 ${song ? 'truncate' : ''}`}>
          {song ? origin : t('track.unavailableReason')}
        </p>
        {song && publicLink && track.sharedHidden && <SharedHiddenNote />}
      </div>
      <span className="text-sm tabular-nums text-zinc-400">
        {song ? formatDuration(song.duration) : <span aria-hidden>–</span>}
      </span>
      {song && !pending ? <SongQueueMenu track={song} /> : <span aria-hidden />}
      <IconButton
        look="list"
        onClick={() => onRemove(track)}
        disabled={pending}
        label={t('track.remove', { title })}
        title={t('track.removeShort')}
        className="hover:text-red-300"
      >
        <X className="h-4 w-4" aria-hidden />
      </IconButton>
    </div>
  );
});

/** Tells the playlist's owner that its public link leaves this song out, and why. */
function SharedHiddenNote() {
  const { t } = useTranslation('playlists');
  return (
    <p
      className="mt-0.5 inline-flex items-center gap-1 rounded-full border border-amber-500/40 px-1.5 text-[11px] text-amber-200"
      title={t('track.sharedHiddenHelp')}
    >
      <EyeOff className="h-3 w-3" aria-hidden />
      {t('track.sharedHidden')}
      <span className="sr-only">: {t('track.sharedHiddenHelp')}</span>
    </p>
  );
}
