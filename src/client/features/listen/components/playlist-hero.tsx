import { ListMusic, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SharedPlaylist } from '../../../../shared/schemas/playlists';
import { usePlayer } from '../../../lib/player/player-context';
import type { PlayerTrack } from '../../../lib/player/player-types';
import { formatPlaylistLength, playAllAction } from '../shared-player-tracks';
import { Button } from '../../../components/ui/button';

interface PlaylistHeroProps {
  playlist: SharedPlaylist;
  /** The playlist's songs as the player takes them, in playlist order. */
  tracks: readonly PlayerTrack[];
}

/** Name, owner, description, song count and length, and the button that plays the whole list. */
export function PlaylistHero({ playlist, tracks }: PlaylistHeroProps) {
  const { t } = useTranslation('listen');
  const player = usePlayer();
  const action = playAllAction(
    { currentSongId: player.currentSong?.id ?? null, isPlaying: player.isPlaying },
    tracks,
  );
  const first = tracks[0];

  const handlePlayAll = () => {
    if (action !== 'start') player.toggle();
    else if (first) player.play(first, tracks);
  };

  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
      <span className="flex h-32 w-32 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 shadow-xl shadow-brand-900/40 sm:h-40 sm:w-40">
        <ListMusic className="h-14 w-14 text-white/90" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-300">
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white [overflow-wrap:anywhere] sm:text-4xl">
          {playlist.name}
        </h1>
        <p className="mt-2 text-sm text-zinc-300">{t('byOwner', { name: playlist.ownerName })}</p>
        {playlist.description && (
          <p className="mt-3 max-w-2xl whitespace-pre-line text-sm text-zinc-400 [overflow-wrap:anywhere]">
            {playlist.description}
          </p>
        )}
        <p data-testid="playlist-summary" className="mt-3 text-sm tabular-nums text-zinc-400">
          {t('summary', {
            count: playlist.trackCount,
            length: formatPlaylistLength(playlist.totalDuration),
          })}
        </p>
        {first && (
          <Button
            variant="raised"
            size="hero-pill"
            focus="light"
            className="mt-6 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950"
            onClick={handlePlayAll}
          >
            {action === 'pause' ? (
              <Pause className="h-4 w-4" aria-hidden />
            ) : (
              <Play className="h-4 w-4" aria-hidden />
            )}
            {t(`playAll.${action}`)}
          </Button>
        )}
      </div>
    </div>
  );
}
