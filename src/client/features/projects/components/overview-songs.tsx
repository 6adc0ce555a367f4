import { ArrowRight, Music, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { useProjectAudio } from '../../audio/api/audio-queries';
import { usePlayer } from '../../player/player-context';
import { OverviewCard } from './overview-card';

/** How many items of each area the overview shows (part 2 §9). */
const OVERVIEW_ITEMS = 3;

/** The overview's first three songs, each playable; the project's songs form the playlist. */
export function OverviewSongs({
  projectId,
  onViewAll,
}: {
  projectId: string;
  onViewAll: () => void;
}) {
  const { t } = useTranslation('projects');
  const audio = useProjectAudio(projectId);
  const player = usePlayer();
  const songs = audio.data ?? [];

  return (
    <OverviewCard
      id="overview-songs"
      title={t('overview.songs')}
      icon={Music}
      aside={
        <button
          type="button"
          onClick={onViewAll}
          className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-brand-300 hover:text-brand-200"
        >
          {t('overview.viewAll')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </button>
      }
    >
      {audio.isPending ? (
        <ul aria-busy className="space-y-3">
          {Array.from({ length: OVERVIEW_ITEMS }, (_, i) => (
            <li key={i} className="h-10 animate-pulse rounded-lg bg-zinc-800/60" />
          ))}
        </ul>
      ) : audio.isError ? (
        <p className="text-sm text-zinc-400">{t('overview.songsFailed')}</p>
      ) : songs.length === 0 ? (
        <div className="rounded-xl border border-dashed border-zinc-800 px-4 py-6 text-center">
          <p className="text-sm font-medium text-zinc-300">{t('overview.noSongs')}</p>
          <p className="mt-1 text-xs text-zinc-400">{t('overview.noSongsBody')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-800">
          {songs.slice(0, OVERVIEW_ITEMS).map((song) => {
            const playing = player.currentSong?.id === song.id && player.isPlaying;
            return (
              <li key={song.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <button
                  type="button"
                  onClick={() => player.play(song, songs)}
                  aria-label={
                    playing
                      ? t('overview.pause', { title: song.title })
                      : t('overview.play', { title: song.title })
                  }
                  aria-pressed={playing}
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition-colors ${
                    playing
                      ? 'bg-brand-500 text-white'
                      : 'bg-zinc-800 text-zinc-200 hover:bg-brand-600 hover:text-white'
                  }`}
                >
                  {playing ? (
                    <Pause className="h-4 w-4" aria-hidden />
                  ) : (
                    <Play className="ml-0.5 h-4 w-4" aria-hidden />
                  )}
                </button>
                <span
                  className={`min-w-0 flex-1 truncate text-sm font-medium ${playing ? 'text-brand-300' : 'text-zinc-100'}`}
                >
                  {song.title}
                </span>
                <span className="shrink-0 text-xs tabular-nums text-zinc-400">
                  {formatDuration(song.duration)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </OverviewCard>
  );
}
