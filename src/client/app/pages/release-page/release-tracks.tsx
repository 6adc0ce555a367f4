import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { PublicRelease } from '../../../../shared/schemas/releases';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { usePlayer } from '../../../lib/player/player-context';
import type { PlayerTrack } from '../../../lib/player/player-types';
import { rightsLine } from './release-facts';

interface ReleaseTracksProps {
  release: PublicRelease;
  /** The same tracks as the player takes them, in tracklist order. */
  playerTracks: readonly PlayerTrack[];
}

/**
 * The tracklist (100 tracks at most, so every row is drawn): number, play, title, explicit
 * badge, length, and each track's credits beneath it; the ℗ and © lines close it.
 */
export function ReleaseTracks({ release, playerTracks }: ReleaseTracksProps) {
  const { t } = useTranslation('release-page');
  const player = usePlayer();
  const tracks = [...release.tracks].sort((a, b) => a.position - b.position);
  const rights = [rightsLine('℗', release.pLine), rightsLine('©', release.cLine)].filter(Boolean);

  return (
    <section aria-labelledby="release-tracks" className="mt-10">
      <h2 id="release-tracks" className="sr-only">
        {t('tracks')}
      </h2>
      <ol
        aria-labelledby="release-tracks"
        className="divide-y divide-zinc-800/80 rounded-2xl border border-zinc-800 bg-zinc-900/50"
      >
        {tracks.map((track, index) => {
          const playerTrack = playerTracks[index]!;
          const current = player.currentSong?.id === track.audioId;
          const playing = current && player.isPlaying;
          return (
            <li
              key={track.audioId}
              data-testid="release-track"
              aria-current={current ? 'true' : undefined}
              className={`px-3 py-2.5 sm:px-4 ${current ? 'bg-brand-600/10' : ''}`}
            >
              <div className="flex items-center gap-3 sm:gap-4">
                <span
                  aria-hidden
                  className="w-6 shrink-0 text-right text-xs tabular-nums text-zinc-400"
                >
                  {track.position}
                </span>
                <PlayToggleButton
                  label={
                    playing
                      ? t('track.pause', { title: track.title })
                      : t('track.play', { title: track.title })
                  }
                  playing={playing}
                  current={current}
                  onToggle={() => player.play(playerTrack, playerTracks)}
                />
                <span
                  title={track.title}
                  className={`min-w-0 flex-1 truncate text-sm font-medium ${current ? 'text-brand-200' : 'text-zinc-100'}`}
                >
                  <span className="sr-only">{t('track.number', { number: track.position })} </span>
                  {track.title}
                </span>
                {track.explicit && (
                  <span
                    data-testid="release-explicit"
                    title={t('explicit')}
                    className="shrink-0 rounded bg-zinc-700 px-1.5 py-0.5 text-[0.65rem] font-bold leading-none text-zinc-100"
                  >
                    <span aria-hidden>E</span>
                    <span className="sr-only">{t('explicit')}</span>
                  </span>
                )}
                {playing && <AudioLines className="h-4 w-4 shrink-0 text-brand-300" aria-hidden />}
                <span className="shrink-0 text-xs tabular-nums text-zinc-400">
                  <span className="sr-only">{t('track.length')} </span>
                  {formatDuration(track.duration)}
                </span>
              </div>
              {track.credits.length > 0 && (
                <p
                  data-testid="release-credits"
                  className="mt-1 pl-[4.5rem] text-xs text-zinc-400 [overflow-wrap:anywhere] sm:pl-20"
                >
                  <span className="sr-only">{t('credits')}: </span>
                  {track.credits
                    .map((credit) => t('credit', { name: credit.name, role: credit.role }))
                    .join(' · ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {rights.length > 0 && (
        <footer className="mt-4 space-y-0.5 text-xs text-zinc-400">
          {rights.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </footer>
      )}
    </section>
  );
}
