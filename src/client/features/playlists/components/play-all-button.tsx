import { Loader2, Pause, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistTrack } from '../../../../shared/schemas/playlists';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { usePlayer } from '../../../lib/player/player-context';
import { playableSongs } from '../lib/playlist-cache';
import { isSameSongSet, playAllStart } from '../lib/playlist-rules';
import { Button } from '../../../components/ui/button';

/**
 * "Play all": the global player's playlist mode over the playable songs (part 2 §4; the player
 * shuffles, advances, wraps and skips failures). While this playlist plays it pauses/resumes.
 * The list shows its songs a page at a time; Play all first fetches the pages not yet shown
 * (a playlist holds at most PLAYLIST_TRACKS_MAX songs), so every song plays, not only the first
 * page's.
 */
export function PlayAllButton({
  tracks,
  loadAll,
}: {
  /** The songs loaded so far. */
  tracks: readonly PlaylistTrack[];
  /** Every song of the playlist (the pages not loaded yet fetched in turn). */
  loadAll: () => Promise<PlaylistTrack[]>;
}) {
  const { t } = useTranslation('playlists');
  const player = usePlayer();
  const [loading, setLoading] = useState(false);
  const songs = useMemo(() => playableSongs(tracks), [tracks]);
  const thisPlaylist =
    player.isPlaylistMode &&
    player.currentSong !== null &&
    isSameSongSet(player.currentPlaylist, songs);

  const start = (all: ReturnType<typeof playableSongs>) => {
    const first = playAllStart(all, player.isShuffled);
    if (!first) return;
    // play() toggles when the song is already the current one: keep it playing in this list.
    const keepPlaying = player.currentSong?.id === first.id && player.isPlaying;
    player.play(first, all);
    if (keepPlaying) player.toggle();
  };
  const handlePlay = () => {
    if (thisPlaylist) return player.toggle();
    setLoading(true);
    loadAll().then(
      (all) => {
        setLoading(false);
        start(playableSongs(all));
      },
      (error: unknown) => {
        setLoading(false);
        toast.error(errorMessage(error, t('detail.playAllFailed')));
      },
    );
  };

  const pausing = thisPlaylist && player.isPlaying;
  return (
    <Button
      onClick={handlePlay}
      // The player bar has its own Pause: these name which one this is.
      aria-label={
        pausing ? t('detail.pauseLabel') : thisPlaylist ? t('detail.resumeLabel') : undefined
      }
      disabled={songs.length === 0 || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      ) : pausing ? (
        <Pause className="h-4 w-4" aria-hidden />
      ) : (
        <Play className="h-4 w-4" aria-hidden />
      )}
      {pausing ? t('detail.pause') : thisPlaylist ? t('detail.resume') : t('detail.playAll')}
    </Button>
  );
}
