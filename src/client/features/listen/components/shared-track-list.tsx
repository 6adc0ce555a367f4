import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { usePlayer } from '../../player/player-context';
import type { PlayerTrack } from '../../player/player-types';

/**
 * The shared playlist's songs; each row's button plays that song with the whole list as the
 * player's playlist (auto-advance, wrap, skip on failure), and the current song's row says so.
 */
export function SharedTrackList({ tracks }: { tracks: readonly PlayerTrack[] }) {
  const { t } = useTranslation('listen');
  const player = usePlayer();

  return (
    <section aria-labelledby="shared-playlist-songs" className="mt-10">
      <h2 id="shared-playlist-songs" className="sr-only">
        {t('songs')}
      </h2>
      <ol className="divide-y divide-zinc-800/80 rounded-2xl border border-zinc-800 bg-zinc-900/50">
        {tracks.map((track, index) => {
          const current = player.currentSong?.id === track.id;
          const playing = current && player.isPlaying;
          return (
            <li
              key={track.id}
              data-testid="shared-track"
              aria-current={current ? 'true' : undefined}
              className={`flex items-center gap-3 px-3 py-2.5 sm:gap-4 sm:px-4 ${current ? 'bg-brand-600/10' : ''}`}
            >
              <span
                aria-hidden
                className="w-6 shrink-0 text-right text-xs tabular-nums text-zinc-400"
              >
                {index + 1}
              </span>
              <PlayToggleButton
                label={
                  playing
                    ? t('track.pause', { title: track.title })
                    : t('track.play', { title: track.title })
                }
                playing={playing}
                current={current}
                onToggle={() => player.play(track, tracks)}
              />
              <span
                title={track.title}
                className={`min-w-0 flex-1 truncate text-sm font-medium ${current ? 'text-brand-200' : 'text-zinc-100'}`}
              >
                {track.title}
              </span>
              {playing && <AudioLines className="h-4 w-4 shrink-0 text-brand-300" aria-hidden />}
              <span className="shrink-0 text-xs tabular-nums text-zinc-400">
                {formatDuration(track.duration)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
