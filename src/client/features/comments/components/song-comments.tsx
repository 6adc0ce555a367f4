import { ChevronDown, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { usePlayer } from '../../../lib/player/player-context';
import { CommentPanel } from './comment-panel';
import { Button } from '../../../components/ui/button';

export interface SongCommentsProps {
  song: AudioFile;
  /** The songs of the list, so playing from a comment continues through them. */
  songs: readonly AudioFile[];
  projectId: string;
  /** Undefined while the counts load. */
  count: number | undefined;
  open: boolean;
  onToggle: (song: AudioFile) => void;
  canWrite: boolean;
  highlightId: string | null;
}

/** Under a song row: "Comments (N)", opening the song's comments and the add form. */
export function SongComments({
  song,
  songs,
  projectId,
  count,
  open,
  onToggle,
  canWrite,
  highlightId,
}: SongCommentsProps) {
  const { t } = useTranslation('comments');
  const panelId = `song-comments-${song.id}`;
  return (
    <div className="pl-1 sm:pl-10">
      <Button
        variant="subtle"
        size="xs"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onToggle(song)}
      >
        <MessageSquare className="h-3.5 w-3.5" aria-hidden />
        {count === undefined ? t('toggleNoCount') : t('toggle', { count })}
        <ChevronDown
          className={`h-3.5 w-3.5 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
        <span className="sr-only"> {t('toggleFor', { title: song.title })}</span>
      </Button>
      {open && (
        <PlayingPanel
          id={panelId}
          song={song}
          songs={songs}
          projectId={projectId}
          canWrite={canWrite}
          highlightId={highlightId}
        />
      )}
    </div>
  );
}

/** The panel, with "play from here" wired to the player (only while open: it re-renders often). */
function PlayingPanel(
  props: Omit<SongCommentsProps, 'count' | 'open' | 'onToggle'> & { id: string },
) {
  const { song, songs } = props;
  const { currentSong, isPlaying, play, seek, toggle } = usePlayer();
  const playAt = (seconds: number) => {
    if (currentSong?.id === song.id) {
      seek(seconds);
      if (!isPlaying) toggle();
      return;
    }
    // A new source: the element keeps the position and applies it once the file's start loads.
    play(song, songs);
    seek(seconds);
  };
  return <CommentPanel {...props} onPlayAt={playAt} />;
}
