import { Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard, PanelListSkeleton } from '../../../components/ui/panel-card';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { useProjectSongs } from '../../../lib/queries/audio-queries';
import { usePlayer } from '../../../lib/player/player-context';
import { OverviewOpenButton } from './overview-open-button';

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
  const audio = useProjectSongs(projectId);
  const player = usePlayer();
  const songs = audio.items;

  return (
    <PanelCard
      id="overview-songs"
      title={t('overview.songs')}
      icon={Music}
      aside={<OverviewOpenButton label={t('overview.viewAll')} onClick={onViewAll} />}
    >
      {audio.isPending ? (
        <PanelListSkeleton rows={OVERVIEW_ITEMS} />
      ) : audio.isError ? (
        <p className="text-sm text-zinc-400">{t('overview.songsFailed')}</p>
      ) : songs.length === 0 ? (
        <EmptyState title={t('overview.noSongs')} body={t('overview.noSongsBody')} />
      ) : (
        <ul className="divide-y divide-zinc-800">
          {songs.slice(0, OVERVIEW_ITEMS).map((song) => {
            const playing = player.currentSong?.id === song.id && player.isPlaying;
            return (
              <li key={song.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <PlayToggleButton
                  label={
                    playing
                      ? t('overview.pause', { title: song.title })
                      : t('overview.play', { title: song.title })
                  }
                  playing={playing}
                  onToggle={() => player.play(song, songs)}
                />
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
    </PanelCard>
  );
}
