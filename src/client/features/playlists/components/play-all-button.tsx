import { Pause, Play } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistTrack } from '../../../../shared/schemas/playlists';
import { usePlayer } from '../../player/player-context';
import { playableSongs } from '../lib/playlist-cache';
import { isSameSongSet, playAllStart } from '../lib/playlist-rules';
import { primaryButtonClass } from './playlist-styles';

/**
 * "Play all": the global player's playlist mode over the playable songs (part 2 §4; the player
 * shuffles, advances, wraps and skips failures). While this playlist plays it pauses/resumes.
 */
export function PlayAllButton({ tracks }: { tracks: readonly PlaylistTrack[] }) {
  const { t } = useTranslation('playlists');
  const player = usePlayer();
  const songs = useMemo(() => playableSongs(tracks), [tracks]);
  const thisPlaylist =
    player.isPlaylistMode &&
    player.currentSong !== null &&
    isSameSongSet(player.currentPlaylist, songs);

  const handlePlay = () => {
    if (thisPlaylist) return player.toggle();
    const start = playAllStart(songs, player.isShuffled);
    if (!start) return;
    // play() toggles when the song is already the current one: keep it playing in this list.
    const keepPlaying = player.currentSong?.id === start.id && player.isPlaying;
    player.play(start, songs);
    if (keepPlaying) player.toggle();
  };

  const pausing = thisPlaylist && player.isPlaying;
  return (
    <button
      type="button"
      onClick={handlePlay}
      // The player bar has its own Pause: these name which one this is.
      aria-label={
        pausing ? t('detail.pauseLabel') : thisPlaylist ? t('detail.resumeLabel') : undefined
      }
      disabled={songs.length === 0}
      className={primaryButtonClass}
    >
      {pausing ? (
        <Pause className="h-4 w-4" aria-hidden />
      ) : (
        <Play className="h-4 w-4" aria-hidden />
      )}
      {pausing ? t('detail.pause') : thisPlaylist ? t('detail.resume') : t('detail.playAll')}
    </button>
  );
}
